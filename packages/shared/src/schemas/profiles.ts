import * as z from './zod.ts';
import {
  GENDERS,
  JOB_LOCATION_EXPECTATIONS,
  LANGUAGES,
  MARRIAGE_STATUSES,
  SEEKER_STATUSES,
  COMPANY_STATUSES,
  STATUS_OFFICES,
} from '../enums.ts';
import { PAGE_SIZES } from '../constants.ts';
import { validateValues, type FieldRulesMap } from '../validation/rules.ts';
import { CodeNameSchema, listQuerySchema, LocationSchema, optionalId, optionalInt } from './common.ts';
import { INT32_MAX } from './input-constants.ts';
import { CompanyPublicSchema } from './companies.ts';
import { SeekerSummarySchema } from './seekers.ts';
import {
  COMPANY_PROFILE_FIELDS,
  COMPANY_PROFILE_MESSAGES,
  EDUCATION_FIELDS,
  EXPERIENCE_FIELDS,
  SEEKER_BIODATA_FIELDS,
  SEEKER_LABELS,
  SEEKER_LIMITS,
  SEEKER_PROFILE_MESSAGES,
  SEEKER_QUALIFICATION_FIELDS,
  SKILL_FIELDS,
  WEBSITE_PATTERN,
  phoneDigits,
} from './profile-constants.ts';

export * from './profile-constants.ts';

/*
 * Profiles (docs/product.md §3, §5, §7 "Profiles"). Requests are multipart forms: every plain field arrives as
 * text, so the request schemas take text and give typed values. Each runs the same §5 rule strings the
 * web forms declare (profile-constants.ts), then the checks a rule string cannot say (dates, ranges,
 * choices from a list). Field errors come back as `{field: [message]}` under `data.errors`.
 */

/** Adds a field issue for every §5 rule that fails, first error per field. */
export function checkRules(fields: FieldRulesMap, values: Record<string, unknown>, ctx: z.RefinementCtx) {
  const errors = validateValues(fields, values);
  for (const [name, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', path: [name], message });
  }
}

/** Multipart text: absent, empty and the literal 'NULL' (docs/product.md §5) all mean "no value". */
const text = z.preprocess(
  (v) => (v === undefined || v === null || v === 'NULL' ? '' : typeof v === 'string' ? v.trim() : v),
  z.string(),
);
/** Phone numbers lose their separators before the rules run (phoneDigits). */
const phoneText = text.transform(phoneDigits);
const toNull = (v: string) => (v === '' ? null : v);
const toInt = (v: string) => (v === '' ? null : Number.parseInt(v.replace(/\D/g, ''), 10));
/** true/false, 1/0 and on/off, as checkboxes and FormData send them. */
export const formBoolean = z.preprocess(
  (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on',
  z.boolean(),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** Whole years between a YYYY-MM-DD birth date and today. */
export function ageFrom(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

/** A JSON-text list field (educations, experiences, skills, language_skills); a real array passes too. */
const jsonList = (label: string) =>
  z.preprocess((v, ctx) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: SEEKER_PROFILE_MESSAGES.badEntries(label) });
      return z.NEVER;
    }
  }, z.array(z.unknown()));

// ---------------------------------------------------------------------------------------------------------
// Seeker: biodata

const SeekerBiodataTextSchema = z
  .object(
    Object.fromEntries(Object.keys(SEEKER_BIODATA_FIELDS).map((k) => [k, text])) as Record<
      keyof typeof SEEKER_BIODATA_FIELDS,
      typeof text
    >,
  )
  .extend({ phone: phoneText });

