import {
  MESSAGES,
  CERTIFICATE_FIELD_PATTERN,
  EDUCATION_FIELDS,
  FILE_MESSAGES,
  graduationYearProblem,
  SEEKER_CV_REMOVE_FIELD,
  SEEKER_FILE_FIELDS,
  SEEKER_LABELS,
  SEEKER_PROFILE_MESSAGES,
  SeekerBiodataFormSchema,
  REVERIFICATION_MESSAGES,
  SEEKER_IDENTITY_FIELDS,
  SEEKER_IDENTITY_LABELS,
  changedFields,
  SeekerQualificationFormSchema,
  isBiodataForm,
  isCvForm,
  isQualificationForm,
  validateValues,
  type FileKind,
  type SeekerBiodata,
  type SeekerProfileData,
  type SeekerQualification,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { FormFiles, MultipartForm } from '../../lib/multipart.ts';
import { recordOwnChange } from '../../lib/verification.ts';
import { checkUploadsInto, saveWithUploads, type CheckedUpload, type FileDeps } from '../files/service.ts';
import { brokenRegionField, listSubDistricts } from '../locations/service.ts';
import { educationLevels, existingMasterIds } from '../master/service.ts';
import { highestEducationId, wageRangeId } from './derived.ts';
import { addError, addIssues, parseInto, throwIfAny, type FieldErrors } from '../../lib/form-errors.ts';
import { toAppliedVacancy, toSeekerProfile } from './seeker-mapper.ts';
import * as repo from './seeker-repository.ts';
import { mapSeekerSkills } from '../../lib/skill-mapping.ts';

/** How many of the seeker's applications the profile lists. */
export const APPLIED_LIMIT = 50;
const PROFILE_NOT_FOUND = 'Profil pencari kerja tidak ditemukan.';
/** The wage column is a 32-bit integer: nine digits (under a billion rupiah a month) is plenty. */
const WAGE_MAX_DIGITS = 9;

interface Log {
  warn(obj: unknown, msg: string): void;
}

/** The profile belongs to the signed-in seeker; nobody else reaches it through these calls. */
function assertSeeker(user: AuthContext): void {
  if (user.role_name !== 'seeker') throw forbidden();
}

async function loadProfile(db: Db, userId: number) {
  // In turn: applying reads the profile inside its transaction, on one connection.
  const row = await repo.findProfileOfUser(db, userId);
  const entries = await repo.findEntriesOfUser(db, userId);
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return toSeekerProfile(row, entries);
}

/**
 * What the seeker must still fill in before applying (seekerProfileMissing on their own profile);
 * empty when they may apply. The applications domain calls this before an application is written.
 */
export async function missingForApplying(db: Db, userId: number): Promise<string[]> {
  return (await loadProfile(db, userId)).missing;
}

/**
 * What applying needs of the profile in one read: what is still missing, and the name a company sees
 * (the profile's full name, else the account's).
 */
export async function applicantOf(db: Db, userId: number): Promise<{ missing: string[]; name: string }> {
  const profile = await loadProfile(db, userId);
  return { missing: profile.missing, name: profile.full_name?.trim() || profile.name };
}

/** GET /profile-seeker: the profile, the villages of its district, and the latest applications. */
export async function getSeekerProfile(db: Db, user: AuthContext): Promise<SeekerProfileData> {
  assertSeeker(user);
  const [seeker_detail, applied] = await Promise.all([
    loadProfile(db, user.id),
    repo.listApplicationsOfUser(db, user.id, APPLIED_LIMIT),
  ]);
  const sub_districts = seeker_detail.district_code
    ? (await listSubDistricts(db, { district_code: seeker_detail.district_code })).sub_districts
    : [];
  return { seeker_detail, sub_districts, applied_seeker_job_vacancies: applied.map(toAppliedVacancy) };
}

/** Which kind of file each multipart field of the seeker form accepts. */
function seekerFileKind(field: string): FileKind | null {
  if (field === SEEKER_FILE_FIELDS.photo) return 'photo';
  if (field === SEEKER_FILE_FIELDS.file_ktp) return 'ktp';
  if (field === SEEKER_FILE_FIELDS.file_cv) return 'cv';
  return CERTIFICATE_FIELD_PATTERN.test(field) ? 'certificate' : null;
}

/** The seeker form's file fields, for reading the form (lib/multipart.ts). */
export const SEEKER_FORM_FILES: FormFiles = { kindOf: seekerFileKind };

interface Sections {
  biodata: SeekerBiodata | null;
  qualification: SeekerQualification | null;
  /** The CV form's removal (docs/decisions/088); a new CV comes as the `file_cv` upload. */
  removeCv: boolean;
}

/**
 * The sections a form carries, each validated whole. A form with none is read as a biodata form, so
 * it is refused with the biodata's required fields named rather than saved as nothing. The CV form
 * (a new `file_cv`, or `remove_file_cv=1`) is a section of its own: it saves the CV alone.
 */
/**
 * `fileFields`: the file parts the form carried (a file that failed its checks included, so a CV form
 * with a bad file is still read as the CV form and answered with the file's own message).
 */
function parseSections(fields: Record<string, string>, fileFields: string[]): Sections {
  const errors: FieldErrors = {};
  const hasQualification = isQualificationForm(fields);
  const cvForm = isCvForm(fields, fileFields);
  const removeCv = fields[SEEKER_CV_REMOVE_FIELD] === '1';
  if (SEEKER_CV_REMOVE_FIELD in fields && !['0', '1'].includes(fields[SEEKER_CV_REMOVE_FIELD]!)) {
    addError(errors, SEEKER_CV_REMOVE_FIELD, MESSAGES.invalidInput);
  }
  // `remove_file_cv=0` alone would save nothing: the seeker forgot to choose the file.
  const hasCvFile = fileFields.includes(SEEKER_FILE_FIELDS.file_cv);
  if (cvForm && !removeCv && !hasCvFile && !isBiodataForm(fields) && !hasQualification) {
    addError(errors, SEEKER_FILE_FIELDS.file_cv, SEEKER_PROFILE_MESSAGES.cvMissing);
  }
  const hasBiodata = isBiodataForm(fields) || (!hasQualification && !cvForm);
  let biodata: SeekerBiodata | null = null;
  let qualification: SeekerQualification | null = null;
  if (hasBiodata) {
    const parsed = SeekerBiodataFormSchema.safeParse(fields);
    if (parsed.success) biodata = parsed.data;
    else addIssues(errors, parsed.error.issues);
  }
  if (hasQualification) {
    const parsed = SeekerQualificationFormSchema.safeParse(fields);
    if (parsed.success) qualification = parsed.data;
    else addIssues(errors, parsed.error.issues);
  }
  throwIfAny(errors);
  return { biodata, qualification, removeCv };
}

/** Each file field at most once; a certificate only for a row the form sends. */
function checkFileFields(uploads: CheckedUpload[], s: Sections, errors: FieldErrors): void {
  const seen = new Set<string>();
  for (const u of uploads) {
    if (seen.has(u.field)) addError(errors, u.field, FILE_MESSAGES.tooManyFiles);
    seen.add(u.field);
    const match = CERTIFICATE_FIELD_PATTERN.exec(u.field);
    if (!match) continue;
    const rows = s.qualification?.[match[1] as 'educations' | 'skills'];
    if (!rows || Number(match[2]) >= rows.length) {
      addError(errors, u.field, FILE_MESSAGES.unknownField(u.field));
    }
  }
}

/** What the schemas cannot know: regions and master choices exist, the NIK is this account's alone. */
async function checkReferences(db: Db, userId: number, s: Sections, errors: FieldErrors): Promise<void> {
  const { biodata: b, qualification: q } = s;
  if (b) {
    const [badRegion, religions, nikTaken] = await Promise.all([
      brokenRegionField(db, b),
      existingMasterIds(db, 'religions', [b.religion_id]),
      repo.nikUsedByOther(db, userId, b.nik),
    ]);
    if (badRegion) addError(errors, badRegion, SEEKER_PROFILE_MESSAGES.badRegion);
    if (!religions.has(b.religion_id)) {
      addError(errors, 'religion_id', SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.religion_id));
    }
    if (nikTaken) addError(errors, 'nik', SEEKER_PROFILE_MESSAGES.nikTaken);
  }
  if (q) {
    const educationIds = q.educations.map((e) => e.education_id!);
    const [positions, disabilities, levels] = await Promise.all([
      existingMasterIds(db, 'positions', q.position_id === null ? [] : [q.position_id]),
      existingMasterIds(db, 'disabilities', q.disability_id === null ? [] : [q.disability_id]),
      existingMasterIds(db, 'educations', educationIds),
    ]);
    if (q.position_id !== null && !positions.has(q.position_id)) {
      addError(errors, 'position_id', SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.position_id));
    }
    if (q.disability_id !== null && !disabilities.has(q.disability_id)) {
      addError(errors, 'disability_id', SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.disability_id));
    }
    // A graduation year must fit the birth date, the one sent now or the one stored (issue 17 item 10).
    const birthDate = b?.birth_date || (await repo.findProfileOfUser(db, userId))?.birth_date || null;
    q.educations.forEach((e, i) => {
      const problem = e.graduation_year === null ? null : graduationYearProblem(e.graduation_year, birthDate);
      if (problem) addError(errors, `educations.${i}.graduation_year`, problem);
    });
    educationIds.forEach((id, i) => {
      if (!levels.has(id)) {
        addError(
          errors,
          `educations.${i}.education_id`,
          SEEKER_PROFILE_MESSAGES.badOption(EDUCATION_FIELDS.education_id.label),
        );
      }
    });
    if (q.wage_expectation !== null) {
      const tooLong = validateValues(
        { wage_expectation: { label: SEEKER_LABELS.wage_expectation, rules: `max:${WAGE_MAX_DIGITS}` } },
        { wage_expectation: String(q.wage_expectation) },
      ).wage_expectation;
      if (tooLong) addError(errors, 'wage_expectation', tooLong);
    }
  }
}

