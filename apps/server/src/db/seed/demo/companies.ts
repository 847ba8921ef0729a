import { and, eq, inArray } from 'drizzle-orm';
import { companySnapshot } from '../../../domains/companies/repository.ts';
import type { Db } from '../../client.ts';
import { companyDetails } from '../../schema/index.ts';
import { DEMO_COMPANIES } from '../demo-data.ts';
import { demoSlugs, type DemoContext } from './context.ts';
import type { DemoUserId } from './users.ts';

export type DemoCompany = { id: number; user_id: number };

/** The companies, created an hour apart after their accounts were verified; the VERIFIED ones snapshotted. */
export async function insertDemoCompanies(db: Db, ctx: DemoContext, userId: DemoUserId) {
  const { verifiedAt } = ctx;
  const slugOf = await demoSlugs(
    db,
    companyDetails.slug_name,
    DEMO_COMPANIES.map((c) => c.name),
  );
  const companyRows = DEMO_COMPANIES.map((c, i) => ({
    user_id: userId(c.email),
    name: c.name,
    slug_name: slugOf(c.name),
    email: c.email,
    about: c.about,
    address: c.address,
    ...ctx.place,
    ...ctx.region(c.district),
    phone: c.phone,
    website: c.website,
    business_field_id: ctx.fieldIds.get(c.business_field.toLowerCase()) ?? null,
    postal_code: c.postal_code,
    nib: `91201${String(3_000_000 + i * 7919).padStart(8, '0')}`,
    status_office: c.status_office,
    status: c.status,
    verified_at: c.status === 'VERIFIED' ? verifiedAt : null,
    created_at: new Date(verifiedAt.getTime() + i * 3_600_000),
  }));
  const inserted: DemoCompany[] = await db
    .insert(companyDetails)
    .values(companyRows)
    .returning({ id: companyDetails.id, user_id: companyDetails.user_id });
  // What the office verified, as its decision keeps it (docs/decisions/073).
  await db
    .update(companyDetails)
    .set({ verified_snapshot: companySnapshot() })
    .where(
      and(
        inArray(
          companyDetails.id,
          inserted.map((c) => c.id),
        ),
        eq(companyDetails.status, 'VERIFIED'),
      ),
    );
  const byKey = new Map(
    DEMO_COMPANIES.map((c) => [c.key, inserted.find((r) => r.user_id === userId(c.email))!]),
  );
  return { inserted, byKey };
}
