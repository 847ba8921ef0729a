import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { NOTIFICATION_MAIL_KIND_OF, type NotificationType } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { recordMailPass } from '../../lib/metrics.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailSender, notificationMail } from '../../mail/templates.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  claimDue,
  deferMail,
  MAIL_MAX_ATTEMPTS,
  markMail,
  releaseMail,
  type DueMail,
  type MailStatus,
} from './mail-outbox-repository.ts';
import {
  claimQueued,
  deferQueued,
  markQueued,
  releaseQueued,
  type QueuedMail,
} from './mail-queue-repository.ts';

/*
 * The mail worker (issue 10 item 12): e-mails each notification that notify() left PENDING. It runs
 * beside the requests, never inside one, so it only ever sees committed notifications and a failed
 * send cannot break the request that caused it. Any number of servers may run it on one PostgreSQL.
 */

/** How often a server looks for due mail when nothing woke it (retries, other servers' rows). */
export const MAIL_OUTBOX_INTERVAL_MS = 15_000;
/** Rows claimed at a time; sent one after another within the claim's lease. */
export const MAIL_BATCH_SIZE = 5;
/** Batches per pass, so one pass never runs unbounded. */
const MAX_BATCHES = 20;
/** A send that hangs is given up (and retried later) rather than holding its locks. */
const SEND_TIMEOUT_MS = 15_000;
/** After notify(), wait this long so the notifying transaction has committed, then run. */
const WAKE_DELAY_MS = 150;

export interface MailOutboxDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash: links in mails point at the web app there. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface MailOutboxResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
  /** Put back for later without counting an attempt: the mail server was down or refused for now. */
  deferred: number;
  /** The pass stopped at its batch limit with rows still due: the worker runs another soon. */
  more: boolean;
}

const NOTIFICATIONS_PATH = '/panel/notifikasi';
const SETTINGS_PATH = '/panel/profil-akun';

/** Why a row is not sent: the account is gone or switched off, or its owner turned this kind off. */
function skipReason(row: DueMail): string | null {
  if (row.deleted_at || row.deactivated_at || !row.email) return 'account';
  const kind = NOTIFICATION_MAIL_KIND_OF[row.type as NotificationType] as string | undefined;
  return kind && row.mail_opt_out.includes(kind) ? 'opt-out' : null;
}

/**
 * How a failed send is taken (docs/decisions/094): `refused` when the mail server answered this very
 * mail with a permanent refusal (5xx to its recipient or content, or an address it cannot take): that
 * counts toward MAIL_MAX_ATTEMPTS. `later` when it refused this mail for now (4xx): kept without
 * counting. `down` for everything else (no connection, a 421 or other refusal of the session, sign-in
 * or sender, a hang): the server is unavailable, so the pass stops and every row waits, uncounted.
 */
