import * as z from './zod.ts';
import { EmailSchema, NameSchema, NewPasswordSchema } from './auth.ts';
import { listQuerySchema } from './common.ts';
import { OfficeRoleSchema } from './audit.ts';
import { OFFICE_ROLES } from './security-constants.ts';
import { STAFF_MESSAGES, STAFF_PAGE_SIZE } from './staff-constants.ts';

export * from './staff-constants.ts';

/*
 * GET /office/staff, POST /office/staff and POST /office/staff/{id}/status (issue 11 item 10), role
 * `admin` only. A new staff member gets the registration's rules for name, e-mail and password (the
 * common-password check runs on the server) and can sign in at once.
 */

export const STAFF_ORDER_BY = ['created_at', 'name'] as const;
export const StaffListQuerySchema = listQuerySchema(STAFF_ORDER_BY, STAFF_PAGE_SIZE).extend({
  sort_by: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(['asc', 'desc']).default('asc'),
  ),
});
export type StaffListQuery = z.infer<typeof StaffListQuerySchema>;

export const StaffCreateBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  /** The new account's power (docs/decisions/072); the least one unless the administrator says so. */
  office_role: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    OfficeRoleSchema.default('VERIFIER'),
  ),
  auth_user_id: z.unknown().optional(),
});
export type StaffCreateBody = z.infer<typeof StaffCreateBodySchema>;

export const StaffStatusBodySchema = z.object({
  active: z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
    z.boolean({ error: STAFF_MESSAGES.badActive }),
  ),
  auth_user_id: z.unknown().optional(),
});
export type StaffStatusBody = z.infer<typeof StaffStatusBodySchema>;

export const StaffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  office_role: z.enum(OFFICE_ROLES),
  deactivated_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** The signed-in office user's own row (it cannot be switched off from here). */
  is_self: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListDataSchema = z.object({
  staff: z.array(StaffMemberSchema),
  total: z.number(),
  /** Active office users; the last one cannot be switched off. */
  active_count: z.number(),
  /** Active administrators; the last one cannot be switched off or made a verifier. */
  active_administrator_count: z.number(),
});
export type StaffListData = z.infer<typeof StaffListDataSchema>;

export const StaffMemberDataSchema = z.object({ staff: StaffMemberSchema });
export type StaffMemberData = z.infer<typeof StaffMemberDataSchema>;
