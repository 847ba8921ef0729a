import { describe, expect, it } from 'vitest';
import { isVacancyGoneData } from './vacancy-freshness-constants.ts';
import { VacancyGoneDataSchema } from './vacancy-freshness.ts';

const gone = {
  gone: true,
  reason: 'CLOSED',
  title: 'Operator Forklift',
  title_slug: 'operator-forklift',
  company_name: 'PT Maju',
  similar: [],
};

describe('isVacancyGoneData, the zod-free check the public pages use', () => {
  it('accepts what VacancyGoneDataSchema accepts', () => {
    expect(VacancyGoneDataSchema.safeParse(gone).success).toBe(true);
    expect(isVacancyGoneData(gone)).toBe(true);
  });

  it.each([
    ['no object', null],
    ['a list', [gone]],
    ['not gone', { ...gone, gone: false }],
    ['an unknown reason', { ...gone, reason: 'HIDDEN' }],
    ['no title', { ...gone, title: undefined }],
    ['a numeric slug', { ...gone, title_slug: 7 }],
    ['no company', { ...gone, company_name: null }],
    ['similar not a list', { ...gone, similar: {} }],
  ])('refuses %s, as the schema does', (_, value) => {
    expect(VacancyGoneDataSchema.safeParse(value).success).toBe(false);
    expect(isVacancyGoneData(value)).toBe(false);
  });
});
