import { cleanup as cleanupScreen, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@siloker/shared/schemas/invitations-constants';
import { invitationLimitMessage } from '@siloker/shared/schemas/contact-access';
import { AppProvider } from '../../testing/app.ts';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { authUser } from '../../testing/fixtures/auth.ts';
import { seekerPublic, seekerSummary } from '../../testing/fixtures/seekers.ts';
import { JobApplicantSeekerList, JobSeekerDetail, SeekerSearch } from '../../testing/screens.ts';
import { history, page, seekerApplication } from '../../testing/fixtures/applications.ts';
import { companyVacanciesData, companyVacancy } from '../../testing/fixtures/company-vacancies.ts';
import { JobVacancyFormInviteByCompany } from './job-vacancy-form-invite-by-company.tsx';

/** An invitation as the server answers it (InvitationDataSchema), with the seeker's answer. */
const invitationData = (answer: 'PENDING' | 'ACCEPTED' | 'DECLINED') => ({
  invitation: {
    id: 55,
    status: answer === 'ACCEPTED' ? ('APPLIED' as const) : ('INVITED' as const),
    answer,
    answered_at: answer === 'PENDING' ? null : '2026-01-06T02:00:00.000Z',
    message: null,
    applied_at: answer === 'ACCEPTED' ? '2026-01-06T02:00:00.000Z' : null,
    created_at: '2026-01-05T02:00:00.000Z',
    job_vacancy: {
      id: 32,
      title: 'Kasir Toko',
      title_slug: 'kasir-toko',
      expired_at: null,
      is_removed: false,
    },
    company: { id: 5, name: 'PT Matriks', slug_name: 'pt-matriks', photo_url: null },
    seeker: { id: 9, name: 'Maria Ulfa', slug_name: 'maria-ulfa', photo_url: null },
    histories: [],
  },
});

const api = setupFakeApi();

describe('Tawarkan Lamaran (/lowongan-kerja-formulir/tawar-lamaran)', () => {
  const PATH = '/lowongan-kerja-formulir/tawar-lamaran';
  const VACANCIES = '/job-vacancies/company/5';

  beforeEach(() => {
    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 }));
    api.on('GET', '/seekers/slug/maria-ulfa', () => ok({ seeker: seekerPublic() }));
    api.on('GET', VACANCIES, () =>
      ok(
        companyVacanciesData({
          job_vacancies: [
            companyVacancy({ id: 31, title: 'Barista Kedai Kopi', title_slug: 'barista-kedai-kopi' }),
            companyVacancy({ id: 32, title: 'Kasir Toko', title_slug: 'kasir-toko' }),
          ],
          total: 2,
        }),
      ),
    );
  });

  /** The form, and the seeker search it returns to after sending. */
  const open = (url = `${PATH}?seeker=maria-ulfa`) => {
    const router = createMemoryRouter(
      [
        { path: PATH, element: <JobVacancyFormInviteByCompany /> },
        { path: '/panel/cari-pencari-kerja', element: <p>Cari Pencari Kerja (tujuan)</p> },
      ],
      { initialEntries: [url] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return router;
  };

  it('shows the seeker and the company’s active vacancies, sends the chosen one with the message, and returns to the search', async () => {
    api.on('POST', '/invitations', () => ok(invitationData('PENDING'), INVITATION_MESSAGES.sent, 201));
    const router = open();
    expect(await screen.findByRole('heading', { name: 'Maria Ulfa' })).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: 'Lowongan yang ditawarkan' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Kasir Toko' })).toBeTruthy());
    expect(api.lastQuery(VACANCIES)).toMatchObject({ tab: 'active' });

    fireEvent.change(select, { target: { value: '32' } });
    type(screen.getByRole('textbox', { name: /Pesan untuk pencari kerja/ }), 'Datang wawancara Senin.');
    await submit(screen.getByRole('button', { name: 'Kirim Undangan' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(INVITATION_MESSAGES.sent);
    expect(api.requests.find((r) => r.path === '/invitations')?.body).toMatchObject({
      job_vacancy_id: 32,
      seeker_detail_id: 10,
      message: 'Datang wawancara Senin.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oke' }));
    expect(await screen.findByText('Cari Pencari Kerja (tujuan)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/panel/cari-pencari-kerja');
  });

  it('asks for a vacancy before sending anything', async () => {
    open();
    await screen.findByRole('heading', { name: 'Maria Ulfa' });
    await submit(screen.getByRole('button', { name: 'Kirim Undangan' }));
    expect(
      await screen.findByText(/Lowongan yang ditawarkan/, { selector: '.form-error, [id$="-error"]' }),
    ).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/invitations')).toBe(false);
  });

  it('shows the server’s refusal, e.g. a seeker already invited', async () => {
    api.on('POST', '/invitations', () => fail(409, INVITATION_MESSAGES.alreadyInvited));
    open();
    const select = await screen.findByRole('combobox', { name: 'Lowongan yang ditawarkan' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '31' } });
    await submit(screen.getByRole('button', { name: 'Kirim Undangan' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      INVITATION_MESSAGES.alreadyInvited,
    );
  });

  it('keeps the daily-limit refusal (429) in the form, with the limit and when it resets', async () => {
    const message = invitationLimitMessage(5 * 3600 + 12 * 60);
    api.on('POST', '/invitations', () => fail(429, message));
    open();
    const select = await screen.findByRole('combobox', { name: 'Lowongan yang ditawarkan' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '31' } });
    const button = screen.getByRole('button', { name: 'Kirim Undangan' });
    const form = button.closest('form')!;
    await submit(button);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(alert.textContent).toContain('5 jam 12 menit');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('without a seeker in the address, points to the seeker search', async () => {
    open(PATH);
    expect(await screen.findByRole('heading', { name: 'Pilih pencari kerja dahulu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cari pencari kerja' }).getAttribute('href')).toBe(
      '/panel/cari-pencari-kerja',
    );
  });
});

describe('Lewat Undangan: answering an invitation', () => {
  const PATH = '/panel/data-lowongan-kerja/pencari-kerja';
  const LIST = '/job-vacancies/seeker/job-application-applicants';
  const invitation = seekerApplication({
    id: 55,
    status: 'INVITED',
    is_invitation: true,
    applied_at: null,
    histories: [history({ to_status: 'INVITED', changed_by_role: 'company', note: 'Kami tertarik.' })],
  });

  beforeEach(() => {
    setAuthUser(authUser());
    api.on('GET', '/job-vacancies/seeker/job-application-statuses', () =>
      ok({
        calls: page([], 0),
        passed: page([], 0),
        accepted: page([], 0),
        invited: page([], 1),
        rejected: page([], 0),
        total: 0,
      }),
    );
    api.on('GET', LIST, (req) => ok(req.query.status === 'invited' ? page([invitation], 1) : page([], 0)));
  });

  const open = () => renderScreen(<JobApplicantSeekerList />, { path: PATH, url: `${PATH}?tab=invited` });

  it('accepts with Terima and tells the seeker the application was sent', async () => {
    api.on('POST', '/invitations/55/accept', () =>
      ok(invitationData('ACCEPTED'), INVITATION_MESSAGES.accepted),
    );
    open();
    const card = await screen.findByRole('article', { name: 'Teller Bank' });
    expect(within(card).getByText('Catatan: Kami tertarik.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Terima' }));
    expect(await screen.findByText(INVITATION_MESSAGES.accepted)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/invitations/55/accept')).toBe(true);
  });

  it('names what the profile lacks when the server refuses the accept', async () => {
    api.on('POST', '/invitations/55/accept', () => ({
      status: 422,
      body: {
        status: 'fail',
        message: INVITATION_MESSAGES.profileIncomplete(['Nomor telepon', 'Berkas KTP']),
        data: { missing: ['Nomor telepon', 'Berkas KTP'] },
      },
    }));
    open();
    const card = await screen.findByRole('article', { name: 'Teller Bank' });
    fireEvent.click(within(card).getByRole('button', { name: 'Terima' }));
    const alert = await within(card).findByRole('alert');
    expect(within(alert).getByText('Nomor telepon')).toBeTruthy();
    expect(within(alert).getByText('Berkas KTP')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Lengkapi profil' })).toBeTruthy();
  });

  it('declines with Tolak only after the seeker confirms', async () => {
    api.on('POST', '/invitations/55/decline', () =>
      ok(invitationData('DECLINED'), INVITATION_MESSAGES.declined),
    );
    open();
    const card = await screen.findByRole('article', { name: 'Teller Bank' });
    fireEvent.click(within(card).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.some((r) => r.path === '/invitations/55/decline')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Tolak' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya tolak' }));
    expect(await screen.findByText(INVITATION_MESSAGES.declined)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/invitations/55/decline')).toBe(true);
  });

  it('shows no answer buttons on an invitation already answered', async () => {
    api.on('GET', LIST, () => ok(page([{ ...invitation, status: 'APPLIED' }], 1)));
    open();
    const card = await screen.findByRole('article', { name: 'Teller Bank' });
    expect(within(card).queryByRole('button', { name: 'Terima' })).toBeNull();
  });
});

describe('Tawarkan Lowongan: the way to the invite form', () => {
  const INVITE = '/lowongan-kerja-formulir/tawar-lamaran?seeker=maria-ulfa';
  const company = () => authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 });

  it('is on a seeker’s public page for a signed-in company, and not for a guest', async () => {
    api.on('GET', '/seekers/slug/maria-ulfa', () => ok({ seeker: seekerPublic() }));
    const openDetail = () =>
      renderScreen(<JobSeekerDetail />, {
        path: '/pencari-kerja/:name_slug',
        url: '/pencari-kerja/maria-ulfa',
      });
    openDetail();
    await screen.findByRole('heading', { name: 'Maria Ulfa' });
    expect(screen.queryByRole('link', { name: /Tawarkan Lowongan/ })).toBeNull();

    cleanupScreen();
    setAuthUser(company());
    openDetail();
    const link = await screen.findByRole('link', { name: 'Tawarkan Lowongan kepada Maria Ulfa' });
    expect(link.getAttribute('href')).toBe(INVITE);
  });

  it('is on each card of the panel seeker search for a company', async () => {
    setAuthUser(company());
    api.on('GET', '/master/educations', () => ok({ educations: [] }));
    api.on('GET', '/users', () => ok({ seekers: [{ ...seekerSummary(), skills: [] }], total_data: 1 }));
    renderScreen(<SeekerSearch />, { path: '/panel/cari-pencari-kerja' });
    const link = await screen.findByRole('link', { name: 'Tawarkan Lowongan kepada Maria Ulfa' });
    expect(link.getAttribute('href')).toBe(INVITE);
  });
});
