import { asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closedNow } from '../../lib/contact-access.ts';
import {
  applicationStatusHistories,
  authTokens,
  companyDetails,
  fileReads,
  files,
  jobVacancies,
  jobVacancyTrackers,
  notifications,
  postParticipants,
  postTrackers,
  posts,
  privacyConsents,
  seekerDetails,
  seekerEducations,
  seekerExperiences,
  seekerSkills,
  seekerJobVacancies,
  users,
} from '../../db/schema/index.ts';

/** Every query names its owner (the user, their seeker row or their company row) in the query itself. */

export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      photo: users.photo,
      role_name: users.role_name,
      status: users.status,
      created_at: users.created_at,
      email_verified_at: users.email_verified_at,
      last_login_at: users.last_login_at,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

// The generated search vector is an index aid, not data the person gave.
const { search: _seekerSearch, ...seekerColumns } = getTableColumns(seekerDetails);
const { search: _companySearch, ...companyColumns } = getTableColumns(companyDetails);

export async function findSeekerProfile(db: Db, userId: number) {
  const [row] = await db.select(seekerColumns).from(seekerDetails).where(eq(seekerDetails.user_id, userId));
  if (!row) return null;
  const [educations, experiences, skills] = await Promise.all([
    db
      .select()
      .from(seekerEducations)
      .where(eq(seekerEducations.seeker_detail_id, row.id))
      .orderBy(asc(seekerEducations.sort), asc(seekerEducations.id)),
    db
      .select()
      .from(seekerExperiences)
      .where(eq(seekerExperiences.seeker_detail_id, row.id))
      .orderBy(asc(seekerExperiences.sort), asc(seekerExperiences.id)),
    db
      .select()
      .from(seekerSkills)
      .where(eq(seekerSkills.seeker_detail_id, row.id))
      .orderBy(asc(seekerSkills.sort), asc(seekerSkills.id)),
  ]);
  return { ...row, educations, experiences, skills };
}
export type SeekerProfileRow = NonNullable<Awaited<ReturnType<typeof findSeekerProfile>>>;

export async function findCompanyProfile(db: Db, userId: number) {
  const [row] = await db
    .select(companyColumns)
    .from(companyDetails)
    .where(eq(companyDetails.user_id, userId));
  return row ?? null;
}
export type CompanyProfileRow = NonNullable<Awaited<ReturnType<typeof findCompanyProfile>>>;

/** A seeker's applications and invitations with the vacancy, its company and every stage change. */
export async function listSeekerApplications(db: Db, seekerDetailId: number) {
  const rows = await db
    .select({
      id: seekerJobVacancies.id,
      status: seekerJobVacancies.status,
      is_invitation: seekerJobVacancies.is_invitation,
      applied_at: seekerJobVacancies.applied_at,
      cover_letter: seekerJobVacancies.cover_letter,
      created_at: seekerJobVacancies.created_at,
      updated_at: seekerJobVacancies.updated_at,
      vacancy_id: jobVacancies.id,
      vacancy_title: jobVacancies.title,
      vacancy_slug: jobVacancies.title_slug,
      company_name: companyDetails.name,
    })
    .from(seekerJobVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(eq(seekerJobVacancies.seeker_detail_id, seekerDetailId))
    .orderBy(desc(seekerJobVacancies.created_at), desc(seekerJobVacancies.id));
  if (rows.length === 0) return [];
  const history = await db
    .select({
      application_id: applicationStatusHistories.seeker_job_vacancy_id,
      from_status: applicationStatusHistories.from_status,
      to_status: applicationStatusHistories.to_status,
      note: applicationStatusHistories.note,
      created_at: applicationStatusHistories.created_at,
    })
    .from(applicationStatusHistories)
    .where(
      inArray(
        applicationStatusHistories.seeker_job_vacancy_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(applicationStatusHistories.created_at), asc(applicationStatusHistories.id));
  return rows.map((r) => ({
    ...r,
    status_history: history
      .filter((h) => h.application_id === r.id)
      .map(({ application_id: _id, ...h }) => h),
  }));
}

/** A company's vacancies with how many applied: counts only, never the applicants themselves. */
export async function listCompanyVacancies(db: Db, companyDetailId: number) {
  const applicants = db
    .select({ n: count() })
    .from(seekerJobVacancies)
    .where(eq(seekerJobVacancies.job_vacancy_id, jobVacancies.id));
  return db
    .select({
      id: jobVacancies.id,
      title: jobVacancies.title,
      title_slug: jobVacancies.title_slug,
      status: jobVacancies.status,
      publication_status: jobVacancies.publication_status,
      is_invitation: jobVacancies.is_invitation,
      is_removed: jobVacancies.is_removed,
      published_at: jobVacancies.published_at,
      expired_at: jobVacancies.expired_at,
      created_at: jobVacancies.created_at,
      applicant_count: sql<number>`(${applicants})::int`,
    })
    .from(jobVacancies)
    .where(eq(jobVacancies.company_detail_id, companyDetailId))
    .orderBy(desc(jobVacancies.created_at), desc(jobVacancies.id));
}

export async function listSeekerEvents(db: Db, seekerDetailId: number) {
  return db
    .select({
      post_id: posts.id,
      title: posts.title,
      title_slug: posts.title_slug,
      location: posts.location,
      start_at: posts.start_at,
      end_at: posts.end_at,
      joined_at: postParticipants.created_at,
    })
    .from(postParticipants)
    .innerJoin(posts, eq(posts.id, postParticipants.post_id))
    .where(eq(postParticipants.seeker_detail_id, seekerDetailId))
    .orderBy(desc(postParticipants.created_at), desc(postParticipants.id));
}

export async function listNotifications(db: Db, userId: number) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      data: notifications.data,
      read_at: notifications.read_at,
      created_at: notifications.created_at,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id));
}

