/**
 * Notification types and the kinds a user can switch e-mail copies off for (issue 10 item 12), free of
 * zod so the Profil Akun screen can import them. Every `notify()` call uses a type from this list.
 */
export const NOTIFICATION_TYPES = {
  applicationNew: 'application.new',
  applicationStatus: 'application.status',
  invitationNew: 'invitation.new',
  invitationAccepted: 'invitation.accepted',
  invitationDeclined: 'invitation.declined',
  companyVerified: 'company_verified',
  companyRejected: 'company_rejected',
  vacancyVerified: 'job_vacancy_verified',
  vacancyRejected: 'job_vacancy_rejected',
  seekerVerified: 'seeker_verified',
  seekerRejected: 'seeker_rejected',
  ak1ReportDue: 'ak1.report_due',
  savedVacancyClosed: 'saved_vacancy.closed',
  wllpFillReportDue: 'wllp.fill_report_due',
  vacancyExpiring: 'vacancy.expiring',
  vacancyStaleCheck: 'vacancy.stale_check',
  vacancyStaleClosed: 'vacancy.stale_closed',
  vacancyUnderReview: 'vacancy_report.under_review',
  vacancyFraudRemoved: 'vacancy_report.fraud_removed',
  interviewScheduled: 'interview.scheduled',
  interviewRescheduled: 'interview.rescheduled',
  interviewCancelled: 'interview.cancelled',
  interviewReminder: 'interview.reminder',
  interviewAnswered: 'interview.answered',
  walkInChanged: 'walk_in.changed',
} as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** The kinds shown as e-mail switches in Profil Akun, in order. */
export const NOTIFICATION_MAIL_KINDS = ['applications', 'invitations', 'verification', 'ak1'] as const;
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

export const NOTIFICATION_MAIL_KIND_LABELS: Readonly<Record<NotificationMailKind, string>> = {
  applications: 'Lamaran dan perubahan tahapannya',
  invitations: 'Undangan melamar dan jawabannya',
  verification: 'Keputusan verifikasi Dinas',
  ak1: 'Pengingat lapor Kartu AK/1',
};

/** Which switch governs each type's e-mail copy. */
export const NOTIFICATION_MAIL_KIND_OF: Readonly<Record<NotificationType, NotificationMailKind>> = {
  'application.new': 'applications',
  'application.status': 'applications',
  'invitation.new': 'invitations',
  'invitation.accepted': 'invitations',
  'invitation.declined': 'invitations',
  company_verified: 'verification',
  company_rejected: 'verification',
  job_vacancy_verified: 'verification',
  job_vacancy_rejected: 'verification',
  seeker_verified: 'verification',
  seeker_rejected: 'verification',
  'ak1.report_due': 'ak1',
  // About what to apply for, so under the applications switch (docs/decisions/087).
  'saved_vacancy.closed': 'applications',
  // A duty toward the office (Perpres 57/2023 Pasal 6, docs/decisions/105), with its decisions.
  'wllp.fill_report_due': 'verification',
  // The company's own vacancies and the applicants' (docs/decisions/104).
  'vacancy.expiring': 'applications',
  'vacancy.stale_check': 'applications',
  'vacancy.stale_closed': 'applications',
  // The company's vacancy hidden by reports is an office matter; the fraud warning is about what the
  // seeker applied to (docs/decisions/103).
  'vacancy_report.under_review': 'verification',
  'vacancy_report.fraud_removed': 'applications',
  // Interviews are a stage of an application (docs/decisions/110).
  'interview.scheduled': 'applications',
  'interview.rescheduled': 'applications',
  'interview.cancelled': 'applications',
  'interview.reminder': 'applications',
  'interview.answered': 'applications',
  // A booked walk-in session is part of applying (docs/decisions/109).
  'walk_in.changed': 'applications',
};
