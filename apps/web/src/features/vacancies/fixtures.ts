/**
 * Vacancies as the API answers them, for tests: complete shapes of the shared schemas, checked by the
 * tests with `VacancySummarySchema.parse` / `VacancyDetailSchema.parse`. Not bundled: only tests import it.
 */
import type { VacancyDetail, VacancySummary } from '@siloker/shared/schemas/vacancies';

const DAY = 24 * 3600 * 1000;

export function vacancySummary(overrides: Partial<VacancySummary> = {}): VacancySummary {
  return {
    id: 1,
    title: 'Kasir Minimarket',
    title_slug: 'kasir-minimarket',
    status: 'VERIFIED',
    publication_status: 'PUBLISHED',
    job_type_id: 1,
    job_type_name: 'Penuh Waktu',
    position_id: 704,
    position_name: 'Kasir',
    is_position_other: false,
    position_other: null,
    salary: 3_400_000,
    salary_type: 'monthly',
    salary_type_name: 'Bulanan',
    worker_count: 8,
    work_type: 'partial',
    work_type_name: 'Waktu Tidak Tertentu',
    education_id: 4,
    education_name: 'SMA/SMK/Sederajat',
    poster: null,
    poster_url: null,
    province_code: '64',
    city_code: '64.72',
    district_code: '64.72.04',
    sub_district_code: '64.72.04.1001',
    location: {
      province: { code: '64', name: 'Kalimantan Timur' },
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: { code: '64.72.04', name: 'Samarinda Ilir' },
      sub_district: { code: '64.72.04.1001', name: 'Selili' },
    },
    expired_at: new Date(Date.now() + 21 * DAY + 3600_000).toISOString(),
    is_invitation: false,
    applicant_count: 2,
    view_count: 127,
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    company: {
      id: 5,
      name: 'PT Kaltim Niaga',
      slug_name: 'pt-kaltim-niaga',
      photo_url: null,
      city_name: 'Kota Samarinda',
    },
    ...overrides,
  };
}

export function vacancyDetail(overrides: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    ...vacancySummary(),
    email: 'karier@kaltimniaga.test',
    address: 'Jl. Otto Iskandardinata No. 7',
    is_gender_based_count: false,
    male_count: 0,
    female_count: 0,
    description: 'Melayani transaksi pembayaran.\nMenghitung setoran harian.',
    conclusion: 'Rekrutmen tidak dipungut biaya apa pun.',
    deadline: 21,
    deadline_period: 'day',
    benefits: [1, 2],
    benefit_names: ['BPJS Kesehatan', 'BPJS Ketenagakerjaan'],
    benefit_other: null,
    required_skills: 'Teliti menghitung uang, ramah, jujur',
    set_major: null,
    special_condition: 'Usia maksimal 27 tahun.',
    work_hour: 'Dua shift, 07.00–15.00 / 15.00–23.00 WITA',
    year_experience: 0,
    ...overrides,
  };
}
