import { Ak1CardSchema, type Ak1Card } from '@siloker/shared/schemas/ak1';
import { authUser } from '../../testing/fixtures/auth.ts';

/** Test rows of the AK/1 screens, checked against the shared response schema. */

export const seekerUser = authUser({
  id: 41,
  name: 'Siti Rahmawati',
  email: 'siti@contoh.id',
  token: 'token-pencari-0123456789',
  expired_at: new Date(Date.now() + 3600_000).toISOString(),
  role_name: 'seeker',
  seeker_detail_id: 12,
});

/** A tiny but real SVG, as the server's QR code is one. */
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0z"/></svg>';

export const ak1Card = (overrides: Partial<Ak1Card> = {}): Ak1Card =>
  Ak1CardSchema.parse({
    number_registration: '6472-2026-000123',
    date_registration: '2026-01-15',
    valid_until: '2028-01-14',
    is_valid: true,
    status: 'VERIFIED',
    reverification_pending: false,
    name: 'Siti Rahmawati',
    nik: '6472015203960001',
    birth_place: 'Samarinda',
    birth_date: '1996-03-12',
    gender: 'female',
    address: 'Jl. Juanda 5, RT 004/RW 002',
    location: {
      province: { code: '64', name: 'Kalimantan Timur' },
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: { code: '64.72.01', name: 'Palaran' },
      sub_district: null,
    },
    marriage_status: 'BELUM KAWIN',
    religion_name: 'Islam',
    education_name: 'SMA/SMK Sederajat',
    educations: [
      { education_name: 'SMA/SMK Sederajat', school_name: 'SMAN 1', major: null, graduation_year: 2014 },
    ],
    skills: ['Mengemudi'],
    position_name: 'Operator Alat Berat',
    photo_url: '/storage/photo/siti.jpg',
    reports: [
      {
        id: 2,
        status: 'WORKING',
        company_name: 'PT Mahakam Jaya',
        job_vacancy_id: 51,
        note: null,
        source: 'APPLICATION',
        reported_at: '2026-07-20T03:00:00.000Z',
      },
      {
        id: 1,
        status: 'LOOKING',
        company_name: null,
        job_vacancy_id: null,
        note: 'Masih mencari',
        source: 'SEEKER',
        reported_at: '2026-06-01T03:00:00.000Z',
      },
    ],
    last_reported_at: '2026-07-20T03:00:00.000Z',
    next_report_due: '2027-01-20T03:00:00.000Z',
    report_overdue: false,
    verify_url: 'http://localhost:3000/kartu-ak1/6472-2026-000123?kode=Zm9vYmFyYmF6cXV4MTIzNA',
    qr_svg: QR_SVG,
    office_name: 'Dinas Tenaga Kerja Kota Samarinda',
    city_name: 'Kota Samarinda',
    heading_government: 'Pemerintah Kota Samarinda',
    heading_office: 'Dinas Tenaga Kerja',
    logo_url: null,
    head_title: 'Kepala Dinas Tenaga Kerja',
    head_name: 'Drs. H. Ahmad Fauzi, M.Si.',
    head_nip: '197001011990031001',
    signature_url: '/api/v1/files/signature/ttd-0123456789abcdef.png',
    stamp_url: '/api/v1/files/stamp/stempel-0123456789abcdef.png',
    ...overrides,
  });
