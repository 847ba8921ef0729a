import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MarkNotificationsReadBodySchema,
  NotificationListDataSchema,
  type Notification,
} from '@siloker/shared/schemas/notifications';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { NotificationList } from './notification-list.tsx';
import { authUser } from '../../testing/fixtures/auth.ts';

const api = setupFakeApi();

// Notifications are the signed-in user's own: the list asks only with a user.
beforeEach(() => {
  setAuthUser(
    authUser({
      id: 5,
      name: 'Rina',
      email: 'rina@contoh.id',
      token: 'token-5',
      expired_at: new Date(Date.now() + 3600_000).toISOString(),
      role_name: 'seeker',
    }),
  );
});

const note = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id,
  type: 'application_status',
  title: `Notifikasi ${id}`,
  body: `Isi ${id}`,
  link: null,
  is_read: false,
  read_at: null,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  ...extra,
});

/** A fake GET /notifications over `items`, honouring offset, limit and unread like the server. */
function serve(items: Notification[]) {
  api.on('GET', '/notifications', (req) => {
    const offset = Number(req.query.offset ?? 0);
    const limit = Number(req.query.limit ?? 10);
    const chosen = req.query.unread === '1' ? items.filter((n) => !n.is_read) : items;
    return ok(
      NotificationListDataSchema.parse({
        notifications: chosen.slice(offset, offset + limit),
        total: chosen.length,
        unread_count: items.filter((n) => !n.is_read).length,
      }),
    );
  });
  api.on('POST', '/notifications/read', (req) => {
    const body = MarkNotificationsReadBodySchema.parse(req.body);
    for (const n of items) {
      if (body.all || body.ids?.includes(n.id))
        Object.assign(n, { is_read: true, read_at: new Date().toISOString() });
    }
    return ok({ unread_count: items.filter((n) => !n.is_read).length });
  });
}

const open = (url = '/panel/notifikasi') =>
  renderScreen(<NotificationList />, { path: '/panel/notifikasi', url });

describe('Notification (/panel/notifikasi)', () => {
  it('lists the notifications ten a page, newest first, with the unread ones marked', async () => {
    serve(Array.from({ length: 12 }, (_, i) => note(i + 1, { is_read: i % 2 === 1 })));
    open();
    const items = await screen.findAllByRole('button', { name: /Notifikasi \d+/ });
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toContain('Belum dibaca: Notifikasi 1');
    expect(items[1]!.textContent).not.toContain('Belum dibaca');
    expect(screen.getByText('1–10 dari 12 notifikasi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Belum dibaca (6)' })).toBeTruthy();
    expect(api.calls('GET', '/notifications')[0]!.query).toMatchObject({ offset: '0', limit: '10' });
  });

  it('marks one read when opened and can mark all read', async () => {
    const items = [note(1), note(2), note(3)];
    serve(items);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Notifikasi 2/ }));
    await waitFor(() => expect(api.calls('POST', '/notifications/read')).toHaveLength(1));
    expect(api.calls('POST', '/notifications/read')[0]!.body).toMatchObject({ ids: [2] });
    await screen.findByRole('button', { name: 'Belum dibaca (2)' });

    fireEvent.click(screen.getByRole('button', { name: 'Tandai semua sudah dibaca' }));
    await waitFor(() => expect(api.calls('POST', '/notifications/read')).toHaveLength(2));
    expect(api.calls('POST', '/notifications/read')[1]!.body).toMatchObject({ all: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it('shows only unread ones on the Belum dibaca tab, and says when there are none', async () => {
    serve([note(1, { is_read: true })]);
    open('/panel/notifikasi?status=belum-dibaca');
    expect(await screen.findByText('Semua notifikasi sudah dibaca.')).toBeTruthy();
    expect(api.calls('GET', '/notifications')[0]!.query).toMatchObject({ unread: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Semua' }));
    const item = await screen.findByRole('button', { name: /Notifikasi 1/ });
    expect(within(item).queryByText('Belum dibaca:')).toBeNull();
  });
});
