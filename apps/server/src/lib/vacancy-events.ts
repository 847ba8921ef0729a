import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { provinceTimeZone } from '@siloker/shared';
import type { Db } from '../db/client.ts';
import { registerPeriodic } from './periodic.ts';

/*
 * The per-vacancy counter of docs/decisions/111, shared by the vacancies domain (detail reads, list
 * pages), the vacancy-analytics domain (apply clicks) and the server-rendered public pages (seo). A
 * public read only raises numbers in memory (no database work, no await); every process writes its
 * numbers every FLUSH_INTERVAL_MS, early when they pile up, and once more on shutdown, into one row per
 * vacancy and day (vacancy_daily_stats) in the portal's time zone.
 *
 * Unique visitors without cookies or personal data: a view keeps SHA-256(address, user agent) in memory
 * until the flush, which stores only HMAC-SHA-256 of it under the day's random salt
 * (vacancy_visitor_salts) in vacancy_visitor_hashes, whose primary key decides whether the visitor is new
 * that day, across processes. Salts and hashes are deleted once the day is over (with one day of grace for
 * batches still in flight), so no hash can be recomputed or linked to another day's.
 */

export type VacancyEventKind = 'view' | 'appearance' | 'apply_click';

/** Who asked: the address (request.ip, TRUST_PROXY decides) and the user agent, never stored. */
export interface VacancyClient {
  ip: string;
  userAgent: string;
}

/** How often every process writes its numbers. */
export const FLUSH_INTERVAL_MS = 30_000;
/** Vacancy-days waiting in memory before a flush starts early (a list page adds up to its page size). */
export const MAX_PENDING_KEYS = 10_000;
/** Distinct-visitor hashes waiting in memory before a flush starts early. */
export const MAX_PENDING_VISITORS = 50_000;

interface DayCounts {
  views: number;
  search_appearances: number;
  apply_clicks: number;
  /** SHA-256 of (address, user agent) of the day's viewers, unsalted and only in memory. */
  visitors: Set<string>;
}

const DAY = 86_400_000;
const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

export const clientOf = (req: FastifyRequest): VacancyClient => ({
  ip: req.ip || 'unknown',
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
});

export class VacancyEventCounter {
  readonly #db: Db;
  readonly #dayOf: Intl.DateTimeFormat;
  readonly #now: () => Date;
  readonly #onError: (err: unknown) => void;
  #pending = new Map<string, DayCounts>();
  #pendingVisitors = 0;
  #flushing: Promise<void> = Promise.resolve();
  #salts = new Map<string, string>();
  #prunedFor: string | null = null;

  constructor(db: Db, timeZone: string, opts: { now?: () => Date; onError?: (err: unknown) => void } = {}) {
    this.#db = db;
    this.#dayOf = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    this.#now = opts.now ?? (() => new Date());
    this.#onError = opts.onError ?? (() => undefined);
  }

  #day = { value: '', checkedAt: Number.NEGATIVE_INFINITY };

  /**
   * Today in the portal's time zone (YYYY-MM-DD). Formatting a date is the costliest step of counting,
   * so the day is looked up at most once a second (an event in the first second after midnight may
   * count for the day before).
   */
  today(): string {
    const now = this.#now();
    const at = now.getTime();
    if (at - this.#day.checkedAt >= 1000 || at < this.#day.checkedAt) {
      this.#day = { value: this.#dayOf.format(now), checkedAt: at };
    }
    return this.#day.value;
  }

