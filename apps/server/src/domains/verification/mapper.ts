import {
  changedFields,
  COMPANY_DOCUMENT_FIELDS,
  COMPANY_DOCUMENT_PROVES,
  COMPANY_VERIFIED_FIELDS,
  COMPANY_VERIFIED_LABELS,
  REPLACED_FILE_TEXT,
  VERIFIED_FILE_TEXT,
  type VerifiedChange,
  companyProfileMissing,
  STATUS_OFFICE_NAMES,
  type OfficeCompany,
  type OfficeCompanyChecks,
  type OfficeCompanyDocument,
  type OfficeVacancy,
  type PostingFlag,
  type VacancyDetail,
  vacancyChanges,
  type StatusOffice,
  type VerificationStatus,
} from '@siloker/shared';
import { isoOrNull, toLocation } from '../../lib/mapping.ts';
import { privateFileUrl, storageUrl } from '../../lib/storage/url.ts';
import type { OfficeCompanyRow, OfficeVacancyRow } from './repository.ts';

const EXCERPT_CHARS = 400;

/** Plain text from the editor's HTML, cut at a word near EXCERPT_CHARS. */
export function excerpt(html: string | null): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const NAMED_FIELDS = {
  province_code: 'province_name',
  city_code: 'city_name',
  district_code: 'district_name',
  sub_district_code: 'sub_district_name',
  business_field_id: 'business_field_name',
} as const;

/**
 * What the company changed since the office verified it (docs/decisions/073): codes and ids shown by
 * their names, files only as replaced (their keys are random and private).
 */
function companyChanges(r: OfficeCompanyRow): VerifiedChange[] {
  const snapshot = r.verified_snapshot;
  if (!snapshot) return [];
  return changedFields(COMPANY_VERIFIED_FIELDS, snapshot, r).map((field) => {
    const label = COMPANY_VERIFIED_LABELS[field];
    if (field === 'file_nib' || field === 'file_npwp') {
      return { field, label, from: VERIFIED_FILE_TEXT, to: REPLACED_FILE_TEXT };
    }
    if (field in NAMED_FIELDS) {
      const nameField = NAMED_FIELDS[field as keyof typeof NAMED_FIELDS];
      const old = r.verified_names?.[field] ?? (snapshot[field] as string | null) ?? null;
      return { field, label, from: old === null ? null : String(old), to: r[nameField] ?? null };
    }
    const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
    return { field, label, from: text(snapshot[field]), to: text(r[field]) };
  });
}

/** The address as the documents state it: street, then village, district, city and province. */
const placeOf = (r: OfficeCompanyRow) =>
  [r.address?.trim(), r.sub_district_name, r.district_name, r.city_name, r.province_name]
    .filter(Boolean)
    .join(', ') || null;

/**
 * Each document beside the declared values it proves (docs/decisions/083), read through the private
 * files route; an image shows inline, a PDF opens in the browser's viewer.
 */
function companyDocuments(r: OfficeCompanyRow): OfficeCompanyDocument[] {
  const values: Record<(typeof COMPANY_DOCUMENT_PROVES)['file_nib'][number], string | null> = {
    name: r.name,
    nib: r.nib,
    address: placeOf(r),
    business_field_id: r.business_field_name,
  };
  return COMPANY_DOCUMENT_FIELDS.map((field) => {
    const key = r[field];
    return {
      field,
      label: COMPANY_VERIFIED_LABELS[field],
      url: privateFileUrl(key),
      media: key ? (key.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image') : null,
      proves: COMPANY_DOCUMENT_PROVES[field].map((f) => ({
        field: f,
        label: COMPANY_VERIFIED_LABELS[f],
        value: values[f],
      })),
    };
  });
}

export function toOfficeCompany(r: OfficeCompanyRow, checks: OfficeCompanyChecks): OfficeCompany {
  return {
    id: r.id,
    name: r.name,
    slug_name: r.slug_name,
    email: r.email,
    phone: r.phone,
    website: r.website,
    address: r.address,
    location: toLocation(r),
    business_field_name: r.business_field_name,
    status_office_name: r.status_office
      ? (STATUS_OFFICE_NAMES[r.status_office as StatusOffice] ?? null)
      : null,
    nib: r.nib,
    // The office may open these through the private files route (domains/files/service.ts).
    file_nib_url: privateFileUrl(r.file_nib),
    file_npwp_url: privateFileUrl(r.file_npwp),
    photo_url: storageUrl(r.photo),
    status: r.status as VerificationStatus,
    status_note: r.status_note,
    verified_at: isoOrNull(r.verified_at),
    created_at: new Date(r.created_at).toISOString(),
    missing: companyProfileMissing(r),
    job_vacancy_count: Number(r.job_vacancy_count ?? 0),
    changes: companyChanges(r),
    documents: companyDocuments(r),
    checks,
  };
}

/**
 * `preview`: the vacancy as its public page reads (vacancies/service.ts); `changes`: its texts now
 * against the version the office last verified (docs/decisions/083).
 */
export function toOfficeVacancy(
  r: OfficeVacancyRow,
  preview: VacancyDetail,
  postingFlags: PostingFlag[],
): OfficeVacancy {
  return {
    id: r.id,
    title: r.title,
    title_slug: r.title_slug,
    company: { id: r.company_id, name: r.company_name, status: r.company_status as VerificationStatus },
    status: r.status as VerificationStatus,
    status_note: r.status_note,
    publication_status: r.publication_status,
    position_name: r.is_position_other ? r.position_other : r.position_name,
    job_type_name: r.job_type_name,
    salary: r.salary === null ? null : Number(r.salary),
    salary_type: r.salary_type,
    worker_count: r.worker_count,
    male_count: r.male_count,
    female_count: r.female_count,
    is_gender_based_count: r.is_gender_based_count,
    expired_at: isoOrNull(r.expired_at),
    description_excerpt: excerpt(r.description),
    poster_url: storageUrl(r.poster),
    verified_at: isoOrNull(r.verified_at),
    created_at: new Date(r.created_at).toISOString(),
    preview,
    has_verified_version: r.verified_snapshot !== null,
    changes: vacancyChanges(r.verified_snapshot, preview),
    posting_flags: postingFlags,
  };
}
