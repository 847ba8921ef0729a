/** Answers of the applications endpoints for the screen tests, parsed with the shared schemas. */
import {
  ApplicantSchema,
  SeekerApplicationSchema,
  type Applicant,
  type SeekerApplication,
  type StatusHistory,
} from '@siloker/shared/schemas/applications';

export function history(overrides: Partial<StatusHistory> = {}): StatusHistory {
  return {
    id: 1,
    from_status: null,
    to_status: 'APPLIED',
    note: null,
    changed_by_role: 'seeker',
    created_at: '2026-03-02T01:30:00.000Z',
    ...overrides,
  };
}

export function seekerApplication(overrides: Partial<SeekerApplication> = {}): SeekerApplication {
  return SeekerApplicationSchema.parse({
    id: 11,
    status: 'APPLIED',
    is_invitation: false,
    applied_at: '2026-03-02T01:30:00.000Z',
    created_at: '2026-03-02T01:30:00.000Z',
    job_vacancy: {
      id: 41,
      title: 'Teller Bank',
      title_slug: 'teller-bank',
      expired_at: null,
      is_removed: false,
      company: { id: 7, name: 'PT BPR Tepian Sejahtera', slug_name: 'pt-bpr-tepian', photo_url: null },
    },
    histories: [history()],
    ...overrides,
  });
}

type SeekerOverrides = Partial<Applicant['seeker']>;

export function applicant(overrides: Partial<Applicant> = {}, seeker: SeekerOverrides = {}): Applicant {
  return ApplicantSchema.parse({
    id: 11,
    status: 'APPLIED',
    is_invitation: false,
    applied_at: '2026-03-02T01:30:00.000Z',
    created_at: '2026-03-02T01:30:00.000Z',
    contact_access: 'SHARED',
    seeker: {
      id: 3,
      name: 'Siti Rahmawati',
      slug_name: 'siti-rahmawati',
      is_public: true,
      photo_url: null,
      age: 24,
      gender: 'female',
      gender_name: 'Perempuan',
      marriage_status: 'BELUM KAWIN',
      religion_name: 'Islam',
      education_id: 6,
      education_name: 'S1',
      position_name: 'Teller',
      city_name: 'Kota Samarinda',
      job_location_expectation: 'LOCALE_IN',
      latest_gpa: 3.5,
      wage_expectation: 4_000_000,
      phone: '081234567890',
      email: 'siti@contoh.id',
      address: 'Jl. Pahlawan 1',
      file_ktp_url: '/api/v1/files/ktp/abc.pdf',
      educations: [],
      skills: [],
      certificates: [{ name: 'Ijazah S1', url: '/api/v1/files/certificates/ijazah.pdf' }],
      ...seeker,
    },
    histories: [history()],
    ...overrides,
  });
}

/** The page shape both list endpoints answer. */
export const page = <T>(items: T[], total = items.length) => ({ applicants: items, total });
