import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_DECLINED_NOTE, INVITATION_MESSAGES } from '@siloker/shared';
import type { seekerDetails } from '../src/db/schema/index.ts';
import {
  applicationStatusHistories,
  jobVacancies,
  notifications,
  seekerJobVacancies,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompanyWithToken, makeCompleteSeeker as makeSeekerWithProfile } from './profile-fixtures.ts';
import { makeVacancy } from './public-fixtures.ts';

/** A seeker with everything applying needs, plus one education (the invitation tests' Sari). */
const makeCompleteSeeker = (t: TestApp, overrides: Partial<typeof seekerDetails.$inferInsert> = {}) =>
  makeSeekerWithProfile(
    t,
    {
      full_name: 'Sari Lestari',
      birth_date: '1996-02-01',
      address: 'Jl. Juanda 2',
      phone: '081298765432',
      photo: 'photo/sari.jpg',
      file_ktp: 'ktp/sari.pdf',
      ...overrides,
    },
    { graduation_year: 2014, school_name: 'SMAN 2' },
  );
const countOf = async (t: TestApp, vacancyId: number) =>
  (await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, vacancyId)))[0]!.applicant_count;

const historyOf = (t: TestApp, id: number) =>
  t.db
    .select()
    .from(applicationStatusHistories)
    .where(eq(applicationStatusHistories.seeker_job_vacancy_id, id))
    .orderBy(asc(applicationStatusHistories.id));

const noticesOf = (t: TestApp, userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.user_id, userId));

