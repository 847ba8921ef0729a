import type { FastifyInstance } from 'fastify';
import {
  JOB_ALERT_MAIL_LIST_MAX,
  JOB_ALERT_NEW_WINDOW_DAYS,
  SALARY_FILTER_TYPE,
  rupiah,
  type JobAlertFilters,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { registerPeriodic } from '../../lib/periodic.ts';
import { generateToken } from '../../lib/tokens.ts';
import { onVacancyMayBePublic } from '../../lib/vacancy-public-hint.ts';
import { pruneQueuedMail, queueMail } from '../notifications/service.ts';
import { jobAlertMail, mailSender } from '../../mail/templates.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import * as repo from './repository.ts';
import { filtersOf, manageLinks, summaryOf } from './service.ts';

/*
 * The job-alert run (issue 21 §2, docs/decisions/108): for each confirmed, active alert that is due, the
 * vacancies that went public since it was confirmed, match its search and were never announced to it,
 * one mail each through the outbox, recorded with what it announced. Nothing new, no mail. `now` is
 * the job's clock, so tests move it.
 */

const DAY_MS = 86_400_000;
/** Alerts handled per statement and transaction. */
const BATCH = 500;
/** The job's interval: DAILY and WEEKLY are due up to this much early, so a run a little early still counts. */
export const JOB_ALERTS_INTERVAL_MS = 5 * 60_000;
export const JOB_ALERTS_JOB = 'job-alerts';
/** After a vacancy may have gone public, the run starts this much later (several hints make one run). */
const WAKE_DELAY_MS = 1_000;

export interface JobAlertRunResult {
  /** Alerts that were due. */
  checked: number;
  /** Mails queued. */
  mailed: number;
  /** Vacancies announced, over all mails. */
  announced: number;
}

export interface JobAlertRunOptions {
  now?: Date;
  publicUrl: string;
  slackMs?: number;
  /** Only the alerts sent at once (the run soon after a vacancy may have gone public), without the pruning. */
  instantOnly?: boolean;
}

const searchQuery = (f: JobAlertFilters) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined) params.set(k, String(v));
  const q = params.toString();
  return q ? `?${q}` : '';
};

/** One run over every due alert, batch after batch. */
export async function runJobAlerts(db: Db, opts: JobAlertRunOptions): Promise<JobAlertRunResult> {
  const now = opts.now ?? new Date();
  const slackMs = opts.slackMs ?? JOB_ALERTS_INTERVAL_MS;
  const floor = new Date(now.getTime() - JOB_ALERT_NEW_WINDOW_DAYS * DAY_MS);
  const result: JobAlertRunResult = { checked: 0, mailed: 0, announced: 0 };
  if (!opts.instantOnly) {
    await repo.pruneUnconfirmed(db, now);
    await pruneQueuedMail(db, 30);
  }
  const sender = await mailSender(db);
  let afterId = 0;
  for (;;) {
    const due = await repo.dueBatch(db, {
      now,
      afterId,
      limit: BATCH,
      slackMs,
      instantOnly: opts.instantOnly === true,
    });
    if (due.length === 0) break;
    afterId = due.at(-1)!.id;
    result.checked += due.length;
    const earliest = due.reduce((t, a) => Math.min(t, a.confirmed_at!.getTime()), Infinity);
    const matches = await repo.matchesOf(
      db,
      due.map((a) => a.id),
      new Date(Math.max(earliest, floor.getTime())),
      JOB_ALERT_MAIL_LIST_MAX,
    );
    if (matches.length > 0) {
      const { mailed, announced } = await mailBatch(db, {
        due,
        matches,
        now,
        sender,
        publicUrl: opts.publicUrl,
      });
      result.mailed += mailed;
      result.announced += announced;
    }
    if (due.length < BATCH) break;
  }
  return result;
}

