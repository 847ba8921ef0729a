/**
 * The plain values of the privacy work (issue 15 items 11 and 12; docs/decisions/077): messages, labels
 * and the path of the notice, apart from the zod schemas so the browser imports them without zod.
 */

/** The public page of the notice (web route), linked from the footer and every form that collects personal data. */
export const PRIVACY_NOTICE_PATH = '/kebijakan-privasi';
export const PRIVACY_NOTICE_TITLE = 'Kebijakan Privasi';

export const PRIVACY_MESSAGES = {
  consentRequired: 'Anda harus menyetujui Kebijakan Privasi untuk mendaftar.',
  /** Followed by a link named PRIVACY_NOTICE_TITLE. */
  consentLabel: 'Saya telah membaca dan menyetujui',
  /** The line under a form that collects personal data, followed by the link. */
  noticeLine: 'Data pribadi yang Anda kirim diproses menurut',
  consentNeeded:
    'Setujui Kebijakan Privasi yang berlaku sebelum menyimpan atau mengirim data pribadi. Buka Profil Akun atau muat ulang halaman untuk menyetujuinya.',
  consentRecorded: 'Terima kasih. Persetujuan Anda atas Kebijakan Privasi telah dicatat.',
  dialogTitle: 'Kebijakan Privasi diperbarui',
  dialogBody:
    'Sebelum melanjutkan, baca Kebijakan Privasi yang berlaku: apa yang kami kumpulkan, untuk apa, siapa yang melihatnya, berapa lama disimpan, dan hak Anda. Anda tetap dapat melihat data Anda tanpa menyetujui, tetapi tidak dapat menyimpan profil atau melamar.',
  dialogAgree: 'Saya setuju',
  fileReadsTitle: 'Riwayat akses dokumen',
  fileReadsLead:
    'Siapa yang membuka dokumen pribadi Anda (KTP, CV, sertifikat, NIB, NPWP), dari organisasi mana dan kapan. Pembukaan oleh Anda sendiri tidak dicatat.',
  fileReadsEmpty: 'Belum ada pihak lain yang membuka dokumen Anda.',
  fileReadsLoaded: 'Riwayat akses dokumen dimuat.',
} as const;

/** Who opened a document, as the owner sees it (reader_role of file_reads). */
export const FILE_READER_ROLE_NAMES: Record<string, string> = {
  company: 'Perusahaan',
  admin: 'Dinas',
};

/** Rows of "Riwayat akses dokumen" per page, and the most one request may ask for. */
export const FILE_READS_PAGE_SIZE = 10;
export const FILE_READS_MAX_LIMIT = 100;
