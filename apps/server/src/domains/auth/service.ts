import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  type AuthUser,
  type ChangeAccountBody,
  type ChangeAccountData,
  type ChangePasswordBody,
  type LoginBody,
  REVERIFICATION_MESSAGES,
  type RegisterBody,
  type RegisterData,
  type VerificationEmailBody,
} from '@siloker/shared';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { badRequest, forbidden, unauthorized, validationFailed, type AppError } from '../../http/errors.ts';
import { LIMITS, assertUnderLimit, clear, consume, hit } from '../../lib/throttle.ts';
import {
  TOKEN_TTL_MS,
  consumeToken,
  findLiveToken,
  issueToken,
  revokeUserTokens,
  type TokenRow,
} from '../../lib/tokens.ts';
import type { MailMessage, Mailer } from '../../mail/mailer.ts';
import {
  activationMail,
  alreadyRegisteredMail,
  emailChangeMail,
  emailChangeNoticeMail,
  emailTakenNoticeMail,
  mailSender,
  resetPasswordMail,
} from '../../mail/templates.ts';
import { companyNameImitatesOffice } from '../settings/service.ts';
import { consentRequired, recordConsent } from '../privacy/service.ts';
import { toAuthUser } from './mapper.ts';
import { hashPassword, isCommonPassword, verifyDummy, verifyPassword } from '../../lib/password.ts';
import * as repo from './repository.ts';

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Who is asking, for the per-address throttles. */
export interface Caller {
  ip: string;
}

/**
 * Mail leaves after the answer: the response never waits for SMTP, so known and unknown addresses
 * take the same time, and a mail-server hiccup does not fail the request (it is logged).
 */
function deliver(deps: AuthDeps, message: MailMessage): void {
  deps.mailer.send(message).catch((err: unknown) => {
    deps.log.error({ err, to: message.to, subject: message.subject }, 'email gagal dikirim');
  });
}

