import { useEffect, useRef } from 'react';

export const ACTIVITY_EVENTS = [
  'click',
  'keydown',
  'scroll',
  'mousemove',
  'touchstart',
  'mousedown',
] as const;

/**
 * Runs `onTimeout` after `timeoutMs` without activity (docs/product.md §4). Every activity event restarts the
 * timer, and so does a change of `restartKey` (the route).
 */
export function useInactivityTimer(timeoutMs: number, onTimeout: () => void, restartKey: unknown): void {
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, restart, { passive: true, capture: true });
    restart();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [timeoutMs, restartKey]);
}
