import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileReads, privacyConsents } from '../../db/schema/index.ts';

/** Every query names its owner in the query itself (docs/decisions/077). */

export type NewFileRead = Pick<
  typeof fileReads.$inferInsert,
  'owner_user_id' | 'file_kind' | 'reader_user_id' | 'reader_role' | 'reader_organisation'
>;

export async function insertFileRead(db: Db, row: NewFileRead): Promise<void> {
  await db.insert(fileReads).values(row);
}

const readColumns = {
  id: fileReads.id,
  file_kind: fileReads.file_kind,
  reader_role: fileReads.reader_role,
  reader_organisation: fileReads.reader_organisation,
  created_at: fileReads.created_at,
};
export type FileReadRow = {
  id: number;
  file_kind: string;
  reader_role: string;
  reader_organisation: string;
  created_at: Date;
};

/** One page of the owner's read log; never the reading staff member's id. */
export async function listFileReads(
  db: Db,
  ownerUserId: number,
  page: { offset: number; limit: number; ascending: boolean },
): Promise<{ rows: FileReadRow[]; total: number }> {
  const where = eq(fileReads.owner_user_id, ownerUserId);
  const order = page.ascending
    ? [asc(fileReads.created_at), asc(fileReads.id)]
    : [desc(fileReads.created_at), desc(fileReads.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(readColumns)
      .from(fileReads)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(fileReads).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The whole read log of the owner, for the account export. */
export async function listAllFileReads(db: Db, ownerUserId: number): Promise<FileReadRow[]> {
  return db
    .select(readColumns)
    .from(fileReads)
    .where(eq(fileReads.owner_user_id, ownerUserId))
    .orderBy(desc(fileReads.created_at), desc(fileReads.id));
}

/** Records consent to `version`; a second consent to the same version keeps the first record. */
export async function insertConsent(
  db: Db,
  row: { user_id: number; version: string; ip: string | null },
): Promise<void> {
  await db.insert(privacyConsents).values(row).onConflictDoNothing();
}

export async function findConsent(db: Db, userId: number, version: string) {
  const [row] = await db
    .select({ version: privacyConsents.version, consented_at: privacyConsents.consented_at })
    .from(privacyConsents)
    .where(and(eq(privacyConsents.user_id, userId), eq(privacyConsents.version, version)))
    .limit(1);
  return row ?? null;
}

/** Every consent the account gave, for the account export. */
export async function listConsents(db: Db, userId: number) {
  return db
    .select({ version: privacyConsents.version, consented_at: privacyConsents.consented_at })
    .from(privacyConsents)
    .where(eq(privacyConsents.user_id, userId))
    .orderBy(asc(privacyConsents.consented_at));
}
