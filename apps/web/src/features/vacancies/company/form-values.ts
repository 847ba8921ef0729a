/**
 * The vacancy form's values: what a saved vacancy (or the defaults of a new one) puts in the fields,
 * the §5 rules each field runs, and the multipart body the save sends (docs/product.md §7).
 */
import { formatThousands } from '@siloker/shared/format/index';
import {
  VACANCY_FORM_FIELDS,
  VACANCY_LABELS,
  VACANCY_POSTER_FIELD,
  amountDigits,
  normalizeBenefits,
} from '@siloker/shared/schemas/vacancy-form-constants';
import type { FieldRulesMap } from '@siloker/shared/validation/rules';
import type { PostingInput } from '@siloker/shared/schemas/posting-rules-constants';
import type { CompanyVacancy } from './api.ts';

/** The position select's own value for a position not in the list. */
export const OTHER_POSITION = 'other';

const optional = (label: string) => ({ label, rules: '' });

/** Every field of the form with its rules; a few depend on other answers (vacancyFieldsFor). */
const BASE_FIELDS = {
  ...VACANCY_FORM_FIELDS,
  position_id: { label: VACANCY_LABELS.position_id, rules: 'required' },
  district_code: optional(VACANCY_LABELS.district_code),
  sub_district_code: optional(VACANCY_LABELS.sub_district_code),
  salary_type: optional(VACANCY_LABELS.salary_type),
  is_gender_based_count: optional(VACANCY_LABELS.is_gender_based_count),
  deadline_period: optional(VACANCY_LABELS.deadline_period),
  education_id: optional(VACANCY_LABELS.education_id),
  work_type: optional(VACANCY_LABELS.work_type),
} satisfies FieldRulesMap;
export type VacancyFormField = keyof typeof BASE_FIELDS;
export type VacancyFormValues = Record<VacancyFormField, string>;

const withRule = (fields: FieldRulesMap<VacancyFormField>, name: VacancyFormField, extra: string) => ({
  ...fields,
  [name]: { ...fields[name], rules: fields[name].rules ? `required|${fields[name].rules}` : extra },
});

// Stable objects, one per combination (useForm wants the same object while nothing changes).
const VARIANTS = new Map<string, FieldRulesMap<VacancyFormField>>();

/** position_other is required with 'Lainnya'; worker_count without the gender-based counts. */
export function vacancyFieldsFor(values: VacancyFormValues): FieldRulesMap<VacancyFormField> {
  const other = values.position_id === OTHER_POSITION;
  const byGender = values.is_gender_based_count === '1';
  const key = `${other}:${byGender}`;
  let fields = VARIANTS.get(key);
  if (!fields) {
    fields = BASE_FIELDS;
    if (other) fields = withRule(fields, 'position_other', 'required');
    if (!byGender) fields = withRule(fields, 'worker_count', 'required');
    VARIANTS.set(key, fields);
  }
  return fields;
}

