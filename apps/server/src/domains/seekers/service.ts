import type { SeekerDetailData, SeekerListData, SeekerListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { toSeekerPublic, toSeekerSummary } from './mapper.ts';
import * as repo from './repository.ts';

export const SEEKER_NOT_FOUND = 'Pencari kerja tidak ditemukan.';

export async function listSeekers(db: Db, q: SeekerListQuery): Promise<SeekerListData> {
  const { rows, total } = await repo.listPublicSeekers(db, q);
  return { seekers: rows.map(toSeekerSummary), total };
}

/** Only seekers who opted in have a public page; others are indistinguishable from unknown slugs. */
export async function getSeekerBySlug(db: Db, slug: string): Promise<SeekerDetailData> {
  const row = await repo.findPublicSeekerBySlug(db, slug);
  if (!row) throw notFound(SEEKER_NOT_FOUND);
  const entries = await repo.findSeekerEntries(db, row.id);
  return { seeker: toSeekerPublic(row, entries) };
}
