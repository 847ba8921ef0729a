import {
  POSITION_ALL_DATA_MAX,
  POSITION_MAX_LEVEL,
  POSITION_MESSAGES,
  type PanelPositionListData,
  type PanelPositionListQuery,
  type PanelPositionSearchData,
  type PanelPositionSearchQuery,
  type PositionDeleteData,
  type PositionItem,
  type PositionSaveBody,
  type PositionSaveData,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound, validationFailed } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { forgetShortCached } from '../../lib/short-cache.ts';
import { toPanelPosition, toPositionCrumb } from './mapper.ts';
import * as repo from './repository.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/*
 * The office's position administration (docs/product.md §5, §7; issue 11 item 6). The routes admit role
 * `admin` only. Rules: a level above 1 hangs under an existing parent one level up; names are unique
 * under one parent; a position with children, or named by a vacancy or a profile, is not deleted.
 */

const fieldError = (field: string, message: string) => validationFailed(message, { [field]: [message] });
const conflictOn = (field: string, message: string) =>
  new AppError('CONFLICT', message, { [field]: [message] });

/**
 * GET /master (positions tree) and the vacancy cards' names are cached per process (lib/short-cache.ts);
 * a write here drops this process's copies so the office sees its change at once. Other processes
 * follow within CACHE_TTL_SECONDS.
 */
const forgetMasterCache = (db: Db) => forgetShortCached(db, 'master:');

/** The chain from the top level down to `id`, for the breadcrumbs; 404 when `id` is not a position. */
async function chainTo(db: Db, id: number): Promise<PositionItem[]> {
  const chain: PositionItem[] = [];
  let next: number | null = id;
  while (next !== null && chain.length < POSITION_MAX_LEVEL) {
    const row = await repo.findPosition(db, next);
    if (!row) throw notFound(POSITION_MESSAGES.notFound);
    chain.unshift(toPositionCrumb(row));
    next = row.parent_id;
  }
  return chain;
}

/** GET /panel/positions/: the children of `parent_id`, else one level (1 by default). */
export async function listPanelPositions(db: Db, q: PanelPositionListQuery): Promise<PanelPositionListData> {
  const parents = q.parent_id !== undefined ? await chainTo(db, q.parent_id) : [];
  const filter: repo.PositionFilter =
    q.parent_id !== undefined
      ? { parentId: q.parent_id, search: q.search }
      : { level: q.level ?? 1, search: q.search };
  const { rows, total } = await repo.listPositions(db, filter, {
    offset: q.all_data ? 0 : q.offset,
    limit: q.all_data ? POSITION_ALL_DATA_MAX : q.limit,
    orderBy: q.order_by,
    sortBy: q.sort_by,
  });
  return { positions: rows.map(toPanelPosition), total, parents };
}

/** GET /panel/positions/search: every level by name, each with its parent's name. */
export async function searchPanelPositions(
  db: Db,
  q: PanelPositionSearchQuery,
): Promise<PanelPositionSearchData> {
  const { rows, total } = await repo.listPositions(
    db,
    { search: q.search },
    { offset: q.offset, limit: q.limit, orderBy: q.order_by, sortBy: q.sort_by },
  );
  return { positions: rows.map(toPanelPosition), total };
}

/** Checks the parent of a level > 1 position inside the transaction, locking it against a deletion. */
async function assertParent(tx: Db, body: PositionSaveBody): Promise<void> {
  if (body.level === 1 || body.parent_id === null) return;
  const parent = await repo.lockPosition(tx, body.parent_id);
  if (!parent) throw fieldError('parent_id', POSITION_MESSAGES.parentNotFound);
  if (parent.level !== body.level - 1) throw fieldError('parent_id', POSITION_MESSAGES.parentLevel);
}

/** POST /panel/positions/: creates, or updates the position `id` (name, level, parent). */
export async function savePosition(
  db: Db,
  body: PositionSaveBody,
  actor: AuditActor,
): Promise<{ data: PositionSaveData; message: string }> {
  const values = { name: body.name, level: body.level, parent_id: body.level === 1 ? null : body.parent_id };
  // The unique index (parent, lower(name)) settles two saves of one name at once: the loser gets the
  // same 409 as a save after it.
  const id = await db
    .transaction(async (tx) => {
      if (body.id !== undefined) {
        const current = await repo.lockPosition(tx, body.id);
        if (!current) throw notFound(POSITION_MESSAGES.notFound);
        if (current.level !== body.level && (await repo.usageOf(tx, body.id)).children > 0) {
          throw fieldError('level', POSITION_MESSAGES.levelChangeWithChildren);
        }
      }
      await assertParent(tx, body);
      if (await repo.nameTaken(tx, values.name, values.parent_id, body.id)) {
        throw conflictOn('name', POSITION_MESSAGES.duplicate);
      }
      let savedId = body.id;
      if (savedId === undefined) savedId = await repo.insertPosition(tx, values);
      else await repo.updatePosition(tx, savedId, values);
      const action = body.id === undefined ? 'position.created' : 'position.updated';
      await recordAudit(tx, actor, { action, subjectType: 'position', subjectId: savedId, detail: values });
      return savedId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflictOn('name', POSITION_MESSAGES.duplicate);
      throw error;
    });
  forgetMasterCache(db);
  const row = await repo.findPosition(db, id);
  if (!row) throw notFound(POSITION_MESSAGES.notFound);
  return {
    data: { position: toPanelPosition(row) },
    message: body.id === undefined ? POSITION_MESSAGES.created : POSITION_MESSAGES.updated,
  };
}

/** DELETE /panel/positions/: only a position nothing refers to any more. */
export async function deletePosition(
  db: Db,
  id: number | undefined,
  actor: AuditActor,
): Promise<PositionDeleteData> {
  if (id === undefined) throw fieldError('id', POSITION_MESSAGES.idRequired);
  await db.transaction(async (tx) => {
    const position = await repo.lockPosition(tx, id);
    if (!position) throw notFound(POSITION_MESSAGES.notFound);
    const use = await repo.usageOf(tx, id);
    if (use.children > 0) throw conflict(POSITION_MESSAGES.hasChildren(use.children));
    const uses = [
      use.vacancies ? POSITION_MESSAGES.usedByVacancies(use.vacancies) : null,
      use.seekers ? POSITION_MESSAGES.usedBySeekers(use.seekers) : null,
      use.companies ? POSITION_MESSAGES.usedByCompanies(use.companies) : null,
    ].filter((u): u is string => u !== null);
    if (uses.length > 0) throw conflict(POSITION_MESSAGES.inUse(uses));
    const name = (await repo.findPosition(tx, id))?.name ?? null;
    await repo.deletePosition(tx, id);
    const detail = { name, level: position.level };
    await recordAudit(tx, actor, {
      action: 'position.deleted',
      subjectType: 'position',
      subjectId: id,
      detail,
    });
  });
  forgetMasterCache(db);
  return { id };
}
