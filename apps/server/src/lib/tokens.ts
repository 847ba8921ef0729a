import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';

/**
 * Opaque tokens (docs/decisions/030): 256 random bits in base64url, given to the user once and
 * stored only as a SHA-256 hash with an expiry. Single-use kinds are consumed by setting `used_at`;
 * a session is revoked the same way.
 */
export type TokenKind = 'session' | 'activation' | 'reset' | 'email_change';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TOKEN_TTL_MS = {
  session: DAY,
  /** A session with `save_auth` ("remember me"). */
  sessionLong: 30 * DAY,
  activation: 48 * HOUR,
  reset: 60 * MINUTE,
  email_change: DAY,
} as const;

export type TokenRow = typeof authTokens.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Creates a token of `kind` for a user; the plain token is returned once and never stored. */
export async function issueToken(
  db: Db,
  opts: { userId: number; kind: TokenKind; ttlMs: number; meta?: Record<string, unknown> },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const { token, hash } = generateToken();
  const expiresAt = new Date(Date.now() + opts.ttlMs);
  const [row] = await db
    .insert(authTokens)
    .values({
      user_id: opts.userId,
      kind: opts.kind,
      token_hash: hash,
      expires_at: expiresAt,
      meta: opts.meta ?? null,
    })
    .returning({ id: authTokens.id });
  return { id: row!.id, token, expiresAt };
}

/** Plausible tokens only: anything else cannot match a hash, so skip the query. */
const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** A live token of `kind` (not used, not expired), or null. Does not consume it. */
export async function findLiveToken(db: Db, kind: TokenKind, token: string): Promise<TokenRow | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.token_hash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.used_at),
        gt(authTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks a live token used, atomically: of two concurrent requests with the same token only one
 * gets `true`.
 */
export async function consumeToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(authTokens.id, id), isNull(authTokens.used_at), gt(authTokens.expires_at, sql`now()`)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Revokes every live token of a kind for a user, optionally keeping one (the current session). */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  kind: TokenKind,
  exceptId?: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(authTokens.user_id, userId),
        eq(authTokens.kind, kind),
        isNull(authTokens.used_at),
        exceptId === undefined ? undefined : ne(authTokens.id, exceptId),
      ),
    );
}
