import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDate, timeAgo } from '@siloker/shared/format/index';
import type { Notification as NotificationItem } from '@siloker/shared/schemas/notifications';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { Pagination } from '../../components/list/pagination.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { notificationsQueryOptions, useMarkNotificationsRead } from './api.ts';
import './notifications.css';

const FILTERS = ['status'] as const;

/** Notifikasi (/panel/notifikasi): the signed-in user's notifications, newest first. */
export function NotificationList() {
  useDocumentTitle(paths.notifications.title);
  const list = useListParams(PAGE_SIZES.notifications, FILTERS);
  const unreadOnly = list.filters.status === 'belum-dibaca';
  const { user } = useSession();
  const { data, isPending, isError, refetch } = useQuery(
    notificationsQueryOptions(user?.id ?? null, {
      offset: list.query.offset,
      limit: list.query.limit,
      ...(unreadOnly ? { unread: 1 as const } : {}),
    }),
  );
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();

  const open = (n: NotificationItem) => {
    if (!n.is_read) markRead.mutate({ ids: [n.id] });
    // Only in-app paths: a notification never sends the user to another site.
    if (n.link?.startsWith('/') && !n.link.startsWith('//')) void navigate(n.link);
  };

  const unread = data?.unread_count ?? 0;
  return (
    <section className="container page-section notifications-page">
      <div className="notifications-head">
        <h1>Notifikasi</h1>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Tandai semua sudah dibaca
        </button>
      </div>
      <div className="tabs" role="group" aria-label="Saring notifikasi">
        <button
          type="button"
          className={`tab${unreadOnly ? '' : ' active'}`}
          aria-pressed={!unreadOnly}
          onClick={() => list.update({ filters: { status: '' } })}
        >
          Semua
        </button>
        <button
          type="button"
          className={`tab${unreadOnly ? ' active' : ''}`}
          aria-pressed={unreadOnly}
          onClick={() => list.update({ filters: { status: 'belum-dibaca' } })}
        >
          Belum dibaca{unread ? ` (${unread})` : ''}
        </button>
      </div>

      {isPending ? (
        <ul className="notification-list" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="notification-item">
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line short" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="empty-state">
          <p>Notifikasi tidak dapat dimuat.</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void refetch()}>
            Coba lagi
          </button>
        </div>
      ) : data.notifications.length === 0 ? (
        <p className="empty-state">
          {unreadOnly ? 'Semua notifikasi sudah dibaca.' : 'Belum ada notifikasi.'}
        </p>
      ) : (
        <>
          <ul className="notification-list">
            {data.notifications.map((n) => (
              <li key={n.id} className={`notification-item${n.is_read ? '' : ' unread'}`}>
                <button type="button" className="notification-open" onClick={() => open(n)}>
                  <span className="notification-title">
                    {n.is_read ? null : <span className="sr-only">Belum dibaca: </span>}
                    {n.title}
                  </span>
                  {n.body ? <span className="notification-body">{n.body}</span> : null}
                  <time dateTime={n.created_at} title={formatDate(n.created_at, { withTime: true })}>
                    {timeAgo(n.created_at)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={list.page}
            size={list.size}
            total={data.total}
            defaultSize={PAGE_SIZES.notifications}
            onPage={(page) => list.update({ page })}
            onSize={(size) => list.update({ size })}
            noun="notifikasi"
          />
        </>
      )}
    </section>
  );
}
