import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Stored full-text vector; maintained by a generated column in the migrations. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A transaction id, 64 bits, never wrapping (PostgreSQL's xid8): which transaction last wrote a row, to
 * compare with a snapshot's oldest running transaction (docs/decisions/113).
 */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
