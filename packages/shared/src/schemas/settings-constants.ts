/**
 * Site settings (issue 11 item 7): the config keys the office edits through /office/configs, their
 * labels, limits and messages, without zod for the web app. `web_name`, `web_logo` and `office_name`
 * are the keys the header, footer and landing page already read (GET /master configs); the office's
 * address and contacts are new keys of the same table.
 */

export const SETTINGS_KEYS = [
  'web_name',
  'web_logo',
  'office_name',
  'office_address',
  'office_phone',
  'office_email',
  'office_website',
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
} as const;

export const SETTINGS_LABELS = {
  web_name: 'Nama situs',
  web_logo: 'Logo situs',
  office_name: 'Nama instansi',
  office_address: 'Alamat instansi',
  office_phone: 'Telepon instansi',
  office_email: 'Email instansi',
  office_website: 'Situs web instansi',
  remove_web_logo: 'Pakai logo bawaan',
} as const;

export const SETTINGS_MESSAGES = {
  saved: 'Pengaturan situs berhasil disimpan.',
  badPhone: 'Telepon instansi hanya boleh berisi angka, spasi, tanda +, - dan tanda kurung.',
  badWebsite: 'Situs web instansi harus berupa alamat lengkap, contoh https://disnaker.samarindakota.go.id',
  oneLogo: 'Pilih satu berkas logo saja.',
} as const;
