import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  companyDetails,
  files,
  notifications,
  postParticipants,
  seekerDetails,
  seekerEducations,
  seekerJobVacancies,
  users,
  applicationStatusHistories,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { PASSWORD, newEmail, newIp } from './auth-helpers.ts';
import type { TestApp } from './harness.ts';
import { makeCompleteSeeker, regionOf } from './profile-fixtures.ts';
import {
  COMPLETE_COMPANY,
  makeCompany,
  makePost,
  makeUser,
  makeVacancy,
  sessionToken,
} from './public-fixtures.ts';
import { pdf } from './upload-fixtures.ts';

/**
 * The world of the access matrix and the field-exposure tests (docs/decisions/078): two seekers, two
 * companies, an office verifier and an office administrator, each with a session, and what A owns
 * (a vacancy of company A with seeker A's application, seeker A's notification, KTP, certificate and
 * event place, company A's NIB and NPWP). Every seeker and company carries private values no other
 * row shares, so a search of an answer's text for them cannot match by chance.
 */

export const ACTORS = [
  'guest',
  'seekerA',
  'seekerB',
  'companyA',
  'companyB',
  'verifier',
  'administrator',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = Exclude<Actor, 'guest'>;

export interface Session {
  userId: number;
  token: string;
  email: string;
}

/** A seeker's values that must never reach a public answer (and reach a company only with consent). */
export interface SeekerSecrets {
  nik: string;
  phone: string;
  birth_date: string;
  address: string;
  email: string;
  ktp: string;
  certificate: string;
  /** The CV, private like the KTP (docs/decisions/088). */
  cv: string;
}

/** A company's values that never reach a public answer. */
export interface CompanySecrets {
  nib: string;
  file_nib: string;
  file_npwp: string;
}

let serial = 0;
/** Digits no other fixture uses (NIK, phone and birth dates are built from them). */
const unique = () => {
  serial += 1;
  return `${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(3, '0')}`;
};

let passwordHash: string | undefined;
/** The hash of PASSWORD, made once: fixtures that sign in with a password share it. */
export async function knownPasswordHash(): Promise<string> {
  passwordHash ??= await hashPassword(PASSWORD);
  return passwordHash;
}

/** Stores a real private PDF under a new key of `kind`, recorded in `files` as uploads are. */
export async function storePrivateFile(
  t: TestApp,
  ownerUserId: number,
  kind: 'ktp' | 'nib' | 'npwp' | 'certificate' | 'cv',
): Promise<string> {
  const key = `${kind}/${randomBytes(18).toString('base64url')}.pdf`;
  const data = pdf(`${kind}-${key}`);
  await t.app.storage.put(`private/${key}`, data, 'application/pdf');
  await t.db.insert(files).values({
    owner_user_id: ownerUserId,
    kind,
    visibility: 'private',
    storage_key: key,
    mime: 'application/pdf',
    size: data.length,
    original_name: `${kind}.pdf`,
  });
  return key;
}

/** A complete, public, AK/1-registered seeker with a password, a stored KTP, certificate and CV. */
export async function makeSecretSeeker(t: TestApp, label: string) {
  const u = unique();
  const day = String((serial % 27) + 1).padStart(2, '0');
  const { seeker, token } = await makeCompleteSeeker(t, {
    full_name: `Pencari ${label}`,
    nik: `6472${u}${u}00`.slice(0, 16),
    phone: `0813${u}${u}`.slice(0, 12),
    birth_date: `1979-11-${day}`,
    birth_place: 'Tenggarong',
    address: `Jl. Rahasia Matriks ${label} No. ${u}`,
    rt: '011',
    rw: '012',
    house_number: `R${u}`,
    status: 'VERIFIED',
    number_registration: `AK1-${u}`,
    date_registration: new Date().toISOString().slice(0, 10),
  });
  const email = newEmail(`rahasia-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
  await t.db
    .update(users)
    .set({ email, password_hash: await knownPasswordHash() })
    .where(eq(users.id, seeker.user_id));
  const ktp = await storePrivateFile(t, seeker.user_id, 'ktp');
  const certificate = await storePrivateFile(t, seeker.user_id, 'certificate');
  const cv = await storePrivateFile(t, seeker.user_id, 'cv');
  await t.db.update(seekerDetails).set({ file_ktp: ktp, file_cv: cv }).where(eq(seekerDetails.id, seeker.id));
  await t.db
    .update(seekerEducations)
    .set({ certificate })
    .where(eq(seekerEducations.seeker_detail_id, seeker.id));
  const [row] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, seeker.id));
  const secrets: SeekerSecrets = {
    nik: row!.nik!,
    phone: row!.phone!,
    birth_date: row!.birth_date!,
    address: row!.address!,
    email,
    ktp,
    certificate,
    cv,
  };
  return { seeker: row!, token, session: { userId: seeker.user_id, token, email }, secrets };
}

/** A verified company with a complete profile, stored NIB and NPWP files and a password. */
export async function makeSecretCompany(t: TestApp, label: string) {
  const company = await makeCompany(t.db, {
    ...COMPLETE_COMPANY,
    name: `PT Matriks ${label}`,
    nib: `9${unique()}${unique()}`.slice(0, 13),
  });
  const email = newEmail(`perusahaan-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
  await t.db
    .update(users)
    .set({ email, password_hash: await knownPasswordHash() })
    .where(eq(users.id, company.user_id));
  const file_nib = await storePrivateFile(t, company.user_id, 'nib');
  const file_npwp = await storePrivateFile(t, company.user_id, 'npwp');
  await t.db.update(companyDetails).set({ file_nib, file_npwp }).where(eq(companyDetails.id, company.id));
  const token = await sessionToken(t.db, company.user_id);
  const secrets: CompanySecrets = { nib: company.nib!, file_nib, file_npwp };
  return {
    company: { ...company, file_nib, file_npwp },
    token,
    session: { userId: company.user_id, token, email },
    secrets,
  };
}

/** An office account with its office role set in the database, and a session. */
export async function makeOfficeAccount(t: TestApp, role: 'ADMINISTRATOR' | 'VERIFIER') {
  const user = await makeUser(t.db, 'admin', `Staf ${role}`);
  await t.db
    .update(users)
    .set({ office_role: role, password_hash: await knownPasswordHash() })
    .where(eq(users.id, user.id));
  const token = await sessionToken(t.db, user.id);
  return { userId: user.id, token, email: user.email };
}

/** Signs in over HTTP, as the login form does. */
export async function login(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await t.request('POST', '/api/v1/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': newIp() },
  });
  expect(res.status, `login of ${email}`).toBe(200);
  return res.body.data.user.token as string;
}

