/**
 * Limits and messages every request field shares (docs/decisions/075): ids are PostgreSQL `integer`
 * (int32), and no text may carry a NUL byte, which PostgreSQL `text` cannot store.
 */
export const INT32_MAX = 2_147_483_647;

export const INPUT_MESSAGES = {
  nul: 'Isian tidak boleh memuat karakter NUL.',
  id: 'Nomor ID tidak valid.',
  uriTooLong: 'Alamat terlalu panjang.',
  headersTooLarge: 'Alamat atau kepala permintaan terlalu panjang.',
  healthOk: 'Layanan berjalan normal.',
  healthDatabaseDown: 'Layanan sedang terganggu: basis data tidak dapat dihubungi.',
  healthStorageDown: 'Layanan sedang terganggu: penyimpanan berkas tidak dapat dihubungi.',
  healthMailDown: 'Layanan berjalan, tetapi server email tidak dapat dihubungi: email menunggu di antrean.',
} as const;

/** True when a string holds no NUL byte (U+0000). */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');
