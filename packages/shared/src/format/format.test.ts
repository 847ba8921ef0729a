import { describe, expect, it } from 'vitest';
import {
  durationText,
  formatDate,
  setDisplayTimeZone,
  formatThousands,
  parseThousands,
  relativeTime,
  rupiah,
  timeAgo,
  timeRangeText,
  toDate,
} from './index.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('formatDate in the Indonesian locale', () => {
  it('writes day, Indonesian month name and year', () => {
    expect(formatDate('2025-01-05T03:00:00Z', { timeZone: 'UTC' })).toBe('5 Januari 2025');
    expect(formatDate('2025-08-17T03:00:00Z', { timeZone: 'UTC' })).toBe('17 Agustus 2025');
    expect(formatDate('2025-12-01T03:00:00Z', { timeZone: 'UTC', short: true })).toBe('1 Des 2025');
  });

  it('adds the time when asked', () => {
    expect(formatDate('2025-01-05T14:30:00Z', { timeZone: 'UTC', withTime: true })).toMatch(
      /^5 Januari 2025.*14\.30$/,
    );
  });

  it("shows dates in the portal's display zone, not the device's, when no zone is named", () => {
    // 2025-01-05T23:30Z is already 6 January in WITA (UTC+8), still 5 January on a UTC device.
    setDisplayTimeZone('Asia/Makassar');
    try {
      expect(formatDate('2025-01-05T23:30:00Z', { withTime: true })).toMatch(/^6 Januari 2025.*07\.30$/);
      expect(formatDate('2025-01-05T23:30:00Z', { timeZone: 'UTC' })).toBe('5 Januari 2025');
    } finally {
      setDisplayTimeZone(undefined);
    }
  });

  it('gives an empty string for an empty or bad date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('bukan tanggal')).toBe('');
  });

  it('reads Unix seconds and milliseconds', () => {
    expect(toDate(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate('1700000000')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate(1_700_000_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
});

describe('timeRangeText (a walk-in session on the portal clock)', () => {
  it('names the day once, both times and the zone; the end day too past midnight', () => {
    expect(timeRangeText('2026-12-01T01:00:00Z', new Date('2026-12-01T04:00:00Z'), 'Asia/Makassar')).toBe(
      '1 Desember 2026 pukul 09.00–12.00 WITA',
    );
    expect(timeRangeText('2026-12-01T14:00:00Z', '2026-12-01T17:30:00Z', 'Asia/Makassar')).toBe(
      '1 Desember 2026 pukul 22.00–2 Desember 2026 pukul 01.30 WITA',
    );
  });
});

describe('relativeTime from seconds to years', () => {
  it.each([
    [30, '30 detik lagi'],
    [5 * 60, '5 menit lagi'],
    [3 * 3600, '3 jam lagi'],
    [2 * 86400, '2 hari lagi'],
    [14 * 86400, '2 minggu lagi'],
    [60 * 86400, '2 bulan lagi'],
    [800 * 86400, '2 tahun lagi'],
  ])('%i s ahead reads %s', (seconds, text) => {
    expect(relativeTime(later(seconds), NOW)).toBe(text);
  });

  it("says 'sudah lewat' for the past", () => {
    expect(relativeTime(later(-1), NOW)).toBe('sudah lewat');
    expect(relativeTime(later(-400 * 86400), NOW)).toBe('sudah lewat');
  });

  it('timeAgo reads the past', () => {
    expect(timeAgo(later(-10), NOW)).toBe('baru saja');
    expect(timeAgo(later(-3 * 86400), NOW)).toBe('3 hari yang lalu');
  });
});

describe('durationText', () => {
  const start = '2024-01-01T00:00:00Z';
  const plusDays = (d: number) => new Date(Date.parse(start) + d * 86400_000);
  it('uses days under 7, weeks under 30 days, months under 365 days, else years', () => {
    expect(durationText(start, plusDays(6))).toBe('6 hari');
    expect(durationText(start, plusDays(7))).toBe('1 minggu');
    expect(durationText(start, plusDays(29))).toBe('4 minggu');
    expect(durationText(start, plusDays(30))).toBe('1 bulan');
    expect(durationText(start, plusDays(364))).toBe('12 bulan');
    expect(durationText(start, plusDays(365))).toBe('1 tahun');
    expect(durationText(start, plusDays(1000))).toBe('2 tahun');
  });

  it('counts until now when there is no end', () => {
    expect(durationText('2025-03-01T12:00:00Z', null, NOW)).toBe('1 minggu');
  });

  it("says 'Tidak tersedia' when not computable", () => {
    expect(durationText(null, plusDays(3))).toBe('Tidak tersedia');
    expect(durationText('rusak', plusDays(3))).toBe('Tidak tersedia');
    expect(durationText(start, '2023-01-01')).toBe('Tidak tersedia');
  });
});

describe('rupiah and thousand separators', () => {
  it('writes rupiah with dots between thousands', () => {
    expect(rupiah(2_500_000)).toBe('Rp 2.500.000');
    expect(rupiah('1000000.00')).toBe('Rp 1.000.000');
    expect(rupiah(950)).toBe('Rp 950');
    expect(rupiah(0)).toBe('Rp 0');
    expect(rupiah(null)).toBe('Rp 0');
    expect(rupiah('abc')).toBe('Rp 0');
  });

  it('formats what the user types and reads it back', () => {
    expect(formatThousands('2500000')).toBe('2.500.000');
    expect(formatThousands('2.500.0001')).toBe('25.000.001');
    expect(formatThousands('00123')).toBe('123');
    expect(formatThousands('')).toBe('');
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(parseThousands('2.500.000')).toBe(2_500_000);
    expect(parseThousands('')).toBeNull();
  });
});
