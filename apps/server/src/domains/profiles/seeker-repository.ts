import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyDetails,
  educations,
  jobVacancies,
  seekerDetails,
  seekerEducations,
  seekerExperiences,
  seekerJobVacancies,
  seekerSkills,
  users,
} from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';
import { seekerRegistrationColumns } from '../../lib/seeker-columns.ts';
import { nameById } from '../../lib/sql-names.ts';

/*
 * The seeker's own profile rows. Every query names the owner (the signed-in user's id) in its WHERE
 * clause, so no id sent by a client can reach another seeker's rows (docs/security.md).
 *
 * The reads every profile GET and save runs are prepared statements (lib/prepared.ts): built and
 * planned once, not on each request (docs/decisions/060, speed).
 */

/** The owner as a placeholder: every prepared read below is executed with `{ userId }`. */
const ownedBy = () => eq(seekerDetails.user_id, sql.placeholder('userId'));

const profileColumns = {
  ...seekerRegistrationColumns,
  name: users.name,
  slug_name: seekerDetails.slug_name,
  postal_code: seekerDetails.postal_code,
  weight: seekerDetails.weight,
  height: seekerDetails.height,
  job_locale_in: seekerDetails.job_locale_in,
  wage_expectation: seekerDetails.wage_expectation,
  wage_amount_id: seekerDetails.wage_amount_id,
  latest_gpa: seekerDetails.latest_gpa,
  disability_id: seekerDetails.disability_id,
  language_skills: seekerDetails.language_skills,
  language_another: seekerDetails.language_another,
  about: seekerDetails.about,
  is_public: seekerDetails.is_public,
  file_cv: seekerDetails.file_cv,
  updated_at: seekerDetails.updated_at,
};

export async function findProfileOfUser(db: Db, userId: number) {
  const [row] = await prepared(db, 'profiles:seeker', () =>
    db
      .select(profileColumns)
      .from(seekerDetails)
      .innerJoin(users, eq(users.id, seekerDetails.user_id))
      .where(ownedBy())
      .limit(1),
  ).execute({ userId });
  return row;
}
export type SeekerProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileOfUser>>>;

/** Educations, experiences and skills of the user's profile, in the order they were entered. */
export async function findEntriesOfUser(db: Db, userId: number) {
  // In turn, not at once: the applications domain reads them inside its transaction (one connection).
  const eduRows = await prepared(db, 'profiles:seeker-educations', () =>
    db
      .select({
        id: seekerEducations.id,
        education_id: seekerEducations.education_id,
        education_name: nameById(educations, seekerEducations.education_id, 'education_name'),
        school_name: seekerEducations.school_name,
        graduation_year: seekerEducations.graduation_year,
        major: seekerEducations.major,
        is_lock: seekerEducations.is_lock,
        certificate: seekerEducations.certificate,
      })
      .from(seekerEducations)
      .innerJoin(seekerDetails, eq(seekerDetails.id, seekerEducations.seeker_detail_id))
      .where(ownedBy())
      .orderBy(asc(seekerEducations.sort), asc(seekerEducations.id)),
  ).execute({ userId });
  const expRows = await prepared(db, 'profiles:seeker-experiences', () =>
    db
      .select({
        id: seekerExperiences.id,
        company_name: seekerExperiences.company_name,
        position: seekerExperiences.position,
        jobdesk: seekerExperiences.jobdesk,
        start_date: seekerExperiences.start_date,
        end_date: seekerExperiences.end_date,
      })
      .from(seekerExperiences)
      .innerJoin(seekerDetails, eq(seekerDetails.id, seekerExperiences.seeker_detail_id))
      .where(ownedBy())
      .orderBy(asc(seekerExperiences.sort), asc(seekerExperiences.id)),
  ).execute({ userId });
  const skillRows = await prepared(db, 'profiles:seeker-skills', () =>
    db
      .select({
        id: seekerSkills.id,
        name: seekerSkills.name,
        description: seekerSkills.description,
        duration: seekerSkills.duration,
        certificate: seekerSkills.certificate,
      })
      .from(seekerSkills)
      .innerJoin(seekerDetails, eq(seekerDetails.id, seekerSkills.seeker_detail_id))
      .where(ownedBy())
      .orderBy(asc(seekerSkills.sort), asc(seekerSkills.id)),
  ).execute({ userId });
  return { educations: eduRows, experiences: expRows, skills: skillRows };
}
export type SeekerEntryRows = Awaited<ReturnType<typeof findEntriesOfUser>>;

