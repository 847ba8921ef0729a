import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Stored full-text vector; maintained by a generated column in the migrations. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
