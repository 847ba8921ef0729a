import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_VACANCY_MESSAGES } from '@siloker/shared/schemas/saved-vacancies-constants';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { vacancySummary } from '../../testing/fixtures/vacancies.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { SavedVacancies } from './saved-vacancies-page.tsx';

const api = setupFakeApi();
const LIST = '/saved-vacancies';
const PATH = '/panel/lowongan-tersimpan';

const open = vacancySummary();
const closed = vacancySummary({ id: 2, title: 'Operator Forklift', title_slug: 'operator-forklift' });
const hidden = vacancySummary({ id: 3, title: 'Juru Masak', title_slug: 'juru-masak' });
const item = (v: typeof open, state: { is_open: boolean; is_closed: boolean }, id: number) => ({
  id,
  saved_at: '2026-03-02T02:00:00.000Z',
  ...state,
  job_vacancy: v,
});

beforeEach(() => {
  setAuthUser(authUser());
  api.on('GET', LIST, () =>
    ok({
      saved_vacancies: [
        item(open, { is_open: true, is_closed: false }, 10),
        item(closed, { is_open: false, is_closed: true }, 11),
        item(hidden, { is_open: false, is_closed: false }, 12),
      ],
      total: 8,
    }),
  );
});

describe('SavedVacancies (/panel/lowongan-tersimpan)', () => {
  it('lists the saved vacancies a page at a time, with a note and no link on those not open', async () => {
    renderScreen(<SavedVacancies />, { path: PATH });
    const openTitle = await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(openTitle.getAttribute('href')).toBe('/lowongan-kerja/kasir-minimarket');
    expect(api.lastQuery(LIST)).toMatchObject({ offset: '0', limit: '5' });

    const closedCard = screen.getByRole('heading', { name: 'Operator Forklift' }).closest('li')!;
    expect(within(closedCard).queryByRole('link')).toBeNull();
    expect(within(closedCard).getByRole('note').textContent).toBe(SAVED_VACANCY_MESSAGES.closedNote);
    const hiddenCard = screen.getByRole('heading', { name: 'Juru Masak' }).closest('li')!;
    expect(within(hiddenCard).getByRole('note').textContent).toBe(SAVED_VACANCY_MESSAGES.hiddenNote);
    expect(openTitle.closest('li')!.querySelector('[role="note"]')).toBeNull();
    // Three of eight: the paging offers the next page.
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('removes a saved vacancy with its "Tersimpan" button and reads the list again', async () => {
    api.on('DELETE', '/saved-vacancies/2', () =>
      ok({ job_vacancy_id: 2, saved: false }, SAVED_VACANCY_MESSAGES.removed),
    );
    renderScreen(<SavedVacancies />, { path: PATH });
    const button = await screen.findByRole('button', { name: 'Tersimpan: Operator Forklift' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(api.calls('DELETE', '/saved-vacancies/2')).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET', LIST)).toHaveLength(2));
    expect(await screen.findByText(SAVED_VACANCY_MESSAGES.removed)).toBeTruthy();
  });

  it('says how to save one when the list is empty', async () => {
    api.on('GET', LIST, () => ok({ saved_vacancies: [], total: 0 }));
    renderScreen(<SavedVacancies />, { path: PATH });
    expect(await screen.findByText(SAVED_VACANCY_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cari lowongan' }).getAttribute('href')).toBe('/lowongan-kerja');
  });
});
