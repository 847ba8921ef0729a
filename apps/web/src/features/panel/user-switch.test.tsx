import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationListDataSchema } from '@siloker/shared/schemas/notifications';
import { AppProvider, routes } from '../../testing/app.ts';
import { PRIVATE_STORAGE_PREFIX } from '../../lib/private-storage.ts';
import { setAuthUser } from '../../lib/session.ts';
import { gate, ok, setupFakeApi } from '../../testing/fake-api.tsx';
import { panelUser } from '../../testing/fixtures/dashboard.ts';

/*
 * Issue 9 item 3: two people on one browser tab. The fake API answers by the token it is sent, as the
 * real one does, so whatever the screen shows came from the cache or from a request for that user.
 */
const api = setupFakeApi();

const siti = panelUser('seeker', { id: 11, name: 'Siti Rahmawati' });
const budi = panelUser('seeker', { id: 12, name: 'Budi Santoso' });

const notificationsOf = (name: string) =>
  NotificationListDataSchema.parse({
    notifications: [
      {
        id: name === 'Siti' ? 1 : 2,
        type: 'application_status',
        title: `Lamaran ${name} dipanggil wawancara`,
        body: `Pesan pribadi untuk ${name}`,
        link: null,
        is_read: false,
        read_at: null,
        created_at: new Date().toISOString(),
      },
    ],
    total: 1,
    unread_count: 1,
  });

let budiAnswer = gate();

beforeAll(() => {
  window.scrollTo = () => {};
});

beforeEach(() => {
  budiAnswer = gate();
  api.on('GET', '/notifications', async (req) => {
    if (req.headers.authorization === `Bearer ${siti.token}`) return ok(notificationsOf('Siti'));
    await budiAnswer.promise;
    return ok(notificationsOf('Budi'));
  });
  api.on('GET', '/auth/me', (req) =>
    ok({ user: req.headers.authorization === `Bearer ${budi.token}` ? budi : siti }),
  );
  api.on('POST', '/auth/logout', () => ok(null));
});

/** Hands the test the app's own query client, to look inside its cache. */
function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

function openAs(user: typeof siti, path: string) {
  setAuthUser(user);
  let client: QueryClient | undefined;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <ClientProbe onClient={(c) => (client = c)} />
      <RouterProvider router={router} />
    </AppProvider>,
  );
  /** Everything the cache holds, as text. */
  const cached = () =>
    JSON.stringify(
      client!
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    );
  return { router, cached };
}

describe('one account never sees the previous one’s data (issue 9 item 3)', () => {
  it('shows the next user none of the first one’s notifications when the session switches on the same tab', async () => {
    const { cached } = openAs(siti, '/panel/notifikasi');
    expect(await screen.findByText('Pesan pribadi untuk Siti')).toBeTruthy();
    expect(cached()).toContain('Pesan pribadi untuk Siti');

    act(() => setAuthUser(budi));
    expect(cached()).not.toContain('Siti');
    // Budi's answer is still held back: nothing of Siti's may fill the gap.
    expect(screen.queryByText('Pesan pribadi untuk Siti')).toBeNull();
    await waitFor(() =>
      expect(
        api.calls('GET', '/notifications').some((r) => r.headers.authorization === 'Bearer token-12'),
      ).toBe(true),
    );
    expect(screen.queryByText('Pesan pribadi untuk Siti')).toBeNull();

    budiAnswer.open();
    expect(await screen.findByText('Pesan pribadi untuk Budi')).toBeTruthy();
    expect(screen.queryByText('Pesan pribadi untuk Siti')).toBeNull();
  });

  it('forgets the first user’s notifications and private drafts on logout, so the next sign-in fetches afresh', async () => {
    const { router, cached } = openAs(siti, '/panel/notifikasi');
    expect(await screen.findByText('Pesan pribadi untuk Siti')).toBeTruthy();
    localStorage.setItem(`${PRIVATE_STORAGE_PREFIX}seeker-profile-form:11`, '{"skills":["Las"]}');

    fireEvent.click(screen.getAllByRole('button', { name: 'Keluar' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, keluar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(`${PRIVATE_STORAGE_PREFIX}seeker-profile-form:11`)).toBeNull();
    expect(cached()).not.toContain('Siti');

    act(() => setAuthUser(budi));
    await act(() => router.navigate('/panel/notifikasi'));
    await screen.findByRole('heading', { name: 'Notifikasi' });
    expect(screen.queryByText('Pesan pribadi untuk Siti')).toBeNull();
    budiAnswer.open();
    expect(await screen.findByText('Pesan pribadi untuk Budi')).toBeTruthy();
    expect(screen.queryByText('Pesan pribadi untuk Siti')).toBeNull();
  });
});
