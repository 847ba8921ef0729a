import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { jobVacancies } from './vacancies.ts';

/**
 * Job alerts, saved searches mailed (issue 21 §2, docs/decisions/108). A signed-in seeker's alert has
 * `user_id` and is confirmed at once; a guest's has only `email` and waits for its confirmation link
 * (`confirm_token_hash`, SHA-256 of the opaque token, with `confirm_expires_at`). The filters are the
 * public vacancy list's own (GET /job-vacancies). status: ACTIVE | PAUSED. frequency: INSTANT | DAILY | WEEKLY.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    keyword: varchar('keyword', { length: 100 }),
    /** The keyword as a LIKE pattern for the title (lib/search.ts containsPattern), kept beside it. */
    keyword_pattern: varchar('keyword_pattern', { length: 220 }),
    job_type_id: integer('job_type_id'),
    province_code: varchar('province_code', { length: 2 }),
    city_code: varchar('city_code', { length: 5 }),
    district_code: varchar('district_code', { length: 8 }),
    education_id: integer('education_id'),
    salary_min: bigint('salary_min', { mode: 'number' }),
    salary_max: bigint('salary_max', { mode: 'number' }),
    frequency: varchar('frequency', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('ACTIVE'),
    confirm_token_hash: varchar('confirm_token_hash', { length: 64 }),
    confirm_expires_at: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    /** The job's clock at the last mail sent (frequency), null before the first. */
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    /**
     * When the newest vacancy the last mail covered (listed or counted) went public: the next run looks
     * only after it (docs/decisions/108). Null before the first mail.
     */
    announced_until: timestamp('announced_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The panel's list of a user's alerts, newest first. */
    index('job_alerts_user_idx')
      .on(t.user_id, t.id.desc())
      .where(sql`${t.user_id} is not null`),
    /** Alerts per address (the cap on a guest's alerts). */
    index('job_alerts_email_idx').on(sql`lower(${t.email})`),
    /** The job walks the confirmed, active alerts by id. */
    index('job_alerts_active_idx')
      .on(t.id)
      .where(sql`${t.status} = 'ACTIVE' and ${t.confirmed_at} is not null`),
    uniqueIndex('job_alerts_confirm_token_idx')
      .on(t.confirm_token_hash)
      .where(sql`${t.confirm_token_hash} is not null`),
  ],
);

/**
 * Each alert mail (the record of what was sent): its opaque manage token (hashed) behind the one-click
 * pause and unsubscribe links, and how many vacancies it announced.
 */
export const jobAlertMails = pgTable(
  'job_alert_mails',
  {
    id: serial('id').primaryKey(),
    job_alert_id: integer('job_alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    vacancy_count: smallint('vacancy_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_alert_mails_token_idx').on(t.token_hash),
    index('job_alert_mails_alert_idx').on(t.job_alert_id, t.id.desc()),
  ],
);

/** Every vacancy an alert has announced: never announced twice. */
export const jobAlertSent = pgTable(
  'job_alert_sent',
  {
    job_alert_id: integer('job_alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    job_alert_mail_id: integer('job_alert_mail_id')
      .notNull()
      .references(() => jobAlertMails.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.job_alert_id, t.job_vacancy_id] }),
    index('job_alert_sent_vacancy_idx').on(t.job_vacancy_id),
    index('job_alert_sent_mail_idx').on(t.job_alert_mail_id),
  ],
);

/**
 * Mail that is not a copy of a user's notification (decision 067 extended by 108): alert mails and their
 * opt-in confirmations, to any address, with their own headers (List-Unsubscribe). The same worker sends
 * it with the same leases, retries and back-off as the notifications' mail.
 * mail_status: PENDING | SENT | FAILED.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to_email: varchar('to_email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    mail_status: varchar('mail_status', { length: 10 }).notNull().default('PENDING'),
    mail_attempts: smallint('mail_attempts').notNull().default(0),
    mail_locked_until: timestamp('mail_locked_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.mail_status} = 'PENDING'`),
  ],
);
