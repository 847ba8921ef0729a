import {
  FILE_MESSAGES,
  VACANCY_FORM_MESSAGES,
  VACANCY_LABELS,
  VACANCY_POSTER_FIELD,
  VacancyFormSchema,
  expiryFrom,
  type CompanyVacanciesData,
  type CompanyVacanciesQuery,
  type CompanyVacancy,
  type FileKind,
  type PublicationStatus,
  type VacancyFormValues,
} from '@siloker/shared';
import { mapVacancySkills } from '../../lib/skill-mapping.ts';
import type { Db } from '../../db/client.ts';
import { jobVacancies } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { FormFiles, MultipartForm } from '../../lib/multipart.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { checkUploadsInto, saveWithUploads, type CheckedUpload, type FileDeps } from '../files/service.ts';
import { brokenRegionField } from '../locations/service.ts';
import { existingMasterIds } from '../master/service.ts';
import { addError, invalidForm, parseInto, throwIfAny, type FieldErrors } from '../../lib/form-errors.ts';
import { benefitNames } from './cards.ts';
import { toCompanyVacancy, toCompanyVacancyOwner } from './company-mapper.ts';
import * as repo from './company-repository.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { notifyClosedSavedVacancies } from '../saved-vacancies/service.ts';
import { openFillReports } from '../wllp/service.ts';
import { checkPostingInto } from '../posting-rules/service.ts';
import { vacancyMayBePublic } from '../../lib/vacancy-public-hint.ts';

interface Log {
  warn(obj: unknown, msg: string): void;
}

/** A company acting on its own company_detail_id only (docs/product.md §6: the id comes from the session). */
function assertOwnCompany(user: AuthContext, companyDetailId: number): number {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  if (user.company_detail_id !== companyDetailId) throw forbidden(VACANCY_FORM_MESSAGES.notOwnCompany);
  return companyDetailId;
}

function ownCompanyOf(user: AuthContext): number {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  return user.company_detail_id;
}

/** 403 when the vacancy is another company's, 404 when there is no such live vacancy. */
async function refuseMissing(db: Db, key: { id: number | null; title_slug: string | null }): Promise<never> {
  const owner = await repo.ownerOf(db, key);
  throw owner === null
    ? notFound(VACANCY_FORM_MESSAGES.notFound)
    : forbidden(VACANCY_FORM_MESSAGES.notOwnCompany);
}

