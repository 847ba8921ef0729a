import {
  GENDER_NAMES,
  type Gender,
  type SeekerPublic,
  type SeekerSummary,
  type UserSeeker,
} from '@siloker/shared';
import { storageUrl } from '../../lib/storage/url.ts';
import type { findSeekerEntries, SeekerDetailRow, SeekerSummaryRow } from './repository.ts';

export function toSeekerSummary(r: SeekerSummaryRow): SeekerSummary {
  return {
    id: r.id,
    name: r.name,
    slug_name: r.slug_name,
    photo_url: storageUrl(r.photo),
    gender: r.gender,
    gender_name: GENDER_NAMES[r.gender as Gender] ?? r.gender,
    age: r.age == null ? null : Number(r.age),
    city_name: r.city_name,
    position_name: r.position_name,
    education_id: r.education_id,
    education_name: r.education_name,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** A seeker as a company or the office finds them in the panel: the directory card plus skill names. */
export const toUserSeeker = (r: SeekerSummaryRow, skills: string[]): UserSeeker => ({
  ...toSeekerSummary(r),
  skills,
});

export function toSeekerPublic(
  r: SeekerDetailRow,
  entries: Awaited<ReturnType<typeof findSeekerEntries>>,
): SeekerPublic {
  return {
    ...toSeekerSummary(r),
    about: r.about,
    language_skills: Array.isArray(r.language_skills) ? r.language_skills.map(String) : [],
    language_another: r.language_another,
    educations: entries.educations,
    experiences: entries.experiences,
    skills: entries.skills,
  };
}
