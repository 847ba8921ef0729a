import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COVER_LETTER,
  COVER_LETTER_MAX_CHARS,
  DOCUMENT_ACCESS_DAYS,
  FILE_KINDS,
  FILE_MESSAGES,
  INPUT_MESSAGES,
  SEEKER_PROFILE_MESSAGES,
} from '@siloker/shared';
import {
  fileReads,
  files,
  jobVacancies,
  seekerDetails,
  seekerJobVacancies,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  formOf,
  isStored,
  makeCompanyWithToken,
  makeCompleteSeeker,
  regionOf,
  seekerBiodataFields,
} from './profile-fixtures.ts';
import { makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import { JPEG, PDF, PNG, ZIP, bigPdf, pdf } from './upload-fixtures.ts';

/*
 * Issue 17 item 14 (docs/decisions/088): a seeker's CV (a PDF, private like the KTP, read by a company
 * only under the KTP's rule and logged) and a cover letter per application.
 */

type Seeker = Awaited<ReturnType<typeof makeCompleteSeeker>>;
type Company = Awaited<ReturnType<typeof makeCompanyWithToken>>;

describe('the CV: uploaded, replaced and removed on the profile, private like the KTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const sendCv = (seeker: Seeker, data: Buffer, name = 'cv.pdf') =>
    t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf({}, { file_cv: { data, name } }),
    });
  const removeCv = (seeker: Seeker, value = '1') =>
    t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf({ remove_file_cv: value }),
    });
  const cvOf = async (seeker: Seeker) =>
    (await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, seeker.seeker.id)))[0]!.file_cv;
  const download = (key: string, token?: string) =>
    fetch(`${t.baseUrl}/api/v1/files/${key}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('saves a PDF alone (no biodata sent), stored privately under a random cv/ key, and shows it to its owner', async () => {
    const seeker = await makeCompleteSeeker(t);
    const res = await sendCv(seeker, PDF, 'CV Budi Santoso.pdf');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SEEKER_PROFILE_MESSAGES.cvSaved);
    const key = await cvOf(seeker);
    expect(key).toMatch(/^cv\/[A-Za-z0-9_-]{24}\.pdf$/);
    expect(res.body.data.seeker_detail).toMatchObject({ file_cv: key, file_cv_url: `/api/v1/files/${key}` });
    // The biodata was not touched by a CV-only form.
    expect(res.body.data.seeker_detail.full_name).toBe('Budi Santoso');
    expect(await isStored(t, 'private', key!)).toBe(true);
    const [row] = await t.db.select().from(files).where(eq(files.storage_key, key!));
    expect(row).toMatchObject({ kind: 'cv', visibility: 'private', mime: 'application/pdf' });

    const own = await download(key!, seeker.token);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"');
    // Never under the public /storage path.
    expect((await fetch(`${t.baseUrl}/storage/${key}`)).status).toBe(404);
    expect((await t.get('/api/v1/profile-seeker', seeker.token)).body.data.seeker_detail.file_cv_url).toBe(
      `/api/v1/files/${key}`,
    );
  });

  it.each([
    ['a PNG image', PNG, 'cv.png'],
    ['a JPEG renamed .pdf', JPEG, 'cv.pdf'],
    ['a zip', ZIP, 'cv.zip'],
  ])('refuses %s with an Indonesian message, storing nothing', async (_what, data, name) => {
    const seeker = await makeCompleteSeeker(t);
    const before = await t.db.select().from(files);
    const res = await sendCv(seeker, data, name);
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { file_cv: [FILE_MESSAGES.badPdf(FILE_KINDS.cv.label)] } });
    expect(FILE_MESSAGES.badPdf(FILE_KINDS.cv.label)).toBe('Berkas CV harus berupa berkas PDF.');
    expect(await cvOf(seeker)).toBeNull();
    expect(await t.db.select().from(files)).toHaveLength(before.length);
  });

  it('refuses a CV over the documents’ 5 MB limit, and a PDF with JavaScript, like the other documents', async () => {
    const seeker = await makeCompleteSeeker(t);
    const big = await sendCv(seeker, bigPdf(5 * 1024 * 1024));
    expect(big.status).toBe(422);
    expect(big.body.data.errors.file_cv).toEqual(['Ukuran Berkas CV tidak boleh lebih dari 5 MB.']);
    const active = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const js = await sendCv(seeker, active);
    expect(js.status).toBe(422);
    expect(js.body.data.errors.file_cv[0]).toMatch(/^Berkas CV /);
    expect(await cvOf(seeker)).toBeNull();
  });

  it('replaces the CV (the old file is gone) and removes it (nothing left)', async () => {
    const seeker = await makeCompleteSeeker(t);
    expect((await sendCv(seeker, pdf('pertama'))).status).toBe(200);
    const first = (await cvOf(seeker))!;
    expect((await sendCv(seeker, pdf('kedua'))).status).toBe(200);
    const second = (await cvOf(seeker))!;
    expect(second).not.toBe(first);
    expect(await isStored(t, 'private', first)).toBe(false);
    expect(await t.db.select().from(files).where(eq(files.storage_key, first))).toEqual([]);
    expect((await download(first, seeker.token)).status).toBe(404);

    const removed = await removeCv(seeker);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(SEEKER_PROFILE_MESSAGES.cvRemoved);
    expect(removed.body.data.seeker_detail).toMatchObject({ file_cv: null, file_cv_url: null });
    expect(await cvOf(seeker)).toBeNull();
    expect(await isStored(t, 'private', second)).toBe(false);
    expect(await t.db.select().from(files).where(eq(files.storage_key, second))).toEqual([]);
  });

  it('asks for the file when the CV form sends none, refuses a bad removal flag, and takes a CV with the biodata form too', async () => {
    const seeker = await makeCompleteSeeker(t);
    const empty = await removeCv(seeker, '0');
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors.file_cv).toEqual([SEEKER_PROFILE_MESSAGES.cvMissing]);
    const bad = await removeCv(seeker, 'ya');
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.remove_file_cv).toBeDefined();
    // A form with nothing at all is still a biodata form and is refused as one.
    const nothing = await t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf({}),
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.data.errors.full_name).toBeDefined();
    // The Biodata form may carry the CV as it carries the KTP: both are saved.
    const region = await regionOf(t, '64.72');
    const withBiodata = await t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf(seekerBiodataFields(region, { full_name: 'Budi Baru', nik: String(seeker.seeker.nik) }), {
        file_cv: { data: PDF, name: 'cv.pdf' },
      }),
    });
    expect(withBiodata.status).toBe(200);
    expect(withBiodata.body.message).toBe(SEEKER_PROFILE_MESSAGES.saved);
    expect(withBiodata.body.data.seeker_detail).toMatchObject({ full_name: 'Budi Baru' });
    expect(await cvOf(seeker)).toMatch(/^cv\//);
  });

  it('keeps the CV off every public answer: the directory card and the public profile', async () => {
    const seeker = await makeCompleteSeeker(t, { is_public: true });
    expect((await sendCv(seeker, PDF)).status).toBe(200);
    const key = (await cvOf(seeker))!;
    const slug = seeker.seeker.slug_name;
    for (const path of [`/api/v1/seekers/slug/${slug}`, '/api/v1/seekers?limit=100']) {
      const res = await fetch(`${t.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).not.toContain(key);
      expect(text, path).not.toContain('file_cv');
    }
  });
});

