import { z } from 'zod';
import {
  AccountDeleteBodySchema,
  AccountExportDataSchema,
  Ak1CardDataSchema,
  Ak1NumberParamsSchema,
  Ak1ReportBodySchema,
  Ak1ReportDataSchema,
  Ak1VerifyDataSchema,
  Ak1VerifyQuerySchema,
  ApplicantListDataSchema,
  ApplicantListQuerySchema,
  ApplicantStagesDataSchema,
  ApplyBodySchema,
  ApplyDataSchema,
  AttendanceBodySchema,
  AttendanceDataSchema,
  AuditEventExportQuerySchema,
  AuditEventListDataSchema,
  AuditEventListQuerySchema,
  AuthUserDataSchema,
  BusinessFieldsDataSchema,
  ChangeAccountBodySchema,
  ChangeAccountDataSchema,
  ChangeApplicationStatusBodySchema,
  ChangeApplicationStatusDataSchema,
  ChangePasswordBodySchema,
  CitiesDataSchema,
  CitiesQuerySchema,
  CompanyDetailDataSchema,
  CompanyListDataSchema,
  CompanyListQuerySchema,
  CompanyProfileDataSchema,
  CompanySlugParamsSchema,
  CompanyVacanciesDataSchema,
  CompanyVacanciesQuerySchema,
  CompanyVacancyParamsSchema,
  CompanyVacancySavedDataSchema,
  DashboardDataSchema,
  DashboardBackupDataSchema,
  DisabilitiesDataSchema,
  DistrictsDataSchema,
  DistrictsQuerySchema,
  EducationsDataSchema,
  EmailOnlyBodySchema,
  FileReadsDataSchema,
  FileReadsQuerySchema,
  IdParamsSchema,
  InvitationDataSchema,
  InvitationListDataSchema,
  InvitationListQuerySchema,
  InviteBodySchema,
  JobTypesDataSchema,
  JobVacancyIdParamsSchema,
  LandingDataSchema,
  LandingQuerySchema,
  LoginBodySchema,
  MajorsDataSchema,
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadDataSchema,
  MasterDataSchema,
  MasterSearchQuerySchema,
  MastersDataSchema,
  NotificationListDataSchema,
  NotificationListQuerySchema,
  NotificationMailBodySchema,
  NotificationMailDataSchema,
  OfficeCompanyDecisionDataSchema,
  OfficeCompanyListDataSchema,
  OfficeCompanyListQuerySchema,
  OfficeParticipantListDataSchema,
  OfficeParticipantListQuerySchema,
  OfficeParticipantParamsSchema,
  OfficePostDataSchema,
  OfficePostListDataSchema,
  OfficePostListQuerySchema,
  OfficeReportsDueDataSchema,
  OfficeReportsDueQuerySchema,
  OfficeSeekerDecisionDataSchema,
  OfficeSeekerListDataSchema,
  OfficeSeekerListQuerySchema,
  OfficeSummaryDataSchema,
  OfficeVacancyDecisionDataSchema,
  OfficeVacancyListDataSchema,
  OfficeVacancyListQuerySchema,
  PanelPositionListDataSchema,
  PanelPositionListQuerySchema,
  PanelPositionSearchDataSchema,
  PanelPositionSearchQuerySchema,
  PositionDeleteBodySchema,
  PositionDeleteDataSchema,
  PositionDeleteQuerySchema,
  PositionSaveBodySchema,
  PositionSaveDataSchema,
  PositionsDataSchema,
  PositionsQuerySchema,
  PostDetailDataSchema,
  PostJoinBodySchema,
  PostJoinDataSchema,
  PostCancelBodySchema,
  PostCancelDataSchema,
  PostListDataSchema,
  PostListQuerySchema,
  PostSlugParamsSchema,
  PostStatusBodySchema,
  PostViewBodySchema,
  PostViewDataSchema,
  PrivacyConsentBodySchema,
  PrivacyConsentDataSchema,
  ProvincesDataSchema,
  ProvincesQuerySchema,
  PublicationStatusBodySchema,
  RegisterBodySchema,
  RegisterDataSchema,
  SeekerApplicationPageSchema,
  SeekerApplicationStatusesDataSchema,
  SeekerApplicationsQuerySchema,
  SeekerDetailDataSchema,
  SeekerListDataSchema,
  SeekerListQuerySchema,
  SeekerPostsDataSchema,
  SeekerPostsQuerySchema,
  SeekerProfileDataSchema,
  SeekerSlugParamsSchema,
  SiteSettingsDataSchema,
  StaffCreateBodySchema,
  StaffListDataSchema,
  StaffListQuerySchema,
  StaffMemberDataSchema,
  StaffRoleBodySchema,
  StaffStatusBodySchema,
  StatisticsDataSchema,
  StatisticsExportQuerySchema,
  StatisticsQuerySchema,
  SubDistrictsDataSchema,
  SubDistrictsQuerySchema,
  UsersDataSchema,
  UsersQuerySchema,
  VacancyDetailDataSchema,
  VacancyIdParamsSchema,
  VacancyListDataSchema,
  VacancyListQuerySchema,
  VacancySlugParamsSchema,
  VacancyViewBodySchema,
  VacancyViewDataSchema,
  VerificationDecisionBodySchema,
  VerificationEmailBodySchema,
} from '../schemas/index.ts';
import type { ApiAuth, ApiPath, ApiPathEntry } from './paths.ts';
import * as accountPaths from './paths/account.ts';
import * as ak1Paths from './paths/ak1.ts';
import * as applicationsPaths from './paths/applications.ts';
import * as auditPaths from './paths/audit.ts';
import * as authPaths from './paths/auth.ts';
import * as companiesPaths from './paths/companies.ts';
import * as dashboardPaths from './paths/dashboard.ts';
import * as eventsPaths from './paths/events.ts';
import * as filesPaths from './paths/files.ts';
import * as httpPaths from './paths/http.ts';
import * as invitationsPaths from './paths/invitations.ts';
import * as landingPaths from './paths/landing.ts';
import * as locationsPaths from './paths/locations.ts';
import * as masterPaths from './paths/master.ts';
import * as notificationsPaths from './paths/notifications.ts';
import * as positionsPaths from './paths/positions.ts';
import * as privacyPaths from './paths/privacy.ts';
import * as profilesPaths from './paths/profiles.ts';
import * as seekersPaths from './paths/seekers.ts';
import * as seoPaths from './paths/seo.ts';
import * as settingsPaths from './paths/settings.ts';
import * as staffPaths from './paths/staff.ts';
import * as statisticsPaths from './paths/statistics.ts';
import * as vacanciesPaths from './paths/vacancies.ts';
import * as verificationPaths from './paths/verification.ts';
import * as savedVacanciesPaths from './paths/saved-vacancies.ts';
import * as postingRulesPaths from './paths/posting-rules.ts';
import {
  OfficePostingRuleDataSchema,
  OfficePostingRuleListDataSchema,
  OfficePostingRuleListQuerySchema,
  PostingRuleBodySchema,
  PostingRuleParamsSchema,
  PostingRulesDataSchema,
} from '../schemas/posting-rules.ts';
import * as vitalsPaths from './paths/vitals.ts';
import * as matchingPaths from './paths/matching.ts';
import {
  MatchVacancyListDataSchema,
  MatchVacancyListQuerySchema,
  OfficeSkillListDataSchema,
  OfficeSkillListQuerySchema,
  SkillBodySchema,
  SkillDataSchema,
  SkillParamsSchema,
  VacancyMatchDataSchema,
} from '../schemas/skills.ts';
import { VitalsDataSchema, VitalsQuerySchema, VitalsReportBodySchema } from '../schemas/vitals.ts';
import {
  SaveVacancyBodySchema,
  SaveVacancyDataSchema,
  SavedVacancyIdsDataSchema,
  SavedVacancyIdsQuerySchema,
  SavedVacancyListDataSchema,
  SavedVacancyListQuerySchema,
  SavedVacancyParamsSchema,
} from '../schemas/saved-vacancies.ts';
import * as wllpPaths from './paths/wllp.ts';
import {
  WllpCompanyDataSchema,
  WllpExportQuerySchema,
  WllpFillReportBodySchema,
  WllpFillReportFormDataSchema,
  WllpFillReportSavedDataSchema,
  WllpReportDataSchema,
  WllpReportListQuerySchema,
  WllpReportQuerySchema,
  WllpVacancyParamsSchema,
} from '../schemas/wllp.ts';
import * as companyChecksPaths from './paths/company-checks.ts';
import {
  CompanyCheckBodySchema,
  CompanyCheckParamsSchema,
  OfficeCompanyChecksDataSchema,
} from '../schemas/company-checks.ts';
import {
  VacancyExtendBodySchema,
  VacancyFreshnessDataSchema,
  VacancyFreshnessParamsSchema,
  VacancyFreshnessQuerySchema,
  VacancyStillOpenBodySchema,
} from '../schemas/vacancy-freshness.ts';
import * as vacancyReportsPaths from './paths/vacancy-reports.ts';
import * as interviewsPaths from './paths/interviews.ts';
import {
  CancelInterviewBodySchema,
  InterviewAgendaDataSchema,
  InterviewAgendaQuerySchema,
  InterviewAnswerBodySchema,
  InterviewDataSchema,
  InterviewParamsSchema,
  RescheduleInterviewBodySchema,
  ScheduleInterviewBodySchema,
  SeekerInterviewListDataSchema,
  SeekerInterviewListQuerySchema,
} from '../schemas/interviews.ts';
import * as vacancyAnalyticsPaths from './paths/vacancy-analytics.ts';
import {
  VacancyAnalyticsDataSchema,
  VacancyAnalyticsParamsSchema,
  VacancyAnalyticsQuerySchema,
  VacancyApplyClickBodySchema,
} from '../schemas/vacancy-analytics.ts';
import * as jobAlertsPaths from './paths/job-alerts.ts';
import {
  JobAlertConfirmBodySchema,
  JobAlertCreateBodySchema,
  JobAlertDataSchema,
  JobAlertIdParamsSchema,
  JobAlertListDataSchema,
  JobAlertListQuerySchema,
  JobAlertManageDataSchema,
  JobAlertSubscribeBodySchema,
  JobAlertTokenParamsSchema,
  JobAlertUpdateBodySchema,
} from '../schemas/job-alerts.ts';
import * as messageTemplatesPaths from './paths/message-templates.ts';
import * as walkInsPaths from './paths/walk-ins.ts';
import {
  BulkMoveBodySchema,
  BulkMoveDataSchema,
  CompanyWalkInListDataSchema,
  MessageTemplateBodySchema,
  MessageTemplateDataSchema,
  MessageTemplateListDataSchema,
  WalkInBookingDataSchema,
  SeekerWalkInBookingListDataSchema,
  WalkInSessionBodySchema,
  WalkInSessionDataSchema,
  WalkInSessionListDataSchema,
  WalkInSessionListQuerySchema,
} from '../schemas/employer-desk.ts';
import {
  OfficeVacancyReportDecisionBodySchema,
  OfficeVacancyReportDecisionDataSchema,
  OfficeVacancyReportListDataSchema,
  OfficeVacancyReportListQuerySchema,
  OfficeVacancyReportParamsSchema,
  VacancyReportBodySchema,
  VacancyReportDataSchema,
} from '../schemas/vacancy-reports.ts';

