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
import { checkUploads, saveWithUploads, type CheckedUpload, type FileDeps } from '../files/service.ts';
import { brokenRegionField, listCities, listDistricts, listSubDistricts } from '../locations/service.ts';
import { existingMasterIds } from '../master/service.ts';
import { companyNameImitatesOffice } from '../settings/service.ts';
import { toCompanyProfile } from './company-mapper.ts';
import * as repo from './company-repository.ts';
import { addError, invalidForm, throwIfAny, type FieldErrors } from '../../lib/form-errors.ts';

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

function parseForm(fields: Record<string, string>): CompanyProfileValues {
  const parsed = CompanyProfileFormSchema.safeParse(fields);
  if (!parsed.success) throw invalidForm(parsed.error.issues);
  return parsed.data;
}

async function checkReferences(
  db: Db,
  v: CompanyProfileValues,
  uploads: CheckedUpload[],
  errors: FieldErrors,
): Promise<void> {
  const seen = new Set<string>();
  for (const u of uploads) {
    if (seen.has(u.field)) addError(errors, u.field, FILE_MESSAGES.tooManyFiles);
    seen.add(u.field);
  }
  const [badRegion, fields] = await Promise.all([
    brokenRegionField(db, v),
    existingMasterIds(db, 'business_fields', [v.business_field_id]),
  ]);
  if (badRegion) addError(errors, badRegion, COMPANY_PROFILE_MESSAGES.badRegion);
  if (await companyNameImitatesOffice(db, v.name)) {
    addError(errors, 'name', REVERIFICATION_MESSAGES.companyNameImitatesGovernment);
  }
  if (!fields.has(v.business_field_id)) {
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
  const uploads = await checkUploads(form.files, companyFileKind);
  const values = parseForm(form.fields);
  const errors: FieldErrors = {};
  await checkReferences(deps.db, values, uploads, errors);
  throwIfAny(errors);

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