/** A form that saved the CV and nothing else. */
const cvOnly = (s: Sections) => s.biodata === null && s.qualification === null;

const emptyToNull = (v: string) => (v === '' ? null : v);

/**
 * Writes the sections inside one transaction and returns the keys of the files the save replaced
 * (old photo or KTP, certificates of removed rows or replaced by a new file), to delete after commit,
 * and whether a changed identity sent a verified seeker back to the office (docs/decisions/073).
 */
async function writeProfile(
  tx: Db,
  userId: number,
  s: Sections,
  uploads: CheckedUpload[],
  levels: number[],
): Promise<{ replaced: string[]; reverify: boolean }> {
  const current = await repo.lockProfileOfUser(tx, userId);
  if (!current) throw notFound(PROFILE_NOT_FOUND);
  const newKey = (field: string) => uploads.find((u) => u.field === field)?.key;
  const replaced: (string | null)[] = [];
  const values: repo.SeekerUpdate = {};

  const photo = newKey(SEEKER_FILE_FIELDS.photo);
  if (photo) {
    values.photo = photo;
    replaced.push(current.photo);
  }
  const ktp = newKey(SEEKER_FILE_FIELDS.file_ktp);
  if (ktp) {
    values.file_ktp = ktp;
    replaced.push(current.file_ktp);
  }
  const cv = newKey(SEEKER_FILE_FIELDS.file_cv);
  if (cv || s.removeCv) {
    values.file_cv = cv ?? null;
    replaced.push(current.file_cv);
  }
  if (s.biodata) Object.assign(values, s.biodata);
  // The AK/1 card vouches for the identity the office verified: a change waits for the office again
  // (same number kept; the card and its public check say "not valid" meanwhile).
  const changed = s.biodata ? changedFields(SEEKER_IDENTITY_FIELDS, current, s.biodata) : [];
  const reverify = current.status === 'VERIFIED' && changed.length > 0;
  if (reverify) {
    const note = REVERIFICATION_MESSAGES.seekerReverifyNote(changed.map((f) => SEEKER_IDENTITY_LABELS[f]));
    Object.assign(values, {
      status: 'NOT_YET_VERIFIED',
      status_note: note,
      verified_at: null,
    } satisfies repo.SeekerUpdate);
    await recordOwnChange(tx, {
      subjectType: 'seeker',
      subjectId: current.id,
      fromStatus: current.status,
      toStatus: 'NOT_YET_VERIFIED',
      note,
      userId,
    });
  }

  const q = s.qualification;
  if (q) {
    Object.assign(values, {
      position_id: q.position_id,
      is_position_other: q.is_position_other,
      position_other: q.position_other,
      job_location_expectation: q.job_location_expectation,
      job_locale_in: q.job_locale_in,
      wage_expectation: q.wage_expectation,
      wage_amount_id: wageRangeId(q.wage_expectation),
      latest_gpa: q.latest_gpa === null ? null : q.latest_gpa.toFixed(2),
      disability_id: q.disability_id,
      language_skills: q.language_skills,
      language_another: q.language_another,
      about: q.about,
      is_public: q.is_public,
      education_id: highestEducationId(q.educations, levels),
    } satisfies repo.SeekerUpdate);

    // A key sent back in the JSON is kept only if this profile holds it now: a client cannot point
    // a row at someone else's file.
    const held = await repo.certificateKeysOf(tx, current.id);
    const certificate = (list: 'educations' | 'skills', i: number, sent: string | null) =>
      newKey(`${list}[${i}][certificate]`) ?? (sent !== null && held.has(sent) ? sent : null);
    const entries: repo.SeekerEntries = {
      educations: q.educations.map((e, i) => ({
        education_id: e.education_id!,
        school_name: emptyToNull(e.school_name),
        graduation_year: e.graduation_year,
        major: emptyToNull(e.major),
        is_lock: e.is_lock,
        certificate: certificate('educations', i, e.certificate),
        sort: i,
      })),
      experiences: q.experiences.map((e, i) => ({
        company_name: e.company_name,
        position: emptyToNull(e.position),
        jobdesk: emptyToNull(e.jobdesk),
        start_date: emptyToNull(e.start_date),
        end_date: emptyToNull(e.end_date),
        sort: i,
      })),
      skills: q.skills.map((e, i) => ({
        name: e.name,
        description: emptyToNull(e.description),
        duration: emptyToNull(e.duration),
        certificate: certificate('skills', i, e.certificate),
        sort: i,
      })),
    };
    await repo.replaceEntries(tx, current.id, entries);
    // The skills → the skills vocabulary, kept current on every save (docs/decisions/107).
    await mapSeekerSkills(tx, current.id);
    const kept = new Set([...entries.educations, ...entries.skills].map((e) => e.certificate));
    replaced.push(...[...held].filter((key) => !kept.has(key)));
  }
  await repo.updateProfile(tx, current.id, values);
  return { replaced: replaced.filter((k): k is string => k !== null), reverify };
}

