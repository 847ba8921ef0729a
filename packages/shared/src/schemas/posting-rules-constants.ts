/**
 * Fair-posting checks and refused fee wording (issue 20 items 2 and 3, docs/decisions/102): the rule
 * categories and kinds, their messages, the one pattern language the office may save, and the one checker
 * the server (authoritative) and the web form (live) both run. No zod here, so the web form's chunk
 * carries the checker without the schemas.
 */

export const POSTING_RULE_CATEGORIES = [
  'age',
  'looks',
  'marital',
  'height',
  'skin',
  'ethnicity',
  'religion',
  'sex',
  'fee',
  'other',
] as const;
export type PostingRuleCategory = (typeof POSTING_RULE_CATEGORIES)[number];

export const POSTING_RULE_CATEGORY_NAMES: Record<PostingRuleCategory, string> = {
  age: 'Batas usia',
  looks: 'Penampilan fisik',
  marital: 'Status perkawinan',
  height: 'Tinggi badan',
  skin: 'Warna kulit',
  ethnicity: 'Suku/etnis',
  religion: 'Agama',
  sex: 'Jenis kelamin',
  fee: 'Meminta uang dari pelamar',
  other: 'Lainnya',
};

/** `flag`: allowed with a job-related reason; `refuse`: never saved (asking applicants for money). */
export const POSTING_RULE_KINDS = ['flag', 'refuse'] as const;
export type PostingRuleKind = (typeof POSTING_RULE_KINDS)[number];
export const POSTING_RULE_KIND_NAMES: Record<PostingRuleKind, string> = {
  flag: 'Tandai (perlu alasan)',
  refuse: 'Tolak',
};

export const POSTING_PATTERN_MAX = 120;
export const POSTING_EXPLANATION_MAX = 600;
export const POSTING_REASON_MAX = 1000;
/** The whole table stays small: the public read answers every active rule, and every save runs them all. */
export const POSTING_RULES_MAX = 300;
export const POSTING_RULES_PAGE_SIZE = 20;
/** At most this many variable quantifiers (`?`, `{m,n}` with m < n), each at most this many repeats. */
export const POSTING_REGEX_MAX_QUANTIFIERS = 3;
export const POSTING_REGEX_MAX_REPEAT = 10;
export const POSTING_REGEX_MAX_ALTERNATIVES = 24;

/**
 * Free-text fields of the vacancy form the checker reads, in page order (every one a company types).
 * The reason field itself is read for fee wording only.
 */
export const POSTING_TEXT_FIELDS = [
  'title',
  'position_other',
  'address',
  'description',
  'required_skills',
  'set_major',
  'special_condition',
  'benefit_other',
  'work_hour',
  'conclusion',
  'fair_posting_reason',
] as const;
export type PostingTextField = (typeof POSTING_TEXT_FIELDS)[number];

/** The vacancy form field that carries the job-related reason (job_vacancies.fair_posting_reason). */
export const FAIR_POSTING_REASON_FIELD = 'fair_posting_reason';

/** Words right before a fee phrase that deny it ("tanpa biaya administrasi"): that match is not refused. */
const FEE_NEGATION =
  /(?:tanpa|tidak\s+ada|tidak\s+dipungut|tidak\s+dikenakan|tidak\s+memungut|bebas|gratis|free)\s*$/iu;

