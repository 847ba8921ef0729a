import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  AUTH_COOKIE_NAME,
  OFFICE_ROLE_MESSAGES,
  OFFICE_ROLES,
  ROLES,
  type OfficeRole,
  type Role,
  type UserStatus,
} from '@siloker/shared';
import type { Db } from '../db/client.ts';
import { authTokens, companyDetails, seekerDetails, users } from '../db/schema/index.ts';
import { prepared } from '../lib/prepared.ts';
import { hashToken } from '../lib/tokens.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { forbidden, unauthorized } from './errors.ts';

/** Who is calling, from the `Authorization: Bearer` token only (docs/decisions/030: `auth_user_id` is ignored). */
export interface AuthContext {
  id: number;
  role_name: Role;
  status: UserStatus;
  seeker_detail_id: number | null;
  company_detail_id: number | null;
  /** An office account's power (docs/decisions/072); null for seekers and companies. */
  office_role: OfficeRole | null;
  /** The client's address, for the audit trail (lib/audit.ts); set once the request is resolved. */
  ip?: string;
  /** The session token row, so logout and password changes can revoke or keep it. */
  session: { id: number; token: string; expires_at: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a valid session token was sent; null for guests. */
    user: AuthContext | null;
  }
  interface FastifyInstance {
    mailer: Mailer;
    /** Every office route with the role it needs, for the audit-coverage test (docs/decisions/072). */
    officeRouteTable: OfficeRouteEntry[];
  }
  interface FastifyContextConfig {
    /** The route's bearer is not a session token (GET /metrics, docs/decisions/096): never looked up. */
    bearerIsNotSession?: boolean;
  }
}

/** One route behind requireRole('admin') or requireOfficeRole, as the route table records it. */
export interface OfficeRouteEntry {
  method: string;
  url: string;
  officeRole: OfficeRole | null;
}

/** Marks the preHandlers that admit office accounts, so onRoute can list the office's routes. */
const OFFICE_GUARD = Symbol('officeGuard');
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  [OFFICE_GUARD]?: OfficeRole | null;
};

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i;

/**
 * The session behind a token: kind 'session', not revoked, not expired, joined to its user. Every
 * signed-in request runs it, so it is a prepared statement (lib/prepared.ts): built and planned once,
 * not on each request (docs/decisions/007).
 */
export async function findSession(db: Db, token: string): Promise<AuthContext | null> {
  const [row] = await prepared(db, 'auth:session', () =>
    db
      .select({
        id: users.id,
        role_name: users.role_name,
        status: users.status,
        office_role: users.office_role,
        seeker_detail_id: seekerDetails.id,
        company_detail_id: companyDetails.id,
        session_id: authTokens.id,
        expires_at: authTokens.expires_at,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.user_id))
      .leftJoin(seekerDetails, eq(seekerDetails.user_id, users.id))
      .leftJoin(companyDetails, eq(companyDetails.user_id, users.id))
      .where(
        and(
          eq(authTokens.token_hash, sql.placeholder('token_hash')),
          eq(authTokens.kind, 'session'),
          isNull(authTokens.used_at),
          gt(authTokens.expires_at, sql`now()`),
          // A switched-off staff account's tokens stop working at once, whatever was revoked.
          isNull(users.deactivated_at),
        ),
      )
      .limit(1),
  ).execute({ token_hash: hashToken(token) });
  if (!row) return null;
  return {
    id: row.id,
    role_name: row.role_name as Role,
    status: row.status as UserStatus,
    office_role: OFFICE_ROLES.find((r) => r === row.office_role) ?? null,
    seeker_detail_id: row.seeker_detail_id,
    company_detail_id: row.company_detail_id,
    session: { id: row.session_id, token, expires_at: row.expires_at },
  };
}

const SESSION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The session in the web app's `auth` cookie (URL-encoded JSON `{id, token}`), for the few GET routes a
 * plain <a href> or <img src> reaches, where no Authorization header can be sent: private file
 * downloads. Every other route keeps authenticating by the bearer token only. The cookie's id must
 * be the session's user, or the cookie is ignored.
 */
