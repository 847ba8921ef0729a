import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_CHECK_MESSAGES } from '@siloker/shared';
import { auditEvents, companyDetails, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, pdf, regionOf } from './profile-fixtures.ts';
import { COMPLETE_COMPANY, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

/*
 * A verified badge that says what was verified (issue 20 item 4; docs/decisions/106): the office records
 * checks one by one; public reads show only recorded checks whose values have not changed since.
 */
describe('company checks and the public badge', () => {
  let t: TestApp;
  let officeToken: string;
  let verifierToken: string;
  let region: Awaited<ReturnType<typeof regionOf>>;

  const checksPath = (id: number) => `/api/v1/office/companies/${id}/checks`;
  const record = (id: number, body: unknown, token = officeToken) =>
    t.request('POST', checksPath(id), { body, token });

  /** A verified company with a public vacancy; its account's e-mail is `email`, its website `website`. */
  async function verifiedCompany(opts: { email?: string; website?: string | null } = {}) {
    const n = Math.floor(Math.random() * 1e9);
    const user = await makeUser(t.db, 'company', `Pemilik ${n}`);
    if (opts.email) await t.db.update(users).set({ email: opts.email }).where(eq(users.id, user.id));
    const [company] = await t.db
      .insert(companyDetails)
      .values({
        user_id: user.id,
        name: `PT Periksa ${n}`,
        slug_name: `pt-periksa-${n}`,
        status: 'PENDING',
        website: opts.website ?? null,
        ...COMPLETE_COMPANY,
        ...region,
        business_field_id: 2,
      })
      .returning();
    const verified = await t.post(
      `/api/v1/office/companies/${company!.id}/status`,
      { status: 'VERIFIED' },
      officeToken,
    );
    expect(verified.status).toBe(200);
    const vacancy = await makeVacancy(t.db, company!.id);
    return { company: company!, vacancy, user, token: await sessionToken(t.db, user.id) };
  }

  const pageChecks = async (slug: string) => {
    const res = await t.get(`/api/v1/companies/slug/${slug}`);
    expect(res.status).toBe(200);
    return res.body.data.company.company_checks as { kind: string; visited_on: string | null }[];
  };
  const cardChecks = async (vacancyId: number) => {
    const res = await t.get('/api/v1/job-vacancies?limit=100');
    expect(res.status).toBe(200);
    const card = (res.body.data.job_vacancies as { id: number; company_checks: unknown[] }[]).find(
      (v) => v.id === vacancyId,
    );
    expect(card, 'the vacancy is on the public list').toBeDefined();
    return card!.company_checks as { kind: string }[];
  };
  const kinds = (checks: { kind: string }[]) => checks.map((c) => c.kind);

  beforeAll(async () => {
    t = await createTestApp();
    officeToken = await sessionToken(t.db, (await makeUser(t.db, 'admin', 'Petugas Pemeriksa')).id);
    verifierToken = await sessionToken(t.db, (await makeUser(t.db, 'admin', 'Verifikator', 'VERIFIER')).id);
    region = await regionOf(t, '64.72');
  });
  afterAll(() => t?.close());

  it('shows no check until the office records one, then exactly the recorded ones on the company page, cards and detail', async () => {
    const c = await verifiedCompany();
    expect(await pageChecks(c.company.slug_name)).toEqual([]);
    expect(await cardChecks(c.vacancy.id)).toEqual([]);

    // The verifier (an office role) records too; recording twice replaces the first.
    expect(
      (await record(c.company.id, { kind: 'site_visit', visited_on: '2026-01-15' }, verifierToken)).status,
    ).toBe(200);
    const res = await record(c.company.id, { kind: 'site_visit', visited_on: '2026-02-03' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMPANY_CHECK_MESSAGES.recorded);
    expect((await record(c.company.id, { kind: 'nib_document' })).status).toBe(200);
    expect(res.body.data.company_checks.checks).toMatchObject([
      {
        kind: 'site_visit',
        visited_on: '2026-02-03',
        recorded_by_name: 'Petugas Pemeriksa',
        is_current: true,
      },
    ]);

    const page = await pageChecks(c.company.slug_name);
    expect(page).toEqual([
      { kind: 'nib_document', checked_at: expect.any(String), visited_on: null },
      { kind: 'site_visit', checked_at: expect.any(String), visited_on: '2026-02-03' },
    ]);
    // Each page and card reads its own company's checks only.
    const other = await verifiedCompany();
    expect(await pageChecks(other.company.slug_name)).toEqual([]);
    expect(await cardChecks(other.vacancy.id)).toEqual([]);
    // A card reads its checks in its own statement: the same values as the company page's read.
    expect(await cardChecks(c.vacancy.id)).toEqual(page);
    const detail = await t.get(`/api/v1/job-vacancies/slug/${c.vacancy.title_slug}`);
    expect(detail.body.data.job_vacancy.company_checks).toEqual(page);
    // The company page's own vacancy cards carry them too.
    const onPage = await t.get(`/api/v1/companies/slug/${c.company.slug_name}`);
    expect(kinds(onPage.body.data.company.job_vacancies[0].company_checks)).toEqual([
      'nib_document',
      'site_visit',
    ]);

    // Public reads carry no recorder, no fingerprint, no NIB or its document (docs/decisions/020).
    for (const text of [JSON.stringify(onPage.body), JSON.stringify(detail.body)]) {
      expect(text).not.toContain('Petugas Pemeriksa');
      expect(text).not.toContain('recorded_by');
      expect(text).not.toContain('fingerprint');
      expect(text).not.toContain(COMPLETE_COMPANY.nib);
      expect(text).not.toContain(COMPLETE_COMPANY.file_nib);
    }

    // Each recording is in the audit trail with who and what.
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'company.check_recorded'), eq(auditEvents.subject_id, c.company.id)));
    expect(audit.map((a) => a.detail)).toContainEqual({ kind: 'site_visit', visited_on: '2026-02-03' });
    expect(audit).toHaveLength(3);
  });

  it('hides a check whose document changed until the office checks again, and keeps the others', async () => {
    const c = await verifiedCompany({
      email: `hrd${Date.now()}@periksa.co.id`,
      website: 'https://www.periksa.co.id/',
    });
    for (const kind of ['nib_document', 'npwp_on_file', 'email_domain']) {
      expect((await record(c.company.id, { kind })).status).toBe(200);
    }
    expect(kinds(await pageChecks(c.company.slug_name))).toEqual([
      'nib_document',
      'npwp_on_file',
      'email_domain',
    ]);

    // The company uploads a new NPWP through its profile: back to the office (decision 073), which verifies.
    const saved = await t.request('POST', '/api/v1/profile-company/', {
      form: formOf(
        {
          name: c.company.name,
          email: '',
          about: '',
          address: COMPLETE_COMPANY.address,
          ...{ province_code: region.province_code, city_code: region.city_code },
          ...{ district_code: region.district_code, sub_district_code: region.sub_district_code },
          phone: COMPLETE_COMPANY.phone,
          website: 'https://www.periksa.co.id/',
          business_field_id: '2',
          postal_code: '',
          nib: COMPLETE_COMPANY.nib,
          status_office: COMPLETE_COMPANY.status_office,
        },
        { file_npwp: { data: pdf('npwp-baru'), name: 'npwp.pdf' } },
      ),
      token: c.token,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.company_detail.status).toBe('PENDING');
    const again = await t.post(
      `/api/v1/office/companies/${c.company.id}/status`,
      { status: 'VERIFIED' },
      officeToken,
    );
    expect(again.status).toBe(200);
    // The office's review says which check no longer holds.
    expect(
      (again.body.data.company.checks.checks as { kind: string; is_current: boolean }[]).map((x) => [
        x.kind,
        x.is_current,
      ]),
    ).toEqual([
      ['nib_document', true],
      ['npwp_on_file', false],
      ['email_domain', true],
    ]);
    expect(kinds(await pageChecks(c.company.slug_name))).toEqual(['nib_document', 'email_domain']);
    expect(kinds(await cardChecks(c.vacancy.id))).toEqual(['nib_document', 'email_domain']);

    // Checked again: shown again.
    expect((await record(c.company.id, { kind: 'npwp_on_file' })).status).toBe(200);
    expect(kinds(await pageChecks(c.company.slug_name))).toEqual([
      'nib_document',
      'npwp_on_file',
      'email_domain',
    ]);

    // A moved address hides what stands on it (both documents and the visit), not the e-mail domain;
    // a new account e-mail hides the domain.
    await t.db
      .update(companyDetails)
      .set({ address: 'Jl. Baru No. 9' })
      .where(eq(companyDetails.id, c.company.id));
    expect(kinds(await pageChecks(c.company.slug_name))).toEqual(['email_domain']);
    await t.db
      .update(users)
      .set({ email: `hrd${Date.now()}@lain.co.id` })
      .where(eq(users.id, c.user.id));
    expect(await pageChecks(c.company.slug_name)).toEqual([]);
  });

  it('confirms an e-mail domain by the website or by hand, never a free mail one', async () => {
    const matched = await verifiedCompany({
      email: `a${Date.now()}@hr.samudra.co.id`,
      website: 'samudra.co.id',
    });
    expect((await record(matched.company.id, { kind: 'email_domain' })).status).toBe(200);

    const other = await verifiedCompany({
      email: `b${Date.now()}@samudra-group.com`,
      website: 'samudra.co.id',
    });
    const refused = await record(other.company.id, { kind: 'email_domain' });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors.by_hand).toEqual([
      COMPANY_CHECK_MESSAGES.domainMismatch('samudra-group.com', 'samudra.co.id'),
    ]);
    expect((await record(other.company.id, { kind: 'email_domain', by_hand: true })).status).toBe(200);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'company.check_recorded'), eq(auditEvents.subject_id, other.company.id)),
      );
    expect(audit[0]?.detail).toEqual({ kind: 'email_domain', visited_on: null, by_hand: true });

    const free = await verifiedCompany({ email: `c${Date.now()}@gmail.com`, website: 'gmail.com' });
    const res = await record(free.company.id, { kind: 'email_domain', by_hand: true });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(COMPANY_CHECK_MESSAGES.freeMail('gmail.com'));
  });

  it('refuses bad input, missing companies and documents, and any other role, changing nothing', async () => {
    const c = await verifiedCompany();
    const bad: [unknown, number, string][] = [
      [{ kind: 'ktp' }, 400, 'kind'],
      [{ kind: 'nib\u0000' }, 400, 'kind'],
      [{}, 400, 'kind'],
      [{ kind: 'site_visit' }, 400, 'visited_on'],
      [{ kind: 'site_visit', visited_on: '2026-02-30' }, 400, 'visited_on'],
      [{ kind: 'site_visit', visited_on: '1999-12-31' }, 400, 'visited_on'],
      [{ kind: 'site_visit', visited_on: 20260101 }, 400, 'visited_on'],
      [{ kind: 'nib_document', visited_on: '2026-01-01' }, 400, 'visited_on'],
      [{ kind: 'nib_document', by_hand: true }, 400, 'by_hand'],
      [{ kind: 'email_domain', by_hand: 'ya' }, 400, 'by_hand'],
      [{ kind: 'site_visit', visited_on: '2999-01-01' }, 422, 'visited_on'],
    ];
    for (const [body, status, field] of bad) {
      const res = await record(c.company.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.body.data.errors), JSON.stringify(body)).toContain(field);
    }
    expect((await record(2_147_483_647, { kind: 'npwp_on_file' })).status).toBe(404);
    expect((await record(2_147_483_648, { kind: 'npwp_on_file' })).status).toBe(400);
    expect(
      (
        await t.request('POST', '/api/v1/office/companies/abc/checks', {
          body: { kind: 'npwp_on_file' },
          token: officeToken,
        })
      ).status,
    ).toBe(400);

    // A check needs what it checks.
    await t.db.update(companyDetails).set({ file_npwp: null }).where(eq(companyDetails.id, c.company.id));
    const noNpwp = await record(c.company.id, { kind: 'npwp_on_file' });
    expect(noNpwp.status).toBe(422);
    expect(noNpwp.body.message).toBe(COMPANY_CHECK_MESSAGES.npwpMissing);

    // Guests, seekers and companies (the company itself included) may not record or withdraw.
    const seekerToken = await sessionToken(t.db, (await makeUser(t.db, 'seeker')).id);
    expect((await record(c.company.id, { kind: 'nib_document' }, '')).status).toBe(401);
    expect((await record(c.company.id, { kind: 'nib_document' }, seekerToken)).status).toBe(403);
    expect((await record(c.company.id, { kind: 'nib_document' }, c.token)).status).toBe(403);
    expect(
      (await t.request('DELETE', `${checksPath(c.company.id)}/nib_document`, { token: c.token })).status,
    ).toBe(403);
    expect(await pageChecks(c.company.slug_name)).toEqual([]);
  });

  it('withdraws a recorded check, which leaves the public pages at once', async () => {
    const c = await verifiedCompany();
    expect((await record(c.company.id, { kind: 'nib_document' })).status).toBe(200);
    expect(kinds(await pageChecks(c.company.slug_name))).toEqual(['nib_document']);
    const res = await t.request('DELETE', `${checksPath(c.company.id)}/nib_document`, { token: officeToken });
    expect(res.status).toBe(200);
    expect(res.body.data.company_checks.checks).toEqual([]);
    expect(await pageChecks(c.company.slug_name)).toEqual([]);
    const twice = await t.request('DELETE', `${checksPath(c.company.id)}/nib_document`, {
      token: officeToken,
    });
    expect(twice.status).toBe(404);
    expect(
      (await t.request('DELETE', `${checksPath(c.company.id)}/ktp`, { token: officeToken })).status,
    ).toBe(400);
  });
});
