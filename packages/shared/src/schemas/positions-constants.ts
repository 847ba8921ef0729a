import { PAGE_SIZES } from '../constants.ts';

/**
 * Position administration (docs/product.md §5 position form, §7 /panel/positions, §9 table of 10): limits and
 * messages the web app needs without zod.
 */

/** docs/product.md §9: the positions table shows 10 a page. */
export const POSITION_PAGE_SIZE = PAGE_SIZES.positions;
/**
 * The tree has two levels, groups (1) and positions (2), as GET /master/positions shows it to the
 * forms; a deeper level would never reach a form.
 */
export const POSITION_MAX_LEVEL = 2;
export const POSITION_NAME_MAX = 200;
/** `all_data=1` answers every matching row at once (pickers); still bounded. */
export const POSITION_ALL_DATA_MAX = 1000;

export const POSITION_LABELS = {
  name: 'Nama jabatan',
  parent_id: 'Jabatan induk',
  level: 'Tingkat',
} as const;

export const POSITION_MESSAGES = {
  /** docs/product.md §5, shown as warnings. */
  parentRequired: 'Maaf, Jabatan induk tidak boleh kosong',
  nameRequired: 'Maaf, Nama jabatan tidak boleh kosong',
  nameTooLong: `Nama jabatan tidak boleh lebih dari ${POSITION_NAME_MAX} karakter`,
  badLevel: `Tingkat jabatan harus antara 1 dan ${POSITION_MAX_LEVEL}.`,
  topLevelHasNoParent: 'Jabatan tingkat 1 tidak memiliki jabatan induk.',
  parentNotFound: 'Jabatan induk tidak ditemukan.',
  parentLevel: 'Jabatan induk harus berada satu tingkat di atas jabatan ini.',
  levelChangeWithChildren: 'Jabatan yang masih memiliki turunan tidak dapat dipindah tingkatnya.',
  duplicate: 'Jabatan dengan nama ini sudah ada di bawah induk yang sama.',
  /** docs/product.md §8: a 404 on delete shows the server message or this one. */
  notFound: 'Data tidak ditemukan.',
  idRequired: 'Jabatan yang akan dihapus belum dipilih.',
  hasChildren: (n: number) =>
    `Jabatan tidak dapat dihapus karena masih memiliki ${n} jabatan turunan. Hapus turunannya lebih dulu.`,
  inUse: (uses: readonly string[]) =>
    `Jabatan tidak dapat dihapus karena masih dipakai oleh ${uses.join(', ')}. Ubah data tersebut lebih dulu.`,
  usedByVacancies: (n: number) => `${n} lowongan kerja`,
  usedBySeekers: (n: number) => `${n} profil pencari kerja`,
  usedByCompanies: (n: number) => `${n} profil perusahaan`,
  created: 'Jabatan berhasil ditambahkan.',
  updated: 'Jabatan berhasil diperbarui.',
  deleted: 'Jabatan berhasil dihapus.',
} as const;
