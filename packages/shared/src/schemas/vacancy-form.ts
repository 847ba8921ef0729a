import * as z from './zod.ts';
import { PAGE_SIZES, MAX_LIST_OFFSET } from '../constants.ts';
import { DEADLINE_PERIODS, PUBLICATION_STATUSES, SALARY_TYPES, WORK_TYPES } from '../enums.ts';
import { id, optionalString } from './common.ts';
import { INT32_MAX } from './input-constants.ts';
import { checkRules, formBoolean } from './profiles.ts';
import { VacancyDetailSchema } from './vacancies.ts';
import {
  COMPANY_VACANCY_TABS,
  VACANCY_FORM_FIELDS,
  VACANCY_FORM_MESSAGES,
  VACANCY_LABELS,
  amountDigits,
  deadlineNumber,
  normalizeBenefits,
} from './vacancy-form-constants.ts';
import { WLLP_MESSAGES, WORKING_AGE_MIN } from './wllp-constants.ts';

export * from './vacancy-form-constants.ts';

/*
 * The company's own vacancies (docs/product.md §3 "Job vacancy", §5, §7 "Vacancies"). The form is multipart:
 * every field arrives as text and leaves typed. status, is_removed, applicant_count, view_count and
 * company_detail_id are not fields of the form, so sending them changes nothing.
 */

/** Multipart text: absent, empty and the literal 'NULL' (docs/product.md §5) all mean "no value". */
const text = z.preprocess(
  (v) => (v === undefined || v === null || v === 'NULL' ? '' : typeof v === 'string' ? v.trim() : v),
  z.string(),
);
const toNull = (v: string) => (v === '' ? null : v);
const toInt = (v: string) => (v === '' ? null : Number.parseInt(v, 10));
const isId = (v: string) => /^\d{1,9}$/.test(v);

/** The benefits list as JSON text (`[1,3]`), a real array, or a comma list; 0 means none. */
const benefitList = z.preprocess(
  (v, ctx) => {
    if (v === undefined || v === null || v === '' || v === 'NULL') return [];
    if (Array.isArray(v)) return v;
    if (typeof v !== 'string') return v;
    try {
      const parsed: unknown = v.trim().startsWith('[') ? JSON.parse(v) : v.split(',');
      return parsed;
    } catch {
      ctx.addIssue({ code: 'custom', message: VACANCY_FORM_MESSAGES.badBenefits });
      return z.NEVER;
    }
  },
  z.array(z.union([z.number().max(INT32_MAX), z.string()])),
);

/** `v` when it is one of `list`, else the default (§9: salary monthly, deadline period day). */
const choice = <T extends readonly string[]>(list: T, v: string, fallback: T[number]): T[number] =>
  (list as readonly string[]).includes(v) ? v : fallback;

const VacancyFormTextSchema = z.object({
  /** Edit: the id or the title_slug of one of the company's own vacancies. */
  id: text,
  title_slug: text,
  title: text,
  job_type_id: text,
  position_id: text,
  is_position_other: formBoolean,
  position_other: text,
  email: text,
  address: text,
  province_code: text,
  city_code: text,
  district_code: text,
  sub_district_code: text,
  salary: text.transform(amountDigits),
  salary_type: text,
  is_gender_based_count: formBoolean,
  male_count: text,
  female_count: text,
  worker_count: text,
  description: text,
  conclusion: text,
  deadline: text,
  deadline_period: text,
  benefits: benefitList,
  benefit_other: text,
  education_id: text,
  required_skills: text,
  set_major: text,
  special_condition: text,
  work_type: text,
  work_hour: text,
  year_experience: text,
  age_min: text,
  age_max: text,
  fair_posting_reason: text,
});

const optionIssue = (ctx: z.RefinementCtx, field: keyof typeof VACANCY_LABELS) =>
  ctx.addIssue({
    code: 'custom',
    path: [field],
    message: VACANCY_FORM_MESSAGES.badOption(VACANCY_LABELS[field]),
  });

