import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@siloker/shared';
import {
  companyChecks,
  positions,
  postParticipants,
  seekerDetails as seekerDetailsTable,
  skills,
  users,
  vacancyFreshnessEvents,
  vacancyReports,
  interviews,
  seekerJobVacancies,
  messageTemplates,
  walkInBookings,
  walkInSessions,
} from '../src/db/schema/index.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import {
  ACTORS,
  build,
  changedTables,
  fingerprint,
  freshSession,
  makeApplication,
  makeOfficeAccount,
  makeSecretSeeker,
  type Actor,
  type Session,
  type World,
} from './access-fixtures.ts';
import { PASSWORD, newEmail, newIp } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeJobAlert, makePendingJobAlert } from './job-alert-fixtures.ts';
import { formOf, seekerBiodataFields } from './profile-fixtures.ts';
import { COMPLETE_COMPANY, DAY, makeCompany, makePost, makeUser, makeVacancy } from './public-fixtures.ts';

/**
 * The access matrix (issue 15 item 13, docs/decisions/078): every route under /api/v1, called as a
 * guest, seeker A, seeker B, company A, company B, an office verifier and an office administrator.
 * Each cell asserts the expected answer; a denied one (401/403/404), and a call that answers but must
 * touch nothing of A's ('noop'), must leave every row of the database as it was. The routes come from
 * the app itself: a route without a row, or a row without a route, fails the suite.
 */

/** 'ok': 2xx. 'noop': 2xx that changes no row (the caller's own scope holds nothing of A's). */
type Expect = 'ok' | 'noop' | 401 | 403 | 404;

interface CallSpec {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  form?: FormData;
  /** Overrides the actor's session (a fresh account); null sends no token. */
  token?: string | null;
}

interface Row {
  method: string;
  /** The URL as registered, under /api/v1 (`:param` placeholders). */
  url: string;
  /** Which of several rows of one route this is (the object it is called on). */
  variant?: string;
  expect: Record<Actor, Expect>;
  /** Params, query and body for one actor's call; may create the object the call uses up. */
  call?: (w: World, actor: Actor, fresh?: Session) => CallSpec | Promise<CallSpec>;
  /** Sign in as a new account of the actor's role: the call changes or ends the account itself. */
  fresh?: boolean;
}

type Group = 'seeker' | 'company' | 'office';
const GROUP: Record<Exclude<Actor, 'guest'>, Group> = {
  seekerA: 'seeker',
  seekerB: 'seeker',
  companyA: 'company',
  companyB: 'company',
  verifier: 'office',
  administrator: 'office',
};

/** Expectations by role group; a guest gets 401 unless said otherwise. */
function byRole(
  groups: Partial<Record<Group, Expect>> & { guest?: Expect },
  overrides: Partial<Record<Actor, Expect>> = {},
): Record<Actor, Expect> {
  const out = { guest: groups.guest ?? 401 } as Record<Actor, Expect>;
  for (const [actor, group] of Object.entries(GROUP) as [Exclude<Actor, 'guest'>, Group][]) {
    out[actor] = groups[group] ?? 403;
  }
  return { ...out, ...overrides };
}

const EVERYONE = byRole({ guest: 'ok', seeker: 'ok', company: 'ok', office: 'ok' });
const SIGNED_IN = byRole({ seeker: 'ok', company: 'ok', office: 'ok' });
const SEEKERS = byRole({ seeker: 'ok' });
const COMPANIES = byRole({ company: 'ok' });
const OFFICE = byRole({ office: 'ok' });
/** The administrator's alone: staff, settings, position writes, the audit trail (office roles). */
const ADMINISTRATOR = byRole({ office: 'ok' }, { verifier: 403 });

const client = () => ({ 'x-forwarded-for': newIp() });

/** The same rows for a path docs/product.md writes with a trailing slash and its spelling without. */
const bothSpellings = (row: Row): Row[] => [row, { ...row, url: row.url.replace(/\/$/, '') }];

async function pendingCompany(w: World) {
  return makeCompany(w.t.db, { ...COMPLETE_COMPANY, status: 'PENDING' });
}

const vacancyForm = (w: World, title: string) =>
  formOf({
    title,
    job_type_id: '1',
    position_id: String(w.seekerA.seeker.position_id),
    email: 'hrd@matriks.co.id',
    address: 'Jl. Pangeran Antasari No. 12',
    province_code: w.region.province_code,
    city_code: w.region.city_code,
    district_code: w.region.district_code,
    sub_district_code: w.region.sub_district_code,
    salary: '4.500.000',
    is_gender_based_count: '0',
    worker_count: '3',
    description: 'Mengoperasikan ekskavator di lokasi tambang.',
    deadline: '10',
    deadline_period: 'day',
    education_id: '4',
    work_type: 'full',
  });

const eventForm = (title: string) =>
  formOf({
    title,
    excerpt: 'Bursa kerja.',
    content: '<p>Datang dengan CV.</p>',
    location: 'GOR Segiri, Samarinda',
    start_at: new Date(Date.now() + 10 * DAY).toISOString(),
    end_at: new Date(Date.now() + 11 * DAY).toISOString(),
    quota: '100',
    status: 'PUBLISHED',
  });

const seekerBiodata = (w: World, nik: string) => formOf(seekerBiodataFields(w.region, { nik }));

const companyProfile = (w: World) =>
  formOf({
    name: 'PT Borneo Karya Mandiri',
    email: 'hrd@borneo.co.id',
    about: 'Kontraktor alat berat.',
    address: 'Jl. Pangeran Antasari No. 12',
    province_code: w.region.province_code,
    city_code: w.region.city_code,
    district_code: w.region.district_code,
    sub_district_code: w.region.sub_district_code,
    phone: '0541123456',
    business_field_id: '2',
    nib: '1234567890123',
    status_office: 'head_office',
  });

let nikSerial = 0;
const newNik = () =>
  `6472${String(process.pid % 1e6).padStart(6, '0')}${String(++nikSerial).padStart(6, '0')}`;

/** A throwaway position nobody uses, for one delete. */
async function loosePosition(w: World) {
  const [row] = await w.t.db
    .insert(positions)
    .values({ name: `Jabatan Sementara ${newIp()}`, level: 1 })
    .returning();
  return row!;
}

