import * as z from './zod.ts';
import { listQuerySchema } from './common.ts';
import { PositionItemSchema } from './master.ts';
import {
  POSITION_MAX_LEVEL,
  POSITION_MESSAGES,
  POSITION_NAME_MAX,
  POSITION_PAGE_SIZE,
} from './positions-constants.ts';

export * from './positions-constants.ts';

/*
 * Position administration under /panel/positions (docs/product.md §5, §7; issue 11 item 6). Reads and writes
 * are the office's (role `admin`); the forms read positions from the public GET /master/positions.
 */

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** '1'/'true' and '0'/'false', as query strings come. */
const queryFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', 'true', '0', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .default(false),
);

const levelOf = z.coerce
  .number({ error: POSITION_MESSAGES.badLevel })
  .int({ error: POSITION_MESSAGES.badLevel })
  .min(1, { error: POSITION_MESSAGES.badLevel })
  .max(POSITION_MAX_LEVEL, { error: POSITION_MESSAGES.badLevel });

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Positions are read in name order unless asked otherwise. */
const nameFirst = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
  z.enum(['asc', 'desc']).default('asc'),
);

export const POSITION_ORDER_BY = ['name', 'created_at'] as const;

/**
 * GET /panel/positions/: the children of `parent_id`, else the positions of `level` (1 when neither
 * is given); `search` narrows by name; `all_data=1` answers every row (up to POSITION_ALL_DATA_MAX)
 * instead of a page.
 */
export const PanelPositionListQuerySchema = listQuerySchema(POSITION_ORDER_BY, POSITION_PAGE_SIZE).extend({
  order_by: z.preprocess(emptyToUndefined, z.enum(POSITION_ORDER_BY).default('name')),
  sort_by: nameFirst,
  level: z.preprocess(emptyToUndefined, levelOf.optional()),
  parent_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  all_data: queryFlag,
});
export type PanelPositionListQuery = z.infer<typeof PanelPositionListQuerySchema>;

/** GET /panel/positions/search: every level, by name. */
export const PanelPositionSearchQuerySchema = listQuerySchema(POSITION_ORDER_BY, POSITION_PAGE_SIZE).extend({
  order_by: z.preprocess(emptyToUndefined, z.enum(POSITION_ORDER_BY).default('name')),
  sort_by: nameFirst,
});
export type PanelPositionSearchQuery = z.infer<typeof PanelPositionSearchQuerySchema>;

/** A position as the office's table shows it: with its parent's name and its active children count. */
export const PanelPositionSchema = PositionItemSchema.extend({
  parent_name: z.string().nullable(),
  created_at: z.string(),
});
export type PanelPosition = z.infer<typeof PanelPositionSchema>;

export const PanelPositionListDataSchema = z.object({
  positions: z.array(PanelPositionSchema),
  total: z.number(),
  /** The chain from the top level down to `parent_id` (breadcrumbs); empty at the top. */
  parents: z.array(PositionItemSchema),
});
export type PanelPositionListData = z.infer<typeof PanelPositionListDataSchema>;

export const PanelPositionSearchDataSchema = z.object({
  positions: z.array(PanelPositionSchema),
  total: z.number(),
});
export type PanelPositionSearchData = z.infer<typeof PanelPositionSearchDataSchema>;

/**
 * POST /panel/positions/: creates, or renames/moves the position `id`. A level above 1 needs its
 * parent (docs/product.md §5 'Maaf, Jabatan induk tidak boleh kosong'); the server checks that the parent
 * exists one level up.
 */
export const PositionSaveBodySchema = z
  .object({
    id: z.preprocess(emptyToUndefined, positiveId.optional()),
    name: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z
        .string({ error: POSITION_MESSAGES.nameRequired })
        .trim()
        .min(1, { error: POSITION_MESSAGES.nameRequired })
        .max(POSITION_NAME_MAX, { error: POSITION_MESSAGES.nameTooLong }),
    ),
    level: z.preprocess(emptyToUndefined, levelOf.default(1)),
    parent_id: z.preprocess(
      (v) => (v === '' || v === undefined || v === 0 || v === '0' ? null : v),
      positiveId.nullable(),
    ),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.level > 1 && b.parent_id === null) {
      ctx.addIssue({ code: 'custom', message: POSITION_MESSAGES.parentRequired, path: ['parent_id'] });
    }
    if (b.level === 1 && b.parent_id !== null) {
      ctx.addIssue({ code: 'custom', message: POSITION_MESSAGES.topLevelHasNoParent, path: ['parent_id'] });
    }
  });
export type PositionSaveBody = z.infer<typeof PositionSaveBodySchema>;

export const PositionSaveDataSchema = z.object({ position: PanelPositionSchema });
export type PositionSaveData = z.infer<typeof PositionSaveDataSchema>;

/**
 * DELETE /panel/positions/: the id in the query (the client adds `auth_user_id` there for DELETE,
 * docs/product.md §7) or in a JSON body.
 */
export const PositionDeleteQuerySchema = z.object({
  id: z.preprocess(emptyToUndefined, positiveId.optional()),
  auth_user_id: z.unknown().optional(),
});
export type PositionDeleteQuery = z.infer<typeof PositionDeleteQuerySchema>;

export const PositionDeleteBodySchema = z
  .object({
    id: z.preprocess(emptyToUndefined, positiveId.optional()),
    auth_user_id: z.unknown().optional(),
  })
  .nullish();
export type PositionDeleteBody = z.infer<typeof PositionDeleteBodySchema>;

export const PositionDeleteDataSchema = z.object({ id: z.number() });
export type PositionDeleteData = z.infer<typeof PositionDeleteDataSchema>;
