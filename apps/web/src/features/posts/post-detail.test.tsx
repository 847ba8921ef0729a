import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostDetailDataSchema } from '@siloker/shared/schemas/posts';
import { RegistrationModalContext } from '../../app/layout/registration-modal.tsx';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../auth/fixtures.ts';
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
  it('shows the event the API returns, its text kept as plain text with its line breaks', async () => {
    api.on('GET', `/posts/slug/${SLUG}`, () =>
      ok(
        PostDetailDataSchema.parse({
          post: post({
            image_url: '/storage/poster.jpg',
            content: 'Baris satu.\nBaris dua <b>tebal</b> <img src=x onerror="alert(1)">\n\nParagraf kedua.',
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
    expect(screen.getByText(/^6 Desember 2026, \d\d\.00–\d\d\.00$/)).toBeTruthy();
    expect(screen.getByText('Kuota 2.000 peserta')).toBeTruthy();
    expect(screen.getByText('3 bergabung')).toBeTruthy();
    expect(screen.getByText('1.250 dilihat')).toBeTruthy();
    expect(screen.getByText('Bursa kerja dengan 40 perusahaan.')).toBeTruthy();
    const poster = document.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe('/storage/poster.jpg');
    expect(poster.getAttribute('width')).toBeTruthy();

    const content = screen.getByTestId('post-content');
    const paragraphs = content.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.textContent).toBe(
      'Baris satu.\nBaris dua <b>tebal</b> <img src=x onerror="alert(1)">',
    );
    expect(paragraphs[1]!.textContent).toBe('Paragraf kedua.');
    // Markup in the content is shown, never interpreted.
    expect(content.querySelector('b, img')).toBeNull();
    expect(api.calls('GET', `/posts/slug/${SLUG}`)).toHaveLength(1);
  });

  it("invites a guest to sign in ('Masuk untuk bergabung') or register ('Daftar')", async () => {
    api.on('GET', `/posts/slug/${SLUG}`, () => ok(PostDetailDataSchema.parse({ post: post() })));
    const router = open();
    const login = await screen.findByRole('link', { name: 'Masuk untuk bergabung' });
    expect(login.getAttribute('href')).toBe('/masuk');
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(registrationOpened).toBe(1);
    await act(async () => fireEvent.click(login));
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
  });

  it('offers a signed-in user no join button yet (joining is not built)', async () => {
    setAuthUser(authUser());
    api.on('GET', `/posts/slug/${SLUG}`, () => ok(PostDetailDataSchema.parse({ post: post() })));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Job Fair Kota Samarinda 2026' });
    expect(screen.queryByRole('link', { name: 'Masuk untuk bergabung' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Daftar|Gabung|Bergabung/i })).toBeNull();
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
