import {
  SALARY_TYPE_NAMES,
  WORK_TYPE_NAMES,
  type SalaryType,
  type VacancyDetail,
  type VacancySummary,
  type WorkType,
} from '@siloker/shared';
import { isoOrNull, toLocation } from '../../lib/mapping.ts';
import { storageUrl } from '../../lib/storage/url.ts';
import type { VacancyDetailRow, VacancySummaryRow } from './repository.ts';

export function toVacancySummary(r: VacancySummaryRow): VacancySummary {
  return {
    id: r.id,
    title: r.title,
    title_slug: r.title_slug,
    status: r.status,
    publication_status: r.publication_status,
    job_type_id: r.job_type_id,
    job_type_name: r.job_type_name,
    position_id: r.position_id,
    position_name: r.is_position_other ? r.position_other : r.position_name,
    is_position_other: r.is_position_other,
    position_other: r.position_other,
    salary: r.salary,
    salary_type: r.salary_type,
    salary_type_name: SALARY_TYPE_NAMES[r.salary_type as SalaryType] ?? r.salary_type,
    worker_count: r.worker_count,
    work_type: r.work_type,
    work_type_name: r.work_type ? (WORK_TYPE_NAMES[r.work_type as WorkType] ?? null) : null,
    education_id: r.education_id,
    education_name: r.education_name,
    poster: r.poster,
    poster_url: storageUrl(r.poster),
    province_code: r.province_code,
    city_code: r.city_code,
    district_code: r.district_code,
    sub_district_code: r.sub_district_code,
    location: toLocation(r),
    expired_at: isoOrNull(r.expired_at),
    is_invitation: r.is_invitation,
    applicant_count: r.applicant_count,
    view_count: r.view_count,
    created_at: new Date(r.created_at).toISOString(),
    company: {
      id: r.company_id,
      name: r.company_name,
      slug_name: r.company_slug_name,
      photo_url: storageUrl(r.company_photo),
      city_name: r.company_city_name,
      is_responsive: r.company_is_responsive === true,
    },
  };
}

export function toVacancyDetail(r: VacancyDetailRow, benefitNames: Map<number, string>): VacancyDetail {
  const ids = Array.isArray(r.benefits) ? r.benefits.map(Number) : [];
  return {
    ...toVacancySummary(r),
    email: r.email,
    address: r.address,
    is_gender_based_count: r.is_gender_based_count,
    male_count: r.male_count,
    female_count: r.female_count,
    description: r.description,
    conclusion: r.conclusion,
    deadline: r.deadline,
    deadline_period: r.deadline_period,
    benefits: ids,
    benefit_names: ids.flatMap((id) => benefitNames.get(id) ?? []),
    benefit_other: r.benefit_other,
    required_skills: r.required_skills,
    set_major: r.set_major,
    special_condition: r.special_condition,
    work_hour: r.work_hour,
    year_experience: r.year_experience,
    age_min: r.age_min,
    age_max: r.age_max,
    fair_posting_reason: r.fair_posting_reason,
  };
}
