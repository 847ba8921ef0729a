import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, timeZoneLabel } from './index.ts';
import { fromZonedInput, toZonedInput, zonedDateTimeText } from './zoned.ts';

// Issue 17 item 3: the event form read and wrote datetime-local in the device's zone, so 08:00
// typed on a laptop on UTC was published as 16.00 WITA. The conversion now ignores the device's zone;
// these run it with the device (process TZ) on UTC and on WIB.
const WITA = 'Asia/Makassar';
const DEVICE_ZONES = ['UTC', 'Asia/Jakarta', 'America/New_York'];
const original = process.env.TZ;

afterEach(() => {
  process.env.TZ = original;
});

describe.each(DEVICE_ZONES)('with the device on %s', (device) => {
  it('08:00 typed for a WITA portal is 00:00Z and shows as 08.00 WITA', () => {
    process.env.TZ = device;
    // The device's own zone really is in effect (a local-time conversion would differ between runs).
    expect(new Date('2026-12-06T00:00:00Z').getTimezoneOffset()).toBe(
      device === 'UTC' ? 0 : device === 'Asia/Jakarta' ? -420 : 300,
    );
    const iso = fromZonedInput('2026-12-06T08:00', WITA);
    expect(iso).toBe('2026-12-06T00:00:00.000Z');
    expect(`${formatDate(iso, { withTime: true, timeZone: WITA })} ${timeZoneLabel(WITA)}`).toBe(
      '6 Desember 2026 pukul 08.00 WITA',
    );
    expect(toZonedInput(iso, WITA)).toBe('2026-12-06T08:00');
  });

  it('crosses the day and reads other zones', () => {
    process.env.TZ = device;
    expect(fromZonedInput('2026-01-01T03:30', WITA)).toBe('2025-12-31T19:30:00.000Z');
    expect(toZonedInput('2025-12-31T19:30:00.000Z', WITA)).toBe('2026-01-01T03:30');
    expect(fromZonedInput('2026-12-06T08:00', 'Asia/Jakarta')).toBe('2026-12-06T01:00:00.000Z');
    expect(fromZonedInput('2026-12-06T08:00', 'Asia/Jayapura')).toBe('2026-12-05T23:00:00.000Z');
    expect(zonedDateTimeText('2026-12-06T00:00:00Z', WITA)).toBe('2026-12-06 08:00');
  });
});

describe('zone changes and bad values', () => {
  it('keeps the wall time across a daylight-saving change of a configured non-Indonesian zone', () => {
    expect(fromZonedInput('2026-07-01T08:00', 'Europe/Amsterdam')).toBe('2026-07-01T06:00:00.000Z');
    expect(fromZonedInput('2026-01-01T08:00', 'Europe/Amsterdam')).toBe('2026-01-01T07:00:00.000Z');
  });

  it('leaves empty and malformed values for the server to name', () => {
    expect(fromZonedInput('', WITA)).toBe('');
    expect(fromZonedInput('besok pagi', WITA)).toBe('besok pagi');
    expect(toZonedInput(null, WITA)).toBe('');
    expect(toZonedInput('bukan tanggal', WITA)).toBe('');
    expect(zonedDateTimeText(null, WITA)).toBe('');
  });
});