export async function sessionFromCookie(
  db: Db,
  cookieHeader: string | undefined,
): Promise<AuthContext | null> {
  if (!cookieHeader) return null;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${AUTH_COOKIE_NAME}=`))
    ?.slice(AUTH_COOKIE_NAME.length + 1);
  if (!raw) return null;
  let cookie: unknown;
  try {
    cookie = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  const { id, token } = (cookie ?? {}) as { id?: unknown; token?: unknown };
  if (typeof token !== 'string' || !SESSION_TOKEN.test(token)) return null;
  const session = await findSession(db, token);
  return session && String(session.id) === String(id) ? session : null;
}

/**
 * Adds `request.user` (resolved from the bearer token on every request that sends one) and
 * `app.mailer` to the root app. Called once in buildApp, before the routes are registered.
 * An invalid token on a public route just means "guest"; `requireAuth` turns it into 401.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  if (!app.hasDecorator('mailer')) {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  }
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config.bearerIsNotSession) return;
    const match = BEARER.exec(header);
    request.user = match ? await findSession(app.db, match[1]!) : null;
    if (request.user) request.user.ip = request.ip;
  });
  app.decorate('officeRouteTable', [] as OfficeRouteEntry[]);
  app.addHook('onRoute', (route) => {
    const handlers = ([] as unknown[]).concat(route.preHandler ?? []) as Guard[];
    const guard = handlers.find((h) => typeof h === 'function' && OFFICE_GUARD in h);
    if (!guard) return;
    for (const method of ([] as string[]).concat(route.method)) {
      if (method === 'HEAD') continue;
      app.officeRouteTable.push({ method, url: route.url, officeRole: guard[OFFICE_GUARD] ?? null });
    }
  });
}

/** What a guard asks of the caller, read by the OpenAPI document (docs/decisions/082-openapi-document.md). */
export interface GuardAccess {
  /** 401 without a session. */
  signedIn: boolean;
  /** 403 for a signed-in caller of another role or office role. */
  restricted: boolean;
  /** The web app's `auth` cookie counts as a session (acceptCookieSession). */
  cookie: boolean;
}
const GUARD_ACCESS = new WeakMap<object, GuardAccess>();

/** What a route's preHandlers ask of the caller, together; a route without a guard is public. */
export function routeAccess(preHandler: unknown): GuardAccess {
  const access: GuardAccess = { signedIn: false, restricted: false, cookie: false };
  for (const handler of ([] as unknown[]).concat(preHandler ?? [])) {
    const one = typeof handler === 'function' ? GUARD_ACCESS.get(handler) : undefined;
    if (!one) continue;
    access.signedIn ||= one.signedIn;
    access.restricted ||= one.restricted;
    access.cookie ||= one.cookie;
  }
  return access;
}

/** preHandler: a valid session is required; otherwise 401 `unauthorized`. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}
GUARD_ACCESS.set(requireAuth, { signedIn: true, restricted: false, cookie: false });

/** preHandler: a valid session with one of the roles; 401 without a session, 403 with another role. */
export function requireRole(...roles: Role[]) {
  const guard: Guard = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.user) throw unauthorized();
    if (!roles.includes(request.user.role_name)) throw forbidden();
  };
  if (roles.length === 1 && roles[0] === 'admin') guard[OFFICE_GUARD] = null;
  const restricted = !ROLES.every((role) => roles.includes(role));
  GUARD_ACCESS.set(guard, { signedIn: true, restricted, cookie: false });
  return guard;
}

/**
 * preHandler: an office account whose `office_role` is one of `officeRoles` (docs/decisions/072). The
 * administrator may do everything a verifier does, so requireOfficeRole('ADMINISTRATOR') is the only
 * narrowing; 401 without a session, 403 for anyone else.
 */
export function requireOfficeRole(...officeRoles: OfficeRole[]) {
  const guard: Guard = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.user) throw unauthorized();
    if (request.user.role_name !== 'admin') throw forbidden();
    const role = request.user.office_role;
    if (!role || !officeRoles.includes(role)) throw forbidden(OFFICE_ROLE_MESSAGES.administratorOnly);
  };
  guard[OFFICE_GUARD] = officeRoles.includes('VERIFIER') ? null : (officeRoles[0] ?? null);
  GUARD_ACCESS.set(guard, { signedIn: true, restricted: true, cookie: false });
  return guard;
}

/**
 * A preHandler for a download a plain link reaches ('Unduh CSV'), which sends no Authorization header:
 * without a bearer session, the session of the web app's `auth` cookie (sessionFromCookie) counts.
 * Put it before requireRole.
 */
export function acceptCookieSession(db: Db) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    request.user ??= await sessionFromCookie(db, request.headers.cookie);
    if (request.user) request.user.ip = request.ip;
  };
  GUARD_ACCESS.set(guard, { signedIn: false, restricted: false, cookie: true });
  return guard;
}

/** The caller of a route behind requireAuth/requireRole. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.user) throw unauthorized();
  return request.user;
}
