import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostDetailDataSchema } from '@siloker/shared/schemas/events';
import { RegistrationModalContext } from '../../components/registration-modal.tsx';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { DROP, fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { post } from './fixtures.ts';
import { PostDetail } from './post-detail.tsx';

const api = setupFakeApi();

const SLUG = 'job-fair-kota-samarinda-2026';
let registrationOpened = 0;
const open = (slug = SLUG) => {
  registrationOpened = 0;
  return renderScreen(
    <RegistrationModalContext.Provider value={() => (registrationOpened += 1)}>
      <PostDetail />
    </RegistrationModalContext.Provider>,
    { path: '/acara/:title_slug', url: `/acara/${slug}` },
  );
};

describe('PostDetail (/acara/:title_slug)', () => {
  it('shows the event the API returns with its sanitised HTML content rendered', async () => {
    api.on('GET', `/posts/slug/${SLUG}`, () =>
      ok(
        PostDetailDataSchema.parse({
          post: post({
            image_url: '/storage/poster.jpg',
            content:
              '<h2>Syarat</h2><ul><li>CV</li><li>Kartu AK/1</li></ul><p>Daftar di <a href="https://kemnaker.go.id" target="_blank" rel="noopener noreferrer nofollow">Kemnaker</a>.</p>',
          }),
        }),
      ),
    );
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job Fair Kota Samarinda 2026' }),
    ).toBeTruthy();
    expect(document.title).toMatch(/^Job Fair Kota Samarinda 2026 \| /);
    expect(screen.getByText('GOR Segiri, Samarinda')).toBeTruthy();
    expect(screen.getByText('6 Desember 2026, 09.00–17.00 WITA')).toBeTruthy();
    expect(screen.getByText('Kuota 2.000 peserta')).toBeTruthy();
    expect(screen.getByText('3 bergabung')).toBeTruthy();
    expect(screen.getByText('1.250 dilihat')).toBeTruthy();
    expect(screen.getByText('Bursa kerja dengan 40 perusahaan.')).toBeTruthy();
    const poster = document.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe('/storage/poster.jpg');
    expect(poster.getAttribute('width')).toBeTruthy();

    const content = screen.getByTestId('post-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Syarat' })).toBeTruthy();
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CV', 'Kartu AK/1']);
    const link = within(content).getByRole('link', { name: 'Kemnaker' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(api.calls('GET', `/posts/slug/${SLUG}`)).toHaveLength(1);
  });

  it("invites a guest to sign in ('Masuk untuk bergabung') or register ('Daftar')", async () => {
    api.on('GET', `/posts/slug/${SLUG}`, () => ok(PostDetailDataSchema.parse({ post: post() })));
    const router = open();
    const login = await screen.findByRole('link', { name: 'Masuk untuk bergabung' });
    // Signing in comes back to the event's page.
    expect(login.getAttribute('href')).toBe(`/masuk?kembali=%2Facara%2F${SLUG}`);
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(registrationOpened).toBe(1);
    await act(async () => fireEvent.click(login));
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
    expect(router.state.location.search).toBe(`?kembali=%2Facara%2F${SLUG}`);
  });

  it('offers a company or the office no join button', async () => {
    for (const role of ['company', 'admin'] as const) {
      setAuthUser(authUser({ role_name: role, seeker_detail_id: null }));
      api.on('GET', `/posts/slug/${SLUG}`, () => ok(PostDetailDataSchema.parse({ post: post() })));
      open();
      await screen.findByRole('heading', { level: 1, name: 'Job Fair Kota Samarinda 2026' });
      expect(screen.queryByRole('link', { name: 'Masuk untuk bergabung' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Daftar|Gabung|Bergabung/i })).toBeNull();
      cleanup();
    }
  });

  it('shows a not-found page with a way back for an unknown slug, without an error message', async () => {
    api.on('GET', '/posts/slug/tidak-ada', () => fail(404, 'Acara tidak ditemukan.'));
    open('tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acara tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat semua acara' }).getAttribute('href')).toBe('/acara');
    expect(document.title).toMatch(/^Acara tidak ditemukan \| /);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Gagal mengambil detail acara.')).toBeNull();
    // A 404 is an answer, not a failure: asked once, not retried.
    expect(api.calls('GET', '/posts/slug/tidak-ada')).toHaveLength(1);
  });

  it(
    "shows 'Gagal mengambil detail acara.' when the event cannot be fetched",
    { timeout: 10_000 },
    async () => {
      api.on('GET', `/posts/slug/${SLUG}`, () => DROP);
      open();
      // After the query client's two retries: a toast and the text in the page, with a retry button.
      await waitFor(() => expect(screen.getAllByText('Gagal mengambil detail acara.')).toHaveLength(2), {
        timeout: 8_000,
      });
      api.on('GET', `/posts/slug/${SLUG}`, () => ok(PostDetailDataSchema.parse({ post: post() })));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Job Fair Kota Samarinda 2026' }),
      ).toBeTruthy();
    },
  );
});