export const SeekerBiodataFormSchema = SeekerBiodataTextSchema.superRefine((v, ctx) => {
  checkRules(SEEKER_BIODATA_FIELDS, v, ctx);
  if (v.birth_date !== '') {
    const age = isIsoDate(v.birth_date) ? ageFrom(v.birth_date) : NaN;
    if (!(age >= SEEKER_LIMITS.minAge && age <= SEEKER_LIMITS.maxAge)) {
      ctx.addIssue({ code: 'custom', path: ['birth_date'], message: SEEKER_PROFILE_MESSAGES.badBirthDate });
    }
  }
  if (v.gender !== '' && !(GENDERS as readonly string[]).includes(v.gender)) {
    ctx.addIssue({
      code: 'custom',
      path: ['gender'],
      message: SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.gender),
    });
  }
  if (v.marriage_status !== '' && !(MARRIAGE_STATUSES as readonly string[]).includes(v.marriage_status)) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage_status'],
      message: SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.marriage_status),
    });
  }
  if (v.religion_id !== '' && !/^\d+$/.test(v.religion_id)) {
    ctx.addIssue({
      code: 'custom',
      path: ['religion_id'],
      message: SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.religion_id),
    });
  }
}).transform((v) => ({
  full_name: v.full_name,
  nik: v.nik,
  birth_place: v.birth_place,
  birth_date: v.birth_date,
  gender: v.gender as (typeof GENDERS)[number],
  address: v.address,
  rt: toNull(v.rt),
  rw: toNull(v.rw),
  house_number: toNull(v.house_number),
  province_code: v.province_code,
  city_code: v.city_code,
  district_code: v.district_code,
  sub_district_code: v.sub_district_code,
  phone: v.phone,
  postal_code: toNull(v.postal_code),
  weight: toInt(v.weight),
  height: toInt(v.height),
  marriage_status: v.marriage_status,
  religion_id: toInt(v.religion_id)!,
}));
export type SeekerBiodataInput = z.input<typeof SeekerBiodataFormSchema>;
export type SeekerBiodata = z.output<typeof SeekerBiodataFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Seeker: qualifications (plain fields plus the three entry lists)

const entryText = (max: number) => text.pipe(z.string().max(max));

/** A number of an entry row; empty, 'NULL' (docs/product.md §5) and anything not a number count as missing. */
const entryNumber = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '' || v === 'NULL') return null;
  const n = Number(v);
  // Out of an integer column's range counts as missing too (docs/decisions/075).
  return Number.isFinite(n) && Math.abs(n) <= INT32_MAX ? n : null;
};

/** One education row. `certificate` names the stored file to keep; a new file replaces it. */
export const SeekerEducationInputSchema = z
  .object({
    id: z.number().int().positive().max(INT32_MAX).optional().nullable(),
    education_id: z
      .union([z.number().max(INT32_MAX), z.string()])
      .nullable()
      .optional(),
    school_name: entryText(400).optional(),
    graduation_year: z
      .union([z.number().max(INT32_MAX), z.string()])
      .nullable()
      .optional(),
    major: entryText(400).optional(),
    is_lock: formBoolean.optional(),
    certificate: z.string().max(255).nullable().optional(),
  })
  .transform((e) => ({
    id: e.id ?? null,
    education_id: entryNumber(e.education_id),
    school_name: e.school_name ?? '',
    graduation_year: entryNumber(e.graduation_year),
    major: e.major ?? '',
    is_lock: e.is_lock ?? false,
    certificate: e.certificate ?? null,
  }));
export type SeekerEducationInput = z.output<typeof SeekerEducationInputSchema>;

export const SeekerExperienceInputSchema = z
  .object({
    id: z.number().int().positive().max(INT32_MAX).optional().nullable(),
    company_name: entryText(400).optional(),
    position: entryText(400).optional(),
    jobdesk: entryText(4000).optional(),
    start_date: text.optional(),
    end_date: text.optional(),
  })
  .transform((e) => ({
    id: e.id ?? null,
    company_name: e.company_name ?? '',
    position: e.position ?? '',
    jobdesk: e.jobdesk ?? '',
    start_date: e.start_date ?? '',
    end_date: e.end_date ?? '',
  }));
export type SeekerExperienceInput = z.output<typeof SeekerExperienceInputSchema>;

export const SeekerSkillInputSchema = z
  .object({
    id: z.number().int().positive().max(INT32_MAX).optional().nullable(),
    name: entryText(400).optional(),
    description: entryText(2000).optional(),
    duration: entryText(100).optional(),
    certificate: z.string().max(255).nullable().optional(),
  })
  .transform((e) => ({
    id: e.id ?? null,
    name: e.name ?? '',
    description: e.description ?? '',
    duration: e.duration ?? '',
    certificate: e.certificate ?? null,
  }));
