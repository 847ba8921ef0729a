import { describe, expect, it } from 'vitest';
import { csvAttachment, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF after a byte-order mark', () => {
    const csv = toCsv(
      ['nama', 'catatan'],
      [
        ['Budi, S.T.', 'kata "hadir"\nbaris dua'],
        ['Ani', null],
      ],
    );
    expect(csv).toBe('\uFEFFnama,catatan\r\n"Budi, S.T.","kata ""hadir""\nbaris dua"\r\nAni,\r\n');
  });

  it('defuses cells a spreadsheet would run as a formula, but keeps negative numbers', () => {
    const csv = toCsv(['a', 'b'], [['=HYPERLINK("x")', -5]]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-5`);
  });

  it('names the download safely', () => {
    expect(csvAttachment('peserta acara/"x"')).toBe('attachment; filename="peserta-acara-x-.csv"');
  });
});
