import type { VacancyDetailData, VacancyListData, VacancyListQuery, VacancySummary } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { toVacancyDetail, toVacancySummary } from './mapper.ts';
import * as repo from './repository.ts';
import type { VacancyDetail } from '@siloker/shared';

/** The share page and its URLs, which the SEO pages reuse (seo/service.ts). */
export { absoluteUrl, buildSharePage, escapeHtml, vacancyUrl, type ShareSite } from './share-page.ts';

export const VACANCY_NOT_FOUND = 'Lowongan kerja tidak ditemukan.';

/** Who is looking; null for a guest. Identity comes from the bearer token only (docs/product.md §10). */
export interface Viewer {
  id: number;
  role_name: string;
}

/**
 * Guests see public vacancies only. The seam for later issues: the owning company and the office
 * will also see their non-public ones; until their flows land, nobody does.
 */
export function canSeeVacancy(
  row: { is_public: boolean; company_user_id: number },
  viewer: Viewer | null,
): boolean {
  void viewer;
  return row.is_public === true;
}

export async function listVacancies(db: Db, q: VacancyListQuery): Promise<VacancyListData> {
  const { rows, total } = await repo.listPublicVacancies(
    db,
    { search: q.search, user_id: q.user_id, job_type_id: q.job_type_id, province_code: q.province_code },
    { order_by: q.order_by, sort_by: q.sort_by },
    { offset: q.offset, limit: q.limit },
  );
  return { job_vacancies: rows.map(toVacancySummary), total };
}

/** The newest public vacancies of one company, for its public page. */
export async function listCompanyPublicVacancies(
  db: Db,
  companyDetailId: number,
  limit: number,
): Promise<VacancySummary[]> {
  const { rows } = await repo.listPublicVacancies(
    db,
    { company_detail_id: companyDetailId },
    { order_by: 'created_at', sort_by: 'desc' },
    { offset: 0, limit },
  );
  return rows.map(toVacancySummary);
}

export async function getVacancyBySlug(
  db: Db,
  slug: string,
  viewer: Viewer | null = null,
): Promise<VacancyDetailData> {
  const row = await repo.findVacancyBySlug(db, slug);
  if (!row || !canSeeVacancy(row, viewer)) throw notFound(VACANCY_NOT_FOUND);
  const names = await repo.benefitNames(db, (row.benefits ?? []).map(Number));
  return { job_vacancy: toVacancyDetail(row, names) };
}

/**
 * Vacancies by id as their public page would show them, whatever their status: what the office reviews
 * before deciding and what its verification keeps as the verified version (docs/decisions/083).
 */
export async function vacancyDetailsById(db: Db, ids: number[]): Promise<Map<number, VacancyDetail>> {
  const rows = await repo.findVacanciesById(db, ids);
  const names = await repo.benefitNames(db, [
    ...new Set(rows.flatMap((r) => (r.benefits ?? []).map(Number))),
  ]);
  return new Map(rows.map((r) => [r.id, toVacancyDetail(r, names)]));
}