export const DELETED_NAME = 'Pengguna dihapus';
/** No argon2 hash looks like this, so no password can ever match it. */
export const UNUSABLE_PASSWORD_HASH = '!';
export const COMPANY_DELETED_NOTE = 'Akun dihapus oleh pemilik';

export interface DeletionPlan {
  userId: number;
  seekerDetailId: number | null;
  companyDetailId: number | null;
  /** A fresh `dihapus-<random>` slug, so the old public address leads nowhere. */
  newSlug: string;
}

/**
 * Anonymises the account in one transaction (docs/decisions/062): the user row and profile keep their
 * ids (applications, event sign-ups and vacancies point at them) but lose everything that identifies
 * the person; sessions, notifications and profile entries are deleted.
 */
export async function anonymiseAccount(db: Db, plan: DeletionPlan): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: DELETED_NAME,
        email: `deleted-${plan.userId}@deleted.invalid`,
        phone: null,
        photo: null,
        password_hash: UNUSABLE_PASSWORD_HASH,
        status: 'DELETED',
        permissions: [],
        deleted_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, plan.userId));
    await tx.delete(authTokens).where(eq(authTokens.user_id, plan.userId));
    await tx.delete(notifications).where(eq(notifications.user_id, plan.userId));
    // The row stays (anonymised), so the cascade of file_reads does not fire: delete the log here.
    await tx.delete(fileReads).where(eq(fileReads.owner_user_id, plan.userId));
    // The file rows go with the columns that name them; the bytes after the commit (decision 095).
    await tx.delete(files).where(eq(files.owner_user_id, plan.userId));
    // The consents stay as proof of the lawful basis of what was processed, without the address.
    await tx.update(privacyConsents).set({ ip: null }).where(eq(privacyConsents.user_id, plan.userId));
    // What the person viewed stays counted, but no longer says who viewed it.
    await tx
      .update(jobVacancyTrackers)
      .set({ user_id: null })
      .where(eq(jobVacancyTrackers.user_id, plan.userId));
    await tx.update(postTrackers).set({ user_id: null }).where(eq(postTrackers.user_id, plan.userId));

    if (plan.seekerDetailId !== null) {
      const id = plan.seekerDetailId;
      await tx.delete(seekerEducations).where(eq(seekerEducations.seeker_detail_id, id));
      await tx.delete(seekerExperiences).where(eq(seekerExperiences.seeker_detail_id, id));
      await tx.delete(seekerSkills).where(eq(seekerSkills.seeker_detail_id, id));
      await tx
        .update(seekerDetails)
        .set({
          slug_name: plan.newSlug,
          number_registration: null,
          full_name: DELETED_NAME,
          photo: null,
          file_ktp: null,
          file_cv: null,
          nik: null,
          birth_place: null,
          birth_date: null,
          address: null,
          rt: null,
          rw: null,
          house_number: null,
          province_code: null,
          city_code: null,
          district_code: null,
          sub_district_code: null,
          phone: null,
          postal_code: null,
          weight: null,
          height: null,
          marriage_status: null,
          religion_id: null,
          position_id: null,
          is_position_other: false,
          position_other: null,
          job_location_expectation: null,
          job_locale_in: null,
          wage_expectation: null,
          wage_amount_id: null,
          latest_gpa: null,
          disability_id: null,
          language_skills: [],
          language_another: null,
          about: null,
          status_note: null,
          is_public: false,
          updated_at: sql`now()`,
        })
        .where(eq(seekerDetails.id, id));
      // The applications stay for the companies' archive, but not what the person wrote in them.
      await tx
        .update(seekerJobVacancies)
        .set({ cover_letter: null })
        .where(eq(seekerJobVacancies.seeker_detail_id, id));
    }

    if (plan.companyDetailId !== null) {
      const id = plan.companyDetailId;
      // Not VERIFIED: publicCompany()/ofPublicCompany() hide the company and every vacancy of it.
      await tx
        .update(companyDetails)
        .set({
          slug_name: plan.newSlug,
          email: null,
          phone: null,
          website: null,
          address: null,
          postal_code: null,
          photo: null,
          file_nib: null,
          file_npwp: null,
          about: null,
          status: 'REJECTED',
          status_note: COMPANY_DELETED_NOTE,
          updated_at: sql`now()`,
        })
        .where(eq(companyDetails.id, id));
      await tx
        .update(jobVacancies)
        .set({ is_removed: true, email: null, poster: null, closed_at: closedNow(), updated_at: sql`now()` })
        .where(eq(jobVacancies.company_detail_id, id));
    }
  });
}