export type SeekerSkillInput = z.output<typeof SeekerSkillInputSchema>;

const currentYear = () => new Date().getFullYear();

/** The §5 education rule: every row needs a level and a graduation year, else one message for all. */
export function educationIssues(rows: readonly SeekerEducationInput[]): string | null {
  const year = currentYear();
  for (const row of rows) {
    if (row.education_id === null || row.graduation_year === null || Number.isNaN(row.graduation_year)) {
      return SEEKER_PROFILE_MESSAGES.incompleteEducation;
    }
    if (
      !Number.isInteger(row.graduation_year) ||
      row.graduation_year < SEEKER_LIMITS.minGraduationYear ||
      row.graduation_year > year + SEEKER_LIMITS.graduationYearsAhead
    ) {
      return SEEKER_PROFILE_MESSAGES.badGraduationYear;
    }
  }
  return null;
}

const entryRuleIssues = (
  fields: FieldRulesMap,
  rows: readonly Record<string, unknown>[],
  listName: string,
  ctx: z.RefinementCtx,
) => {
  rows.forEach((row, index) => {
    const errors = validateValues(fields, row);
    for (const [name, message] of Object.entries(errors)) {
      if (message) ctx.addIssue({ code: 'custom', path: [`${listName}.${index}.${name}`], message });
    }
  });
};

const SeekerQualificationTextSchema = z.object({
  position_id: text,
  is_position_other: formBoolean,
  position_other: text,
  job_location_expectation: text,
  job_locale_in: text,
  /** Thousand-separated as typed ("3.500.000"); only the digits count. */
  wage_expectation: text.transform((v) => v.replace(/[.\s]/g, '')),
  latest_gpa: text.transform((v) => v.replace(',', '.')),
  disability_id: text,
  language_skills: jsonList(SEEKER_LABELS.language_skills),
  language_another: text,
  about: text,
  is_public: formBoolean,
  educations: jsonList(SEEKER_LABELS.educations),
  experiences: jsonList(SEEKER_LABELS.experiences),
  skills: jsonList(SEEKER_LABELS.skills),
});

