import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_ACCESS_DAYS } from '@siloker/shared/schemas/security-constants';
import { DOCUMENT_ACCESS_NOTICE } from '@siloker/shared/schemas/contact-access';
import { authUser } from '../../testing/fixtures/auth.ts';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { JobApplicantSeekerList } from './job-applicant-seeker-list.tsx';
import { history, page, seekerApplication } from '../../testing/fixtures/applications.ts';

const api = setupFakeApi();
const STATUSES = '/job-vacancies/seeker/job-application-statuses';
const LIST = '/job-vacancies/seeker/job-application-applicants';
const PATH = '/panel/data-lowongan-kerja/pencari-kerja';

const called = seekerApplication({
  id: 12,
  status: 'CALLED',
  job_vacancy: { ...seekerApplication().job_vacancy, id: 42, title: 'Kasir Toko', title_slug: 'kasir-toko' },
  histories: [
    history({ id: 1 }),
    history({
      id: 2,
      from_status: 'APPLIED',
      to_status: 'CALLED',
      changed_by_role: 'company',
      note: 'Datang wawancara Senin 09.00.',
      created_at: '2026-03-05T02:00:00.000Z',
    }),
  ],
});

beforeEach(() => {
  setAuthUser(authUser());
  api.on('GET', STATUSES, () =>
    ok({
      calls: page([], 3),
      passed: page([], 1),
      accepted: page([], 0),
      invited: page([], 2),
      rejected: page([], 4),
      total: 12,
    }),
  );
  api.on('GET', LIST, (req) => {
    if (req.query.limit === '1') return ok(page([], 7));
    if (req.query.status === 'CALLED') return ok(page([called], 3));
    if (req.query.status === 'APPLIED') return ok(page([seekerApplication()], 7));
    if (req.query.status === 'all') return ok(page([seekerApplication(), called], 12));
    return ok(page([], 0));
  });
});

const open = (url = PATH) => renderScreen(<JobApplicantSeekerList />, { path: PATH, url });

describe('JobApplicantSeekerList (/panel/data-lowongan-kerja/pencari-kerja)', () => {
  it('shows Semua, the five tabs of §2 and Tidak Diterima, each with its count from the API', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Sudah Dikirm (7)' })).toBeTruthy();
    for (const name of [
      'Semua (12)',
      'Di Panggil (3)',
      'Telah Lolos (1)',
      'Sudah Diterima (0)',
      'Lewat Undangan (2)',
      'Tidak Diterima (4)',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(api.lastQuery(STATUSES)).toMatchObject({ status: 'all' });
  });

  it('tells the seeker how long a company keeps their contact details and documents', async () => {
    open();
    const notice = await screen.findByText(DOCUMENT_ACCESS_NOTICE);
    expect(notice.textContent).toContain(`${DOCUMENT_ACCESS_DAYS} hari setelah lowongan itu ditutup`);
  });

  it('opens on Semua: every application whatever its stage (issue 17 item 12)', async () => {
    const router = open();
    expect(await screen.findByRole('article', { name: 'Teller Bank' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Kasir Toko' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Semua (12)' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.queries(LIST)).toContainEqual({ status: 'all', offset: '0', limit: '5' });
    expect(api.queries(LIST)).not.toContainEqual({ status: 'APPLIED', offset: '0', limit: '5' });
    fireEvent.click(screen.getByRole('button', { name: 'Sudah Dikirm (7)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=applicants'));
    fireEvent.click(screen.getByRole('button', { name: 'Semua (12)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lists the sent applications with a link to the vacancy, company, stage and date', async () => {
    open(`${PATH}?tab=applicants`);
    const card = await screen.findByRole('article', { name: 'Teller Bank' });
    expect(api.queries(LIST)).toContainEqual({ status: 'APPLIED', offset: '0', limit: '5' });
    expect(within(card).getByRole('link', { name: 'Teller Bank' }).getAttribute('href')).toBe(
      '/lowongan-kerja/teller-bank',
    );
    expect(within(card).getByText('PT BPR Tepian Sejahtera')).toBeTruthy();
    expect(within(card).getByText('Dikirim', { selector: '.app-stage' })).toBeTruthy();
    expect(within(card).getByText('2 Maret 2026')).toBeTruthy();
  });

  it('switches tab through the address and shows the stage history with the note', async () => {
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Di Panggil (3)' }));
    // The tab's own page is asked for (other lists, such as the tab counts, may be asked after it);
    // the card is read once that page is in.
    await waitFor(() =>
      expect(api.queries(LIST)).toContainEqual(expect.objectContaining({ status: 'CALLED', offset: '0' })),
    );
    const card = await screen.findByRole('article', { name: 'Kasir Toko' });
    expect(router.state.location.search).toBe('?tab=calls');
    expect(within(card).getByText('Riwayat tahap (2)')).toBeTruthy();
    expect(within(card).getByText('Catatan: Datang wawancara Senin 09.00.')).toBeTruthy();
    const moves = within(card).getAllByRole('listitem');
    expect(moves[1]!.textContent).toContain('Dikirim');
    expect(moves[1]!.textContent).toContain('Dipanggil');
  });

  it('reads invitations and rejections by their own scope, with an Indonesian empty state', async () => {
    open(`${PATH}?tab=invited`);
    expect(await screen.findByText('Belum ada undangan melamar dari perusahaan.')).toBeTruthy();
    expect(api.lastQuery(LIST)).toMatchObject({ status: 'invited' });
    fireEvent.click(screen.getByRole('button', { name: 'Tidak Diterima (4)' }));
    await waitFor(() => expect(api.lastQuery(LIST)).toMatchObject({ status: 'REJECTED' }));
    expect(await screen.findByText('Tidak ada lamaran yang ditolak.')).toBeTruthy();
  });
});
