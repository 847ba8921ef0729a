import type { Db } from '../../client.ts';
import { jobVacancies } from '../../schema/index.ts';
import { DEMO_COMPANIES, DEMO_VACANCIES } from '../demo-data.ts';
import type { DemoCompany } from './companies.ts';
import { DAY_MS, demoSlugs, type DemoContext } from './context.ts';

export type DemoVacancy = { id: number; title: string; company_detail_id: number };

/** The vacancies: created over the last weeks, each open for 2–7 weeks from its creation. */
export async function insertDemoVacancies(
  db: Db,
  ctx: DemoContext,
  companyByKey: Map<string, DemoCompany>,
): Promise<DemoVacancy[]> {
  const companyOf = (v: (typeof DEMO_VACANCIES)[number]) => DEMO_COMPANIES.find((c) => c.key === v.company)!;
  const slugOf = await demoSlugs(
    db,
    jobVacancies.title_slug,
    DEMO_VACANCIES.map((v) => `${v.title} ${companyOf(v).name}`),
  );
  const vacancyRows = DEMO_VACANCIES.map((v, i) => {
    const company = companyOf(v);
    const slug = slugOf(`${v.title} ${company.name}`);
    const createdAt = new Date(ctx.now - v.age_days * DAY_MS - i * 60_000);
    const deadline = v.age_days + 14 + (i % 5) * 7;
    const positionId = ctx.positionIds.get(v.position.toLowerCase()) ?? null;
    const status = v.status ?? 'VERIFIED';
    const publication = v.publication_status ?? 'PUBLISHED';
    const genderBased = v.male_count !== undefined || v.female_count !== undefined;
    const benefitList = v.benefits.flatMap((b) => ctx.benefitIds.get(b.toLowerCase()) ?? []);
    return {
      company_detail_id: companyByKey.get(v.company)!.id,
      title: v.title,
      title_slug: slug,
      status,
      publication_status: publication,
      email: company.email,
      job_type_id: ctx.jobTypeIds.get(v.job_type.toLowerCase()) ?? null,
      position_id: positionId,
      is_position_other: positionId === null,
      position_other: positionId === null ? v.position : null,
      address: company.address,
      ...ctx.place,
      ...ctx.region(company.district),
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
      education_id: ctx.edu(v.education_id),
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
  return db.insert(jobVacancies).values(vacancyRows).returning({
    id: jobVacancies.id,
    title: jobVacancies.title,
    company_detail_id: jobVacancies.company_detail_id,
  });
}
