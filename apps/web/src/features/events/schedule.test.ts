import { describe, expect, it } from 'vitest';
import { eventSchedule } from './schedule.ts';

const WITA = 'Asia/Makassar';

describe('eventSchedule', () => {
  it('shows one date with a time range for a one-day event', () => {
    expect(eventSchedule('2026-12-06T01:00:00.000Z', '2026-12-06T09:00:00.000Z', WITA)).toBe(
      '6 Desember 2026, 09.00–17.00 WITA',
    );
  });

  it('shows both ends for an event over several days', () => {
    expect(eventSchedule('2026-11-29T01:00:00.000Z', '2026-12-02T09:00:00.000Z', WITA)).toBe(
      '29 November 2026 pukul 09.00 – 2 Desember 2026 pukul 17.00 WITA',
    );
  });

  it('shows the start alone when there is no (sensible) end, and nothing without a start', () => {
    expect(eventSchedule('2026-12-06T01:00:00.000Z', null, WITA)).toBe('6 Desember 2026 pukul 09.00 WITA');
    expect(eventSchedule('2026-12-06T01:00:00.000Z', '2026-12-05T01:00:00.000Z', WITA)).toBe(
      '6 Desember 2026 pukul 09.00 WITA',
    );
    expect(eventSchedule(null, '2026-12-06T09:00:00.000Z')).toBeNull();
  });

  it('tells the times in the portal zone whatever the device, labelled WIB, WITA or WIT', () => {
    expect(eventSchedule('2026-12-06T01:00:00.000Z', null, 'Asia/Jakarta')).toBe(
      '6 Desember 2026 pukul 08.00 WIB',
    );
    expect(eventSchedule('2026-12-06T01:00:00.000Z', null, 'Asia/Jayapura')).toBe(
      '6 Desember 2026 pukul 10.00 WIT',
    );
  });
});
