import {
  STATUS_OFFICE_NAMES,
  companyProfileMissing,
  type CompanyProfile,
  type CompanyStatus,
  type StatusOffice,
} from '@siloker/shared';
import { isoOrNull, toLocation } from '../../lib/mapping.ts';
import { privateFileUrl, storageUrl } from '../../lib/storage/url.ts';
import type { CompanyProfileRow } from './company-repository.ts';

/** The owner's view of the company: NIB and its documents (as authorised URLs) included. */
export function toCompanyProfile(r: CompanyProfileRow): CompanyProfile {
  const profile: Omit<CompanyProfile, 'missing'> = {
    id: r.id,
    user_id: r.user_id,
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
    status: r.status as CompanyStatus,
    status_note: r.status_note,
    nib: r.nib,
    file_nib: r.file_nib,
    file_nib_url: privateFileUrl(r.file_nib),
    file_npwp: r.file_npwp,
    file_npwp_url: privateFileUrl(r.file_npwp),
    job_vacancy_count: Number(r.job_vacancy_count ?? 0),
    created_at: isoOrNull(r.created_at)!,
    updated_at: isoOrNull(r.updated_at)!,
  };
  return { ...profile, missing: companyProfileMissing(profile) };
}