/** Each entry of one domain's module, with that domain named. */
function ofDomain<D extends string, T extends Record<string, ApiPathEntry>>(
  domain: D,
  entries: T,
): { [K in keyof T]: T[K] & { domain: D } } {
  return Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, { ...entry, domain }])) as {
    [K in keyof T]: T[K] & { domain: D };
  };
}

/** Every entry by its key; its domain is the module it is written in. */
export const API_PATHS = {
  ...ofDomain('http', httpPaths),
  ...ofDomain('master', masterPaths),
  ...ofDomain('locations', locationsPaths),
  ...ofDomain('landing', landingPaths),
  ...ofDomain('vacancies', vacanciesPaths),
  ...ofDomain('seo', seoPaths),
  ...ofDomain('events', eventsPaths),
  ...ofDomain('companies', companiesPaths),
  ...ofDomain('seekers', seekersPaths),
  ...ofDomain('auth', authPaths),
  ...ofDomain('notifications', notificationsPaths),
  ...ofDomain('profiles', profilesPaths),
  ...ofDomain('files', filesPaths),
  ...ofDomain('account', accountPaths),
  ...ofDomain('privacy', privacyPaths),
  ...ofDomain('verification', verificationPaths),
  ...ofDomain('ak1', ak1Paths),
  ...ofDomain('statistics', statisticsPaths),
  ...ofDomain('positions', positionsPaths),
  ...ofDomain('settings', settingsPaths),
  ...ofDomain('staff', staffPaths),
  ...ofDomain('applications', applicationsPaths),
  ...ofDomain('invitations', invitationsPaths),
  ...ofDomain('dashboard', dashboardPaths),
  ...ofDomain('audit', auditPaths),
  ...ofDomain('saved-vacancies', savedVacanciesPaths),
  ...ofDomain('wllp', wllpPaths),
  ...ofDomain('company-checks', companyChecksPaths),
  ...ofDomain('posting-rules', postingRulesPaths),
  ...ofDomain('vacancy-reports', vacancyReportsPaths),
  ...ofDomain('interviews', interviewsPaths),
  ...ofDomain('vacancy-analytics', vacancyAnalyticsPaths),
  ...ofDomain('vitals', vitalsPaths),
  ...ofDomain('job-alerts', jobAlertsPaths),
  ...ofDomain('message-templates', messageTemplatesPaths),
  ...ofDomain('walk-ins', walkInsPaths),
  ...ofDomain('matching', matchingPaths),
};