export const POSTING_RULE_MESSAGES = {
  listLoaded: 'Daftar aturan pemeriksaan lowongan berhasil dimuat.',
  created: 'Aturan berhasil ditambahkan.',
  updated: 'Aturan berhasil diubah.',
  notFound: 'Aturan tidak ditemukan.',
  tooMany: `Jumlah aturan sudah mencapai batas ${POSTING_RULES_MAX}. Nonaktifkan atau ubah aturan lama.`,
  duplicate: 'Aturan dengan pola yang sama sudah ada.',
  patternRequired: 'Pola wajib di isi',
  explanationRequired: 'Penjelasan wajib di isi',
  badCategory: 'Pilihan kategori tidak valid.',
  badKind: 'Pilihan jenis tindakan tidak valid.',
  // Pattern safety (docs/security.md "Pola aturan lowongan"): each names what to change.
  patternTooLong: `Pola paling banyak ${POSTING_PATTERN_MAX} karakter.`,
  regexInvalid: 'Pola regex tidak dapat dibaca. Periksa tanda kurung dan karakter khususnya.',
  regexUnbounded: `Pengulangan tanpa batas (*, + atau {n,}) tidak diizinkan. Gunakan ? atau {m,n} dengan n paling besar ${POSTING_REGEX_MAX_REPEAT}.`,
  regexRepeatTooLarge: `Batas pengulangan {m,n} paling besar ${POSTING_REGEX_MAX_REPEAT}.`,
  regexTooManyQuantifiers: `Paling banyak ${POSTING_REGEX_MAX_QUANTIFIERS} pengulangan (? atau {m,n}) dalam satu pola.`,
  regexTooManyAlternatives: `Paling banyak ${POSTING_REGEX_MAX_ALTERNATIVES} pilihan (|) dalam satu pola.`,
  regexQuantifiedGroup:
    'Kelompok (...) hanya boleh diberi ? bila isinya tanpa pengulangan; pengulangan bersarang tidak diizinkan.',
  regexForbiddenSyntax:
    'Pola memakai fitur regex yang tidak diizinkan (rujukan balik, lookaround, ^, $ atau escape selain \\d \\s \\w \\b).',
  regexMatchesEmpty: 'Pola tidak boleh cocok dengan teks kosong.',
  /** The vacancy form. */
  reasonRequired:
    'Lowongan memuat persyaratan yang ditandai. Tuliskan alasan yang berkaitan langsung dengan pekerjaan, atau hapus persyaratan itu.',
  feeRefused: (phrase: string, explanation: string) => `Kata "${phrase}" tidak boleh dipakai: ${explanation}`,
  flaggedTitle: 'Pemeriksaan kesetaraan (SE Menaker M/6/HK.04/V/2025)',
  flaggedIntro:
    'Persyaratan berikut ditandai karena dapat membeda-bedakan pelamar. Hapus, atau tuliskan alasan yang berkaitan dengan pekerjaan.',
  refusedTitle: 'Tidak boleh meminta uang dari pelamar',
  noFlags: 'Tidak ada persyaratan yang ditandai.',
  reasonLabel: 'Alasan persyaratan terkait pekerjaan',
  reasonHint:
    'Wajib bila ada persyaratan yang ditandai (mis. batas usia atau jenis kelamin). Alasan ini tampil di halaman lowongan.',
  reasonPublicTitle: 'Alasan persyaratan khusus dari perusahaan',
  inField: (label: string) => `di ${label}`,
  /** Own fields that limit who may apply. */
  sexLimitPhrase: (sex: string) => `Hanya ${sex}`,
  ageLimitPhrase: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `Usia ${min}–${max} tahun`
      : min !== null
        ? `Usia minimal ${min} tahun`
        : `Usia maksimal ${max ?? ''} tahun`,
  ageLimitExplanation:
    'Membatasi usia pelamar hanya boleh bila sifat pekerjaan menuntutnya (SE Menaker M/6/HK.04/V/2025: rekrutmen tanpa diskriminasi usia). Sebutkan alasannya.',
  sexLimitExplanation:
    'Membatasi jenis kelamin pelamar hanya boleh bila sifat pekerjaan menuntutnya (SE Menaker M/6/HK.04/V/2025: rekrutmen tanpa diskriminasi). Sebutkan alasannya.',
  /** The office's review. */
  queueFlagged: (n: number) => `${n} frasa ditandai`,
  queueRefused: 'Memuat kata permintaan uang',
  queueReason: 'Alasan perusahaan',
  queueNoReason: 'Belum ada alasan.',
  /** The office's rules screen. */
  screenTitle: 'Aturan Pemeriksaan Lowongan',
  screenIntro:
    'Frasa atau pola yang ditandai (perlu alasan terkait pekerjaan) atau ditolak (meminta uang dari pelamar) saat perusahaan menulis lowongan.',
  addTitle: 'Tambah aturan',
  editTitle: 'Ubah aturan',
  deactivate: 'Nonaktifkan',
  activate: 'Aktifkan',
  activeLabel: 'Aktif',
  inactiveLabel: 'Nonaktif',
  empty: 'Belum ada aturan.',
} as const;

