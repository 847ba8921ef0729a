import {
  COMPANY_FILE_FIELDS,
  COMPANY_LABELS,
  COMPANY_PROFILE_MESSAGES,
  CompanyProfileFormSchema,
  COMPANY_VERIFIED_FIELDS,
  COMPANY_VERIFIED_LABELS,
  REVERIFICATION_MESSAGES,
  changedFields,
  FILE_MESSAGES,
  type CompanyProfileData,
  type CompanyProfileValues,
  type FileKind,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { FormFiles, MultipartForm } from '../../lib/multipart.ts';
import { recordOwnChange } from '../../lib/verification.ts';
import { checkUploadsInto, saveWithUploads, type CheckedUpload, type FileDeps } from '../files/service.ts';
import { brokenRegionField, listCities, listDistricts, listSubDistricts } from '../locations/service.ts';
import { existingMasterIds } from '../master/service.ts';
import { companyNameImitatesOffice } from '../settings/service.ts';
import { toCompanyProfile } from './company-mapper.ts';
import * as repo from './company-repository.ts';
import { addError, invalidForm, parseInto, throwIfAny, type FieldErrors } from '../../lib/form-errors.ts';

const PROFILE_NOT_FOUND = 'Profil perusahaan tidak ditemukan.';

interface Log {
  warn(obj: unknown, msg: string): void;
}

function assertCompany(user: AuthContext): void {
  if (user.role_name !== 'company') throw forbidden();
}

async function loadProfile(db: Db, userId: number) {
  const row = await repo.findProfileOfUser(db, userId);
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return toCompanyProfile(row);
}

/** GET /profile-company: the profile and the region lists under its province, city and district. */
export async function getCompanyProfile(db: Db, user: AuthContext): Promise<CompanyProfileData> {
  assertCompany(user);
  const company_detail = await loadProfile(db, user.id);
  const { province_code, city_code, district_code } = company_detail;
  const [cities, districts, subDistricts] = await Promise.all([
    province_code ? listCities(db, { province_code }).then((d) => d.cities) : [],
    city_code ? listDistricts(db, { city_code }).then((d) => d.districts) : [],
    district_code ? listSubDistricts(db, { district_code }).then((d) => d.sub_districts) : [],
  ]);
  return { company_detail, cities, districts, sub_districts: subDistricts };
}

/** Which kind of file each multipart field of the company form accepts (`photo` is the logo). */
function companyFileKind(field: string): FileKind | null {
  if (field === COMPANY_FILE_FIELDS.photo) return 'logo';
  if (field === COMPANY_FILE_FIELDS.file_nib) return 'nib';
  if (field === COMPANY_FILE_FIELDS.file_npwp) return 'npwp';
  return null;
}

/** The company form's file fields, for reading the form (lib/multipart.ts). */
export const COMPANY_FORM_FILES: FormFiles = { kindOf: companyFileKind };

/** What the reference checks read: the parsed values, or the typed text when the schema refused some. */
type References = Pick<
  CompanyProfileValues,
  'name' | 'province_code' | 'city_code' | 'district_code' | 'sub_district_code'
> & { business_field_id: number | null };

/** The form's values; a 422 naming every field the schema refused (read with parseInto, like the vacancy's). */
function parseForm(fields: Record<string, string>): CompanyProfileValues {
  const parsed = CompanyProfileFormSchema.safeParse(fields);
  if (!parsed.success) throw invalidForm(parsed.error.issues);
  return parsed.data;
}

/** The references as typed, for checking them beside the schema's errors (docs/decisions/084). */
function referencesOf(fields: Record<string, string>): References {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name].trim() : '');
  const businessField = text('business_field_id');
  return {
    name: text('name'),
    province_code: text('province_code'),
    city_code: text('city_code'),
    district_code: text('district_code'),
    sub_district_code: text('sub_district_code'),
    business_field_id: /^\d{1,9}$/.test(businessField) ? Number(businessField) : null,
  };
}

/**
 * The checks the database answers (region chain, a name passing for the office, the business field),
 * run even when the schema refused other fields, so one answer names every error. A field the schema
 * already refused is not checked again.
 */
