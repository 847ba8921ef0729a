import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PostCancelDataSchema,
  PostDetailDataSchema,
  PostJoinDataSchema,
} from '@siloker/shared/schemas/events';
import { POST_CANCEL_MESSAGES, POST_MESSAGES } from '@siloker/shared/schemas/events-constants';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { DROP, fail, gate, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { POST_TRACKERS_STORAGE_KEY } from './api.ts';
import { participant, post } from './fixtures.ts';
import { PostDetail } from './post-detail.tsx';

const api = setupFakeApi();
const SLUG = 'job-fair-kota-samarinda-2026';
const DAY = 86_400_000;
const soon = new Date(Date.now() + 7 * DAY).toISOString();
const later = new Date(Date.now() + 7 * DAY + 8 * 3_600_000).toISOString();

function serve(overrides: Parameters<typeof post>[0] = {}) {
  const event = post({ start_at: soon, end_at: later, quota: 10, join_count: 7, ...overrides });
  api.on('GET', `/posts/slug/${SLUG}`, () => ok(PostDetailDataSchema.parse({ post: event })));
  api.on('POST', '/posts/view', () =>
    ok({ post_tracker: { id: 5, post_id: event.id, ip_address: '203.0.113.9' } }),
  );
  return event;
}

const openAsSeeker = async () => {
  setAuthUser(authUser());
  renderScreen(<PostDetail />, { path: '/acara/:title_slug', url: `/acara/${SLUG}` });
  await screen.findByRole('heading', { level: 1, name: 'Job Fair Kota Samarinda 2026' });
};
const joinButton = () => screen.getByRole('button', { name: 'Gabung Acara' }) as HTMLButtonElement;

describe('joining an event from its page (docs/product.md §4, §8)', () => {
  it('shows the places left, joins, then shows Sudah bergabung and one more participant', async () => {
    serve();
    const answer = gate();
    api.on('POST', '/posts/join', async (req) => {
      await answer.promise;
      expect(req.body).toMatchObject({ post_id: 1 });
      return ok(PostJoinDataSchema.parse({ post_participant: participant() }), POST_MESSAGES.joined, 201);
    });
    await openAsSeeker();
    expect(screen.getByTestId('post-places').textContent).toBe('Sisa 3 dari 10 tempat');
    expect(screen.getByText('7 bergabung')).toBeTruthy();
    await act(async () => fireEvent.click(joinButton()));
    expect(((await screen.findByRole('button', { name: 'Mengirim…' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer.open();
    expect(await screen.findByText('Sudah bergabung')).toBeTruthy();
    expect(screen.getByText('8 bergabung')).toBeTruthy();
    expect(screen.getByTestId('post-places').textContent).toBe('Sisa 2 dari 10 tempat');
    expect(screen.queryByRole('button', { name: 'Gabung Acara' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat Acara Diikuti' }).getAttribute('href')).toBe(
      '/panel/data-acara/pencari-kerja',
    );
    expect(api.calls('POST', '/posts/join')).toHaveLength(1);
  });

  it('carries the phone bar that brings the join box into reach (issue 17 item 7), inside the box', async () => {
    serve();
    await openAsSeeker();
    const bar = screen.getByTestId('apply-bar');
    expect(within(bar).getByRole('link', { name: 'Gabung Acara' }).getAttribute('href')).toBe(
      '#post-cta-title',
    );
    expect(bar.closest('aside')?.querySelector('#post-cta-title')).toBeTruthy();
  });

  it('shows Sudah bergabung for a seeker who already joined', async () => {
    serve({ post_participants: [participant()] });
    await openAsSeeker();
    expect(screen.getByText('Sudah bergabung')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gabung Acara' })).toBeNull();
  });

  it('cancels the registration before the start after a confirmation: the place returns and Gabung Acara is back', async () => {
    serve({ post_participants: [participant()], join_count: 8 });
    api.on('POST', '/posts/cancel', (req) => {
      expect(req.body).toMatchObject({ post_id: 1 });
      return ok(PostCancelDataSchema.parse({ post_id: 1, join_count: 7 }), POST_CANCEL_MESSAGES.cancelled);
    });
    await openAsSeeker();
    expect(screen.getByTestId('post-places').textContent).toBe('Sisa 2 dari 10 tempat');
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: `${POST_CANCEL_MESSAGES.cancel} Job Fair Kota Samarinda 2026` }),
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(POST_CANCEL_MESSAGES.confirm)).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: POST_CANCEL_MESSAGES.confirmYes })),
    );
    expect(await screen.findByText(POST_CANCEL_MESSAGES.cancelled)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Gabung Acara' })).toBeTruthy();
    expect(screen.getByTestId('post-places').textContent).toBe('Sisa 3 dari 10 tempat');
    expect(api.calls('POST', '/posts/cancel')).toHaveLength(1);
  });

  it('shows the refusal and reloads the event when it started meanwhile', async () => {
    serve({ post_participants: [participant()] });
    api.on('POST', '/posts/cancel', () => fail(409, POST_CANCEL_MESSAGES.started));
    await openAsSeeker();
    const loads = api.calls('GET', `/posts/slug/${SLUG}`).length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Batalkan Pendaftaran/ })));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: POST_CANCEL_MESSAGES.confirmYes })),
    );
    expect(await screen.findByText(POST_CANCEL_MESSAGES.started)).toBeTruthy();
    await waitFor(() => expect(api.calls('GET', `/posts/slug/${SLUG}`).length).toBeGreaterThan(loads));
    expect(screen.getByText('Sudah bergabung')).toBeTruthy();
  });

  it('offers no cancel once the event has started', async () => {
    serve({
      post_participants: [participant()],
      start_at: new Date(Date.now() - 3_600_000).toISOString(),
      end_at: later,
    });
    await openAsSeeker();
    expect(screen.getByText('Sudah bergabung')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Batalkan Pendaftaran/ })).toBeNull();
  });

  it('keeps the place when the seeker answers Tidak', async () => {
    serve({ post_participants: [participant()] });
    await openAsSeeker();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Batalkan Pendaftaran/ })));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: POST_CANCEL_MESSAGES.keep })),
    );
    expect(screen.getByText('Sudah bergabung')).toBeTruthy();
    expect(api.calls('POST', '/posts/cancel')).toHaveLength(0);
  });

  it.each([
    ['full', { quota: 10, join_count: 10 }, POST_MESSAGES.full, 'Sisa 0 dari 10 tempat'],
    ['closed', { status: 'CLOSED' }, POST_MESSAGES.closed, 'Sisa 3 dari 10 tempat'],
    [
      'past',
      {
        start_at: new Date(Date.now() - 2 * DAY).toISOString(),
        end_at: new Date(Date.now() - DAY).toISOString(),
      },
      POST_MESSAGES.past,
      'Sisa 3 dari 10 tempat',
    ],
  ] as const)(
    'disables the button with the reason when the event is %s',
    async (_name, overrides, reason, places) => {
      serve(overrides);
      await openAsSeeker();
      expect(joinButton().disabled).toBe(true);
      expect(screen.getByText(reason)).toBeTruthy();
      expect(joinButton().getAttribute('aria-describedby')).toBe('post-join-reason');
      expect(screen.getByTestId('post-places').textContent).toBe(places);
    },
  );

  it('says there is no limit for an event without a quota', async () => {
    serve({ quota: null });
    await openAsSeeker();
    expect(screen.getByTestId('post-places').textContent).toBe('Tanpa batas kuota peserta');
    expect(joinButton().disabled).toBe(false);
  });

  it("shows the server's message when the join is refused, and reloads the event", async () => {
    serve();
    api.on('POST', '/posts/join', () => fail(409, POST_MESSAGES.full));
    await openAsSeeker();
    await act(async () => fireEvent.click(joinButton()));
    expect(await screen.findByText(POST_MESSAGES.full)).toBeTruthy();
    await waitFor(() => expect(api.calls('GET', `/posts/slug/${SLUG}`).length).toBeGreaterThan(1));
    expect(screen.queryByText('Sudah bergabung')).toBeNull();
  });

  it("shows 'Gagal mengirim permintaan bergabung.' when the call fails", async () => {
    serve();
    api.on('POST', '/posts/join', () => DROP);
    await openAsSeeker();
    await act(async () => fireEvent.click(joinButton()));
    expect(await screen.findByText('Gagal mengirim permintaan bergabung.')).toBeTruthy();
    expect(screen.getByText('7 bergabung')).toBeTruthy();
  });

  it('sends the view once per event and keeps the tracker, so a second visit sends nothing', async () => {
    serve();
    await openAsSeeker();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(POST_TRACKERS_STORAGE_KEY) ?? '[]')).toEqual([
        { id: 5, post_id: 1, ip_address: '203.0.113.9' },
      ]),
    );
    expect(api.calls('POST', '/posts/view')).toHaveLength(1);
    expect(api.calls('POST', '/posts/view')[0]!.body).toMatchObject({ post_id: 1 });
  });

  it('sends no view when a tracker for this event is already stored', async () => {
    localStorage.setItem(
      POST_TRACKERS_STORAGE_KEY,
      JSON.stringify([{ id: 2, post_id: 1, ip_address: '198.51.100.1' }]),
    );
    serve();
    await openAsSeeker();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.calls('POST', '/posts/view')).toHaveLength(0);
  });
});