export type ApiKey = keyof typeof API_PATHS;

/**
 * The API path table with its contract (docs/decisions/081-api-path-table.md): each key of
 * `API_PATHS` with the zod schemas of its request (`params`, `query`, `body`) and of the `data` of its
 * answer. The server registers its routes from it (apps/server/src/http/route.ts) and the web tests'
 * fake API parses every answer through it. A path exists only here.
 */

/** `data` of an answer that carries none. */
export const NoDataSchema = z.null();
/** `data` of a deletion: the id that is gone. */
export const DeletedIdDataSchema = z.object({ id: z.number() });
/** GET /health: each dependency's state (docs/decisions/075). */
export const HealthDataSchema = z.object({
  database: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
  /** SMTP answering (`file`: no SMTP_URL, mail goes to DATA_DIR/mail); never makes health 503 (docs/decisions/093). */
  mail: z.enum(['ok', 'down', 'file']),
  /** On a 503, like every 5xx, the request's id (docs/decisions/096). */
  request_id: z.string().optional(),
});
/** A private file's storage key, in two parts (`kind/name`). */
export const FileParamsSchema = z.object({
  kind: z.string().max(20),
  name: z.string().max(80),
});

export interface ApiContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The request is multipart/form-data, read and validated by the service with the shared schemas. */
  form?: true;
  /** The `data` of the success answer; absent when the answer is a file, CSV or feed, not the envelope. */
  response?: z.ZodType;
  /** Success statuses answered with the envelope (default [200]). */
  statuses?: readonly number[];
}

