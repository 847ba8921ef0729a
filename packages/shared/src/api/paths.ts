import { API_PREFIX } from '../constants.ts';
import type { Role } from '../enums.ts';
import type { OfficeRole } from '../schemas/security-constants.ts';

/**
 * Every operation of the API under /api/v1, by one stable key (the OpenAPI operationId), without its
 * schemas: the web imports only this module, so no zod schema enters a page for its paths
 * (docs/decisions/081-api-path-table.md). The schemas of each key are in `./routes.ts`.
 */

export type ApiMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: anyone, any signed-in account, or the roles listed (lowercase an account role,
 * uppercase an office role within `admin`). The route's preHandler enforces it; this says it.
 */
export type ApiAuth = 'public' | 'signed-in' | readonly (Role | OfficeRole)[];

export interface ApiPath {
  method: ApiMethod;
  /** Fastify style, under API_PREFIX: `/job-vacancies/slug/:title_slug`. */
  path: string;
  /** The folder that owns it: `apps/server/src/domains/<domain>` (docs/decisions/079). */
  domain: string;
  auth: ApiAuth;
  /** docs/product.md writes the path with a trailing slash; the spelling without one answers too. */
  bothSlashes?: true;
}

const OFFICE = ['admin'] as const;
const ADMINISTRATOR = ['ADMINISTRATOR'] as const;
const SEEKER = ['seeker'] as const;
const COMPANY = ['company'] as const;

