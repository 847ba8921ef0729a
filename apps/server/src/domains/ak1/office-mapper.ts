import {
  changedFields,
  SEEKER_IDENTITY_FIELDS,
  SEEKER_IDENTITY_LABELS,
  ak1DaysOverdue,
  ak1NextReportDue,
  ak1ValidUntil,
  seekerProfileMissing,
  type Ak1Report,
  type OfficeReportDueSeeker,
  type OfficeSeeker,
  type OfficeSeekerDocument,
  type SeekerStatus,
} from '@siloker/shared';
import { addressLine, isoOrNull, toLocation } from '../../lib/mapping.ts';
import { privateFileUrl, storageUrl } from '../../lib/storage/url.ts';
import type {
  EducationRow,
  OfficeSeekerRow,
  ReportDueRow,
  SkillCertificateRow,
} from './office-repository.ts';

/** The certificates the office may open (through the private files route), education first. */
function certificatesOf(educations: EducationRow[], skills: SkillCertificateRow[]): OfficeSeekerDocument[] {
  const docs: OfficeSeekerDocument[] = [];
  for (const e of educations) {
    const url = privateFileUrl(e.certificate);
    if (url) docs.push({ label: `Ijazah ${e.education_name ?? ''}`.trim(), url });
  }
  for (const s of skills) {
    const url = privateFileUrl(s.certificate);
    if (url) docs.push({ label: `Sertifikat ${s.name}`, url });
  }
  return docs;
}

export function toOfficeSeeker(
  r: OfficeSeekerRow,
  educations: EducationRow[],
  skills: SkillCertificateRow[],
): OfficeSeeker {
  return {
    id: r.id,
    name: r.full_name ?? r.user_name,
    email: r.email,
    nik: r.nik,
    birth_place: r.birth_place,
    birth_date: r.birth_date,
    gender: r.gender,
    address: addressLine(r),
    location: toLocation(r),
    education_name: r.education_name,
    position_name: r.is_position_other ? r.position_other : r.position_name,
    phone: r.phone,
    photo_url: storageUrl(r.photo),
    file_ktp_url: privateFileUrl(r.file_ktp),
    file_cv_url: privateFileUrl(r.file_cv),
    certificates: certificatesOf(educations, skills),
    missing: seekerProfileMissing({ ...r, educations }),
    status: r.status as SeekerStatus,
    status_note: r.status_note,
    number_registration: r.number_registration,
    date_registration: r.date_registration,
    verified_at: isoOrNull(r.verified_at),
    created_at: new Date(r.created_at).toISOString(),
    changes: changedFields(SEEKER_IDENTITY_FIELDS, r.verified_snapshot, r).map((field) => ({
      field,
      label: SEEKER_IDENTITY_LABELS[field],
      from: (r.verified_snapshot?.[field] as string | null | undefined) ?? null,
      to: r[field],
    })),
  };
}

/** A seeker whose report is overdue; a card from before reports were recorded counts from its date. */
export function toReportDueSeeker(
  r: ReportDueRow,
  lastReport: Ak1Report | null,
  now: Date,
): OfficeReportDueSeeker {
  const since = r.last_reported_at ?? (r.date_registration ? `${r.date_registration}T00:00:00Z` : null);
  return {
    id: r.id,
    name: r.full_name ?? r.user_name,
    email: r.email,
    phone: r.phone,
    number_registration: r.number_registration,
    date_registration: r.date_registration,
    valid_until: r.date_registration ? ak1ValidUntil(r.date_registration) : null,
    last_reported_at: isoOrNull(r.last_reported_at),
    next_report_due: since ? ak1NextReportDue(since) : null,
    days_overdue: since ? ak1DaysOverdue(since, now) : 0,
    last_report: lastReport,
  };
}
