/**
 * The addresses of screens that features name in their constants, mails and notifications, in a module
 * of their own: the web app's route table (config/paths.ts), which every page loads, imports them from
 * here, so the first page's script does not carry the features' texts along (docs/decisions/117). Each
 * feature's constants module re-exports its own.
 */

/** The seeker's saved vacancies; the notification of a saved vacancy links there. */
export const SAVED_VACANCIES_LINK = '/panel/lowongan-tersimpan';

/** The seeker's job alerts in the panel. */
export const JOB_ALERTS_LINK = '/panel/langganan-lowongan';
/** The public page a confirmation link opens: `?token=`. */
export const JOB_ALERT_CONFIRM_PAGE = '/langganan-lowongan/konfirmasi';
/** The public page of the one-click links in every mail: `/langganan-lowongan/kelola/<token>?aksi=jeda|berhenti`. */
export const JOB_ALERT_MANAGE_PAGE = '/langganan-lowongan/kelola';

/** The company's message-template screen (docs/decisions/109; linked from the bulk move's template picker). */
export const MESSAGE_TEMPLATES_LINK = '/panel/templat-pesan';

/** The company's fill-report screen (reminders link there) and the office's report screen. */
export const WLLP_COMPANY_LINK = '/panel/wajib-lapor';
export const WLLP_OFFICE_LINK = '/panel/laporan-wllp';

/** The office's vocabulary screen in the panel. */
export const SKILLS_LINK = '/panel/kamus-keahlian';

/** Where the seeker answers an interview (the mail's link leads here, through sign-in when needed). */
export const SEEKER_INTERVIEWS_LINK = '/panel/wawancara';
/** The company's week agenda. */
export const COMPANY_INTERVIEW_AGENDA_LINK = '/panel/agenda-wawancara';
