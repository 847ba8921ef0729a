import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '@siloker/shared/constants';
import { ACTIVITY_EVENTS, useInactivityTimer } from './use-inactivity.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('inactivity timer (docs/product.md §4)', () => {
  it('is 25 minutes', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(25 * 60 * 1000);
  });

  it('fires after the time-out without activity', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimer(INACTIVITY_TIMEOUT_MS, onTimeout, 'a'));
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('restarts on %s', (name) => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimer(INACTIVITY_TIMEOUT_MS, onTimeout, 'a'));
    vi.advanceTimersByTime(20 * 60 * 1000);
    document.body.dispatchEvent(new Event(name, { bubbles: true }));
    vi.advanceTimersByTime(20 * 60 * 1000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * 60 * 1000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts on a route change', () => {
    const onTimeout = vi.fn();
    const { rerender } = renderHook(({ key }) => useInactivityTimer(INACTIVITY_TIMEOUT_MS, onTimeout, key), {
      initialProps: { key: '/a' },
    });
    vi.advanceTimersByTime(20 * 60 * 1000);
    rerender({ key: '/b' });
    vi.advanceTimersByTime(20 * 60 * 1000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('stops when unmounted', () => {
    const onTimeout = vi.fn();
    const { unmount } = renderHook(() => useInactivityTimer(1000, onTimeout, 'a'));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
