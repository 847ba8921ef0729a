import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES, MESSAGES, UPLOAD_MESSAGES } from '@siloker/shared';
import { createTestApp, type TestApp } from './harness.ts';
import { LEAK_PATTERN, logCapture, rowsDigest, signedInCallers } from './hostile-fixtures.ts';
import { makePost, makeVacancy } from './public-fixtures.ts';

/**
 * Input PostgreSQL cannot take (a NUL byte in text, an id of 2^31 or more) and broken multipart forms
 * used to fail inside a query: a 500 with the SQL logged at error level. Each is now a 400 with an
 * Indonesian message from the shared schemas, changes no row and logs nothing as an error
 * (docs/decisions/075).
 */
const BIG = 2 ** 31;
const NUL = '%00';
type Caller = 'guest' | 'seeker' | 'company' | 'office';
type Case = [caller: Caller, method: string, path: string, body?: unknown];

const LIST_ROUTES: [Caller, string][] = [
  ['guest', '/job-vacancies'],
  ['guest', '/companies'],
  ['guest', '/seekers'],
  ['guest', '/posts'],
  ['guest', '/landing-page'],
  ['guest', '/master'],
  ['guest', '/master/masters'],
  ['guest', '/master/business-fields'],
  ['guest', '/master/educations'],
  ['guest', '/master/job-types'],
  ['guest', '/master/disabilities'],
  ['guest', '/master/majors'],
  ['guest', '/master/positions'],
  ['guest', '/location/provinces'],
  ['guest', '/location/cities?province_code=64'],
  ['guest', '/location/districts?city_code=64.72'],
  ['guest', '/location/sub-districts?district_code=64.72.01'],
  ['company', '/users'],
  ['seeker', '/notifications'],
  ['seeker', '/posts/seeker/'],
  ['company', '/job-vacancies/company/{company}'],
  ['company', '/seekers/job-vacancy/{vacancy}'],
  ['company', '/seekers/job-vacancy-applied/{vacancy}'],
  ['office', '/office/companies'],
  ['office', '/office/job-vacancies'],
  ['office', '/office/posts'],
  ['office', '/office/posts/{post}/participants'],
  ['office', '/office/seekers'],
  ['office', '/office/seekers/reports-due'],
  ['office', '/office/staff'],
  ['office', '/panel/positions/'],
  ['office', '/panel/positions/search'],
];

const NUL_CASES: Case[] = [
  ...LIST_ROUTES.map(([caller, path]): Case => [
    caller,
    'GET',
    `${path}${path.includes('?') ? '&' : '?'}search=a${NUL}b`,
  ]),
  ['guest', 'GET', `/job-vacancies/slug/lowongan${NUL}`],
  ['guest', 'GET', `/posts/slug/acara${NUL}`],
  ['guest', 'GET', `/companies/slug/pt${NUL}`],
  ['guest', 'GET', `/seekers/slug/pencari${NUL}`],
  ['guest', 'GET', `/ak1/verify/${NUL}`],
  ['guest', 'GET', `/ak1/verify/6472${NUL}0001`],
  ['seeker', 'GET', `/files/ktp/a${NUL}.png`],
  ['guest', 'GET', `/job-vacancies?province_code=64${NUL}`],
  [
    'guest',
    'POST',
    '/auth/register',
    {
      name: 'Budi\u0000',
      email: 'budi@contoh.id',
      password: 'kopi-susu-pagi-hari',
      password_confirmation: 'kopi-susu-pagi-hari',
      type: 'seeker',
      roles: 'seeker',
    },
  ],
  ['guest', 'POST', '/auth/login', { email: 'budi\u0000@contoh.id', password: 'x' }],
  ['guest', 'POST', '/auth/send-email-reset-password', { email: 'budi@contoh.id\u0000' }],
  ['seeker', 'POST', '/auth/change-account', { name: 'Budi\u0000Santoso', email: 'budi@contoh.id' }],
  ['seeker', 'POST', '/seeker/ak1/reports', { status: 'WORKING', company_name: 'PT\u0000Maju' }],
  [
    'company',
    'POST',
    '/invitations',
    { job_vacancy_id: '{vacancy}', seeker_detail_id: '{seekerDetail}', message: 'Halo\u0000' },
  ],
  [
    'company',
    'POST',
    '/seekers/job-vacancy/change-status',
    {
      job_vacancy_id: '{vacancy}',
      seeker_detail_id: '{seekerDetail}',
      status: 'CALLED',
      note: 'Catatan\u0000',
    },
  ],
  ['office', 'POST', '/office/companies/{company}/status', { status: 'REJECTED', note: 'Kurang\u0000' }],
  ['office', 'POST', '/panel/positions/', { name: 'Juru\u0000Masak' }],
  ['office', 'POST', '/office/staff', { name: 'Staf\u0000', email: 'staf@contoh.id' }],
  ['seeker', 'POST', '/account/delete', { password: 'x\u0000' }],
  ['guest', 'POST', '/job-vacancies/view', { job_vacancy_id: 1, extra: 'a\u0000' }],
];

