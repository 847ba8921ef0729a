/** Companies as the API answers them, for tests (complete shapes of the shared schema). Not bundled. */
import type { CompanyDetail, CompanyPublic } from '@siloker/shared/schemas/companies';

export function companyPublic(overrides: Partial<CompanyPublic> = {}): CompanyPublic {
  return {
    id: 7,
    name: 'PT BPR Tepian Sejahtera',
    slug_name: 'pt-bpr-tepian-sejahtera',
    about: 'Bank perkreditan rakyat.\nMelayani UMKM di Samarinda.',
    photo: null,
    photo_url: null,
    email: 'sdm@bprtepian.test',
    phone: '0541-735010',
    website: 'https://bprtepian.test',
    address: 'Jl. Basuki Rahmat No. 30',
    postal_code: '75112',
    province_code: '64',
    city_code: '64.72',
    district_code: '64.72.09',
    sub_district_code: '64.72.09.1001',
    location: {
      province: { code: '64', name: 'Kalimantan Timur' },
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: { code: '64.72.09', name: 'Samarinda Kota' },
      sub_district: { code: '64.72.09.1001', name: 'Karang Mumus' },
    },
    business_field_id: 11,
    business_field_name: 'Aktivitas Keuangan dan Asuransi',
    status_office: 'head_office',
    status_office_name: 'Kantor Pusat',
    status: 'VERIFIED',
    job_vacancy_count: 2,
    created_at: '2026-09-23T11:33:52.229Z',
    ...overrides,
  };
}

export function companyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return { ...companyPublic(), job_vacancies: [], ...overrides };
}