export const SeekerQualificationFormSchema = SeekerQualificationTextSchema.superRefine((v, ctx) => {
  checkRules(SEEKER_QUALIFICATION_FIELDS, v, ctx);
  if (v.is_position_other ? v.position_other === '' : !/^\d+$/.test(v.position_id)) {
    ctx.addIssue({
      code: 'custom',
      path: [v.is_position_other ? 'position_other' : 'position_id'],
      message: SEEKER_PROFILE_MESSAGES.positionRequired,
    });
  }
  if (
    v.job_location_expectation !== '' &&
    !(JOB_LOCATION_EXPECTATIONS as readonly string[]).includes(v.job_location_expectation)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['job_location_expectation'],
      message: SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.job_location_expectation),
    });
  }
  if (v.latest_gpa !== '') {
    const gpa = Number(v.latest_gpa);
    if (!/^\d(\.\d{1,2})?$/.test(v.latest_gpa) || gpa < 0 || gpa > SEEKER_LIMITS.maxGpa) {
      ctx.addIssue({ code: 'custom', path: ['latest_gpa'], message: SEEKER_PROFILE_MESSAGES.badGpa });
    }
  }
  if (v.disability_id !== '' && !/^\d+$/.test(v.disability_id)) {
    ctx.addIssue({
      code: 'custom',
      path: ['disability_id'],
      message: SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.disability_id),
    });
  }
  const languages = v.language_skills;
  if (
    languages.length > LANGUAGES.length ||
    !languages.every((l) => typeof l === 'string' && (LANGUAGES as readonly string[]).includes(l))
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['language_skills'],
      message: SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.language_skills),
    });
  } else if (languages.includes('Lainnya') && v.language_another === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['language_another'],
      message: SEEKER_PROFILE_MESSAGES.languageAnotherRequired,
    });
  }
  const lists = [
    ['educations', SEEKER_LIMITS.educations],
    ['experiences', SEEKER_LIMITS.experiences],
    ['skills', SEEKER_LIMITS.skills],
  ] as const;
  for (const [name, max] of lists) {
    if (v[name].length > max) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: SEEKER_PROFILE_MESSAGES.tooManyEntries(SEEKER_LABELS[name], max),
      });
    }
  }
}).transform((v, ctx) => {
  const parseRows = <S extends z.ZodType>(schema: S, rows: unknown[], name: string) => {
    const parsed = z.array(schema).safeParse(rows);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: SEEKER_PROFILE_MESSAGES.badEntries(SEEKER_LABELS[name as 'educations']),
      });
      return [] as z.output<S>[];
    }
    return parsed.data as z.output<S>[];
  };
  const educations = parseRows(SeekerEducationInputSchema, v.educations, 'educations');
  const experiences = parseRows(SeekerExperienceInputSchema, v.experiences, 'experiences');
  const skills = parseRows(SeekerSkillInputSchema, v.skills, 'skills');
  const eduIssue = educationIssues(educations);
  if (eduIssue) ctx.addIssue({ code: 'custom', path: ['educations'], message: eduIssue });
  // Level and year have the one §5 message above; the text columns keep their own length rules.
  const { school_name, major } = EDUCATION_FIELDS;
  entryRuleIssues({ school_name, major }, educations, 'educations', ctx);
  entryRuleIssues(EXPERIENCE_FIELDS, experiences, 'experiences', ctx);
  entryRuleIssues(SKILL_FIELDS, skills, 'skills', ctx);
  experiences.forEach((e, i) => {
    for (const key of ['start_date', 'end_date'] as const) {
      if (e[key] !== '' && !isIsoDate(e[key])) {
        ctx.addIssue({
          code: 'custom',
          path: [`experiences.${i}.${key}`],
          message: `${EXPERIENCE_FIELDS[key].label} tidak valid.`,
        });
      }
    }
    if (e.start_date !== '' && e.end_date !== '' && e.end_date < e.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: [`experiences.${i}.end_date`],
        message: SEEKER_PROFILE_MESSAGES.badDateRange,
      });
    }
  });
  return {
    position_id: v.is_position_other ? null : toInt(v.position_id),
    is_position_other: v.is_position_other,
    position_other: v.is_position_other ? v.position_other : null,
    job_location_expectation: v.job_location_expectation as (typeof JOB_LOCATION_EXPECTATIONS)[number],
    job_locale_in: v.job_location_expectation === 'LOCALE_IN' ? toNull(v.job_locale_in) : null,
    wage_expectation: toInt(v.wage_expectation),
    latest_gpa: v.latest_gpa === '' ? null : Number(v.latest_gpa),
    disability_id: toInt(v.disability_id),
    language_skills: v.language_skills as string[],
    language_another: (v.language_skills as string[]).includes('Lainnya') ? toNull(v.language_another) : null,
    about: toNull(v.about),
    is_public: v.is_public,
    educations,
    experiences,
    skills,
  };
});
export type SeekerQualificationInput = z.input<typeof SeekerQualificationFormSchema>;
export type SeekerQualification = z.output<typeof SeekerQualificationFormSchema>;

/**
 * Which sections a POST /profile-seeker/ form carries: the biodata screen sends the biodata fields,
 * the qualification screen sends `educations` and the rest; each section is checked whole.
 */
export const isBiodataForm = (fields: Record<string, unknown>) => 'nik' in fields || 'full_name' in fields;
export const isQualificationForm = (fields: Record<string, unknown>) => 'educations' in fields;

/** Multipart file field names of the seeker form; certificates per row index (docs/decisions/060). */
export const SEEKER_FILE_FIELDS = { photo: 'photo', file_ktp: 'file_ktp', file_cv: 'file_cv' } as const;
/**
 * The CV form (docs/decisions/088) sends `file_cv` alone, or `remove_file_cv=1` to remove the saved CV;
 * it carries no biodata or qualification field, so neither section is checked.
 */
export const SEEKER_CV_REMOVE_FIELD = 'remove_file_cv';
export const isCvForm = (fields: Record<string, unknown>, fileFields: readonly string[]) =>
  SEEKER_CV_REMOVE_FIELD in fields || fileFields.includes(SEEKER_FILE_FIELDS.file_cv);
