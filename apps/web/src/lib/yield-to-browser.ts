/**
 * Steps of the app's start that leave the main thread to the browser in between (docs/decisions/117):
 * on a mid-range phone one task of the whole start held input and paint for a long time.
 */

type SchedulerWithYield = { yield?: () => Promise<void> };

/** Lets the browser run what waits (input, paint) before the caller goes on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