const ID_CASES: Case[] = [
  ['guest', 'POST', '/job-vacancies/view', { job_vacancy_id: BIG }],
  ['guest', 'POST', '/job-vacancies/view', { job_vacancy_id: String(BIG) }],
  ['guest', 'POST', '/posts/view', { post_id: BIG }],
  ['guest', 'GET', `/job-vacancies?job_type_id=${BIG}`],
  ['guest', 'GET', `/job-vacancies?user_id=${BIG}`],
  ['guest', 'GET', `/seekers?education_id=${BIG}`],
  ['guest', 'GET', `/master/positions?parent_id=${BIG}`],
  ['company', 'GET', `/users?education_id=${BIG}`],
  ['company', 'GET', `/users?position_id=${BIG}`],
  ['seeker', 'POST', '/seekers/applied/', { job_vacancy_id: BIG, seeker_detail_id: '{seekerDetail}' }],
  ['seeker', 'POST', '/posts/join', { post_id: BIG }],
  ['seeker', 'POST', `/invitations/${BIG}/accept`],
  ['seeker', 'POST', `/invitations/${BIG}/decline`],
  ['seeker', 'POST', '/notifications/read', { ids: [BIG] }],
  ['seeker', 'GET', `/job-vacancies/seeker/job-application-statuses?job_vacancy_id=${BIG}`],
  ['seeker', 'GET', `/job-vacancies/seeker/job-application-applicants?seeker_detail_id=${BIG}`],
  ['company', 'POST', '/invitations', { job_vacancy_id: BIG, seeker_detail_id: '{seekerDetail}' }],
  [
    'company',
    'POST',
    '/seekers/job-vacancy/change-status',
    { job_vacancy_id: '{vacancy}', seeker_detail_id: BIG, status: 'CALLED' },
  ],
  ['company', 'GET', `/seekers/job-vacancy/${BIG}`],
  ['company', 'GET', `/seekers/job-vacancy-applied/${BIG}`],
  ['company', 'GET', `/seekers/job-vacancy-applied/{vacancy}?education_id=${BIG}`],
  ['company', 'GET', `/job-vacancies/company/${BIG}`],
  ['company', 'POST', `/job-vacancies/change-publication-status/${BIG}`, { publication_status: 'PUBLISHED' }],
  ['company', 'DELETE', `/job-vacancies/${BIG}`],
  ['office', 'POST', `/office/companies/${BIG}/status`, { status: 'VERIFIED' }],
  ['office', 'POST', `/office/job-vacancies/${BIG}/status`, { status: 'VERIFIED' }],
  ['office', 'POST', `/office/seekers/${BIG}/status`, { status: 'VERIFIED' }],
  ['office', 'POST', `/office/staff/${BIG}/status`, { active: false }],
  ['office', 'GET', `/office/posts/${BIG}`],
  ['office', 'POST', `/office/posts/${BIG}/status`, { status: 'PUBLISHED' }],
  ['office', 'DELETE', `/office/posts/${BIG}`],
  ['office', 'GET', `/office/posts/${BIG}/participants`],
  ['office', 'GET', `/office/posts/${BIG}/participants.csv`],
  ['office', 'POST', `/office/posts/{post}/participants/${BIG}/attendance`, { attended: true }],
  ['office', 'GET', `/panel/positions/?parent_id=${BIG}`],
  ['office', 'DELETE', `/panel/positions/?id=${BIG}`, {}],
  ['office', 'POST', '/panel/positions/', { id: BIG, name: 'Juru Masak' }],
  ['guest', 'POST', '/job-vacancies/view', { job_vacancy_id: -1 }],
  ['guest', 'POST', '/job-vacancies/view', { job_vacancy_id: 1.5 }],
  ['guest', 'POST', '/job-vacancies/view', { job_vacancy_id: 1e308 }],
];

