import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the server is ready and then every `intervalMs`, without holding the process open,
 * and stops on close. Any of N server processes may run it, so tasks must be idempotent; a failure is
 * logged as `failure` and the next tick tries again.
 */
export function registerPeriodic(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  task: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await task();
    } catch (err) {
      app.log.warn({ err }, failure);
    }
  };
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
