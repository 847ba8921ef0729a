import { describe, expect, it } from 'vitest';
import {
  ageFrom,
  CompanyProfileFormSchema,
  companyProfileMissing,
  SEEKER_PROFILE_MESSAGES,
  SeekerBiodataFormSchema,
  seekerProfileMissing,
  SeekerQualificationFormSchema,
  type SeekerCompletenessInput,
} from './profiles.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const biodata = {
  full_name: 'Rina Wulandari',
  nik: '6472012345678901',
  birth_place: 'Samarinda',
  birth_date: '1998-04-01',
  gender: 'female',
  address: 'Jl. Pahlawan No. 5',
  rt: '003',
  rw: 'NULL',
  province_code: '64',
  city_code: '64.72',
  district_code: '64.72.01',
  sub_district_code: '64.72.01.1001',
  phone: '081234567890',
  marriage_status: 'BELUM KAWIN',
  religion_id: '1',
};

describe('seeker biodata form schema', () => {
  it('turns the multipart text into typed values, with NULL and empty text as null', () => {
    const parsed = SeekerBiodataFormSchema.parse({ ...biodata, weight: '55', postal_code: '' });
    expect(parsed).toMatchObject({ rt: '003', rw: null, weight: 55, postal_code: null, religion_id: 1 });
  });

  it('runs the §5 rule strings with the field labels', () => {
    const result = SeekerBiodataFormSchema.safeParse({ ...biodata, nik: '123', full_name: ' ' });
    expect(issues(result)).toMatchObject({
      nik: 'NIK harus terdiri dari 16 digit angka',
      full_name: 'Nama lengkap wajib di isi',
    });
  });

  it('refuses a birth date outside the working ages and choices outside the lists', () => {
    const result = SeekerBiodataFormSchema.safeParse({
      ...biodata,
      birth_date: '2024-01-01',
      gender: 'x',
      marriage_status: 'CERAI',
    });
    const found = issues(result);
    expect(found.birth_date).toBe(SEEKER_PROFILE_MESSAGES.badBirthDate);
    expect(Object.keys(found)).toEqual(expect.arrayContaining(['gender', 'marriage_status']));
  });

  it('computes age in whole years', () => {
    expect(ageFrom('2000-06-15', new Date(2026, 5, 14))).toBe(25);
    expect(ageFrom('2000-06-15', new Date(2026, 5, 15))).toBe(26);
  });
});

const qualification = {
  position_id: '12',
  is_position_other: '0',
  job_location_expectation: 'LOCALE_IN',
  job_locale_in: 'Samarinda',
  wage_expectation: '3.500.000',
  latest_gpa: '3,25',
  language_skills: '["Inggris"]',
  is_public: '1',
  educations: JSON.stringify([
    { education_id: 2, graduation_year: 2010, is_lock: true },
    { education_id: '4', graduation_year: '2016', school_name: 'SMAN 1', certificate: null },
  ]),
  experiences: JSON.stringify([{ company_name: 'PT Mahakam', start_date: '2019-01-01', end_date: '' }]),
  skills: JSON.stringify([{ name: 'Las listrik', duration: '6 bulan' }]),
};

