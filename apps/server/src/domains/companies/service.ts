import type { CompanyDetailData, CompanyListData, CompanyListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { toVacancySummary } from '../vacancies/mapper.ts';
import { listPublicVacancies } from '../vacancies/repository.ts';
import { toCompanyDetail, toCompanyPublic } from './mapper.ts';
import * as repo from './repository.ts';

export const COMPANY_NOT_FOUND = 'Perusahaan tidak ditemukan.';
/** The company page lists at most this many of its newest public vacancies. */
export const COMPANY_PAGE_VACANCIES = 20;

export async function listCompanies(db: Db, q: CompanyListQuery): Promise<CompanyListData> {
  const { rows, total } = await repo.listPublicCompanies(db, q);
  return { companies: rows.map(toCompanyPublic), total };
}

/** Only VERIFIED companies have a public page, listing only their public (VERIFIED, published) vacancies. */
export async function getCompanyBySlug(db: Db, slug: string): Promise<CompanyDetailData> {
  const row = await repo.findPublicCompanyBySlug(db, slug);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  const { rows } = await listPublicVacancies(
    db,
    { company_detail_id: row.id },
    { order_by: 'created_at', sort_by: 'desc' },
    { offset: 0, limit: COMPANY_PAGE_VACANCIES },
  );
  return { company: toCompanyDetail(row, rows.map(toVacancySummary)) };
}
