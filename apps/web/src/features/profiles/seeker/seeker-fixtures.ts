/**
 * The profile API's answers for the profile screens' tests, parsed with the shared response schemas so
 * they cannot drift, and the handlers of every list those screens load.
 */
import { SeekerProfileDataSchema, type SeekerProfile } from '@siloker/shared/schemas/profiles';
import { ok, type FakeApi } from '../../../testing/fake-api.tsx';
import { mastersData } from '../../../testing/masters.ts';

export function seekerProfile(overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  return {
    id: 3,
    user_id: 7,
    name: 'Budi Santoso',
    email: 'budi@contoh.id',
    slug_name: 'budi-santoso',
    status: 'NOT_YET_VERIFIED',
    status_note: null,
    number_registration: null,
    date_registration: null,
    photo: 'photos/budi.jpg',
    photo_url: '/storage/photos/budi.jpg',
    file_ktp: 'ktp/budi.pdf',
    file_ktp_url: '/api/v1/files/ktp/budi.pdf',
    file_cv: null,
    file_cv_url: null,
    full_name: 'Budi Santoso',
    nik: '6472010101950001',
    birth_place: 'Samarinda',
    birth_date: '1995-01-01',
    age: 31,
    gender: 'male',
    address: 'Jl. Pahlawan',
    rt: '012',
    rw: '003',
    house_number: '7A',
    province_code: '64',
    city_code: '64.72',
    district_code: '64.72.01',
    sub_district_code: '64.72.01.1001',
    location: {
      province: { code: '64', name: 'Kalimantan Timur' },
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: { code: '64.72.01', name: 'Palaran' },
      sub_district: { code: '64.72.01.1001', name: 'Rawa Makmur' },
    },
    phone: '081234567890',
    postal_code: '75243',
    weight: 65,
    height: 170,
    marriage_status: 'BELUM KAWIN',
    religion_id: 1,
    position_id: 101,
    position_name: 'Direktur/Manajer Umum',
    is_position_other: false,
    position_other: null,
    job_location_expectation: 'LOCALE_IN',
    job_locale_in: 'Samarinda Ulu',
    wage_expectation: 3500000,
    wage_amount_id: 3,
    latest_gpa: 3.25,
    disability_id: null,
    language_skills: ['Inggris'],
    language_another: null,
    about: 'Teliti dan rajin.',
    is_public: false,
    educations: [],
    experiences: [],
    skills: [],
    missing: [],
    updated_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export const profileData = (profile: SeekerProfile = seekerProfile()) =>
  SeekerProfileDataSchema.parse({
    seeker_detail: profile,
    sub_districts: [
      { code: '64.72.01.1001', name: 'Rawa Makmur' },
      { code: '64.72.01.1002', name: 'Handil Bakti' },
    ],
    applied_seeker_job_vacancies: [],
  });

export const EDUCATION_LEVELS = [
  { id: 1, name: 'Tidak/Belum Sekolah' },
  { id: 2, name: 'SD/Sederajat' },
  { id: 3, name: 'SMP/Sederajat' },
  { id: 4, name: 'SMA/SMK/Sederajat' },
  { id: 7, name: 'S1' },
];

/** Answers GET /profile-seeker with `profile` and every master and region list the screens load. */
export function answerProfileScreens(api: FakeApi, profile: SeekerProfile = seekerProfile()) {
  api.on('GET', '/profile-seeker', () => ok(profileData(profile)));
  api.on('GET', '/master/masters', () =>
    ok(
      mastersData({
        religions: [
          { id: 1, name: 'ISLAM' },
          { id: 2, name: 'KRISTEN' },
        ],
      }),
    ),
  );
  api.on('GET', '/master/educations', () => ok({ educations: EDUCATION_LEVELS }));
  api.on('GET', '/master/disabilities', () => ok({ disabilities: [{ id: 1, name: 'Tunanetra' }] }));
  api.on('GET', '/master/positions', () =>
    ok({
      positions: [
        {
          id: 1,
          name: 'Manajer dan Pimpinan',
          level: 1,
          parent_id: null,
          count_childrens: 1,
          children: [{ id: 101, name: 'Direktur/Manajer Umum', level: 2, parent_id: 1, count_childrens: 0 }],
        },
      ],
    }),
  );
  api.on('GET', '/location/provinces', () => ok({ provinces: [{ code: '64', name: 'Kalimantan Timur' }] }));
  api.on('GET', '/location/cities', () => ok({ cities: [{ code: '64.72', name: 'Kota Samarinda' }] }));
  api.on('GET', '/location/districts', () => ok({ districts: [{ code: '64.72.01', name: 'Palaran' }] }));
  api.on('GET', '/location/sub-districts', () =>
    ok({ sub_districts: [{ code: '64.72.01.1001', name: 'Rawa Makmur' }] }),
  );
}
