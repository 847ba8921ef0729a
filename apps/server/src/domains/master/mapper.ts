import type { Configs, Position, PositionItem } from '@siloker/shared';
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

export const toConfigs = (rows: { key: string; value: string }[]): Configs =>
  Object.fromEntries(rows.map((r) => [r.key, r.value]));
