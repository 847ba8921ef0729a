import * as z from './zod.ts';

/*
 * What the office verified changes only when the office decides again (issue 15 items 2, 3 and 6;
 * docs/decisions/073). The identity of a verified seeker and the verified data of a company are kept
 * as the office saw them (`verified_snapshot`); a change sends the account back to the office's queue,
 * which shows old → new. The public AK/1 check needs the card's code to name the holder.
 */

/** The seeker fields the AK/1 card vouches for: a change needs the office again. */
export const SEEKER_IDENTITY_FIELDS = ['full_name', 'nik', 'birth_date', 'birth_place'] as const;
export type SeekerIdentityField = (typeof SEEKER_IDENTITY_FIELDS)[number];
export const SEEKER_IDENTITY_LABELS: Record<SeekerIdentityField, string> = {
  full_name: 'Nama lengkap',
  nik: 'NIK',
  birth_date: 'Tanggal lahir',
  birth_place: 'Tempat lahir',
};

/** The company fields the office checks against the documents: a change needs the office again. */
export const COMPANY_VERIFIED_FIELDS = [
  'name',
  'nib',
  'file_nib',
  'file_npwp',
  'address',
  'province_code',
  'city_code',
  'district_code',
  'sub_district_code',
  'business_field_id',
] as const;
export type CompanyVerifiedField = (typeof COMPANY_VERIFIED_FIELDS)[number];
export const COMPANY_VERIFIED_LABELS: Record<CompanyVerifiedField, string> = {
  name: 'Nama perusahaan',
  nib: 'NIB',
  file_nib: 'Berkas NIB',
  file_npwp: 'Berkas NPWP',
  address: 'Alamat',
  province_code: 'Provinsi',
  city_code: 'Kabupaten/Kota',
  district_code: 'Kecamatan',
  sub_district_code: 'Kelurahan/Desa',
  business_field_id: 'Bidang usaha',
};
/** Files are stored under random names: the office sees that one was replaced, not the key. */
export const REPLACED_FILE_TEXT = 'berkas baru diunggah';
export const VERIFIED_FILE_TEXT = 'berkas yang diverifikasi';

/** One verified value and what it is now, as the office's queue shows it. */
export const VerifiedChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type VerifiedChange = z.infer<typeof VerifiedChangeSchema>;

const text = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v.trim() : String(v);

/** The fields whose current value differs from the verified one (both read as trimmed text). */
export function changedFields<F extends string>(
  fields: readonly F[],
  verified: Record<string, unknown> | null | undefined,
  current: Record<F, unknown>,
): F[] {
  if (!verified) return [];
  return fields.filter((f) => text(verified[f]) !== text(current[f]));
}

/** The verified values as the snapshot stores them (text or null, so comparisons are stable). */
export function snapshotOf<F extends string>(fields: readonly F[], current: Record<F, unknown>) {
  return Object.fromEntries(fields.map((f) => [f, text(current[f])])) as Record<F, string | null>;
}

// ---------------------------------------------------------------------------------------------------------
// Company names that pass for the office or the government.

/** Words only a government body carries in its name (checked as whole words, any case). */
export const GOVERNMENT_NAME_WORDS = [
  'dinas',
  'disnaker',
  'disnakertrans',
  'pemerintah',
  'pemkot',
  'pemkab',
  'pemprov',
  'kementerian',
  'kemnaker',
  'kemenaker',
] as const;

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z0-9]+/g) ?? [];

/**
 * Whether a company name imitates the office or the government: it holds one of
 * GOVERNMENT_NAME_WORDS as a word, or the configured office name's words in order.
 * "Dinasti Jaya" is fine; "PT Disnaker Sejahtera" and "Dinas Tenaga Kerja Kota Samarinda (Resmi)" are not.
 */
export function imitatesGovernment(name: string, officeName?: string | null): boolean {
  const nameWords = words(name);
  if (nameWords.some((w) => (GOVERNMENT_NAME_WORDS as readonly string[]).includes(w))) return true;
  const office = words(officeName ?? '');
  if (office.length === 0) return false;
  const joined = ` ${nameWords.join(' ')} `;
  return joined.includes(` ${office.join(' ')} `);
}

// ---------------------------------------------------------------------------------------------------------
// The public AK/1 check.

/**
 * "Budi Hartono" → "B*** H******": the first letter of each word, the rest starred. Shown to whoever
 * types a number without the card's code, so walking numbers gives no names.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const chars = Array.from(w);
      return chars[0]! + '*'.repeat(Math.max(chars.length - 1, 1));
    })
    .join(' ');
}

/** The query parameter of the card's QR link: /kartu-ak1/<number>?kode=<code>. */
export const AK1_CHECK_CODE_PARAM = 'kode';
export const AK1_CHECK_CODE_MAX = 64;

export const Ak1VerifyQuerySchema = z.object({
  kode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : undefined),
    z.string().max(AK1_CHECK_CODE_MAX).optional(),
  ),
});
export type Ak1VerifyQuery = z.infer<typeof Ak1VerifyQuerySchema>;

export const REVERIFICATION_MESSAGES = {
  companyNameImitatesGovernment:
    'Nama perusahaan tidak boleh menyerupai nama Dinas atau instansi pemerintah (misalnya memuat kata "Dinas", "Disnaker", "Pemerintah" atau "Kementerian").',
  seekerIdentityWarning:
    'Nama lengkap, NIK, tempat lahir dan tanggal lahir sudah diverifikasi Dinas. Bila Anda mengubahnya, status Anda kembali "Menunggu verifikasi" dan Kartu AK/1 tidak berlaku sampai Dinas memverifikasi ulang.',
  seekerIdentityChanged: (labels: readonly string[]) =>
    `Anda mengubah ${labels.join(', ')}, yang sudah diverifikasi Dinas. Setelah disimpan, Kartu AK/1 Anda tidak berlaku sampai Dinas memverifikasi ulang.`,
  seekerSavedReverify:
    'Data pribadi berhasil disimpan. Karena identitas berubah, pendaftaran Anda kembali menunggu verifikasi Dinas dan Kartu AK/1 tidak berlaku sampai diverifikasi ulang.',
  seekerReverifyNote: (labels: readonly string[]) =>
    `Identitas diubah (${labels.join(', ')}): menunggu verifikasi ulang Dinas.`,
  companyVerifiedWarning:
    'Nama, NIB, berkas NIB dan NPWP, alamat dan bidang usaha sudah diverifikasi Dinas. Bila Anda mengubahnya, profil kembali menunggu verifikasi dan lowongan Anda tidak tampil di publik sampai Dinas memutuskan.',
  companyFieldsChanged: (labels: readonly string[]) =>
    `Anda mengubah ${labels.join(', ')}, yang sudah diverifikasi Dinas. Setelah disimpan, profil kembali menunggu verifikasi dan lowongan Anda tidak tampil di publik sampai Dinas memutuskan.`,
  companyReverifyNote: (labels: readonly string[]) =>
    `Data yang diverifikasi berubah (${labels.join(', ')}): menunggu verifikasi ulang Dinas.`,
  cardPendingReverification:
    'Kartu AK/1 ini TIDAK BERLAKU sementara: identitas Anda berubah dan menunggu verifikasi ulang Dinas.',
  queueChangesTitle: 'Perubahan sejak diverifikasi',
  checkMasked:
    'Nomor diperiksa tanpa kode kartu: hanya keabsahan dan nama tersamar yang ditampilkan. Pindai kode QR pada kartu untuk pemeriksaan lengkap.',
} as const;
