import * as z from './zod.ts';
import { listQuerySchema, optionalId } from './common.ts';
import { isIsoDate } from './statistics-constants.ts';
import { OFFICE_ROLES } from './security-constants.ts';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, OFFICE_ROLE_MESSAGES } from './audit-constants.ts';

export * from './audit-constants.ts';

/*
 * The office roles and the audit trail (issue 15 item 9; docs/decisions/072). Every office action
 * leaves an audit event; the administrator reads them at GET /office/audit-events and downloads them
 * as CSV at GET /office/audit-events/export.
 */

export const OfficeRoleSchema = z.enum(OFFICE_ROLES, { error: OFFICE_ROLE_MESSAGES.badRole });

/** POST /office/staff/{id}/role. */
export const StaffRoleBodySchema = z.object({
  office_role: OfficeRoleSchema,
  auth_user_id: z.unknown().optional(),
});
export type StaffRoleBody = z.infer<typeof StaffRoleBodySchema>;

const optionalDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().refine(isIsoDate, { error: OFFICE_ROLE_MESSAGES.badDate }).optional(),
);

const auditFilterFields = {
  actor_user_id: optionalId(),
  action: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(AUDIT_ACTIONS).optional()),
  /** Calendar days in the portal's time zone, both included. */
  from: optionalDay,
  to: optionalDay,
};

const rangeForward = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.to >= q.from;

/** GET /office/audit-events: newest first, filtered by actor, action, days and a search. */
export const AuditEventListQuerySchema = listQuerySchema(['created_at'], AUDIT_PAGE_SIZE)
  .extend(auditFilterFields)
  .refine(rangeForward, { error: OFFICE_ROLE_MESSAGES.toBeforeFrom, path: ['to'] });
export type AuditEventListQuery = z.infer<typeof AuditEventListQuerySchema>;

/** GET /office/audit-events/export: the same filters, every matching row. */
export const AuditEventExportQuerySchema = z
  .object({
    search: listQuerySchema(['created_at'], AUDIT_PAGE_SIZE).shape.search,
    ...auditFilterFields,
    auth_user_id: z.unknown().optional(),
  })
  .refine(rangeForward, { error: OFFICE_ROLE_MESSAGES.toBeforeFrom, path: ['to'] });
export type AuditEventExportQuery = z.infer<typeof AuditEventExportQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_user_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.number().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListDataSchema = z.object({
  audit_events: z.array(AuditEventSchema),
  total: z.number(),
  /** Every office account that appears in the trail or exists, for the actor filter. */
  actors: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
});
export type AuditEventListData = z.infer<typeof AuditEventListDataSchema>;