export function sendFailureKind(err: unknown): 'refused' | 'later' | 'down' {
  const e = (err ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const aboutThisMail =
    (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') &&
    (e.command === 'RCPT TO' || e.command === 'DATA' || e.command === 'API');
  if (!aboutThisMail || code === 421) return 'down';
  return code !== undefined && code < 500 ? 'later' : 'refused';
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pengiriman email melewati ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Where a claimed row's outcome is written: the notifications' outbox or the queue of other mail. */
interface OutboxStore {
  mark(db: Db, id: number, status: MailStatus, attempted: boolean): Promise<void>;
  defer(db: Db, id: number): Promise<boolean>;
  release(db: Db, ids: number[]): Promise<void>;
}
const NOTIFICATION_STORE: OutboxStore = { mark: markMail, defer: deferMail, release: releaseMail };
const QUEUE_STORE: OutboxStore = { mark: markQueued, defer: deferQueued, release: releaseQueued };

/** One claimed row: its message, or null when it is skipped. */
interface Attempt {
  id: number;
  attempts: number;
  message: MailMessage | null;
}

/** One attempt for one claimed row, recorded on the row (which ends its lease). False: the server is down. */
async function deliver(
  db: Db,
  deps: MailOutboxDeps,
  store: OutboxStore,
  row: Attempt,
  tally: MailOutboxResult,
): Promise<boolean> {
  if (!row.message) {
    await store.mark(db, row.id, 'SKIPPED', false);
    tally.skipped += 1;
    return true;
  }
  try {
    await withTimeout(deps.mailer.send(row.message), SEND_TIMEOUT_MS);
    await store.mark(db, row.id, 'SENT', true);
    tally.sent += 1;
    return true;
  } catch (err) {
    const kind = sendFailureKind(err);
    if (kind !== 'refused') {
      const gaveUp = await store.defer(db, row.id);
      if (gaveUp) tally.failed += 1;
      else tally.deferred += 1;
      deps.log.warn({ err, mail: row.id, gaveUp }, 'email ditunda');
      return kind === 'later';
    }
    const last = row.attempts + 1 >= MAIL_MAX_ATTEMPTS;
    await store.mark(db, row.id, last ? 'FAILED' : 'PENDING', true);
    if (last) tally.failed += 1;
    else tally.retried += 1;
    deps.log.warn({ err, mail: row.id, attempt: row.attempts + 1 }, 'email gagal');
    return true;
  }
}

/** The notification's mail, or null when it is skipped (skipReason). */
function notificationAttempt(
  deps: MailOutboxDeps,
  sender: { site: string; signature: string[] },
  row: DueMail,
): Attempt {
  const message = skipReason(row)
    ? null
    : notificationMail({
        to: row.email,
        name: row.name,
        ...sender,
        title: row.title,
        body: row.body,
        url: `${deps.publicUrl}${row.link?.startsWith('/') ? row.link : NOTIFICATIONS_PATH}`,
        settingsUrl: `${deps.publicUrl}${SETTINGS_PATH}`,
      });
  // A file stored with the notification (an interview's .ics, docs/decisions/110) travels with its copy.
  if (message && row.mail_attachment) {
    message.attachments = [
      {
        filename: row.mail_attachment.filename,
        contentType: row.mail_attachment.content_type,
        content: row.mail_attachment.content,
      },
    ];
  }
  return { id: row.id, attempts: row.mail_attempts, message };
}

const queuedAttempt = (row: QueuedMail): Attempt => ({
  id: row.id,
  attempts: row.mail_attempts,
  message: { to: row.to_email, subject: row.subject, text: row.text, html: row.html, headers: row.headers },
});

/**
 * Batches of claimed rows from one outbox, sent and marked, until none is due or the batch limit; false
 * when the mail server proved down (the rest of the claim is released for the next pass).
 */
async function drain(
  deps: MailOutboxDeps,
  store: OutboxStore,
  claim: () => Promise<Attempt[]>,
  tally: MailOutboxResult,
): Promise<boolean> {
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await claim();
    for (const [i, row] of rows.entries()) {
      if (await deliver(deps.db, deps, store, row, tally)) continue;
      // The mail server is down: the rest wait, uncounted, for the next pass's probe.
      await store.release(
        deps.db,
        rows.slice(i + 1).map((r) => r.id),
      );
      return false;
    }
    if (rows.length < MAIL_BATCH_SIZE) return true;
  }
  tally.more = true;
  return true;
}

/**
 * One pass over the outboxes (the notifications' copies, then other mail such as job alerts,
 * docs/decisions/108): batches of due rows, each claimed with a lease (claimDue), sent and marked,
 * until none is due, or until the mail server proves down (the next pass, 15 s on, tries again). Two
 * passes at once (two servers, or two ticks) split the rows between them and never send one twice; a
 * server that dies mid-send leaves its rows to others when the lease ends.
 */
export async function sendPendingMail(deps: MailOutboxDeps): Promise<MailOutboxResult> {
  const tally: MailOutboxResult = { sent: 0, skipped: 0, retried: 0, failed: 0, deferred: 0, more: false };
  const sender = await mailSender(deps.db);
  const notificationsUp = await drain(
    deps,
    NOTIFICATION_STORE,
    async () => (await claimDue(deps.db, MAIL_BATCH_SIZE)).map((r) => notificationAttempt(deps, sender, r)),
    tally,
  );
  if (!notificationsUp) return tally;
  await drain(
    deps,
    QUEUE_STORE,
    async () => (await claimQueued(deps.db, MAIL_BATCH_SIZE)).map(queuedAttempt),
    tally,
  );
  return tally;
}

/** Workers of this process, woken by notify() so a mail leaves within moments, not at the next poll. */
const wakers = new Set<() => void>();

/** notify() calls this after storing rows; a hint only: the poll finds anything it misses. */
export function wakeMailOutbox(): void {
  for (const wake of wakers) wake();
}

/** Starts the worker when the server is ready; stops it, and waits for a pass under way, on close. */
export function registerMailOutbox(app: FastifyInstance, intervalMs = MAIL_OUTBOX_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const pass = async () => {
    try {
      const result = await sendPendingMail({
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        log: app.log,
      });
      if (result.sent || result.failed || result.deferred) app.log.info({ mail: result }, 'email notifikasi');
      recordMailPass(app.metrics, result);
      // A backlog (after a burst, or a mail server that was down) drains pass after pass, each after a
      // short pause for the requests waiting on the database, not one pass per poll interval.
      if (result.more) wake();
    } catch (err) {
      app.log.warn({ err }, 'antrean email notifikasi gagal diproses');
    }
  };
  // One pass at a time in this process; a request during a pass runs one more after it.
  const run = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  const wake = () => {
    if (closed || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      run();
    }, WAKE_DELAY_MS);
    wakeTimer.unref();
  };

  app.addHook('onReady', async () => {
    wakers.add(wake);
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    wakers.delete(wake);
    clearInterval(timer);
    clearTimeout(wakeTimer);
    while (running) await running;
  });
}
