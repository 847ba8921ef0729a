/**
 * The public vacancy list's filters beyond search, job type and province (issue 17 item 15): salary
 * range, minimum education, city and kecamatan. Free of zod so the list screen can check a range before
 * it asks (docs/decisions/087-saved-vacancies-and-list-filters.md).
 */

import type { SalaryType } from '../enums.ts';

/** Highest salary a filter may name, in rupiah: a `bigint`-free bound well above any real wage. */
export const SALARY_FILTER_MAX = 1_000_000_000;

export const VACANCY_LIST_MESSAGES = {
  salaryMin: 'Gaji minimal harus berupa angka rupiah bulat dari 0 sampai 1.000.000.000.',
  salaryMax: 'Gaji maksimal harus berupa angka rupiah bulat dari 0 sampai 1.000.000.000.',
  salaryRange: 'Gaji minimal tidak boleh lebih besar dari gaji maksimal.',
  educationId: 'Pendidikan tidak valid.',
  districtOutsideCity: 'Kecamatan yang dipilih tidak berada di kabupaten/kota yang dipilih.',
  cityOutsideProvince: 'Kabupaten/kota yang dipilih tidak berada di provinsi yang dipilih.',
} as const;

export interface VacancyFilterValues {
  salary_min?: number | undefined;
  salary_max?: number | undefined;
  province_code?: string | undefined;
  city_code?: string | undefined;
  district_code?: string | undefined;
}

/**
 * The rules between filters, each field with its message (the server answers them with 422, the list
 * screen shows them before asking): a range whose minimum is above its maximum, and a region outside
 * the region above it (codes nest: `64` ⊃ `64.72` ⊃ `64.72.01`).
 */
export function vacancyFilterProblems(f: VacancyFilterValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (f.salary_min !== undefined && f.salary_max !== undefined && f.salary_min > f.salary_max)
    errors.salary_min = [VACANCY_LIST_MESSAGES.salaryRange];
  if (f.city_code && f.district_code && !f.district_code.startsWith(`${f.city_code}.`))
    errors.district_code = [VACANCY_LIST_MESSAGES.districtOutsideCity];
  if (f.province_code && f.city_code && !f.city_code.startsWith(`${f.province_code}.`))
    errors.city_code = [VACANCY_LIST_MESSAGES.cityOutsideProvince];
  return errors;
}

/**
 * The salary range is a monthly figure and is compared only with monthly salaries: a daily, weekly or
 * bulk wage is not converted (working days vary; bulk pay has no period) (docs/decisions/098).
 */
export const SALARY_FILTER_TYPE: SalaryType = 'monthly';

/** The salary filter's words on the list screen: they say the range is per month. */
export const SALARY_FILTER_LABELS = {
  group: 'Gaji per bulan (Rp)',
  min: 'Gaji minimal per bulan (Rp)',
  max: 'Gaji maksimal per bulan (Rp)',
  hint: 'Hanya lowongan bergaji bulanan yang dibandingkan.',
} as const;