describe('who may read a CV: the owner, the office, and a company the seeker applied to, under the KTP’s rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function seekerWithCv(): Promise<Seeker & { cv: string }> {
    const seeker = await makeCompleteSeeker(t);
    const res = await t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf({}, { file_cv: { data: PDF, name: 'cv.pdf' } }),
    });
    expect(res.status).toBe(200);
    return { ...seeker, cv: res.body.data.seeker_detail.file_cv as string };
  }

  const status = async (key: string, token?: string) =>
    (
      await fetch(`${t.baseUrl}/api/v1/files/${key}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).status;

  const apply = (seeker: Seeker, vacancyId: number, body: Record<string, unknown> = {}) =>
    t.post(
      '/api/v1/seekers/applied/',
      { job_vacancy_id: vacancyId, seeker_detail_id: seeker.seeker.id, ...body },
      seeker.token,
    );

  async function applicantCard(company: Company, vacancyId: number, seekerId: number, stage = 'APPLIED') {
    const res = await t.get(
      `/api/v1/seekers/job-vacancy-applied/${vacancyId}?status=${stage}`,
      company.token,
    );
    expect(res.status).toBe(200);
    return res.body.data.applicants.find((a: { seeker: { id: number } }) => a.seeker.id === seekerId);
  }

  const readsOf = (seeker: Seeker) =>
    t.db.select().from(fileReads).where(eq(fileReads.owner_user_id, seeker.seeker.user_id));

  it('refuses a guest (401), another seeker and a company before the seeker applied (404), logging nothing', async () => {
    const seeker = await seekerWithCv();
    const other = await makeCompleteSeeker(t);
    const company = await makeCompanyWithToken(t);
    await makeVacancy(t.db, company.company.id);
    expect(await status(seeker.cv)).toBe(401);
    expect(await status(seeker.cv, other.token)).toBe(404);
    expect(await status(seeker.cv, company.token)).toBe(404);
    expect(await readsOf(seeker)).toEqual([]);
  });

  it('lets the company read the CV once the seeker applied, logs each read for the seeker, and lists the CV on the card', async () => {
    const seeker = await seekerWithCv();
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const otherCompany = await makeCompanyWithToken(t);
    await makeVacancy(t.db, otherCompany.company.id);

    expect(await status(seeker.cv, company.token)).toBe(404);
    expect((await apply(seeker, vacancy.id)).status).toBe(201);
    expect(await status(seeker.cv, company.token)).toBe(200);
    // A company the seeker did not apply to still cannot.
    expect(await status(seeker.cv, otherCompany.token)).toBe(404);

    const reads = await readsOf(seeker);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      file_kind: 'cv',
      reader_role: 'company',
      reader_organisation: company.company.name,
    });
    const log = await t.get('/api/v1/account/file-reads', seeker.token);
    expect(log.body.data.file_reads[0]).toMatchObject({ file_kind: 'cv', file_label: FILE_KINDS.cv.label });

    const card = await applicantCard(company, vacancy.id, seeker.seeker.id);
    expect(card.seeker.file_cv_url).toBe(`/api/v1/files/${seeker.cv}`);
    // The owner's own reads are not logged; the office's are, under the office's name.
    expect(await status(seeker.cv, seeker.token)).toBe(200);
    const admin = await makeUser(t.db, 'admin');
    expect(await status(seeker.cv, await sessionToken(t.db, admin.id))).toBe(200);
    expect((await readsOf(seeker)).map((r) => r.reader_role).sort()).toEqual(['admin', 'company']);
  });

  it('shows the office the CV in the AK/1 queue, and the office’s read of it is logged like the KTP’s', async () => {
    const seeker = await seekerWithCv();
    const admin = await makeUser(t.db, 'admin');
    const officeToken = await sessionToken(t.db, admin.id);
    const queue = await t.get(
      `/api/v1/office/seekers?limit=100&search=${seeker.seeker.nik ?? ''}`,
      officeToken,
    );
    expect(queue.status).toBe(200);
    const shown = queue.body.data.seekers.find((s: { id: number }) => s.id === seeker.seeker.id);
    expect(shown.file_cv_url).toBe(`/api/v1/files/${seeker.cv}`);
    const read = await fetch(`${t.baseUrl}${shown.file_cv_url}`, {
      headers: { authorization: `Bearer ${officeToken}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await readsOf(seeker)).toEqual([
      expect.objectContaining({ file_kind: 'cv', reader_role: 'admin', reader_user_id: admin.id }),
    ]);
    // A seeker without a CV shows none.
    const plain = await makeCompleteSeeker(t);
    const other = await t.get(
      `/api/v1/office/seekers?limit=100&search=${plain.seeker.nik ?? ''}`,
      officeToken,
    );
    expect(
      other.body.data.seekers.find((s: { id: number }) => s.id === plain.seeker.id).file_cv_url,
    ).toBeNull();
  });

  it('gives nothing for a pending invitation, and ends with the KTP’s window after the vacancy closes', async () => {
    const seeker = await seekerWithCv();
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const invited = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker.id },
      company.token,
    );
    expect(invited.status).toBe(201);
    expect(await status(seeker.cv, company.token)).toBe(404);
    expect(
      (await applicantCard(company, vacancy.id, seeker.seeker.id, 'INVITED')).seeker.file_cv_url,
    ).toBeNull();

    const applied = await makeCompleteSeeker(t);
    const withCv = await t.request('POST', '/api/v1/profile-seeker/', {
      token: applied.token,
      form: formOf({}, { file_cv: { data: PDF, name: 'cv.pdf' } }),
    });
    const cv = withCv.body.data.seeker_detail.file_cv as string;
    expect((await apply(applied, vacancy.id, { cover_letter: 'Saya tertarik.' })).status).toBe(201);
    expect(await status(cv, company.token)).toBe(200);
    await t.db
      .update(jobVacancies)
      .set({ closed_at: sql`now() - make_interval(days => ${DOCUMENT_ACCESS_DAYS + 1})` })
      .where(eq(jobVacancies.id, vacancy.id));
    expect(await status(cv, company.token)).toBe(404);
    const card = await applicantCard(company, vacancy.id, applied.seeker.id);
    expect(card.contact_access).toBe('ENDED');
    expect(card.seeker.file_cv_url).toBeNull();
    expect(card.cover_letter).toBeNull();
  });
});

