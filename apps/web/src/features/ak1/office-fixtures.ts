import {
  OfficeReportDueSeekerSchema,
  OfficeSeekerSchema,
  type OfficeReportDueSeeker,
  type OfficeSeeker,
} from '@siloker/shared/schemas/ak1';

/** Test rows of the office's seeker tabs, checked against the shared response schemas. */

export const officeSeeker = (overrides: Partial<OfficeSeeker> = {}): OfficeSeeker =>
  OfficeSeekerSchema.parse({
    id: 5,
    name: 'Siti Rahmawati',
    email: 'siti@contoh.id',
    nik: '6472015203960001',
    birth_place: 'Samarinda',
    birth_date: '1996-03-12',
    gender: 'female',
    address: 'Jl. Juanda 5, RT 004/RW 002',
    location: {
      province: null,
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: null,
      sub_district: null,
    },
    education_name: 'SMA/SMK Sederajat',
    position_name: 'Operator Alat Berat',
    phone: '081234567890',
    photo_url: '/storage/photo/siti.jpg',
    file_ktp_url: '/api/v1/files/ktp/siti.pdf',
    file_cv_url: null,
    certificates: [{ label: 'Ijazah SMA/SMK Sederajat', url: '/api/v1/files/certificate/ijazah-5.pdf' }],
    missing: [],
    status: 'NOT_YET_VERIFIED',
    status_note: null,
    number_registration: null,
    date_registration: null,
    verified_at: null,
    created_at: '2026-11-20T08:00:00.000Z',
    changes: [],
    ...overrides,
  });

export const reportDueSeeker = (overrides: Partial<OfficeReportDueSeeker> = {}): OfficeReportDueSeeker =>
  OfficeReportDueSeekerSchema.parse({
    id: 9,
    name: 'Andi Pratama',
    email: 'andi@contoh.id',
    phone: '081298765432',
    number_registration: '6472-2025-000010',
    date_registration: '2025-02-01',
    valid_until: '2027-01-31',
    last_reported_at: '2025-02-01T02:00:00.000Z',
    next_report_due: '2025-08-01T02:00:00.000Z',
    days_overdue: 120,
    last_report: null,
    ...overrides,
  });
