import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES, WALK_IN_TEXTS as T } from '@siloker/shared/schemas/employer-desk-constants';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { CompanyWalkIns } from './company-walk-ins.tsx';
import { VacancyWalkIns } from './vacancy-walk-ins.tsx';

const api = setupFakeApi();
const VACANCY_PATH = '/lowongan-kerja/:title_slug';
const VACANCY_URL = '/lowongan-kerja/operator-gudang';
const COMPANY_PATH = '/panel/data-lowongan-kerja/walk-in/:id';

// 1 December 2026 09.00–12.00 WITA (UTC+8), and a full one the day after.
const open = {
  id: 11,
  job_vacancy_id: 31,
  starts_at: '2026-12-01T01:00:00.000Z',
  ends_at: '2026-12-01T04:00:00.000Z',
  place: 'Aula Disnaker, Jl. Basuki Rahmat 1',
  quota: 5,
  booked_count: 2,
  is_past: false,
};
const full = {
  ...open,
  id: 12,
  starts_at: '2026-12-02T01:00:00.000Z',
  ends_at: '2026-12-02T03:00:00.000Z',
  place: 'Kantor PT Maju',
  quota: 1,
  booked_count: 1,
};
const past = {
  ...open,
  id: 10,
  starts_at: '2025-01-01T01:00:00.000Z',
  ends_at: '2025-01-01T02:00:00.000Z',
  place: 'Lama',
  is_past: true,
};

const seeker = () => setAuthUser(authUser());
const company = () =>
  setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 9 }));

const sessionItems = async () => screen.findAllByTestId('walk-in-session');

describe('VacancyWalkIns (the section on a vacancy page)', () => {
  it('shows a guest the upcoming sessions in WITA with the places left, "Penuh" on a full one, and a sign-in link that comes back', async () => {
    api.on('GET', '/walk-in-sessions', () => ok({ sessions: [past, open, full], my_session_id: null }));
    renderScreen(<VacancyWalkIns vacancyId={31} />, { path: VACANCY_PATH, url: VACANCY_URL });
    const items = await sessionItems();
    expect(items).toHaveLength(2);
    expect(api.lastQuery('/walk-in-sessions')).toEqual({ job_vacancy_id: '31' });
    expect(items[0]!.textContent).toContain('1 Desember 2026 pukul 09.00–12.00 WITA');
    expect(items[0]!.textContent).toContain(T.placesLeft(3));
    const link = within(items[0]!).getByRole('link', { name: T.guestBook });
    expect(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('kembali')).toBe(VACANCY_URL);
    expect(items[1]!.textContent).toContain(T.full);
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Lama')).toBeNull();
  });

  it('shows nothing when the vacancy has no upcoming session', async () => {
    api.on('GET', '/walk-in-sessions', () => ok({ sessions: [past], my_session_id: null }));
    renderScreen(<VacancyWalkIns vacancyId={31} />, { path: VACANCY_PATH, url: VACANCY_URL });
    await waitFor(() => expect(api.calls('GET', '/walk-in-sessions')).toHaveLength(1));
    expect(screen.queryByTestId('walk-ins')).toBeNull();
  });

  it('lets a seeker book a place, then shows it as theirs and releases it', async () => {
    seeker();
    let mine: number | null = null;
    api.on('GET', '/walk-in-sessions', () =>
      ok({
        sessions: [{ ...open, booked_count: open.booked_count + (mine ? 1 : 0) }, full],
        my_session_id: mine,
      }),
    );
    api.on('POST', '/walk-in-sessions/11/booking', () => {
      mine = 11;
      return ok({ session: { ...open, booked_count: 3 }, booked: true }, DESK_MESSAGES.booked, 201);
    });
    api.on('DELETE', '/walk-in-sessions/11/booking', () => {
      mine = null;
      return ok({ session: open, booked: false }, DESK_MESSAGES.bookingCancelled);
    });
    renderScreen(<VacancyWalkIns vacancyId={31} />, { path: VACANCY_PATH, url: VACANCY_URL });
    const items = await sessionItems();
    // The full session offers no button.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    await submit(within(items[0]!).getByRole('button', { name: new RegExp(`^${T.book}`) }));
    expect(await screen.findByText(T.yours)).toBeTruthy();
    expect(await screen.findByText(DESK_MESSAGES.booked)).toBeTruthy();
    expect(screen.getByText(T.placesLeft(2))).toBeTruthy();
    // One place per vacancy: no other session can be booked while one is held.
    expect(screen.queryByRole('button', { name: new RegExp(`^${T.book}`) })).toBeNull();
    await submit(screen.getByRole('button', { name: T.release }));
    await waitFor(() => expect(screen.queryByText(T.yours)).toBeNull());
    expect(api.calls('DELETE', '/walk-in-sessions/11/booking')).toHaveLength(1);
    expect(screen.getByRole('button', { name: new RegExp(`^${T.book}`) })).toBeTruthy();
  });

  it("shows the server's refusal when the last place went to someone else first, and the session as full", async () => {
    seeker();
    let taken = false;
    api.on('GET', '/walk-in-sessions', () =>
      ok({ sessions: [{ ...full, booked_count: taken ? 1 : 0 }], my_session_id: null }),
    );
    api.on('POST', '/walk-in-sessions/12/booking', () => {
      taken = true;
      return fail(409, DESK_MESSAGES.sessionFull);
    });
    renderScreen(<VacancyWalkIns vacancyId={31} />, { path: VACANCY_PATH, url: VACANCY_URL });
    const items = await sessionItems();
    expect(items[0]!.textContent).toContain(T.placesLeft(1));
    await submit(within(items[0]!).getByRole('button', { name: new RegExp(`^${T.book}`) }));
    expect((await screen.findByRole('alert')).textContent).toBe(DESK_MESSAGES.sessionFull);
    await waitFor(() => expect(screen.getByTestId('walk-in-session').textContent).toContain(T.full));
    expect(screen.queryByRole('button', { name: new RegExp(`^${T.book}`) })).toBeNull();
  });

  it('shows a company the sessions without a booking button', async () => {
    company();
    api.on('GET', '/walk-in-sessions', () => ok({ sessions: [open], my_session_id: null }));
    renderScreen(<VacancyWalkIns vacancyId={31} />, { path: VACANCY_PATH, url: VACANCY_URL });
    const items = await sessionItems();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[0]!).queryByRole('link')).toBeNull();
  });
});