describe('seeker qualification form schema', () => {
  it('parses the JSON-text entry lists and the thousand-separated wage', () => {
    const parsed = SeekerQualificationFormSchema.parse(qualification);
    expect(parsed.wage_expectation).toBe(3_500_000);
    expect(parsed.latest_gpa).toBe(3.25);
    expect(parsed.is_public).toBe(true);
    expect(parsed.educations).toHaveLength(2);
    expect(parsed.educations[1]).toMatchObject({ education_id: 4, graduation_year: 2016 });
    expect(parsed.experiences[0]).toMatchObject({ company_name: 'PT Mahakam', end_date: '' });
    expect(parsed.skills[0]).toMatchObject({ name: 'Las listrik', certificate: null });
  });

  it('says the §5 education message when a row lacks a year or a level', () => {
    const result = SeekerQualificationFormSchema.safeParse({
      ...qualification,
      educations: JSON.stringify([{ education_id: 3, graduation_year: '' }]),
    });
    expect(issues(result).educations).toBe(SEEKER_PROFILE_MESSAGES.incompleteEducation);
  });

  it('needs a position or an "other" position name, and the other language when Lainnya is chosen', () => {
    const result = SeekerQualificationFormSchema.safeParse({
      ...qualification,
      position_id: '',
      is_position_other: '1',
      position_other: '',
      language_skills: '["Lainnya"]',
    });
    const found = issues(result);
    expect(found.position_other).toBe(SEEKER_PROFILE_MESSAGES.positionRequired);
    expect(found.language_another).toBe(SEEKER_PROFILE_MESSAGES.languageAnotherRequired);
  });

  it('refuses unreadable JSON, unknown languages and an end date before the start', () => {
    expect(
      issues(SeekerQualificationFormSchema.safeParse({ ...qualification, skills: '{oops' })),
    ).toHaveProperty('skills');
    expect(
      issues(SeekerQualificationFormSchema.safeParse({ ...qualification, language_skills: '["Klingon"]' })),
    ).toHaveProperty('language_skills');
    const dates = SeekerQualificationFormSchema.safeParse({
      ...qualification,
      experiences: JSON.stringify([{ company_name: 'A', start_date: '2020-05-01', end_date: '2020-01-01' }]),
    });
    expect(issues(dates)['experiences.0.end_date']).toBe(SEEKER_PROFILE_MESSAGES.badDateRange);
  });
});

describe('company profile form schema', () => {
  const company = {
    name: 'PT Mahakam Jaya',
    address: 'Jl. Slamet Riyadi 1',
    province_code: '64',
    city_code: '64.72',
    district_code: '64.72.01',
    sub_district_code: '64.72.01.1001',
    phone: '0541123456',
    business_field_id: '3',
    nib: '1234567890123',
    status_office: 'head_office',
  };

  it('accepts a complete profile and lower-cases the e-mail', () => {
    const parsed = CompanyProfileFormSchema.parse({ ...company, email: 'HRD@Mahakam.co.id' });
    expect(parsed).toMatchObject({ email: 'hrd@mahakam.co.id', business_field_id: 3, website: null });
  });

  it('refuses a NIB that is not 13 digits, a website without a scheme and an unknown office status', () => {
    const found = issues(
      CompanyProfileFormSchema.safeParse({ ...company, nib: '12', website: 'mahakam', status_office: 'x' }),
    );
    expect(Object.keys(found)).toEqual(expect.arrayContaining(['nib', 'website', 'status_office']));
  });
});

describe('completeness', () => {
  const empty: SeekerCompletenessInput = {
    full_name: null,
    nik: null,
    birth_date: null,
    address: null,
    sub_district_code: null,
    phone: null,
    marriage_status: null,
    religion_id: null,
    file_ktp: null,
    photo: null,
    educations: [],
    job_location_expectation: null,
    position_id: null,
    is_position_other: false,
    position_other: null,
  };

  it('lists everything a new seeker lacks and nothing for a complete one', () => {
    expect(seekerProfileMissing(empty).length).toBeGreaterThan(8);
    expect(
      seekerProfileMissing({
        full_name: 'Rina',
        nik: '6472012345678901',
        birth_date: '1998-04-01',
        address: 'Jl. A',
        sub_district_code: '64.72.01.1001',
        phone: '0812',
        marriage_status: 'KAWIN',
        religion_id: 1,
        file_ktp: 'ktp/x.pdf',
        photo: 'photo/x.jpg',
        educations: [{ education_id: 4, graduation_year: 2016 }],
        job_location_expectation: 'LOCALE_IN',
        position_id: null,
        is_position_other: true,
        position_other: 'Juru las',
      }),
    ).toEqual([]);
  });

  it('asks a company for its documents', () => {
    const missing = companyProfileMissing({
      name: 'PT A',
      address: 'Jl. A',
      sub_district_code: '64.72.01.1001',
      phone: '0541',
      business_field_id: 1,
      nib: '1234567890123',
      status_office: 'head_office',
      file_nib: null,
      file_npwp: 'npwp/x.pdf',
    });
    expect(missing).toEqual(['Berkas NIB']);
  });
});