const OFFICE = ['admin'] as const;
const ADMINISTRATOR = ['ADMINISTRATOR'] as const;
const SEEKER = ['seeker'] as const;
const COMPANY = ['company'] as const;

/** Who may call each operation; the route's preHandler enforces it, this says it. */
const AUTH = {
  accountExport: 'signed-in',
  accountDelete: 'signed-in',
  officeSeekerList: OFFICE,
  officeReportsDue: OFFICE,
  officeSeekerDecision: OFFICE,
  ak1Card: SEEKER,
  ak1Report: SEEKER,
  ak1Verify: 'public',
  apply: SEEKER,
  applicationStatusChange: COMPANY,
  applicantList: COMPANY,
  applicationBulkStatusChange: COMPANY,
  applicantStages: COMPANY,
  seekerApplicationStatuses: SEEKER,
  seekerApplications: SEEKER,
  invitationCreate: COMPANY,
  invitationList: ['company', 'seeker'],
  invitationAccept: SEEKER,
  invitationDecline: SEEKER,
  auditEventList: ADMINISTRATOR,
  auditEventExport: ADMINISTRATOR,
  authRegister: 'public',
  authVerifyEmail: 'public',
  authResendVerification: 'public',
  authLogin: 'public',
  authLogout: 'signed-in',
  authSendResetLink: 'public',
  // Public with a reset link's token; from the panel it needs the session (the service decides).
  authChangePassword: 'public',
  authChangeAccount: 'signed-in',
  authMe: 'signed-in',
  companyList: 'public',
  companyDetail: 'public',
  dashboard: ['company', 'seeker'],
  dashboardBackup: OFFICE,
  eventList: 'public',
  eventDetail: 'public',
  eventView: 'public',
  eventJoin: SEEKER,
  seekerEventList: 'signed-in',
  officeEventList: OFFICE,
  officeEventDetail: OFFICE,
  officeEventCreate: OFFICE,
  officeEventUpdate: OFFICE,
  officeEventStatus: OFFICE,
  officeEventDelete: OFFICE,
  officeEventParticipants: OFFICE,
  officeEventAttendance: OFFICE,
  officeEventParticipantsCsv: OFFICE,
  eventCancel: SEEKER,
  // The bearer token or the web app's `auth` cookie; who may read which file is the service's rule.
  privateFile: 'signed-in',
  health: 'public',
  landingPage: 'public',
  provinces: 'public',
  cities: 'public',
  districts: 'public',
  subDistricts: 'public',
  master: 'public',
  masterMasters: 'public',
  masterBusinessFields: 'public',
  masterEducations: 'public',
  masterJobTypes: 'public',
  masterDisabilities: 'public',
  masterMajors: 'public',
  masterPositions: 'public',
  notificationList: 'signed-in',
  notificationsRead: 'signed-in',
  notificationMail: 'signed-in',
  notificationMailSave: 'signed-in',
  panelPositionList: ADMINISTRATOR,
  panelPositionSave: ADMINISTRATOR,
  panelPositionDelete: ADMINISTRATOR,
  panelPositionSearch: OFFICE,
  fileReads: 'signed-in',
  privacyConsent: 'signed-in',
  seekerProfile: SEEKER,
  seekerProfileSave: SEEKER,
  companyProfile: COMPANY,
  companyProfileSave: COMPANY,
  seekerList: 'public',
  seekerDetail: 'public',
  userList: ['company', 'admin'],
  vacancyFeed: 'public',
  siteSettings: ADMINISTRATOR,
  siteSettingsSave: ADMINISTRATOR,
  staffList: ADMINISTRATOR,
  staffCreate: ADMINISTRATOR,
  staffStatus: ADMINISTRATOR,
  staffRole: ADMINISTRATOR,
  statistics: OFFICE,
  statisticsExport: OFFICE,
  vacancyList: 'public',
  vacancyDetail: 'public',
  vacancyView: 'public',
  companyVacancyList: COMPANY,
  companyVacancySave: COMPANY,
  vacancyPublicationStatus: COMPANY,
  vacancyDelete: COMPANY,
  officeSummary: OFFICE,
  officeCompanyList: OFFICE,
  officeCompanyDecision: OFFICE,
  officeVacancyList: OFFICE,
  officeVacancyDecision: OFFICE,
  savedVacancyList: SEEKER,
  savedVacancySave: SEEKER,
  savedVacancyIds: SEEKER,
  savedVacancyRemove: SEEKER,
  wllpCompany: COMPANY,
  wllpFillReport: COMPANY,
  wllpFillReportSave: COMPANY,
  wllpReport: OFFICE,
  wllpReportExport: OFFICE,
  officeCompanyCheckRecord: OFFICE,
  officeCompanyCheckWithdraw: OFFICE,
  vacancyFreshness: ['company', 'admin'],
  vacancyExtend: COMPANY,
  vacancyStillOpen: COMPANY,
  postingRules: 'public',
  officePostingRuleList: ADMINISTRATOR,
  officePostingRuleCreate: ADMINISTRATOR,
  officePostingRuleUpdate: ADMINISTRATOR,
  vacancyReportCreate: 'signed-in',
  interviewSchedule: COMPANY,
  interviewReschedule: COMPANY,
  interviewCancel: COMPANY,
  interviewAnswer: SEEKER,
  seekerInterviewList: SEEKER,
  interviewAgenda: COMPANY,
  officeVacancyReportList: OFFICE,
  officeVacancyReportDecision: OFFICE,
  vitalsReport: 'public',
  vitalsStatistics: OFFICE,
  vacancyApplyClick: 'public',
  vacancyAnalytics: COMPANY,
  vacancyAnalyticsExport: COMPANY,
  jobAlertList: SEEKER,
  jobAlertCreate: SEEKER,
  jobAlertUpdate: SEEKER,
  jobAlertDelete: SEEKER,
  jobAlertSubscribe: 'public',
  jobAlertConfirm: 'public',
  jobAlertManage: 'public',
  jobAlertPause: 'public',
  jobAlertUnsubscribe: 'public',
  messageTemplateList: COMPANY,
  messageTemplateCreate: COMPANY,
  messageTemplateUpdate: COMPANY,
  messageTemplateDelete: COMPANY,
  walkInSessions: 'public',
  walkInBook: SEEKER,
  walkInCancel: SEEKER,
  walkInMyBookings: SEEKER,
  companyWalkInSessions: COMPANY,
  companyWalkInCreate: COMPANY,
  companyWalkInUpdate: COMPANY,
  companyWalkInDelete: COMPANY,
  officeSkillList: ADMINISTRATOR,
  officeSkillCreate: ADMINISTRATOR,
  officeSkillUpdate: ADMINISTRATOR,
  officeSkillDelete: ADMINISTRATOR,
  matchVacancyList: SEEKER,
  matchVacancy: SEEKER,
} as const satisfies Record<ApiKey, ApiAuth>;

