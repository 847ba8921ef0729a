import { AuthUserSchema } from '@siloker/shared/schemas/auth';
import type { CompanyVacanciesData, CompanyVacancy } from './api.ts';

/** Answers of the company's vacancy endpoints for the screen tests, shaped like the API's. */

export const COMPANY_ID = 7;

export function companyVacancy(overrides: Partial<CompanyVacancy> = {}): CompanyVacancy {
  return {
    id: 41,
    title: 'Operator Alat Berat',
    title_slug: 'operator-alat-berat',
    status: 'VERIFIED',
    status_note: null,
    publication_status: 'DRAFT',
    published_at: null,
    job_type_id: 1,
    job_type_name: 'Penuh Waktu',
    position_id: 12,
    position_name: 'Operator Ekskavator',
    is_position_other: false,
    position_other: null,
    salary: 4_500_000,
    salary_type: 'monthly',
    salary_type_name: 'Bulanan',
    worker_count: 3,
    work_type: 'full',
    work_type_name: 'Waktu Tertentu',
    education_id: 4,
    education_name: 'SMA/SMK',
    poster: 'poster/abcdefghijklmnop.png',
    poster_url: '/storage/poster/abcdefghijklmnop.png',
    province_code: '64',
    city_code: '64.72',
    district_code: '64.72.09',
    sub_district_code: '64.72.09.1001',
    location: {
      province: { code: '64', name: 'Kalimantan Timur' },
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: { code: '64.72.09', name: 'Samarinda Ulu' },
      sub_district: { code: '64.72.09.1001', name: 'Karang Mumus' },
    },
    expired_at: '2031-05-10T15:59:59.000Z',
    is_invitation: false,
    applicant_count: 12,
    view_count: 340,
    created_at: '2026-11-01T02:00:00.000Z',
    updated_at: '2026-11-02T02:00:00.000Z',
    company: {
      id: COMPANY_ID,
      name: 'PT BPR Tepian Sejahtera',
      slug_name: 'pt-bpr-tepian-sejahtera',
      photo_url: null,
      city_name: 'Kota Samarinda',
    },
    email: 'sdm@bprtepian.test',
    address: 'Jl. Basuki Rahmat No. 30',
    is_gender_based_count: false,
    male_count: 0,
    female_count: 0,
    description: 'Mengoperasikan ekskavator di lokasi tambang.',
    conclusion: 'Kirim lamaran sebelum batas waktu.',
    deadline: 10,
    deadline_period: 'day',
    benefits: [2],
    benefit_names: ['BPJS Kesehatan'],
    benefit_other: 'Makan siang',
    required_skills: 'SIO ekskavator',
    set_major: 'Teknik Mesin',
    special_condition: 'Bersedia lembur',
    work_hour: '08.00 - 17.00',
    year_experience: 2,
    is_active: false,
    ...overrides,
  };
}

export function companyVacanciesData(overrides: Partial<CompanyVacanciesData> = {}): CompanyVacanciesData {
  const job_vacancies = overrides.job_vacancies ?? [companyVacancy()];
  return {
    job_vacancies,
    company_detail: {
      id: COMPANY_ID,
      name: 'PT BPR Tepian Sejahtera',
      slug_name: 'pt-bpr-tepian-sejahtera',
      status: 'VERIFIED',
      status_note: null,
      email: 'sdm@bprtepian.test',
      province_code: '64',
      city_code: '64.72',
    },
    total: job_vacancies.length,
    total_active: 1,
    total_inactive: job_vacancies.length,
    default_location: { province_code: '64', city_code: '64.72' },
    ...overrides,
  };
}

export const companyUser = AuthUserSchema.parse({
  id: 21,
  name: 'PT BPR Tepian Sejahtera',
  email: 'sdm@bprtepian.test',
  token: 'sesi-perusahaan',
  expired_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
  role_name: 'company',
  status: 'VERIFIED',
  seeker_detail_id: null,
  company_detail_id: COMPANY_ID,
  photo: null,
  photo_url: null,
  phone: null,
  unread_notif_count: 0,
  permissions: ['dashboard'],
  seeker_detail: null,
  company_detail: { status: 'VERIFIED' },
  privacy_consent_required: false,
});
