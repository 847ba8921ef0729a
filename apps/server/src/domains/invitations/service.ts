import {
  INVITATIONS_PER_COMPANY_PER_DAY,
  INVITATION_DECLINED_NOTE,
  INVITATION_MESSAGES,
  INVITATION_NOTIFICATIONS,
  NOTIFICATION_TYPES,
  type InvitationData,
  type InvitationListData,
  type InvitationListQuery,
  type InviteBody,
  invitationLimitMessage,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors.ts';
import { hit, type Limit } from '../../lib/throttle.ts';
import { companyName } from '../companies/service.ts';
import { notify } from '../notifications/service.ts';
import { missingForApplying } from '../profiles/index.ts';
import * as inv from './repository.ts';
import { toInvitation } from './mapper.ts';
import * as applications from '../applications/service.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/**
 * Invitations ('tawar lamaran', docs/decisions/064-invitations.md): a company offers a public seeker one
 * of its own public vacancies; the seeker accepts (the row becomes an application at APPLIED) or
 * declines (REJECTED, with the note saying so). Authorization first, then the rules.
 */

/** Where the notifications point (apps/web/src/config/paths.ts). */
const SEEKER_APPLICATIONS_LINK = '/panel/data-lowongan-kerja/pencari-kerja';
const applicantsLink = (titleSlug: string) => `/panel/data-lowongan-kerja/${titleSlug}/pencari-kerja`;

/** A company's invitations in one day (24 hours from its first): the directory cannot be harvested. */
const INVITATIONS_LIMIT: Limit = {
  name: 'invite:company',
  max: INVITATIONS_PER_COMPANY_PER_DAY,
  windowSeconds: 24 * 60 * 60,
};

function ownCompanyId(user: AuthContext): number {
  if (user.role_name !== 'company' || user.company_detail_id === null) {
    throw forbidden(INVITATION_MESSAGES.onlyCompanies);
  }
  return user.company_detail_id;
}

function ownSeekerId(user: AuthContext): number {
  if (user.role_name !== 'seeker' || user.seeker_detail_id === null) {
    throw forbidden(INVITATION_MESSAGES.onlySeekers);
  }
  return user.seeker_detail_id;
}

async function readOne(db: Db, invitationId: number) {
  const row = await inv.readInvitation(db, invitationId);
  if (!row) throw notFound(INVITATION_MESSAGES.notFound);
  const histories = await applications.statusHistoriesOf(db, [row.id]);
  return toInvitation(row, histories);
}

/**
 * POST /invitations: a company → its own vacancy (another's → 403) → public (else 422) → the seeker
 * opted into the directory (else 404) → not yet invited or applied (409; the unique index settles a
 * race) → under the company's daily limit (else 429) → the INVITED row and its history → the seeker is told.
 */
export async function invite(db: Db, user: AuthContext, body: InviteBody): Promise<InvitationData> {
  const companyId = ownCompanyId(user);
  const vacancy = await applications.findVacancy(db, body.job_vacancy_id);
  if (!vacancy) throw notFound(INVITATION_MESSAGES.vacancyNotFound);
  if (vacancy.company_detail_id !== companyId) throw forbidden(INVITATION_MESSAGES.notOwnVacancy);
  if (!vacancy.is_public) throw new AppError('VALIDATION', INVITATION_MESSAGES.vacancyNotPublic);

  const seeker = await inv.findInvitableSeeker(db, body.seeker_detail_id);
  if (!seeker) throw notFound(INVITATION_MESSAGES.seekerNotInvitable);

  const existing = await applications.findApplication(db, vacancy.id, seeker.id);
  const taken = (invited: boolean) =>
    conflict(invited ? INVITATION_MESSAGES.alreadyInvited : INVITATION_MESSAGES.alreadyApplied);
  if (existing) throw taken(existing.is_invitation);

  // Counted in the shared rate_limits table (every server process sees it) once the invitation would
  // be sent, so a refused one writes no row (docs/decisions/076).
  const { count, retryAfter } = await hit(db, INVITATIONS_LIMIT, companyId);
  if (count > INVITATIONS_LIMIT.max) throw tooManyRequests(invitationLimitMessage(retryAfter), retryAfter);

  let created: { id: number };
  try {
    created = await db.transaction((tx) =>
      inv.insertInvitation(tx, {
        vacancyId: vacancy.id,
        seekerId: seeker.id,
        userId: user.id,
        message: body.message ?? null,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(true);
    throw error;
  }

  await notify(db, [seeker.user_id], {
    type: NOTIFICATION_TYPES.invitationNew,
    ...INVITATION_NOTIFICATIONS.invited((await companyName(db, companyId)) ?? '', vacancy.title),
    link: SEEKER_APPLICATIONS_LINK,
  });
  return { invitation: await readOne(db, created.id) };
}

/** GET /invitations: the seeker's own, or the ones the company sent; 5 a page, newest first. */
export async function listInvitations(
  db: Db,
  user: AuthContext,
  q: InvitationListQuery,
): Promise<InvitationListData> {
  const owner: inv.InvitationOwner =
    user.role_name === 'company' ? { companyId: ownCompanyId(user) } : { seekerId: ownSeekerId(user) };
  const [rows, total] = await Promise.all([
    inv.listInvitations(db, owner, { offset: q.offset, limit: q.limit }, q.answer),
    inv.countInvitations(db, owner, q.answer),
  ]);
  const histories = await applications.statusHistoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return { invitations: rows.map((r) => toInvitation(r, histories)), total };
}

/** The seeker's own invitation, still unanswered: unknown → 404, another seeker's → 403, answered → 409. */
async function ownPendingInvitation(db: Db, seekerId: number, invitationId: number) {
  const row = await inv.lockInvitation(db, invitationId);
  if (!row) throw notFound(INVITATION_MESSAGES.notFound);
  if (row.seeker_detail_id !== seekerId) throw forbidden(INVITATION_MESSAGES.notOwnInvitation);
  if (row.status !== 'INVITED') throw conflict(INVITATION_MESSAGES.alreadyAnswered);
  return row;
}

async function tellCompany(db: Db, vacancyId: number, seekerId: number, accepted: boolean) {
  const vacancy = await applications.findVacancy(db, vacancyId);
  if (!vacancy) return;
  const name = await applications.seekerName(db, seekerId);
  const text = accepted ? INVITATION_NOTIFICATIONS.accepted : INVITATION_NOTIFICATIONS.declined;
  await notify(db, [vacancy.company_user_id], {
    type: accepted ? NOTIFICATION_TYPES.invitationAccepted : NOTIFICATION_TYPES.invitationDeclined,
    ...text(name, vacancy.title),
    link: applicantsLink(vacancy.title_slug),
  });
}

/**
 * POST /invitations/{id}/accept: the seeker's own pending invitation → the vacancy is still public →
 * the profile has what applying needs (422 naming what is missing) → in one transaction, re-checked on
 * the locked row: APPLIED now, history INVITED → APPLIED, applicant_count + 1 → the company is told.
 */
export async function acceptInvitation(
  db: Db,
  user: AuthContext,
  invitationId: number,
): Promise<InvitationData> {
  const seekerId = ownSeekerId(user);
  const pending = await ownPendingInvitation(db, seekerId, invitationId);
  const vacancy = await applications.findVacancy(db, pending.job_vacancy_id);
  if (!vacancy?.is_public) throw new AppError('VALIDATION', INVITATION_MESSAGES.vacancyUnavailable);
  const missing = await missingForApplying(db, user.id);
  if (missing.length > 0) {
    throw new AppError('VALIDATION', INVITATION_MESSAGES.profileIncomplete(missing), undefined, {
      missing,
    });
  }

  const applicant_count = await db.transaction(async (tx) => {
    const row = await ownPendingInvitation(tx, seekerId, invitationId);
    return inv.acceptInvitation(tx, { id: row.id, vacancyId: row.job_vacancy_id, userId: user.id });
  });

  await tellCompany(db, pending.job_vacancy_id, seekerId, true);
  return { invitation: await readOne(db, invitationId), applicant_count };
}

/** POST /invitations/{id}/decline: the seeker's own pending invitation → REJECTED with the note → told. */
export async function declineInvitation(
  db: Db,
  user: AuthContext,
  invitationId: number,
): Promise<InvitationData> {
  const seekerId = ownSeekerId(user);
  const pending = await ownPendingInvitation(db, seekerId, invitationId);
  await db.transaction(async (tx) => {
    const row = await ownPendingInvitation(tx, seekerId, invitationId);
    await inv.declineInvitation(tx, { id: row.id, userId: user.id, note: INVITATION_DECLINED_NOTE });
  });
  await tellCompany(db, pending.job_vacancy_id, seekerId, false);
  return { invitation: await readOne(db, invitationId) };
}