/**
 * POST /profile-seeker/: read → check files → validate sections → check references → store files →
 * one transaction → remove the files it replaced. Identity is the session's user only: ids in the
 * form (auth_user_id, seeker_detail_id, user_id) and the *_size fields are never read.
 */
export async function saveSeekerProfile(
  deps: FileDeps,
  user: AuthContext,
  form: MultipartForm,
  log: Log,
): Promise<{ data: Pick<SeekerProfileData, 'seeker_detail'>; message: string }> {
  assertSeeker(user);
  // Files and fields are checked together: one answer names both (docs/decisions/084).
  const errors: FieldErrors = {};
  const uploads = await checkUploadsInto(form.files, seekerFileKind, errors);
  // An empty part is a file input left blank (files/service.ts checkUploadsInto): no file.
  const fileFields = form.files.filter((f) => f.size > 0 || f.filename !== '').map((f) => f.field);
  const parsed = parseInto(errors, () => parseSections(form.fields, fileFields));
  throwIfAny(errors);
  const sections = parsed!;
  checkFileFields(uploads, sections, errors);
  await checkReferences(deps.db, user.id, sections, errors);
  throwIfAny(errors);

  const levels = sections.qualification ? await educationLevels(deps.db) : [];
  const written = await saveWithUploads(deps, user.id, uploads, log, (tx) =>
    writeProfile(tx, user.id, sections, uploads, levels),
  );
  return {
    data: { seeker_detail: await loadProfile(deps.db, user.id) },
    message: written.reverify
      ? REVERIFICATION_MESSAGES.seekerSavedReverify
      : cvOnly(sections)
        ? sections.removeCv
          ? SEEKER_PROFILE_MESSAGES.cvRemoved
          : SEEKER_PROFILE_MESSAGES.cvSaved
        : SEEKER_PROFILE_MESSAGES.saved,
  };
}
