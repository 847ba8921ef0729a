import type { Post, PostSummary } from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import { storageUrl } from '../../lib/storage/url.ts';
import type { PostRow, PostSummaryRow } from './repository.ts';

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
    created_at: new Date(r.created_at).toISOString(),
  };
}

export const toPost = (r: PostRow): Post => ({ ...toPostSummary(r), content: r.content });
