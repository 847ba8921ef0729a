import { expect, type APIRequestContext } from '@playwright/test';
import { activatedAccount, digits, type Account } from './accounts.ts';
import { pdf, png } from './files.ts';
import type { SessionUser } from './session.ts';

// Set-up for the vacancy journeys through the API (the subject is the loop, not the profile screens):
// a signed-in token, a company profile complete enough for the office to verify, and a seeker profile
// complete enough to apply (seekerProfileMissing in packages/shared/src/schemas/profile-constants.ts).

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

/** Signs in through POST /auth/login and returns the session user (token, company/seeker detail ids). */
export async function apiLogIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<SessionUser> {
  const res = await request.post('/api/v1/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { user: SessionUser } }).data.user;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const SAMARINDA = {
  province_code: '64',
  city_code: '64.72',
  district_code: '64.72.01',
  sub_district_code: '64.72.01.1002',
};

/** The company profile with NIB, NPWP and everything companyProfileMissing asks for. */
export async function saveCompanyProfileByApi(request: APIRequestContext, user: SessionUser, name: string) {
  const { business_fields } = await apiData<{ business_fields: { id: number }[] }>(
    request,
    '/master/business-fields',
  );
  const res = await request.post('/api/v1/profile-company/', {
    headers: bearer(user),
    multipart: {
      name,
      email: '',
      about: 'Distributor bahan bangunan di Samarinda.',
      address: 'Jl. Slamet Riyadi No. 12',
      ...SAMARINDA,
      phone: `0541${digits(6)}`,
      website: '',
      business_field_id: String(business_fields[0]!.id),
      postal_code: '',
      nib: `9${digits(12)}`,
      status_office: 'head_office',
      file_nib: pdf('nib.pdf'),
      file_npwp: pdf('npwp.pdf'),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A position of the master list (the first child of the first group that has one). */
async function somePositionId(request: APIRequestContext): Promise<number> {
  const { positions } = await apiData<{ positions: { id: number; children?: { id: number }[] }[] }>(
    request,
    '/master/positions?is_level_1=1',
  );
  const group = positions.find((p) => p.children && p.children.length > 0) ?? positions[0]!;
  return group.children?.[0]?.id ?? group.id;
}

/**
 * Biodata with a photo and a KTP, then Kualifikasi with one education row, a wanted position and the
 * job location expectation: the profile applying needs. `full_name` becomes the seeker's name.
 */
export async function completeSeekerProfileByApi(
  request: APIRequestContext,
  user: SessionUser,
  fullName: string,
) {
  const biodata = await request.post('/api/v1/profile-seeker/', {
    headers: bearer(user),
    multipart: {
      full_name: fullName,
      nik: `6472${digits(12)}`,
      birth_place: 'Samarinda',
      birth_date: '1999-08-17',
      gender: 'female',
      address: 'Jl. Pahlawan No. 3',
      rt: '',
      rw: '',
      house_number: '',
      ...SAMARINDA,
      phone: `0813${digits(8)}`,
      postal_code: '',
      weight: '',
      height: '',
      marriage_status: 'BELUM KAWIN',
      religion_id: '1',
      photo: png('foto.png'),
      file_ktp: pdf('ktp.pdf'),
    },
  });
  expect(biodata.status(), await biodata.text()).toBe(200);

  const qualification = await request.post('/api/v1/profile-seeker/', {
    headers: bearer(user),
    multipart: {
      position_id: String(await somePositionId(request)),
      is_position_other: '0',
      position_other: '',
      job_location_expectation: 'LOCALE_IN',
      job_locale_in: 'Samarinda Ulu',
      wage_expectation: '',
      latest_gpa: '',
      disability_id: '',
      language_skills: '[]',
      language_another: '',
      about: '',
      is_public: '0',
      educations: JSON.stringify([
        { education_id: 4, school_name: 'SMK Negeri 1 Samarinda', graduation_year: 2017, major: '' },
      ]),
      experiences: '[]',
      skills: '[]',
    },
  });
  expect(qualification.status(), await qualification.text()).toBe(200);

  const profile = await request.get('/api/v1/profile-seeker', { headers: bearer(user) });
  const { seeker_detail } = ((await profile.json()) as { data: { seeker_detail: { missing: string[] } } })
    .data;
  expect(seeker_detail.missing).toEqual([]);
}

/**
 * A company of its own for one journey, verified by the office through the API: registered and
 * activated, its profile complete (NIB, NPWP), then VERIFIED. Its vacancies are the journey's alone — the
 * journeys that close or change "the demo company's first vacancy" never see them.
 */
export async function verifiedCompanyByApi(
  request: APIRequestContext,
  p: { office: SessionUser; name: string; prefix: string },
): Promise<{ account: Account; user: SessionUser }> {
  const account = await activatedAccount(request, 'company', p.name, p.prefix);
  const user = await apiLogIn(request, account);
  await saveCompanyProfileByApi(request, user, p.name);
  const verified = await request.post(`/api/v1/office/companies/${String(user.company_detail_id)}/status`, {
    headers: bearer(p.office),
    data: { status: 'VERIFIED' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { account, user };
}

async function firstMasterId(request: APIRequestContext, path: string, key: string): Promise<number> {
  const list = (await apiData<Record<string, { id: number }[]>>(request, path))[key]!;
  return list[0]!.id;
}

/**
 * A public vacancy of a verified company (the demo company, or one of verifiedCompanyByApi) made through
 * the API: saved as a draft, verified by the office, published by the company. Set-up for journeys whose
 * subject is what happens after.
 */
export async function publicVacancyByApi(
  request: APIRequestContext,
  p: { company: SessionUser; office: SessionUser; title: string; requiredSkills: string },
): Promise<{ id: number; title_slug: string }> {
  const saved = await request.post(`/api/v1/job-vacancies/company/${String(p.company.company_detail_id)}`, {
    headers: bearer(p.company),
    multipart: {
      title: p.title,
      job_type_id: String(await firstMasterId(request, '/master/job-types', 'job_types')),
      position_id: '',
      is_position_other: '1',
      position_other: p.title,
      email: '',
      address: 'Jl. Juanda No. 5',
      ...SAMARINDA,
      salary: '4.000.000',
      is_gender_based_count: '0',
      worker_count: '1',
      description: `Lowongan ${p.title} di Samarinda.`,
      conclusion: '',
      deadline: '14',
      deadline_period: 'day',
      benefits: JSON.stringify([0]),
      benefit_other: '',
      education_id: String(await firstMasterId(request, '/master/educations', 'educations')),
      required_skills: p.requiredSkills,
      set_major: '',
      special_condition: '',
      work_type: 'full',
      work_hour: '08.00 - 16.00',
      year_experience: '1',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id, title_slug } = (
    (await saved.json()) as { data: { job_vacancy: { id: number; title_slug: string } } }
  ).data.job_vacancy;
  const verified = await request.post(`/api/v1/office/job-vacancies/${id}/status`, {
    headers: bearer(p.office),
    data: { status: 'VERIFIED' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const published = await request.post(`/api/v1/job-vacancies/change-publication-status/${id}`, {
    headers: bearer(p.company),
    data: { status: 'PUBLISHED' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return { id, title_slug };
}