export const POSTING_RULE_LABELS = {
  pattern: 'Frasa atau pola',
  is_regex: 'Pola regex terbatas',
  category: 'Kategori',
  kind: 'Tindakan',
  explanation: 'Penjelasan untuk perusahaan',
  is_active: 'Aktif',
} as const;

/** The fixed notice of every vacancy page (issue 20 item 3) and its link to the report form. */
export const VACANCY_FREE_NOTICE = {
  title: 'Melamar kerja tidak dipungut biaya',
  text: 'Melamar lowongan di portal ini gratis. Dinas tidak pernah meminta bayaran dalam bentuk apa pun, dan perusahaan tidak boleh meminta biaya administrasi, seragam, pelatihan, deposit, atau transfer ke rekening pribadi.',
  reportLink: 'Laporkan lowongan ini',
  /** The anchor of the report form on the vacancy page (built by the reports feature). */
  reportAnchor: 'laporkan',
} as const;

/** A rule as the checker reads it. */
export interface PostingRuleLike {
  id: number;
  pattern: string;
  is_regex: boolean;
  category: PostingRuleCategory;
  kind: PostingRuleKind;
  explanation: string;
}

/** One finding: which rule, where, the text matched (with its offsets in that field's text). */
export interface PostingFlag {
  rule_id: number | null;
  field: string;
  category: PostingRuleCategory;
  kind: PostingRuleKind;
  phrase: string;
  explanation: string;
  start: number;
  end: number;
}

/** The vacancy as the checker reads it: its free texts and the fields that can limit who may apply. */
export type PostingInput = Partial<Record<PostingTextField, string | null | undefined>> & {
  is_gender_based_count?: boolean;
  age_min?: number | string | null;
  age_max?: number | string | null;
  male_count?: number | string | null;
  female_count?: number | string | null;
};

/**
 * Why the office may not save this restricted regex, or null when it is safe (docs/security.md):
 * no unbounded repeats, no repeats inside repeats, at most a few bounded repeats and alternatives, no
 * back-references or lookarounds. Matching is then bounded by (text length × repeats^quantifiers).
 */
export function regexProblem(pattern: string): string | null {
  const m = POSTING_RULE_MESSAGES;
  if (pattern.length > POSTING_PATTERN_MAX) return m.patternTooLong;
  let quantifiers = 0;
  let alternatives = 0;
  // Per open group: whether it holds a quantifier.
  const groups: boolean[] = [];
  // What the last token was: an atom may take a quantifier, a closed group only `?` when plain.
  let last: 'none' | 'atom' | 'group-plain' | 'group-quantified' | 'quantifier' = 'none';
  const quantify = (variable: boolean, optionalOnly: boolean): string | null => {
    if (last === 'none' || last === 'quantifier') return m.regexForbiddenSyntax;
    if (last === 'group-quantified' || (last === 'group-plain' && !optionalOnly))
      return m.regexQuantifiedGroup;
    if (variable) quantifiers++;
    if (groups.length > 0) groups[groups.length - 1] = true;
    last = 'quantifier';
    return null;
  };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return m.regexInvalid;
      if (/[0-9kpPuxcnrtfv0]/.test(next)) return m.regexForbiddenSyntax;
      if (/[a-zA-Z]/.test(next) && !/[dDsSwWb]/.test(next)) return m.regexForbiddenSyntax;
      i++;
      last = next === 'b' ? 'none' : 'atom';
    } else if (c === '(') {
      if (pattern[i + 1] === '?') {
        if (pattern[i + 2] !== ':') return m.regexForbiddenSyntax;
        i += 2;
      }
      groups.push(false);
      last = 'none';
    } else if (c === ')') {
      if (groups.length === 0) return m.regexInvalid;
      const inner = groups.pop()!;
      if (inner && groups.length > 0) groups[groups.length - 1] = true;
      last = inner ? 'group-quantified' : 'group-plain';
    } else if (c === '[') {
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') {
        if (pattern[j] === '\\') {
          const e = pattern[j + 1];
          if (e === undefined) return m.regexInvalid;
          if (/[a-zA-Z0-9]/.test(e) && !/[dDsSwW]/.test(e)) return m.regexForbiddenSyntax;
          j++;
        } else if (pattern[j] === '[') return m.regexForbiddenSyntax;
        j++;
      }
      if (j >= pattern.length) return m.regexInvalid;
      i = j;
      last = 'atom';
    } else if (c === '*' || c === '+') {
      return m.regexUnbounded;
    } else if (c === '?') {
      const problem = quantify(true, true);
      if (problem) return problem;
    } else if (c === '{') {
      const found = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(pattern.slice(i));
      if (!found) return m.regexInvalid;
      if (found[2] !== undefined && found[3] === '') return m.regexUnbounded;
      const low = Number(found[1]);
      const high = found[3] === undefined ? low : Number(found[3]);
      if (high > POSTING_REGEX_MAX_REPEAT || low > high) return m.regexRepeatTooLarge;
      const problem = quantify(low !== high, false);
      if (problem) return problem;
      i += found[0].length - 1;
    } else if (c === '|') {
      alternatives++;
      last = 'none';
    } else if (c === '^' || c === '$') {
      return m.regexForbiddenSyntax;
    } else if (c === '}' || c === ']') {
      return m.regexInvalid;
    } else {
      last = 'atom';
    }
    if (quantifiers > POSTING_REGEX_MAX_QUANTIFIERS) return m.regexTooManyQuantifiers;
    if (alternatives > POSTING_REGEX_MAX_ALTERNATIVES) return m.regexTooManyAlternatives;
  }
  if (groups.length > 0) return m.regexInvalid;
  let compiled: RegExp;
  try {
    compiled = new RegExp(pattern, 'iu');
  } catch {
    return m.regexInvalid;
  }
  if (compiled.test('')) return m.regexMatchesEmpty;
  return null;
}