/** The rules see the salary's digits, as the server does. */
export const validateAs = (values: VacancyFormValues): VacancyFormValues => ({
  ...values,
  salary: amountDigits(values.salary),
});

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A saved vacancy as text fields, or a new one at the defaults of §9 (monthly, day, the default city). */
export function vacancyFormValues(
  vacancy: CompanyVacancy | null,
  defaults: { province_code: string; city_code: string },
): VacancyFormValues {
  if (!vacancy) {
    return {
      title: '',
      job_type_id: '',
      position_id: '',
      position_other: '',
      email: '',
      address: '',
      province_code: defaults.province_code,
      city_code: defaults.city_code,
      district_code: '',
      sub_district_code: '',
      salary: '',
      salary_type: 'monthly',
      is_gender_based_count: '0',
      male_count: '',
      female_count: '',
      worker_count: '1',
      description: '',
      conclusion: '',
      deadline: '30',
      deadline_period: 'day',
      benefit_other: '',
      education_id: '',
      required_skills: '',
      set_major: '',
      special_condition: '',
      work_type: 'full',
      work_hour: '',
      year_experience: '',
      age_min: '',
      age_max: '',
      fair_posting_reason: '',
    };
  }
  return {
    title: vacancy.title,
    job_type_id: text(vacancy.job_type_id),
    position_id: vacancy.is_position_other ? OTHER_POSITION : text(vacancy.position_id),
    position_other: text(vacancy.position_other),
    email: text(vacancy.email),
    address: text(vacancy.address),
    province_code: text(vacancy.province_code),
    city_code: text(vacancy.city_code),
    district_code: text(vacancy.district_code),
    sub_district_code: text(vacancy.sub_district_code),
    salary: formatThousands(vacancy.salary),
    salary_type: vacancy.salary_type || 'monthly',
    is_gender_based_count: vacancy.is_gender_based_count ? '1' : '0',
    male_count: vacancy.is_gender_based_count ? text(vacancy.male_count) : '',
    female_count: vacancy.is_gender_based_count ? text(vacancy.female_count) : '',
    worker_count: text(vacancy.worker_count),
    description: text(vacancy.description),
    conclusion: text(vacancy.conclusion),
    deadline: text(vacancy.deadline),
    deadline_period: vacancy.deadline_period || 'day',
    benefit_other: text(vacancy.benefit_other),
    education_id: text(vacancy.education_id),
    required_skills: text(vacancy.required_skills),
    set_major: text(vacancy.set_major),
    special_condition: text(vacancy.special_condition),
    work_type: text(vacancy.work_type),
    work_hour: text(vacancy.work_hour),
    year_experience: text(vacancy.year_experience),
    age_min: text(vacancy.age_min),
    age_max: text(vacancy.age_max),
    fair_posting_reason: text(vacancy.fair_posting_reason),
  };
}

/** What the fair-posting checker reads (docs/decisions/102): the texts the form will send, the counts by sex. */
export function postingInputOf(values: VacancyFormValues): PostingInput {
  const byGender = values.is_gender_based_count === '1';
  return {
    ...values,
    position_other: values.position_id === OTHER_POSITION ? values.position_other : '',
    is_gender_based_count: byGender,
    male_count: byGender ? values.male_count : 0,
    female_count: byGender ? values.female_count : 0,
  };
}

/** The checkbox list after a change: which box was ticked decides the §5 rule (normalizeBenefits). */
export function benefitsAfter(current: readonly number[], next: readonly number[]): number[] {
  const added = next.find((id) => !current.includes(id));
  return added === undefined ? normalizeBenefits(next) : normalizeBenefits(current, added);
}

/**
 * The multipart body: every field (position 'other' sends its free text and no position id; the salary
 * its digits; the counts that apply), the benefits as JSON, `id` when editing, and the poster when chosen.
 */
export function vacancyFormData(
  values: VacancyFormValues,
  benefits: readonly number[],
  poster: File | null,
  id: number | null,
): FormData {
  const form = new FormData();
  const other = values.position_id === OTHER_POSITION;
  const byGender = values.is_gender_based_count === '1';
  if (id !== null) form.append('id', String(id));
  for (const [name, value] of Object.entries(values) as [VacancyFormField, string][]) {
    if (name === 'position_id' || name === 'position_other' || name === 'salary') continue;
    if (name === 'male_count' || name === 'female_count' || name === 'worker_count') continue;
    form.append(name, value.trim());
  }
  form.append('position_id', other ? '' : values.position_id);
  form.append('is_position_other', other ? '1' : '0');
  form.append('position_other', other ? values.position_other.trim() : '');
  form.append('salary', amountDigits(values.salary));
  form.append('male_count', byGender ? values.male_count.trim() : '0');
  form.append('female_count', byGender ? values.female_count.trim() : '0');
  form.append('worker_count', byGender ? '' : values.worker_count.trim());
  form.append('benefits', JSON.stringify(benefits));
  if (poster) form.append(VACANCY_POSTER_FIELD, poster, poster.name);
  return form;
}
