import { describe, expect, it } from 'vitest';
import { distinctNames } from './master.ts';
import * as lists from './master-data.ts';

describe('master lists (issue 17 item 8)', () => {
  it('refuses two names that differ only in case or spacing', () => {
    expect(() => distinctNames(['Tidak Ada', 'Disabilitas Fisik', 'Tidak ada'])).toThrow(
      /Data master ganda: "Tidak Ada" dan "Tidak ada"/,
    );
    expect(() => distinctNames(['Paruh  Waktu', 'paruh waktu '])).toThrow(/ganda/);
    expect(distinctNames(['Tidak Ada', 'Disabilitas Fisik'])).toEqual(['Tidak Ada', 'Disabilitas Fisik']);
  });

  it('seeds no list with such a duplicate', () => {
    const named = Object.entries(lists as Record<string, unknown>).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((x: unknown) => typeof x === 'string'),
    );
    expect(named.map(([name]) => name)).toContain('DISABILITIES');
    for (const [, names] of named) expect(() => distinctNames(names)).not.toThrow();
  });
});