async function mailBatch(
  db: Db,
  p: {
    due: repo.JobAlertRow[];
    matches: repo.AlertMatch[];
    now: Date;
    sender: { site: string; signature: string[] };
    publicUrl: string;
  },
): Promise<{ mailed: number; announced: number }> {
  const byAlert = new Map<number, repo.AlertMatch[]>();
  for (const m of p.matches) {
    const list = byAlert.get(m.alert_id);
    if (list) list.push(m);
    else byAlert.set(m.alert_id, [m]);
  }
  const alerts = p.due.filter((a) => byAlert.has(a.id));
  const names = await repo.filterNames(db, alerts);
  const tokens = new Map(alerts.map((a) => [a.id, generateToken()]));
  return db.transaction(async (tx) => {
    // What two runs at once could both find is claimed here (the key of job_alert_sent): each vacancy
    // goes to an alert in one mail only.
    const claimed = await repo.recordMails(
      tx,
      alerts.map((a) => {
        const rows = byAlert.get(a.id)!;
        return {
          alertId: a.id,
          tokenHash: tokens.get(a.id)!.hash,
          vacancyIds: rows.map((m) => m.vacancy_id),
          // Every row of an alert carries the alert's count and newest moment (repository matchesOf).
          total: rows[0]!.total,
          until: rows[0]!.until,
        };
      }),
      p.now,
    );
    const messages: MailMessage[] = [];
    let announced = 0;
    for (const a of alerts) {
      const ids = claimed.get(a.id);
      if (!ids || ids.size === 0) continue;
      const rows = byAlert.get(a.id)!;
      // The newest JOB_ALERT_MAIL_LIST_MAX are listed (less any another run claimed), the rest counted.
      const listed = rows.filter((m) => ids.has(m.vacancy_id));
      const more = rows[0]!.total - rows.length;
      announced += listed.length + more;
      messages.push(
        jobAlertMail({
          to: a.email,
          ...p.sender,
          summary: summaryOf(a, names),
          vacancies: listed.map((v) => ({
            title: v.title,
            company: v.company_name,
            place: v.city_name,
            salary:
              v.salary !== null && v.salary_type === SALARY_FILTER_TYPE ? `${rupiah(v.salary)}/bulan` : null,
            url: `${p.publicUrl}/lowongan-kerja/${encodeURIComponent(v.title_slug)}`,
          })),
          more,
          searchUrl: `${p.publicUrl}/lowongan-kerja${searchQuery(filtersOf(a))}`,
          ...manageLinks(p.publicUrl, tokens.get(a.id)!.token),
        }),
      );
    }
    await queueMail(tx, messages);
    return { mailed: messages.length, announced };
  });
}

/**
 * The job every JOB_ALERTS_INTERVAL_MS, once across N servers (lib/periodic.ts, job_runs), and, for the
 * INSTANT alerts only, soon after a vacancy may have gone public in this process.
 */
export function registerJobAlerts(app: FastifyInstance, intervalMs = JOB_ALERTS_INTERVAL_MS): void {
  const run = async () => {
    const result = await runJobAlerts(app.db, { publicUrl: app.config.publicUrl, slackMs: intervalMs });
    if (result.mailed) app.log.info({ jobAlerts: result }, 'langganan lowongan');
  };
  registerPeriodic(app, intervalMs, 'pengiriman langganan lowongan gagal', run, { job: JOB_ALERTS_JOB });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  // No lease for this one: job_alert_sent's key keeps it and a periodic run at the same moment (here or
  // on another server) from announcing a vacancy twice, and it only reads INSTANT alerts.
  const soon = async () => {
    const result = await runJobAlerts(app.db, { publicUrl: app.config.publicUrl, instantOnly: true });
    if (result.mailed) app.log.info({ jobAlerts: result }, 'langganan lowongan (segera)');
  };
  const start = () => {
    timer = undefined;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = soon()
      .catch((err: unknown) => app.log.warn({ err }, 'pengiriman langganan lowongan gagal'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const wake = () => {
    if (closed || timer) return;
    timer = setTimeout(start, WAKE_DELAY_MS);
    timer.unref();
  };
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = onVacancyMayBePublic(wake);
  });
  app.addHook('onClose', async () => {
    closed = true;
    stop?.();
    clearTimeout(timer);
    await running;
  });
}
