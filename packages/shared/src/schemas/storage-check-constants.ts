/**
 * `npm run check-storage` (issue 18 item 5, docs/decisions/095): how old an orphan file must be before
 * the sweep may remove it, and what the command prints for the operator.
 */

/** A stored file without its row younger than this may belong to a save still running. */
export const STORAGE_ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** At most this many lines are printed under each heading. */
export const STORAGE_CHECK_MAX_LINES = 200;

export const STORAGE_CHECK_MESSAGES = {
  summary: (objects: number, rows: number, references: number) =>
    `Pemeriksaan penyimpanan: ${objects} berkas di penyimpanan, ${rows} baris di tabel files, ` +
    `${references} rujukan di kolom lain.`,
  oldOrphans: 'Berkas tanpa baris (yatim) berumur lebih dari 1 jam',
  youngOrphans: 'Berkas tanpa baris berumur kurang dari 1 jam (mungkin unggahan yang sedang berjalan)',
  missingFiles: 'Baris tanpa berkas',
  unrecordedReferences: 'Rujukan tanpa baris di tabel files',
  unreferencedRows: 'Baris files yang tidak dirujuk kolom mana pun',
  removed: 'dihapus',
  more: (n: number) => `… dan ${n} lagi`,
  clean: 'Hasil: bersih.',
  notClean: 'Hasil: ditemukan ketidakcocokan.',
  sweepHint: 'Jalankan dengan --delete-orphan-files untuk menghapus berkas yatim berumur lebih dari 1 jam.',
  unknownOption: (option: string) =>
    `Pilihan tidak dikenal: ${option}. Pemakaian: check-storage [--delete-orphan-files] [--json]`,
  noDatabase: (dataDir: string) =>
    `Tidak ada basis data tertanam di ${dataDir}/db. Periksa DATA_DIR (atau DATABASE_URL untuk PostgreSQL).`,
  dataDirBusy: (dataDir: string) =>
    `DATA_DIR ${dataDir} sedang dipakai proses SiLoker lain (server, backup atau restore). ` +
    'Basis data tertanam hanya boleh dibuka satu proses: hentikan server dulu, lalu ulangi.',
} as const;
