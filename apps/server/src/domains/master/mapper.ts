import { AK1_SETTINGS_KEYS, type Configs, type Position, type PositionItem } from '@siloker/shared';
import type { PositionRow } from './repository.ts';

export const toPositionItem = (r: PositionRow): PositionItem => ({
  id: r.id,
  name: r.name,
  level: r.level,
  parent_id: r.parent_id,
  count_childrens: r.count_childrens,
});

/** Level-1 groups with their direct children, in name order. */
export function toPositionTree(parents: PositionRow[], children: PositionRow[]): Position[] {
  const byParent = new Map<number, PositionItem[]>();
  for (const c of children) {
    const list = byParent.get(c.parent_id!) ?? [];
    list.push(toPositionItem(c));
    byParent.set(c.parent_id!, list);
  }
  return parents.map((p) => ({ ...toPositionItem(p), children: byParent.get(p.id) ?? [] }));
}

/** The AK/1 card's signer, NIP and images are the office's, not the site's (docs/decisions/086). */
const OFFICE_ONLY: ReadonlySet<string> = new Set(AK1_SETTINGS_KEYS);

export const toConfigs = (rows: { key: string; value: string }[]): Configs =>
  Object.fromEntries(rows.filter((r) => !OFFICE_ONLY.has(r.key)).map((r) => [r.key, r.value]));