describe('the cover letter: optional, plain text, at most 2,000 characters, for that company only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const apply = (seeker: Seeker, vacancyId: number, cover_letter?: unknown) =>
    t.post(
      '/api/v1/seekers/applied/',
      {
        job_vacancy_id: vacancyId,
        seeker_detail_id: seeker.seeker.id,
        ...(cover_letter === undefined ? {} : { cover_letter }),
      },
      seeker.token,
    );
  const storedLetter = async (seeker: Seeker, vacancyId: number) =>
    (
      await t.db
        .select({ letter: seekerJobVacancies.cover_letter })
        .from(seekerJobVacancies)
        .where(
          and(
            eq(seekerJobVacancies.seeker_detail_id, seeker.seeker.id),
            eq(seekerJobVacancies.job_vacancy_id, vacancyId),
          ),
        )
    )[0]?.letter;

  it('saves the letter as typed (line breaks kept, trimmed) and shows it to the company and in the seeker’s own list', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await makeCompleteSeeker(t);
    const letter = 'Yth. Bapak/Ibu HRD,\n\nSaya tertarik pada lowongan ini. <b>Terima kasih</b>.';
    expect((await apply(seeker, vacancy.id, `  ${letter}\n`)).status).toBe(201);
    expect(await storedLetter(seeker, vacancy.id)).toBe(letter);

    const list = await t.get(`/api/v1/seekers/job-vacancy-applied/${vacancy.id}`, company.token);
    expect(list.body.data.applicants[0].cover_letter).toBe(letter);

    const own = await t.get('/api/v1/job-vacancies/seeker/job-application-applicants', seeker.token);
    expect(own.body.data.applicants[0].cover_letter).toBe(letter);
    const statuses = await t.get('/api/v1/job-vacancies/seeker/job-application-statuses', seeker.token);
    expect(statuses.status).toBe(200);
  });

  it('applies without a letter (absent, empty or blank is none)', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    for (const value of [undefined, '', '   \n ', null]) {
      const seeker = await makeCompleteSeeker(t);
      expect((await apply(seeker, vacancy.id, value)).status, String(value)).toBe(201);
      expect(await storedLetter(seeker, vacancy.id), String(value)).toBeNull();
    }
  });

  it(`refuses a letter over ${COVER_LETTER_MAX_CHARS} characters and one with a NUL byte, writing no application`, async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await makeCompleteSeeker(t);
    const long = await apply(seeker, vacancy.id, 'a'.repeat(COVER_LETTER_MAX_CHARS + 1));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(COVER_LETTER.tooLong);
    const nul = await apply(seeker, vacancy.id, 'Saya\u0000tertarik');
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain(INPUT_MESSAGES.nul);
    const notText = await apply(seeker, vacancy.id, { html: '<script>' });
    expect(notText.status).toBe(400);
    expect(await storedLetter(seeker, vacancy.id)).toBeUndefined();
    // Exactly the limit is fine.
    expect((await apply(seeker, vacancy.id, 'b'.repeat(COVER_LETTER_MAX_CHARS))).status).toBe(201);
    expect(await storedLetter(seeker, vacancy.id)).toHaveLength(COVER_LETTER_MAX_CHARS);
  });

  it('shows the letter to that company only: another company cannot list the applicants, another seeker does not see it', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const other = await makeCompanyWithToken(t);
    const seeker = await makeCompleteSeeker(t);
    const letter = 'Surat untuk satu perusahaan saja.';
    expect((await apply(seeker, vacancy.id, letter)).status).toBe(201);
    const foreign = await t.get(`/api/v1/seekers/job-vacancy-applied/${vacancy.id}`, other.token);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain(letter);
    const stages = await t.get(`/api/v1/seekers/job-vacancy/${vacancy.id}`, other.token);
    expect(stages.status).toBe(403);
    const otherSeeker = await makeCompleteSeeker(t);
    const theirs = await t.get('/api/v1/job-vacancies/seeker/job-application-applicants', otherSeeker.token);
    expect(JSON.stringify(theirs.body)).not.toContain(letter);
    // Public vacancy answers never carry it.
    const publicAnswer = await fetch(`${t.baseUrl}/api/v1/job-vacancies/slug/${vacancy.title_slug}`);
    expect(await publicAnswer.text()).not.toContain(letter);
  });
});

