import { describe, expect, it } from 'vitest';
import {
  changedFields,
  imitatesGovernment,
  maskName,
  REPLACED_POSTER_TEXT,
  SEEKER_IDENTITY_FIELDS,
  vacancyChanges,
  vacancyVerifiedTexts,
  VERIFIED_POSTER_TEXT,
} from './reverification.ts';
import type { VacancyDetail } from './vacancies.ts';

describe('imitatesGovernment (company names, docs/decisions/073)', () => {
  it('refuses names carrying a government word, whatever the case or punctuation', () => {
    for (const name of [
      'Dinas Tenaga Kerja Kota Samarinda (Resmi)',
      'PT DISNAKER Sejahtera',
      'CV. Pemerintah-Kota',
      'Kementerian Ketenagakerjaan RI',
      'Pemkot Samarinda Jaya',
    ]) {
      expect(imitatesGovernment(name, null), name).toBe(true);
    }
  });

  it('refuses a name holding the configured office name, word for word', () => {
    expect(imitatesGovernment('Balai Layanan Kerja Samarinda Pusat', 'Balai Layanan Kerja Samarinda')).toBe(
      true,
    );
    expect(imitatesGovernment('PT balai-layanan kerja SAMARINDA', 'Balai Layanan Kerja Samarinda')).toBe(
      true,
    );
  });

  it('accepts ordinary names, also those that only start like a government word', () => {
    for (const name of ['PT Dinasti Jaya', 'CV Borneo Karya', 'Toko Pemerintahan Buku', 'PT Balai Kerja']) {
      expect(imitatesGovernment(name, 'Balai Layanan Kerja Samarinda'), name).toBe(false);
    }
  });
});

describe('maskName (the public AK/1 check without the card code)', () => {
  it('keeps the first letter of each word and stars the rest', () => {
    expect(maskName('Budi Hartono')).toBe('B*** H******');
    expect(maskName('  Ni  Made Ayu ')).toBe('N* M*** A**');
    expect(maskName('A')).toBe('A*');
  });
});

describe('changedFields', () => {
  it('lists the identity fields that differ from the verified snapshot, reading blanks as null', () => {
    const verified = { full_name: 'Andi', nik: '6472', birth_date: '1994-08-17', birth_place: null };
    expect(
      changedFields(SEEKER_IDENTITY_FIELDS, verified, {
        full_name: 'Andi ',
        nik: '6473',
        birth_date: '1994-08-17',
        birth_place: '',
      }),
    ).toEqual(['nik']);
    expect(changedFields(SEEKER_IDENTITY_FIELDS, null, { ...verified, nik: 'x' })).toEqual([]);
  });
});

describe('vacancyVerifiedTexts and vacancyChanges (the office review, docs/decisions/083)', () => {
  const vacancy = (overrides: Partial<VacancyDetail> = {}): VacancyDetail => ({
    id: 1,
    title: 'Kasir',
    title_slug: 'kasir',
    status: 'PENDING',
    publication_status: 'DRAFT',
    job_type_id: 1,
    job_type_name: 'Penuh Waktu',
    position_id: null,
    position_name: null,
    is_position_other: true,
    position_other: 'Kasir Toko',
    salary: 3_400_000,
    salary_type: 'monthly',
    salary_type_name: 'Bulanan',
    worker_count: 2,
    work_type: null,
    work_type_name: null,
    education_id: 4,
    education_name: 'SMA/SMK/Sederajat',
    poster: 'poster/a.png',
    poster_url: '/storage/poster/a.png',
    province_code: '64',
    city_code: '64.72',
    district_code: null,
    sub_district_code: null,
    location: {
      province: { code: '64', name: 'Kalimantan Timur' },
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: null,
      sub_district: null,
    },
    expired_at: null,
    is_invitation: false,
    applicant_count: 0,
    view_count: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    company: { id: 5, name: 'PT A', slug_name: 'pt-a', photo_url: null, city_name: null },
    email: null,
    address: 'Jl. Mawar 1',
    is_gender_based_count: false,
    male_count: 0,
    female_count: 0,
    description: 'Melayani pembeli.',
    conclusion: null,
    deadline: 2,
    deadline_period: 'week',
    benefits: [1],
    benefit_names: ['BPJS Kesehatan'],
    benefit_other: 'Makan siang',
    required_skills: 'Teliti',
    set_major: null,
    special_condition: null,
    work_hour: null,
    year_experience: 0,
    age_min: null,
    age_max: null,
    fair_posting_reason: null,
    ...overrides,
  });

  it('reads a vacancy as its public page does, one text per field', () => {
    expect(vacancyVerifiedTexts(vacancy())).toMatchObject({
      title: 'Kasir',
      position: 'Kasir Toko',
      salary: 'Rp 3.400.000 / Bulanan',
      worker_count: '2 orang',
      year_experience: 'Tanpa pengalaman',
      benefits: 'BPJS Kesehatan, Makan siang',
      location: 'Jl. Mawar 1, Kota Samarinda, Kalimantan Timur',
      deadline: '2 minggu',
      poster: 'poster/a.png',
      work_type: null,
    });
    expect(vacancyVerifiedTexts(vacancy({ salary: null })).salary).toBe('Gaji dirahasiakan');
  });

  it('lists only what differs from the verified version, the poster as replaced, none without a version', () => {
    const verified = vacancyVerifiedTexts(vacancy());
    expect(vacancyChanges(verified, vacancy())).toEqual([]);
    expect(vacancyChanges(null, vacancy({ title: 'Kasir Senior' }))).toEqual([]);
    expect(
      vacancyChanges(
        verified,
        vacancy({ title: 'Kasir Senior', benefit_other: null, poster: 'poster/b.png', year_experience: 3 }),
      ),
    ).toEqual([
      { field: 'title', label: 'Judul lowongan', from: 'Kasir', to: 'Kasir Senior' },
      {
        field: 'year_experience',
        label: 'Pengalaman kerja',
        from: 'Tanpa pengalaman',
        to: 'Minimal 3 tahun',
      },
      {
        field: 'benefits',
        label: 'Tunjangan dan fasilitas',
        from: 'BPJS Kesehatan, Makan siang',
        to: 'BPJS Kesehatan',
      },
      { field: 'poster', label: 'Poster', from: VERIFIED_POSTER_TEXT, to: REPLACED_POSTER_TEXT },
    ]);
  });
});
