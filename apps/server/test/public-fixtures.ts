import type { Db } from '../src/db/client.ts';
import { PRIVACY_NOTICE_VERSION } from '@siloker/shared';
import {
  companyDetails,
  jobVacancies,
  posts,
  privacyConsents,
  seekerDetails,
  users,
} from '../src/db/schema/index.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';

/** Direct inserts for the public read tests: the least each row needs, overridable per test. */

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6) * 1000;

export async function makeUser(
  db: Db,
  role: 'seeker' | 'company' | 'admin',
  name = `Pengguna ${next()}`,
  officeRole: 'ADMINISTRATOR' | 'VERIFIER' = 'ADMINISTRATOR',
) {
  const [u] = await db
    .insert(users)
    .values({
      name,
      email: `u${next()}@contoh.test`,
      password_hash: 'x',
      role_name: role,
      office_role: role === 'admin' ? officeRole : null,
      status: 'VERIFIED',
    })
    .returning();
  // Like a registered account, it agreed to the privacy notice in force (docs/decisions/077).
  if (role !== 'admin') {
    await db.insert(privacyConsents).values({ user_id: u!.id, version: PRIVACY_NOTICE_VERSION });
  }
  return u!;
}

export async function makeCompany(db: Db, overrides: Partial<typeof companyDetails.$inferInsert> = {}) {
  const user = await makeUser(db, 'company');
  const n = next();
  const [c] = await db
    .insert(companyDetails)
    .values({
      user_id: user.id,
      name: `PT Contoh ${n}`,
      slug_name: `pt-contoh-${n}`,
      status: 'VERIFIED',
      ...overrides,
    })
    .returning();
  return c!;
}

export const DAY = 86_400_000;

/** A session token for a user made here, as login would give (for tests whose subject is not login). */
export async function sessionToken(db: Db, userId: number): Promise<string> {
  return (await issueToken(db, { userId, kind: 'session', ttlMs: TOKEN_TTL_MS.session })).token;
}

/** Everything the office needs before it may verify a company (companyProfileMissing). */
export const COMPLETE_COMPANY = {
  address: 'Jl. Gajah Mada No. 1',
  sub_district_code: '64.72.01.1001',
  phone: '0541123456',
  business_field_id: 1,
  nib: '1234567890123',
  status_office: 'head_office',
  file_nib: 'nib/dokumen-nib.pdf',
  file_npwp: 'npwp/dokumen-npwp.pdf',
};

export async function makeVacancy(
  db: Db,
  companyDetailId: number,
  overrides: Partial<typeof jobVacancies.$inferInsert> = {},
) {
  const n = next();
  const [v] = await db
    .insert(jobVacancies)
    .values({
      company_detail_id: companyDetailId,
      title: `Lowongan ${n}`,
      title_slug: `lowongan-${n}`,
      status: 'VERIFIED',
      publication_status: 'PUBLISHED',
      expired_at: new Date(Date.now() + 30 * DAY),
      ...overrides,
    })
    .returning();
  return v!;
}

export async function makeSeeker(db: Db, overrides: Partial<typeof seekerDetails.$inferInsert> = {}) {
  const user = await makeUser(db, 'seeker');
  const n = next();
  const [s] = await db
    .insert(seekerDetails)
    .values({ user_id: user.id, slug_name: `pencari-${n}`, is_public: true, ...overrides })
    .returning();
  return s!;
}

export async function makePost(db: Db, overrides: Partial<typeof posts.$inferInsert> = {}) {
  const n = next();
  const [p] = await db
    .insert(posts)
    .values({ title: `Acara ${n}`, title_slug: `acara-${n}`, status: 'PUBLISHED', ...overrides })
    .returning();
  return p!;
}

/** The malformed list queries every public list must answer with a 400 naming the field (issue 2). */
export const BAD_LIST_QUERIES: [query: string, field: string][] = [
  ['limit=101', 'limit'],
  ['offset=-1', 'offset'],
  ['order_by=password', 'order_by'],
  ['limit=abc', 'limit'],
];