/** The user's applications and invitations, newest first (index seeker_job_vacancies_seeker_status_idx). */
export async function listApplicationsOfUser(db: Db, userId: number, limit: number) {
  return prepared(db, 'profiles:seeker-applications', () =>
    db
      .select({
        id: seekerJobVacancies.id,
        job_vacancy_id: seekerJobVacancies.job_vacancy_id,
        title: jobVacancies.title,
        title_slug: jobVacancies.title_slug,
        company_name: companyDetails.name,
        status: seekerJobVacancies.status,
        is_invitation: seekerJobVacancies.is_invitation,
        created_at: seekerJobVacancies.created_at,
      })
      .from(seekerJobVacancies)
      .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
      .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
      .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
      .where(ownedBy())
      .orderBy(desc(seekerJobVacancies.created_at), desc(seekerJobVacancies.id))
      .limit(sql.placeholder('limit')),
  ).execute({ userId, limit });
}
export type AppliedRow = Awaited<ReturnType<typeof listApplicationsOfUser>>[number];

/** Whether a seeker other than this user's has the NIK already. */
export async function nikUsedByOther(db: Db, userId: number, nik: string): Promise<boolean> {
  const [row] = await prepared(db, 'profiles:nik-of-other', () =>
    db
      .select({ id: seekerDetails.id })
      .from(seekerDetails)
      .where(
        and(
          eq(seekerDetails.nik, sql.placeholder('nik')),
          ne(seekerDetails.user_id, sql.placeholder('userId')),
        ),
      )
      .limit(1),
  ).execute({ nik, userId });
  return row !== undefined;
}

/**
 * The user's profile row, locked until the transaction ends, with the files it points to: two saves
 * of one profile at once cannot both believe they replaced the same file.
 */
export async function lockProfileOfUser(tx: Db, userId: number) {
  const [row] = await tx
    .select({
      id: seekerDetails.id,
      photo: seekerDetails.photo,
      file_ktp: seekerDetails.file_ktp,
      file_cv: seekerDetails.file_cv,
      status: seekerDetails.status,
      full_name: seekerDetails.full_name,
      nik: seekerDetails.nik,
      birth_date: seekerDetails.birth_date,
      birth_place: seekerDetails.birth_place,
    })
    .from(seekerDetails)
    .where(eq(seekerDetails.user_id, userId))
    .for('update')
    .limit(1);
  return row;
}

/** Certificate keys the profile's education and skill rows point to now. */
export async function certificateKeysOf(tx: Db, seekerId: number): Promise<Set<string>> {
  const educationRows = await tx
    .select({ key: seekerEducations.certificate })
    .from(seekerEducations)
    .where(and(eq(seekerEducations.seeker_detail_id, seekerId), isNotNull(seekerEducations.certificate)));
  const skillRows = await tx
    .select({ key: seekerSkills.certificate })
    .from(seekerSkills)
    .where(and(eq(seekerSkills.seeker_detail_id, seekerId), isNotNull(seekerSkills.certificate)));
  return new Set([...educationRows, ...skillRows].map((r) => r.key!));
}

export type SeekerUpdate = Partial<
  Omit<typeof seekerDetails.$inferInsert, 'id' | 'user_id' | 'slug_name' | 'search' | 'created_at'>
>;

export async function updateProfile(tx: Db, seekerId: number, values: SeekerUpdate): Promise<void> {
  await tx
    .update(seekerDetails)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(seekerDetails.id, seekerId));
  // One phone per seeker (issue 17 item 10): Profil Akun shows the number Biodata saves.
  if (values.phone !== undefined) {
    await tx
      .update(users)
      .set({ phone: values.phone, updated_at: sql`now()` })
      .where(
        eq(
          users.id,
          sql`(select ${seekerDetails.user_id} from ${seekerDetails} where ${seekerDetails.id} = ${seekerId})`,
        ),
      );
  }
}

export interface SeekerEntries {
  educations: Omit<typeof seekerEducations.$inferInsert, 'id' | 'seeker_detail_id'>[];
  experiences: Omit<typeof seekerExperiences.$inferInsert, 'id' | 'seeker_detail_id'>[];
  skills: Omit<typeof seekerSkills.$inferInsert, 'id' | 'seeker_detail_id'>[];
}

/** The three lists are saved whole: the old rows go, the form's rows come in, each in one statement. */
export async function replaceEntries(tx: Db, seekerId: number, entries: SeekerEntries): Promise<void> {
  await tx.delete(seekerEducations).where(eq(seekerEducations.seeker_detail_id, seekerId));
  await tx.delete(seekerExperiences).where(eq(seekerExperiences.seeker_detail_id, seekerId));
  await tx.delete(seekerSkills).where(eq(seekerSkills.seeker_detail_id, seekerId));
  const own = <T>(rows: T[]) => rows.map((r) => ({ ...r, seeker_detail_id: seekerId }));
  if (entries.educations.length) await tx.insert(seekerEducations).values(own(entries.educations));
  if (entries.experiences.length) await tx.insert(seekerExperiences).values(own(entries.experiences));
  if (entries.skills.length) await tx.insert(seekerSkills).values(own(entries.skills));
}
