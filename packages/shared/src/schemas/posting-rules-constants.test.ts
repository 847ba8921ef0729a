import { describe, expect, it } from 'vitest';
import {
  POSTING_RULE_MESSAGES,
  checkPosting,
  highlightParts,
  postingFieldErrors,
  regexProblem,
  ruleRegExp,
  type PostingRuleLike,
} from './posting-rules-constants.ts';

// The one fair-posting checker the server and the vacancy form both run (docs/decisions/102).

const RULES: PostingRuleLike[] = [
  {
    id: 1,
    pattern: 'berpenampilan menarik',
    is_regex: false,
    category: 'looks',
    kind: 'flag',
    explanation: 'Penampilan.',
  },
  {
    id: 2,
    pattern: 'biaya\\s(seragam|pelatihan)',
    is_regex: true,
    category: 'fee',
    kind: 'refuse',
    explanation: 'Gratis.',
  },
  { id: 3, pattern: 'islam', is_regex: false, category: 'religion', kind: 'flag', explanation: 'Agama.' },
];
const labelOf = (field: string) => field;

describe('checkPosting', () => {
  it('finds a phrase across any run of spaces and any case, with its place in the field', () => {
    const flags = checkPosting(RULES, { special_condition: 'Wajib  Berpenampilan\nmenarik dan rapi' });
    expect(flags).toMatchObject([
      { rule_id: 1, field: 'special_condition', kind: 'flag', phrase: 'Berpenampilan\nmenarik', start: 7 },
    ]);
    expect(flags[0]!.end).toBe(7 + 'Berpenampilan\nmenarik'.length);
  });

  it('matches whole words only: a phrase inside a longer word is not a finding', () => {
    expect(checkPosting(RULES, { description: 'Sekolah Islamiyah dan pesantren' })).toEqual([]);
    expect(checkPosting(RULES, { description: 'Beragama Islam.' })).toHaveLength(1);
  });

  it('refuses fee wording, but not right after a denial such as "tanpa" or "gratis"', () => {
    expect(checkPosting(RULES, { description: 'Ada biaya seragam Rp100.000' })).toMatchObject([
      { kind: 'refuse', phrase: 'biaya seragam' },
    ]);
    expect(checkPosting(RULES, { description: 'Tanpa biaya seragam, gratis biaya pelatihan.' })).toEqual([]);
  });

  it('reads the reason field for refused wording only: a reason may name the requirement it explains', () => {
    expect(checkPosting(RULES, { fair_posting_reason: 'Berpenampilan menarik karena model.' })).toEqual([]);
    expect(checkPosting(RULES, { fair_posting_reason: 'Potong biaya pelatihan dari gaji.' })).toHaveLength(1);
  });

  it("flags the vacancy's own age limits in the words of the limit", () => {
    const both = checkPosting([], { age_min: '18', age_max: '35' });
    expect(both).toMatchObject([
      { field: 'age_min', category: 'age', kind: 'flag', phrase: 'Usia 18–35 tahun' },
    ]);
    expect(checkPosting([], { age_max: 40 })[0]!.phrase).toBe('Usia maksimal 40 tahun');
    expect(checkPosting([], { age_min: 21, age_max: null })[0]!.phrase).toBe('Usia minimal 21 tahun');
    expect(checkPosting([], { age_min: '', age_max: null })).toEqual([]);
  });

  it('flags a count by sex that takes one sex only, not one that takes both', () => {
    expect(
      checkPosting([], { is_gender_based_count: true, male_count: '3', female_count: '0' }),
    ).toMatchObject([{ field: 'male_count', category: 'sex', phrase: 'Hanya laki-laki' }]);
    expect(checkPosting([], { is_gender_based_count: true, male_count: 2, female_count: 1 })).toEqual([]);
    expect(checkPosting([], { is_gender_based_count: false, male_count: 3, female_count: 0 })).toEqual([]);
  });
});

describe('postingFieldErrors', () => {
  it('puts refused wording on its field whatever the reason, and asks for a reason for a flag', () => {
    const flags = checkPosting(RULES, {
      description: 'Biaya pelatihan ditanggung pelamar.',
      special_condition: 'Berpenampilan menarik',
    });
    const errors = postingFieldErrors(flags, 'Alasan apa pun', labelOf);
    expect(errors).toEqual({
      description: POSTING_RULE_MESSAGES.feeRefused('Biaya pelatihan', 'Gratis.'),
    });
    const missing = postingFieldErrors(flags, '  ', labelOf);
    expect(missing.fair_posting_reason).toContain('"Berpenampilan menarik" (special_condition)');
  });

  it('asks nothing of a vacancy without findings', () => {
    expect(postingFieldErrors([], '', labelOf)).toEqual({});
  });
});

describe('regexProblem', () => {
  it('refuses patterns whose matching time can explode, and accepts bounded ones', () => {
    expect(regexProblem('(a+)+b')).not.toBeNull();
    expect(regexProblem('a*')).not.toBeNull();
    expect(regexProblem('(a)\\1')).not.toBeNull();
    expect(regexProblem('usia\\s(maks|maksimal)')).toBeNull();
  });
});

describe('highlightParts', () => {
  it('cuts a text into plain and flagged parts, merging overlapping matches', () => {
    expect(
      highlightParts('abcdefgh', [
        { start: 1, end: 3 },
        { start: 2, end: 5 },
      ]),
    ).toEqual([
      { text: 'a', flagged: false },
      { text: 'bc', flagged: true },
      { text: 'de', flagged: true },
      { text: 'fgh', flagged: false },
    ]);
  });
});

describe('ruleRegExp', () => {
  it('matches a plain phrase with a hyphen, a slash or brackets as written (the u flag refuses "\\-")', () => {
    for (const [pattern, text] of [
      ['laki-laki', 'Dicari karyawan Laki-laki usia 25'],
      ['s/d', 'usia 20 s/d 30 tahun'],
      ['(wajib)', 'membawa kendaraan (wajib)'],
    ] as const) {
      const re = ruleRegExp({ pattern, is_regex: false });
      expect(re, pattern).not.toBeNull();
      expect(text.match(re!)?.[0]?.toLowerCase(), pattern).toBe(pattern);
    }
  });

  it('flags a hyphenated phrase in a posting instead of failing the check', () => {
    const rules: PostingRuleLike[] = [
      {
        id: 9,
        pattern: 'laki-laki',
        is_regex: false,
        category: 'sex',
        kind: 'flag',
        explanation: 'Jenis kelamin.',
      },
    ];
    expect(checkPosting(rules, { description: 'Diutamakan laki-laki.' })).toMatchObject([
      { rule_id: 9, phrase: 'laki-laki' },
    ]);
  });
});