// certificateField(list, index) lives in profile-constants.ts (zod-free, for the web form) and is
// re-exported above.
export const CERTIFICATE_FIELD_PATTERN = /^(educations|skills)\[(\d{1,2})\]\[certificate\]$/;

// ---------------------------------------------------------------------------------------------------------
// Seeker: responses (private: only the owner, and the office, ever get this shape)

export const SeekerEducationSchema = z.object({
  id: z.number(),
  education_id: z.number(),
  education_name: z.string().nullable(),
  school_name: z.string().nullable(),
  graduation_year: z.number().nullable(),
  major: z.string().nullable(),
  is_lock: z.boolean(),
  certificate: z.string().nullable(),
  /** Authorised download address of the certificate, for the owner. */
  certificate_url: z.string().nullable(),
});
export type SeekerEducation = z.infer<typeof SeekerEducationSchema>;

export const SeekerExperienceSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  position: z.string().nullable(),
  jobdesk: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type SeekerExperience = z.infer<typeof SeekerExperienceSchema>;

export const SeekerSkillSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.string().nullable(),
  certificate: z.string().nullable(),
  certificate_url: z.string().nullable(),
});
export type SeekerSkill = z.infer<typeof SeekerSkillSchema>;

export const SeekerProfileSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  /** The account's name and e-mail (docs/product.md §3 `name`, `email`). */
  name: z.string(),
  email: z.string(),
  slug_name: z.string(),
  status: z.enum(SEEKER_STATUSES),
  status_note: z.string().nullable(),
  number_registration: z.string().nullable(),
  date_registration: z.string().nullable(),
  photo: z.string().nullable(),
  photo_url: z.string().nullable(),
  file_ktp: z.string().nullable(),
  file_ktp_url: z.string().nullable(),
  /** The optional CV (PDF), private like the KTP (docs/decisions/088). */
  file_cv: z.string().nullable(),
  file_cv_url: z.string().nullable(),
  full_name: z.string().nullable(),
  nik: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.string(),
  address: z.string().nullable(),
  rt: z.string().nullable(),
  rw: z.string().nullable(),
  house_number: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  sub_district_code: z.string().nullable(),
  location: LocationSchema,
  phone: z.string().nullable(),
  postal_code: z.string().nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  marriage_status: z.string().nullable(),
  religion_id: z.number().nullable(),
  position_id: z.number().nullable(),
  position_name: z.string().nullable(),
  is_position_other: z.boolean(),
  position_other: z.string().nullable(),
  job_location_expectation: z.string().nullable(),
  job_locale_in: z.string().nullable(),
  wage_expectation: z.number().nullable(),
  wage_amount_id: z.number().nullable(),
  latest_gpa: z.number().nullable(),
  disability_id: z.number().nullable(),
  language_skills: z.array(z.string()),
  language_another: z.string().nullable(),
  about: z.string().nullable(),
  is_public: z.boolean(),
  educations: z.array(SeekerEducationSchema),
  experiences: z.array(SeekerExperienceSchema),
  skills: z.array(SeekerSkillSchema),
  /** What is still missing before the seeker can apply (seekerProfileMissing). */
  missing: z.array(z.string()),
  updated_at: z.string(),
});
export type SeekerProfile = z.infer<typeof SeekerProfileSchema>;

/** One of the seeker's applications, as the profile lists them. */
export const AppliedSeekerJobVacancySchema = z.object({
  id: z.number(),
  job_vacancy_id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  company_name: z.string(),
  status: z.string(),
  is_invitation: z.boolean(),
  created_at: z.string(),
});
export type AppliedSeekerJobVacancy = z.infer<typeof AppliedSeekerJobVacancySchema>;

export const SeekerProfileDataSchema = z.object({
  seeker_detail: SeekerProfileSchema,
  /** Villages of the profile's district, so the form's last select is ready without another call. */
  sub_districts: z.array(CodeNameSchema),
  applied_seeker_job_vacancies: z.array(AppliedSeekerJobVacancySchema),
});
export type SeekerProfileData = z.infer<typeof SeekerProfileDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// Company profile

