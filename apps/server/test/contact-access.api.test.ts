import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACCESS_DAYS,
  INVITATIONS_PER_COMPANY_PER_DAY,
  invitationLimitMessage,
} from '@siloker/shared';
import {
  jobVacancies,
  rateLimits,
  seekerDetails,
  seekerJobVacancies,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { checkUploads, storeUploads } from '../src/domains/files/service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompanyWithToken, makeCompleteSeeker } from './profile-fixtures.ts';
import { makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import { PDF, PNG, upload } from './upload-fixtures.ts';

/*
 * Issue 15 items 1 and 8 (docs/decisions/076): a company sees an applicant's contact details and
 * documents only for an application the seeker made or accepted, and only while the vacancy is live
 * or stopped being live less than DOCUMENT_ACCESS_DAYS ago; invitations are limited per company per day.
 */

type Seeker = Awaited<ReturnType<typeof makeCompleteSeeker>>;
type Company = Awaited<ReturnType<typeof makeCompanyWithToken>>;

/** What an applicant card carries beyond the public profile. */
const HIDDEN = {
  phone: null,
  email: null,
  address: null,
  file_ktp_url: null,
  marriage_status: null,
  religion_name: null,
  job_location_expectation: null,
  wage_expectation: null,
  latest_gpa: null,
  certificates: [],
};

describe('contact details and documents follow the seeker’s consent and a live vacancy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A complete public seeker whose KTP and one certificate are really stored, so the file route can serve them. */
  async function seekerWithDocuments(): Promise<Seeker & { ktp: string; certificate: string }> {
    const seeker = await makeCompleteSeeker(t, { wage_expectation: 4_500_000, latest_gpa: '3.40' });
    const checked = await checkUploads(
      [upload('file_ktp', 'ktp.pdf', PDF), upload('certificate', 'ijazah.png', PNG)],
      (field) => (field === 'file_ktp' ? 'ktp' : 'certificate'),
    );
    await storeUploads({ db: t.db, storage: t.app.storage }, seeker.seeker.user_id, checked);
    const [ktp, certificate] = checked.map((c) => c.key) as [string, string];
    await t.db.update(seekerDetails).set({ file_ktp: ktp }).where(eq(seekerDetails.id, seeker.seeker.id));
    return { ...seeker, ktp, certificate };
  }

  const fileStatus = async (company: Company, key: string) =>
    (
      await fetch(`${t.baseUrl}/api/v1/files/${key}`, {
        headers: { authorization: `Bearer ${company.token}` },
      })
    ).status;

  async function applicantOf(company: Company, vacancyId: number, status: string, seekerId: number) {
    const res = await t.get(
      `/api/v1/seekers/job-vacancy-applied/${vacancyId}?status=${status}`,
      company.token,
    );
    expect(res.status).toBe(200);
    const found = res.body.data.applicants.find((a: { seeker: { id: number } }) => a.seeker.id === seekerId);
    expect(found, `${status} lists the seeker`).toBeDefined();
    return found;
  }

  async function invite(company: Company, vacancyId: number, seekerId: number) {
    const res = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: vacancyId, seeker_detail_id: seekerId },
      company.token,
    );
    expect(res.status).toBe(201);
    return res.body.data.invitation.id as number;
  }

  async function apply(seeker: Seeker, vacancyId: number) {
    const res = await t.post(
      '/api/v1/seekers/applied/',
      { job_vacancy_id: vacancyId, seeker_detail_id: seeker.seeker.id },
      seeker.token,
    );
    expect(res.status).toBe(201);
  }

  const move = (company: Company, vacancyId: number, seekerId: number, status: string) =>
    t.post(
      '/api/v1/seekers/job-vacancy/change-status',
      { job_vacancy_id: vacancyId, seeker_detail_id: seekerId, status },
      company.token,
    );

  it('shows an invited seeker’s public profile only: no phone, e-mail, address, KTP or certificates, and no file', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await seekerWithDocuments();
    await invite(company, vacancy.id, seeker.seeker.id);

    const card = await applicantOf(company, vacancy.id, 'INVITED', seeker.seeker.id);
    expect(card.contact_access).toBe('NOT_APPLIED');
    expect(card.seeker).toMatchObject({
      ...HIDDEN,
      name: 'Budi Santoso',
      education_name: expect.any(String),
    });
    expect(
      card.seeker.educations.every((e: { certificate_url: string | null }) => e.certificate_url === null),
    ).toBe(true);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);
    expect(await fileStatus(company, seeker.certificate)).toBe(404);
  });

  it('keeps hiding them after the seeker declines the invitation (REJECTED without ever applying)', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await seekerWithDocuments();
    const id = await invite(company, vacancy.id, seeker.seeker.id);
    expect((await t.post(`/api/v1/invitations/${id}/decline`, {}, seeker.token)).status).toBe(200);

    const card = await applicantOf(company, vacancy.id, 'REJECTED', seeker.seeker.id);
    expect(card.contact_access).toBe('NOT_APPLIED');
    expect(card.seeker).toMatchObject(HIDDEN);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);
  });

  it('does not let a filter on a hidden field tell anything about an invited seeker', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await seekerWithDocuments();
    await invite(company, vacancy.id, seeker.seeker.id);
    const list = (query: string) =>
      t.get(`/api/v1/seekers/job-vacancy-applied/${vacancy.id}?status=INVITED&${query}`, company.token);
    expect((await list('')).body.data.total).toBe(1);
    for (const query of [
      'marriage_status=BELUM%20KAWIN',
      'religion_id=1',
      'job_location_expectation=LOCALE_IN',
    ]) {
      expect((await list(query)).body.data.total, query).toBe(0);
    }
  });

  it('shows them once the seeker accepts, through ACCEPTED', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await seekerWithDocuments();
    const id = await invite(company, vacancy.id, seeker.seeker.id);
    expect((await t.post(`/api/v1/invitations/${id}/accept`, {}, seeker.token)).status).toBe(200);
    for (const to of ['CALLED', 'PASSED', 'ACCEPTED']) {
      expect((await move(company, vacancy.id, seeker.seeker.id, to)).status).toBe(200);
    }

    const card = await applicantOf(company, vacancy.id, 'ACCEPTED', seeker.seeker.id);
    expect(card.contact_access).toBe('SHARED');
    expect(card.seeker).toMatchObject({
      phone: '081234567890',
      address: 'Jl. Pahlawan 1',
      marriage_status: 'BELUM KAWIN',
      wage_expectation: 4_500_000,
      file_ktp_url: `/api/v1/files/${seeker.ktp}`,
    });
    expect(card.seeker.email).toMatch(/@contoh\.test$/);
    expect(await fileStatus(company, seeker.ktp)).toBe(200);
    expect(await fileStatus(company, seeker.certificate)).toBe(200);
  });

  it('keeps them for an application the company rejected after the seeker applied', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await seekerWithDocuments();
    await apply(seeker, vacancy.id);
    expect((await move(company, vacancy.id, seeker.seeker.id, 'REJECTED')).status).toBe(200);

    const card = await applicantOf(company, vacancy.id, 'REJECTED', seeker.seeker.id);
    expect(card.contact_access).toBe('SHARED');
    expect(card.seeker).toMatchObject({ phone: '081234567890', file_ktp_url: `/api/v1/files/${seeker.ktp}` });
    expect(await fileStatus(company, seeker.ktp)).toBe(200);
  });

  /** A company, its public vacancy, and a seeker with stored documents who applied to it. */
  async function applied() {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await seekerWithDocuments();
    await apply(seeker, vacancy.id);
    const closedAt = async () =>
      (await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, vacancy.id)))[0]!.closed_at;
    /** Moves the closing back: `days` ago. */
    const closedDaysAgo = (days: number) =>
      t.db
        .update(jobVacancies)
        .set({ closed_at: sql`now() - make_interval(days => ${days})` })
        .where(eq(jobVacancies.id, vacancy.id));
    return { company, vacancy, seeker, closedAt, closedDaysAgo };
  }

  const withinDays = DOCUMENT_ACCESS_DAYS - 1;
  const beyondDays = DOCUMENT_ACCESS_DAYS + 1;

  it(`lets the company read the documents for ${DOCUMENT_ACCESS_DAYS} days after it deletes the vacancy, and not after`, async () => {
    const { company, vacancy, seeker, closedAt, closedDaysAgo } = await applied();
    expect(await closedAt()).toBeNull();
    expect(
      (await t.request('DELETE', `/api/v1/job-vacancies/${vacancy.id}`, { token: company.token })).status,
    ).toBe(200);
    expect(await closedAt()).toBeInstanceOf(Date);
    expect(await fileStatus(company, seeker.ktp)).toBe(200);

    await closedDaysAgo(withinDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(200);
    expect((await applicantOf(company, vacancy.id, 'APPLIED', seeker.seeker.id)).contact_access).toBe(
      'SHARED',
    );

    await closedDaysAgo(beyondDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);
    expect(await fileStatus(company, seeker.certificate)).toBe(404);
    const card = await applicantOf(company, vacancy.id, 'APPLIED', seeker.seeker.id);
    expect(card.contact_access).toBe('ENDED');
    expect(card.seeker).toMatchObject(HIDDEN);
  });

  it('starts the window when the company closes or unpublishes the vacancy, and clears it when republished', async () => {
    const { company, vacancy, seeker, closedAt, closedDaysAgo } = await applied();
    const publication = (status: string) =>
      t.post(`/api/v1/job-vacancies/change-publication-status/${vacancy.id}`, { status }, company.token);

    expect((await publication('CLOSED')).status).toBe(200);
    expect(await closedAt()).toBeInstanceOf(Date);
    await closedDaysAgo(withinDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(200);
    await closedDaysAgo(beyondDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);

    // Unpublishing a closed vacancy keeps its first closing: the window does not start again.
    expect((await publication('DRAFT')).status).toBe(200);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);

    expect((await publication('PUBLISHED')).status).toBe(200);
    expect(await closedAt()).toBeNull();
    expect(await fileStatus(company, seeker.ktp)).toBe(200);

    expect((await publication('DRAFT')).status).toBe(200);
    expect(await closedAt()).toBeInstanceOf(Date);
    await closedDaysAgo(beyondDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);
  });

  it('counts the window from the expiry date of a vacancy that ran out', async () => {
    const { company, vacancy, seeker } = await applied();
    const expiredDaysAgo = (days: number) =>
      t.db
        .update(jobVacancies)
        .set({ expired_at: sql`now() - make_interval(days => ${days})` })
        .where(eq(jobVacancies.id, vacancy.id));
    await expiredDaysAgo(withinDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(200);
    await expiredDaysAgo(beyondDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);
    expect((await applicantOf(company, vacancy.id, 'APPLIED', seeker.seeker.id)).contact_access).toBe(
      'ENDED',
    );
  });

  it('starts the window when the office refuses the vacancy, and clears it when the office verifies it again', async () => {
    const { company, vacancy, seeker, closedAt, closedDaysAgo } = await applied();
    const admin = await makeUser(t.db, 'admin');
    const adminToken = await sessionToken(t.db, admin.id);
    const decide = (status: string) =>
      t.post(
        `/api/v1/office/job-vacancies/${vacancy.id}/status`,
        { status, note: 'Data belum lengkap.' },
        adminToken,
      );

    expect((await decide('REJECTED')).status).toBe(200);
    expect(await closedAt()).toBeInstanceOf(Date);
    await closedDaysAgo(beyondDays);
    expect(await fileStatus(company, seeker.ktp)).toBe(404);

    expect((await decide('VERIFIED')).status).toBe(200);
    expect(await closedAt()).toBeNull();
    expect(await fileStatus(company, seeker.ktp)).toBe(200);
  });

  it('closes every vacancy of a company that deletes its account', async () => {
    const { company, closedAt } = await applied();
    await t.db
      .update(users)
      .set({ password_hash: await hashPassword('Rahasia#2026') })
      .where(eq(users.id, company.company.user_id));
    const res = await t.post('/api/v1/account/delete', { password: 'Rahasia#2026' }, company.token);
    expect(res.status).toBe(200);
    expect(await closedAt()).toBeInstanceOf(Date);
  });
});