const link = (config: AppConfig, path: string, params: Record<string, string>) =>
  `${config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;

function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(AUTH_MESSAGES.passwordTooCommon, { password: [AUTH_MESSAGES.passwordTooCommon] });
  }
}

async function authUser(
  db: Db,
  userId: number,
  session: { token: string; expires_at: Date } | null,
): Promise<AuthUser> {
  const row = await repo.findAuthUserRow(db, userId);
  if (!row) throw unauthorized();
  const consentRequiredNow = await consentRequired(db, { id: row.id, role_name: row.role_name });
  return toAuthUser(row, session, consentRequiredNow);
}

async function startSession(db: Db, userId: number, long: boolean): Promise<AuthUser> {
  const ttlMs = long ? TOKEN_TTL_MS.sessionLong : TOKEN_TTL_MS.session;
  const { token, expiresAt } = await issueToken(db, { userId, kind: 'session', ttlMs });
  await repo.touchLogin(db, userId);
  return authUser(db, userId, { token, expires_at: expiresAt });
}

async function sendActivation(deps: AuthDeps, user: repo.UserRow): Promise<void> {
  const { token } = await issueToken(deps.db, {
    userId: user.id,
    kind: 'activation',
    ttlMs: TOKEN_TTL_MS.activation,
  });
  const url = link(deps.config, '/aktifasi-email', { email: user.email, token });
  deliver(deps, activationMail({ to: user.email, name: user.name, ...(await mailSender(deps.db)), url }));
}

/**
 * POST /auth/register. The answer never tells whether the address already had an account
 * (docs/decisions/031): same status and body; the owner gets a notice mail instead.
 */
export async function register(deps: AuthDeps, body: RegisterBody, caller: Caller): Promise<RegisterData> {
  await consume(deps.db, [[LIMITS.registerIp, caller.ip]]);
  assertNotCommon(body.password);
  // A company may not pass for the office or the government (docs/decisions/073).
  if (body.type === 'company' && (await companyNameImitatesOffice(deps.db, body.name))) {
    const message = REVERIFICATION_MESSAGES.companyNameImitatesGovernment;
    throw validationFailed(message, { name: [message] });
  }
  // Hash first, always, so both branches cost the same.
  const passwordHash = await hashPassword(body.password);
  const answer: RegisterData = {
    user: {
      name: body.name,
      email: body.email,
      role_name: body.type,
      status: 'NEED_ACTIVATION',
      token: null,
      expired_at: null,
    },
  };
  // The consent is part of the account: both are written, or neither (docs/decisions/077).
  const created = await repo.createAccount(
    deps.db,
    { name: body.name, email: body.email, passwordHash, type: body.type },
    (tx, userId) => recordConsent(tx, userId, caller.ip),
  );
  if (created) {
    await sendActivation(deps, created);
    return answer;
  }
  const existing = await repo.findUserByEmail(deps.db, body.email);
  if (existing) {
    deliver(
      deps,
      alreadyRegisteredMail({
        to: existing.email,
        name: existing.name,
        ...(await mailSender(deps.db)),
        loginUrl: `${deps.config.publicUrl}/masuk`,
        resetUrl: `${deps.config.publicUrl}/atur-ulang-kata-sandi`,
      }),
    );
  }
  return answer;
}

/** The live activation or e-mail change token that matches the address of the link. */
async function tokenForLink(
  db: Db,
  body: VerificationEmailBody,
): Promise<{ row: TokenRow; user: repo.UserRow } | null> {
  const activation = await findLiveToken(db, 'activation', body.token);
  const row = activation ?? (await findLiveToken(db, 'email_change', body.token));
  if (!row) return null;
  const user = await repo.findUserById(db, row.user_id);
  if (!user) return null;
  const expected = row.kind === 'activation' ? user.email : String(row.meta?.new_email ?? '');
  if (expected.toLowerCase() !== body.email) return null;
  return { row, user };
}

/**
 * POST /auth/verification-email: the link of an activation mail, or of an e-mail change
 * confirmation (docs/decisions/032). Either way the user ends up logged in.
 */
export async function verifyEmail(
  deps: AuthDeps,
  body: VerificationEmailBody,
): Promise<{ user: AuthUser; message: string }> {
  const found = await tokenForLink(deps.db, body);
  if (!found || !(await consumeToken(deps.db, found.row.id))) {
    throw badRequest(AUTH_MESSAGES.invalidActivationLink);
  }
  const { row, user } = found;
  if (row.kind === 'activation') {
    await repo.markVerified(deps.db, user.id);
    await revokeUserTokens(deps.db, user.id, 'activation');
    return { user: await startSession(deps.db, user.id, false), message: AUTH_MESSAGES.activated };
  }
  if (!(await repo.setEmail(deps.db, user.id, body.email))) {
    throw badRequest(AUTH_MESSAGES.invalidActivationLink);
  }
  await revokeUserTokens(deps.db, user.id, 'email_change');
  // Mail to the new address proved it; an account still waiting for activation is activated too.
  await repo.markVerified(deps.db, user.id);
  return { user: await startSession(deps.db, user.id, false), message: AUTH_MESSAGES.emailChanged };
}

/** POST /auth/resend-verification-email: same answer whether or not the address exists. */
export async function resendActivation(deps: AuthDeps, email: string, caller: Caller): Promise<void> {
  await consume(deps.db, [
    [LIMITS.resendEmail, email],
    [LIMITS.resendIp, caller.ip],
  ]);
  const user = await repo.findUserByEmail(deps.db, email);
  if (user && user.status === 'NEED_ACTIVATION') await sendActivation(deps, user);
}

/**
 * POST /auth/login. Unknown address and wrong password give the same status, body and time
 * (a dummy hash is verified); failures are throttled per account and per address.
 */
export async function login(deps: AuthDeps, body: LoginBody, caller: Caller): Promise<AuthUser> {
  await assertUnderLimit(deps.db, [
    [LIMITS.loginEmail, body.email],
    [LIMITS.loginIp, caller.ip],
  ]);
  const user = await repo.findUserByEmail(deps.db, body.email);
  const valid = user
    ? await verifyPassword(user.password_hash, body.password)
    : await verifyDummy(body.password);
  // A switched-off staff account answers like a wrong password: nobody learns that it exists.
  if (!user || !valid || user.deactivated_at) {
    await hit(deps.db, LIMITS.loginEmail, body.email);
    await hit(deps.db, LIMITS.loginIp, caller.ip);
    throw badRequest(AUTH_MESSAGES.invalidCredentials);
  }
  if (user.status !== 'VERIFIED') throw forbidden(AUTH_MESSAGES.notActivated);
  await clear(deps.db, LIMITS.loginEmail, body.email);
  return startSession(deps.db, user.id, body.save_auth === true);
}

/** POST /auth/logout: revokes the token of this request. */
export async function logout(deps: AuthDeps, me: AuthContext): Promise<void> {
  await consumeToken(deps.db, me.session.id);
}

/** POST /auth/send-email-reset-password: same answer whether or not the address exists. */
export async function sendResetLink(deps: AuthDeps, email: string, caller: Caller): Promise<void> {
  await consume(deps.db, [
    [LIMITS.resetEmail, email],
    [LIMITS.resetIp, caller.ip],
  ]);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const { token } = await issueToken(deps.db, { userId: user.id, kind: 'reset', ttlMs: TOKEN_TTL_MS.reset });
  const url = link(deps.config, '/ubah-kata-sandi', { email: user.email, token });
  deliver(deps, resetPasswordMail({ to: user.email, name: user.name, ...(await mailSender(deps.db)), url }));
}

/** A wrong current password: counted per user, answered as a field error. */
async function wrongPassword(
  deps: Pick<AuthDeps, 'db'>,
  userId: number,
  field: string,
  message: string,
): Promise<AppError> {
  await hit(deps.db, LIMITS.passwordCheckUser, userId);
  return badRequest(message, { [field]: [message] });
}

/**
 * POST /auth/change-password. From the public screen, with the mailed reset token; from the panel,
 * with the old password. Either way the user's other sessions are revoked.
 */
export async function changePassword(
  deps: AuthDeps,
  body: ChangePasswordBody,
  me: AuthContext | null,
): Promise<void> {
  assertNotCommon(body.password);
  if (body.is_from_panel) {
    if (!me) throw unauthorized();
    await assertUnderLimit(deps.db, [[LIMITS.passwordCheckUser, me.id]]);
    const user = await repo.findUserById(deps.db, me.id);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.password_hash, body.password_old ?? ''))) {
      throw await wrongPassword(deps, me.id, 'password_old', AUTH_MESSAGES.wrongOldPassword);
    }
    await repo.setPasswordHash(deps.db, me.id, await hashPassword(body.password));
    await clear(deps.db, LIMITS.passwordCheckUser, me.id);
    await revokeUserTokens(deps.db, me.id, 'session', me.session.id);
    await revokeUserTokens(deps.db, me.id, 'reset');
    return;
  }
  const email = (body.email ?? '').trim().toLowerCase();
  const row = await findLiveToken(deps.db, 'reset', (body.token ?? '').trim());
  const user = row ? await repo.findUserById(deps.db, row.user_id) : null;
  if (!row || !user || user.email.toLowerCase() !== email || !(await consumeToken(deps.db, row.id))) {
    throw badRequest(AUTH_MESSAGES.invalidResetLink);
  }
  await repo.setPasswordHash(deps.db, user.id, await hashPassword(body.password));
  await revokeUserTokens(deps.db, user.id, 'session');
  await revokeUserTokens(deps.db, user.id, 'reset');
  // The reset link reached the mailbox, which is what activation proves too.
  if (user.status === 'NEED_ACTIVATION') await repo.markVerified(deps.db, user.id);
  await clear(deps.db, LIMITS.loginEmail, user.email);
}

/**
 * POST /auth/change-account. Name and phone change at once; a new e-mail needs the current
 * password and takes effect when the link mailed to it is opened (docs/decisions/032).
 */
export async function changeAccount(
  deps: AuthDeps,
  body: ChangeAccountBody,
  me: AuthContext,
): Promise<{ data: ChangeAccountData; message: string }> {
  const user = await repo.findUserById(deps.db, me.id);
  if (!user) throw unauthorized();
  const newEmail = body.email !== user.email.toLowerCase() ? body.email : null;
  if (newEmail) {
    if (!body.password) {
      throw badRequest(AUTH_MESSAGES.passwordNeededForEmail, {
        password: [AUTH_MESSAGES.passwordNeededForEmail],
      });
    }
    await assertUnderLimit(deps.db, [[LIMITS.passwordCheckUser, me.id]]);
    if (!(await verifyPassword(user.password_hash, body.password))) {
      throw await wrongPassword(deps, me.id, 'password', AUTH_MESSAGES.wrongPassword);
    }
  }
  await repo.updateNamePhone(deps.db, me.id, { name: body.name, phone: body.phone ?? null });
  if (newEmail) {
    const { site, signature } = await mailSender(deps.db);
    const owner = await repo.findUserByEmail(deps.db, newEmail);
    if (owner) {
      // Same answer as a free address (docs/decisions/032); the owner of the address is told instead.
      deliver(deps, emailTakenNoticeMail({ to: newEmail, site, signature }));
    } else {
      const { token } = await issueToken(deps.db, {
        userId: me.id,
        kind: 'email_change',
        ttlMs: TOKEN_TTL_MS.email_change,
        meta: { new_email: newEmail },
      });
      const url = link(deps.config, '/aktifasi-email', { email: newEmail, token });
      deliver(deps, emailChangeMail({ to: newEmail, name: body.name, site, signature, url }));
    }
    deliver(deps, emailChangeNoticeMail({ to: user.email, name: body.name, site, signature, newEmail }));
  }
  const current = await authUser(deps.db, me.id, me.session);
  return {
    data: { user: current, pending_email: newEmail },
    message: newEmail ? AUTH_MESSAGES.emailChangePending : AUTH_MESSAGES.accountSaved,
  };
}

/** GET /auth/me: the auth user with the current token. */
export function me(deps: AuthDeps, ctx: AuthContext): Promise<AuthUser> {
  return authUser(deps.db, ctx.id, ctx.session);
}

/**
 * The signed-in user's current password, for an action that needs it again (account deletion):
 * throttled per user like the panel's change-password, a wrong one answered as a `password` field error.
 */
export async function confirmPassword(db: Db, userId: number, password: string): Promise<void> {
  await assertUnderLimit(db, [[LIMITS.passwordCheckUser, userId]]);
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw await wrongPassword({ db }, userId, 'password', AUTH_MESSAGES.wrongPassword);
  }
  await clear(db, LIMITS.passwordCheckUser, userId);
}
