import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/client.ts';

/*
 * The series of GET /metrics (docs/decisions/096-metrics-and-request-ids.md): one registry per app, so
 * tests that build many apps in one process never share or clash over a series. Counters and histograms
 * are counted as things happen; the database gauges are read when Prometheus scrapes, one cheap query
 * for the outbox and one for the periodic jobs.
 */

/** How long a scrape waits for its database reads; past it the scrape answers with what it has. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/**
 * The outbox's FAILED rows are counted among the newest notifications only: no index holds them, and a
 * scrape every few seconds must not read the whole table (on PGlite that would stall every request).
 */
export const MAIL_FAILED_WINDOW = 10_000;

/** Methods as labels; anything else is one value, so a client cannot mint series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Requests that matched no route (unknown API paths, the web app's history fallback) share one label. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface AppMetrics {
  registry: Registry;
  /** One answered request: the route template (never the raw URL), method, status and seconds taken. */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void;
  /** The mail worker's pass: mails sent, attempts to retry, mails given up (FAILED). */
  observeMail(result: { sent: number; retried: number; deferred?: number; failed: number }): void;
  /** Reads the database gauges, then renders every series in the Prometheus text format. */
  render(): Promise<string>;
  contentType: string;
}

interface Sources {
  db: Db;
  poolStats: () => PoolStats;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`melewati ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createMetrics({ db, poolStats }: Sources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'siloker_http_requests_total',
    help: 'Permintaan HTTP yang dijawab, per rute (pola, bukan alamat), metode dan kode status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'siloker_http_request_duration_seconds',
    help: 'Lama menjawab permintaan HTTP, per rute, metode dan kelas status (2xx, 4xx, 5xx)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const mailSent = new Counter({
    name: 'siloker_mail_sent_total',
    help: 'Email notifikasi yang terkirim oleh proses ini',
    registers,
  });
  const mailRetried = new Counter({
    name: 'siloker_mail_retries_total',
    help: 'Pengiriman email yang gagal dan akan dicoba lagi, oleh proses ini',
    registers,
  });
  const mailDeferred = new Counter({
    name: 'siloker_mail_deferred_total',
    help: 'Email yang ditunda tanpa dihitung sebagai percobaan karena server SMTP menolak sementara atau tidak terjangkau (docs/decisions/094)',
    registers,
  });
  const mailFailed = new Counter({
    name: 'siloker_mail_failures_total',
    help: 'Email yang gagal setelah percobaan terakhir (FAILED), oleh proses ini',
    registers,
  });

  const pool = {
    total: new Gauge({ name: 'siloker_db_pool_connections', help: 'Koneksi basis data terbuka', registers }),
    idle: new Gauge({
      name: 'siloker_db_pool_idle_connections',
      help: 'Koneksi basis data terbuka yang menganggur',
      registers,
    }),
    waiting: new Gauge({
      name: 'siloker_db_pool_waiting_requests',
      help: 'Permintaan yang menunggu koneksi basis data',
      registers,
    }),
    max: new Gauge({
      name: 'siloker_db_pool_max_connections',
      help: 'Batas koneksi basis data proses ini',
      registers,
    }),
  };

  const scrapeDatabase = new Gauge({
    name: 'siloker_metrics_database_up',
    help: '1 bila pembacaan basis data untuk metrik ini berhasil, 0 bila gagal atau melewati batas waktu',
    registers,
  });
  const outboxPending = new Gauge({
    name: 'siloker_mail_outbox_pending',
    help: 'Email yang menunggu dikirim (PENDING): salinan notifikasi dan email lowongan baru',
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'siloker_mail_outbox_oldest_pending_seconds',
    help: 'Umur email PENDING tertua dalam detik (0 bila tidak ada)',
    registers,
  });
  const outboxFailed = new Gauge({
    name: 'siloker_mail_outbox_failed',
    help: `Email yang gagal (FAILED) di antara ${MAIL_FAILED_WINDOW} notifikasi terbaru`,
    registers,
  });

  // Counts kept in job_runs by every server process (docs/decisions/091): counters, read at scrape time.
  const jobRuns = new Counter({
    name: 'siloker_job_runs_total',
    help: 'Jalannya tugas berkala, oleh semua proses (tabel job_runs)',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'siloker_job_failures_total',
    help: 'Jalannya tugas berkala yang gagal, oleh semua proses (tabel job_runs)',
    labelNames: ['job'] as const,
    registers,
  });
  const jobAge = new Gauge({
    name: 'siloker_job_seconds_since_last_finish',
    help: 'Detik sejak tugas berkala terakhir selesai (tidak ada bila belum pernah selesai)',
    labelNames: ['job'] as const,
    registers,
  });

  async function readOutbox(): Promise<void> {
    // PENDING rows are found through their partial indexes, in both outboxes (notifications' copies and
    // the job alerts' mail_outbox); FAILED ones among the newest notifications by id.
    const result = await db.execute(sql`
      select
        ((select count(*) from notifications where mail_status = 'PENDING')
          + (select count(*) from mail_outbox where mail_status = 'PENDING'))::int as pending,
        (select coalesce(extract(epoch from now() - least(
           (select min(created_at) from notifications where mail_status = 'PENDING'),
           (select min(created_at) from mail_outbox where mail_status = 'PENDING'))), 0))::float8 as oldest,
        (select count(*) from (
           select mail_status from notifications order by id desc limit ${MAIL_FAILED_WINDOW}
         ) recent where recent.mail_status = 'FAILED')::int as failed`);
    const row = rowsOf<{ pending: number; oldest: number; failed: number }>(result)[0];
    outboxPending.set(row?.pending ?? 0);
    outboxOldest.set(Math.max(0, row?.oldest ?? 0));
    outboxFailed.set(row?.failed ?? 0);
  }

  async function readJobs(): Promise<void> {
    const result = await db.execute(sql`
      select name, runs, failures,
        extract(epoch from now() - finished_at)::float8 as age
      from job_runs`);
    const rows = rowsOf<{ name: string; runs: number; failures: number; age: number | null }>(result);
    jobRuns.reset();
    jobFailures.reset();
    jobAge.reset();
    for (const row of rows) {
      jobRuns.inc({ job: row.name }, row.runs);
      jobFailures.inc({ job: row.name }, row.failures);
      if (row.age !== null) jobAge.set({ job: row.name }, Math.max(0, row.age));
    }
  }

  return {
    registry,
    contentType: registry.contentType,
    observeRequest(method, route, statusCode, seconds) {
      const m = METHODS.has(method) ? method : 'OTHER';
      const r = route ?? UNMATCHED_ROUTE;
      requests.inc({ method: m, route: r, status_code: String(statusCode) });
      duration.observe({ method: m, route: r, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    observeMail(result) {
      mailSent.inc(result.sent);
      mailRetried.inc(result.retried);
      mailDeferred.inc(result.deferred ?? 0);
      mailFailed.inc(result.failed);
    },
    async render() {
      // The pool first: the reads below take a connection themselves.
      const stats = poolStats();
      pool.total.set(stats.total);
      pool.idle.set(stats.idle);
      pool.waiting.set(stats.waiting);
      pool.max.set(stats.max);
      try {
        await withTimeout(
          (async () => {
            await readOutbox();
            await readJobs();
          })(),
          SCRAPE_QUERY_TIMEOUT_MS,
        );
        scrapeDatabase.set(1);
      } catch {
        scrapeDatabase.set(0);
      }
      return registry.metrics();
    },
  };
}

/** The mail worker's report of a pass, counted when metrics are on (null when METRICS_TOKEN is unset). */
export function recordMailPass(
  metrics: AppMetrics | null,
  result: { sent: number; retried: number; deferred?: number; failed: number },
): void {
  metrics?.observeMail(result);
}
