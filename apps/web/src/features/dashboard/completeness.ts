/**
 * How far an account's profile is from complete, from the `missing` list the server sends (computed by
 * the shared seekerProfileMissing / companyProfileMissing). The totals come from the same functions run
 * on an empty profile, so a requirement added there shows up here without a second list.
 */
import {
  companyProfileMissing,
  SEEKER_LABELS,
  SEEKER_QUALIFICATION_FIELDS,
  seekerProfileMissing,
} from '@siloker/shared/schemas/profile-constants';

export const SEEKER_REQUIREMENTS = seekerProfileMissing({
  full_name: null,
  nik: null,
  birth_date: null,
  address: null,
  sub_district_code: null,
  phone: null,
  marriage_status: null,
  religion_id: null,
  file_ktp: null,
  photo: null,
  educations: [],
  job_location_expectation: null,
  position_id: null,
  is_position_other: false,
  position_other: null,
}).length;

export const COMPANY_REQUIREMENTS = companyProfileMissing({
  name: null,
  address: null,
  sub_district_code: null,
  phone: null,
  business_field_id: null,
  nib: null,
  status_office: null,
  file_nib: null,
  file_npwp: null,
}).length;

export interface Completeness {
  done: number;
  total: number;
  /** 0–100, rounded down so an incomplete profile never reads 100 %. */
  percent: number;
}

export function completeness(missing: readonly string[], total: number): Completeness {
  const done = Math.min(total, Math.max(0, total - missing.length));
  return { done, total, percent: total > 0 ? Math.floor((done / total) * 100) : 100 };
}

// What the Kualifikasi screen asks for; every other missing item is filled in on Biodata.
const QUALIFICATION_LABELS = new Set<string>([
  ...Object.values(SEEKER_QUALIFICATION_FIELDS).map((field) => field.label),
  SEEKER_LABELS.educations,
  SEEKER_LABELS.experiences,
  SEEKER_LABELS.skills,
]);

/** A seeker's missing items split by the profile screen where each is filled in. */
export function seekerMissingBySection(missing: readonly string[]): {
  biodata: string[];
  qualification: string[];
} {
  return {
    biodata: missing.filter((label) => !QUALIFICATION_LABELS.has(label)),
    qualification: missing.filter((label) => QUALIFICATION_LABELS.has(label)),
  };
}