/** Why the office may not save this rule's pattern, or null (plain phrases need only a length and a letter). */
export function patternProblem(pattern: string, isRegex: boolean): string | null {
  if (pattern.trim() === '') return POSTING_RULE_MESSAGES.patternRequired;
  if (pattern.length > POSTING_PATTERN_MAX) return POSTING_RULE_MESSAGES.patternTooLong;
  return isRegex ? regexProblem(pattern) : null;
}

// The syntax characters and '/': the only escapes a `u` RegExp accepts outside a class ('\-' there
// is a SyntaxError, which made a plain phrase such as "laki-laki" fail every screen that checks it).
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const compiled = new Map<string, RegExp | null>();

/**
 * The rule as a RegExp with word boundaries on both sides (a phrase's spaces match any run of spaces),
 * case-insensitive; null for a pattern that fails the safety rules (it then matches nothing).
 */
export function ruleRegExp(rule: Pick<PostingRuleLike, 'pattern' | 'is_regex'>): RegExp | null {
  const key = `${rule.is_regex ? 'r' : 'p'}:${rule.pattern}`;
  const cached = compiled.get(key);
  if (cached !== undefined) return cached;
  let body: string | null;
  if (rule.is_regex) body = patternProblem(rule.pattern, true) === null ? rule.pattern : null;
  else {
    const words = rule.pattern.trim().split(/\s+/).filter(Boolean).map(escapeRegex);
    body = words.length > 0 && rule.pattern.length <= POSTING_PATTERN_MAX ? words.join('\\s+') : null;
  }
  let re: RegExp | null = null;
  try {
    if (body !== null) re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'giu');
  } catch {
    // A pattern the checks above let through but the engine refuses matches nothing, as an unsafe one.
    re = null;
  }
  if (compiled.size > 2000) compiled.clear();
  compiled.set(key, re);
  return re;
}

const SEX_NAMES = { male: 'laki-laki', female: 'perempuan' } as const;

/** A whole number of years from a form string or a saved value; null when empty or not a number. */
function yearsOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** Limits set in the vacancy's own fields: an age limit, or a count by sex for one sex only (issue 20 item 2). */
function ownFieldLimits(v: PostingInput): PostingFlag[] {
  return [...ageLimit(v), ...sexLimit(v)];
}

