import { doublePrecision, index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Real-user metrics (issue 19 item 4, docs/decisions/100-real-user-metrics.md): one row per sampled page
 * view, with the metrics it reported (null: not reported). Nothing names a person: the page is a route
 * template, no address, no account, no cookie. The housekeeping job deletes rows after
 * VITALS_RETENTION_DAYS.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    /** A route template of the web app (VITALS_ROUTES), never the address itself. */
    route: varchar('route', { length: 80 }).notNull(),
    lcp_ms: doublePrecision('lcp_ms'),
    inp_ms: doublePrecision('inp_ms'),
    cls: doublePrecision('cls'),
    ttfb_ms: doublePrecision('ttfb_ms'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The office reads a range of weeks, per page: the range first; the prune deletes by it too.
  (t) => [index('web_vitals_created_route_idx').on(t.created_at, t.route)],
);
