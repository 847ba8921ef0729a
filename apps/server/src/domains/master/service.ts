import type { MasterData, MasterSearchQuery, MastersData, Position, PositionsQuery } from '@siloker/shared';
import { shortCached } from '../../lib/short-cache.ts';
import type { Db } from '../../db/client.ts';
import { countPublicTotals } from '../landing/service.ts';
import { toConfigs, toPositionItem, toPositionTree } from './mapper.ts';
import * as repo from './repository.ts';

/** Public master data; nothing here is private, so no authorization step. */

/**
 * The header's configs and the form lists: every page the server renders and every first load of the
 * app asks for them, so they are reused for the short-cache TTL like the whole payload (settings and
 * positions forget `master:` on a save).
 */
export function getMasters(db: Db): Promise<MastersData> {
  return shortCached(db, 'master:masters', () => loadMasters(db));
}

async function loadMasters(db: Db): Promise<MastersData> {
  const [
    configs,
    educations,
    religions,
    marriage_statuses,
    wage_amounts,
    job_location_expectations,
    languages,
    disabilities,
    job_types,
    benefits,
  ] = await Promise.all([
    repo.selectConfigs(db),
    repo.selectList(db, 'educations'),
    repo.selectList(db, 'religions'),
    repo.selectList(db, 'marriage_statuses'),
    repo.selectWageAmounts(db),
    repo.selectJobLocationExpectations(db),
    repo.selectList(db, 'languages'),
    repo.selectList(db, 'disabilities'),
    repo.selectList(db, 'job_types'),
    repo.selectList(db, 'benefits'),
  ]);
  return {
    configs: toConfigs(configs),
    educations,
    religions,
    marriage_statuses,
    wage_amounts,
    job_location_expectations,
    languages,
    disabilities,
    job_types,
    benefits,
  };
}

/** The whole master payload changes rarely; it is reused for the short-cache TTL. */
export function getMaster(db: Db): Promise<MasterData> {
  return shortCached(db, 'master:all', () => loadMaster(db));
}

async function loadMaster(db: Db): Promise<MasterData> {
  const [masters, business_fields, majors, positions, provinces, totals] = await Promise.all([
    loadMasters(db),
    repo.selectList(db, 'business_fields'),
    repo.selectList(db, 'majors'),
    listPositions(db, { is_level_1: true }),
    repo.selectProvinces(db),
    countPublicTotals(db),
  ]);
  return { ...masters, business_fields, majors, positions, provinces, ...totals };
}

/** One searchable list, answered as `{[name]: [...]}`. */
export async function getList<N extends repo.ListName>(
  db: Db,
  name: N,
  q: MasterSearchQuery,
): Promise<Record<N, { id: number; name: string }[]>> {
  const rows = await repo.selectList(db, name, q.search);
  return { [name]: rows } as Record<N, { id: number; name: string }[]>;
}

/** Level-1 listings carry their children; other listings (by parent, by search) are flat. */
export async function listPositions(db: Db, q: PositionsQuery): Promise<Position[]> {
  const rows = await repo.selectPositions(db, {
    search: q.search,
    level1: q.is_level_1,
    parentId: q.parent_id,
  });
  if (!q.is_level_1) return rows.map(toPositionItem);
  const children = await repo.selectChildPositions(
    db,
    rows.map((r) => r.id),
  );
  return toPositionTree(rows, children);
}

/**
 * Which of `ids` name a real entry of a master list, for forms that store a choice (religion,
 * education, disability, business field; positions only while active).
 */
export async function existingMasterIds(
  db: Db,
  list: repo.ListName | 'positions',
  ids: number[],
): Promise<Set<number>> {
  // Only ids an integer column can hold reach SQL; anything else (NaN, 10^12) simply does not exist.
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const found =
    list === 'positions'
      ? await repo.selectActivePositionIds(db, unique)
      : await repo.selectExistingIds(db, list, unique);
  return new Set(found);
}

/** Education ids from the lowest level to the highest (the master list's order). */
export async function educationLevels(db: Db): Promise<number[]> {
  return (await repo.selectList(db, 'educations')).map((r) => r.id);
}