/** The age limits of Pasal 5 are reported as they are, and need a job-related reason like any age wording. */
function ageLimit(v: PostingInput): PostingFlag[] {
  const min = yearsOf(v.age_min);
  const max = yearsOf(v.age_max);
  if (min === null && max === null) return [];
  return [
    {
      rule_id: null,
      field: min !== null ? 'age_min' : 'age_max',
      category: 'age',
      kind: 'flag',
      phrase: POSTING_RULE_MESSAGES.ageLimitPhrase(min, max),
      explanation: POSTING_RULE_MESSAGES.ageLimitExplanation,
      start: 0,
      end: 0,
    },
  ];
}

function sexLimit(v: PostingInput): PostingFlag[] {
  if (!v.is_gender_based_count) return [];
  const male = Number(v.male_count ?? 0) || 0;
  const female = Number(v.female_count ?? 0) || 0;
  if (male > 0 === female > 0) return [];
  const [field, sex] =
    male > 0 ? (['male_count', SEX_NAMES.male] as const) : (['female_count', SEX_NAMES.female] as const);
  const phrase = POSTING_RULE_MESSAGES.sexLimitPhrase(sex);
  return [
    {
      rule_id: null,
      field,
      category: 'sex',
      kind: 'flag',
      phrase,
      explanation: POSTING_RULE_MESSAGES.sexLimitExplanation,
      start: 0,
      end: 0,
    },
  ];
}

/**
 * Every finding of the active `rules` in the vacancy, in page order: each rule's matches in each free-text
 * field (fee wording right after a denial such as "tanpa" does not count), then the own-field limits.
 * The reason field is read for `refuse` rules only: a reason may name what it explains.
 */
export function checkPosting(rules: readonly PostingRuleLike[], v: PostingInput): PostingFlag[] {
  const flags: PostingFlag[] = [];
  for (const field of POSTING_TEXT_FIELDS) {
    const text = v[field];
    if (!text) continue;
    for (const rule of rules) {
      if (field === FAIR_POSTING_REASON_FIELD && rule.kind !== 'refuse') continue;
      const re = ruleRegExp(rule);
      if (!re) continue;
      re.lastIndex = 0;
      for (const match of text.matchAll(re)) {
        if (match[0] === '') break;
        const start = match.index;
        if (rule.kind === 'refuse' && FEE_NEGATION.test(text.slice(Math.max(0, start - 30), start))) continue;
        flags.push({
          rule_id: rule.id,
          field,
          category: rule.category,
          kind: rule.kind,
          phrase: match[0],
          explanation: rule.explanation,
          start,
          end: start + match[0].length,
        });
      }
    }
  }
  flags.push(...ownFieldLimits(v));
  return flags;
}

/** A text cut into plain and flagged parts, for highlighting (overlapping matches merge). */
export function highlightParts(text: string, flags: readonly Pick<PostingFlag, 'start' | 'end'>[]) {
  const spans = flags
    .filter((f) => f.end > f.start)
    .map((f) => [f.start, f.end] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const parts: { text: string; flagged: boolean }[] = [];
  let at = 0;
  for (const [s, e] of spans) {
    if (e <= at) continue;
    const from = Math.max(s, at);
    if (from > at) parts.push({ text: text.slice(at, from), flagged: false });
    parts.push({ text: text.slice(from, e), flagged: true });
    at = e;
  }
  if (at < text.length) parts.push({ text: text.slice(at), flagged: false });
  return parts;
}

/**
 * The save's verdict on the findings, `{field: message}` (server and form alike, docs/decisions/102): fee
 * wording is an error on the field that carries it, whatever the reason says; any other finding needs a
 * job-related reason, else an error on the reason field naming the first few phrases.
 */
export function postingFieldErrors(
  flags: readonly PostingFlag[],
  reason: string | null | undefined,
  labelOf: (field: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of flags) {
    if (f.kind === 'refuse' && !errors[f.field]) {
      errors[f.field] = POSTING_RULE_MESSAGES.feeRefused(f.phrase, f.explanation);
    }
  }
  const flagged = flags.filter((f) => f.kind === 'flag');
  if (flagged.length > 0 && !reason?.trim() && !errors[FAIR_POSTING_REASON_FIELD]) {
    const found = [...new Set(flagged.map((f) => `"${f.phrase}" (${labelOf(f.field)})`))].slice(0, 5);
    errors[FAIR_POSTING_REASON_FIELD] = `${POSTING_RULE_MESSAGES.reasonRequired} ${found.join(', ')}.`;
  }
  return errors;
}
