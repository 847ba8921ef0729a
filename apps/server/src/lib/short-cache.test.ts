import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShortCache, forgetShortCached, shortCached } from './short-cache.ts';

/** A load that counts its calls and answers the call's number once `release` runs. */
function counter() {
  let calls = 0;
  const waiting: (() => void)[] = [];
  const load = () => {
    const n = ++calls;
    return new Promise<number>((resolve) => waiting.push(() => resolve(n)));
  };
  return {
    load,
    calls: () => calls,
    release: () => waiting.splice(0).forEach((go) => go()),
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the short cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    configureShortCache(30);
  });
  afterEach(() => {
    vi.useRealTimers();
    configureShortCache(30);
  });

  it('loads once for concurrent reads and serves the value until the last 5 seconds of its 30', async () => {
    const owner = {};
    const c = counter();
    const a = shortCached(owner, 'k', c.load);
    const b = shortCached(owner, 'k', c.load);
    c.release();
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    await vi.advanceTimersByTimeAsync(24_000);
    expect(await shortCached(owner, 'k', c.load)).toBe(1);
    expect(c.calls()).toBe(1);
  });

  it('reloads ahead in its last 5 seconds: the reader still gets the cached value, the next one the new', async () => {
    const owner = {};
    const c = counter();
    const first = shortCached(owner, 'k', c.load);
    c.release();
    await first;
    await vi.advanceTimersByTimeAsync(26_000);
    expect(await shortCached(owner, 'k', c.load)).toBe(1);
    await settle();
    expect(c.calls()).toBe(2);
    // A second read while the reload runs queues no other.
    expect(await shortCached(owner, 'k', c.load)).toBe(1);
    c.release();
    await settle();
    expect(await shortCached(owner, 'k', c.load)).toBe(2);
    expect(c.calls()).toBe(2);
    // The reloaded value lives 30 seconds from when its reload started.
    await vi.advanceTimersByTimeAsync(24_000);
    expect(await shortCached(owner, 'k', c.load)).toBe(2);
    expect(c.calls()).toBe(2);
  });

  it('never serves a value past its 30 seconds: unread in time, it is loaded by the next read', async () => {
    const owner = {};
    const c = counter();
    const first = shortCached(owner, 'k', c.load);
    c.release();
    await first;
    await vi.advanceTimersByTimeAsync(30_001);
    const next = shortCached(owner, 'k', c.load);
    c.release();
    expect(await next).toBe(2);
  });

  it('reloads one entry at a time, waiting as long again between two, so requests get the engine between them', async () => {
    const owner = {};
    const started: string[] = [];
    const loads = new Map<string, () => void>();
    const load = (key: string) => () => {
      started.push(key);
      return new Promise<string>((resolve) => loads.set(key, () => resolve(`${key}2`)));
    };
    for (const key of ['a', 'b']) await shortCached(owner, key, () => Promise.resolve(`${key}1`));
    await vi.advanceTimersByTimeAsync(26_000);
    expect(await shortCached(owner, 'a', load('a'))).toBe('a1');
    expect(await shortCached(owner, 'b', load('b'))).toBe('b1');
    await settle();
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(40);
    loads.get('a')!();
    await settle();
    // a's reload took 40 ms: b's waits 40 ms more.
    await vi.advanceTimersByTimeAsync(39);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a', 'b']);
    loads.get('b')!();
    await settle();
    expect(await shortCached(owner, 'a', load('a'))).toBe('a2');
    expect(await shortCached(owner, 'b', load('b'))).toBe('b2');
  });

  it('keeps a failed reload from replacing the value, and a forgotten entry from coming back', async () => {
    const owner = {};
    await shortCached(owner, 'k', () => Promise.resolve('old'));
    await shortCached(owner, 'gone', () => Promise.resolve('old'));
    await vi.advanceTimersByTimeAsync(26_000);
    expect(await shortCached(owner, 'k', () => Promise.reject(new Error('down')))).toBe('old');
    expect(await shortCached(owner, 'gone', () => Promise.resolve('reloaded'))).toBe('old');
    forgetShortCached(owner, 'gone');
    await vi.advanceTimersByTimeAsync(100);
    expect(await shortCached(owner, 'k', () => Promise.resolve('new'))).toBe('old');
    expect(await shortCached(owner, 'gone', () => Promise.resolve('fresh'))).toBe('fresh');
  });
});
