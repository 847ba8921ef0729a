import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POSTING_RULE_CATEGORIES,
  POSTING_RULE_MESSAGES,
  type OfficePostingRule,
  type OfficeVacancy,
  type PostingRule,
} from '@siloker/shared';
import { auditEvents, educations, jobTypes, jobVacancies, postingRules } from '../src/db/schema/index.ts';
import { seedPostingRules } from '../src/db/seed/posting-rules.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, regionOf, somePositionId } from './profile-fixtures.ts';
import { makeCompany, makeUser, sessionToken } from './public-fixtures.ts';

/*
 * Fair-posting checks and refused fee wording (issue 20 items 2 and 3, docs/decisions/102): the seeded
 * rules flag each category, fee wording is refused on create and edit whatever the reason, a reason lets a
 * flagged vacancy save and is public, the office's rule edits take effect, unsafe patterns are refused.
 */
describe('fair-posting rules and the vacancy save', () => {
  let t: TestApp;
  let admin: string;
  let verifier: string;
  let company: { id: number; token: string };
  let otherCompany: string;
  let region: Awaited<ReturnType<typeof regionOf>>;
  let jobTypeId: number;
  let educationId: number;
  let positionId: number;

  const fields = (overrides: Record<string, string> = {}) => ({
    title: 'Operator Produksi',
    job_type_id: String(jobTypeId),
    position_id: String(positionId),
    address: 'Jl. Pangeran Antasari No. 12',
    province_code: region.province_code,
    city_code: region.city_code,
    district_code: region.district_code,
    sub_district_code: region.sub_district_code,
    salary: '4.000.000',
    is_gender_based_count: '0',
    worker_count: '2',
    description: 'Mengoperasikan mesin produksi sesuai prosedur.',
    deadline: '10',
    deadline_period: 'day',
    education_id: String(educationId),
    work_type: 'full',
    ...overrides,
  });
  const save = (overrides: Record<string, string> = {}, token = company.token) =>
    t.request('POST', `/api/v1/job-vacancies/company/${company.id}`, {
      form: formOf(fields(overrides)),
      token,
    });
  const saveRule = (body: Record<string, unknown>, id?: number, token = admin) =>
    t.post(`/api/v1/office/posting-rules${id === undefined ? '' : `/${id}`}`, body, token);
  const vacancyCount = async () => (await t.db.select({ id: jobVacancies.id }).from(jobVacancies)).length;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
    verifier = await sessionToken(t.db, (await makeUser(t.db, 'admin', 'Verifikator', 'VERIFIER')).id);
    const c = await makeCompany(t.db);
    company = { id: c.id, token: await sessionToken(t.db, c.user_id) };
    otherCompany = await sessionToken(t.db, (await makeCompany(t.db)).user_id);
    region = await regionOf(t, '64.72');
    positionId = await somePositionId(t);
    const [jt] = await t.db.select({ id: jobTypes.id }).from(jobTypes).orderBy(asc(jobTypes.id)).limit(1);
    const [ed] = await t.db
      .select({ id: educations.id })
      .from(educations)
      .orderBy(asc(educations.id))
      .limit(1);
    jobTypeId = jt!.id;
    educationId = ed!.id;
  });
  afterAll(() => t?.close());

  it('serves the seeded rules publicly: every category has at least one active rule', async () => {
    const res = await t.get('/api/v1/posting-rules');
    expect(res.status).toBe(200);
    const rules = res.body.data.rules as PostingRule[];
    for (const category of POSTING_RULE_CATEGORIES.filter((c) => c !== 'other')) {
      expect(
        rules.some((r) => r.category === category),
        category,
      ).toBe(true);
    }
    expect(rules.filter((r) => r.kind === 'refuse').every((r) => r.category === 'fee')).toBe(true);
  });

  it('flags each seeded category in any free-text field and refuses the save without a reason', async () => {
    const cases: [category: string, field: string, text: string][] = [
      ['age', 'special_condition', 'Usia maksimal 25 tahun'],
      ['looks', 'required_skills', 'Berpenampilan menarik dan komunikatif'],
      ['marital', 'special_condition', 'Belum menikah'],
      ['height', 'special_condition', 'Tinggi badan minimal 165 cm'],
      ['skin', 'description', 'Diutamakan berkulit putih.'],
      ['ethnicity', 'set_major', 'Suku Jawa'],
      ['religion', 'conclusion', 'Beragama Islam'],
      ['sex', 'title', 'Kasir Khusus Wanita'],
    ];
    const before = await vacancyCount();
    for (const [category, field, text] of cases) {
      const res = await save({ [field]: text });
      expect(res.status, `${category}: ${JSON.stringify(res.body)}`).toBe(422);
      const errors = (res.body.data as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors), category).toEqual(['fair_posting_reason']);
      expect(errors.fair_posting_reason![0]).toContain(POSTING_RULE_MESSAGES.reasonRequired);
    }
    expect(await vacancyCount()).toBe(before);
  });

  it('flags a limit set in the vacancy’s own fields: a count by sex for one sex only', async () => {
    const oneSex = { is_gender_based_count: '1', male_count: '3', female_count: '0' };
    const refused = await save(oneSex);
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body.data as { errors: object }).errors)).toEqual(['fair_posting_reason']);
    // Both sexes counted is not a limit.
    const both = await save({ is_gender_based_count: '1', male_count: '2', female_count: '1' });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
  });

  it('saves a flagged vacancy with a job-related reason and shows the reason on the public page', async () => {
    const reason = 'Pekerjaan mengangkat beban 25 kg di gudang pendingin; syarat dari penilaian K3.';
    const res = await save({
      special_condition: 'Khusus pria, tinggi badan minimal 165 cm',
      fair_posting_reason: reason,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, title_slug } = res.body.data.job_vacancy as { id: number; title_slug: string };
    const [row] = await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, id));
    expect(row!.fair_posting_reason).toBe(reason);
    await t.db
      .update(jobVacancies)
      .set({ status: 'VERIFIED', publication_status: 'PUBLISHED' })
      .where(eq(jobVacancies.id, id));
    const page = await t.get(`/api/v1/job-vacancies/slug/${title_slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data.job_vacancy.fair_posting_reason).toBe(reason);
  });

  it('refuses fee wording on create and on edit with its explanation, whatever the reason says', async () => {
    const fees: [field: string, text: string][] = [
      ['description', 'Pelamar wajib membayar biaya administrasi Rp150.000.'],
      ['special_condition', 'Bersedia membayar biaya seragam'],
      ['benefit_other', 'Pelatihan (biaya pelatihan ditanggung pelamar)'],
      ['conclusion', 'Deposit Rp500.000 sebelum wawancara'],
      ['description', 'Transfer uang pendaftaran ke rekening pribadi HRD'],
    ];
    const before = await vacancyCount();
    for (const [field, text] of fees) {
      const res = await save({ [field]: text, fair_posting_reason: 'Sudah biasa.' });
      expect(res.status, text).toBe(422);
      const errors = (res.body.data as { errors: Record<string, string[]> }).errors;
      expect(errors[field]?.[0], text).toMatch(/^Kata ".+" tidak boleh dipakai: /);
    }
    // The reason field itself is read for fee wording too.
    const inReason = await save({
      special_condition: 'Usia maksimal 30 tahun',
      fair_posting_reason: 'deposit',
    });
    expect(inReason.status).toBe(422);
    expect(Object.keys((inReason.body.data as { errors: object }).errors)).toEqual(['fair_posting_reason']);
    expect(await vacancyCount()).toBe(before);

    // A denial is not a request for money.
    const free = await save({ conclusion: 'Rekrutmen tanpa biaya administrasi, tidak ada deposit.' });
    expect(free.status, JSON.stringify(free.body)).toBe(201);

    const { id } = free.body.data.job_vacancy as { id: number };
    const edit = await save({ id: String(id), description: 'Peserta wajib bayar biaya pelatihan Rp1 juta.' });
    expect(edit.status).toBe(422);
    expect((edit.body.data as { errors: Record<string, string[]> }).errors.description).toHaveLength(1);
    const [row] = await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, id));
    expect(row!.description).toBe(fields().description);
  });

  it('marks a flagged vacancy in the office queue with the phrases and where they are', async () => {
    const res = await save({
      description: 'Operator mesin.\nBerpenampilan menarik.',
      fair_posting_reason: 'Bertemu tamu pabrik setiap hari.',
    });
    expect(res.status).toBe(201);
    const { id } = res.body.data.job_vacancy as { id: number };
    const queue = await t.get('/api/v1/office/job-vacancies?status=PENDING&limit=100', verifier);
    expect(queue.status).toBe(200);
    const item = (queue.body.data.job_vacancies as OfficeVacancy[]).find((v) => v.id === id)!;
    const [flag] = item.posting_flags;
    expect(item.posting_flags).toHaveLength(1);
    expect(flag).toMatchObject({ field: 'description', category: 'looks', phrase: 'Berpenampilan menarik' });
    expect(item.preview.description!.slice(flag!.start, flag!.end)).toBe('Berpenampilan menarik');
    expect(item.preview.fair_posting_reason).toBe('Bertemu tamu pabrik setiap hari.');
  });

  it("takes the office's edits at once: a new rule flags, a deactivated one no longer does; audited", async () => {
    const phrase = 'kerja lembur tanpa upah';
    expect((await save({ description: `Siap ${phrase}.` })).status).toBe(201);
    const created = await saveRule({
      pattern: phrase,
      category: 'other',
      kind: 'refuse',
      explanation: 'Lembur wajib dibayar (PP 35/2021).',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rule = created.body.data.rule as OfficePostingRule;
    expect(rule).toMatchObject({ pattern: phrase, is_regex: false, is_active: true, seed_key: null });
    const refused = await save({ description: `Siap ${phrase.toUpperCase()}.` });
    expect(refused.status).toBe(422);
    expect((refused.body.data as { errors: Record<string, string[]> }).errors.description![0]).toContain(
      'Lembur wajib dibayar',
    );
    expect(
      ((await t.get('/api/v1/posting-rules')).body.data.rules as PostingRule[]).map((r) => r.id),
    ).toContain(rule.id);

    const off = await saveRule({ ...rule, is_active: false }, rule.id);
    expect(off.status).toBe(200);
    expect(off.body.data.rule.is_active).toBe(false);
    expect((await save({ description: `Siap ${phrase}.` })).status).toBe(201);
    expect(
      ((await t.get('/api/v1/posting-rules')).body.data.rules as PostingRule[]).map((r) => r.id),
    ).not.toContain(rule.id);

    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.subject_type, 'posting_rule'));
    expect(audit.map((a) => a.action).sort()).toEqual(['posting_rule.created', 'posting_rule.updated']);

    // A seeded rule the office deactivated stays so after the seed runs again (every start).
    const [seeded] = await t.db.select().from(postingRules).where(eq(postingRules.seed_key, 'fee-deposit'));
    expect((await saveRule({ ...seeded!, is_active: false }, seeded!.id)).status).toBe(200);
    await seedPostingRules(t.db);
    const [after] = await t.db.select().from(postingRules).where(eq(postingRules.seed_key, 'fee-deposit'));
    expect(after!.is_active).toBe(false);
    const list = await t.get('/api/v1/office/posting-rules?category=fee&limit=100', admin);
    expect(list.status).toBe(200);
    expect((list.body.data.rules as OfficePostingRule[]).find((r) => r.id === seeded!.id)?.is_active).toBe(
      false,
    );
  });

  it('refuses a pattern that could hang the server, and other bad input, changing nothing', async () => {
    const before = (await t.db.select({ id: postingRules.id }).from(postingRules)).length;
    const hanging = [
      '(a+)+$',
      '(a|aa)+b',
      '(x?){10}y',
      '\\w{0,10}\\w{0,10}\\w{0,10}\\w{0,10}z',
      'a{0,1000}',
      '(?=a)b',
      '(a)\\1',
    ];
    for (const pattern of hanging) {
      const res = await saveRule({
        pattern,
        is_regex: true,
        category: 'other',
        kind: 'flag',
        explanation: 'x',
      });
      // The shared body schema refuses it: the usual 400 with the field's message.
      expect(res.status, pattern).toBe(400);
      const errors = (res.body.data as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors), pattern).toEqual(['pattern']);
    }
    const bad: Record<string, unknown>[] = [
      { pattern: '', category: 'age', kind: 'flag', explanation: 'x' },
      { pattern: 'ok', category: 'hobi', kind: 'flag', explanation: 'x' },
      { pattern: 'ok', category: 'age', kind: 'hapus', explanation: 'x' },
      { pattern: 'ok', category: 'age', kind: 'flag', explanation: '' },
      { pattern: 'a'.repeat(121), category: 'age', kind: 'flag', explanation: 'x' },
      { pattern: 'ok\u0000', category: 'age', kind: 'flag', explanation: 'x' },
      { pattern: 42, category: 'age', kind: 'flag', explanation: 'x' },
    ];
    for (const body of bad) {
      const res = await saveRule(body);
      expect([400, 422], JSON.stringify(body)).toContain(res.status);
    }
    const duplicate = await saveRule({
      pattern: 'BIAYA ADMINISTRASI',
      category: 'fee',
      kind: 'refuse',
      explanation: 'x',
    });
    expect(duplicate.status).toBe(409);
    expect(
      (
        await saveRule(
          { pattern: 'tidak ada', category: 'age', kind: 'flag', explanation: 'x' },
          2_147_483_647,
        )
      ).status,
    ).toBe(404);
    expect(
      (await saveRule({ pattern: 'x', category: 'age', kind: 'flag', explanation: 'x' }, 2_147_483_648))
        .status,
    ).toBe(400);
    expect((await t.db.select({ id: postingRules.id }).from(postingRules)).length).toBe(before);
  });

  it('lets only the administrator keep the rules', async () => {
    const body = { pattern: 'frasa liar', category: 'other', kind: 'flag', explanation: 'x' };
    expect((await t.post('/api/v1/office/posting-rules', body)).status).toBe(401);
    for (const token of [company.token, otherCompany, verifier]) {
      expect((await saveRule(body, undefined, token)).status).toBe(403);
      expect((await saveRule(body, 1, token)).status).toBe(403);
      expect((await t.get('/api/v1/office/posting-rules', token)).status).toBe(403);
    }
    const [wild] = await t.db.select().from(postingRules).where(eq(postingRules.pattern, 'frasa liar'));
    expect(wild).toBeUndefined();
    const [first] = await t.db.select().from(postingRules).where(eq(postingRules.id, 1));
    expect(first!.pattern).not.toBe('frasa liar');
  });
});
