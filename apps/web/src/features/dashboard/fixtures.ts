/**
 * Answers the panel's screens read, for tests, parsed with the shared response schemas so they cannot
 * drift from the contract.
 */
import { AuthUserSchema, type AuthUser } from '@siloker/shared/schemas/auth';
import {
  CompanyDashboardDataSchema,
  SeekerDashboardDataSchema,
  type CompanyDashboardData,
  type DashboardApplication,
  type DashboardVacancy,
  type SeekerDashboardData,
} from '@siloker/shared/schemas/dashboard';
import {
  CompanyProfileDataSchema,
  SeekerProfileDataSchema,
  type CompanyProfile,
  type CompanyProfileData,
  type SeekerProfile,
  type SeekerProfileData,
} from '@siloker/shared/schemas/profiles';

const NO_LOCATION = { province: null, city: null, district: null, sub_district: null };

/** A signed-in user of a role; a token per id so the fake API can tell users apart. */
export function panelUser(role: 'seeker' | 'company' | 'admin', overrides: Partial<AuthUser> = {}): AuthUser {
  const id = overrides.id ?? (role === 'seeker' ? 11 : role === 'company' ? 22 : 33);
  return AuthUserSchema.parse({
    id,
    name: role === 'seeker' ? 'Siti Rahmawati' : role === 'company' ? 'PT Maju Jaya' : 'Petugas Dinas',
    email: `${role}${id}@contoh.id`,
    token: `token-${id}`,
    expired_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    role_name: role,
    status: 'VERIFIED',
    seeker_detail_id: role === 'seeker' ? 3 : null,
    company_detail_id: role === 'company' ? 4 : null,
    photo: null,
    photo_url: null,
    phone: '081234567890',
    unread_notif_count: 0,
    permissions: ['dashboard'],
    seeker_detail: role === 'seeker' ? { status: 'NOT_YET_VERIFIED' } : null,
    company_detail: role === 'company' ? { status: 'PENDING' } : null,
    office_role: role === 'admin' ? 'ADMINISTRATOR' : null,
    privacy_consent_required: false,
    ...overrides,
  });
}

export function seekerProfileData(detail: Partial<SeekerProfile> = {}, applied = 0): SeekerProfileData {
  return SeekerProfileDataSchema.parse({
    seeker_detail: {
      id: 3,
      user_id: 11,
      name: 'Siti Rahmawati',
      email: 'seeker11@contoh.id',
      slug_name: 'siti-rahmawati',
      status: 'NOT_YET_VERIFIED',
      status_note: null,
      number_registration: null,
      date_registration: null,
      photo: null,
      photo_url: null,
      file_ktp: null,
      file_ktp_url: null,
      full_name: 'Siti Rahmawati',
      nik: null,
      birth_place: null,
      birth_date: null,
      age: null,
      gender: 'P',
      address: null,
      rt: null,
      rw: null,
      house_number: null,
      province_code: null,
      city_code: null,
      district_code: null,
      sub_district_code: null,
      location: NO_LOCATION,
      phone: '081234567890',
      postal_code: null,
      weight: null,
      height: null,
      marriage_status: null,
      religion_id: null,
      position_id: null,
      position_name: null,
      is_position_other: false,
      position_other: null,
      job_location_expectation: null,
      job_locale_in: null,
      wage_expectation: null,
      wage_amount_id: null,
      latest_gpa: null,
      disability_id: null,
      language_skills: [],
      language_another: null,
      about: null,
      is_public: false,
      educations: [],
      experiences: [],
      skills: [],
      missing: [],
      updated_at: '2026-11-20T08:00:00.000Z',
      ...detail,
    },
    sub_districts: [],
    applied_seeker_job_vacancies: Array.from({ length: applied }, (_, i) => ({
      id: i + 1,
      job_vacancy_id: 100 + i,
      title: `Lowongan ${i + 1}`,
      title_slug: `lowongan-${i + 1}`,
      company_name: 'PT Contoh',
      status: 'APPLIED',
      is_invitation: false,
      created_at: '2026-11-21T08:00:00.000Z',
    })),
  });
}

export function companyProfileData(detail: Partial<CompanyProfile> = {}): CompanyProfileData {
  return CompanyProfileDataSchema.parse({
    company_detail: {
      id: 4,
      user_id: 22,
      name: 'PT Maju Jaya',
      slug_name: 'pt-maju-jaya',
      about: null,
      photo: null,
      photo_url: null,
      email: null,
      phone: '0221234567',
      website: null,
      address: null,
      postal_code: null,
      province_code: null,
      city_code: null,
      district_code: null,
      sub_district_code: null,
      location: NO_LOCATION,
      business_field_id: null,
      business_field_name: null,
      status_office: null,
      status_office_name: null,
      status: 'PENDING',
      job_vacancy_count: 0,
      created_at: '2026-11-01T08:00:00.000Z',
      status_note: null,
      nib: null,
      file_nib: null,
      file_nib_url: null,
      file_npwp: null,
      file_npwp_url: null,
      missing: [],
      updated_at: '2026-11-20T08:00:00.000Z',
      ...detail,
    },
    cities: [],
    districts: [],
    sub_districts: [],
  });
}

/** GET /dashboard of a seeker: the counters, `applications` latest applications and `posts` events. */
export function seekerDashboardData(
  overrides: Partial<Omit<SeekerDashboardData, 'role'>> = {},
): SeekerDashboardData {
  return SeekerDashboardDataSchema.parse({
    role: 'seeker',
    counters: { applicants: 0, calls: 0, passed: 0, accepted: 0, invited: 0, rejected: 0 },
    applications: [],
    posts: [],
    posts_total: 0,
    ...overrides,
  });
}

/** One of the seeker's applications on the dashboard. */
export function dashboardApplication(
  id: number,
  status: DashboardApplication['status'],
  extra: Partial<DashboardApplication> = {},
): DashboardApplication {
  return {
    id,
    status,
    is_invitation: false,
    date: '2026-11-21T08:00:00.000Z',
    job_vacancy: { id: 100 + id, title: `Lowongan ${id}`, title_slug: `lowongan-${id}`, is_removed: false },
    company: { name: 'PT Contoh', slug_name: 'pt-contoh' },
    ...extra,
  };
}

/** A company's vacancy on the dashboard, with its applicants per stage. */
export function dashboardVacancy(
  id: number,
  title: string,
  counts: Partial<DashboardVacancy['applicant_counts']> = {},
  extra: Partial<DashboardVacancy> = {},
): DashboardVacancy {
  return {
    id,
    title,
    title_slug: title.toLowerCase().replace(/\s+/g, '-'),
    status: 'VERIFIED',
    publication_status: 'PUBLISHED',
    expired_at: '2026-12-31T16:59:59.000Z',
    applicant_counts: { APPLIED: 0, CALLED: 0, PASSED: 0, ACCEPTED: 0, REJECTED: 0, ...counts },
    ...extra,
  };
}

/** GET /dashboard of a company; the totals default to the lists' lengths. */
export function companyDashboardData(
  active: DashboardVacancy[] = [],
  inactive: DashboardVacancy[] = [],
  totals?: CompanyDashboardData['totals'],
): CompanyDashboardData {
  return CompanyDashboardDataSchema.parse({
    role: 'company',
    job_vacancies_active: active,
    job_vacancies_inactive: inactive,
    totals: totals ?? { active: active.length, inactive: inactive.length },
  });
}
