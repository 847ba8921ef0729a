/** The office's events as the API sends them, for tests; typed by the shared schema. */
import type { OfficeParticipant, OfficePost } from '@siloker/shared/schemas/events';

export function officePost(overrides: Partial<OfficePost> = {}): OfficePost {
  return {
    id: 12,
    title: 'Job Fair Kota Samarinda 2027',
    title_slug: 'job-fair-kota-samarinda-2027',
    excerpt: 'Bursa kerja dengan 40 perusahaan.',
    content: '<h2>Syarat</h2><p>Bawa CV.</p>',
    image: 'poster/abcdefghijklmnopqrstuv.png',
    image_url: '/storage/poster/abcdefghijklmnopqrstuv.png',
    location: 'GOR Segiri, Samarinda',
    start_at: '2027-01-10T01:00:00.000Z',
    end_at: '2027-01-10T09:00:00.000Z',
    quota: 100,
    status: 'PUBLISHED',
    view_count: 40,
    join_count: 2,
    attended_count: 1,
    created_at: '2026-11-20T02:00:00.000Z',
    updated_at: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

export function officeParticipant(overrides: Partial<OfficeParticipant> = {}): OfficeParticipant {
  return {
    id: 501,
    seeker_detail_id: 3,
    name: 'Siti Rahma',
    email: 'siti@contoh.id',
    phone: '081200000001',
    education_name: 'SMA/SMK',
    joined_at: '2026-11-21T02:00:00.000Z',
    attended_at: null,
    ...overrides,
  };
}
