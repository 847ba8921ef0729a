import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  APPLICATION_PIPELINE,
  APPLICATION_STATUS_NAMES,
  PRIVACY_NOTICE_VERSION,
  type ApplicationStatus,
} from '@siloker/shared';
import type { AppConfig } from '../../config/env.ts';
import { hashPassword } from '../../lib/password.ts';
import { companySnapshot } from '../../domains/companies/repository.ts';
import { seekerSnapshot } from '../../domains/ak1/repository.ts';
import { qualified } from '../../lib/sql-names.ts';
import { pickFreeSlug, slugify } from '../../lib/slug.ts';
import type { Db } from '../client.ts';
import {
  applicationStatusHistories,
  benefits,
  businessFields,
  companyDetails,
  districts,
  educations,
  jobTypes,
  jobVacancies,
  notifications,
  positions,
  postParticipants,
  posts,
  privacyConsents,
  seekerDetails,
  seekerEducations,
  seekerExperiences,
  seekerJobVacancies,
  seekerSkills,
  subDistricts,
  users,
} from '../schema/index.ts';
import { once } from './batch.ts';
import {
  DEMO_APPLICATIONS,
  DEMO_COMPANIES,
  DEMO_LOGINS,
  DEMO_PARTICIPANTS,
  DEMO_PASSWORDS,
  DEMO_POSTS,
  DEMO_SEEKERS,
  DEMO_VACANCIES,
} from './demo-data.ts';

/**
 * The demo office login (published password) only where nobody configured a real one and never on a
 * PostgreSQL server (issue 11 item 10): there ADMIN_EMAIL/ADMIN_PASSWORD make the office account.
 */
export const withDemoOffice = (config: AppConfig): boolean =>
  !config.adminEmail && !config.adminPassword && !config.databaseUrl;

