import { and, desc, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies, posts } from '../../db/schema/index.ts';
import { ofPublicCompany, publicCompany, publicPost, publicVacancy } from '../../lib/visibility.ts';

/** The public pages a sitemap lists: slug and last change, by the rules of visibility.ts. */

export interface SitemapRow {
  slug: string;
  lastmod: Date;
}

const lastmod = (t: { created_at: AnyColumn; updated_at: AnyColumn }) =>
  sql<Date>`greatest(${t.created_at}, ${t.updated_at})`.mapWith((v: string | Date) => new Date(v));

export async function publicVacancySlugs(db: Db, limit: number): Promise<SitemapRow[]> {
  if (limit <= 0) return [];
  return db
    .select({ slug: jobVacancies.title_slug, lastmod: lastmod(jobVacancies) })
    .from(jobVacancies)
    .where(and(publicVacancy(), ofPublicCompany()))
    .orderBy(desc(jobVacancies.created_at), desc(jobVacancies.id))
    .limit(limit);
}

export async function publicCompanySlugs(db: Db, limit: number): Promise<SitemapRow[]> {
  if (limit <= 0) return [];
  return db
    .select({ slug: companyDetails.slug_name, lastmod: lastmod(companyDetails) })
    .from(companyDetails)
    .where(publicCompany())
    .orderBy(desc(companyDetails.id))
    .limit(limit);
}

export async function publicPostSlugs(db: Db, limit: number): Promise<SitemapRow[]> {
  if (limit <= 0) return [];
  return db
    .select({ slug: posts.title_slug, lastmod: lastmod(posts) })
    .from(posts)
    .where(publicPost())
    .orderBy(desc(posts.id))
    .limit(limit);
}
