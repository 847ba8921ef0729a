import {
  ak1ReportCutoff,
  type OfficeReportsDueData,
  type OfficeReportsDueQuery,
  type OfficeSeekerListData,
  type OfficeSeekerListQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { latestReports } from './service.ts';
import { toOfficeSeeker, toReportDueSeeker } from './office-mapper.ts';
import * as repo from './office-repository.ts';

/*
 * The office's seeker lists (issue 11 item 4). Routes admit role `admin` only (seeker-routes.ts).
 */

const groupBy = <T extends { seeker_detail_id: number }>(rows: T[]) => {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.seeker_detail_id, [...(out.get(r.seeker_detail_id) ?? []), r]);
  return out;
};

/** Rows with their educations and certificates, two queries for the whole page. */
async function withEntries(db: Db, rows: repo.OfficeSeekerRow[]) {
  const ids = rows.map((r) => r.id);
  const [educations, skills] = await Promise.all([
    repo.educationsOf(db, ids),
    repo.skillCertificatesOf(db, ids),
  ]);
  const eduBy = groupBy(educations);
  const skillBy = groupBy(skills);
  return rows.map((r) => toOfficeSeeker(r, eduBy.get(r.id) ?? [], skillBy.get(r.id) ?? []));
}

/** GET /office/seekers: one status, newest first, with what each profile still lacks. */
export async function listSeekerQueue(db: Db, q: OfficeSeekerListQuery): Promise<OfficeSeekerListData> {
  const { rows, total } = await repo.listSeekers(db, q);
  return { seekers: await withEntries(db, rows), total };
}

/** One seeker as the queue shows it (after a decision). */
export async function officeSeeker(db: Db, seekerId: number) {
  const row = await repo.findSeeker(db, seekerId);
  if (!row) throw notFound();
  const [seeker] = await withEntries(db, [row]);
  return seeker!;
}

/** GET /office/seekers/reports-due: card holders whose 6-monthly report is overdue, longest first. */
export async function listReportsDue(db: Db, q: OfficeReportsDueQuery): Promise<OfficeReportsDueData> {
  const now = new Date();
  const { rows, total } = await repo.listReportsDue(db, q, ak1ReportCutoff(now));
  const latest = await latestReports(
    db,
    rows.map((r) => r.id),
  );
  return { seekers: rows.map((r) => toReportDueSeeker(r, latest.get(r.id) ?? null, now)), total };
}
