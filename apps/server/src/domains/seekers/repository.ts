import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SeekerListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import {
  cities,
  educations,
  positions,
  seekerDetails,
  seekerEducations,
  seekerExperiences,
  seekerSkills,
  users,
} from '../../db/schema/index.ts';
import { nameByCode, nameById, qualified } from '../../lib/sql-names.ts';
import { publicSeeker } from '../visibility.ts';

/**
 * The only seeker columns a public query selects. NIK, KTP file, birth date and place, address,
 * RT/RW/house number, phone, e-mail, district codes and the registration number are left out here,
 * and the response schema strips anything else besides.
 */
const summaryColumns = {
  id: seekerDetails.id,
  name: sql<string>`coalesce(nullif(${seekerDetails.full_name}, ''), ${users.name})`.as('name'),
  slug_name: seekerDetails.slug_name,
  photo: seekerDetails.photo,
  gender: seekerDetails.gender,
  age: sql<number | null>`date_part('year', age(current_date, ${seekerDetails.birth_date}))::int`.as('age'),
  city_name: nameByCode(cities, seekerDetails.city_code, 'city_name'),
  position_name: sql<
    string | null
  >`case when ${seekerDetails.is_position_other} then ${seekerDetails.position_other} else (select ${qualified(positions.name)} from ${positions} where ${qualified(positions.id)} = ${qualified(seekerDetails.position_id)}) end`.as(
    'position_name',
  ),
  education_id: seekerDetails.education_id,
  education_name: nameById(educations, seekerDetails.education_id, 'education_name'),
  created_at: seekerDetails.created_at,
};

export type SeekerSummaryRow = Awaited<ReturnType<typeof listPublicSeekers>>['rows'][number];
export type SeekerDetailRow = NonNullable<Awaited<ReturnType<typeof findPublicSeekerBySlug>>>;

const detailColumns = {
  ...summaryColumns,
  about: seekerDetails.about,
  language_skills: seekerDetails.language_skills,
  language_another: seekerDetails.language_another,
};

// The same joins for the list and the profile (Drizzle cannot type one generic builder for both).
const summaryQuery = (db: Db) =>
  db
    .select(summaryColumns)
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .$dynamic();

const detailQuery = (db: Db) =>
  db
    .select(detailColumns)
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .$dynamic();

/**
 * Whole words through the stored tsvector; partial words as prefixes ("rahm" finds "Rahmawati"),
 * both served by its GIN index.
 */
function searchCondition(term: string): SQL {
  const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  const full = sql`${seekerDetails.search} @@ websearch_to_tsquery('indonesian', ${term})`;
  if (words.length === 0) return full;
  const prefix = words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
  return or(full, sql`${seekerDetails.search} @@ to_tsquery('simple', ${prefix})`)!;
}

export async function listPublicSeekers(db: Db, q: SeekerListQuery) {
  const conditions: SQL[] = [publicSeeker()];
  if (q.education_id !== undefined) conditions.push(eq(seekerDetails.education_id, q.education_id));
  if (q.search) conditions.push(searchCondition(q.search));
  const where = and(...conditions)!;
  const desc = q.sort_by === 'desc';
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(
      desc
        ? sql`${seekerDetails.created_at} desc nulls last`
        : sql`${seekerDetails.created_at} asc nulls first`,
      desc ? sql`${seekerDetails.id} desc` : sql`${seekerDetails.id} asc`,
    )
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(seekerDetails)
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findPublicSeekerBySlug(db: Db, slug: string) {
  const [row] = await detailQuery(db)
    .where(and(eq(seekerDetails.slug_name, slug), publicSeeker()))
    .limit(1);
  return row;
}

/** Educations, experiences and skills of one seeker, without certificate files. */
export async function findSeekerEntries(db: Db, seekerId: number) {
  const [eduRows, expRows, skillRows] = await Promise.all([
    db
      .select({
        education_id: seekerEducations.education_id,
        education_name: nameById(educations, seekerEducations.education_id, 'education_name'),
        school_name: seekerEducations.school_name,
        graduation_year: seekerEducations.graduation_year,
        major: seekerEducations.major,
      })
      .from(seekerEducations)
      .where(eq(seekerEducations.seeker_detail_id, seekerId))
      .orderBy(asc(seekerEducations.sort), asc(seekerEducations.id)),
    db
      .select({
        company_name: seekerExperiences.company_name,
        position: seekerExperiences.position,
        jobdesk: seekerExperiences.jobdesk,
        start_date: seekerExperiences.start_date,
        end_date: seekerExperiences.end_date,
      })
      .from(seekerExperiences)
      .where(eq(seekerExperiences.seeker_detail_id, seekerId))
      .orderBy(asc(seekerExperiences.sort), asc(seekerExperiences.id)),
    db
      .select({
        name: seekerSkills.name,
        description: seekerSkills.description,
        duration: seekerSkills.duration,
      })
      .from(seekerSkills)
      .where(eq(seekerSkills.seeker_detail_id, seekerId))
      .orderBy(asc(seekerSkills.sort), asc(seekerSkills.id)),
  ]);
  return { educations: eduRows, experiences: expRows, skills: skillRows };
}
