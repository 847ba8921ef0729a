/** Job seekers as the API sends them, for tests; typed by the shared schema so they cannot drift. */
import type { SeekerPublic, SeekerSummary } from '@siloker/shared/schemas/seekers';

export function seekerSummary(overrides: Partial<SeekerSummary> = {}): SeekerSummary {
  return {
    id: 10,
    name: 'Maria Ulfa',
    slug_name: 'maria-ulfa',
    photo_url: null,
    gender: 'female',
    gender_name: 'Perempuan',
    age: 23,
    city_name: 'Kota Samarinda',
    position_name: 'Barista',
    education_id: 4,
    education_name: 'SMA/SMK/Sederajat',
    created_at: '2026-10-22T05:33:43.073Z',
    ...overrides,
  };
}

export function seekerPublic(overrides: Partial<SeekerPublic> = {}): SeekerPublic {
  return {
    ...seekerSummary(),
    about: 'Barista bersertifikat.\nSuka kopi lokal Kalimantan.',
    language_skills: ['Inggris'],
    language_another: 'Banjar',
    educations: [
      {
        education_id: 3,
        education_name: 'SMP/Sederajat',
        school_name: 'SMPN 9 Samarinda',
        graduation_year: 2017,
        major: null,
      },
      {
        education_id: 4,
        education_name: 'SMA/SMK/Sederajat',
        school_name: 'SMKN 6 Samarinda',
        graduation_year: 2020,
        major: 'Tata Boga',
      },
    ],
    experiences: [
      {
        company_name: 'Kopi Tepian',
        position: 'Barista',
        jobdesk: 'Espresso bar dan manual brew.',
        start_date: '2021-02-01',
        end_date: '2024-01-31',
      },
    ],
    skills: [{ name: 'Latte Art', description: 'Pelatihan Dinas Tenaga Kerja', duration: '5 hari' }],
    ...overrides,
  };
}
