/**
 * What the OpenAPI document cannot read from a route itself (docs/decisions/082-openapi-document.md),
 * keyed by `METHOD /path` as the document spells it. The rest comes from the route: its schema's
 * summary and operationId, its guards (http/authenticate.ts `routeAccess`) and its inputs.
 */
export interface OperationNote {
  /** For routes whose schema has no `summary`. */
  summary?: string;
  /**
   * The caller is identified in the handler, not by a guard: 'signed-in' answers 401 without a session;
   * 'optional' serves guests and reads a session when one is sent.
   */
  session?: 'signed-in' | 'optional';
  /** The web app's `auth` cookie counts as a session (links and images that send no header). */
  cookie?: boolean;
  /** 4xx answers the handler or its service gives beyond the ones derived from the route. */
  answers?: readonly number[];
}

const throttled = [429] as const;

export const OPERATION_NOTES: Readonly<Record<string, OperationNote>> = {
  'POST /api/v1/auth/register': {
    summary: 'Daftar akun pencari kerja atau perusahaan',
    answers: [422, 429],
  },
  'POST /api/v1/auth/verification-email': { summary: 'Aktifkan akun dari tautan email' },
  'POST /api/v1/auth/resend-verification-email': {
    summary: 'Kirim ulang email aktivasi',
    answers: throttled,
  },
  'POST /api/v1/auth/login': { summary: 'Masuk dengan email dan kata sandi', answers: throttled },
  'POST /api/v1/auth/logout': { summary: 'Keluar: sesi ini berakhir' },
  'POST /api/v1/auth/send-email-reset-password': {
    summary: 'Kirim tautan atur ulang kata sandi',
    answers: throttled,
  },
  'POST /api/v1/auth/change-password': {
    summary: 'Ganti kata sandi (dari tautan email, atau dari panel dengan kata sandi lama)',
    session: 'optional',
    answers: [401, 429],
  },
  'POST /api/v1/auth/change-account': {
    summary: 'Ubah nama, email dan nomor telepon akun',
    answers: throttled,
  },
  'GET /api/v1/auth/me': { summary: 'Akun yang sedang masuk' },
  'POST /api/v1/account/delete': { answers: [403, 429] },
  'GET /api/v1/files/{kind}/{name}': { session: 'signed-in', cookie: true },
  'GET /api/v1/posts/slug/{title_slug}': { session: 'optional' },
  'POST /api/v1/posts/view': { session: 'optional', answers: [404] },
  'POST /api/v1/job-vacancies/view': { session: 'optional', answers: [404] },
  'POST /api/v1/posts/join': { answers: [403, 404, 409] },
  'POST /api/v1/job-vacancies/change-publication-status/{id}': { answers: [409] },
  'GET /api/v1/posts/seeker': { answers: [403] },
  'GET /api/v1/seeker/ak1': { answers: [404] },
  'POST /api/v1/panel/positions': { answers: [404, 409, 422] },
  'DELETE /api/v1/panel/positions': { answers: [404, 409, 422] },
  'POST /api/v1/office/staff/{id}/status': { answers: [409] },
  'POST /api/v1/office/staff/{id}/role': { answers: [409] },
  'POST /api/v1/office/companies/{id}/status': { answers: [422] },
  'POST /api/v1/office/seekers/{id}/status': { answers: [422] },
  'POST /api/v1/seekers/applied': { answers: [404, 409, 422, 429] },
  // 409: the interview offered with the move takes a round already scheduled (decision 110).
  'POST /api/v1/seekers/job-vacancy/change-status': { answers: [404, 409] },
  'POST /api/v1/invitations/{id}/accept': { answers: [409, 422] },
  'POST /api/v1/invitations/{id}/decline': { answers: [409] },
  'POST /api/v1/invitations': { answers: [404, 409, 422, 429] },
  'GET /api/v1/ak1/verify/{number}': { answers: throttled },
  'GET /robots.txt': { summary: 'Aturan perayap mesin pencari' },
  'GET /sitemap.xml': { summary: 'Peta situs: halaman publik, lowongan dan acara' },
  // docs/decisions/087: filters that contradict each other; a vacancy that is not public.
  'GET /api/v1/job-vacancies': { answers: [422] },
  'POST /api/v1/saved-vacancies': { answers: [404] },
  // docs/decisions/106: a company that is not there; a check its data does not allow.
  'POST /api/v1/office/companies/{id}/checks': { answers: [404, 422] },
  'DELETE /api/v1/office/companies/{id}/checks/{kind}': { answers: [404] },
  // docs/decisions/103: a vacancy not public; one report per account; the throttle.
  'POST /api/v1/vacancy-reports': { answers: [404, 409, 429] },
  // Interviews (docs/decisions/110): unknown or another's interview 404, cancelled or begun 409, throttled.
  'POST /api/v1/interviews': { answers: [404, 409, 422, 429] },
  'POST /api/v1/interviews/{interview_id}/reschedule': { answers: [404, 409, 429] },
  'POST /api/v1/interviews/{interview_id}/cancel': { answers: [404, 409, 429] },
  'POST /api/v1/interviews/{interview_id}/answer': { answers: [404, 409, 429] },
  'POST /api/v1/office/vacancy-reports/{job_vacancy_id}/decision': { answers: [404] },
  // docs/decisions/109: the employer's desk.
  'POST /api/v1/seekers/job-vacancy/bulk-change-status': { answers: [404] },
  'POST /api/v1/company/message-templates': { answers: [409] },
  'POST /api/v1/company/message-templates/{id}': { answers: [404] },
  'DELETE /api/v1/company/message-templates/{id}': { answers: [404] },
  'GET /api/v1/walk-in-sessions': { session: 'optional', answers: [404] },
  'POST /api/v1/walk-in-sessions/{id}/booking': { answers: [404, 409, 422] },
  'DELETE /api/v1/walk-in-sessions/{id}/booking': { answers: [404, 422] },
  'GET /api/v1/company/job-vacancies/{job_vacancy_id}/walk-in-sessions': { answers: [404] },
  'POST /api/v1/company/job-vacancies/{job_vacancy_id}/walk-in-sessions': { answers: [404, 409, 422] },
  'POST /api/v1/company/walk-in-sessions/{id}': { answers: [404, 422] },
  'DELETE /api/v1/company/walk-in-sessions/{id}': { answers: [404, 409] },
};