/** The age limits (Perpres 57/2023 Pasal 5, docs/decisions/105): whole years, 15–99, min ≤ max. */
function checkAges(v: { age_min: string; age_max: string }, ctx: z.RefinementCtx) {
  const age = (s: string) => (/^\d{1,2}$/.test(s) ? Number(s) : NaN);
  const min = age(v.age_min);
  const max = age(v.age_max);
  if (v.age_min !== '' && !(min >= WORKING_AGE_MIN)) {
    ctx.addIssue({ code: 'custom', path: ['age_min'], message: WLLP_MESSAGES.ageRange });
  }
  if (v.age_max !== '' && !(max >= WORKING_AGE_MIN)) {
    ctx.addIssue({ code: 'custom', path: ['age_max'], message: WLLP_MESSAGES.ageMaxRange });
  } else if (v.age_min !== '' && v.age_max !== '' && min >= WORKING_AGE_MIN && max < min) {
    ctx.addIssue({ code: 'custom', path: ['age_max'], message: WLLP_MESSAGES.ageMaxBelowMin });
  }
}

export const VacancyFormSchema = VacancyFormTextSchema.superRefine((v, ctx) => {
  // Position 'other' is the flag, or the select's own 'other' value.
  const other = v.is_position_other || v.position_id === 'other';
  checkRules(VACANCY_FORM_FIELDS, v, ctx);
  if (v.job_type_id !== '' && !isId(v.job_type_id)) optionIssue(ctx, 'job_type_id');
  if (other && v.position_other === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['position_other'],
      message: VACANCY_FORM_MESSAGES.positionOtherRequired,
    });
  }
  if (!other && !isId(v.position_id)) {
    ctx.addIssue({ code: 'custom', path: ['position_id'], message: VACANCY_FORM_MESSAGES.positionRequired });
  }
  if (v.education_id !== '' && !isId(v.education_id)) optionIssue(ctx, 'education_id');
  if (v.salary_type !== '' && !(SALARY_TYPES as readonly string[]).includes(v.salary_type)) {
    optionIssue(ctx, 'salary_type');
  }
  if (v.work_type !== '' && !(WORK_TYPES as readonly string[]).includes(v.work_type)) {
    optionIssue(ctx, 'work_type');
  }
  if (v.is_gender_based_count) {
    if (Number(v.male_count || 0) + Number(v.female_count || 0) < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['male_count'],
        message: VACANCY_FORM_MESSAGES.genderCountRequired,
      });
    }
  } else if (!(Number(v.worker_count) >= 1)) {
    ctx.addIssue({ code: 'custom', path: ['worker_count'], message: VACANCY_FORM_MESSAGES.countRequired });
  }
  checkAges(v, ctx);
  if (v.benefits.some((b) => !/^\d{1,9}$/.test(String(b).trim()))) {
    ctx.addIssue({ code: 'custom', path: ['benefits'], message: VACANCY_FORM_MESSAGES.badBenefits });
  }
}).transform((v) => {
  const other = v.is_position_other || v.position_id === 'other';
  const byGender = v.is_gender_based_count;
  const male = byGender ? (toInt(v.male_count) ?? 0) : 0;
  const female = byGender ? (toInt(v.female_count) ?? 0) : 0;
  const sent = v.benefits.map((b) => Number(String(b).trim()));
  return {
    id: isId(v.id) ? Number(v.id) : null,
    title_slug: toNull(v.title_slug),
    title: v.title,
    job_type_id: toInt(v.job_type_id)!,
    position_id: other ? null : toInt(v.position_id),
    is_position_other: other,
    position_other: other ? v.position_other : null,
    email: toNull(v.email.toLowerCase()),
    address: v.address,
    province_code: v.province_code,
    city_code: v.city_code,
    district_code: toNull(v.district_code),
    sub_district_code: toNull(v.sub_district_code),
    salary: v.salary === '' ? null : Number(v.salary),
    salary_type: choice(SALARY_TYPES, v.salary_type, 'monthly'),
    is_gender_based_count: byGender,
    male_count: male,
    female_count: female,
    worker_count: byGender ? male + female : toInt(v.worker_count)!,
    description: v.description,
    conclusion: toNull(v.conclusion),
    deadline: deadlineNumber(v.deadline),
    deadline_period: choice(DEADLINE_PERIODS, v.deadline_period, 'day'),
    // The last id sent is the latest choice (§5: 0 picked last clears the others).
    benefits: normalizeBenefits(sent.slice(0, -1), sent.at(-1)),
    benefit_other: toNull(v.benefit_other),
    education_id: toInt(v.education_id),
    required_skills: toNull(v.required_skills),
    set_major: toNull(v.set_major),
    special_condition: toNull(v.special_condition),
    work_type: v.work_type === '' ? null : (v.work_type as (typeof WORK_TYPES)[number]),
    work_hour: toNull(v.work_hour),
    year_experience: toInt(v.year_experience),
    age_min: toInt(v.age_min),
    age_max: toInt(v.age_max),
    fair_posting_reason: toNull(v.fair_posting_reason),
  };
});
export type VacancyFormInput = z.input<typeof VacancyFormSchema>;
export type VacancyFormValues = z.output<typeof VacancyFormSchema>;

