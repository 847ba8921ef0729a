import type { FastifyInstance } from 'fastify';
import { claimJobRun, finishJobRun } from './job-runs.ts';

export interface PeriodicOptions {
  /**
   * The job's name in `job_runs`: with it, only the one of N server processes that claims the tick's
   * lease runs the task, and the run is recorded (docs/decisions/091, 094). Without it every process
   * runs the task (work on this machine's own folders).
   */
  job?: string;
}

/**
 * Runs `task` once the server is ready and then every `intervalMs`, without holding the process open,
 * and stops on close. A failure is logged as `failure` and the next tick tries again.
 */
export function registerPeriodic(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  task: () => Promise<void>,
  opts: PeriodicOptions = {},
): void {
  const job = opts.job;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = async () => {
    if (job && !(await claimJobRun(app.db, job, intervalMs))) return;
    let error: unknown = null;
    try {
      await task();
    } catch (err) {
      error = err ?? new Error(failure);
      app.log.warn({ err, job }, failure);
    }
    if (job) await finishJobRun(app.db, job, error);
  };
  const tick = () => {
    if (running) return;
    running = run()
      .catch((err: unknown) => app.log.warn({ err, job }, failure))
      .finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  // A run under way finishes (and is recorded) before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