/** Company A's public vacancy that seeker A applied to, new for one call that uses it up. */
async function applicationOfA(w: World) {
  const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
  await makeApplication(w.t, vacancy.id, w.seekerA.seeker.id, 'APPLIED');
  return vacancy;
}

/** An invitation of company A to seeker A, new for one call that answers it. */
async function invitationOfA(w: World) {
  const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
  return makeApplication(w.t, vacancy.id, w.seekerA.seeker.id, 'INVITED', { invitation: true });
}

/** An interview body three days ahead (docs/decisions/110). */
const interviewFields = () => ({
  starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
  kind: 'IN_PERSON',
  location: 'Kantor Matriks',
});

/** Company A's applicant seeker A at CALLED, new for one call that schedules for them. */
async function calledOfA(w: World) {
  const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
  await makeApplication(w.t, vacancy.id, w.seekerA.seeker.id, 'CALLED');
  return vacancy;
}

/** A scheduled interview of company A with seeker A, new for one call that changes it. */
async function interviewOfA(w: World) {
  const vacancy = await calledOfA(w);
  const [app] = await w.t.db
    .select({ id: seekerJobVacancies.id })
    .from(seekerJobVacancies)
    .where(eq(seekerJobVacancies.job_vacancy_id, vacancy.id));
  const [row] = await w.t.db
    .insert(interviews)
    .values({
      application_id: app!.id,
      company_detail_id: w.companyA.company.id,
      seeker_user_id: w.seekerA.session.userId,
      uid: `matriks-${newIp()}@siloker.test`,
      round: 1,
      kind: 'IN_PERSON',
      location: 'Kantor Matriks',
      starts_at: new Date(Date.now() + 3 * DAY),
      duration_minutes: 60,
    })
    .returning();
  return row!;
}

