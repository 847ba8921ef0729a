import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatThousands } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { OFFICE_PARTICIPANTS_PAGE_SIZE, POST_MESSAGES } from '@siloker/shared/schemas/events-constants';
import { ListSearch } from '../../components/list/list-search.tsx';
import { Pagination } from '../../components/list/pagination.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  officeParticipantsQueryOptions,
  participantsCsvUrl,
  useMarkAttendance,
  type OfficeParticipant,
} from './office-api.ts';
import { eventWhen } from './event-format.ts';
import { PostStatusBadge } from './status-badge.tsx';
import '../../components/office-queue.css';
import './events.css';
import { usePortalTimeZone } from '../master/index.ts';

function ParticipantRow({
  participant: p,
  pending,
  onAttend,
}: {
  participant: OfficeParticipant;
  /** The box as just ticked, shown at once while the server records it (undone if it fails). */
  pending: boolean | undefined;
  onAttend: (attended: boolean) => void;
}) {
  return (
    <tr>
      <th scope="row" data-label="Nama">
        {p.name}
      </th>
      <td data-label="Email">{p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : '-'}</td>
      <td data-label="Telepon">{p.phone ? <a href={`tel:${p.phone}`}>{p.phone}</a> : '-'}</td>
      <td data-label="Pendidikan">{p.education_name ?? '-'}</td>
      <td data-label="Bergabung">{formatDate(p.joined_at, { withTime: true })}</td>
      <td>
        <label className="ev-attend">
          <input
            type="checkbox"
            checked={pending ?? p.attended_at !== null}
            disabled={pending !== undefined}
            onChange={(e) => onAttend(e.target.checked)}
            aria-label={`Hadir ${p.name}`}
          />
          <span aria-hidden="true">Hadir</span>
        </label>
        {p.attended_at ? (
          <span className="muted"> {formatDate(p.attended_at, { withTime: true })}</span>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Peserta Acara (/panel/acara/:id/peserta, role admin): who joined one event, with how to reach them,
 * a 'Hadir' box per row that records attendance at once, and the CSV of the whole list.
 */
export function OfficeEventParticipants() {
  const { id: raw = '' } = useParams();
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const list = useListParams(OFFICE_PARTICIPANTS_PAGE_SIZE);
  const params = useMemo(
    () => ({
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
    }),
    [list.query.offset, list.query.limit, list.search],
  );
  const result = useQuery({ ...officeParticipantsQueryOptions(id, params), enabled: id > 0 });
  const attendance = useMarkAttendance(id);
  const [pending, setPending] = useState<{ id: number; attended: boolean } | null>(null);
  const post = result.data?.post;
  const timeZone = usePortalTimeZone();
  useDocumentTitle(post ? `Peserta ${post.title}` : paths.officeEventParticipants.title);

  const onAttend = (p: OfficeParticipant, attended: boolean) => {
    setPending({ id: p.id, attended });
    attendance.mutate(
      { participantId: p.id, attended },
      {
        onSuccess: (envelope) => feedback.toast(envelope.message),
        onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <section className="container page-section office-page" aria-labelledby="ev-participants-title">
      <header className="office-head ev-head">
        <div>
          <Link to={paths.officeEvents.path} className="ev-back">
            ← Kelola Acara
          </Link>
          <h1 id="ev-participants-title">Peserta Acara</h1>
          {post ? (
            <p className="muted">
              <strong>{post.title}</strong> <PostStatusBadge status={post.status} /> ·{' '}
              {eventWhen(post, timeZone)} · {formatThousands(post.join_count) || '0'} peserta
              {post.quota !== null ? ` dari kuota ${formatThousands(post.quota)}` : ''},{' '}
              {formatThousands(post.attended_count) || '0'} hadir
            </p>
          ) : null}
        </div>
        {id > 0 ? (
          <a className="btn btn-outline" href={participantsCsvUrl(id)} download>
            Unduh CSV
          </a>
        ) : null}
      </header>
      <div className="office-toolbar">
        <span />
        <ListSearch
          key={list.search}
          id="ev-participant-search"
          label="Cari peserta"
          placeholder="Cari nama, email, atau telepon"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
      </div>
      {id === 0 || (result.isError && !result.data) ? (
        <div className="empty-state" role="alert">
          <p>{id === 0 ? POST_MESSAGES.notFound : MESSAGES.getDataError}</p>
          {id > 0 ? (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void result.refetch()}>
              Coba lagi
            </button>
          ) : null}
        </div>
      ) : !result.data ? (
        <p className="muted" aria-busy="true">
          Memuat peserta…
        </p>
      ) : result.data.items.length === 0 ? (
        <div className="empty-state">
          <p>
            {list.search
              ? 'Tidak ada peserta yang cocok dengan pencarian Anda.'
              : 'Belum ada peserta yang bergabung.'}
          </p>
        </div>
      ) : (
        <div className="ev-table-wrap">
          <table className="ev-table">
            <caption className="sr-only">Peserta {post?.title}</caption>
            <thead>
              <tr>
                <th scope="col">Nama</th>
                <th scope="col">Email</th>
                <th scope="col">Telepon</th>
                <th scope="col">Pendidikan</th>
                <th scope="col">Bergabung</th>
                <th scope="col">Kehadiran</th>
              </tr>
            </thead>
            <tbody aria-busy={result.isFetching || undefined}>
              {result.data.items.map((p) => (
                <ParticipantRow
                  key={p.id}
                  participant={p}
                  pending={pending?.id === p.id ? pending.attended : undefined}
                  onAttend={(attended) => onAttend(p, attended)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.data && result.data.total > 0 ? (
        <Pagination
          page={list.page}
          size={list.size}
          total={result.data.total}
          defaultSize={OFFICE_PARTICIPANTS_PAGE_SIZE}
          onPage={(page) => list.update({ page })}
          onSize={(size) => list.update({ size })}
          noun="peserta"
        />
      ) : null}
    </section>
  );
}