  /** Counts one event for each vacancy, in memory; a view also notes its visitor for the day. */
  record(kind: VacancyEventKind, ids: readonly number[], client: VacancyClient): void {
    if (ids.length === 0) return;
    const day = this.today();
    const visitor =
      kind === 'view'
        ? crypto.createHash('sha256').update(client.ip).update('\0').update(client.userAgent).digest('hex')
        : null;
    for (const id of ids) {
      const key = `${id}|${day}`;
      let counts = this.#pending.get(key);
      if (!counts) {
        counts = { views: 0, search_appearances: 0, apply_clicks: 0, visitors: new Set() };
        this.#pending.set(key, counts);
      }
      if (kind === 'view') {
        counts.views += 1;
        if (visitor && !counts.visitors.has(visitor)) {
          counts.visitors.add(visitor);
          this.#pendingVisitors += 1;
        }
      } else if (kind === 'appearance') counts.search_appearances += 1;
      else counts.apply_clicks += 1;
    }
    if (this.#pending.size > MAX_PENDING_KEYS || this.#pendingVisitors > MAX_PENDING_VISITORS) {
      this.flush().catch(this.#onError);
    }
  }

  /** Writes what piled up since the last flush (one at a time; a second call waits for the first). */
  flush(): Promise<void> {
    const next = this.#flushing.then(() => this.#write());
    this.#flushing = next.catch(() => undefined);
    return next;
  }

  async #write(): Promise<void> {
    const today = this.today();
    if (this.#pending.size > 0) {
      const batch = this.#pending;
      this.#pending = new Map();
      this.#pendingVisitors = 0;
      try {
        await this.#store(batch);
      } catch (err) {
        // Kept for the next flush unless the memory bound is reached (the numbers are then lost, said once).
        if (this.#pending.size + batch.size <= MAX_PENDING_KEYS) this.#mergeBack(batch);
        throw err;
      }
    }
    if (this.#prunedFor !== today) {
      const cutoff = previousDay(today);
      await this.#db.execute(sql`delete from vacancy_visitor_hashes where day < ${cutoff}::date`);
      await this.#db.execute(sql`delete from vacancy_visitor_salts where day < ${cutoff}::date`);
      for (const day of this.#salts.keys()) if (day < cutoff) this.#salts.delete(day);
      this.#prunedFor = today;
    }
  }

  #mergeBack(batch: Map<string, DayCounts>): void {
    for (const [key, old] of batch) {
      const now = this.#pending.get(key);
      if (!now) {
        this.#pending.set(key, old);
        this.#pendingVisitors += old.visitors.size;
        continue;
      }
      now.views += old.views;
      now.search_appearances += old.search_appearances;
      now.apply_clicks += old.apply_clicks;
      for (const v of old.visitors) {
        if (!now.visitors.has(v)) {
          now.visitors.add(v);
          this.#pendingVisitors += 1;
        }
      }
    }
  }

  async #saltOf(tx: Db, day: string): Promise<string> {
    const known = this.#salts.get(day);
    if (known) return known;
    const fresh = crypto.randomBytes(32).toString('hex');
    await tx.execute(
      sql`insert into vacancy_visitor_salts (day, salt) values (${day}::date, ${fresh}) on conflict (day) do nothing`,
    );
    const result = (await tx.execute(
      sql`select salt from vacancy_visitor_salts where day = ${day}::date`,
    )) as unknown as { rows: { salt: string }[] };
    const salt = result.rows[0]?.salt ?? fresh;
    this.#salts.set(day, salt);
    return salt;
  }

