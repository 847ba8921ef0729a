import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatThousands } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  OFFICE_POSTS_PAGE_SIZE,
  POST_STATUS_NAMES,
  POST_STATUSES,
  type PostStatus,
} from '@siloker/shared/schemas/events-constants';
import { ListResults } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { href, paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  officePostsQueryOptions,
  useChangePostStatus,
  useRemovePost,
  type OfficePost,
} from './office-api.ts';
import { eventWhen } from './event-format.ts';
import { PostStatusBadge } from './status-badge.tsx';
import '../../components/office-queue.css';
import './events.css';
import { usePortalTimeZone } from '../master/index.ts';

const FILTERS = ['status'] as const;
const isStatus = (v: string | undefined): v is PostStatus =>
  (POST_STATUSES as readonly string[]).includes(v ?? '');

/** The status moves the office may make from each status. */
const MOVES: Record<PostStatus, { to: PostStatus; label: string }[]> = {
  DRAFT: [{ to: 'PUBLISHED', label: 'Terbitkan' }],
  PUBLISHED: [
    { to: 'CLOSED', label: 'Tutup pendaftaran' },
    { to: 'DRAFT', label: 'Jadikan draf' },
  ],
  CLOSED: [
    { to: 'PUBLISHED', label: 'Buka kembali' },
    { to: 'DRAFT', label: 'Jadikan draf' },
  ],
};

function EventItem({
  post,
  busy,
  onStatus,
  onRemove,
}: {
  post: OfficePost;
  busy: boolean;
  onStatus: (to: PostStatus) => void;
  onRemove: () => void;
}) {
  const headingId = `office-event-${post.id}`;
  const moves = isStatus(post.status) ? MOVES[post.status] : [];
  const timeZone = usePortalTimeZone();
  return (
    <li className="office-item ev-item" aria-labelledby={headingId}>
      <div className="ev-item-head">
        <PostStatusBadge status={post.status} />
        <h2 id={headingId} className="ev-item-title">
          {post.title}
        </h2>
      </div>
      <dl className="ev-facts">
        <div>
          <dt>Waktu</dt>
          <dd>{eventWhen(post, timeZone)}</dd>
        </div>
        <div>
          <dt>Tempat</dt>
          <dd>{post.location ?? '-'}</dd>
        </div>
        <div>
          <dt>Peserta</dt>
          <dd>
            {formatThousands(post.join_count) || '0'}
            {post.quota !== null ? ` / ${formatThousands(post.quota)}` : ' (tanpa batas)'}
            {post.attended_count > 0 ? `, ${formatThousands(post.attended_count)} hadir` : ''}
          </dd>
        </div>
        <div>
          <dt>Dilihat</dt>
          <dd>{formatThousands(post.view_count) || '0'} kali</dd>
        </div>
      </dl>
      <div className="ev-actions">
        <Link
          className="btn btn-outline btn-sm"
          to={href(paths.officeEventForm, { id: String(post.id) })}
          aria-label={`Ubah ${post.title}`}
        >
          Ubah
        </Link>
        <Link
          className="btn btn-outline btn-sm"
          to={href(paths.officeEventParticipants, { id: String(post.id) })}
          aria-label={`Peserta ${post.title}`}
        >
          Peserta
        </Link>
        {post.status !== 'DRAFT' ? (
          <Link
            className="btn btn-outline btn-sm"
            to={href(paths.postDetail, { title_slug: post.title_slug })}
            aria-label={`Lihat halaman ${post.title}`}
          >
            Lihat halaman
          </Link>
        ) : null}
        {moves.map((m) => (
          <button
            key={m.to}
            type="button"
            className={`btn btn-sm ${m.to === 'PUBLISHED' ? 'btn-primary' : 'btn-outline'}`}
            disabled={busy}
            onClick={() => onStatus(m.to)}
            aria-label={`${m.label} ${post.title}`}
          >
            {m.label}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-sm ev-btn-danger"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Hapus ${post.title}`}
        >
          Hapus
        </button>
      </div>
    </li>
  );
}

/**
 * Kelola Acara (/panel/acara, role admin): every event but the deleted ones, by status, with search;
 * publish, close, back to draft and delete (after 'Ya hapus' / 'Batal').
 */
export function OfficeEventList() {
  useDocumentTitle(paths.officeEvents.title);
  const list = useListParams(OFFICE_POSTS_PAGE_SIZE, FILTERS);
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const params = useMemo(
    () => ({
      offset: list.query.offset,
      limit: list.query.limit,
      ...(status ? { status } : {}),
      ...(list.search ? { search: list.search } : {}),
    }),
    [status, list.query.offset, list.query.limit, list.search],
  );
  const result = useQuery(officePostsQueryOptions(params));
  const changeStatus = useChangePostStatus();
  const removal = useRemovePost();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (id: number, action: () => Promise<{ message: string }>) => {
    setBusyId(id);
    try {
      feedback.toast((await action()).message);
    } catch (error) {
      feedback.handleError(error, MESSAGES.sendDataError);
    } finally {
      setBusyId(null);
    }
  };
  const onStatus = (post: OfficePost, to: PostStatus) =>
    void run(post.id, () => changeStatus.mutateAsync({ id: post.id, status: to }));
  const onRemove = async (post: OfficePost) => {
    const sure = await feedback.confirm({
      title: 'Hapus acara?',
      message: `Acara "${post.title}" akan hilang dari portal. Data peserta tetap disimpan.`,
    });
    if (sure) void run(post.id, () => removal.mutateAsync(post.id));
  };

  const filtered = Boolean(list.search || status);
  return (
    <section className="container page-section office-page" aria-labelledby="office-events-title">
      <header className="office-head ev-head">
        <div>
          <h1 id="office-events-title">Kelola Acara</h1>
          <p className="muted">
            Buat dan terbitkan acara Dinas (bursa kerja, pelatihan, wawancara langsung), tutup pendaftaran,
            dan catat kehadiran peserta.
          </p>
        </div>
        <Link className="btn btn-primary" to={href(paths.officeEventForm, {})}>
          Buat Acara
        </Link>
      </header>
      <div className="office-toolbar">
        <div className="office-filter">
          <label htmlFor="office-event-status" className="form-label">
            Status
          </label>
          <select
            id="office-event-status"
            className="form-input"
            value={status ?? ''}
            onChange={(e) => list.update({ filters: { status: e.target.value } })}
          >
            <option value="">Semua status</option>
            {POST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {POST_STATUS_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <ListSearch
          key={list.search}
          id="office-event-search"
          label="Cari acara"
          placeholder="Cari judul atau isi acara"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
      </div>
      <ListResults
        result={result}
        list={list}
        defaultSize={OFFICE_POSTS_PAGE_SIZE}
        noun="acara"
        errorText={MESSAGES.getDataError}
        filtered={filtered}
        clear={{
          label: 'Hapus pencarian dan filter',
          onClear: () => list.update({ search: '', filters: { status: '' } }),
        }}
        emptyText={{
          filtered: 'Tidak ada acara yang cocok dengan pencarian atau status ini.',
          emptyPage: 'Tidak ada acara pada halaman ini.',
          none: 'Belum ada acara. Buat acara pertama Anda.',
        }}
        gridClassName="office-list"
        renderItem={(post) => (
          <EventItem
            key={post.id}
            post={post}
            busy={busyId === post.id}
            onStatus={(to) => onStatus(post, to)}
            onRemove={() => void onRemove(post)}
          />
        )}
      />
    </section>
  );
}
