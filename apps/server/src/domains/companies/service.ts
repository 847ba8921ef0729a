import type { CompanyDetailData, CompanyListData, CompanyListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { listCompanyPublicVacancies } from '../vacancies/service.ts';
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
  const vacancies = await listCompanyPublicVacancies(db, row.id, COMPANY_PAGE_VACANCIES);
  return { company: toCompanyDetail(row, vacancies) };
}
