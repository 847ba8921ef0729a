import { describe, expect, it } from 'vitest';
import { SEEKER_PROFILE_MESSAGES } from '@siloker/shared/schemas/profile-constants';
import {
  emptyEducation,
  incompleteEducation,
  lockedEducationRows,
  readRows,
  rowRuleErrors,
  serverEntryErrors,
} from './entries.ts';

describe('seeker profile entry rows', () => {
  it("treats 'NULL' as no level in the §5 education check", () => {
    // The locked rows ask for their year (issue 17 item 10); filled, they are complete.
    expect(incompleteEducation(lockedEducationRows())).toBe(SEEKER_PROFILE_MESSAGES.incompleteEducation);
    const rows = lockedEducationRows().map((row, i) => ({ ...row, graduation_year: String(2010 + 3 * i) }));
    expect(incompleteEducation(rows)).toBeNull();
    expect(incompleteEducation([...rows, { ...emptyEducation(2026), education_id: 'NULL' }])).toBe(
      SEEKER_PROFILE_MESSAGES.incompleteEducation,
    );
  });

  it('reads only well-formed rows back from a stored draft', () => {
    expect(readRows('skills', 'not a list')).toBeNull();
    const [skill] = readRows('skills', [{ name: 'Las', id: -3, certificate: 5 }, 'junk'])!;
    expect(skill).toMatchObject({ id: null, name: 'Las', description: '', certificate: null });
  });

  it('flags an end date before the start date', () => {
    const errors = rowRuleErrors('experiences', [
      {
        key: 'a',
        id: null,
        company_name: 'PT A',
        position: '',
        jobdesk: '',
        start_date: '2024-05-01',
        end_date: '2024-01-01',
      },
    ]);
    expect(errors[0]).toEqual({ end_date: SEEKER_PROFILE_MESSAGES.badDateRange });
  });

  it("sorts the server's entry errors by list and row", () => {
    expect(
      serverEntryErrors({ educations: 'x', 'skills.1.name': 'y', 'skills[1][certificate]': 'w', nik: 'z' }),
    ).toEqual({
      rows: { educations: [], experiences: [], skills: [undefined, { name: 'y', certificate: 'w' }] },
      lists: { educations: 'x' },
    });
  });
});
