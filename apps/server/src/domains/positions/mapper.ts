import type { PanelPosition, PositionItem } from '@siloker/shared';
import type { PanelPositionRow } from './repository.ts';

export const toPanelPosition = (r: PanelPositionRow): PanelPosition => ({
  id: r.id,
  name: r.name,
  level: r.level,
  parent_id: r.parent_id,
  count_childrens: Number(r.count_childrens),
  parent_name: r.parent_name,
  created_at: new Date(r.created_at).toISOString(),
});

export const toPositionCrumb = (r: PanelPositionRow): PositionItem => ({
  id: r.id,
  name: r.name,
  level: r.level,
  parent_id: r.parent_id,
  count_childrens: Number(r.count_childrens),
});