const ROWS: Row[] = [
  // Public reads: everyone, the same answer.
  { method: 'GET', url: '/health', expect: EVERYONE },
  { method: 'GET', url: '/master', expect: EVERYONE },
  ...['masters', 'majors', 'business-fields', 'educations', 'job-types', 'disabilities', 'positions'].map(
    (m): Row => ({ method: 'GET', url: `/master/${m}`, expect: EVERYONE }),
  ),
  { method: 'GET', url: '/location/provinces', expect: EVERYONE },
  {
    method: 'GET',
    url: '/location/cities',
    expect: EVERYONE,
    call: (w) => ({ query: `province_code=${w.region.province_code}` }),
  },
  {
    method: 'GET',
    url: '/location/districts',
    expect: EVERYONE,
    call: (w) => ({ query: `city_code=${w.region.city_code}` }),
  },
  {
    method: 'GET',
    url: '/location/sub-districts',
    expect: EVERYONE,
    call: (w) => ({ query: `district_code=${w.region.district_code}` }),
  },
  { method: 'GET', url: '/landing-page', expect: EVERYONE },
  { method: 'GET', url: '/job-vacancies', expect: EVERYONE },
  {
    method: 'GET',
    url: '/job-vacancies/slug/:title_slug',
    expect: EVERYONE,
    call: (w) => ({ params: { title_slug: w.vacancyA.title_slug } }),
  },
  { method: 'GET', url: '/job-vacancies/feed', expect: EVERYONE },
  {
    method: 'POST',
    url: '/job-vacancies/view',
    expect: EVERYONE,
    call: (w) => ({ body: { job_vacancy_id: w.vacancyA.id } }),
  },
  { method: 'GET', url: '/posts', expect: EVERYONE },
  {
    method: 'GET',
    url: '/posts/slug/:title_slug',
    expect: EVERYONE,
    call: (w) => ({ params: { title_slug: w.event.title_slug } }),
  },
  { method: 'POST', url: '/posts/view', expect: EVERYONE, call: (w) => ({ body: { post_id: w.event.id } }) },
  { method: 'GET', url: '/companies', expect: EVERYONE },
  {
    method: 'GET',
    url: '/companies/slug/:name_slug',
    expect: EVERYONE,
    call: (w) => ({ params: { name_slug: w.companyA.company.slug_name } }),
  },
  { method: 'GET', url: '/seekers', expect: EVERYONE },
  {
    method: 'GET',
    url: '/seekers/slug/:name_slug',
    expect: EVERYONE,
    call: (w) => ({ params: { name_slug: w.seekerA.seeker.slug_name } }),
  },
  {
    method: 'GET',
    url: '/ak1/verify/:number',
    expect: EVERYONE,
    call: (w) => ({ params: { number: w.seekerA.seeker.number_registration! } }),
  },

  // Accounts: the public steps, then the signed-in account's own.
  {
    method: 'POST',
    url: '/auth/register',
    expect: EVERYONE,
    call: () => {
      const email = newEmail('daftar');
      return {
        body: {
          name: 'Budi Santoso',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          privacy_consent: true,
          type: 'seeker',
          roles: 'seeker',
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/auth/verification-email',
    expect: EVERYONE,
    call: async (w) => {
      const user = await makeUser(w.t.db, 'seeker');
      await w.t.db.update(users).set({ status: 'NEED_ACTIVATION' }).where(eq(users.id, user.id));
      const { token } = await issueToken(w.t.db, {
        userId: user.id,
        kind: 'activation',
        ttlMs: TOKEN_TTL_MS.activation,
      });
      return { body: { email: user.email, token } };
    },
  },
  {
    method: 'POST',
    url: '/auth/resend-verification-email',
    expect: EVERYONE,
    call: () => ({ body: { email: newEmail('tidak-ada') } }),
  },
  {
    method: 'POST',
    url: '/auth/login',
    expect: EVERYONE,
    call: (w) => ({ body: { email: w.sessions.seekerB.email, password: PASSWORD } }),
  },
  {
    method: 'POST',
    url: '/auth/send-email-reset-password',
    expect: EVERYONE,
    call: async (w) => ({ body: { email: (await makeUser(w.t.db, 'company')).email } }),
  },
  {
    method: 'POST',
    url: '/auth/change-password',
    variant: 'with a reset link',
    expect: EVERYONE,
    call: async (w) => {
      const user = await makeUser(w.t.db, 'seeker');
      const { token } = await issueToken(w.t.db, {
        userId: user.id,
        kind: 'reset',
        ttlMs: TOKEN_TTL_MS.reset,
      });
      const password = 'teh-manis-sore-hari';
      return { body: { email: user.email, token, password, password_confirmation: password } };
    },
  },
  {
    method: 'POST',
    url: '/auth/change-password',
    variant: 'from the panel, own account',
    expect: SIGNED_IN,
    fresh: true,
    call: () => {
      const password = 'teh-manis-sore-hari';
      return {
        body: { is_from_panel: true, password_old: PASSWORD, password, password_confirmation: password },
      };
    },
  },
  { method: 'POST', url: '/auth/logout', expect: SIGNED_IN, fresh: true },
  {
    method: 'POST',
    url: '/auth/change-account',
    expect: SIGNED_IN,
    fresh: true,
    call: (_w, _actor, fresh) => ({
      body: { name: 'Nama Baru', email: fresh?.email ?? newEmail(), phone: '081200000000' },
    }),
  },
  { method: 'GET', url: '/auth/me', expect: SIGNED_IN },
  { method: 'GET', url: '/account/notification-mail', expect: SIGNED_IN },
  {
    method: 'POST',
    url: '/account/notification-mail',
    expect: SIGNED_IN,
    fresh: true,
    call: () => ({ body: { off: [] } }),
  },
  { method: 'GET', url: '/account/export', expect: SIGNED_IN },
  // Who opened my documents, and consent to the privacy notice (docs/decisions/077).
  { method: 'GET', url: '/account/file-reads', expect: SIGNED_IN },
  {
    method: 'POST',
    url: '/account/privacy-consent',
    expect: SIGNED_IN,
    fresh: true,
    call: () => ({ body: { privacy_consent: true } }),
  },
  {
    method: 'POST',
    url: '/account/delete',
    // The office's accounts are switched off by the administrator, never deleted by themselves.
    expect: byRole({ seeker: 'ok', company: 'ok', office: 403 }),
    fresh: true,
    call: () => ({ body: { password: PASSWORD } }),
  },
  { method: 'GET', url: '/notifications', expect: SIGNED_IN },
  {
    method: 'POST',
    url: '/notifications/read',
    variant: "seeker A's notification",
    expect: byRole({ seeker: 'noop', company: 'noop', office: 'noop' }, { seekerA: 'ok' }),
    call: (w) => ({ body: { ids: [w.notificationA.id] } }),
  },

  // The seeker's own profile, card, applications, events and invitations.
  { method: 'GET', url: '/profile-seeker', expect: SEEKERS },
  ...bothSpellings({
    method: 'POST',
    url: '/profile-seeker/',
    expect: SEEKERS,
    fresh: true,
    call: (w) => ({ form: seekerBiodata(w, newNik()) }),
  }),
  { method: 'GET', url: '/seeker/ak1', expect: SEEKERS },
  {
    method: 'POST',
    url: '/seeker/ak1/reports',
    expect: SEEKERS,
    call: () => ({ body: { status: 'LOOKING' } }),
  },
  { method: 'GET', url: '/job-vacancies/seeker/job-application-statuses', expect: SEEKERS },
  {
    method: 'GET',
    url: '/job-vacancies/seeker/job-application-statuses',
    variant: "naming seeker A's profile",
    expect: byRole({ seeker: 'ok' }, { seekerB: 403 }),
    call: (w) => ({ query: `seeker_detail_id=${w.seekerA.seeker.id}` }),
  },
  { method: 'GET', url: '/job-vacancies/seeker/job-application-applicants', expect: SEEKERS },
  {
    method: 'GET',
    url: '/job-vacancies/seeker/job-application-applicants',
    variant: "naming seeker A's profile",
    expect: byRole({ seeker: 'ok' }, { seekerB: 403 }),
    call: (w) => ({ query: `seeker_detail_id=${w.seekerA.seeker.id}` }),
  },
  ...bothSpellings({
    method: 'POST',
    url: '/seekers/applied/',
    variant: "as seeker A's profile",
    expect: byRole({ seeker: 'ok' }, { seekerB: 403 }),
    call: async (w) => {
      const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
      return { body: { job_vacancy_id: vacancy.id, seeker_detail_id: w.seekerA.seeker.id } };
    },
  }),
  {
    method: 'POST',
    url: '/posts/join',
    expect: SEEKERS,
    call: async (w) => ({ body: { post_id: (await makePost(w.t.db)).id } }),
  },
  ...bothSpellings({ method: 'GET', url: '/posts/seeker/', expect: SEEKERS }),
  {
    // Issue 17 item 11: each seeker gives back only their own place; B has none in A's event.
    method: 'POST',
    url: '/posts/cancel',
    variant: 'an upcoming event seeker A joined',
    expect: byRole({ seeker: 'ok' }, { seekerB: 404 }),
    call: async (w) => {
      const event = await makePost(w.t.db, { start_at: new Date(Date.now() + 7 * DAY), join_count: 1 });
      await w.t.db
        .insert(postParticipants)
        .values({ post_id: event.id, seeker_detail_id: w.seekerA.seeker.id });
      return { body: { post_id: event.id } };
    },
  },
  {
    method: 'POST',
    url: '/invitations/:id/accept',
    variant: 'invitation to seeker A',
    expect: byRole({ seeker: 'ok' }, { seekerB: 403 }),
    call: async (w) => ({ params: { id: (await invitationOfA(w)).id } }),
  },
  {
    method: 'POST',
    url: '/invitations/:id/decline',
    variant: 'invitation to seeker A',
    expect: byRole({ seeker: 'ok' }, { seekerB: 403 }),
    call: async (w) => ({ params: { id: (await invitationOfA(w)).id } }),
  },
  { method: 'GET', url: '/invitations', expect: byRole({ seeker: 'ok', company: 'ok' }) },
  { method: 'GET', url: '/dashboard', expect: byRole({ seeker: 'ok', company: 'ok' }) },

  // The company's own profile, vacancies, applicants and invitations.
  { method: 'GET', url: '/profile-company', expect: COMPANIES },
  ...bothSpellings({
    method: 'POST',
    url: '/profile-company/',
    expect: COMPANIES,
    fresh: true,
    call: (w) => ({ form: companyProfile(w) }),
  }),
  {
    method: 'GET',
    url: '/job-vacancies/company/:company_detail_id',
    variant: 'company A',
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: (w) => ({ params: { company_detail_id: w.companyA.company.id } }),
  },
  {
    method: 'POST',
    url: '/job-vacancies/company/:company_detail_id',
    variant: 'company A',
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: (w) => ({
      params: { company_detail_id: w.companyA.company.id },
      form: vacancyForm(w, 'Operator Alat Berat'),
    }),
  },
  {
    method: 'POST',
    url: '/job-vacancies/change-publication-status/:id',
    variant: "company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => ({
      params: { id: (await makeVacancy(w.t.db, w.companyA.company.id)).id },
      body: { status: 'CLOSED' },
    }),
  },
  {
    method: 'DELETE',
    url: '/job-vacancies/:id',
    variant: "company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => ({ params: { id: (await makeVacancy(w.t.db, w.companyA.company.id)).id } }),
  },
  {
    method: 'POST',
    url: '/seekers/job-vacancy/change-status',
    variant: "seeker A's application to company A",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => {
      const vacancy = await applicationOfA(w);
      return {
        body: { job_vacancy_id: vacancy.id, seeker_detail_id: w.seekerA.seeker.id, status: 'CALLED' },
      };
    },
  },
  {
    method: 'GET',
    url: '/seekers/job-vacancy/:job_vacancy_id',
    variant: "company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: (w) => ({ params: { job_vacancy_id: w.vacancyA.id } }),
  },
  {
    method: 'GET',
    url: '/seekers/job-vacancy-applied/:job_vacancy_id',
    variant: "company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: (w) => ({ params: { job_vacancy_id: w.vacancyA.id } }),
  },
  {
    method: 'POST',
    url: '/invitations',
    variant: "company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => {
      const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
      return { body: { job_vacancy_id: vacancy.id, seeker_detail_id: w.seekerB.seeker.id } };
    },
  },
  { method: 'GET', url: '/users', expect: byRole({ company: 'ok', office: 'ok' }) },

  // Private files: the owner, the office, and a company the seeker applied to.
  {
    method: 'GET',
    url: '/files/:kind/:name',
    variant: 'KTP of seeker A, who applied to company A',
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { seekerA: 'ok', companyA: 'ok' }),
    call: (w) => ({ params: keyParams(w.seekerA.secrets.ktp) }),
  },
  {
    method: 'GET',
    url: '/files/:kind/:name',
    variant: 'certificate of seeker A, who applied to company A',
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { seekerA: 'ok', companyA: 'ok' }),
    call: (w) => ({ params: keyParams(w.seekerA.secrets.certificate) }),
  },
  {
    method: 'GET',
    url: '/files/:kind/:name',
    variant: 'CV of seeker A, who applied to company A',
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { seekerA: 'ok', companyA: 'ok' }),
    call: (w) => ({ params: keyParams(w.seekerA.secrets.cv) }),
  },
  {
    method: 'GET',
    url: '/files/:kind/:name',
    variant: 'KTP of seeker B, whom company A only invited',
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { seekerB: 'ok' }),
    call: async (w) => {
      const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
      await makeApplication(w.t, vacancy.id, w.seekerB.seeker.id, 'INVITED', { invitation: true });
      return { params: keyParams(w.seekerB.secrets.ktp) };
    },
  },
  {
    method: 'GET',
    url: '/files/:kind/:name',
    variant: "KTP of seeker B, who declined company A's invitation",
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { seekerB: 'ok' }),
    call: async (w) => {
      const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
      await makeApplication(w.t, vacancy.id, w.seekerB.seeker.id, 'REJECTED', {
        invitation: true,
        applied: false,
      });
      return { params: keyParams(w.seekerB.secrets.ktp) };
    },
  },
  {
    // Consent: what the seeker sent stays with the company that rejected the application (last of
    // seeker B's rows, since it opens seeker B's documents to company A).
    method: 'GET',
    url: '/files/:kind/:name',
    variant: 'KTP of seeker B, rejected by company A after applying',
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { seekerB: 'ok', companyA: 'ok' }),
    call: async (w) => {
      const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
      await makeApplication(w.t, vacancy.id, w.seekerB.seeker.id, 'REJECTED');
      return { params: keyParams(w.seekerB.secrets.ktp) };
    },
  },
  {
    method: 'GET',
    url: '/files/:kind/:name',
    variant: 'NIB of company A',
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { companyA: 'ok' }),
    call: (w) => ({ params: keyParams(w.companyA.secrets.file_nib) }),
  },
  {
    method: 'GET',
    url: '/files/:kind/:name',
    variant: 'NPWP of company A',
    expect: byRole({ seeker: 404, company: 404, office: 'ok' }, { companyA: 'ok' }),
    call: (w) => ({ params: keyParams(w.companyA.secrets.file_npwp) }),
  },

  // The office: verification queues, events, statistics (both office roles).
  { method: 'GET', url: '/office/summary', expect: OFFICE },
  { method: 'GET', url: '/dashboard/backup', expect: OFFICE },
  { method: 'GET', url: '/office/companies', expect: OFFICE },
  {
    method: 'POST',
    url: '/office/companies/:id/status',
    variant: 'a company waiting for the office',
    expect: OFFICE,
    call: async (w) => ({ params: { id: (await pendingCompany(w)).id }, body: { status: 'VERIFIED' } }),
  },
  { method: 'GET', url: '/office/job-vacancies', expect: OFFICE },
  {
    method: 'POST',
    url: '/office/job-vacancies/:id/status',
    variant: "company A's vacancy waiting for the office",
    expect: OFFICE,
    call: async (w) => {
      const vacancy = await makeVacancy(w.t.db, w.companyA.company.id, {
        status: 'PENDING',
        publication_status: 'DRAFT',
      });
      return { params: { id: vacancy.id }, body: { status: 'VERIFIED' } };
    },
  },
  { method: 'GET', url: '/office/seekers', expect: OFFICE },
  { method: 'GET', url: '/office/seekers/reports-due', expect: OFFICE },
  {
    method: 'POST',
    url: '/office/seekers/:id/status',
    variant: 'a seeker waiting for the office',
    expect: OFFICE,
    call: async (w) => {
      const { seeker } = await makeSecretSeeker(w.t, 'Antre');
      await w.t.db
        .update(seekerDetailsTable)
        .set({ status: 'NOT_YET_VERIFIED', number_registration: null, date_registration: null })
        .where(eq(seekerDetailsTable.id, seeker.id));
      return { params: { id: seeker.id }, body: { status: 'VERIFIED' } };
    },
  },
  { method: 'GET', url: '/office/statistics', expect: OFFICE },
  {
    method: 'GET',
    url: '/office/statistics/export',
    expect: OFFICE,
    call: () => ({ query: 'section=headline' }),
  },
  { method: 'GET', url: '/office/posts', expect: OFFICE },
  {
    method: 'POST',
    url: '/office/posts',
    expect: OFFICE,
    call: () => ({ form: eventForm('Job Fair Matriks') }),
  },
  {
    method: 'GET',
    url: '/office/posts/:id',
    variant: 'an event',
    expect: OFFICE,
    call: (w) => ({ params: { id: w.event.id } }),
  },
  {
    method: 'POST',
    url: '/office/posts/:id',
    variant: 'an event',
    expect: OFFICE,
    call: async (w) => ({ params: { id: (await makePost(w.t.db)).id }, form: eventForm('Job Fair Diubah') }),
  },
  {
    method: 'POST',
    url: '/office/posts/:id/status',
    variant: 'an event',
    expect: OFFICE,
    call: async (w) => ({ params: { id: (await makePost(w.t.db)).id }, body: { status: 'CLOSED' } }),
  },
  {
    method: 'DELETE',
    url: '/office/posts/:id',
    variant: 'an event',
    expect: OFFICE,
    call: async (w) => ({ params: { id: (await makePost(w.t.db)).id } }),
  },
  {
    method: 'GET',
    url: '/office/posts/:id/participants',
    variant: 'an event seeker A joined',
    expect: OFFICE,
    call: (w) => ({ params: { id: w.event.id } }),
  },
  {
    method: 'GET',
    url: '/office/posts/:id/participants.csv',
    variant: 'an event seeker A joined',
    expect: OFFICE,
    call: (w) => ({ params: { id: w.event.id } }),
  },
  {
    method: 'POST',
    url: '/office/posts/:id/participants/:participantId/attendance',
    variant: "seeker A's place at an event",
    expect: OFFICE,
    call: async (w) => {
      const post = await makePost(w.t.db);
      const [p] = await w.t.db
        .insert(postParticipants)
        .values({ post_id: post.id, seeker_detail_id: w.seekerA.seeker.id })
        .returning();
      return { params: { id: post.id, participantId: p!.id }, body: { attended: true } };
    },
  },

  // The administrator's: staff, settings, position writes and the audit trail.
  { method: 'GET', url: '/office/staff', expect: ADMINISTRATOR },
  {
    method: 'POST',
    url: '/office/staff',
    expect: ADMINISTRATOR,
    call: () => ({
      body: { name: 'Staf Baru', email: newEmail('staf'), password: PASSWORD, office_role: 'VERIFIER' },
    }),
  },
  {
    method: 'POST',
    url: '/office/staff/:id/status',
    variant: 'another staff account',
    expect: ADMINISTRATOR,
    call: async (w) => {
      const staff = await makeOfficeAccount(w.t, 'VERIFIER');
      return { params: { id: staff.userId }, body: { active: false } };
    },
  },
  { method: 'GET', url: '/office/configs', expect: ADMINISTRATOR },
  {
    method: 'POST',
    url: '/office/configs',
    expect: ADMINISTRATOR,
    call: () => ({ form: formOf({ web_name: 'Loker Matriks', office_name: 'Dinas Tenaga Kerja Matriks' }) }),
  },
  ...bothSpellings({ method: 'GET', url: '/panel/positions/', expect: ADMINISTRATOR }),
  {
    method: 'GET',
    url: '/panel/positions/search',
    expect: ADMINISTRATOR,
    call: () => ({ query: 'search=operator' }),
  },
  ...bothSpellings({
    method: 'POST',
    url: '/panel/positions/',
    expect: ADMINISTRATOR,
    call: () => ({ body: { name: `Jabatan Baru ${newIp()}`, level: 1 } }),
  }),
  ...bothSpellings({
    method: 'DELETE',
    url: '/panel/positions/',
    variant: 'a position nobody uses',
    expect: ADMINISTRATOR,
    call: async (w) => ({ query: `id=${(await loosePosition(w)).id}` }),
  }),
  {
    method: 'POST',
    url: '/office/staff/:id/role',
    variant: 'another staff account',
    expect: ADMINISTRATOR,
    call: async (w) => {
      const staff = await makeOfficeAccount(w.t, 'VERIFIER');
      return { params: { id: staff.userId }, body: { office_role: 'ADMINISTRATOR' } };
    },
  },
  // The audit trail of office actions (docs/decisions/072): the administrator reads and exports it.
  { method: 'GET', url: '/office/audit-events', expect: ADMINISTRATOR },
  { method: 'GET', url: '/office/audit-events/export', expect: ADMINISTRATOR },
  // Saved vacancies (docs/decisions/087): a seeker's own, nobody else's.
  { method: 'GET', url: '/saved-vacancies', expect: SEEKERS },
  {
    method: 'GET',
    url: '/saved-vacancies/ids',
    expect: SEEKERS,
    call: (w) => ({ query: `job_vacancy_ids=${w.vacancyA.id}` }),
  },
  {
    method: 'POST',
    url: '/saved-vacancies',
    expect: SEEKERS,
    call: (w) => ({ body: { job_vacancy_id: w.vacancyA.id } }),
  },
  {
    method: 'DELETE',
    url: '/saved-vacancies/:job_vacancy_id',
    expect: SEEKERS,
    call: (w) => ({ params: { job_vacancy_id: w.vacancyA.id } }),
  },
  // Wajib Lapor Lowongan (docs/decisions/105): a company's own fill reports; the report per period is the office's.
  { method: 'GET', url: '/company/wllp', expect: COMPANIES },
  {
    method: 'GET',
    url: '/company/wllp/:job_vacancy_id',
    variant: "company A's closed vacancy",
    expect: byRole({}, { companyA: 'ok' }),
    call: async (w) => ({ params: { job_vacancy_id: (await closedVacancyOf(w)).id } }),
  },
  {
    method: 'POST',
    url: '/company/wllp/:job_vacancy_id',
    variant: "company A's closed vacancy",
    expect: byRole({}, { companyA: 'ok' }),
    call: async (w) => ({
      params: { job_vacancy_id: (await closedVacancyOf(w)).id },
      body: { hired_portal: 0, hired_other: 0, hired_male: 0, hired_female: 0, educations: [] },
    }),
  },
  { method: 'GET', url: '/office/wllp', expect: OFFICE },
  { method: 'GET', url: '/office/wllp/export', expect: OFFICE, call: () => ({ query: 'format=csv' }) },
  // The office's checks of a company for the public badge (docs/decisions/106): office roles only.
  {
    method: 'POST',
    url: '/office/companies/:id/checks',
    expect: OFFICE,
    call: async (w) => ({ params: { id: (await pendingCompany(w)).id }, body: { kind: 'npwp_on_file' } }),
  },
  {
    method: 'DELETE',
    url: '/office/companies/:id/checks/:kind',
    expect: OFFICE,
    call: async (w) => {
      const company = await pendingCompany(w);
      await w.t.db
        .insert(companyChecks)
        .values({ company_detail_id: company.id, kind: 'npwp_on_file', fingerprint: 'x' });
      return { params: { id: company.id, kind: 'npwp_on_file' } };
    },
  },
  // A vacancy's freshness (docs/decisions/104): its company acts, the office reads the history.
  {
    method: 'GET',
    url: '/job-vacancies/freshness/:id',
    expect: byRole({ company: 'ok', office: 'ok' }, { companyB: 403 }),
    call: (w) => ({ params: { id: w.vacancyA.id } }),
  },
  {
    method: 'POST',
    url: '/job-vacancies/extend/:id',
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => ({
      params: { id: (await makeVacancy(w.t.db, w.companyA.company.id)).id },
      body: { days: 14 },
    }),
  },
  {
    method: 'POST',
    url: '/job-vacancies/still-open/:id',
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => {
      const v = await makeVacancy(w.t.db, w.companyA.company.id);
      await w.t.db.insert(vacancyFreshnessEvents).values({ job_vacancy_id: v.id, kind: 'STALE_ASKED' });
      return { params: { id: v.id }, body: { open: true } };
    },
  },
  // Fair-posting rules (docs/decisions/102): everyone reads the active ones; the administrator keeps them.
  { method: 'GET', url: '/posting-rules', expect: EVERYONE },
  { method: 'GET', url: '/office/posting-rules', expect: ADMINISTRATOR },
  {
    method: 'POST',
    url: '/office/posting-rules',
    expect: ADMINISTRATOR,
    call: () => ({
      body: { pattern: `frasa matriks ${newIp()}`, category: 'other', kind: 'flag', explanation: 'Uji.' },
    }),
  },
  {
    method: 'POST',
    url: '/office/posting-rules/:id',
    expect: ADMINISTRATOR,
    call: () => ({
      params: { id: 1 },
      body: { pattern: `frasa ubah ${newIp()}`, category: 'other', kind: 'flag', explanation: 'Uji.' },
    }),
  },
  // The skills vocabulary (docs/decisions/107): the administrator's; the match: a seeker's own.
  { method: 'GET', url: '/office/skills', expect: ADMINISTRATOR },
  {
    method: 'POST',
    url: '/office/skills',
    expect: ADMINISTRATOR,
    call: () => ({ body: { name: `Keahlian Matriks ${newIp().replace(/\./g, ' ')}` } }),
  },
  {
    method: 'POST',
    url: '/office/skills/:id',
    expect: ADMINISTRATOR,
    call: async (w) => ({
      params: { id: (await newSkill(w)).id },
      body: { name: `Keahlian Ubah ${newIp().replace(/\./g, ' ')}` },
    }),
  },
  {
    method: 'DELETE',
    url: '/office/skills/:id',
    expect: ADMINISTRATOR,
    call: async (w) => ({ params: { id: (await newSkill(w)).id } }),
  },
  { method: 'GET', url: '/matches/job-vacancies', expect: SEEKERS },
  {
    method: 'GET',
    url: '/matches/job-vacancies/:id',
    expect: SEEKERS,
    call: (w) => ({ params: { id: w.vacancyA.id } }),
  },
  // Real-user metrics (docs/decisions/100): any visitor reports a page's figures; the office reads p75.
  {
    method: 'POST',
    url: '/vitals',
    expect: EVERYONE,
    call: () => ({ body: { route: '/', metrics: [{ name: 'LCP', value: 1200 }] } }),
  },
  { method: 'GET', url: '/office/statistics/vitals', expect: OFFICE },
  // Vacancy reports (docs/decisions/103): any signed-in account but the vacancy's own company; the
  // queue and its decisions are the office's. A fresh vacancy each call, so none is hidden.
  {
    method: 'POST',
    url: '/vacancy-reports',
    expect: byRole({ seeker: 'ok', company: 'ok', office: 'ok' }, { companyA: 403 }),
    call: async (w) => ({
      body: {
        job_vacancy_id: (await makeVacancy(w.t.db, w.companyA.company.id)).id,
        category: 'MISLEADING',
        note: 'Matriks akses',
      },
    }),
  },
  { method: 'GET', url: '/office/vacancy-reports', expect: OFFICE },
  // Interviews (docs/decisions/110): the company schedules for its own applicant at CALLED and changes
  // only its own interviews; the seeker answers only their own; each reads only their own.
  {
    method: 'POST',
    url: '/interviews',
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => {
      const vacancy = await calledOfA(w);
      return {
        body: { job_vacancy_id: vacancy.id, seeker_detail_id: w.seekerA.seeker.id, ...interviewFields() },
      };
    },
  },
  {
    method: 'POST',
    url: '/interviews/:interview_id/reschedule',
    expect: byRole({ company: 'ok' }, { companyB: 404 }),
    call: async (w) => ({ params: { interview_id: (await interviewOfA(w)).id }, body: interviewFields() }),
  },
  {
    method: 'POST',
    url: '/interviews/:interview_id/cancel',
    expect: byRole({ company: 'ok' }, { companyB: 404 }),
    call: async (w) => ({ params: { interview_id: (await interviewOfA(w)).id }, body: {} }),
  },
  {
    method: 'POST',
    url: '/interviews/:interview_id/answer',
    expect: byRole({ seeker: 'ok' }, { seekerB: 404 }),
    call: async (w) => ({
      params: { interview_id: (await interviewOfA(w)).id },
      body: { answer: 'CONFIRMED' },
    }),
  },
  { method: 'GET', url: '/interviews/mine', expect: SEEKERS },
  { method: 'GET', url: '/interviews/agenda', expect: COMPANIES },
  {
    method: 'POST',
    url: '/office/vacancy-reports/:job_vacancy_id/decision',
    variant: 'a vacancy with an open report',
    expect: OFFICE,
    call: async (w) => {
      const v = await makeVacancy(w.t.db, w.companyA.company.id);
      await w.t.db.insert(vacancyReports).values({
        job_vacancy_id: v.id,
        reporter_user_id: w.seekerA.session.userId,
        category: 'OTHER',
        note: 'Matriks akses',
        reporter_verified: false,
      });
      return { params: { job_vacancy_id: v.id }, body: { decision: 'DISMISS' } };
    },
  }, // Per-vacancy analytics (docs/decisions/111): anyone presses "Lamar"; only the owning company reads.
  {
    method: 'POST',
    url: '/job-vacancies/apply-click',
    expect: EVERYONE,
    call: (w) => ({ body: { job_vacancy_id: w.vacancyA.id } }),
  },
  {
    method: 'GET',
    url: '/job-vacancies/analytics/:id',
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: (w) => ({ params: { id: w.vacancyA.id } }),
  },
  {
    method: 'GET',
    url: '/job-vacancies/analytics/:id/export',
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: (w) => ({ params: { id: w.vacancyA.id } }),
  },
  // Job alerts (docs/decisions/108): a seeker's own from the panel; anyone subscribes by e-mail and
  // uses the links of a mail, which need no sign-in (a fresh alert or token each call).
  { method: 'GET', url: '/job-alerts', expect: SEEKERS },
  { method: 'POST', url: '/job-alerts', expect: SEEKERS, call: () => ({ body: { frequency: 'DAILY' } }) },
  {
    method: 'POST',
    url: '/job-alerts/update/:id',
    variant: "seeker A's alert",
    expect: byRole({}, { seekerA: 'ok', seekerB: 404 }),
    call: async (w) => ({
      params: { id: (await makeJobAlert(w.t.db, w.seekerA.session.userId)).alert.id },
      body: { status: 'PAUSED' },
    }),
  },
  {
    method: 'DELETE',
    url: '/job-alerts/:id',
    variant: "seeker A's alert",
    expect: byRole({}, { seekerA: 'ok', seekerB: 404 }),
    call: async (w) => ({ params: { id: (await makeJobAlert(w.t.db, w.seekerA.session.userId)).alert.id } }),
  },
  {
    method: 'POST',
    url: '/job-alerts/subscribe',
    expect: EVERYONE,
    call: () => ({ body: { email: newEmail('langganan'), frequency: 'WEEKLY' } }),
  },
  {
    method: 'POST',
    url: '/job-alerts/confirm',
    expect: EVERYONE,
    call: async (w) => ({ body: { token: (await makePendingJobAlert(w.t.db)).token } }),
  },
  {
    method: 'GET',
    url: '/job-alerts/manage/:token',
    expect: EVERYONE,
    call: async (w) => ({ params: { token: (await makeJobAlert(w.t.db)).token } }),
  },
  {
    method: 'POST',
    url: '/job-alerts/pause/:token',
    expect: EVERYONE,
    call: async (w) => ({ params: { token: (await makeJobAlert(w.t.db)).token } }),
  },
  {
    method: 'POST',
    url: '/job-alerts/unsubscribe/:token',
    expect: EVERYONE,
    call: async (w) => ({ params: { token: (await makeJobAlert(w.t.db)).token } }),
  },
  // The employer's desk (docs/decisions/109): bulk moves and templates are the company's own; walk-in
  // sessions are read by anyone, booked by seekers, kept by the vacancy's company.
  {
    method: 'POST',
    url: '/seekers/job-vacancy/bulk-change-status',
    variant: "seeker A's application to company A",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => {
      const vacancy = await applicationOfA(w);
      return {
        body: { job_vacancy_id: vacancy.id, status: 'CALLED', seeker_detail_ids: [w.seekerA.seeker.id] },
      };
    },
  },
  { method: 'GET', url: '/company/message-templates', expect: COMPANIES },
  {
    method: 'POST',
    url: '/company/message-templates',
    expect: COMPANIES,
    call: () => ({ body: { name: 'Matriks', body: 'Matriks akses' } }),
  },
  {
    method: 'POST',
    url: '/company/message-templates/:id',
    variant: "company A's template",
    expect: byRole({}, { companyA: 'ok', companyB: 404 }),
    call: async (w) => ({
      params: { id: await templateOfA(w) },
      body: { name: 'Matriks diubah', body: 'Matriks akses' },
    }),
  },
  {
    method: 'DELETE',
    url: '/company/message-templates/:id',
    variant: "company A's template",
    expect: byRole({}, { companyA: 'ok', companyB: 404 }),
    call: async (w) => ({ params: { id: await templateOfA(w) } }),
  },
  {
    method: 'GET',
    url: '/walk-in-sessions',
    expect: EVERYONE,
    call: (w) => ({ query: `job_vacancy_id=${w.vacancyA.id}` }),
  },
  {
    method: 'POST',
    url: '/walk-in-sessions/:id/booking',
    variant: "a session of company A's vacancy",
    expect: SEEKERS,
    call: async (w) => ({ params: { id: (await walkInOfA(w)).id } }),
  },
  {
    method: 'DELETE',
    url: '/walk-in-sessions/:id/booking',
    variant: "seeker A's booking",
    expect: byRole({}, { seekerA: 'ok', seekerB: 404 }),
    call: async (w) => {
      const session = await walkInOfA(w);
      await w.t.db.insert(walkInBookings).values({
        walk_in_session_id: session.id,
        job_vacancy_id: session.job_vacancy_id,
        seeker_detail_id: w.seekerA.seeker.id,
      });
      await w.t.db.update(walkInSessions).set({ booked_count: 1 }).where(eq(walkInSessions.id, session.id));
      return { params: { id: session.id } };
    },
  },
  {
    method: 'GET',
    url: '/seeker/walk-in-bookings',
    expect: SEEKERS,
  },
  {
    method: 'GET',
    url: '/company/job-vacancies/:job_vacancy_id/walk-in-sessions',
    variant: "company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: (w) => ({ params: { job_vacancy_id: w.vacancyA.id } }),
  },
  {
    method: 'POST',
    url: '/company/job-vacancies/:job_vacancy_id/walk-in-sessions',
    variant: "company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => ({
      params: { job_vacancy_id: (await makeVacancy(w.t.db, w.companyA.company.id)).id },
      body: {
        starts_at: new Date(Date.now() + 2 * DAY).toISOString(),
        ends_at: new Date(Date.now() + 2 * DAY + 3_600_000).toISOString(),
        place: 'Matriks akses',
        quota: 3,
      },
    }),
  },
  {
    method: 'POST',
    url: '/company/walk-in-sessions/:id',
    variant: "a session of company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => ({
      params: { id: (await walkInOfA(w)).id },
      body: {
        starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
        ends_at: new Date(Date.now() + 3 * DAY + 3_600_000).toISOString(),
        place: 'Matriks akses diubah',
        quota: 4,
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/company/walk-in-sessions/:id',
    variant: "a session of company A's vacancy",
    expect: byRole({ company: 'ok' }, { companyB: 403 }),
    call: async (w) => ({ params: { id: (await walkInOfA(w)).id } }),
  },
];

