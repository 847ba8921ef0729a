/**
 * The qualification screen's three entry lists (docs/product.md §3 education, experience and skill entries) as
 * the form edits them: every value as text, a stable React key per row, and the saved certificate kept
 * by its stored key. Converts from the profile, to the JSON rows POST /profile-seeker/ reads, and
 * checks them with the shared §5 declarations.
 */
import { LOCKED_EDUCATION_IDS } from '@siloker/shared/constants';
import {
  EDUCATION_FIELDS,
  EXPERIENCE_FIELDS,
  nullIfNullString,
  SEEKER_PROFILE_MESSAGES,
  SKILL_FIELDS,
} from '@siloker/shared/schemas/profile-constants';
import type { SeekerProfile } from '@siloker/shared/schemas/profiles';
import { validateValues, type FieldRulesMap } from '@siloker/shared/validation/rules';

export interface EducationRow {
  key: string;
  id: number | null;
  education_id: string;
  school_name: string;
  graduation_year: string;
  major: string;
  /** A locked row (SD, SMP, SMA) keeps its level and cannot be removed (docs/product.md §9). */
  is_lock: boolean;
  /** Stored key of the saved certificate to keep; null for none. */
  certificate: string | null;
  certificate_url: string | null;
}

export interface ExperienceRow {
  key: string;
  id: number | null;
  company_name: string;
  position: string;
  jobdesk: string;
  start_date: string;
  end_date: string;
}

export interface SkillRow {
  key: string;
  id: number | null;
  name: string;
  description: string;
  duration: string;
  certificate: string | null;
  certificate_url: string | null;
}

export interface EntryRows {
  educations: EducationRow[];
  experiences: ExperienceRow[];
  skills: SkillRow[];
}
export type EntryList = keyof EntryRows;

let counter = 0;
/** A key for a row the user adds; saved rows use their id. */
export const newRowKey = () => `new-${Date.now().toString(36)}-${(counter += 1)}`;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const keyOf = (id: number | null) => (id === null ? newRowKey() : `id-${id}`);

export const emptyEducation = (year = new Date().getFullYear()): EducationRow => ({
  key: newRowKey(),
  id: null,
  education_id: '',
  school_name: '',
  graduation_year: String(year),
  major: '',
  is_lock: false,
  certificate: null,
  certificate_url: null,
});

export const emptyExperience = (): ExperienceRow => ({
  key: newRowKey(),
  id: null,
  company_name: '',
  position: '',
  jobdesk: '',
  start_date: '',
  end_date: '',
});

export const emptySkill = (): SkillRow => ({
  key: newRowKey(),
  id: null,
  name: '',
  description: '',
  duration: '',
  certificate: null,
  certificate_url: null,
});

/**
 * docs/product.md §9: a profile without educations starts with the SD, SMP and SMA rows. Their year is
 * left empty for the seeker to fill: this year would be a guess no adult can have (issue 17 item 10);
 * a row the seeker adds still starts at this year.
 */
export const lockedEducationRows = (): EducationRow[] =>
  LOCKED_EDUCATION_IDS.map((educationId) => ({
    ...emptyEducation(),
    graduation_year: '',
    key: `locked-${educationId}`,
    education_id: String(educationId),
    is_lock: true,
  }));

