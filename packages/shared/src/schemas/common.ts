import * as z from './zod.ts';
import { DEFAULT_ORDER_BY, MAX_PAGE_LIMIT, MAX_LIST_OFFSET } from '../constants.ts';
import { INPUT_MESSAGES, INT32_MAX } from './input-constants.ts';

/**
 * The building blocks of every request schema (docs/decisions/075). Every id is a PostgreSQL
 * `integer`, so an id of 2^31 or more, a fraction or a negative is a 400 here, never a failing query;
 * `z.string()` (from ./zod.ts) already refuses NUL bytes, and `text` names that for readers.
 */
export const id = () =>
  z.coerce.number().int(INPUT_MESSAGES.id).positive(INPUT_MESSAGES.id).max(INT32_MAX, INPUT_MESSAGES.id);
/** A count or number stored in an `integer` column: whole, at least `min`, at most int32. */
export const int32 = (min = 0) => z.coerce.number().int().min(min).max(INT32_MAX);
/** Free text without NUL bytes, trimmed, at most `max` characters. */
export const text = (max = 200) => z.string().trim().max(max);

/** Empty query values ("search=") count as absent, as browsers send them. */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalString = (max = 200) => z.preprocess(emptyToUndefined, text(max).optional());
export const optionalInt = () => z.preprocess(emptyToUndefined, int32().optional());
/** An optional id in a query (`?job_type_id=`): empty counts as absent. */
export const optionalId = () => z.preprocess(emptyToUndefined, id().optional());

/**
 * List query of docs/product.md §10: search, offset, limit, order_by (whitelisted per list), sort_by.
 * `auth_user_id` is accepted and ignored for authorization.
 */
export function listQuerySchema<const O extends readonly [string, ...string[]]>(
  orderBy: O,
  defaultLimit: number,
) {
  return z.object({
    search: optionalString(100),
    offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0)),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
    ),
    order_by: z.preprocess(
      emptyToUndefined,
      z
        .enum(orderBy)
        .default((orderBy.includes(DEFAULT_ORDER_BY) ? DEFAULT_ORDER_BY : orderBy[0]) as O[number]),
    ),
    sort_by: z.preprocess(
      (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
      z.enum(['asc', 'desc']).default('desc'),
    ),
    auth_user_id: z.unknown().optional(),
  });
}

export const SlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(240) });
export const IdParamsSchema = z.object({ id: id() });

export const IdNameSchema = z.object({ id: z.number(), name: z.string() });

/** A company or a seeker named in another record: enough to show and link it ('/perusahaan/:slug'). */
export const ProfileRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug_name: z.string(),
  photo_url: z.string().nullable(),
});
export type ProfileRef = z.infer<typeof ProfileRefSchema>;
export type IdName = z.infer<typeof IdNameSchema>;

export const CodeNameSchema = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof CodeNameSchema>;

/** Location block of docs/product.md §3: province, city, district, sub_district, each with code and name. */
export const LocationSchema = z.object({
  province: CodeNameSchema.nullable(),
  city: CodeNameSchema.nullable(),
  district: CodeNameSchema.nullable(),
  sub_district: CodeNameSchema.nullable(),
});
export type Location = z.infer<typeof LocationSchema>;