/** A message template of company A, new for one call that changes or deletes it. */
async function templateOfA(w: World): Promise<number> {
  const [row] = await w.t.db
    .insert(messageTemplates)
    .values({ company_detail_id: w.companyA.company.id, name: 'Matriks', body: 'Matriks akses' })
    .returning({ id: messageTemplates.id });
  return row!.id;
}

/** A future walk-in session of a new public vacancy of company A (one booking per seeker and vacancy). */
async function walkInOfA(w: World) {
  const vacancy = await makeVacancy(w.t.db, w.companyA.company.id);
  const [row] = await w.t.db
    .insert(walkInSessions)
    .values({
      job_vacancy_id: vacancy.id,
      starts_at: new Date(Date.now() + 2 * DAY),
      ends_at: new Date(Date.now() + 2 * DAY + 3_600_000),
      place: 'Matriks akses',
      quota: 10,
    })
    .returning();
  return row!;
}

/** A vacancy of company A that was published and closed: it owes a fill report (docs/decisions/105). */
/** A skill of its own for each call that edits or removes one (docs/decisions/107). */
async function newSkill(w: World) {
  const [row] = await w.t.db
    .insert(skills)
    .values({ name: `Keahlian Sementara ${newIp()}` })
    .returning();
  return row!;
}

function closedVacancyOf(w: World) {
  return makeVacancy(w.t.db, w.companyA.company.id, {
    published_at: new Date(),
    publication_status: 'CLOSED',
    closed_at: new Date(),
  });
}

