import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    role_name: varchar('role_name', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('NEED_ACTIVATION'),
    phone: varchar('phone', { length: 30 }),
    photo: varchar('photo', { length: 255 }),
    /** Extra permissions beyond what the role grants (docs/product.md §6 permission check). */
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the owner deleted the account: the row stays, anonymised, so history keeps its links. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /**
     * An office account's power (OFFICE_ROLES): 'ADMINISTRATOR' (staff, settings, positions, the audit
     * trail) or 'VERIFIER' (queues, events, statistics); null for seekers and companies.
     */
    office_role: varchar('office_role', { length: 20 }),
    /** Set when an office user switched this (staff) account off: it can no longer sign in. */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    /** Notification kinds (NOTIFICATION_MAIL_KINDS) the user asked not to receive by e-mail. */
    mail_opt_out: jsonb('mail_opt_out')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role_name, t.created_at),
    /** The few deleted accounts, which lists leave out without a join (domains/seekers/list-query.ts). */
    index('users_deleted_idx')
      .on(t.id)
      .where(sql`${t.deleted_at} is not null`),
  ],
);

/**
 * Opaque tokens (sessions, e-mail activation, password reset, e-mail change).
 * Only a SHA-256 hash of the random token is stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** Payload of the token, e.g. the new address of an e-mail change. */
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.token_hash),
    index('auth_tokens_user_idx').on(t.user_id, t.kind),
    index('auth_tokens_expiry_idx').on(t.expires_at),
  ],
);

/** Fixed-window counters for throttling (login, reset, resend); kept in the database so N servers share them. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  count: integer('count').notNull().default(0),
  reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Metadata of uploaded files; the bytes live in the storage driver under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    owner_user_id: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    visibility: varchar('visibility', { length: 10 }).notNull(),
    storage_key: varchar('storage_key', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    original_name: varchar('original_name', { length: 255 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_storage_key_idx').on(t.storage_key),
    index('files_owner_idx').on(t.owner_user_id),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 50 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    link: varchar('link', { length: 500 }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /**
     * The e-mail copy (an outbox): 'PENDING' until the mail worker sends it ('SENT'), leaves it
     * ('SKIPPED': the user turned that kind off) or gives up ('FAILED'); null for no e-mail.
     */
    mail_status: varchar('mail_status', { length: 10 }),
    mail_attempts: smallint('mail_attempts').notNull().default(0),
    /** A worker's lease on a PENDING row while it sends (no transaction is held open during SMTP). */
    mail_locked_until: timestamp('mail_locked_until', { withTimezone: true }),
    /** A file the e-mail copy carries (an interview's `.ics`, docs/decisions/110); never shown in-app. */
    mail_attachment: jsonb('mail_attachment').$type<{
      filename: string;
      content_type: string;
      content: string;
    }>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_mail_pending_idx')
      .on(t.id)
      .where(sql`${t.mail_status} = 'PENDING'`),
    index('notifications_user_idx').on(t.user_id, t.created_at.desc()),
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
  ],
);

/**
 * The office's audit trail: every action an office account takes (decisions, staff, settings,
 * positions, events, exports), with who, when, from which address and what it touched.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name and e-mail when it acted, kept after the account is renamed or deleted. */
    actor_name: varchar('actor_name', { length: 150 }),
    actor_email: varchar('actor_email', { length: 254 }),
    action: varchar('action', { length: 60 }).notNull(),
    subject_type: varchar('subject_type', { length: 30 }),
    subject_id: integer('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actor_user_id, t.created_at.desc()),
  ],
);

/**
 * Every read of a private file (KTP, certificates, NIB, NPWP) by anyone: the owner sees the list as
 * "Riwayat akses dokumen" (UU PDP 27/2022 Pasal 7), and the account export carries it.
 */
export const fileReads = pgTable(
  'file_reads',
  {
    id: serial('id').primaryKey(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_kind: varchar('file_kind', { length: 30 }).notNull(),
    reader_user_id: integer('reader_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'seeker' | 'company' | 'admin' */
    reader_role: varchar('reader_role', { length: 20 }).notNull(),
    /** The reader's organisation as the owner should read it: the company's name, or the office. */
    reader_organisation: varchar('reader_organisation', { length: 200 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_reads_owner_idx').on(t.owner_user_id, t.created_at.desc(), t.id.desc())],
);

/** Each consent to a version of the privacy notice (Kebijakan Privasi), kept as the record UU PDP asks. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    consented_at: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_consents_user_version_idx').on(t.user_id, t.version)],
);
