/** Status values, roles and option lists shared by the API and the web app (docs/product.md §3, §4, §9; docs/product.md §10). */

export const ROLES = ['seeker', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['NEED_ACTIVATION', 'VERIFIED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const COMPANY_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const SEEKER_STATUSES = ['NOT_YET_VERIFIED', 'VERIFIED', 'REJECTED'] as const;
export type SeekerStatus = (typeof SEEKER_STATUSES)[number];

export const VACANCY_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

export const PUBLICATION_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const POST_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Applicant pipeline of docs/product.md §4; INVITED precedes APPLIED for company invitations (docs/product.md §10). */
export const APPLICATION_STATUSES = [
  'INVITED',
  'APPLIED',
  'CALLED',
  'PASSED',
  'ACCEPTED',
  'REJECTED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_PIPELINE = ['APPLIED', 'CALLED', 'PASSED', 'ACCEPTED'] as const;
/** Indonesian names of the stages, as the seeker dashboard's counters word them (docs/product.md §2). */
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  INVITED: 'Lewat undangan',
  APPLIED: 'Dikirim',
  CALLED: 'Dipanggil',
  PASSED: 'Lolos',
  ACCEPTED: 'Diterima',
  REJECTED: 'Tidak Diterima',
};

export const SALARY_TYPES = ['bulk', 'daily', 'weekly', 'monthly'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export const SALARY_TYPE_NAMES: Record<SalaryType, string> = {
  bulk: 'Borongan',
  daily: 'Harian',
  weekly: 'Mingguan',
  monthly: 'Bulanan',
};

export const DEADLINE_PERIODS = ['day', 'week', 'month'] as const;
export type DeadlinePeriod = (typeof DEADLINE_PERIODS)[number];

export const WORK_TYPES = ['full', 'partial'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_NAMES: Record<WorkType, string> = {
  full: 'Waktu Tertentu',
  partial: 'Waktu Tidak Tertentu',
};

export const STATUS_OFFICES = ['head_office', 'branch_office'] as const;
export type StatusOffice = (typeof STATUS_OFFICES)[number];
export const STATUS_OFFICE_NAMES: Record<StatusOffice, string> = {
  head_office: 'Kantor Pusat',
  branch_office: 'Kantor Cabang',
};

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_NAMES: Record<Gender, string> = { male: 'Laki-laki', female: 'Perempuan' };

export const MARRIAGE_STATUSES = ['BELUM KAWIN', 'KAWIN', 'DUDA', 'JANDA'] as const;
export type MarriageStatus = (typeof MARRIAGE_STATUSES)[number];

export const RELIGIONS = ['ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDHA'] as const;

export const EXPERIENCE_UNITS = ['YEAR', 'MONTH', 'WEEK', 'HARI'] as const;

export const JOB_LOCATION_EXPECTATIONS = ['LOCALE_IN', 'LOCALE_OUT', 'OVERSEAS'] as const;
export type JobLocationExpectation = (typeof JOB_LOCATION_EXPECTATIONS)[number];
export const JOB_LOCATION_EXPECTATION_NAMES: Record<JobLocationExpectation, string> = {
  LOCALE_IN: 'Dalam Daerah',
  LOCALE_OUT: 'Luar Daerah',
  OVERSEAS: 'Luar Negeri',
};

export const LANGUAGES = [
  'Inggris',
  'Jerman',
  'Jepang',
  'Mandarin',
  'Belanda',
  'Perancis',
  'Arab',
  'Lainnya',
] as const;

/** Wage ranges of docs/product.md §9, in rupiah; null means open-ended. */
export const WAGE_RANGES = [
  { id: 1, name: 'Di bawah Rp 1.000.000', min: null, max: 1_000_000 },
  { id: 2, name: 'Rp 1.000.000 - Rp 2.500.000', min: 1_000_000, max: 2_500_000 },
  { id: 3, name: 'Rp 2.500.000 - Rp 5.000.000', min: 2_500_000, max: 5_000_000 },
  { id: 4, name: 'Di atas Rp 5.000.000', min: 5_000_000, max: null },
] as const;
