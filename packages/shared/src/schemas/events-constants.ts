/**
 * The plain values of the events contract (docs/product.md §2 /acara, §7 Posts; issue 11 items 1, 2, 3 and 5):
 * labels, §5 rule strings, limits, messages and the join rule, apart from the zod schemas (posts.ts) so
 * the web screens import them without pulling zod into their chunks. The server's schemas run these
 * same rules.
 */
import { PAGE_SIZES } from '../constants.ts';
import { POST_STATUSES, type PostStatus } from '../enums.ts';
import type { FieldRulesMap } from '../validation/rules.ts';

export { POST_STATUSES, type PostStatus };

export const POST_STATUS_NAMES: Record<PostStatus, string> = {
  DRAFT: 'Draf',
  PUBLISHED: 'Terbit',
  CLOSED: 'Ditutup',
};

/** Page sizes: the seeker's joined events as §9 "posts"; the office's tables as "applicant and similar". */
export const SEEKER_POSTS_PAGE_SIZE = PAGE_SIZES.posts;
export const OFFICE_POSTS_PAGE_SIZE = PAGE_SIZES.posts;
export const OFFICE_PARTICIPANTS_PAGE_SIZE = PAGE_SIZES.applicants;

export const POST_CONTENT_MAX = 50_000;
export const POST_QUOTA_MAX = 1_000_000;

/** The multipart file field of the office's event form. */
export const POST_IMAGE_FIELD = 'image';

export const POST_LABELS = {
  title: 'Judul acara',
  excerpt: 'Ringkasan',
  content: 'Isi acara',
  location: 'Tempat atau tautan daring',
  start_at: 'Waktu mulai',
  end_at: 'Waktu selesai',
  quota: 'Kuota peserta',
  status: 'Status',
  image: 'Gambar acara',
} as const;

/** §5 rule strings of the text fields; the dates, the quota's range and the link are checked by the schema. */
export const POST_FORM_FIELDS = {
  title: { label: POST_LABELS.title, rules: 'required|min:5|max:200' },
  excerpt: { label: POST_LABELS.excerpt, rules: 'max:500' },
  content: { label: POST_LABELS.content, rules: `required|max:${POST_CONTENT_MAX}` },
  location: { label: POST_LABELS.location, rules: 'required|max:300' },
  start_at: { label: POST_LABELS.start_at, rules: 'required' },
  end_at: { label: POST_LABELS.end_at, rules: '' },
  quota: { label: POST_LABELS.quota, rules: 'numeric|numeric_zero|max:7' },
} satisfies FieldRulesMap;
export type PostFormField = keyof typeof POST_FORM_FIELDS;

/** What the office may write in an event's content (lib/sanitize.ts keeps exactly these). */
export const POST_CONTENT_HINT =
  'Tulis dalam HTML sederhana: <h2>–<h4>, <p>, <ul>/<ol>/<li>, <a href="https://…">, <img src="https://…">, <strong>, <em>, <blockquote>, <table>. Skrip, gaya, dan bingkai (iframe) dibuang saat disimpan.';

export const POST_MESSAGES = {
  // Seeker side (§8).
  joinFailed: 'Gagal mengirim permintaan bergabung.',
  joined: 'Anda berhasil bergabung dengan acara ini.',
  alreadyJoined: 'Anda sudah bergabung dengan acara ini.',
  full: 'Maaf, kuota peserta acara ini sudah penuh.',
  closed: 'Maaf, pendaftaran acara ini sudah ditutup.',
  past: 'Maaf, acara ini sudah berlangsung.',
  seekerOnly: 'Hanya pencari kerja yang dapat bergabung dengan acara.',
  notFound: 'Acara tidak ditemukan.',
  // Office form.
  endBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
  badDate: (label: string) => `${label} tidak valid.`,
  badLink: 'Tautan daring harus diawali https:// dan berupa alamat yang valid.',
  badQuota: `Kuota peserta harus bilangan bulat 1 sampai ${POST_QUOTA_MAX.toLocaleString('id-ID')}, atau kosong bila tidak dibatasi.`,
  badStatus: 'Pilih status Draf, Terbit, atau Ditutup.',
  emptyContent: 'Isi acara kosong setelah dibersihkan dari kode yang tidak diizinkan.',
  created: 'Acara berhasil dibuat.',
  updated: 'Acara berhasil diperbarui.',
  deleted: 'Acara berhasil dihapus.',
  statusChanged: {
    DRAFT: 'Acara dikembalikan ke draf.',
    PUBLISHED: 'Acara berhasil diterbitkan.',
    CLOSED: 'Pendaftaran acara ditutup.',
  } satisfies Record<PostStatus, string>,
  participantNotFound: 'Peserta tidak ditemukan.',
  attended: 'Kehadiran peserta dicatat.',
  notAttended: 'Catatan kehadiran peserta dihapus.',
} as const;

/** Why a seeker may not join an event (the server's refusal, the web's disabled button), in this order. */
export type JoinBlocker = 'closed' | 'past' | 'full';

/** The moment an event counts as over: its end, or its start when it has no end. */
export function postEndsAt(post: { start_at: string | null; end_at: string | null }): number | null {
  const at = post.end_at ?? post.start_at;
  return at === null ? null : Date.parse(at);
}

/**
 * Whether a published event still takes participants: not CLOSED (a DRAFT is not public at all), not
 * over, and with places left (a null quota has no limit).
 */
export function joinBlocker(
  post: {
    status: string;
    start_at: string | null;
    end_at: string | null;
    quota: number | null;
    join_count: number;
  },
  now = Date.now(),
): JoinBlocker | null {
  if (post.status !== 'PUBLISHED') return 'closed';
  const ends = postEndsAt(post);
  if (ends !== null && ends < now) return 'past';
  if (post.quota !== null && post.join_count >= post.quota) return 'full';
  return null;
}

/** Places still open, or null when the event has no quota. */
export const placesLeft = (post: { quota: number | null; join_count: number }): number | null =>
  post.quota === null ? null : Math.max(post.quota - post.join_count, 0);
