import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { RegistrationType } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { companyDetails, notifications, seekerDetails, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Everything the auth user of docs/product.md §3 shows, in one query. */
export async function findAuthUserRow(db: Db, userId: number) {
  const unread = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, users.id), isNull(notifications.read_at)));
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role_name: users.role_name,
      status: users.status,
      phone: users.phone,
      photo: users.photo,
      permissions: users.permissions,
      office_role: users.office_role,
      seeker_detail_id: seekerDetails.id,
      seeker_status: seekerDetails.status,
      seeker_photo: seekerDetails.photo,
      company_detail_id: companyDetails.id,
      company_status: companyDetails.status,
      company_photo: companyDetails.photo,
      unread_notif_count: sql<number>`(${unread})::int`,
    })
    .from(users)
    .leftJoin(seekerDetails, eq(seekerDetails.user_id, users.id))
    .leftJoin(companyDetails, eq(companyDetails.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type AuthUserRow = NonNullable<Awaited<ReturnType<typeof findAuthUserRow>>>;

/** Postgres unique violation, from either engine, possibly wrapped by Drizzle. */
export function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505') return e.constraint ?? e.message ?? 'unique';
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * Creates the account with its empty profile (seeker NOT_YET_VERIFIED, company PENDING) in one
 * transaction. Returns null when the address already has an account (also when a concurrent
 * registration won the race).
 */
export async function createAccount(
  db: Db,
  input: { name: string; email: string; passwordHash: string; type: RegistrationType },
  /** More rows of the new account written in the same transaction (its privacy consent). */
  alsoWrite?: (tx: Db, userId: number) => Promise<void>,
): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            name: input.name,
            email: input.email.toLowerCase(),
            password_hash: input.passwordHash,
            role_name: input.type,
            status: 'NEED_ACTIVATION',
          })
          .returning();
        const column = input.type === 'seeker' ? seekerDetails.slug_name : companyDetails.slug_name;
        const free = await uniqueSlug(tx, column, input.name);
        const slug = attempt === 0 ? free : `${free}-${Math.random().toString(36).slice(2, 8)}`;
        if (input.type === 'seeker') {
          await tx.insert(seekerDetails).values({
            user_id: user!.id,
            slug_name: slug,
            full_name: input.name,
            status: 'NOT_YET_VERIFIED',
          });
        } else {
          await tx.insert(companyDetails).values({
            user_id: user!.id,
            name: input.name,
            slug_name: slug,
            email: input.email.toLowerCase(),
            status: 'PENDING',
          });
        }
        await alsoWrite?.(tx, user!.id);
        return user!;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint?.includes('users_email')) return null;
      // Another registration took the same slug between the check and the insert: try a random suffix.
      if (constraint?.includes('slug')) continue;
      throw err;
    }
  }
  throw new Error('slug unik tidak dapat dibuat');
}

export async function markVerified(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      status: 'VERIFIED',
      email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function touchLogin(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ last_login_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateNamePhone(
  db: Db,
  userId: number,
  values: { name: string; phone: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name: values.name, phone: values.phone, updated_at: sql`now()` })
      .where(eq(users.id, userId));
    // One phone per seeker (issue 17 item 10): Biodata shows the number Profil Akun saves.
    await tx
      .update(seekerDetails)
      .set({ phone: values.phone, updated_at: sql`now()` })
      .where(eq(seekerDetails.user_id, userId));
  });
}

/** Sets the confirmed new address; false when another account took it meanwhile. */
export async function setEmail(db: Db, userId: number, email: string): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ email: email.toLowerCase(), email_verified_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  } catch (err) {
    if (uniqueViolation(err)) return false;
    throw err;
  }
}
