import {
  GENDER_NAMES,
  type Applicant,
  type ApplicationStatus,
  type Gender,
  type SeekerApplication,
  type SeekerJobVacancy,
  type StatusHistory,
} from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import { privateFileUrl, storageUrl } from '../../lib/storage/url.ts';
import type {
  ApplicantRow,
  ApplicationRow,
  HistoryRow,
  SeekerApplicationRow,
  SeekerEntryRows,
} from './repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export const toSeekerJobVacancy = (r: ApplicationRow): SeekerJobVacancy => ({
  id: r.id,
  job_vacancy_id: r.job_vacancy_id,
  seeker_detail_id: r.seeker_detail_id,
  status: r.status as ApplicationStatus,
  is_invitation: r.is_invitation,
  applied_at: isoOrNull(r.applied_at),
  created_at: iso(r.created_at),
});

export const toStatusHistory = (r: HistoryRow): StatusHistory => ({
  id: r.id,
  from_status: (r.from_status as ApplicationStatus | null) ?? null,
  to_status: r.to_status as ApplicationStatus,
  note: r.note,
  changed_by_role: r.changed_by_role,
  created_at: iso(r.created_at),
});

/** Histories grouped by application id, each oldest first (as read). */
export function historiesById(rows: HistoryRow[]): Map<number, StatusHistory[]> {
  const byId = new Map<number, StatusHistory[]>();
  for (const r of rows) {
    const list = byId.get(r.seeker_job_vacancy_id) ?? [];
    list.push(toStatusHistory(r));
    byId.set(r.seeker_job_vacancy_id, list);
  }
  return byId;
}

/**
 * An applicant for the company. Contact details, documents and the fields the public profile leaves
 * out are shown only when the one access rule (lib/contact-access.ts) says SHARED: an invitation not
 * accepted, a declined one, or a vacancy closed past the window shows the public profile only
 * (docs/decisions/076).
 */
export function toApplicant(
  r: ApplicantRow,
  entries: SeekerEntryRows,
  histories: Map<number, StatusHistory[]>,
  match: number,
): Applicant {
  const shared = r.contact_access === 'SHARED';
  const privateFile = (key: string | null) => (shared ? privateFileUrl(key) : null);
  const ifShared = <T>(value: T): T | null => (shared ? value : null);
  const educations = entries.educations
    .filter((e) => e.seeker_detail_id === r.seeker_detail_id)
    .map((e) => ({
      education_name: e.education_name,
      school_name: e.school_name,
      major: e.major,
      graduation_year: e.graduation_year,
      certificate_url: privateFile(e.certificate),
    }));
  const skills = entries.skills
    .filter((s) => s.seeker_detail_id === r.seeker_detail_id)
    .map((s) => ({ name: s.name, certificate_url: privateFile(s.certificate) }));
  const certificates = [
    ...educations.flatMap((e) =>
      e.certificate_url ? [{ name: `Ijazah ${e.education_name ?? ''}`.trim(), url: e.certificate_url }] : [],
    ),
    ...skills.flatMap((s) =>
      s.certificate_url ? [{ name: `Sertifikat ${s.name}`, url: s.certificate_url }] : [],
    ),
  ];
  return {
    id: r.id,
    status: r.status as ApplicationStatus,
    is_invitation: r.is_invitation,
    applied_at: isoOrNull(r.applied_at),
    created_at: iso(r.created_at),
    contact_access: r.contact_access,
    seeker: {
      id: r.seeker_detail_id,
      name: r.seeker_name,
      slug_name: r.slug_name,
      is_public: r.is_public,
      photo_url: storageUrl(r.photo),
      age: r.age == null ? null : Number(r.age),
      gender: r.gender,
      gender_name: GENDER_NAMES[r.gender as Gender] ?? r.gender,
      marriage_status: ifShared(r.marriage_status),
      religion_name: ifShared(r.religion_name),
      education_id: r.education_id,
      education_name: r.education_name,
      position_name: r.is_position_other ? r.position_other : r.position_name,
      city_name: r.city_name,
      job_location_expectation: ifShared(r.job_location_expectation),
      latest_gpa: !shared || r.latest_gpa == null ? null : Number(r.latest_gpa),
      wage_expectation: ifShared(r.wage_expectation),
      phone: ifShared(r.phone),
      email: ifShared(r.email),
      address: ifShared(r.address),
      file_ktp_url: privateFile(r.file_ktp),
      file_cv_url: privateFile(r.file_cv),
      educations,
      skills,
      certificates,
    },
    // Written to this company with the application; shown while its documents are (docs/decisions/088).
    cover_letter: ifShared(r.cover_letter),
    histories: histories.get(r.id) ?? [],
    match,
  };
}

export const toSeekerApplication = (
  r: SeekerApplicationRow,
  histories: Map<number, StatusHistory[]>,
): SeekerApplication => ({
  ...toSeekerJobVacancy(r),
  job_vacancy: {
    id: r.job_vacancy_id,
    title: r.vacancy_title,
    title_slug: r.vacancy_slug,
    expired_at: isoOrNull(r.vacancy_expired_at),
    is_removed: r.vacancy_is_removed,
    company: {
      id: r.company_id,
      name: r.company_name,
      slug_name: r.company_slug,
      photo_url: storageUrl(r.company_photo),
    },
  },
  cover_letter: r.cover_letter,
  histories: histories.get(r.id) ?? [],
});