const CREATED = [201] as const;
const SAVED = [200, 201] as const;

const CONTRACTS = {
  health: { response: HealthDataSchema, statuses: [200, 503] },

  master: { query: MasterSearchQuerySchema, response: MasterDataSchema },
  masterMasters: { query: MasterSearchQuerySchema, response: MastersDataSchema },
  masterBusinessFields: { query: MasterSearchQuerySchema, response: BusinessFieldsDataSchema },
  masterEducations: { query: MasterSearchQuerySchema, response: EducationsDataSchema },
  masterJobTypes: { query: MasterSearchQuerySchema, response: JobTypesDataSchema },
  masterDisabilities: { query: MasterSearchQuerySchema, response: DisabilitiesDataSchema },
  masterMajors: { query: MasterSearchQuerySchema, response: MajorsDataSchema },
  masterPositions: { query: PositionsQuerySchema, response: PositionsDataSchema },

  provinces: { query: ProvincesQuerySchema, response: ProvincesDataSchema },
  cities: { query: CitiesQuerySchema, response: CitiesDataSchema },
  districts: { query: DistrictsQuerySchema, response: DistrictsDataSchema },
  subDistricts: { query: SubDistrictsQuerySchema, response: SubDistrictsDataSchema },

  landingPage: { query: LandingQuerySchema, response: LandingDataSchema },

  vacancyList: { query: VacancyListQuerySchema, response: VacancyListDataSchema },
  vacancyDetail: { params: VacancySlugParamsSchema, response: VacancyDetailDataSchema },
  vacancyView: { body: VacancyViewBodySchema, response: VacancyViewDataSchema },
  vacancyFeed: {},
  companyVacancyList: {
    params: CompanyVacancyParamsSchema,
    query: CompanyVacanciesQuerySchema,
    response: CompanyVacanciesDataSchema,
  },
  companyVacancySave: {
    params: CompanyVacancyParamsSchema,
    form: true,
    response: CompanyVacancySavedDataSchema,
    statuses: SAVED,
  },
  vacancyPublicationStatus: {
    params: VacancyIdParamsSchema,
    body: PublicationStatusBodySchema,
    response: CompanyVacancySavedDataSchema,
  },
  vacancyDelete: { params: VacancyIdParamsSchema, response: DeletedIdDataSchema },

  eventList: { query: PostListQuerySchema, response: PostListDataSchema },
  eventDetail: { params: PostSlugParamsSchema, response: PostDetailDataSchema },
  eventView: { body: PostViewBodySchema, response: PostViewDataSchema },
  eventJoin: { body: PostJoinBodySchema, response: PostJoinDataSchema, statuses: CREATED },
  seekerEventList: { query: SeekerPostsQuerySchema, response: SeekerPostsDataSchema },
  officeEventList: { query: OfficePostListQuerySchema, response: OfficePostListDataSchema },
  officeEventDetail: { params: IdParamsSchema, response: OfficePostDataSchema },
  officeEventCreate: { form: true, response: OfficePostDataSchema, statuses: SAVED },
  officeEventUpdate: { params: IdParamsSchema, form: true, response: OfficePostDataSchema, statuses: SAVED },
  officeEventStatus: { params: IdParamsSchema, body: PostStatusBodySchema, response: OfficePostDataSchema },
  officeEventDelete: { params: IdParamsSchema, response: DeletedIdDataSchema },
  officeEventParticipants: {
    params: IdParamsSchema,
    query: OfficeParticipantListQuerySchema,
    response: OfficeParticipantListDataSchema,
  },
  officeEventAttendance: {
    params: OfficeParticipantParamsSchema,
    body: AttendanceBodySchema,
    response: AttendanceDataSchema,
  },
  officeEventParticipantsCsv: { params: IdParamsSchema },
  eventCancel: { body: PostCancelBodySchema, response: PostCancelDataSchema },

  companyList: { query: CompanyListQuerySchema, response: CompanyListDataSchema },
  companyDetail: { params: CompanySlugParamsSchema, response: CompanyDetailDataSchema },
  seekerList: { query: SeekerListQuerySchema, response: SeekerListDataSchema },
  seekerDetail: { params: SeekerSlugParamsSchema, response: SeekerDetailDataSchema },
  userList: { query: UsersQuerySchema, response: UsersDataSchema },

  authRegister: { body: RegisterBodySchema, response: RegisterDataSchema, statuses: CREATED },
  authVerifyEmail: { body: VerificationEmailBodySchema, response: AuthUserDataSchema },
  authResendVerification: { body: EmailOnlyBodySchema, response: NoDataSchema },
  authLogin: { body: LoginBodySchema, response: AuthUserDataSchema },
  authLogout: { response: NoDataSchema },
  authSendResetLink: { body: EmailOnlyBodySchema, response: NoDataSchema },
  authChangePassword: { body: ChangePasswordBodySchema, response: NoDataSchema },
  authChangeAccount: { body: ChangeAccountBodySchema, response: ChangeAccountDataSchema },
  authMe: { response: AuthUserDataSchema },

  notificationList: { query: NotificationListQuerySchema, response: NotificationListDataSchema },
  notificationsRead: { body: MarkNotificationsReadBodySchema, response: MarkNotificationsReadDataSchema },
  notificationMail: { response: NotificationMailDataSchema },
  notificationMailSave: { body: NotificationMailBodySchema, response: NotificationMailDataSchema },

  seekerProfile: { response: SeekerProfileDataSchema },
  seekerProfileSave: { form: true, response: SeekerProfileDataSchema.pick({ seeker_detail: true }) },
  companyProfile: { response: CompanyProfileDataSchema },
  companyProfileSave: { form: true, response: CompanyProfileDataSchema.pick({ company_detail: true }) },

  privateFile: { params: FileParamsSchema },
  accountExport: { response: AccountExportDataSchema },
  accountDelete: { body: AccountDeleteBodySchema, response: NoDataSchema },
  fileReads: { query: FileReadsQuerySchema, response: FileReadsDataSchema },
  privacyConsent: { body: PrivacyConsentBodySchema, response: PrivacyConsentDataSchema },

  officeSummary: { response: OfficeSummaryDataSchema },
  officeCompanyList: { query: OfficeCompanyListQuerySchema, response: OfficeCompanyListDataSchema },
  officeCompanyDecision: {
    params: IdParamsSchema,
    body: VerificationDecisionBodySchema,
    response: OfficeCompanyDecisionDataSchema,
  },
  officeVacancyList: { query: OfficeVacancyListQuerySchema, response: OfficeVacancyListDataSchema },
  officeVacancyDecision: {
    params: IdParamsSchema,
    body: VerificationDecisionBodySchema,
    response: OfficeVacancyDecisionDataSchema,
  },

  officeSeekerList: { query: OfficeSeekerListQuerySchema, response: OfficeSeekerListDataSchema },
  officeReportsDue: { query: OfficeReportsDueQuerySchema, response: OfficeReportsDueDataSchema },
  officeSeekerDecision: {
    params: IdParamsSchema,
    body: VerificationDecisionBodySchema,
    response: OfficeSeekerDecisionDataSchema,
  },
  ak1Card: { response: Ak1CardDataSchema },
  ak1Report: { body: Ak1ReportBodySchema, response: Ak1ReportDataSchema, statuses: CREATED },
  ak1Verify: { params: Ak1NumberParamsSchema, query: Ak1VerifyQuerySchema, response: Ak1VerifyDataSchema },

  statistics: { query: StatisticsQuerySchema, response: StatisticsDataSchema },
  statisticsExport: { query: StatisticsExportQuerySchema },

  panelPositionList: { query: PanelPositionListQuerySchema, response: PanelPositionListDataSchema },
  panelPositionSave: { body: PositionSaveBodySchema, response: PositionSaveDataSchema },
  panelPositionDelete: {
    query: PositionDeleteQuerySchema,
    body: PositionDeleteBodySchema,
    response: PositionDeleteDataSchema,
  },
  panelPositionSearch: { query: PanelPositionSearchQuerySchema, response: PanelPositionSearchDataSchema },

  siteSettings: { response: SiteSettingsDataSchema },
  siteSettingsSave: { form: true, response: SiteSettingsDataSchema },

  staffList: { query: StaffListQuerySchema, response: StaffListDataSchema },
  staffCreate: { body: StaffCreateBodySchema, response: StaffMemberDataSchema, statuses: CREATED },
  staffStatus: { params: IdParamsSchema, body: StaffStatusBodySchema, response: StaffMemberDataSchema },
  staffRole: { params: IdParamsSchema, body: StaffRoleBodySchema, response: StaffMemberDataSchema },

  apply: { body: ApplyBodySchema, response: ApplyDataSchema, statuses: CREATED },
  applicationStatusChange: {
    body: ChangeApplicationStatusBodySchema,
    response: ChangeApplicationStatusDataSchema,
  },
  applicationBulkStatusChange: { body: BulkMoveBodySchema, response: BulkMoveDataSchema },
  applicantList: {
    params: JobVacancyIdParamsSchema,
    query: ApplicantListQuerySchema,
    response: ApplicantListDataSchema,
  },
  applicantStages: {
    params: JobVacancyIdParamsSchema,
    query: ApplicantListQuerySchema,
    response: ApplicantStagesDataSchema,
  },
  seekerApplicationStatuses: {
    query: SeekerApplicationsQuerySchema,
    response: SeekerApplicationStatusesDataSchema,
  },
  seekerApplications: { query: SeekerApplicationsQuerySchema, response: SeekerApplicationPageSchema },
  invitationCreate: { body: InviteBodySchema, response: InvitationDataSchema, statuses: CREATED },
  invitationList: { query: InvitationListQuerySchema, response: InvitationListDataSchema },
  invitationAccept: { params: IdParamsSchema, response: InvitationDataSchema },
  invitationDecline: { params: IdParamsSchema, response: InvitationDataSchema },

  dashboard: { response: DashboardDataSchema },
  dashboardBackup: { response: DashboardBackupDataSchema },

  auditEventList: { query: AuditEventListQuerySchema, response: AuditEventListDataSchema },
  auditEventExport: { query: AuditEventExportQuerySchema },

  savedVacancyList: { query: SavedVacancyListQuerySchema, response: SavedVacancyListDataSchema },
  savedVacancySave: { body: SaveVacancyBodySchema, response: SaveVacancyDataSchema, statuses: SAVED },
  savedVacancyIds: { query: SavedVacancyIdsQuerySchema, response: SavedVacancyIdsDataSchema },
  savedVacancyRemove: { params: SavedVacancyParamsSchema, response: SaveVacancyDataSchema },

  wllpCompany: { query: WllpReportListQuerySchema, response: WllpCompanyDataSchema },
  wllpFillReport: { params: WllpVacancyParamsSchema, response: WllpFillReportFormDataSchema },
  wllpFillReportSave: {
    params: WllpVacancyParamsSchema,
    body: WllpFillReportBodySchema,
    response: WllpFillReportSavedDataSchema,
  },
  wllpReport: { query: WllpReportQuerySchema, response: WllpReportDataSchema },
  wllpReportExport: { query: WllpExportQuerySchema },
  officeCompanyCheckRecord: {
    params: IdParamsSchema,
    body: CompanyCheckBodySchema,
    response: OfficeCompanyChecksDataSchema,
  },
  officeCompanyCheckWithdraw: { params: CompanyCheckParamsSchema, response: OfficeCompanyChecksDataSchema },
  vacancyFreshness: {
    params: VacancyFreshnessParamsSchema,
    query: VacancyFreshnessQuerySchema,
    response: VacancyFreshnessDataSchema,
  },
  vacancyExtend: {
    params: VacancyFreshnessParamsSchema,
    body: VacancyExtendBodySchema,
    response: VacancyFreshnessDataSchema,
  },
  vacancyStillOpen: {
    params: VacancyFreshnessParamsSchema,
    body: VacancyStillOpenBodySchema,
    response: VacancyFreshnessDataSchema,
  },
  postingRules: { response: PostingRulesDataSchema },
  officePostingRuleList: {
    query: OfficePostingRuleListQuerySchema,
    response: OfficePostingRuleListDataSchema,
  },
  officePostingRuleCreate: {
    body: PostingRuleBodySchema,
    response: OfficePostingRuleDataSchema,
    statuses: CREATED,
  },
  officePostingRuleUpdate: {
    params: PostingRuleParamsSchema,
    body: PostingRuleBodySchema,
    response: OfficePostingRuleDataSchema,
  },
  vacancyReportCreate: {
    body: VacancyReportBodySchema,
    response: VacancyReportDataSchema,
    statuses: CREATED,
  },
  officeVacancyReportList: {
    query: OfficeVacancyReportListQuerySchema,
    response: OfficeVacancyReportListDataSchema,
  },
  officeVacancyReportDecision: {
    params: OfficeVacancyReportParamsSchema,
    body: OfficeVacancyReportDecisionBodySchema,
    response: OfficeVacancyReportDecisionDataSchema,
  },
  interviewSchedule: { body: ScheduleInterviewBodySchema, response: InterviewDataSchema, statuses: CREATED },
  interviewReschedule: {
    params: InterviewParamsSchema,
    body: RescheduleInterviewBodySchema,
    response: InterviewDataSchema,
  },
  interviewCancel: {
    params: InterviewParamsSchema,
    body: CancelInterviewBodySchema,
    response: InterviewDataSchema,
  },
  interviewAnswer: {
    params: InterviewParamsSchema,
    body: InterviewAnswerBodySchema,
    response: InterviewDataSchema,
  },
  seekerInterviewList: { query: SeekerInterviewListQuerySchema, response: SeekerInterviewListDataSchema },
  interviewAgenda: { query: InterviewAgendaQuerySchema, response: InterviewAgendaDataSchema },
  vitalsReport: { body: VitalsReportBodySchema, response: NoDataSchema },
  vitalsStatistics: { query: VitalsQuerySchema, response: VitalsDataSchema },
  vacancyApplyClick: { body: VacancyApplyClickBodySchema, response: NoDataSchema },
  vacancyAnalytics: {
    params: VacancyAnalyticsParamsSchema,
    query: VacancyAnalyticsQuerySchema,
    response: VacancyAnalyticsDataSchema,
  },
  vacancyAnalyticsExport: { params: VacancyAnalyticsParamsSchema, query: VacancyAnalyticsQuerySchema },
  jobAlertList: { query: JobAlertListQuerySchema, response: JobAlertListDataSchema },
  jobAlertCreate: { body: JobAlertCreateBodySchema, response: JobAlertDataSchema, statuses: CREATED },
  jobAlertUpdate: {
    params: JobAlertIdParamsSchema,
    body: JobAlertUpdateBodySchema,
    response: JobAlertDataSchema,
  },
  jobAlertDelete: { params: JobAlertIdParamsSchema, response: DeletedIdDataSchema },
  jobAlertSubscribe: { body: JobAlertSubscribeBodySchema, response: NoDataSchema, statuses: [202] },
  jobAlertConfirm: { body: JobAlertConfirmBodySchema, response: JobAlertManageDataSchema },
  jobAlertManage: { params: JobAlertTokenParamsSchema, response: JobAlertManageDataSchema },
  jobAlertPause: { params: JobAlertTokenParamsSchema, response: JobAlertManageDataSchema },
  jobAlertUnsubscribe: { params: JobAlertTokenParamsSchema, response: JobAlertManageDataSchema.nullable() },
  messageTemplateList: { response: MessageTemplateListDataSchema },
  messageTemplateCreate: {
    body: MessageTemplateBodySchema,
    response: MessageTemplateDataSchema,
    statuses: CREATED,
  },
  messageTemplateUpdate: {
    params: IdParamsSchema,
    body: MessageTemplateBodySchema,
    response: MessageTemplateDataSchema,
  },
  messageTemplateDelete: { params: IdParamsSchema, response: DeletedIdDataSchema },
  walkInSessions: { query: WalkInSessionListQuerySchema, response: WalkInSessionListDataSchema },
  walkInBook: { params: IdParamsSchema, response: WalkInBookingDataSchema, statuses: CREATED },
  walkInCancel: { params: IdParamsSchema, response: WalkInBookingDataSchema },
  walkInMyBookings: { response: SeekerWalkInBookingListDataSchema },
  companyWalkInSessions: { params: JobVacancyIdParamsSchema, response: CompanyWalkInListDataSchema },
  companyWalkInCreate: {
    params: JobVacancyIdParamsSchema,
    body: WalkInSessionBodySchema,
    response: WalkInSessionDataSchema,
    statuses: CREATED,
  },
  companyWalkInUpdate: {
    params: IdParamsSchema,
    body: WalkInSessionBodySchema,
    response: WalkInSessionDataSchema,
  },
  companyWalkInDelete: { params: IdParamsSchema, response: DeletedIdDataSchema },
  officeSkillList: { query: OfficeSkillListQuerySchema, response: OfficeSkillListDataSchema },
  officeSkillCreate: { body: SkillBodySchema, response: SkillDataSchema, statuses: CREATED },
  officeSkillUpdate: { params: SkillParamsSchema, body: SkillBodySchema, response: SkillDataSchema },
  officeSkillDelete: { params: SkillParamsSchema, response: DeletedIdDataSchema },
  matchVacancyList: { query: MatchVacancyListQuerySchema, response: MatchVacancyListDataSchema },
  matchVacancy: { params: SkillParamsSchema, response: VacancyMatchDataSchema },
} as const satisfies Record<ApiKey, ApiContract>;

/** One entry of the table: where it is, who may call it, and what it takes and answers. */
export type ApiRoute<K extends ApiKey = ApiKey> = (typeof API_PATHS)[K] & {
  auth: (typeof AUTH)[K];
} & (typeof CONTRACTS)[K] & {
    key: K;
  };

export type ApiRoutes = { [K in ApiKey]: ApiRoute<K> };

export const API_ROUTES = Object.fromEntries(
  (Object.keys(API_PATHS) as ApiKey[]).map((key): [ApiKey, object] => [
    key,
    { ...API_PATHS[key], auth: AUTH[key], ...CONTRACTS[key], key },
  ]),
) as unknown as ApiRoutes;

/** Every entry, for the checks that walk the whole table. */
export const API_ROUTE_LIST: readonly (ApiPath & ApiContract & { key: ApiKey })[] = Object.values(API_ROUTES);

/** Every (method, path) the server answers for an entry: both spellings where `bothSlashes`. */
export function spellingsOf(entry: ApiPath): string[] {
  const path = entry.path;
  return entry.bothSlashes ? [path, path.replace(/\/$/, '')] : [path];
}

export { apiPath, apiUrl, type ApiPath } from './paths.ts';
