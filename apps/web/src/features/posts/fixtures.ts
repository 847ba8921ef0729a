/** Events as the API sends them, for tests; typed by the shared schema so they cannot drift. */
import type { Post, PostSummary } from '@siloker/shared/schemas/posts';

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
      'Dinas Tenaga Kerja menyelenggarakan Job Fair.\nBawa CV dan kartu AK/1.\n\nPendaftaran melalui SiLoker.',
    ...overrides,
  };
}