describe('CompanyWalkIns (/panel/data-lowongan-kerja/walk-in/:id)', () => {
  const LIST = '/company/job-vacancies/31/walk-in-sessions';
  const withBookers = {
    ...open,
    bookings: [
      { id: 1, seeker_name: 'Siti Aminah', booked_at: '2026-11-20T02:30:00.000Z', has_applied: true },
      { id: 2, seeker_name: 'Rudi Hartono', booked_at: '2026-11-21T03:00:00.000Z', has_applied: false },
    ],
  };
  const unbooked = { ...full, booked_count: 0, bookings: [] };

  it('lists the sessions with time, place, booked count and who booked; only an unbooked one can be deleted', async () => {
    company();
    let sessions = [withBookers, unbooked];
    api.on('GET', LIST, () => ok({ sessions }));
    api.on('DELETE', '/company/walk-in-sessions/12', () => {
      sessions = [withBookers];
      return ok({ id: 12 }, DESK_MESSAGES.sessionDeleted);
    });
    renderScreen(<CompanyWalkIns />, { path: COMPANY_PATH, url: '/panel/data-lowongan-kerja/walk-in/31' });
    const items = await screen.findAllByTestId('company-walk-in');
    expect(items[0]!.textContent).toContain('1 Desember 2026 pukul 09.00–12.00 WITA');
    expect(items[0]!.textContent).toContain(open.place);
    expect(items[0]!.textContent).toContain(T.bookedOf(2, 5));
    expect(within(items[0]!).getByText('Siti Aminah').parentElement!.textContent).toContain(T.applied);
    expect(within(items[0]!).getByText('Rudi Hartono').parentElement!.textContent).not.toContain(T.applied);
    expect(within(items[0]!).queryByRole('button', { name: /Hapus/ })).toBeNull();
    expect(items[1]!.textContent).toContain(T.noBookers);
    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Hapus/ }));
    await submit(await screen.findByRole('button', { name: T.delete }));
    await waitFor(() => expect(screen.getAllByTestId('company-walk-in')).toHaveLength(1));
    expect(api.calls('DELETE', '/company/walk-in-sessions/12')).toHaveLength(1);
  });

  it("sends the date and times on the portal's clock and shows the server's errors at their fields", async () => {
    company();
    api.on('GET', LIST, () => ok({ sessions: [] }));
    api.on('POST', LIST, () =>
      fail(400, DESK_MESSAGES.sessionEndBeforeStart, {
        ends_at: [DESK_MESSAGES.sessionEndBeforeStart],
        quota: ['Kuota harus bilangan bulat 1–500.'],
      }),
    );
    renderScreen(<CompanyWalkIns />, { path: COMPANY_PATH, url: '/panel/data-lowongan-kerja/walk-in/31' });
    expect(await screen.findByText(T.empty)).toBeTruthy();
    type(screen.getByLabelText(/^Tanggal/), '2026-12-01');
    type(screen.getByLabelText(/^Jam mulai/), '13:00');
    type(screen.getByLabelText(/^Jam selesai/), '12:00');
    type(screen.getByLabelText(/^Tempat/), 'Aula Disnaker');
    type(screen.getByLabelText(/^Kuota/), '0');
    await submit(screen.getByRole('button', { name: T.add }));
    await waitFor(() => expect(api.calls('POST', LIST)).toHaveLength(1));
    const body = api.calls('POST', LIST)[0]!.body;
    expect(body).toMatchObject({
      starts_at: '2026-12-01T05:00:00.000Z',
      ends_at: '2026-12-01T04:00:00.000Z',
      place: 'Aula Disnaker',
      quota: '0',
    });
    const end = screen.getByLabelText(/^Jam selesai/);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(DESK_MESSAGES.sessionEndBeforeStart)).toBeTruthy();
    expect(screen.getByText('Kuota harus bilangan bulat 1–500.')).toBeTruthy();
    expect(document.activeElement).toBe(end);
  });

  it('names a missing date without asking the server, and adds a session and reads the list again', async () => {
    company();
    let sessions: (typeof unbooked)[] = [];
    api.on('GET', LIST, () => ok({ sessions }));
    api.on('POST', LIST, () => {
      sessions = [unbooked];
      return ok({ session: full }, DESK_MESSAGES.sessionCreated, 201);
    });
    renderScreen(<CompanyWalkIns />, { path: COMPANY_PATH, url: '/panel/data-lowongan-kerja/walk-in/31' });
    await screen.findByText(T.empty);
    await submit(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText('Tanggal wajib diisi.')).toBeTruthy();
    expect(api.calls('POST', LIST)).toHaveLength(0);
    type(screen.getByLabelText(/^Tanggal/), '2026-12-02');
    type(screen.getByLabelText(/^Tempat/), 'Kantor PT Maju');
    type(screen.getByLabelText(/^Kuota/), '1');
    await submit(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByTestId('company-walk-in')).toBeTruthy();
    expect(await screen.findByText(DESK_MESSAGES.sessionCreated)).toBeTruthy();
  });

  it("edits a session in the same form: filled in, the server's quota refusal under Kuota, then saved and the list read again", async () => {
    company();
    const startedOne = { ...past, id: 10, booked_count: 0, bookings: [] };
    let sessions = [startedOne, withBookers];
    const EDIT = '/company/walk-in-sessions/11';
    api.on('GET', LIST, () => ok({ sessions }));
    api.on('POST', EDIT, (req) => {
      if (req.body.quota === '1')
        return fail(422, DESK_MESSAGES.quotaBelowBookings(2), {
          quota: [DESK_MESSAGES.quotaBelowBookings(2)],
        });
      const session = {
        ...open,
        starts_at: req.body.starts_at as string,
        ends_at: req.body.ends_at as string,
        place: req.body.place as string,
        quota: Number(req.body.quota),
      };
      sessions = [startedOne, { ...withBookers, ...session }];
      return ok({ session }, DESK_MESSAGES.sessionUpdated);
    });
    renderScreen(<CompanyWalkIns />, { path: COMPANY_PATH, url: '/panel/data-lowongan-kerja/walk-in/31' });
    const items = await screen.findAllByTestId('company-walk-in');
    // A session that has started cannot be changed; the upcoming one can.
    expect(within(items[0]!).queryByRole('button', { name: /^Ubah/ })).toBeNull();
    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Ubah/ }));

    expect((await screen.findByRole('heading', { level: 2, name: T.editTitle })).textContent).toBe(
      T.editTitle,
    );
    const date = screen.getByLabelText(/^Tanggal/) as HTMLInputElement;
    expect(date.value).toBe('2026-12-01');
    expect(document.activeElement).toBe(date);
    expect((screen.getByLabelText(/^Jam mulai/) as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText(/^Jam selesai/) as HTMLInputElement).value).toBe('12:00');
    expect((screen.getByLabelText(/^Tempat/) as HTMLInputElement).value).toBe(open.place);
    expect((screen.getByLabelText(/^Kuota/) as HTMLInputElement).value).toBe('5');
    // The lead names the session and what an edit of a booked one means.
    expect(screen.getByRole('heading', { level: 2, name: T.editTitle }).nextElementSibling!.textContent).toBe(
      `1 Desember 2026 pukul 09.00–12.00 WITA — ${T.editBooked(2)}`,
    );
    expect(screen.queryByRole('button', { name: T.add })).toBeNull();

    // Fewer places than were booked: the server's reason at the quota field, with the focus there.
    type(screen.getByLabelText(/^Kuota/), '1');
    await submit(screen.getByRole('button', { name: T.save }));
    const quota = screen.getByLabelText(/^Kuota/);
    await waitFor(() => expect(quota.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(DESK_MESSAGES.quotaBelowBookings(2))).toBeTruthy();
    expect(document.activeElement).toBe(quota);

    type(quota, '6');
    type(screen.getByLabelText(/^Jam selesai/), '13:00');
    type(screen.getByLabelText(/^Tempat/), 'Aula Disnaker lantai 2');
    await submit(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(api.calls('POST', EDIT)).toHaveLength(2));
    expect(api.calls('POST', EDIT)[1]!.body).toMatchObject({
      starts_at: '2026-12-01T01:00:00.000Z',
      ends_at: '2026-12-01T05:00:00.000Z',
      place: 'Aula Disnaker lantai 2',
      quota: '6',
    });
    expect(await screen.findByText(DESK_MESSAGES.sessionUpdated)).toBeTruthy();
    // The list is read again, and the form is the add form once more.
    await waitFor(() =>
      expect(screen.getAllByTestId('company-walk-in')[1]!.textContent).toContain(T.bookedOf(2, 6)),
    );
    const edited = screen.getAllByTestId('company-walk-in')[1]!;
    expect(edited.textContent).toContain('Aula Disnaker lantai 2');
    expect(edited.textContent).toContain('1 Desember 2026 pukul 09.00–13.00 WITA');
    expect(screen.getByRole('heading', { level: 2, name: T.addTitle })).toBeTruthy();
    expect((screen.getByLabelText(/^Tanggal/) as HTMLInputElement).value).toBe('');
    expect(api.calls('POST', LIST)).toHaveLength(0);
  });

  it('leaves the edit with "Batal" without asking the server', async () => {
    company();
    api.on('GET', LIST, () => ok({ sessions: [withBookers] }));
    renderScreen(<CompanyWalkIns />, { path: COMPANY_PATH, url: '/panel/data-lowongan-kerja/walk-in/31' });
    fireEvent.click(
      within(await screen.findByTestId('company-walk-in')).getByRole('button', { name: /^Ubah/ }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: T.editTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.cancelEdit }));
    expect(await screen.findByRole('heading', { level: 2, name: T.addTitle })).toBeTruthy();
    expect((screen.getByLabelText(/^Tempat/) as HTMLInputElement).value).toBe('');
    expect(api.calls('POST', '/company/walk-in-sessions/11')).toHaveLength(0);
  });

  it("shows the server's message when the vacancy is not the company's own", async () => {
    company();
    api.on('GET', LIST, () => fail(403, 'Anda tidak memiliki akses.'));
    renderScreen(<CompanyWalkIns />, { path: COMPANY_PATH, url: '/panel/data-lowongan-kerja/walk-in/31' });
    expect(await screen.findByText('Anda tidak memiliki akses.')).toBeTruthy();
  });
});
