import { renderHook, act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlowFetch } from './use-slow-fetch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSlowFetch', () => {
  it('turns true only after the fetch has run for the whole time, and false when it ends', () => {
    const { result, rerender } = renderHook(({ fetching }) => useSlowFetch(fetching, 3000), {
      initialProps: { fetching: true },
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ fetching: false });
    expect(result.current).toBe(false);
  });

  it('starts counting again for the next fetch', () => {
    const { result, rerender } = renderHook(({ fetching }) => useSlowFetch(fetching, 3000), {
      initialProps: { fetching: true },
    });
    act(() => vi.advanceTimersByTime(2000));
    rerender({ fetching: false });
    rerender({ fetching: true });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(false);
  });
});
