/**
 * Saved vacancies ("Simpan", issue 17 item 13; docs/decisions/087-saved-vacancies-and-list-filters.md):
 * page size, messages and the panel's address, free of zod so the web screens can import them.
 */

/** The seeker's saved vacancies, per page (docs/product.md §9). */
export const SAVED_VACANCIES_PAGE_SIZE = 5;
/** How many vacancy ids one "which of these are saved" question may name: a list page at most. */
export const SAVED_VACANCY_IDS_MAX = 100;
export { SAVED_VACANCIES_LINK } from '../panel-links.ts';

export const SAVED_VACANCY_MESSAGES = {
  saved: 'Lowongan disimpan. Temukan di menu Lowongan Tersimpan.',
  removed: 'Lowongan dihapus dari Lowongan Tersimpan.',
  notAvailable:
    'Lowongan ini tidak tersedia untuk disimpan: sudah ditutup, dihapus, atau melewati batas waktu.',
  ids: 'Daftar nomor lowongan tidak valid (paling banyak 100, dipisahkan koma).',
  closedNote: 'Lowongan sudah ditutup',
  hiddenNote: 'Lowongan sedang tidak ditampilkan',
  closedTitle: 'Lowongan tersimpan sudah ditutup',
  closedBody: (title: string) =>
    `Lowongan "${title}" yang Anda simpan sudah ditutup dan tidak dapat dilamar lagi.`,
  saveLabel: 'Simpan',
  savedLabel: 'Tersimpan',
  empty: 'Belum ada lowongan yang disimpan. Tekan "Simpan" pada lowongan untuk menyimpannya di sini.',
} as const;

/** "Simpan" for a guest: it leads to sign-in and back to the page (issue 17 leftover 7). */
export const SAVED_VACANCY_GUEST = {
  label: (title: string) => `Simpan: ${title} (masuk sebagai pencari kerja terlebih dahulu)`,
  hint: 'Masuk sebagai pencari kerja untuk menyimpan lowongan.',
} as const;
