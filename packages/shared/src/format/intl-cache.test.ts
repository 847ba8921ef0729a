import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl-cache.ts';

describe('dateTimeFormat, one formatter per locale and options', () => {
  it('gives the same formatter for the same locale and options', () => {
    const a = dateTimeFormat('id-ID', { day: 'numeric', month: 'long', timeZone: 'Asia/Makassar' });
    const b = dateTimeFormat('id-ID', { day: 'numeric', month: 'long', timeZone: 'Asia/Makassar' });
    expect(b).toBe(a);
  });

  it('keeps formatters of other zones, locales and options apart', () => {
    const at = new Date('2026-11-29T23:30:00Z');
    const wita = dateTimeFormat('id-ID', { day: 'numeric', month: 'long', timeZone: 'Asia/Makassar' });
    const utc = dateTimeFormat('id-ID', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const english = dateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const short = dateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(wita.format(at)).toBe('30 November');
    expect(utc.format(at)).toBe('29 November');
    expect(english.format(at)).toBe('November 29');
    expect(short.format(at)).toBe('29 Nov');
  });

  it('refuses an unknown zone as Intl does, and caches nothing for it', () => {
    expect(() => dateTimeFormat('id-ID', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('id-ID', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
