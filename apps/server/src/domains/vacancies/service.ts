import {
  SIMILAR_VACANCIES,
  VACANCY_FRESHNESS_MESSAGES,
  vacancyFilterProblems,
  type VacancyGoneData,
  type VacancyDetail,
  type VacancyDetailData,
  type VacancyListData,
  type VacancyListQuery,
  type VacancySummary,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { toVacancyDetail, toVacancySummary } from './mapper.ts';
import * as repo from './repository.ts';
import { isPublicVacancy as isPublicVacancyRow } from './views-repository.ts';
import { cardsInAnyState, cardsOf, type VacancySummaryRow } from './cards.ts';
import { toPublicChecks } from '../company-checks/service.ts';
import { goneBySlug, similarOpenIds } from './gone-repository.ts';
import { responsiveColumn } from './freshness-repository.ts';
import { matchPage, type MatchSeeker } from './match-tops.ts';

/** The share page and its URLs, which the SEO pages reuse (seo/service.ts). */
export {
  absoluteUrl,
  buildGonePage,
  buildSharePage,
  escapeHtml,
  jsonForScript,
  vacancyUrl,
  type ShareSite,
} from './share-page.ts';

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

/**
 * The public list's filters of a query, once its rules between filters hold (a range upside down, a
 * kecamatan outside its city are 422, docs/product.md §8). The list and its sort by match share it.
 */
function publicFilterOf(q: VacancyListQuery) {
  const problems = vacancyFilterProblems(q);
  if (Object.keys(problems).length > 0) throw validationFailed(Object.values(problems)[0]![0]!, problems);
  return {
    search: q.search,
    user_id: q.user_id,
    job_type_id: q.job_type_id,
    province_code: q.province_code,
    city_code: q.city_code,
    district_code: q.district_code,
    education_id: q.education_id,
    salary_min: q.salary_min,
    salary_max: q.salary_max,
  };
}

/** A card as the public sees it: with the office's checks of its company still current (docs/decisions/106). */
const toPublicCard = (r: VacancySummaryRow): VacancySummary => ({
  ...toVacancySummary(r),
  company_checks: toPublicChecks(r.company_checks),
});

export async function listVacancies(db: Db, q: VacancyListQuery): Promise<VacancyListData> {
  const { rows, total } = await repo.listPublicVacancies(
    db,
    publicFilterOf(q),
    { order_by: q.order_by, sort_by: q.sort_by },
    { offset: q.offset, limit: q.limit },
  );
  return { job_vacancies: rows.map(toPublicCard), total };
}

/** The newest public vacancies of one company, for its public page. */
export async function listCompanyPublicVacancies(
  db: Db,
  companyDetailId: number,
  limit: number,
): Promise<VacancySummary[]> {
  // The page shows the newest and no total: no count is read (docs/decisions/119).
  const rows = await repo.publicVacancyCards(
    db,
    { company_detail_id: companyDetailId },
    { order_by: 'created_at', sort_by: 'desc' },
    { offset: 0, limit },
  );
  return rows.map(toPublicCard);
}

export async function getVacancyBySlug(
  db: Db,
  slug: string,
  viewer: Viewer | null = null,
): Promise<VacancyDetailData> {
  const row = await repo.findVacancyBySlug(db, slug);
  if (!row || !canSeeVacancy(row, viewer)) {
    const gone = await goneVacancy(db, slug);
    // A vacancy that was public and stopped answers 410 with a few open ones like it (decision 104).
    if (gone) throw new AppError('GONE', VACANCY_FRESHNESS_MESSAGES.goneTitle, undefined, gone);
    throw notFound(VACANCY_NOT_FOUND);
  }
  const names = await repo.benefitNames(db, (row.benefits ?? []).map(Number));
  return {
    job_vacancy: { ...toVacancyDetail(row, names), company_checks: toPublicChecks(row.company_checks) },
  };
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

/** A vacancy card with its state now, for the saved-vacancies domain (docs/decisions/087). */
export interface VacancyCardWithState {
  job_vacancy: VacancySummary;
  is_open: boolean;
  is_closed: boolean;
}

/** The cards of these vacancies, in this order, whatever their state (a seeker's saved ones). */
export async function vacancyCardsWithState(db: Db, ids: number[]): Promise<VacancyCardWithState[]> {
  const rows = await cardsInAnyState(db, ids);
  return rows.map((r) => ({
    job_vacancy: toPublicCard(r),
    is_open: r.is_public === true,
    is_closed: r.is_closed === true,
  }));
}

/**
 * Whether a vacancy is public now: only those may be saved. One id read under the rule of
 * lib/visibility.ts (views-repository.ts), not a whole card.
 */
export const isPublicVacancy = (db: Db, id: number): Promise<boolean> => isPublicVacancyRow(db, id);

/**
 * The short page of an expired, closed or removed vacancy (docs/decisions/104): why it is gone and a
 * few similar open vacancies, or null when the slug names no vacancy that was ever public. The API read
 * and the server's HTML page (seo/) both answer 410 with it.
 */
export async function goneVacancy(db: Db, slug: string): Promise<VacancyGoneData | null> {
  const row = await goneBySlug(db, slug);
  if (!row) return null;
  const ids = await similarOpenIds(db, row, SIMILAR_VACANCIES);
  const similar = (await cardsOf(db, ids)).map(toVacancySummary);
  return {
    gone: true,
    reason: row.reason,
    title: row.title,
    title_slug: row.title_slug,
    company_name: row.company_name,
    similar,
  };
}

/**
 * Whether a company carries the "Perusahaan responsif" mark, as the freshness job last stored it: a
 * column of the statement that reads the company (the company page, companies/repository.ts).
 */
export const responsiveMarkColumn = responsiveColumn;

/**
 * GET /matches/job-vacancies (the matching domain): the public list with every filter of the public one,
 * ordered by one seeker's match, with each card's score (docs/decisions/107).
 */
export async function listVacanciesByMatch(
  db: Db,
  seeker: MatchSeeker,
  q: VacancyListQuery,
): Promise<{ job_vacancies: VacancySummary[]; scores: number[]; total: number }> {
  const filter = publicFilterOf(q);
  const [page, total] = await Promise.all([
    matchPage(db, filter, seeker, { offset: q.offset, limit: q.limit }),
    repo.countVacancies(db, filter),
  ]);
  const rows = await cardsOf(
    db,
    page.map((p) => p.id),
  );
  const score = new Map(page.map((p) => [p.id, p.score]));
  const cards = rows.map(toPublicCard);
  return { job_vacancies: cards, scores: cards.map((c) => score.get(c.id) ?? 0), total };
}
