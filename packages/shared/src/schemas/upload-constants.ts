import { IMAGE_MAX_PIXELS, MULTIPART_MAX_BYTES } from './security-constants.ts';

/**
 * Refusals of hostile uploads (issue 15 items 4, 5; docs/decisions/074). The per-file messages
 * (type, size, name) stay in FILE_MESSAGES; these are the ones the stricter checks added.
 */

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} juta piksel`;

/** Text fields of one form together (the rest of MULTIPART_MAX_BYTES is for files). */
export const MULTIPART_FIELDS_MAX_BYTES = 1024 * 1024;

export const UPLOAD_MESSAGES = {
  /** The whole request, every part together, is over MULTIPART_MAX_BYTES. */
  requestTooLarge: `Total ukuran berkas dalam satu pengiriman tidak boleh lebih dari ${mb(MULTIPART_MAX_BYTES)}. Simpan sebagian berkas dulu, lalu kirim sisanya.`,
  /** Text fields over MULTIPART_FIELDS_MAX_BYTES. */
  fieldsTooLarge: 'Isian formulir terlalu panjang.',
  /** Busboy could not read the form (cut off, malformed). */
  badForm: 'Formulir tidak dapat dibaca. Muat ulang halaman lalu coba lagi.',
  /** Width × height over IMAGE_MAX_PIXELS (an image bomb or a needlessly huge picture). */
  tooManyPixels: (label: string) =>
    `${label} terlalu besar: paling banyak ${megapixels(IMAGE_MAX_PIXELS)}. Perkecil gambar lalu unggah kembali.`,
  /** Recognised by its first bytes but cannot be decoded (a fake header, a damaged file). */
  unreadableImage: (label: string) => `${label} rusak atau bukan gambar yang dapat dibaca.`,
  /** JavaScript, embedded files, launch or form-submit actions, XFA, rich media. */
  pdfActive: (label: string) =>
    `${label} berisi JavaScript, berkas sisipan, atau tindakan otomatis yang tidak diizinkan. Cetak ulang sebagai PDF biasa lalu unggah kembali.`,
  /** Encrypted object streams, unknown filters, damaged streams, nesting too deep. */
  pdfUnreadable: (label: string) =>
    `${label} tidak dapat diperiksa (rusak, terenkripsi, atau memakai format yang tidak didukung). Simpan ulang sebagai PDF biasa lalu unggah kembali.`,
  /** Bytes after the last %%EOF: another file glued to the PDF (a polyglot). */
  pdfTrailingData: (label: string) =>
    `${label} berisi data tambahan di luar dokumen PDF. Simpan ulang sebagai PDF biasa lalu unggah kembali.`,
} as const;