/** The demo logins present and able to sign in, for the warning printed at start (main.ts). */
export async function activeDemoLogins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        Object.values(DEMO_LOGINS).map((e) => sql`${e}`),
        sql`, `,
      )}) and ${users.deleted_at} is null and ${users.deactivated_at} is null`,
    );
  return rows.map((r) => r.email.toLowerCase()).sort();
}

/** Bump to insert a new demo set; existing rows are never touched again. */
export const DEMO_SEED_VERSION = 'demo@1';

const DAY_MS = 86_400_000;

/**
 * Inserts the demo content once (seed_versions 'demo'), in one transaction, in batches.
 * Master ids are looked up by name at seed time, so the demo never points at missing rows.
 * Returns whether anything was inserted.
 */
export async function seedDemo(db: Db, config: AppConfig): Promise<boolean> {
  return once(db, 'demo', DEMO_SEED_VERSION, async () => {
    await db.transaction(async (tx) => insertDemo(tx as unknown as Db, config));
  });
}

async function nameMap(db: Db, table: typeof jobTypes): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

async function insertDemo(db: Db, config: AppConfig): Promise<void> {
  // A database that already holds the demo logins (an earlier run whose marker was lost) is left alone.
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_LOGINS.seeker}`);
  if (existing) return;

  const now = Date.now();
  const cityCode = config.cityCode;
  const provinceCode = config.provinceCode;

  // Master data and regions, read defensively.
  // One query at a time: inside a transaction the PostgreSQL client runs queries serially anyway.
  const jobTypeIds = await nameMap(db, jobTypes);
  const benefitIds = await nameMap(db, benefits);
  const fieldIds = await nameMap(db, businessFields);
  const educationRows = await db.select({ id: educations.id }).from(educations);
  const positionRows = await db.select({ id: positions.id, name: positions.name }).from(positions);
  const districtRows = await db
    .select({ code: districts.code })
    .from(districts)
    .where(eq(districts.city_code, cityCode));
  const villageRows = await db
    .select({ code: subDistricts.code, district_code: subDistricts.district_code })
    .from(subDistricts)
    .where(sql`${subDistricts.district_code} like ${`${cityCode}.%`}`)
    .orderBy(subDistricts.code);
  const educationIds = new Set(educationRows.map((r) => r.id));
  const positionIds = new Map(positionRows.map((r) => [r.name.toLowerCase(), r.id]));
  const districtCodes = new Set(districtRows.map((r) => r.code));
  const edu = (id: number) => (educationIds.has(id) ? id : null);
  const region = (district: string) => {
    const code = `${cityCode}.${district}`;
    if (!districtCodes.has(code)) return { district_code: null, sub_district_code: null };
    const village = villageRows.find((v) => v.district_code === code);
    return { district_code: code, sub_district_code: village?.code ?? null };
  };
  const cityKnown = districtRows.length > 0;
  const place = {
    province_code: cityKnown ? provinceCode : null,
    city_code: cityKnown ? cityCode : null,
  };

  // Users: one hash per distinct password.
  const [seekerHash, companyHash, adminHash, verifierHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.seeker),
    hashPassword(DEMO_PASSWORDS.company),
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.verifier),
  ]);
  const verifiedAt = new Date(now - 60 * DAY_MS);
  const userRows = [
    ...DEMO_COMPANIES.map((c) => ({
      name: c.user_name,
      email: c.email,
      password_hash: companyHash,
      role_name: 'company',
      phone: c.phone,
    })),
    ...DEMO_SEEKERS.map((s) => ({
      name: s.full_name,
      email: s.email,
      password_hash: seekerHash,
      role_name: 'seeker',
      phone: s.phone,
    })),
    ...(withDemoOffice(config)
      ? [
          {
            name: 'Admin Dinas',
            email: DEMO_LOGINS.admin,
            password_hash: adminHash,
            role_name: 'admin',
            office_role: 'ADMINISTRATOR',
            phone: null,
          },
          {
            name: 'Verifikator Dinas',
            email: DEMO_LOGINS.verifier,
            password_hash: verifierHash,
            role_name: 'admin',
            office_role: 'VERIFIER',
            phone: null,
          },
        ]
      : []),
  ].map((u) => ({ ...u, status: 'VERIFIED', email_verified_at: verifiedAt, created_at: verifiedAt }));
  // An office account made from ADMIN_EMAIL with the same address is kept as it is.
  await db.insert(users).values(userRows).onConflictDoNothing();
  const userIds = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            userRows.map((u) => u.email),
          ),
        )
    ).map((u) => [u.email.toLowerCase(), u.id]),
  );
  const userId = (email: string) => userIds.get(email)!;
  // The demo accounts agreed to the notice in force, as registration asks (docs/decisions/077).
  await db
    .insert(privacyConsents)
    .values(
      userRows
        .filter((u) => u.role_name !== 'admin')
        .map((u) => ({
          user_id: userId(u.email.toLowerCase()),
          version: PRIVACY_NOTICE_VERSION,
          consented_at: verifiedAt,
        })),
    )
    .onConflictDoNothing();

  // Companies.
  const companySlugs = await takenSlugs(db, 'company');
  const companyRows = DEMO_COMPANIES.map((c, i) => {
    const slug = pickFreeSlug(slugify(c.name), companySlugs);
    companySlugs.add(slug);
    return {
      user_id: userId(c.email),
      name: c.name,
      slug_name: slug,
      email: c.email,
      about: c.about,
      address: c.address,
      ...place,
      ...region(c.district),
      phone: c.phone,
      website: c.website,
      business_field_id: fieldIds.get(c.business_field.toLowerCase()) ?? null,
      postal_code: c.postal_code,
      nib: `91201${String(3_000_000 + i * 7919).padStart(8, '0')}`,
      status_office: c.status_office,
      status: c.status,
      verified_at: c.status === 'VERIFIED' ? verifiedAt : null,
      created_at: new Date(verifiedAt.getTime() + i * 3_600_000),
    };
  });
  const insertedCompanies = await db
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
          insertedCompanies.map((c) => c.id),
        ),
        eq(companyDetails.status, 'VERIFIED'),
      ),
    );
  const companyByKey = new Map(
    DEMO_COMPANIES.map((c) => [c.key, insertedCompanies.find((r) => r.user_id === userId(c.email))!]),
  );

  // Vacancies: created over the last weeks, each open for 2–7 weeks from its creation.
  const vacancySlugs = await takenSlugs(db, 'vacancy');
  const vacancyRows = DEMO_VACANCIES.map((v, i) => {
    const company = DEMO_COMPANIES.find((c) => c.key === v.company)!;
    const slug = pickFreeSlug(slugify(`${v.title} ${company.name}`), vacancySlugs);
    vacancySlugs.add(slug);
    const createdAt = new Date(now - v.age_days * DAY_MS - i * 60_000);
    const deadline = v.age_days + 14 + (i % 5) * 7;
    const positionId = positionIds.get(v.position.toLowerCase()) ?? null;
    const status = v.status ?? 'VERIFIED';
    const publication = v.publication_status ?? 'PUBLISHED';
    const genderBased = v.male_count !== undefined || v.female_count !== undefined;
    const benefitList = v.benefits.flatMap((b) => benefitIds.get(b.toLowerCase()) ?? []);
    return {
      company_detail_id: companyByKey.get(v.company)!.id,
      title: v.title,
      title_slug: slug,
      status,
      publication_status: publication,
      email: company.email,
      job_type_id: jobTypeIds.get(v.job_type.toLowerCase()) ?? null,
      position_id: positionId,
      is_position_other: positionId === null,
      position_other: positionId === null ? v.position : null,
      address: company.address,
      ...place,
      ...region(company.district),
      salary: v.salary,
      salary_type: v.salary_type,
      is_gender_based_count: genderBased,
      male_count: v.male_count ?? 0,
      female_count: v.female_count ?? 0,
      worker_count: v.worker_count,
      description: v.description,
      conclusion:
        'Lamaran dikirim melalui SiLoker. Hanya pelamar yang memenuhi syarat yang akan dipanggil untuk tahap seleksi berikutnya. Rekrutmen tidak dipungut biaya apa pun.',
      deadline,
      deadline_period: 'day',
      expired_at: new Date(createdAt.getTime() + deadline * DAY_MS),
      benefits: benefitList.length ? benefitList : [0],
      education_id: edu(v.education_id),
      required_skills: v.required_skills,
      set_major: v.set_major ?? null,
      special_condition: v.special_condition ?? null,
      work_type: v.work_type,
      work_hour: v.work_hour,
      year_experience: v.year_experience,
      view_count: status === 'VERIFIED' && publication === 'PUBLISHED' ? 15 + ((i * 37) % 240) : 0,
      published_at: publication === 'DRAFT' ? null : createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  const insertedVacancies = await db.insert(jobVacancies).values(vacancyRows).returning({
    id: jobVacancies.id,
    title: jobVacancies.title,
    company_detail_id: jobVacancies.company_detail_id,
  });
  const vacancyByTitle = new Map(insertedVacancies.map((v) => [v.title, v]));

  // Seekers with their educations, experiences and skills.
  const seekerSlugs = await takenSlugs(db, 'seeker');
  const seekerRows = DEMO_SEEKERS.map((s, i) => {
    const slug = pickFreeSlug(slugify(s.full_name), seekerSlugs);
    seekerSlugs.add(slug);
    const positionId = positionIds.get(s.position.toLowerCase()) ?? null;
    const highest = Math.max(...s.educations.map((e) => e.education_id));
    const registered = new Date(now - (40 - i) * DAY_MS);
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
      ...place,
      ...region(s.district),
      phone: s.phone,
      marriage_status: s.marriage_status,
      position_id: positionId,
      is_position_other: positionId === null,
      position_other: positionId === null ? s.position : null,
      job_location_expectation: 'LOCALE_IN',
      language_skills: s.languages,
      about: s.about,
      education_id: edu(highest),
      is_public: s.is_public,
      status: s.verified ? 'VERIFIED' : 'NOT_YET_VERIFIED',
      verified_at: s.verified ? registered : null,
      // Registration counts as the first AK/1 report (domains/ak1).
      last_reported_at: s.verified ? registered : null,
      created_at: registered,
      updated_at: registered,
    };
  });
  const insertedSeekers = await db
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
          insertedSeekers.map((r) => r.id),
        ),
        eq(seekerDetails.status, 'VERIFIED'),
      ),
    );
  const seekerIdByEmail = new Map(
    DEMO_SEEKERS.map((s) => [s.email, insertedSeekers.find((r) => r.user_id === userId(s.email))!.id]),
  );
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

  // Events and their participants.
  const adminId = userId(DEMO_LOGINS.admin);
  const postSlugs = await takenSlugs(db, 'post');
  const postRows = DEMO_POSTS.map((p, i) => {
    const slug = pickFreeSlug(slugify(p.title), postSlugs);
    postSlugs.add(slug);
    const start = new Date(now + p.start_in_days * DAY_MS);
    start.setUTCHours(1, 0, 0, 0); // 09.00 WITA
    const createdAt = new Date(Math.min(now, start.getTime()) - (10 + i) * DAY_MS);
    return {
      title: p.title,
      title_slug: slug,
      excerpt: p.excerpt,
      content: p.content,
      location: p.location,
      start_at: start,
      end_at: new Date(start.getTime() + p.duration_hours * 3_600_000),
      quota: p.quota,
      status: p.status,
      view_count: p.status === 'DRAFT' ? 0 : 40 + i * 23,
      created_by: adminId ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  const insertedPosts = await db
    .insert(posts)
    .values(postRows)
    .returning({ id: posts.id, title: posts.title });
  const postIdByTitle = new Map(insertedPosts.map((p) => [p.title, p.id]));
  await db.insert(postParticipants).values(
    DEMO_PARTICIPANTS.map((p) => ({
      post_id: postIdByTitle.get(p.post)!,
      seeker_detail_id: seekerIdByEmail.get(p.seeker)!,
    })),
  );

  // Applications with their stage history; the company's user moves them along.
  const applicationRows = DEMO_APPLICATIONS.map((a, i) => {
    const appliedAt = new Date(now - (6 - (i % 6)) * DAY_MS - i * 3_600_000);
    return {
      job_vacancy_id: vacancyByTitle.get(a.vacancy)!.id,
      seeker_detail_id: seekerIdByEmail.get(a.seeker)!,
      status: a.status,
      applied_at: appliedAt,
      created_at: appliedAt,
      updated_at: appliedAt,
    };
  });
  const insertedApplications = await db
    .insert(seekerJobVacancies)
    .values(applicationRows)
    .returning({ id: seekerJobVacancies.id, job_vacancy_id: seekerJobVacancies.job_vacancy_id });
  const companyUserByCompanyId = new Map(insertedCompanies.map((c) => [c.id, c.user_id]));
  const histories = DEMO_APPLICATIONS.flatMap((a, i) => {
    const app = insertedApplications[i]!;
    const vacancy = insertedVacancies.find((v) => v.id === app.job_vacancy_id)!;
    const companyUser = companyUserByCompanyId.get(vacancy.company_detail_id) ?? null;
    const seekerUser = userId(a.seeker);
    const path = stagePath(a.status);
    const start = applicationRows[i]!.applied_at.getTime();
    return path.map((to, k) => ({
      seeker_job_vacancy_id: app.id,
      from_status: k === 0 ? null : path[k - 1]!,
      to_status: to,
      changed_by: k === 0 ? seekerUser : companyUser,
      note:
        to === 'CALLED'
          ? 'Silakan hadir untuk wawancara sesuai jadwal yang dikirim melalui notifikasi.'
          : null,
      created_at: new Date(start + (k * DAY_MS) / 2),
    }));
  });
  await db.insert(applicationStatusHistories).values(histories);

  // Each stage the company set told the seeker; all but the latest per application already read.
  const seekerNotifications = DEMO_APPLICATIONS.flatMap((a, i) => {
    const vacancy = insertedVacancies.find((v) => v.id === insertedApplications[i]!.job_vacancy_id)!;
    const path = stagePath(a.status);
    const start = applicationRows[i]!.applied_at.getTime();
    return path.slice(1).map((to, k) => {
      const at = new Date(start + ((k + 1) * DAY_MS) / 2);
      const name = APPLICATION_STATUS_NAMES[to as ApplicationStatus];
      return {
        user_id: userId(a.seeker),
        type: 'application_status',
        title: `Lamaran ${a.vacancy}: ${name}`,
        body: `Status lamaran Anda untuk posisi ${a.vacancy} kini "${name}".`,
        link: '/panel/data-lowongan-kerja/pencari-kerja',
        data: { job_vacancy_id: vacancy.id, status: to },
        read_at: k < path.length - 2 ? at : null,
        created_at: at,
      };
    });
  });
  if (seekerNotifications.length) await db.insert(notifications).values(seekerNotifications);

  // Counters follow the rows they count.
  const vacancyIds = insertedVacancies.map((v) => v.id);
  await db
    .update(jobVacancies)
    .set({
      applicant_count: sql`(select count(*)::int from ${seekerJobVacancies} where ${qualified(seekerJobVacancies.job_vacancy_id)} = ${qualified(jobVacancies.id)} and ${qualified(seekerJobVacancies.status)} <> 'INVITED')`,
    })
    .where(inArray(jobVacancies.id, vacancyIds));
  await db
    .update(posts)
    .set({
      join_count: sql`(select count(*)::int from ${postParticipants} where ${qualified(postParticipants.post_id)} = ${qualified(posts.id)})`,
    })
    .where(inArray(posts.id, [...postIdByTitle.values()]));
}

/** Stages an application went through to reach `status` (REJECTED after the first interview step). */
function stagePath(status: string): string[] {
  if (status === 'REJECTED') return ['APPLIED', 'CALLED', 'REJECTED'];
  const end = APPLICATION_PIPELINE.indexOf(status as (typeof APPLICATION_PIPELINE)[number]);
  return APPLICATION_PIPELINE.slice(0, end + 1) as unknown as string[];
}

/** A NIK-shaped number: city and district codes, birth date (day + 40 for women), a serial. */
function demoNik(cityCode: string, district: string, birthDate: string, gender: string, i: number): string {
  const [y, m, d] = birthDate.split('-');
  const day = Number(d) + (gender === 'female' ? 40 : 0);
  return `${cityCode.replace('.', '')}${district}${String(day).padStart(2, '0')}${m}${y!.slice(2)}${String(1 + i).padStart(4, '0')}`;
}

/** Slugs already in use whose base a demo row could take (only the demo's own bases are checked). */
async function takenSlugs(db: Db, kind: 'company' | 'vacancy' | 'seeker' | 'post'): Promise<Set<string>> {
  const [column, bases] =
    kind === 'company'
      ? [companyDetails.slug_name, DEMO_COMPANIES.map((c) => slugify(c.name))]
      : kind === 'vacancy'
        ? [
            jobVacancies.title_slug,
            DEMO_VACANCIES.map((v) =>
              slugify(`${v.title} ${DEMO_COMPANIES.find((c) => c.key === v.company)!.name}`),
            ),
          ]
        : kind === 'seeker'
          ? [seekerDetails.slug_name, DEMO_SEEKERS.map((s) => slugify(s.full_name))]
          : [posts.title_slug, DEMO_POSTS.map((p) => slugify(p.title))];
  const pattern = `^(${bases.map((b) => b.replace(/[^a-z0-9-]/g, '')).join('|')})(-[0-9]+)?$`;
  const rows = await db
    .select({ slug: column })
    .from(column.table)
    .where(sql`${column} ~ ${pattern}`);
  return new Set(rows.map((r) => String(r.slug)));
}