  async #store(batch: Map<string, DayCounts>): Promise<void> {
    const counts: { id: number; day: string; views: number; appearances: number; clicks: number }[] = [];
    const visitorsByDay = new Map<string, { id: number; visitors: Set<string> }[]>();
    for (const [key, c] of batch) {
      const [idText, day] = key.split('|') as [string, string];
      const id = Number(idText);
      counts.push({ id, day, views: c.views, appearances: c.search_appearances, clicks: c.apply_clicks });
      if (c.visitors.size > 0) {
        const list = visitorsByDay.get(day) ?? [];
        list.push({ id, visitors: c.visitors });
        visitorsByDay.set(day, list);
      }
    }
    await this.#db.transaction(async (tx) => {
      // Rows in key order, so two processes flushing the same vacancies lock them in the same order;
      // a vacancy deleted meanwhile is left out by the join.
      await tx.execute(sql`
        insert into vacancy_daily_stats (job_vacancy_id, day, views, search_appearances, apply_clicks)
        select x.id, x.day, x.views, x.appearances, x.clicks
        from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
          as x(id int, day date, views int, appearances int, clicks int)
        join job_vacancies v on v.id = x.id
        order by x.id, x.day
        on conflict (job_vacancy_id, day) do update set
          views = vacancy_daily_stats.views + excluded.views,
          search_appearances = vacancy_daily_stats.search_appearances + excluded.search_appearances,
          apply_clicks = vacancy_daily_stats.apply_clicks + excluded.apply_clicks`);
      const hashes: { id: number; day: string; h: string }[] = [];
      for (const [day, list] of visitorsByDay) {
        const salt = await this.#saltOf(tx, day);
        for (const { id, visitors } of list) {
          for (const v of visitors) {
            hashes.push({ id, day, h: crypto.createHmac('sha256', salt).update(v).digest('hex') });
          }
        }
      }
      if (hashes.length === 0) return;
      // A visitor is new for the day when its hash is: the new ones raise unique_visitors.
      await tx.execute(sql`
        with fresh as (
          insert into vacancy_visitor_hashes (job_vacancy_id, day, visitor_hash)
          select x.id, x.day, x.h
          from jsonb_to_recordset(${JSON.stringify(hashes)}::jsonb) as x(id int, day date, h text)
          join job_vacancies v on v.id = x.id
          order by x.id, x.day, x.h
          on conflict do nothing
          returning job_vacancy_id, day
        )
        insert into vacancy_daily_stats (job_vacancy_id, day, unique_visitors)
        select job_vacancy_id, day, count(*)::int from fresh group by job_vacancy_id, day
        order by job_vacancy_id, day
        on conflict (job_vacancy_id, day) do update set
          unique_visitors = vacancy_daily_stats.unique_visitors + excluded.unique_visitors`);
    });
  }
}

/*
 * A server-rendered public page asks the API through app.inject (domains/seo/pages.ts), as the server,
 * and may be served again from the short page cache: while it renders, the events are captured here
 * instead of counted, kept with the page, and counted for each visitor the page is sent to.
 */
export interface CapturedEvent {
  kind: VacancyEventKind;
  ids: readonly number[];
}
const capture = new AsyncLocalStorage<CapturedEvent[]>();

/** Runs `render` with its events captured; returns its result and the events. */
export async function captureVacancyEvents<T>(render: () => Promise<T>): Promise<[T, CapturedEvent[]]> {
  const events: CapturedEvent[] = [];
  const result = await capture.run(events, render);
  return [result, events];
}

declare module 'fastify' {
  interface FastifyInstance {
    vacancyEvents: VacancyEventCounter;
  }
}

/** Counts (or, inside a page render, captures) one event for each vacancy the request showed or touched. */
export function recordVacancyEvent(
  app: FastifyInstance,
  req: FastifyRequest,
  kind: VacancyEventKind,
  ids: readonly number[],
): void {
  const captured = capture.getStore();
  if (captured) captured.push({ kind, ids });
  else app.vacancyEvents.record(kind, ids, clientOf(req));
}

/** Counts a rendered page's events for the visitor it is sent to. */
export function replayVacancyEvents(
  app: FastifyInstance,
  req: FastifyRequest,
  events: readonly CapturedEvent[],
): void {
  const client = clientOf(req);
  for (const e of events) app.vacancyEvents.record(e.kind, e.ids, client);
}

/** The app's counter, flushed every FLUSH_INTERVAL_MS by every process and once more when it closes. */
export function registerVacancyEvents(app: FastifyInstance): void {
  const counter = new VacancyEventCounter(app.db, provinceTimeZone(app.config.provinceCode), {
    onError: (err) => app.log.warn({ err }, 'penulisan analitik lowongan gagal'),
  });
  app.decorate('vacancyEvents', counter);
  registerPeriodic(app, FLUSH_INTERVAL_MS, 'penulisan analitik lowongan gagal', () => counter.flush());
  app.addHook('onClose', async () => {
    await counter.flush().catch((err: unknown) => app.log.warn({ err }, 'penulisan analitik lowongan gagal'));
  });
}