const CompanyProfileTextSchema = z
  .object(
    Object.fromEntries(Object.keys(COMPANY_PROFILE_FIELDS).map((k) => [k, text])) as Record<
      keyof typeof COMPANY_PROFILE_FIELDS,
      typeof text
    >,
  )
  .extend({ phone: phoneText });

export const CompanyProfileFormSchema = CompanyProfileTextSchema.superRefine((v, ctx) => {
  checkRules(COMPANY_PROFILE_FIELDS, v, ctx);
  if (v.website !== '') {
    const ok = WEBSITE_PATTERN.test(v.website);
    if (!ok)
      ctx.addIssue({ code: 'custom', path: ['website'], message: COMPANY_PROFILE_MESSAGES.badWebsite });
  }
  if (v.status_office !== '' && !(STATUS_OFFICES as readonly string[]).includes(v.status_office)) {
    ctx.addIssue({
      code: 'custom',
      path: ['status_office'],
      message: COMPANY_PROFILE_MESSAGES.badOption(COMPANY_PROFILE_FIELDS.status_office.label),
    });
  }
  if (v.business_field_id !== '' && !/^\d+$/.test(v.business_field_id)) {
    ctx.addIssue({
      code: 'custom',
      path: ['business_field_id'],
      message: COMPANY_PROFILE_MESSAGES.badOption(COMPANY_PROFILE_FIELDS.business_field_id.label),
    });
  }
}).transform((v) => ({
  name: v.name,
  email: toNull(v.email.toLowerCase()),
  about: toNull(v.about),
  address: v.address,
  province_code: v.province_code,
  city_code: v.city_code,
  district_code: v.district_code,
  sub_district_code: v.sub_district_code,
  phone: v.phone,
  website: toNull(v.website),
  business_field_id: toInt(v.business_field_id)!,
  postal_code: toNull(v.postal_code),
  nib: v.nib,
  status_office: v.status_office as (typeof STATUS_OFFICES)[number],
}));
export type CompanyProfileInput = z.input<typeof CompanyProfileFormSchema>;
export type CompanyProfileValues = z.output<typeof CompanyProfileFormSchema>;

export const COMPANY_FILE_FIELDS = { photo: 'photo', file_nib: 'file_nib', file_npwp: 'file_npwp' } as const;

/** The owner's view of the company: the public profile plus NIB, its documents and the office's verdict. */
export const CompanyProfileSchema = CompanyPublicSchema.extend({
  user_id: z.number(),
  status: z.enum(COMPANY_STATUSES),
  status_note: z.string().nullable(),
  nib: z.string().nullable(),
  file_nib: z.string().nullable(),
  file_nib_url: z.string().nullable(),
  file_npwp: z.string().nullable(),
  file_npwp_url: z.string().nullable(),
  /** What the office still needs before it can verify the company (companyProfileMissing). */
  missing: z.array(z.string()),
  updated_at: z.string(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

export const CompanyProfileDataSchema = z.object({
  company_detail: CompanyProfileSchema,
  /** The region lists of the profile's current province, city and district (docs/product.md §7). */
  cities: z.array(CodeNameSchema),
  districts: z.array(CodeNameSchema),
  sub_districts: z.array(CodeNameSchema),
});
export type CompanyProfileData = z.infer<typeof CompanyProfileDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /users: a company or the office searching job seekers in the panel (docs/product.md §7, 5 per page)

export const UsersQuerySchema = listQuerySchema(['created_at'], PAGE_SIZES.users).extend({
  education_id: optionalInt(),
  position_id: optionalInt(),
  city_code: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{2}\.\d{2}$/)
      .optional(),
  ),
  /** A company's own vacancy: the opted-in seekers best matching it first (docs/decisions/107). */
  match_vacancy_id: optionalId(),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

/** A seeker as a company finds them: the directory's public fields, plus skill names. */
export const UserSeekerSchema = SeekerSummarySchema.extend({
  skills: z.array(z.string()),
  /** With match_vacancy_id: the seeker's match to that vacancy, 0–100. */
  match: z.number().optional(),
});
export type UserSeeker = z.infer<typeof UserSeekerSchema>;

export const UsersDataSchema = z.object({ seekers: z.array(UserSeekerSchema), total_data: z.number() });
export type UsersData = z.infer<typeof UsersDataSchema>;