/** The rows the form starts from when nothing is cached. */
export function rowsFromProfile(profile: SeekerProfile): EntryRows {
  return {
    educations: profile.educations.length
      ? profile.educations.map((e) => ({
          key: keyOf(e.id),
          id: e.id,
          education_id: text(e.education_id),
          school_name: text(e.school_name),
          graduation_year: text(e.graduation_year),
          major: text(e.major),
          is_lock: e.is_lock,
          certificate: e.certificate,
          certificate_url: e.certificate_url,
        }))
      : lockedEducationRows(),
    experiences: profile.experiences.map((e) => ({
      key: keyOf(e.id),
      id: e.id,
      company_name: e.company_name,
      position: text(e.position),
      jobdesk: text(e.jobdesk),
      start_date: text(e.start_date).slice(0, 10),
      end_date: text(e.end_date).slice(0, 10),
    })),
    skills: profile.skills.map((s) => ({
      key: keyOf(s.id),
      id: s.id,
      name: s.name,
      description: text(s.description),
      duration: text(s.duration),
      certificate: s.certificate,
      certificate_url: s.certificate_url,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Reading rows back from the form cache: whatever is stored is taken field by field, so an old or
// hand-edited entry can never break the form.

type Raw = Record<string, unknown>;
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const keyOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const rowKey = (r: Raw) => (typeof r.key === 'string' && r.key !== '' ? r.key : newRowKey());

const ROW_READERS: { [L in EntryList]: (r: Raw) => EntryRows[L][number] } = {
  educations: (r) => ({
    key: rowKey(r),
    id: idOrNull(r.id),
    education_id: text(r.education_id),
    school_name: text(r.school_name),
    graduation_year: text(r.graduation_year),
    major: text(r.major),
    is_lock: r.is_lock === true,
    certificate: keyOrNull(r.certificate),
    certificate_url: keyOrNull(r.certificate_url),
  }),
  experiences: (r) => ({
    key: rowKey(r),
    id: idOrNull(r.id),
    company_name: text(r.company_name),
    position: text(r.position),
    jobdesk: text(r.jobdesk),
    start_date: text(r.start_date),
    end_date: text(r.end_date),
  }),
  skills: (r) => ({
    key: rowKey(r),
    id: idOrNull(r.id),
    name: text(r.name),
    description: text(r.description),
    duration: text(r.duration),
    certificate: keyOrNull(r.certificate),
    certificate_url: keyOrNull(r.certificate_url),
  }),
};

/** Stored rows of one list, or null when what is stored is not a list. */
export function readRows<L extends EntryList>(list: L, stored: unknown): EntryRows[L] | null {
  if (!Array.isArray(stored)) return null;
  return stored.filter(isRaw).map(ROW_READERS[list]) as EntryRows[L];
}

// ---------------------------------------------------------------------------------------------------------
// To the request (JSON text of each list; 'NULL' becomes null, docs/product.md §5)

const withId = (id: number | null) => (id === null ? {} : { id });
const numberOrNull = (v: string) => {
  const value = nullIfNullString(v.trim());
  return value === null || value === '' ? null : Number(value);
};

export const educationPayload = (rows: readonly EducationRow[]) =>
  rows.map((r) => ({
    ...withId(r.id),
    education_id: numberOrNull(r.education_id),
    school_name: r.school_name.trim(),
    graduation_year: numberOrNull(r.graduation_year),
    major: r.major.trim(),
    is_lock: r.is_lock,
    certificate: r.certificate,
  }));

export const experiencePayload = (rows: readonly ExperienceRow[]) =>
  rows.map((r) => ({
    ...withId(r.id),
    company_name: r.company_name.trim(),
    position: r.position.trim(),
    jobdesk: r.jobdesk.trim(),
    start_date: r.start_date,
    end_date: r.end_date,
  }));

export const skillPayload = (rows: readonly SkillRow[]) =>
  rows.map((r) => ({
    ...withId(r.id),
    name: r.name.trim(),
    description: r.description.trim(),
    duration: r.duration.trim(),
    certificate: r.certificate,
  }));

// ---------------------------------------------------------------------------------------------------------
// Checks

/** docs/product.md §5: every education row needs a graduation year and a level, else one warning for all. */
export function incompleteEducation(rows: readonly EducationRow[]): string | null {
  const blank = (v: string) => nullIfNullString(v.trim()) === null || v.trim() === '';
  return rows.some((r) => blank(r.education_id) || blank(r.graduation_year))
    ? SEEKER_PROFILE_MESSAGES.incompleteEducation
    : null;
}

/** `{field: message}` of one row; empty when the row passes. */
export type RowErrors = Partial<Record<string, string>>;

export const ENTRY_FIELDS: Record<EntryList, FieldRulesMap> = {
  educations: EDUCATION_FIELDS,
  experiences: EXPERIENCE_FIELDS,
  skills: SKILL_FIELDS,
};

/** The §5 rule errors of every row of one list, plus an end date before its start date. */
export function rowRuleErrors<L extends EntryList>(
  list: L,
  rows: readonly EntryRows[L][number][],
): RowErrors[] {
  return rows.map((row) => {
    const values = Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name,
        typeof value === 'string' ? nullIfNullString(value) : value,
      ]),
    );
    const errors: RowErrors = validateValues(ENTRY_FIELDS[list], values);
    if (list === 'experiences') {
      const { start_date, end_date } = row as ExperienceRow;
      if (!errors.end_date && start_date && end_date && end_date < start_date) {
        errors.end_date = SEEKER_PROFILE_MESSAGES.badDateRange;
      }
    }
    return errors;
  });
}

export const hasRowErrors = (errors: readonly RowErrors[]) =>
  errors.some((row) => Object.values(row).some(Boolean));

/**
 * The server's `data.errors` keys for entry rows sorted by list and row; other keys are left out.
 */
export function serverEntryErrors(errors: Record<string, string> | null): {
  rows: Record<EntryList, RowErrors[]>;
  lists: Partial<Record<EntryList, string>>;
} {
  const rows: Record<EntryList, RowErrors[]> = { educations: [], experiences: [], skills: [] };
  const lists: Partial<Record<EntryList, string>> = {};
  for (const [name, message] of Object.entries(errors ?? {})) {
    // `educations.0.school_name` (a row's field), `educations` (the list) or `skills[1][certificate]` (a file).
    const match =
      /^(educations|experiences|skills)(?:\.(\d+)\.(\w+))?$/.exec(name) ??
      /^(educations|skills)\[(\d+)\]\[(certificate)\]$/.exec(name);
    if (!match) continue;
    const list = match[1] as EntryList;
    if (match[2] === undefined) {
      lists[list] = message;
      continue;
    }
    const index = Number(match[2]);
    rows[list][index] = { ...rows[list][index], [match[3]!]: message };
  }
  return { rows, lists };
}