async function checkReferences(
  db: Db,
  v: References,
  uploads: CheckedUpload[],
  errors: FieldErrors,
): Promise<void> {
  const seen = new Set<string>();
  for (const u of uploads) {
    if (seen.has(u.field)) addError(errors, u.field, FILE_MESSAGES.tooManyFiles);
    seen.add(u.field);
  }
  const regionRefused = ['province_code', 'city_code', 'district_code', 'sub_district_code'].some(
    (name) => errors[name],
  );
  const businessFieldId = errors.business_field_id ? null : v.business_field_id;
  const [badRegion, fields] = await Promise.all([
    regionRefused ? null : brokenRegionField(db, v),
    businessFieldId === null
      ? new Set<number>()
      : existingMasterIds(db, 'business_fields', [businessFieldId]),
  ]);
  if (badRegion) addError(errors, badRegion, COMPANY_PROFILE_MESSAGES.badRegion);
  if (!errors.name && (await companyNameImitatesOffice(db, v.name))) {
    addError(errors, 'name', REVERIFICATION_MESSAGES.companyNameImitatesGovernment);
  }
  if (businessFieldId !== null && !fields.has(businessFieldId)) {
    addError(
      errors,
      'business_field_id',
      COMPANY_PROFILE_MESSAGES.badOption(COMPANY_LABELS.business_field_id),
    );
  }
}

/**
 * Writes the profile in one transaction. What the office verified (name, NIB, the NIB and NPWP files,
 * address and region, business field) changed on a VERIFIED or REJECTED company sends it back to
 * PENDING, with a history row and a note naming what changed: its vacancies leave the public lists until
 * the office decides again (docs/decisions/073). Returns the files the save replaced and whether the
 * status went back.
 */
async function writeProfile(tx: Db, userId: number, v: CompanyProfileValues, uploads: CheckedUpload[]) {
  const current = await repo.lockProfileOfUser(tx, userId);
  if (!current) throw notFound(PROFILE_NOT_FOUND);
  const newKey = (field: string) => uploads.find((u) => u.field === field)?.key;
  const logo = newKey(COMPANY_FILE_FIELDS.photo);
  const fileNib = newKey(COMPANY_FILE_FIELDS.file_nib);
  const fileNpwp = newKey(COMPANY_FILE_FIELDS.file_npwp);
  const after = { ...v, file_nib: fileNib ?? current.file_nib, file_npwp: fileNpwp ?? current.file_npwp };
  const changed = changedFields(COMPANY_VERIFIED_FIELDS, current, after);
  const backToPending =
    changed.length > 0 && (current.status === 'VERIFIED' || current.status === 'REJECTED');

  // slug_name stays as it is when the name changes: links to the company page must not break.
  const values: repo.CompanyUpdate = { ...v };
  if (logo) values.photo = logo;
  if (fileNib) values.file_nib = fileNib;
  if (fileNpwp) values.file_npwp = fileNpwp;
  if (backToPending) {
    const note = REVERIFICATION_MESSAGES.companyReverifyNote(changed.map((f) => COMPANY_VERIFIED_LABELS[f]));
    Object.assign(values, { status: 'PENDING', status_note: note });
    await recordOwnChange(tx, {
      subjectType: 'company',
      subjectId: current.id,
      fromStatus: current.status,
      toStatus: 'PENDING',
      note,
      userId,
    });
  }
  await repo.updateProfile(tx, userId, current.id, values);

  const replaced = [logo && current.photo, fileNib && current.file_nib, fileNpwp && current.file_npwp];
  return { replaced: replaced.filter((k): k is string => typeof k === 'string'), backToPending };
}

/**
 * POST /profile-company/: read → check files → validate → check references → store files → one
 * transaction → remove replaced files. Identity is the session's user only.
 */
export async function saveCompanyProfile(
  deps: FileDeps,
  user: AuthContext,
  form: MultipartForm,
  log: Log,
): Promise<{ data: Pick<CompanyProfileData, 'company_detail'>; message: string }> {
  assertCompany(user);
  // Files, fields and references are all checked before one answer names every error (docs/decisions/084).
  const errors: FieldErrors = {};
  const uploads = await checkUploadsInto(form.files, companyFileKind, errors);
  const parsed = parseInto(errors, () => parseForm(form.fields));
  await checkReferences(deps.db, parsed ?? referencesOf(form.fields), uploads, errors);
  throwIfAny(errors);
  const values = parsed!;

  const result = await saveWithUploads(deps, user.id, uploads, log, (tx) =>
    writeProfile(tx, user.id, values, uploads),
  );
  return {
    data: { company_detail: await loadProfile(deps.db, user.id) },
    message: result.backToPending
      ? COMPANY_PROFILE_MESSAGES.savedBackToPending
      : COMPANY_PROFILE_MESSAGES.saved,
  };
}
