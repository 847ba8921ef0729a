/** Events as the API sends them, for tests; typed by the shared schema so they cannot drift. */
import type { JoinedPost, Post, PostParticipant, PostSummary } from '@siloker/shared/schemas/events';

export function postSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 1,
    title: 'Job Fair Kota Samarinda 2026',
    title_slug: 'job-fair-kota-samarinda-2026',
    excerpt: 'Bursa kerja dengan 40 perusahaan.',
    image: null,
    image_url: null,
    location: 'GOR Segiri, Samarinda',
    start_at: '2026-12-06T01:00:00.000Z',
    end_at: '2026-12-06T09:00:00.000Z',
    quota: 2000,
    status: 'PUBLISHED',
    view_count: 1250,
    join_count: 3,
    created_at: '2026-11-12T05:33:43.073Z',
    ...overrides,
  };
}

export function post(overrides: Partial<Post> = {}): Post {
  return {
    ...postSummary(),
    content:
      '<p>Dinas Tenaga Kerja menyelenggarakan Job Fair.<br />Bawa CV dan kartu AK/1.</p>\n<p>Pendaftaran melalui SiLoker.</p>',
    post_participants: [],
    ...overrides,
  };
}

export function participant(overrides: Partial<PostParticipant> = {}): PostParticipant {
  return {
    id: 70,
    post_id: 1,
    seeker_detail_id: 3,
    attended_at: null,
    created_at: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

export function joinedPost(overrides: Partial<JoinedPost> = {}): JoinedPost {
  return { ...postSummary(), joined_at: '2026-11-20T02:00:00.000Z', attended_at: null, ...overrides };
}