async function loadCompany(db: Db, companyId: number) {
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

type CompanyState = { status: string; status_note: string | null };

/** Each row with its benefit names and why publishing it would be refused now (issue 17 item 5). */
async function withBenefitNames(
  db: Db,
  company: CompanyState,
  rows: repo.OwnVacancyRow[],
): Promise<CompanyVacancy[]> {
  const names = await benefitNames(db, [...new Set(rows.flatMap((r) => (r.benefits ?? []).map(Number)))]);
  return rows.map((r) =>
    toCompanyVacancy(r, names, r.publication_status === 'PUBLISHED' ? null : publishRefusal(company, r)),
  );
}

/** GET /job-vacancies/company/{id}: a tab of the company's own vacancies with both tabs' counts. */
export async function listCompanyVacancies(
  db: Db,
  user: AuthContext,
  companyDetailId: number,
  q: CompanyVacanciesQuery,
  defaultLocation: CompanyVacanciesData['default_location'],
): Promise<CompanyVacanciesData> {
  const companyId = assertOwnCompany(user, companyDetailId);
  const filter: repo.OwnListFilter = { tab: q.tab, search: q.search, title_slug: q.title_slug };
  const [company, rows, counts] = await Promise.all([
    loadCompany(db, companyId),
    repo.listOwn(db, companyId, filter, { offset: q.offset, limit: q.limit }),
    repo.countOwn(db, companyId, filter),
  ]);
  const total =
    q.tab === 'active'
      ? counts.active
      : q.tab === 'inactive'
        ? counts.inactive
        : counts.active + counts.inactive;
  return {
    job_vacancies: await withBenefitNames(db, company, rows),
    company_detail: toCompanyVacancyOwner(company),
    total,
    total_active: counts.active,
    total_inactive: counts.inactive,
    default_location: defaultLocation,
  };
}

const posterKind = (field: string): FileKind | null => (field === VACANCY_POSTER_FIELD ? 'poster' : null);

/** The vacancy form's one file field, for reading the form (lib/multipart.ts). */
export const VACANCY_FORM_FILES: FormFiles = { kindOf: posterKind };

function parseForm(fields: Record<string, string>): VacancyFormValues {
  const parsed = VacancyFormSchema.safeParse(fields);
  if (!parsed.success) throw invalidForm(parsed.error.issues);
  return parsed.data;
}

/** Choices must name real master entries and the region a real chain (district and village optional). */
async function checkReferences(db: Db, v: VacancyFormValues, uploads: CheckedUpload[], errors: FieldErrors) {
  if (uploads.length > 1) addError(errors, VACANCY_POSTER_FIELD, FILE_MESSAGES.tooManyFiles);
  const [badRegion, jobTypes, positions, educations, benefits] = await Promise.all([
    brokenRegionField(db, {
      province_code: v.province_code,
      city_code: v.city_code,
      district_code: v.district_code ?? '',
      sub_district_code: v.sub_district_code ?? '',
    }),
    existingMasterIds(db, 'job_types', [v.job_type_id]),
    existingMasterIds(db, 'positions', v.position_id === null ? [] : [v.position_id]),
    existingMasterIds(db, 'educations', v.education_id === null ? [] : [v.education_id]),
    existingMasterIds(db, 'benefits', v.benefits),
  ]);
  // The chain may stop at the city: a missing district or village is only wrong when it was given.
  const optionalMissing =
    (badRegion === 'district_code' && v.district_code === null) ||
    (badRegion === 'sub_district_code' && v.sub_district_code === null);
  if (badRegion && !optionalMissing) addError(errors, badRegion, VACANCY_FORM_MESSAGES.badRegion);
  const bad = (field: keyof typeof VACANCY_LABELS) =>
    addError(errors, field, VACANCY_FORM_MESSAGES.badOption(VACANCY_LABELS[field]));
  if (!jobTypes.has(v.job_type_id)) bad('job_type_id');
  if (v.position_id !== null && !positions.has(v.position_id)) bad('position_id');
  if (v.education_id !== null && !educations.has(v.education_id)) bad('education_id');
  if (v.benefits.some((id) => id !== 0 && !benefits.has(id))) bad('benefits');
}

/** The columns a save writes: the form's values, the expiry from today, and back to PENDING (§4). */
function columnsOf(v: VacancyFormValues, defaultEmail: string | null, today: Date): repo.VacancyWrite {
  const { id: _id, title_slug: _slug, ...fields } = v;
  return {
    ...fields,
    email: fields.email ?? defaultEmail,
    expired_at: expiryFrom(fields.deadline, fields.deadline_period, today),
    status: 'PENDING',
    status_note: null,
    verified_at: null,
    verified_by: null,
  };
}

/** Inserts with a fresh unique slug; two saves racing for one slug retry with the next free one. */
async function insertWithSlug(db: Db, companyId: number, title: string, values: repo.VacancyWrite) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = await uniqueSlug(tx, jobVacancies.title_slug, title);
        return repo.insertVacancy(tx, companyId, slug, values);
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * POST /job-vacancies/company/{id}: create, or edit when the form names one of the company's own
 * vacancies by id or title_slug. Read → check poster → validate → check references → store poster →
 * write → remove the replaced poster. The title_slug of an edited vacancy stays (links keep working).
 */
export async function saveCompanyVacancy(
  deps: FileDeps,
  user: AuthContext,
  companyDetailId: number,
  form: MultipartForm,
  log: Log,
): Promise<{ job_vacancy: CompanyVacancy; created: boolean }> {
  const companyId = assertOwnCompany(user, companyDetailId);
  // The poster and the fields are checked together: one answer names both (docs/decisions/084).
  const formErrors: FieldErrors = {};
  const uploads = await checkUploadsInto(form.files, posterKind, formErrors);
  const parsed = parseInto(formErrors, () => parseForm(form.fields));
  throwIfAny(formErrors);
  const values = parsed!;
  const key = { id: values.id, title_slug: values.title_slug };
  const editing = key.id !== null || key.title_slug !== null;
  if (editing && !(await repo.findOwnKey(deps.db, companyId, key))) await refuseMissing(deps.db, key);

  const errors: FieldErrors = {};
  await checkReferences(deps.db, values, uploads, errors);
  // Fee wording refused, flagged requirements only with a reason (docs/decisions/102).
  await checkPostingInto(deps.db, values, errors);
  throwIfAny(errors);
  const company = await loadCompany(deps.db, companyId);
  const columns = columnsOf(values, company.email, new Date());
  const poster = uploads[0]?.key;
  if (poster) columns.poster = poster;
  else delete columns.poster;

  // A new vacancy's slug race retries inside this transaction (insertWithSlug's savepoints).
  const { id } = await saveWithUploads(deps, user.id, uploads, log, async (tx) => {
    if (!editing) {
      const draft: repo.VacancyWrite = { ...columns, publication_status: 'DRAFT' };
      const created = await insertWithSlug(tx, companyId, values.title, draft);
      // Required skills → the skills vocabulary, kept current on every save (docs/decisions/107).
      await mapVacancySkills(tx, created);
      return { id: created };
    }
    const current = await repo.lockOwn(tx, companyId, key);
    if (!current) throw notFound(VACANCY_FORM_MESSAGES.notFound);
    await repo.updateVacancy(tx, companyId, current.id, columns);
    await mapVacancySkills(tx, current.id);
    return { id: current.id, replaced: [poster && current.poster] };
  });
  const row = await repo.findOwnById(deps.db, companyId, id);
  if (!row) throw notFound(VACANCY_FORM_MESSAGES.notFound);
  const [job_vacancy] = await withBenefitNames(deps.db, company, [row]);
  return { job_vacancy: job_vacancy!, created: !editing };
}

/** Why a vacancy may not be PUBLISHED yet, or null when it may (§4: the office verifies both). */
function publishRefusal(
  company: CompanyState,
  vacancy: { status: string; status_note: string | null; expired_at: Date | string | null },
): string | null {
  if (company.status === 'REJECTED') return VACANCY_FORM_MESSAGES.companyRejected(company.status_note);
  if (company.status !== 'VERIFIED') return VACANCY_FORM_MESSAGES.companyNotVerified;
  if (vacancy.status === 'REJECTED') return VACANCY_FORM_MESSAGES.vacancyRejected(vacancy.status_note);
  if (vacancy.status !== 'VERIFIED') return VACANCY_FORM_MESSAGES.vacancyPending;
  if (vacancy.expired_at && new Date(vacancy.expired_at).getTime() <= Date.now())
    return VACANCY_FORM_MESSAGES.expired;
  return null;
}

const PUBLICATION_MESSAGES: Record<PublicationStatus, string> = {
  PUBLISHED: VACANCY_FORM_MESSAGES.published,
  DRAFT: VACANCY_FORM_MESSAGES.unpublished,
  CLOSED: VACANCY_FORM_MESSAGES.closed,
};

/** POST /job-vacancies/change-publication-status/{id}: the owner publishes, withdraws or closes. */
export async function changePublicationStatus(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  status: PublicationStatus,
): Promise<{ job_vacancy: CompanyVacancy; message: string }> {
  const companyId = ownCompanyOf(user);
  const key = { id: vacancyId, title_slug: null };
  const company = await loadCompany(db, companyId);
  const found = await db.transaction(async (tx) => {
    const current = await repo.lockOwn(tx, companyId, key);
    if (!current) return false;
    if (status === 'PUBLISHED') {
      const refusal = publishRefusal(company, current);
      if (refusal) throw new AppError('CONFLICT', refusal);
    }
    const changes: Partial<repo.VacancyWrite> = { publication_status: status };
    if (status === 'PUBLISHED' && current.publication_status !== 'PUBLISHED')
      changes.published_at = new Date();
    // closed_at starts the applicants' document window when the vacancy stops being live (its first
    // stop counts) and clears when it is published again (docs/decisions/076).
    if (status === 'PUBLISHED') changes.closed_at = null;
    else if (current.publication_status === 'PUBLISHED') changes.closed_at = current.closed_at ?? new Date();
    await repo.updateVacancy(tx, companyId, current.id, changes);
    return true;
  });
  if (!found) await refuseMissing(db, key);
  // Seekers who saved it hear now, not at the next sweep (docs/decisions/087).
  if (status !== 'PUBLISHED') await notifyClosedSavedVacancies(db, vacancyId);
  // The fill report is owed from now (Perpres 57/2023 Pasal 6, docs/decisions/105).
  if (status !== 'PUBLISHED') await openFillReports(db, vacancyId);
  // Job alerts sent at once look for it (docs/decisions/108).
  if (status === 'PUBLISHED') vacancyMayBePublic();
  const row = await repo.findOwnById(db, companyId, vacancyId);
  if (!row) throw notFound(VACANCY_FORM_MESSAGES.notFound);
  const [job_vacancy] = await withBenefitNames(db, company, [row]);
  return { job_vacancy: job_vacancy!, message: PUBLICATION_MESSAGES[status] };
}

/** DELETE /job-vacancies/{id}: removed from every list; its applications and their history stay. */
export async function removeCompanyVacancy(db: Db, user: AuthContext, vacancyId: number): Promise<void> {
  const companyId = ownCompanyOf(user);
  if (!(await repo.markRemoved(db, companyId, vacancyId)))
    await refuseMissing(db, { id: vacancyId, title_slug: null });
  await notifyClosedSavedVacancies(db, vacancyId);
  await openFillReports(db, vacancyId);
}

/**
 * Closes a company's published vacancy without a request from it (the unanswered "Masih membuka
 * lowongan ini?", docs/decisions/104): the same change as its own "Tutup" above, with the same
 * saved-vacancy notices. False when it was no longer published.
 */
export async function closeVacancyOfCompany(db: Db, companyId: number, vacancyId: number): Promise<boolean> {
  const closed = await db.transaction(async (tx) => {
    const current = await repo.lockOwn(tx, companyId, { id: vacancyId, title_slug: null });
    if (!current || current.publication_status !== 'PUBLISHED') return false;
    await repo.updateVacancy(tx, companyId, current.id, {
      publication_status: 'CLOSED',
      closed_at: current.closed_at ?? new Date(),
    });
    return true;
  });
  if (closed) await notifyClosedSavedVacancies(db, vacancyId);
  return closed;
}
