import {
  OfficeCompanySchema,
  OfficeVacancySchema,
  type OfficeCompany,
  type OfficeVacancy,
} from '@siloker/shared/schemas/verification';

/** Test rows of the office's queues, checked against the shared response schemas. */

export const officeUser = {
  id: 33,
  name: 'Petugas Dinas',
  email: 'dinas@contoh.id',
  token: 'token-dinas-0123456789',
  expired_at: Math.floor(Date.now() / 1000) + 3600,
  role_name: 'admin',
  office_role: 'ADMINISTRATOR' as const,
};

const noPlace = { province: null, city: null, district: null, sub_district: null };

export const officeCompany = (overrides: Partial<OfficeCompany> = {}): OfficeCompany =>
  OfficeCompanySchema.parse({
    id: 7,
    name: 'PT Mahakam Jaya',
    slug_name: 'pt-mahakam-jaya',
    email: 'hrd@mahakam.test',
    phone: '0541123456',
    website: null,
    address: 'Jl. Gajah Mada No. 1',
    location: { ...noPlace, city: { code: '64.72', name: 'Kota Samarinda' } },
    business_field_name: 'Pertambangan',
    status_office_name: 'Kantor Pusat',
    nib: '1234567890123',
    file_nib_url: '/api/v1/files/nib/nib-7.pdf',
    file_npwp_url: '/api/v1/files/npwp/npwp-7.pdf',
    photo_url: null,
    status: 'PENDING',
    status_note: null,
    verified_at: null,
    created_at: '2026-11-20T08:00:00.000Z',
    missing: [],
    job_vacancy_count: 2,
    changes: [],
    ...overrides,
  });

export const officeVacancy = (overrides: Partial<OfficeVacancy> = {}): OfficeVacancy =>
  OfficeVacancySchema.parse({
    id: 51,
    title: 'Operator Alat Berat',
    title_slug: 'operator-alat-berat',
    company: { id: 7, name: 'PT Mahakam Jaya', status: 'VERIFIED' },
    status: 'PENDING',
    status_note: null,
    publication_status: 'DRAFT',
    position_name: 'Operator',
    job_type_name: 'Penuh Waktu',
    salary: 4_500_000,
    salary_type: 'monthly',
    worker_count: 3,
    male_count: 0,
    female_count: 0,
    is_gender_based_count: false,
    expired_at: '2026-12-31T00:00:00.000Z',
    description_excerpt: 'Mengoperasikan ekskavator di lokasi tambang.',
    poster_url: null,
    verified_at: null,
    created_at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  });
