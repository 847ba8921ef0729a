/**
 * The office roles and the audit trail (issue 15 item 9; docs/decisions/072): labels, action names and
 * messages without zod, for the web app.
 */

/** Every action the audit trail records, as stored in `audit_events.action`. */
export const AUDIT_ACTIONS = [
  'company.decided',
  'vacancy.decided',
  'seeker.decided',
  'staff.created',
  'staff.deactivated',
  'staff.reactivated',
  'staff.role_changed',
  'settings.saved',
  'position.created',
  'position.updated',
  'position.deleted',
  'post.created',
  'post.updated',
  'post.status_changed',
  'post.deleted',
  'post.attendance',
  'post.participants_exported',
  'statistics.exported',
  'audit.exported',
  'wllp.exported',
  'company.check_recorded',
  'company.check_withdrawn',
  'posting_rule.created',
  'posting_rule.updated',
  'vacancy_report.dismissed',
  'vacancy_report.removed',
  'skill.created',
  'skill.updated',
  'skill.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  'company.decided': 'Keputusan verifikasi perusahaan',
  'vacancy.decided': 'Keputusan verifikasi lowongan',
  'seeker.decided': 'Keputusan verifikasi pencari kerja (AK/1)',
  'staff.created': 'Tambah staf',
  'staff.deactivated': 'Nonaktifkan staf',
  'staff.reactivated': 'Aktifkan kembali staf',
  'staff.role_changed': 'Ubah peran staf',
  'settings.saved': 'Simpan pengaturan situs',
  'position.created': 'Tambah jabatan',
  'position.updated': 'Ubah jabatan',
  'position.deleted': 'Hapus jabatan',
  'post.created': 'Buat acara',
  'post.updated': 'Ubah acara',
  'post.status_changed': 'Ubah status acara',
  'post.deleted': 'Hapus acara',
  'post.attendance': 'Tandai kehadiran peserta',
  'post.participants_exported': 'Unduh peserta acara (CSV)',
  'statistics.exported': 'Unduh statistik (CSV)',
  'audit.exported': 'Unduh jejak audit (CSV)',
  'wllp.exported': 'Unduh laporan Wajib Lapor Lowongan',
  'company.check_recorded': 'Catat pemeriksaan perusahaan',
  'company.check_withdrawn': 'Cabut pemeriksaan perusahaan',
  'posting_rule.created': 'Tambah aturan pemeriksaan lowongan',
  'posting_rule.updated': 'Ubah aturan pemeriksaan lowongan',
  'vacancy_report.dismissed': 'Abaikan laporan lowongan',
  'vacancy_report.removed': 'Hapus lowongan karena laporan penipuan',
  'skill.created': 'Tambah keahlian di kamus keahlian',
  'skill.updated': 'Ubah keahlian di kamus keahlian',
  'skill.deleted': 'Hapus keahlian dari kamus keahlian',
};

/** What an audit event touched (`audit_events.subject_type`). */
export const AUDIT_SUBJECT_NAMES: Record<string, string> = {
  company: 'Perusahaan',
  job_vacancy: 'Lowongan',
  seeker: 'Pencari kerja',
  staff: 'Staf',
  settings: 'Pengaturan',
  position: 'Jabatan',
  post: 'Acara',
  statistics: 'Statistik',
  audit: 'Jejak audit',
  wllp: 'Wajib Lapor Lowongan',
  posting_rule: 'Aturan pemeriksaan lowongan',
  skill: 'Kamus keahlian',
};

export const AUDIT_PAGE_SIZE = 20;
/** The most rows one CSV download carries (newest first); a longer trail is narrowed by the filters. */
export const AUDIT_EXPORT_LIMIT = 50_000;

export const AUDIT_LABELS = {
  title: 'Jejak Audit',
  intro:
    'Setiap tindakan akun Dinas tercatat di sini: keputusan verifikasi, staf, pengaturan, jabatan, acara dan unduhan.',
  time: 'Waktu',
  actor: 'Pelaku',
  action: 'Tindakan',
  subject: 'Objek',
  detail: 'Rincian',
  ip: 'Alamat IP',
  from: 'Dari tanggal',
  to: 'Sampai tanggal',
  search: 'Cari pelaku, tindakan atau rincian',
  allActors: 'Semua pelaku',
  allActions: 'Semua tindakan',
  download: 'Unduh CSV',
  empty: 'Belum ada tindakan yang cocok dengan saringan ini.',
} as const;

export const OFFICE_ROLE_LABELS = {
  role: 'Peran',
  changeRole: 'Ubah peran',
  administratorHint:
    'Administrator: staf, pengaturan situs, jabatan dan jejak audit, serta semua tugas verifikator.',
  verifierHint: 'Verifikator: antrean verifikasi, acara dan statistik.',
} as const;

export const OFFICE_ROLE_MESSAGES = {
  badRole: 'Peran harus Administrator atau Verifikator.',
  administratorOnly: 'Hanya Administrator Dinas yang dapat melakukan ini.',
  notSelfRole: 'Anda tidak dapat mengubah peran akun Anda sendiri.',
  lastAdministrator:
    'Akun ini adalah satu-satunya Administrator aktif: jadikan staf lain Administrator lebih dahulu.',
  roleChanged: 'Peran staf berhasil diubah.',
  badDate: 'Tanggal harus berformat TTTT-BB-HH.',
  toBeforeFrom: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
} as const;

/** The CSV's columns, in order. */
export const AUDIT_CSV_HEADER = [
  'Waktu',
  'Nama pelaku',
  'Email pelaku',
  'Tindakan',
  'Kode tindakan',
  'Objek',
  'ID objek',
  'Rincian',
  'Alamat IP',
] as const;