describe('hostile input answers 400 in Indonesian, changes nothing and logs no error', () => {
  let t: TestApp;
  const log = logCapture();
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: log.stream });
    callers = await signedInCallers(t);
    const vacancy = await makeVacancy(t.db, callers.company.companyDetailId);
    const post = await makePost(t.db);
    ids = {
      company: callers.company.companyDetailId,
      vacancy: vacancy.id,
      post: post.id,
      seekerDetail: callers.seeker.seekerDetailId,
    };
  });
  afterAll(() => t.close());
  beforeEach(() => log.clear());

  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(ids[k]));
  const fillBody = (body: unknown): unknown =>
    body === undefined
      ? undefined
      : JSON.parse(fill(JSON.stringify(body)), (_k, v) =>
          typeof v === 'string' && /^\d+$/.test(v) && v.length < 10 ? Number(v) : v,
        );

  async function send([caller, method, path, body]: Case) {
    const token = caller === 'guest' ? undefined : callers[caller].token;
    return t.request(method, `/api/v1${fill(path)}`, { token, body: fillBody(body) });
  }

  async function expectRefused(c: Case, message: string) {
    const before = await rowsDigest(t);
    const res = await send(c);
    const label = `${c[0]} ${c[1]} ${c[2]} → ${res.status} ${res.body.message}`;
    expect(res.status, label).toBe(400);
    expect(res.body.status, label).toBe('fail');
    expect(res.body.message, label).toContain(message);
    expect(JSON.stringify(res.body), label).not.toMatch(LEAK_PATTERN);
    expect(await rowsDigest(t), label).toBe(before);
    expect(log.errors(), label).toEqual([]);
  }

  it.each(NUL_CASES)('%s %s %s: a NUL byte is a 400 naming it', async (...c) => {
    await expectRefused(c as Case, INPUT_MESSAGES.nul);
  });

  it.each(ID_CASES)('%s %s %s: an id outside int32 is a 400', async (...c) => {
    const res = await send(c as Case);
    // The message is the id's own (INPUT_MESSAGES.id) or zod's Indonesian one for a non-integer.
    expect(res.status, `${c[1]} ${c[2]} → ${res.status} ${res.body.message}`).toBe(400);
    await expectRefused(c as Case, '');
  });

  it('an id of 2^31 - 1 is still a number the routes take (404, not 400)', async () => {
    const res = await t.post('/api/v1/job-vacancies/view', { job_vacancy_id: BIG - 1 });
    expect(res.status).toBe(404);
  });

  it('the id message is Indonesian', async () => {
    const res = await t.post('/api/v1/job-vacancies/view', { job_vacancy_id: BIG });
    expect(res.body.message).toBe(`job_vacancy_id: ${INPUT_MESSAGES.id}`);
  });

  describe('multipart forms', () => {
    const routes: [Caller, string][] = [
      ['seeker', '/profile-seeker/'],
      ['company', '/profile-company/'],
      ['company', '/job-vacancies/company/{company}'],
      ['office', '/office/posts'],
      ['office', '/office/configs'],
    ];
    async function raw(caller: Caller, path: string, contentType: string, body: string) {
      const token = caller === 'guest' ? '' : callers[caller].token;
      const res = await fetch(`${t.baseUrl}/api/v1${fill(path)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      });
      return { status: res.status, body: (await res.json()) as { status: string; message: string } };
    }
    const cut = '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nBudi';

    it.each(routes)('%s %s: no boundary is a 400', async (caller, path) => {
      const before = await rowsDigest(t);
      const res = await raw(caller, path, 'multipart/form-data', cut);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(UPLOAD_MESSAGES.badForm);
      expect(await rowsDigest(t)).toBe(before);
      expect(log.errors()).toEqual([]);
    });

    it.each(routes)('%s %s: a body cut short is a 400', async (caller, path) => {
      const before = await rowsDigest(t);
      const res = await raw(caller, path, 'multipart/form-data; boundary=xyz', cut);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(UPLOAD_MESSAGES.badForm);
      expect(await rowsDigest(t)).toBe(before);
      expect(log.errors()).toEqual([]);
    });

    it('a NUL byte in a profile form field is refused and stores nothing', async () => {
      const before = await rowsDigest(t);
      const form = new FormData();
      form.set('full_name', 'Budi\u0000Santoso');
      form.set('nik', '6472010101010001');
      const res = await t.request('POST', '/api/v1/profile-seeker/', { token: callers.seeker.token, form });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body)).toContain(INPUT_MESSAGES.nul);
      expect(await rowsDigest(t)).toBe(before);
      expect(log.errors()).toEqual([]);
    });
  });

  it('an over-long path parameter is a 414 in the envelope', async () => {
    const res = await t.get(`/api/v1/job-vacancies/slug/${'a'.repeat(2_000)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ status: 'fail', message: INPUT_MESSAGES.uriTooLong, data: null });
  });

  it('a broken percent-encoding in the path is a 400 in the envelope', async () => {
    const res = await t.get('/api/v1/job-vacancies/slug/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.invalidInput, data: null });
  });
});
