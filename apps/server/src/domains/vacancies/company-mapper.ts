import type { CompanyVacancy, CompanyVacancyOwner } from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import type { findCompany, OwnVacancyRow } from './company-repository.ts';
import { toVacancyDetail } from './mapper.ts';

/** The owner's view of a vacancy: the public detail plus the office's note and the publication state. */
export function toCompanyVacancy(
  r: OwnVacancyRow,
  benefitNames: Map<number, string>,
  publishRefusal: string | null,
): CompanyVacancy {
  return {
    ...toVacancyDetail(r, benefitNames),
    status_note: r.status_note,
    published_at: isoOrNull(r.published_at),
    updated_at: isoOrNull(r.updated_at)!,
    is_active: Boolean(r.is_active),
    publish_refusal: publishRefusal,
    under_review: r.reported_hidden_at !== null,
  };
}

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export function toCompanyVacancyOwner(c: CompanyRow): CompanyVacancyOwner {
  return {
    id: c.id,
    name: c.name,
    slug_name: c.slug_name,
    status: c.status,
    status_note: c.status_note,
    email: c.email,
    province_code: c.province_code,
    city_code: c.city_code,
  };
}
