/** Display texts of a vacancy shared by the cards and the detail page (pure, so tested alone). */
import { relativeTime, rupiah } from '@siloker/shared/format/index';
import type { VacancyDetail, VacancySummary } from '@siloker/shared/schemas/vacancies';

/** 'Rp 3.400.000 / Bulanan'; a vacancy without an amount keeps its salary private. */
export function salaryText(v: Pick<VacancySummary, 'salary' | 'salary_type_name'>): string {
  if (!v.salary) return 'Gaji dirahasiakan';
  return v.salary_type_name ? `${rupiah(v.salary)} / ${v.salary_type_name}` : rupiah(v.salary);
}

/** '21 hari lagi' or 'sudah lewat' (docs/product.md §9); null when the vacancy has no end date. */
export function deadlineText(expiredAt: string | null, now: number = Date.now()): string | null {
  return expiredAt ? relativeTime(expiredAt, now) : null;
}

/** The city of a vacancy, falling back to its company's city. */
export function vacancyCity(v: Pick<VacancySummary, 'location' | 'company'>): string | null {
  return v.location.city?.name ?? v.company.city_name ?? null;
}

/** The position: the master position, or the company's own name for it when it chose "other". */
export function positionText(
  v: Pick<VacancySummary, 'is_position_other' | 'position_other' | 'position_name'>,
) {
  return (v.is_position_other ? v.position_other : v.position_name) || null;
}

const PERIODS: Record<string, string> = { day: 'hari', week: 'minggu', month: 'bulan' };

/** '21 hari' from deadline 21 and period 'day'; null without a number. */
export function deadlinePeriodText(v: Pick<VacancyDetail, 'deadline' | 'deadline_period'>): string | null {
  if (v.deadline === null || v.deadline <= 0) return null;
  return `${v.deadline} ${PERIODS[v.deadline_period] ?? v.deadline_period}`;
}

/** How many workers are wanted: by gender when the company counts them so. */
export function workerCountText(
  v: Pick<VacancyDetail, 'is_gender_based_count' | 'male_count' | 'female_count' | 'worker_count'>,
): string {
  if (!v.is_gender_based_count) return `${v.worker_count} orang`;
  const parts = [
    v.male_count > 0 ? `${v.male_count} laki-laki` : null,
    v.female_count > 0 ? `${v.female_count} perempuan` : null,
  ].filter(Boolean);
  const total = v.male_count + v.female_count;
  return parts.length ? `${total} orang (${parts.join(', ')})` : `${v.worker_count} orang`;
}

/** 'Tanpa pengalaman' for 0, 'Minimal 2 tahun' otherwise; null when not stated. */
export function experienceText(years: number | null): string | null {
  if (years === null) return null;
  return years <= 0 ? 'Tanpa pengalaman' : `Minimal ${years} tahun`;
}

/** Benefit names plus the company's own; benefit 0 ("none", docs/product.md §5) has no name and adds nothing. */
export function benefitList(v: Pick<VacancyDetail, 'benefit_names' | 'benefit_other'>): string[] {
  const other = v.benefit_other?.trim();
  return other ? [...v.benefit_names, other] : [...v.benefit_names];
}

/** The full address: street, then village, district, city and province names. */
export function addressText(address: string | null, location: VacancySummary['location']): string | null {
  const parts = [
    address?.trim(),
    location.sub_district?.name,
    location.district?.name ? `Kec. ${location.district.name}` : null,
    location.city?.name,
    location.province?.name,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : null;
}
