/**
 * The plain values of the events contract (docs/product.md §2 /acara, §7 Posts; issue 11 items 1, 2, 3 and 5):
 * labels, §5 rule strings, limits, messages and the join rule, apart from the zod schemas (posts.ts) so
 * the web screens import them without pulling zod into their chunks. The server's schemas run these
 * same rules.
 */
import { PAGE_SIZES } from '../constants.ts';
import { POST_STATUSES, type PostStatus } from '../enums.ts';
import type { FieldRulesMap } from '../validation/rules.ts';
import { fromZonedInput, toZonedInput } from '../format/zoned.ts';

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

// ---------------------------------------------------------------------------------------------------------
// Issue 17 items 3, 8, 11 and 12 (docs/decisions/085-portal-time-zone-and-event-changes.md)

/** Next to the event form's moments: they are typed on the portal's clock, not the device's. */
export const postTimeZoneHint = (zoneLabel: string): string => `Waktu dalam ${zoneLabel}`;

/** The rich-text editor of an event's content (Tiptap; its output is what lib/sanitize.ts keeps). */
export const POST_EDITOR_LABELS = {
  toolbar: 'Format teks',
  bold: 'Tebal',
  italic: 'Miring',
  heading2: 'Judul bagian',
  heading3: 'Subjudul',
  bulletList: 'Daftar berbutir',
  orderedList: 'Daftar bernomor',
  blockquote: 'Kutipan',
  link: 'Tautan',
  unlink: 'Hapus tautan',
  linkUrl: 'Alamat tautan',
  linkApply: 'Pasang tautan',
  linkCancel: 'Batal',
  undo: 'Urungkan',
  redo: 'Ulangi',
  loading: 'Memuat penyunting teks…',
  hint: 'Gunakan tombol di atas untuk judul bagian, huruf tebal atau miring, daftar, kutipan, dan tautan.',
  htmlHint:
    'Isi ini memuat tabel atau gambar yang tidak dapat diubah di penyunting teks, jadi diubah sebagai HTML: <h2>–<h4>, <p>, <ul>/<ol>/<li>, <a href="https://…">, <img src="https://…">, <strong>, <em>, <blockquote>, <table>.',
  badLink: 'Alamat tautan harus diawali https://, http://, mailto: atau tel:',
} as const;

/** Where a seeker's event stands for them (their list shows this, not the office's status). */
export type SeekerEventPhase = 'upcoming' | 'ongoing' | 'finished';

export const SEEKER_EVENT_PHASE_NAMES: Record<SeekerEventPhase, string> = {
  upcoming: 'Akan datang',
  ongoing: 'Berlangsung',
  finished: 'Selesai',
};

/** The seeker's own registration, beside the phase. */
export const SEEKER_REGISTRATION_NAMES = { registered: 'Terdaftar', attended: 'Hadir' } as const;

/**
 * Upcoming before its start, ongoing until its end, finished after. An event without an end runs to
 * the end of its start's day on the portal's clock (the form's hint: "selesai di hari yang sama");
 * one without a start is upcoming.
 */
export function seekerEventPhase(
  post: { start_at: string | null; end_at: string | null },
  timeZone: string,
  now = Date.now(),
): SeekerEventPhase {
  if (!post.start_at) return 'upcoming';
  const start = Date.parse(post.start_at);
  if (now < start) return 'upcoming';
  const day = toZonedInput(post.start_at, timeZone).slice(0, 10);
  const end = post.end_at ? Date.parse(post.end_at) : Date.parse(fromZonedInput(`${day}T23:59:59`, timeZone));
  return now <= end ? 'ongoing' : 'finished';
}

/** Whether a seeker may still cancel their place: until the event starts (the place returns). */
export const canCancelPlace = (post: { start_at: string | null }, now = Date.now()): boolean =>
  post.start_at === null || Date.parse(post.start_at) > now;

export const POST_CANCEL_MESSAGES = {
  cancel: 'Batalkan Pendaftaran',
  confirmTitle: 'Batalkan pendaftaran acara?',
  confirm:
    'Tempat Anda dikembalikan untuk peserta lain. Anda dapat mendaftar lagi selama tempat masih tersedia.',
  confirmYes: 'Ya, batalkan',
  keep: 'Tidak',
  cancelled: 'Pendaftaran acara Anda dibatalkan.',
  cancelFailed: 'Gagal membatalkan pendaftaran acara.',
  notJoined: 'Anda tidak terdaftar di acara ini.',
  started: 'Acara sudah dimulai, jadi pendaftaran tidak dapat dibatalkan lagi.',
} as const;

/** The participants CSV: moments on the portal's clock, attendance as Ya/Tidak. */
export const participantCsvHeader = (zoneLabel: string) =>
  ['Nama', 'Email', 'Telepon', 'Pendidikan', `Bergabung (${zoneLabel})`, 'Hadir'] as const;
export const ATTENDED_NAMES = { yes: 'Ya', no: 'Tidak' } as const;