/** Seeker `seekerId` applied to `vacancyId` (or was invited, or …) at `status`, written as the services do. */
export async function makeApplication(
  t: TestApp,
  vacancyId: number,
  seekerId: number,
  status: string,
  opts: { invitation?: boolean; applied?: boolean } = {},
) {
  const applied = opts.applied ?? status !== 'INVITED';
  const [row] = await t.db
    .insert(seekerJobVacancies)
    .values({
      job_vacancy_id: vacancyId,
      seeker_detail_id: seekerId,
      status,
      is_invitation: opts.invitation ?? false,
      applied_at: applied ? new Date() : null,
    })
    .returning();
  // Applying writes its first history row, and a later stage its own: the contact and document rule
  // reads whether the application ever reached APPLIED (docs/decisions/076).
  if (applied) {
    await t.db
      .insert(applicationStatusHistories)
      .values({ seeker_job_vacancy_id: row!.id, from_status: null, to_status: 'APPLIED' });
    if (status !== 'APPLIED') {
      await t.db
        .insert(applicationStatusHistories)
        .values({ seeker_job_vacancy_id: row!.id, from_status: 'APPLIED', to_status: status });
    }
  }
  return row!;
}

export async function build(t: TestApp) {
  const seekerA = await makeSecretSeeker(t, 'A');
  const seekerB = await makeSecretSeeker(t, 'B');
  const companyA = await makeSecretCompany(t, 'A');
  const companyB = await makeSecretCompany(t, 'B');
  const administrator = await makeOfficeAccount(t, 'ADMINISTRATOR');

  // The verifier is a staff account as the administrator creates one, then given its office role.
  const verifierEmail = newEmail('verifikator');
  const staff = await t.request('POST', '/api/v1/office/staff', {
    token: administrator.token,
    // office_role is what the office-roles form sends; the role is also set below, whatever it does.
    body: { name: 'Verifikator Matriks', email: verifierEmail, password: PASSWORD, office_role: 'VERIFIER' },
  });
  expect(staff.status, JSON.stringify(staff.body)).toBe(201);
  const verifierId = staff.body.data.staff.id as number;
  await t.db.update(users).set({ office_role: 'VERIFIER' }).where(eq(users.id, verifierId));
  const verifier = { userId: verifierId, token: await login(t, verifierEmail), email: verifierEmail };

  const vacancyA = await makeVacancy(t.db, companyA.company.id, { title: 'Operator Matriks A' });
  const vacancyB = await makeVacancy(t.db, companyB.company.id, { title: 'Operator Matriks B' });
  const applied = await t.request('POST', '/api/v1/seekers/applied/', {
    token: seekerA.token,
    body: { job_vacancy_id: vacancyA.id, seeker_detail_id: seekerA.seeker.id },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const applicationA = applied.body.data.seeker_job_vacancy as { id: number };

  const [notification] = await t.db
    .insert(notifications)
    .values({ user_id: seekerA.session.userId, type: 'application_status', title: 'Untuk pencari A' })
    .returning();

  const event = await makePost(t.db, { title: 'Bursa Kerja Matriks' });
  const [participant] = await t.db
    .insert(postParticipants)
    .values({ post_id: event.id, seeker_detail_id: seekerA.seeker.id })
    .returning();

  const region = await regionOf(t, '64.72');

  const sessions: Record<SignedIn, Session> = {
    seekerA: seekerA.session,
    seekerB: seekerB.session,
    companyA: companyA.session,
    companyB: companyB.session,
    verifier,
    administrator,
  };
  return {
    t,
    sessions,
    seekerA,
    seekerB,
    companyA,
    companyB,
    vacancyA,
    vacancyB,
    applicationA,
    notificationA: notification!,
    event,
    participantA: participant!,
    region,
  };
}
export type World = Awaited<ReturnType<typeof build>>;

/** A new account of the actor's role, for calls that change or end the account itself. */
export async function freshSession(w: World, actor: SignedIn): Promise<Session> {
  const t = w.t;
  if (actor === 'seekerA' || actor === 'seekerB') return (await makeSecretSeeker(t, 'Baru')).session;
  if (actor === 'companyA' || actor === 'companyB') return (await makeSecretCompany(t, 'Baru')).session;
  return makeOfficeAccount(t, actor === 'verifier' ? 'VERIFIER' : 'ADMINISTRATOR');
}

/**
 * Tables whose rows a denied call must leave alone: every table of the schema but the region tables
 * (seeded once, no route writes them) and the throttling counters (they count attempts, denied ones
 * too, by design: docs/decisions/030).
 */
const NOT_FINGERPRINTED = new Set([
  'provinces',
  'cities',
  'districts',
  'sub_districts',
  'rate_limits',
  // The vacancy analytics counters: a timer flushes the counts of earlier public reads while later
  // requests run (docs/decisions/111); a refused request records nothing in memory to flush.
  'vacancy_daily_stats',
  'vacancy_visitor_hashes',
  'vacancy_visitor_salts',
]);

/**
 * Columns a background job writes while the tests run: the mail outbox marks each notification's
 * e-mail copy, and each queued mail (job alerts, docs/decisions/108), sent after the request that made
 * it (docs/decisions/067), so those are left out.
 */
const PROJECTION: Record<string, string> = {
  notifications: 'x.id, x.user_id, x.type, x.title, x.body, x.link, x.data, x.read_at, x.created_at',
  mail_outbox: 'x.id, x.to_email, x.subject, x.text, x.html, x.headers, x.created_at',
};

let tableNames: string[] | undefined;

/** Per table: its row count and a sum of the rows' hashes, which any insert, update or delete moves. */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  if (!tableNames) {
    const res = await t.database.query(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    tableNames = res.rows.map((r) => String(r.name)).filter((n) => !NOT_FINGERPRINTED.has(n));
  }
  const parts = tableNames.map(
    (n) =>
      `select '${n}' as name, count(*)::text || ':' || coalesce(sum(hashtext((${PROJECTION[n] ? `row(${PROJECTION[n]})` : 'x'})::text)::bigint), 0)::text as print from "${n}" x`,
  );
  const res = await t.database.query(parts.join(' union all '));
  return Object.fromEntries(res.rows.map((r) => [String(r.name), String(r.print)]));
}

/** The tables whose fingerprint moved, for a failure message that names them. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

/** Every key and string value of a JSON document, at any depth, with its path. */
export function walk(value: unknown, path = '$', out: { path: string; key?: string; text?: string }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push({ path: `${path}.${k}`, key: k });
      walk(v, `${path}.${k}`, out);
    }
  } else if (typeof value === 'string') out.push({ path, text: value });
  else if (typeof value === 'number') out.push({ path, text: String(value) });
  return out;
}
