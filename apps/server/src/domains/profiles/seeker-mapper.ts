import {
  ageFrom,
  seekerProfileMissing,
  type AppliedSeekerJobVacancy,
  type SeekerProfile,
  type SeekerStatus,
} from '@siloker/shared';
import { isoOrNull, toLocation } from '../../lib/mapping.ts';
import { privateFileUrl, storageUrl } from '../../lib/storage/url.ts';
import type { AppliedRow, SeekerEntryRows, SeekerProfileRow } from './seeker-repository.ts';

/** The owner's view of the profile: private fields included, private files as authorised URLs. */
export function toSeekerProfile(r: SeekerProfileRow, entries: SeekerEntryRows): SeekerProfile {
  const educations = entries.educations.map((e) => ({
    ...e,
    certificate_url: privateFileUrl(e.certificate),
  }));
  const profile: Omit<SeekerProfile, 'missing'> = {
    id: r.id,
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    slug_name: r.slug_name,
    status: r.status as SeekerStatus,
    status_note: r.status_note,
    number_registration: r.number_registration,
    date_registration: r.date_registration,
    photo: r.photo,
    photo_url: storageUrl(r.photo),
    file_ktp: r.file_ktp,
    file_ktp_url: privateFileUrl(r.file_ktp),
    file_cv: r.file_cv,
    file_cv_url: privateFileUrl(r.file_cv),
    full_name: r.full_name,
    nik: r.nik,
    birth_place: r.birth_place,
    birth_date: r.birth_date,
    age: r.birth_date ? ageFrom(r.birth_date) : null,
    gender: r.gender,
    address: r.address,
    rt: r.rt,
    rw: r.rw,
    house_number: r.house_number,
    province_code: r.province_code,
    city_code: r.city_code,
    district_code: r.district_code,
    sub_district_code: r.sub_district_code,
    location: toLocation(r),
    phone: r.phone,
    postal_code: r.postal_code,
    weight: r.weight,
    height: r.height,
    marriage_status: r.marriage_status,
    religion_id: r.religion_id,
    position_id: r.position_id,
    position_name: r.position_name,
    is_position_other: r.is_position_other,
    position_other: r.position_other,
    job_location_expectation: r.job_location_expectation,
    job_locale_in: r.job_locale_in,
    wage_expectation: r.wage_expectation,
    wage_amount_id: r.wage_amount_id,
    latest_gpa: r.latest_gpa === null ? null : Number(r.latest_gpa),
    disability_id: r.disability_id,
    language_skills: r.language_skills,
    language_another: r.language_another,
    about: r.about,
    is_public: r.is_public,
    educations,
    experiences: entries.experiences,
    skills: entries.skills.map((s) => ({ ...s, certificate_url: privateFileUrl(s.certificate) })),
    updated_at: isoOrNull(r.updated_at)!,
  };
  return { ...profile, missing: seekerProfileMissing(profile) };
}

export const toAppliedVacancy = (r: AppliedRow): AppliedSeekerJobVacancy => ({
  ...r,
  created_at: isoOrNull(r.created_at)!,
});
