import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps, tsvector } from './columns.ts';
import { seekerDetails } from './seekers.ts';
import { users } from './users.ts';

/** Events (acara) run by the office: job fairs, trainings, walk-in interviews. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    title_slug: varchar('title_slug', { length: 240 }).notNull(),
    excerpt: varchar('excerpt', { length: 500 }),
    content: text('content').notNull().default(''),
    image: varchar('image', { length: 255 }),
    location: varchar('location', { length: 300 }),
    start_at: timestamp('start_at', { withTimezone: true }),
    end_at: timestamp('end_at', { withTimezone: true }),
    quota: integer('quota'),
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
    view_count: integer('view_count').notNull().default(0),
    join_count: integer('join_count').notNull().default(0),
    /** Deleted by the office: gone from every list, kept so participants and statistics keep their links. */
    is_removed: boolean('is_removed').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(excerpt, '') || ' ' || coalesce(content, '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.title_slug),
    index('posts_public_idx')
      .on(t.created_at.desc())
      .where(sql`${t.status} <> 'DRAFT'`),
    index('posts_search_idx').using('gin', t.search),
    index('posts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const postTrackers = pgTable(
  'post_trackers',
  {
    id: serial('id').primaryKey(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    ip_address: varchar('ip_address', { length: 64 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('post_trackers_unique_idx').on(t.post_id, t.ip_address)],
);

export const postParticipants = pgTable(
  'post_participants',
  {
    id: serial('id').primaryKey(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    /** Marked by the office at the event; null until then. */
    attended_at: timestamp('attended_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_participants_unique_idx').on(t.post_id, t.seeker_detail_id),
    index('post_participants_seeker_idx').on(t.seeker_detail_id, t.created_at.desc()),
  ],
);
