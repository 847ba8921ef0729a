import type { ApplicationStatus, Invitation, InvitationAnswer, StatusHistory } from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import { storageUrl } from '../../lib/storage/url.ts';
import type { InvitationRow } from './repository.ts';

/** Unanswered while INVITED; otherwise what the seeker's move out of INVITED was. */
function answerOf(r: InvitationRow): InvitationAnswer {
  if (r.status === 'INVITED' || !r.answer_to) return 'PENDING';
  return r.answer_to === 'REJECTED' ? 'DECLINED' : 'ACCEPTED';
}

export const toInvitation = (r: InvitationRow, histories: Map<number, StatusHistory[]>): Invitation => ({
  id: r.id,
  status: r.status as ApplicationStatus,
  answer: answerOf(r),
  answered_at: isoOrNull(r.answered_at),
  message: r.message,
  applied_at: isoOrNull(r.applied_at),
  created_at: new Date(r.created_at).toISOString(),
  job_vacancy: {
    id: r.vacancy_id,
    title: r.vacancy_title,
    title_slug: r.vacancy_slug,
    expired_at: isoOrNull(r.vacancy_expired_at),
    is_removed: r.vacancy_is_removed,
  },
  company: {
    id: r.company_id,
    name: r.company_name,
    slug_name: r.company_slug,
    photo_url: storageUrl(r.company_photo),
  },
  seeker: {
    id: r.seeker_id,
    name: r.seeker_name,
    slug_name: r.seeker_slug,
    photo_url: storageUrl(r.seeker_photo),
  },
  histories: histories.get(r.id) ?? [],
});
