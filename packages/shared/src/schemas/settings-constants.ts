/**
 * Site settings (issue 11 item 7): the config keys the office edits through /office/configs, their
 * labels, limits and messages, without zod for the web app. `web_name`, `web_logo` and `office_name`
 * are the keys the header, footer and landing page already read (GET /master configs); the office's
 * address and contacts are new keys of the same table.
 */

/**
 * What the AK/1 card carries of the office (issue 17 item 9; docs/decisions/086): the heading (the
 * regional government and the office; blank follows the city configuration), who signs it, that
 * person's NIP, and the signature and stamp images (private files, kinds `signature` and `stamp`).
 * The office's own: GET /master leaves them out.
 */
export const AK1_SETTINGS_KEYS = [
  'ak1_government',
  'ak1_office',
  'ak1_head_title',
  'ak1_head_name',
  'ak1_head_nip',
  'ak1_signature',
  'ak1_stamp',
] as const;

export const SETTINGS_KEYS = [
  'web_name',
  'web_logo',
  'office_name',
  'office_address',
  'office_phone',
  'office_email',
  'office_website',
  ...AK1_SETTINGS_KEYS,
] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

/** The multipart field of the logo file; its stored key becomes config `web_logo`. */
export const SETTINGS_LOGO_FIELD = 'web_logo';

export const SETTINGS_LIMITS = {
  web_name: 60,
  office_name: 150,
  office_address: 300,
  office_phone: 30,
  office_email: 254,
  office_website: 200,
  ak1_government: 100,
  ak1_office: 100,
  ak1_head_title: 100,
  ak1_head_name: 100,
} as const;

/** The card's two image fields and the file kind each is stored as (FILE_KINDS, profile-constants.ts). */
export const AK1_SETTINGS_FILES = { ak1_signature: 'signature', ak1_stamp: 'stamp' } as const;
export type Ak1SettingsFile = keyof typeof AK1_SETTINGS_FILES;

/** A civil servant's NIP: 18 digits (birth date, appointment month, sex, sequence); spaces allowed. */
export const NIP_DIGITS = 18;

/** `19700101 199003 1 001`, as NIPs are printed; anything else as given. */
export const formatNip = (nip: string): string =>
  /^\d{18}$/.test(nip) ? `${nip.slice(0, 8)} ${nip.slice(8, 14)} ${nip.slice(14, 15)} ${nip.slice(15)}` : nip;

/** 'Pemerintah Kota Samarinda' from the city configuration (config `city_name`). */
export const defaultAk1Government = (cityName: string): string =>
  cityName.trim() ? `Pemerintah ${cityName.trim()}` : 'Pemerintah Daerah';

/**
 * The office without the city ('Dinas Tenaga Kerja Kota Samarinda' → 'Dinas Tenaga Kerja'): the city
 * is on the line above it.
 */
export function defaultAk1Office(officeName: string, cityName: string): string {
  const office = officeName.trim() || 'Dinas Tenaga Kerja';
  const city = cityName.trim();
  if (city && office.toLowerCase().endsWith(` ${city.toLowerCase()}`)) {
    return office.slice(0, office.length - city.length).trim();
  }
  return office;
}

export const defaultAk1HeadTitle = (office: string): string => `Kepala ${office}`;

export const SETTINGS_LABELS = {
  web_name: 'Nama situs',
  web_logo: 'Logo situs',
  office_name: 'Nama instansi',
  office_address: 'Alamat instansi',
  office_phone: 'Telepon instansi',
  office_email: 'Email instansi',
  office_website: 'Situs web instansi',
  remove_web_logo: 'Pakai logo bawaan',
  ak1_government: 'Kop kartu: pemerintah daerah',
  ak1_office: 'Kop kartu: nama dinas',
  ak1_head_title: 'Jabatan penanda tangan',
  ak1_head_name: 'Nama kepala dinas',
  ak1_head_nip: 'NIP kepala dinas',
  ak1_signature: 'Gambar tanda tangan',
  ak1_stamp: 'Gambar stempel dinas',
  remove_ak1_signature: 'Hapus gambar tanda tangan',
  remove_ak1_stamp: 'Hapus gambar stempel',
  apply_limit_per_day: 'Batas lamaran per pencari kerja per hari',
} as const;

export const SETTINGS_MESSAGES = {
  saved: 'Pengaturan situs berhasil disimpan.',
  badPhone: 'Telepon instansi hanya boleh berisi angka, spasi, tanda +, - dan tanda kurung.',
  badWebsite: 'Situs web instansi harus berupa alamat lengkap, contoh https://disnaker.samarindakota.go.id',
  oneLogo: 'Pilih satu berkas logo saja.',
  badNip: `NIP harus ${NIP_DIGITS} angka, contoh 19700101 199003 1 001.`,
  oneImage: (label: string) => `Pilih satu berkas ${label.toLowerCase()} saja.`,
} as const;
