import type {
  JoinedPost,
  OfficeParticipant,
  OfficePost,
  Post,
  PostParticipant,
  PostSummary,
} from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import { sanitizeEventContent } from '../../lib/sanitize.ts';
import { storageUrl } from '../../lib/storage/url.ts';
import type { JoinedPostRow, ParticipantRow, PostRow, PostSummaryRow } from './repository.ts';
import type { OfficeParticipantRow, OfficePostRow } from './office-repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toPostSummary(r: PostSummaryRow): PostSummary {
  return {
    id: r.id,
    title: r.title,
    title_slug: r.title_slug,
    excerpt: r.excerpt,
    image: r.image,
    image_url: storageUrl(r.image),
    location: r.location,
    start_at: isoOrNull(r.start_at),
    end_at: isoOrNull(r.end_at),
    quota: r.quota,
    status: r.status,
    view_count: r.view_count,
    join_count: r.join_count,
    created_at: iso(r.created_at),
  };
}

export const toParticipant = (r: ParticipantRow): PostParticipant => ({
  id: r.id,
  post_id: r.post_id,
  seeker_detail_id: r.seeker_detail_id,
  attended_at: isoOrNull(r.attended_at),
  created_at: iso(r.created_at),
});

/**
 * The public detail. Content is sanitised when the office saves it; it is sanitised again here so a row
 * written another way (demo data, an import, an older version) reaches the page under the same rules.
 */
export const toPost = (r: PostRow, own: ParticipantRow | undefined): Post => ({
  ...toPostSummary(r),
  content: sanitizeEventContent(r.content),
  post_participants: own ? [toParticipant(own)] : [],
});

export const toJoinedPost = (r: JoinedPostRow): JoinedPost => ({
  ...toPostSummary(r),
  joined_at: iso(r.joined_at),
  attended_at: isoOrNull(r.attended_at),
});

export const toOfficePost = (r: OfficePostRow): OfficePost => ({
  ...toPostSummary(r),
  content: r.content,
  attended_count: Number(r.attended_count),
  updated_at: iso(r.updated_at),
});

export const toOfficeParticipant = (r: OfficeParticipantRow): OfficeParticipant => ({
  id: r.id,
  seeker_detail_id: r.seeker_detail_id,
  name: r.full_name || r.user_name,
  email: r.email,
  phone: r.phone,
  education_name: r.education_name,
  joined_at: iso(r.joined_at),
  attended_at: isoOrNull(r.attended_at),
});