export const API_PATHS = {
  health: { method: 'GET', path: '/health', domain: 'http', auth: 'public' },

  master: { method: 'GET', path: '/master', domain: 'master', auth: 'public' },
  masterMasters: { method: 'GET', path: '/master/masters', domain: 'master', auth: 'public' },
  masterBusinessFields: { method: 'GET', path: '/master/business-fields', domain: 'master', auth: 'public' },
  masterEducations: { method: 'GET', path: '/master/educations', domain: 'master', auth: 'public' },
  masterJobTypes: { method: 'GET', path: '/master/job-types', domain: 'master', auth: 'public' },
  masterDisabilities: { method: 'GET', path: '/master/disabilities', domain: 'master', auth: 'public' },
  masterMajors: { method: 'GET', path: '/master/majors', domain: 'master', auth: 'public' },
  masterPositions: { method: 'GET', path: '/master/positions', domain: 'master', auth: 'public' },

  provinces: { method: 'GET', path: '/location/provinces', domain: 'locations', auth: 'public' },
  cities: { method: 'GET', path: '/location/cities', domain: 'locations', auth: 'public' },
  districts: { method: 'GET', path: '/location/districts', domain: 'locations', auth: 'public' },
  subDistricts: { method: 'GET', path: '/location/sub-districts', domain: 'locations', auth: 'public' },

  landingPage: { method: 'GET', path: '/landing-page', domain: 'landing', auth: 'public' },

  vacancyList: { method: 'GET', path: '/job-vacancies', domain: 'vacancies', auth: 'public' },
  vacancyDetail: {
    method: 'GET',
    path: '/job-vacancies/slug/:title_slug',
    domain: 'vacancies',
    auth: 'public',
  },
  vacancyView: { method: 'POST', path: '/job-vacancies/view', domain: 'vacancies', auth: 'public' },
  vacancyFeed: { method: 'GET', path: '/job-vacancies/feed', domain: 'seo', auth: 'public' },
  companyVacancyList: {
    method: 'GET',
    path: '/job-vacancies/company/:company_detail_id',
    domain: 'vacancies',
    auth: COMPANY,
  },
  companyVacancySave: {
    method: 'POST',
    path: '/job-vacancies/company/:company_detail_id',
    domain: 'vacancies',
    auth: COMPANY,
  },
  vacancyPublicationStatus: {
    method: 'POST',
    path: '/job-vacancies/change-publication-status/:id',
    domain: 'vacancies',
    auth: COMPANY,
  },
  vacancyDelete: { method: 'DELETE', path: '/job-vacancies/:id', domain: 'vacancies', auth: COMPANY },

  eventList: { method: 'GET', path: '/posts', domain: 'events', auth: 'public' },
  eventDetail: { method: 'GET', path: '/posts/slug/:title_slug', domain: 'events', auth: 'public' },
  eventView: { method: 'POST', path: '/posts/view', domain: 'events', auth: 'public' },
  eventJoin: { method: 'POST', path: '/posts/join', domain: 'events', auth: SEEKER },
  seekerEventList: {
    method: 'GET',
    path: '/posts/seeker/',
    domain: 'events',
    auth: 'signed-in',
    bothSlashes: true,
  },
  officeEventList: { method: 'GET', path: '/office/posts', domain: 'events', auth: OFFICE },
  officeEventDetail: { method: 'GET', path: '/office/posts/:id', domain: 'events', auth: OFFICE },
  officeEventCreate: { method: 'POST', path: '/office/posts', domain: 'events', auth: OFFICE },
  officeEventUpdate: { method: 'POST', path: '/office/posts/:id', domain: 'events', auth: OFFICE },
  officeEventStatus: { method: 'POST', path: '/office/posts/:id/status', domain: 'events', auth: OFFICE },
  officeEventDelete: { method: 'DELETE', path: '/office/posts/:id', domain: 'events', auth: OFFICE },
  officeEventParticipants: {
    method: 'GET',
    path: '/office/posts/:id/participants',
    domain: 'events',
    auth: OFFICE,
  },
  officeEventAttendance: {
    method: 'POST',
    path: '/office/posts/:id/participants/:participantId/attendance',
    domain: 'events',
    auth: OFFICE,
  },
  officeEventParticipantsCsv: {
    method: 'GET',
    path: '/office/posts/:id/participants.csv',
    domain: 'events',
    auth: OFFICE,
  },

  companyList: { method: 'GET', path: '/companies', domain: 'companies', auth: 'public' },
  companyDetail: { method: 'GET', path: '/companies/slug/:name_slug', domain: 'companies', auth: 'public' },
  seekerList: { method: 'GET', path: '/seekers', domain: 'seekers', auth: 'public' },
  seekerDetail: { method: 'GET', path: '/seekers/slug/:name_slug', domain: 'seekers', auth: 'public' },
  userList: { method: 'GET', path: '/users', domain: 'seekers', auth: ['company', 'admin'] },

  authRegister: { method: 'POST', path: '/auth/register', domain: 'auth', auth: 'public' },
  authVerifyEmail: { method: 'POST', path: '/auth/verification-email', domain: 'auth', auth: 'public' },
  authResendVerification: {
    method: 'POST',
    path: '/auth/resend-verification-email',
    domain: 'auth',
    auth: 'public',
  },
  authLogin: { method: 'POST', path: '/auth/login', domain: 'auth', auth: 'public' },
  authLogout: { method: 'POST', path: '/auth/logout', domain: 'auth', auth: 'signed-in' },
  authSendResetLink: {
    method: 'POST',
    path: '/auth/send-email-reset-password',
    domain: 'auth',
    auth: 'public',
  },
  // Public with a reset link's token; from the panel it needs the session (the service decides).
  authChangePassword: { method: 'POST', path: '/auth/change-password', domain: 'auth', auth: 'public' },
  authChangeAccount: { method: 'POST', path: '/auth/change-account', domain: 'auth', auth: 'signed-in' },
  authMe: { method: 'GET', path: '/auth/me', domain: 'auth', auth: 'signed-in' },

  notificationList: { method: 'GET', path: '/notifications', domain: 'notifications', auth: 'signed-in' },
  notificationsRead: {
    method: 'POST',
    path: '/notifications/read',
    domain: 'notifications',
    auth: 'signed-in',
  },
  notificationMail: {
    method: 'GET',
    path: '/account/notification-mail',
    domain: 'notifications',
    auth: 'signed-in',
  },
  notificationMailSave: {
    method: 'POST',
    path: '/account/notification-mail',
    domain: 'notifications',
    auth: 'signed-in',
  },

  seekerProfile: { method: 'GET', path: '/profile-seeker', domain: 'profiles', auth: SEEKER },
  seekerProfileSave: {
    method: 'POST',
    path: '/profile-seeker/',
    domain: 'profiles',
    auth: SEEKER,
    bothSlashes: true,
  },
  companyProfile: { method: 'GET', path: '/profile-company', domain: 'profiles', auth: COMPANY },
  companyProfileSave: {
    method: 'POST',
    path: '/profile-company/',
    domain: 'profiles',
    auth: COMPANY,
    bothSlashes: true,
  },

  // The bearer token or the web app's `auth` cookie; who may read which file is the service's rule.
  privateFile: { method: 'GET', path: '/files/:kind/:name', domain: 'files', auth: 'signed-in' },
  accountExport: { method: 'GET', path: '/account/export', domain: 'account', auth: 'signed-in' },
  accountDelete: { method: 'POST', path: '/account/delete', domain: 'account', auth: 'signed-in' },
  fileReads: { method: 'GET', path: '/account/file-reads', domain: 'privacy', auth: 'signed-in' },
  privacyConsent: { method: 'POST', path: '/account/privacy-consent', domain: 'privacy', auth: 'signed-in' },

  officeSummary: { method: 'GET', path: '/office/summary', domain: 'verification', auth: OFFICE },
  officeCompanyList: { method: 'GET', path: '/office/companies', domain: 'verification', auth: OFFICE },
  officeCompanyDecision: {
    method: 'POST',
    path: '/office/companies/:id/status',
    domain: 'verification',
    auth: OFFICE,
  },
  officeVacancyList: { method: 'GET', path: '/office/job-vacancies', domain: 'verification', auth: OFFICE },
  officeVacancyDecision: {
    method: 'POST',
    path: '/office/job-vacancies/:id/status',
    domain: 'verification',
    auth: OFFICE,
  },

  officeSeekerList: { method: 'GET', path: '/office/seekers', domain: 'ak1', auth: OFFICE },
  officeReportsDue: { method: 'GET', path: '/office/seekers/reports-due', domain: 'ak1', auth: OFFICE },
  officeSeekerDecision: { method: 'POST', path: '/office/seekers/:id/status', domain: 'ak1', auth: OFFICE },
  ak1Card: { method: 'GET', path: '/seeker/ak1', domain: 'ak1', auth: SEEKER },
  ak1Report: { method: 'POST', path: '/seeker/ak1/reports', domain: 'ak1', auth: SEEKER },
  ak1Verify: { method: 'GET', path: '/ak1/verify/:number', domain: 'ak1', auth: 'public' },

  statistics: { method: 'GET', path: '/office/statistics', domain: 'statistics', auth: OFFICE },
  statisticsExport: { method: 'GET', path: '/office/statistics/export', domain: 'statistics', auth: OFFICE },

  panelPositionList: {
    method: 'GET',
    path: '/panel/positions/',
    domain: 'positions',
    auth: ADMINISTRATOR,
    bothSlashes: true,
  },
  panelPositionSave: {
    method: 'POST',
    path: '/panel/positions/',
    domain: 'positions',
    auth: ADMINISTRATOR,
    bothSlashes: true,
  },
  panelPositionDelete: {
    method: 'DELETE',
    path: '/panel/positions/',
    domain: 'positions',
    auth: ADMINISTRATOR,
    bothSlashes: true,
  },
  panelPositionSearch: { method: 'GET', path: '/panel/positions/search', domain: 'positions', auth: OFFICE },

  siteSettings: { method: 'GET', path: '/office/configs', domain: 'settings', auth: ADMINISTRATOR },
  siteSettingsSave: { method: 'POST', path: '/office/configs', domain: 'settings', auth: ADMINISTRATOR },

  staffList: { method: 'GET', path: '/office/staff', domain: 'staff', auth: ADMINISTRATOR },
  staffCreate: { method: 'POST', path: '/office/staff', domain: 'staff', auth: ADMINISTRATOR },
  staffStatus: { method: 'POST', path: '/office/staff/:id/status', domain: 'staff', auth: ADMINISTRATOR },
  staffRole: { method: 'POST', path: '/office/staff/:id/role', domain: 'staff', auth: ADMINISTRATOR },

  apply: {
    method: 'POST',
    path: '/seekers/applied/',
    domain: 'applications',
    auth: SEEKER,
    bothSlashes: true,
  },
  applicationStatusChange: {
    method: 'POST',
    path: '/seekers/job-vacancy/change-status',
    domain: 'applications',
    auth: COMPANY,
  },
  applicantList: {
    method: 'GET',
    path: '/seekers/job-vacancy-applied/:job_vacancy_id',
    domain: 'applications',
    auth: COMPANY,
  },
  applicantStages: {
    method: 'GET',
    path: '/seekers/job-vacancy/:job_vacancy_id',
    domain: 'applications',
    auth: COMPANY,
  },
  seekerApplicationStatuses: {
    method: 'GET',
    path: '/job-vacancies/seeker/job-application-statuses',
    domain: 'applications',
    auth: SEEKER,
  },
  seekerApplications: {
    method: 'GET',
    path: '/job-vacancies/seeker/job-application-applicants',
    domain: 'applications',
    auth: SEEKER,
  },
  invitationCreate: { method: 'POST', path: '/invitations', domain: 'applications', auth: COMPANY },
  invitationList: {
    method: 'GET',
    path: '/invitations',
    domain: 'applications',
    auth: ['company', 'seeker'],
  },
  invitationAccept: { method: 'POST', path: '/invitations/:id/accept', domain: 'applications', auth: SEEKER },
  invitationDecline: {
    method: 'POST',
    path: '/invitations/:id/decline',
    domain: 'applications',
    auth: SEEKER,
  },

  dashboard: { method: 'GET', path: '/dashboard', domain: 'dashboard', auth: ['company', 'seeker'] },

  auditEventList: { method: 'GET', path: '/office/audit-events', domain: 'audit', auth: ADMINISTRATOR },
  auditEventExport: {
    method: 'GET',
    path: '/office/audit-events/export',
    domain: 'audit',
    auth: ADMINISTRATOR,
  },
} as const satisfies Record<string, ApiPath>;

export type ApiKey = keyof typeof API_PATHS;

/** The `:name` parameters of a Fastify-style path, as a record type. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}.${string}`
    ? Name
    : P extends `${string}:${infer Name}`
      ? Name
      : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

type ParamArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

/**
 * The path of an entry with its `:params` filled (URL-encoded), relative to API_PREFIX:
 * `apiPath(API_PATHS.vacancyDetail, { title_slug })`.
 */
export function apiPath<E extends { path: string }>(entry: E, ...[params]: ParamArgs<E['path']>): string {
  if (!params) return entry.path;
  return entry.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

/** The same, with API_PREFIX: for links and downloads the browser opens itself. */
export function apiUrl<E extends { path: string }>(entry: E, ...params: ParamArgs<E['path']>): string {
  return API_PREFIX + apiPath(entry, ...params);
}