/** One of the company's own vacancies: the detail plus what only the owner sees. */
export const CompanyVacancySchema = VacancyDetailSchema.extend({
  status_note: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** PUBLISHED and not past expired_at (the 'Aktif' tab). */
  is_active: z.boolean(),
  /** Why the server would refuse to publish it now, or null when it may (issue 17 item 5: not offered with a reason). */
  publish_refusal: z.string().nullable(),
  /** Hidden by verified accounts' reports until the office decides (docs/decisions/103); never by whom. */
  under_review: z.boolean().optional(),
});
export type CompanyVacancy = z.infer<typeof CompanyVacancySchema>;

/** The company as its vacancy list shows it: whether it may publish yet. */
export const CompanyVacancyOwnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug_name: z.string(),
  status: z.string(),
  status_note: z.string().nullable(),
  email: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
});
export type CompanyVacancyOwner = z.infer<typeof CompanyVacancyOwnerSchema>;

export const CompanyVacancyParamsSchema = z.object({
  company_detail_id: id(),
});
export const VacancyIdParamsSchema = z.object({ id: id() });

/** GET /job-vacancies/company/{id}: a tab, a search, a page (5), or one vacancy by its slug (the edit form). */
export const CompanyVacanciesQuerySchema = z.object({
  tab: z.preprocess((v) => (v === '' ? undefined : v), z.enum(COMPANY_VACANCY_TABS).optional()),
  search: optionalString(100),
  title_slug: optionalString(240),
  offset: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
  ),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.vacancies),
  ),
});
export type CompanyVacanciesQuery = z.infer<typeof CompanyVacanciesQuerySchema>;

export const CompanyVacanciesDataSchema = z.object({
  job_vacancies: z.array(CompanyVacancySchema),
  company_detail: CompanyVacancyOwnerSchema,
  /** Rows of the asked tab and search. */
  total: z.number(),
  /** Both tabs' counts (with the search), for the tab labels. */
  total_active: z.number(),
  total_inactive: z.number(),
  /** Where a new vacancy starts (docs/product.md §9): the configured city of the region's default province. */
  default_location: z.object({ province_code: z.string(), city_code: z.string() }),
});
export type CompanyVacanciesData = z.infer<typeof CompanyVacanciesDataSchema>;

export const CompanyVacancySavedDataSchema = z.object({ job_vacancy: CompanyVacancySchema });
export type CompanyVacancySavedData = z.infer<typeof CompanyVacancySavedDataSchema>;

export const PublicationStatusBodySchema = z.object({ status: z.enum(PUBLICATION_STATUSES) });
export type PublicationStatusBody = z.infer<typeof PublicationStatusBodySchema>;
