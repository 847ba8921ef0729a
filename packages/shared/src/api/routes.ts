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
import { API_PATHS, type ApiKey, type ApiPath } from './paths.ts';

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

  auditEventList: { query: AuditEventListQuerySchema, response: AuditEventListDataSchema },
  auditEventExport: { query: AuditEventExportQuerySchema },
} as const satisfies Record<ApiKey, ApiContract>;

/** One entry of the table: where it is, who may call it, and what it takes and answers. */
export type ApiRoute<K extends ApiKey = ApiKey> = (typeof API_PATHS)[K] & (typeof CONTRACTS)[K] & { key: K };

export type ApiRoutes = { [K in ApiKey]: ApiRoute<K> };

export const API_ROUTES = Object.fromEntries(
  (Object.keys(API_PATHS) as ApiKey[]).map((key) => [key, { ...API_PATHS[key], ...CONTRACTS[key], key }]),
) as ApiRoutes;

/** Every entry, for the checks that walk the whole table. */
export const API_ROUTE_LIST: readonly (ApiPath & ApiContract & { key: ApiKey })[] = Object.values(API_ROUTES);

/** Every (method, path) the server answers for an entry: both spellings where `bothSlashes`. */
export function spellingsOf(entry: ApiPath): string[] {
  const path = entry.path;
  return entry.bothSlashes ? [path, path.replace(/\/$/, '')] : [path];
}

export { API_PATHS, apiPath, apiUrl, type ApiKey, type ApiPath } from './paths.ts';