describe('invitations are limited per company per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`answers the invitation after the ${INVITATIONS_PER_COMPANY_PER_DAY}th of the day with 429, its reset time, and no row`, async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const send = async () => {
      const seeker = await makeSeeker(t.db);
      return t.post(
        '/api/v1/invitations',
        { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.id },
        company.token,
      );
    };
    for (let i = 0; i < INVITATIONS_PER_COMPANY_PER_DAY; i++) expect((await send()).status).toBe(201);

    const rows = async () =>
      Number(
        (
          await t.db
            .select({ n: count() })
            .from(seekerJobVacancies)
            .where(eq(seekerJobVacancies.job_vacancy_id, vacancy.id))
        )[0]!.n,
      );
    expect(await rows()).toBe(INVITATIONS_PER_COMPANY_PER_DAY);

    const refused = await send();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.body.message).toBe(invitationLimitMessage(retryAfter));
    expect(refused.body.message).toContain(`Batas ${INVITATIONS_PER_COMPANY_PER_DAY} undangan per hari`);
    expect(await rows()).toBe(INVITATIONS_PER_COMPANY_PER_DAY);

    // Another company has its own count; the limit lives in the shared table every server reads.
    const other = await makeCompanyWithToken(t);
    const otherVacancy = await makeVacancy(t.db, other.company.id);
    const seeker = await makeSeeker(t.db);
    const res = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: otherVacancy.id, seeker_detail_id: seeker.id },
      other.token,
    );
    expect(res.status).toBe(201);
    const [counter] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `invite:company:${company.company.id}`));
    expect(counter?.count).toBeGreaterThan(INVITATIONS_PER_COMPANY_PER_DAY);

    // Once the day's window has passed the company invites again.
    await t.db
      .update(rateLimits)
      .set({ reset_at: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `invite:company:${company.company.id}`));
    expect((await send()).status).toBe(201);
  });
});
