/**
 * The plain values of invitations ('tawar lamaran', issue 10 item 5): the answer names and the
 * messages. Kept apart from the zod schemas (invitations.ts) so web screens import them without zod.
 */

/** How an invitation stands for the company: not yet answered, accepted (an application) or declined. */
export const INVITATION_ANSWERS = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

export const INVITATION_ANSWER_NAMES: Record<InvitationAnswer, string> = {
  PENDING: 'Menunggu jawaban',
  ACCEPTED: 'Diterima pencari kerja',
  DECLINED: 'Ditolak pencari kerja',
};

/** The note of the history row INVITED → REJECTED when the seeker declines. */
export const INVITATION_DECLINED_NOTE = 'Undangan ditolak pencari kerja';

export const INVITATION_MESSAGE_MAX = 1000;

export const INVITATION_MESSAGES = {
  sent: 'Undangan berhasil dikirim ke pencari kerja.',
  accepted: 'Undangan diterima. Lamaran Anda telah dikirim ke perusahaan.',
  declined: 'Undangan telah ditolak.',
  onlyCompanies: 'Hanya perusahaan yang dapat mengirim undangan.',
  onlySeekers: 'Hanya pencari kerja yang dapat menjawab undangan.',
  vacancyNotPublic:
    'Lowongan ini belum tayang (belum diverifikasi, belum dipublikasikan, ditutup, atau melewati batas waktu), sehingga belum dapat ditawarkan.',
  seekerNotInvitable: 'Pencari kerja tidak ditemukan atau tidak membuka profilnya untuk perusahaan.',
  vacancyNotFound: 'Lowongan kerja tidak ditemukan.',
  notOwnVacancy: 'Lowongan ini bukan milik perusahaan Anda. Undangan hanya untuk lowongan sendiri.',
  alreadyInvited: 'Pencari kerja ini sudah diundang ke lowongan ini.',
  alreadyApplied: 'Pencari kerja ini sudah melamar lowongan ini.',
  notFound: 'Undangan tidak ditemukan.',
  notOwnInvitation: 'Undangan ini bukan untuk Anda.',
  alreadyAnswered: 'Undangan ini sudah dijawab.',
  vacancyUnavailable: 'Lowongan ini sudah tidak tersedia: ditutup, dihapus, atau melewati batas waktu.',
  profileIncomplete: (missing: readonly string[]) =>
    `Lengkapi profil Anda sebelum menerima undangan. Yang belum diisi: ${missing.join(', ')}.`,
} as const;

/** Notification texts (notify()) for the seeker and the company. */
export const INVITATION_NOTIFICATIONS = {
  invited: (companyName: string, vacancyTitle: string) => ({
    title: 'Undangan melamar kerja',
    body: `${companyName} mengundang Anda melamar lowongan "${vacancyTitle}".`,
  }),
  accepted: (seekerName: string, vacancyTitle: string) => ({
    title: 'Undangan diterima',
    body: `${seekerName} menerima undangan dan melamar lowongan "${vacancyTitle}".`,
  }),
  declined: (seekerName: string, vacancyTitle: string) => ({
    title: 'Undangan ditolak',
    body: `${seekerName} menolak undangan untuk lowongan "${vacancyTitle}".`,
  }),
} as const;