describe('the account export carries the CV and the letters; deletion removes both', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports the CV link and file and each letter, then deletes the CV file and blanks the letters', async () => {
    const company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    const seeker = await makeCompleteSeeker(t);
    const saved = await t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf({}, { file_cv: { data: PDF, name: 'cv-saya.pdf' } }),
    });
    const cv = saved.body.data.seeker_detail.file_cv as string;
    const letter = 'Surat lamaran untuk arsip ekspor.';
    expect(
      (
        await t.post(
          '/api/v1/seekers/applied/',
          { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker.id, cover_letter: letter },
          seeker.token,
        )
      ).status,
    ).toBe(201);

    const exported = await t.get('/api/v1/account/export', seeker.token);
    expect(exported.status).toBe(200);
    expect(exported.body.data.profile).toMatchObject({ file_cv: cv, file_cv_url: `/api/v1/files/${cv}` });
    expect(exported.body.data.files).toContainEqual(
      expect.objectContaining({ kind: 'cv', original_name: 'cv-saya.pdf', url: `/api/v1/files/${cv}` }),
    );
    expect(exported.body.data.applications[0]).toMatchObject({ cover_letter: letter });

    await t.db
      .update(users)
      .set({ password_hash: await hashPassword('Rahasia#2026') })
      .where(eq(users.id, seeker.seeker.user_id));
    const deleted = await t.post('/api/v1/account/delete', { password: 'Rahasia#2026' }, seeker.token);
    expect(deleted.status).toBe(200);
    const [row] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, seeker.seeker.id));
    expect(row!.file_cv).toBeNull();
    expect(await isStored(t, 'private', cv)).toBe(false);
    expect(await t.db.select().from(files).where(eq(files.storage_key, cv))).toEqual([]);
    const [application] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.seeker_detail_id, seeker.seeker.id));
    // The application stays for the company's archive, without what the person wrote.
    expect(application).toBeDefined();
    expect(application!.cover_letter).toBeNull();
    const admin = await makeUser(t.db, 'admin');
    expect(
      (
        await fetch(`${t.baseUrl}/api/v1/files/${cv}`, {
          headers: { authorization: `Bearer ${await sessionToken(t.db, admin.id)}` },
        })
      ).status,
    ).toBe(404);
  });
});