describe('invitations (tawar lamaran)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A company with a public vacancy, a complete public seeker, and the invitation already sent. */
  async function invited(message?: string) {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await makeCompleteSeeker(t);
    const res = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker.id, message },
      company.token,
    );
    expect(res.status).toBe(201);
    return { company, vacancy, seeker, invitation: res.body.data.invitation };
  }

  it('records an INVITED invitation row with the message in its first history row and tells the seeker', async () => {
    const { vacancy, seeker, invitation, company } = await invited('Kami tertarik dengan profil Anda.');
    expect(invitation).toMatchObject({
      status: 'INVITED',
      answer: 'PENDING',
      answered_at: null,
      applied_at: null,
      message: 'Kami tertarik dengan profil Anda.',
      job_vacancy: { id: vacancy.id, title: vacancy.title },
      company: { id: company.company.id, name: company.company.name },
      seeker: { id: seeker.seeker.id, name: 'Sari Lestari' },
    });
    const [row] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.id, invitation.id));
    expect(row).toMatchObject({ status: 'INVITED', is_invitation: true, applied_at: null });
    expect(await historyOf(t, invitation.id)).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'INVITED',
        note: 'Kami tertarik dengan profil Anda.',
        changed_by: company.company.user_id,
      }),
    ]);
    expect(await noticesOf(t, seeker.seeker.user_id)).toEqual([
      expect.objectContaining({
        title: 'Undangan melamar kerja',
        link: '/panel/data-lowongan-kerja/pencari-kerja',
      }),
    ]);
  });

  it('keeps a pending invitation out of the public count and the company applicant list, and lists it for both sides', async () => {
    const { vacancy, seeker, invitation, company } = await invited();
    expect(await countOf(t, vacancy.id)).toBe(0);
    const detail = await t.get(`/api/v1/job-vacancies/slug/${vacancy.title_slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.job_vacancy.applicant_count).toBe(0);
    const applicants = await t.get(`/api/v1/seekers/job-vacancy-applied/${vacancy.id}`, company.token);
    expect(applicants.body.data.total).toBe(0);

    const mine = await t.get('/api/v1/invitations', seeker.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.invitations[0]).toMatchObject({ id: invitation.id, answer: 'PENDING' });
    const sent = await t.get('/api/v1/invitations?answer=PENDING', company.token);
    expect(sent.body.data.invitations.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    expect((await t.get('/api/v1/invitations?answer=ACCEPTED', company.token)).body.data.total).toBe(0);
    expect((await t.get('/api/v1/invitations')).status).toBe(401);
  });

  it('turns an accepted invitation into an application at APPLIED, counts it once and tells the company', async () => {
    const { vacancy, seeker, invitation, company } = await invited();
    const res = await t.post(`/api/v1/invitations/${invitation.id}/accept`, {}, seeker.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INVITATION_MESSAGES.accepted);
    expect(res.body.data.applicant_count).toBe(1);
    expect(res.body.data.invitation).toMatchObject({ status: 'APPLIED', answer: 'ACCEPTED' });
    expect(res.body.data.invitation.applied_at).toEqual(expect.any(String));
    expect(res.body.data.invitation.answered_at).toEqual(expect.any(String));
    expect(await countOf(t, vacancy.id)).toBe(1);
    expect((await historyOf(t, invitation.id)).map((h) => [h.from_status, h.to_status])).toEqual([
      [null, 'INVITED'],
      ['INVITED', 'APPLIED'],
    ]);

    const applicants = await t.get(`/api/v1/seekers/job-vacancy-applied/${vacancy.id}`, company.token);
    expect(applicants.body.data.applicants).toEqual([
      expect.objectContaining({ status: 'APPLIED', is_invitation: true }),
    ]);
    const sent = await t.get('/api/v1/invitations?answer=ACCEPTED', company.token);
    expect(sent.body.data.invitations).toEqual([expect.objectContaining({ id: invitation.id })]);
    expect(await noticesOf(t, company.company.user_id)).toEqual([
      expect.objectContaining({ title: 'Undangan diterima' }),
    ]);

    const again = await t.post(`/api/v1/invitations/${invitation.id}/accept`, {}, seeker.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVITATION_MESSAGES.alreadyAnswered);
    expect(await countOf(t, vacancy.id)).toBe(1);
  });

  it('counts exactly one application when the seeker accepts twice at once', async () => {
    const { vacancy, seeker, invitation } = await invited();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post(`/api/v1/invitations/${invitation.id}/accept`, {}, seeker.token),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await countOf(t, vacancy.id)).toBe(1);
    expect(await historyOf(t, invitation.id)).toHaveLength(2);
  });

  it('records a decline as REJECTED with its note, keeps the count, and lets the company see the answer', async () => {
    const { vacancy, seeker, invitation, company } = await invited();
    const res = await t.post(`/api/v1/invitations/${invitation.id}/decline`, {}, seeker.token);
    expect(res.status).toBe(200);
    expect(res.body.data.invitation).toMatchObject({ status: 'REJECTED', answer: 'DECLINED' });
    expect(await countOf(t, vacancy.id)).toBe(0);
    expect(await historyOf(t, invitation.id)).toEqual([
      expect.objectContaining({ to_status: 'INVITED' }),
      expect.objectContaining({
        from_status: 'INVITED',
        to_status: 'REJECTED',
        note: INVITATION_DECLINED_NOTE,
        changed_by: seeker.seeker.user_id,
      }),
    ]);
    const sent = await t.get('/api/v1/invitations?answer=DECLINED', company.token);
    expect(sent.body.data.invitations).toEqual([
      expect.objectContaining({ id: invitation.id, answer: 'DECLINED', status: 'REJECTED' }),
    ]);
    expect(await noticesOf(t, company.company.user_id)).toEqual([
      expect.objectContaining({ title: 'Undangan ditolak' }),
    ]);
    expect((await t.post(`/api/v1/invitations/${invitation.id}/accept`, {}, seeker.token)).status).toBe(409);
  });

  it('refuses another seeker answering someone else’s invitation and leaves it pending', async () => {
    const { invitation } = await invited();
    const other = await makeCompleteSeeker(t);
    for (const action of ['accept', 'decline']) {
      const res = await t.post(`/api/v1/invitations/${invitation.id}/${action}`, {}, other.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(INVITATION_MESSAGES.notOwnInvitation);
    }
    const [row] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.id, invitation.id));
    expect(row!.status).toBe('INVITED');
    expect((await t.get('/api/v1/invitations', other.token)).body.data.total).toBe(0);
    expect((await t.post('/api/v1/invitations/999999/accept', {}, other.token)).status).toBe(404);
  });

  it('refuses a company inviting to another company’s vacancy, and a seeker or guest inviting at all', async () => {
    const owner = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, owner.company.id);
    const intruder = await makeCompanyWithToken(t);
    const seeker = await makeCompleteSeeker(t);
    const body = { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker.id };
    const res = await t.post('/api/v1/invitations', body, intruder.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(INVITATION_MESSAGES.notOwnVacancy);
    expect((await t.post('/api/v1/invitations', body, seeker.token)).status).toBe(403);
    expect((await t.post('/api/v1/invitations', body)).status).toBe(401);
    const rows = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.job_vacancy_id, vacancy.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses inviting a seeker who has not opted into the directory', async () => {
    const { company, token } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const hidden = await makeCompleteSeeker(t, { is_public: false });
    const res = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: vacancy.id, seeker_detail_id: hidden.seeker.id },
      token,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(INVITATION_MESSAGES.seekerNotInvitable);
    expect((await t.get('/api/v1/invitations', hidden.token)).body.data.total).toBe(0);
  });

  it('refuses inviting to a vacancy that is not public, and a second invitation or one after an application', async () => {
    const { company, token } = await makeCompanyWithToken(t);
    const draft = await makeVacancy(t.db, company.id, { publication_status: 'DRAFT' });
    const seeker = await makeCompleteSeeker(t);
    const draftRes = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: draft.id, seeker_detail_id: seeker.seeker.id },
      token,
    );
    expect(draftRes.status).toBe(422);
    expect(draftRes.body.message).toBe(INVITATION_MESSAGES.vacancyNotPublic);

    const vacancy = await makeVacancy(t.db, company.id);
    const body = { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker.id };
    expect((await t.post('/api/v1/invitations', body, token)).status).toBe(201);
    const twice = await t.post('/api/v1/invitations', body, token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INVITATION_MESSAGES.alreadyInvited);

    const applied = await makeVacancy(t.db, company.id);
    expect(
      (
        await t.post(
          '/api/v1/seekers/applied/',
          { job_vacancy_id: applied.id, seeker_detail_id: seeker.seeker.id },
          seeker.token,
        )
      ).status,
    ).toBe(201);
    const afterApply = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: applied.id, seeker_detail_id: seeker.seeker.id },
      token,
    );
    expect(afterApply.status).toBe(409);
    expect(afterApply.body.message).toBe(INVITATION_MESSAGES.alreadyApplied);
  });

  it('ignores status and is_invitation sent in the invite body', async () => {
    const { company, token } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const seeker = await makeCompleteSeeker(t);
    const res = await t.post(
      '/api/v1/invitations',
      {
        job_vacancy_id: vacancy.id,
        seeker_detail_id: seeker.seeker.id,
        status: 'ACCEPTED',
        is_invitation: false,
        applicant_count: 99,
      },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.invitation.status).toBe('INVITED');
    expect(await countOf(t, vacancy.id)).toBe(0);
  });

  it('refuses accepting with an incomplete profile, naming what is missing, and leaves the invitation pending', async () => {
    const { company, token } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const seeker = await makeCompleteSeeker(t, { phone: null, file_ktp: null });
    const sent = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker.id },
      token,
    );
    const res = await t.post(`/api/v1/invitations/${sent.body.data.invitation.id}/accept`, {}, seeker.token);
    expect(res.status).toBe(422);
    expect(res.body.data.missing).toEqual(['Nomor telepon', 'Berkas KTP']);
    expect(res.body.message).toBe(INVITATION_MESSAGES.profileIncomplete(['Nomor telepon', 'Berkas KTP']));
    expect(await countOf(t, vacancy.id)).toBe(0);
    const [row] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.id, sent.body.data.invitation.id));
    expect(row!.status).toBe('INVITED');
  });
});
