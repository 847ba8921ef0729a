import {
  STATUS_OFFICE_NAMES,
  type CompanyDetail,
  type CompanyPublic,
  type StatusOffice,
  type VacancySummary,
} from '@siloker/shared';
import { toLocation } from '../../lib/mapping.ts';
import { storageUrl } from '../../lib/storage/url.ts';
import type { CompanyRow } from './repository.ts';

export function toCompanyPublic(r: CompanyRow): CompanyPublic {
  return {
    id: r.id,
    name: r.name,
    slug_name: r.slug_name,
    about: r.about,
    photo: r.photo,
    photo_url: storageUrl(r.photo),
    email: r.email,
    phone: r.phone,
    website: r.website,
    address: r.address,
    postal_code: r.postal_code,
    province_code: r.province_code,
    city_code: r.city_code,
    district_code: r.district_code,
    sub_district_code: r.sub_district_code,
    location: toLocation(r),
    business_field_id: r.business_field_id,
    business_field_name: r.business_field_name,
    status_office: r.status_office,
    status_office_name: r.status_office
      ? (STATUS_OFFICE_NAMES[r.status_office as StatusOffice] ?? null)
      : null,
    status: r.status,
    job_vacancy_count: Number(r.job_vacancy_count ?? 0),
    created_at: new Date(r.created_at).toISOString(),
  };
}

export const toCompanyDetail = (r: CompanyRow, vacancies: VacancySummary[]): CompanyDetail => ({
  ...toCompanyPublic(r),
  job_vacancies: vacancies,
});
