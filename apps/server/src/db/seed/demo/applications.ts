import { APPLICATION_PIPELINE, APPLICATION_STATUS_NAMES, type ApplicationStatus } from '@siloker/shared';
import type { Db } from '../../client.ts';
import { applicationStatusHistories, notifications, seekerJobVacancies } from '../../schema/index.ts';
import { DEMO_APPLICATIONS } from '../demo-data.ts';
import type { DemoCompany } from './companies.ts';
import { DAY_MS, type DemoContext } from './context.ts';
import type { DemoUserId } from './users.ts';
import type { DemoVacancy } from './vacancies.ts';

/** Stages an application went through to reach `status` (REJECTED after the first interview step). */
function stagePath(status: string): string[] {
  if (status === 'REJECTED') return ['APPLIED', 'CALLED', 'REJECTED'];
  const end = APPLICATION_PIPELINE.indexOf(status as (typeof APPLICATION_PIPELINE)[number]);
  return APPLICATION_PIPELINE.slice(0, end + 1) as unknown as string[];
}

/**
 * The applications with their stage history (the company's user moves them along) and the
 * notification each stage the company set sent the seeker.
 */
export async function insertDemoApplications(
  db: Db,
  ctx: DemoContext,
  d: {
    userId: DemoUserId;
    companies: DemoCompany[];
    vacancies: DemoVacancy[];
    seekerIdByEmail: Map<string, number>;
  },
): Promise<void> {
  const { userId } = d;
  const vacancyByTitle = new Map(d.vacancies.map((v) => [v.title, v]));
  const applicationRows = DEMO_APPLICATIONS.map((a, i) => {
    const appliedAt = new Date(ctx.now - (6 - (i % 6)) * DAY_MS - i * 3_600_000);
    return {
      job_vacancy_id: vacancyByTitle.get(a.vacancy)!.id,
      seeker_detail_id: d.seekerIdByEmail.get(a.seeker)!,
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
  const companyUserByCompanyId = new Map(d.companies.map((c) => [c.id, c.user_id]));
  const histories = DEMO_APPLICATIONS.flatMap((a, i) => {
    const app = insertedApplications[i]!;
    const vacancy = d.vacancies.find((v) => v.id === app.job_vacancy_id)!;
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
    const vacancy = d.vacancies.find((v) => v.id === insertedApplications[i]!.job_vacancy_id)!;
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
}