/** `ktp/abc.pdf` → the route's params. */
function keyParams(key: string) {
  const [kind, name] = key.split('/');
  return { kind: kind!, name: name! };
}

const rowKey = (method: string, url: string) => `${method} ${url}`;

/** Denied cells first, then the ones that answer but change nothing, then those that use the object up. */
const ORDER: Record<string, number> = { '401': 0, '403': 0, '404': 0, noop: 1, ok: 2 };

function fill(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(String(value));
  });
}

describe('access matrix: every /api/v1 route as every actor', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    w = await build(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('has a row for every route the app registers under /api/v1', () => {
    const rows = new Set(ROWS.map((r) => rowKey(r.method, API_PREFIX + r.url)));
    const routes = t.app.routeList.filter((r) => r.url.startsWith(`${API_PREFIX}/`));
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.map((r) => rowKey(r.method, r.url)).filter((k) => !rows.has(k));
    expect(missing, 'routes without a row in the access matrix').toEqual([]);
  });

  it('names only routes the app registers (no row outlives its route)', () => {
    const routes = new Set(t.app.routeList.map((r) => rowKey(r.method, r.url)));
    const stale = ROWS.map((r) => rowKey(r.method, API_PREFIX + r.url)).filter((k) => !routes.has(k));
    expect(stale, 'rows of routes the app does not have').toEqual([]);
  });

  for (const row of ROWS) {
    const name = `${row.method} ${row.url}${row.variant ? ` (${row.variant})` : ''}`;
    const cells = [...ACTORS].sort((a, b) => ORDER[String(row.expect[a])]! - ORDER[String(row.expect[b])]!);
    describe(name, () => {
      for (const actor of cells) {
        const expected = row.expect[actor];
        const label =
          expected === 'ok'
            ? 'allowed'
            : expected === 'noop'
              ? 'answered, nothing of A changed'
              : `${expected}, nothing changed`;
        it(`as ${actor}: ${label}`, async () => {
          const fresh = row.fresh && actor !== 'guest' ? await freshSession(w, actor) : undefined;
          const spec = (await row.call?.(w, actor, fresh)) ?? {};
          let token: string | undefined;
          if (spec.token !== undefined) token = spec.token ?? undefined;
          else if (actor !== 'guest') token = (fresh ?? w.sessions[actor]).token;
          const path = `${API_PREFIX}${fill(row.url, spec.params)}${spec.query ? `?${spec.query}` : ''}`;
          const guarded = expected !== 'ok';
          const before = guarded ? await fingerprint(t) : undefined;
          const res = await t.request(row.method, path, {
            token,
            body: spec.body,
            form: spec.form,
            headers: client(),
          });
          const detail = `${row.method} ${path} as ${actor}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          if (expected === 'ok' || expected === 'noop') {
            expect(res.status, detail).toBeGreaterThanOrEqual(200);
            expect(res.status, detail).toBeLessThan(300);
          } else {
            expect(res.status, detail).toBe(expected);
          }
          if (before) {
            const after = await fingerprint(t);
            expect(changedTables(before, after), `tables changed by ${detail}`).toEqual([]);
          }
        });
      }
    });
  }
});
