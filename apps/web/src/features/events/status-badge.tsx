import { POST_STATUS_NAMES, type PostStatus } from '@siloker/shared/schemas/events-constants';

const TONES: Record<PostStatus, string> = { DRAFT: 'muted', PUBLISHED: 'success', CLOSED: 'warning' };

/** An event's status as a coloured pill: Draf, Terbit, Ditutup. */
export function PostStatusBadge({ status }: { status: string }) {
  const known = status in POST_STATUS_NAMES ? (status as PostStatus) : null;
  return (
    <span className={`ev-badge ev-badge-${known ? TONES[known] : 'muted'}`}>
      {known ? POST_STATUS_NAMES[known] : status}
    </span>
  );
}
