import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { seekerSnapshot } from '../../../domains/ak1/repository.ts';
import type { Db } from '../../client.ts';
import { seekerDetails, seekerEducations, seekerExperiences, seekerSkills } from '../../schema/index.ts';
import { DEMO_SEEKERS } from '../demo-data.ts';
import { DAY_MS, demoSlugs, type DemoContext } from './context.ts';
import type { DemoUserId } from './users.ts';

/** A NIK-shaped number: city and district codes, birth date (day + 40 for women), a serial. */
function demoNik(cityCode: string, district: string, birthDate: string, gender: string, i: number): string {
  const [y, m, d] = birthDate.split('-');
  const day = Number(d) + (gender === 'female' ? 40 : 0);
  return `${cityCode.replace('.', '')}${district}${String(day).padStart(2, '0')}${m}${y!.slice(2)}${String(1 + i).padStart(4, '0')}`;
}

/**
 * The seekers, registered a day apart over the last 40 days; the verified ones hold an AK/1 number and
 * a snapshot of what the office verified. Returns the seeker id by the account's e-mail.
 */
export async function insertDemoSeekers(db: Db, ctx: DemoContext, userId: DemoUserId) {
  const { cityCode } = ctx;
  const slugOf = await demoSlugs(
    db,
    seekerDetails.slug_name,
    DEMO_SEEKERS.map((s) => s.full_name),
  );
  const seekerRows = DEMO_SEEKERS.map((s, i) => {
    const slug = slugOf(s.full_name);
    const positionId = ctx.positionIds.get(s.position.toLowerCase()) ?? null;
    const highest = Math.max(...s.educations.map((e) => e.education_id));
    const registered = new Date(ctx.now - (40 - i) * DAY_MS);
    return {
      user_id: userId(s.email),
      slug_name: slug,
      number_registration: s.verified
        ? `${cityCode.replace('.', '')}-2026-${String(101 + i).padStart(6, '0')}`
        : null,
      date_registration: s.verified ? registered.toISOString().slice(0, 10) : null,
      // The card's check code (docs/decisions/073), random as the office's verification makes it.
      ak1_check_code: s.verified ? randomBytes(16).toString('base64url') : null,
      full_name: s.full_name,
      nik: demoNik(cityCode, s.district, s.birth_date, s.gender, i),
      birth_place: s.birth_place,
      birth_date: s.birth_date,
      gender: s.gender,
      address: s.address,
      rt: String(1 + (i % 30)).padStart(3, '0'),
      rw: String(1 + (i % 9)).padStart(3, '0'),
      house_number: String(3 + i * 4),
      ...ctx.place,
      ...ctx.region(s.district),
      phone: s.phone,
      marriage_status: s.marriage_status,
      position_id: positionId,
      is_position_other: positionId === null,
      position_other: positionId === null ? s.position : null,
      job_location_expectation: 'LOCALE_IN',
      language_skills: s.languages,
      about: s.about,
      education_id: ctx.edu(highest),
      is_public: s.is_public,
      status: s.verified ? 'VERIFIED' : 'NOT_YET_VERIFIED',
      verified_at: s.verified ? registered : null,
      // Registration counts as the first AK/1 report (domains/ak1).
      last_reported_at: s.verified ? registered : null,
      created_at: registered,
      updated_at: registered,
    };
  });
  const inserted = await db
    .insert(seekerDetails)
    .values(seekerRows)
    .returning({ id: seekerDetails.id, user_id: seekerDetails.user_id });
  await db
    .update(seekerDetails)
    .set({ verified_snapshot: seekerSnapshot() })
    .where(
      and(
        inArray(
          seekerDetails.id,
          inserted.map((r) => r.id),
        ),
        eq(seekerDetails.status, 'VERIFIED'),
      ),
    );
  return new Map(DEMO_SEEKERS.map((s) => [s.email, inserted.find((r) => r.user_id === userId(s.email))!.id]));
}

/** Each seeker's educations (the first three locked), experiences and skills, in the order given. */
export async function insertDemoSeekerEntries(
  db: Db,
  ctx: DemoContext,
  seekerIdByEmail: Map<string, number>,
): Promise<void> {
  const { educationIds } = ctx;
  const educationEntries = DEMO_SEEKERS.flatMap((s) =>
    s.educations
      .filter((e) => educationIds.size === 0 || educationIds.has(e.education_id))
      .map((e, k) => ({
        seeker_detail_id: seekerIdByEmail.get(s.email)!,
        education_id: e.education_id,
        school_name: e.school_name,
        graduation_year: e.graduation_year,
        major: e.major ?? null,
        is_lock: k < 3,
        sort: k,
      })),
  );
  const experienceEntries = DEMO_SEEKERS.flatMap((s) =>
    s.experiences.map((e, k) => ({ seeker_detail_id: seekerIdByEmail.get(s.email)!, ...e, sort: k })),
  );
  const skillEntries = DEMO_SEEKERS.flatMap((s) =>
    s.skills.map((e, k) => ({ seeker_detail_id: seekerIdByEmail.get(s.email)!, ...e, sort: k })),
  );
  if (educationEntries.length) await db.insert(seekerEducations).values(educationEntries);
  if (experienceEntries.length) await db.insert(seekerExperiences).values(experienceEntries);
  if (skillEntries.length) await db.insert(seekerSkills).values(skillEntries);
}
