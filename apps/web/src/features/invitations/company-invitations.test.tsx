import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { CONTACT_HIDDEN_NOTES } from '@siloker/shared/schemas/contact-access';
import { InvitationSchema, type Invitation } from '@siloker/shared/schemas/invitations';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { authUser } from '../../testing/fixtures/auth.ts';
import { history } from '../../testing/fixtures/applications.ts';
import { CompanyInvitations } from './company-invitations.tsx';

const api = setupFakeApi();
const PATH = '/panel/data-lowongan-kerja/undangan';

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return InvitationSchema.parse({
    id: 21,
    status: 'INVITED',
    answer: 'PENDING',
    answered_at: null,
    message: 'Kami tertarik dengan pengalaman Anda.',
    applied_at: null,
    created_at: '2026-03-02T01:30:00.000Z',
    job_vacancy: {
      id: 31,
      title: 'Barista Kedai Kopi',
      title_slug: 'barista-kedai-kopi',
      expired_at: null,
      is_removed: false,
    },
    company: { id: 5, name: 'PT Kopi Tepian', slug_name: 'pt-kopi-tepian', photo_url: null },
    seeker: { id: 10, name: 'Maria Ulfa', slug_name: 'maria-ulfa', photo_url: null },
    histories: [history({ to_status: 'INVITED', changed_by_role: 'company' })],
    ...overrides,
  });
}

const accepted = invitation({
  id: 22,
  status: 'APPLIED',
  answer: 'ACCEPTED',
  answered_at: '2026-03-03T02:00:00.000Z',
  applied_at: '2026-03-03T02:00:00.000Z',
  seeker: { id: 11, name: 'Rudi Hartono', slug_name: 'rudi-hartono', photo_url: null },
  histories: [
    history({ id: 1, to_status: 'INVITED', changed_by_role: 'company' }),
    history({ id: 2, from_status: 'INVITED', to_status: 'APPLIED' }),
  ],
});
const declined = invitation({
  id: 23,
  status: 'REJECTED',
  answer: 'DECLINED',
  answered_at: '2026-03-04T02:00:00.000Z',
  message: null,
  seeker: { id: 12, name: 'Dewi Lestari', slug_name: 'dewi-lestari', photo_url: null },
});

beforeEach(() => {
  setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 }));
  api.on('GET', '/invitations', (req) => {
    const all = [invitation(), accepted, declined];
    const rows = req.query.answer ? all.filter((i) => i.answer === req.query.answer) : all;
    return ok({ invitations: rows, total: rows.length });
  });
});

const open = (url = PATH) => renderScreen(<CompanyInvitations />, { path: PATH, url });
const row = (name: string) => screen.findByRole('article', { name });

describe('Undangan Terkirim (/panel/data-lowongan-kerja/undangan)', () => {
  it('lists every sent invitation with the vacancy, the message and the seeker’s answer', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Undangan Terkirim' })).toBeTruthy();
    const pending = await row('Maria Ulfa');
    expect(within(pending).getByText('Barista Kedai Kopi')).toBeTruthy();
    expect(within(pending).getByText('Menunggu jawaban')).toBeTruthy();
    expect(within(pending).getByText(/Kami tertarik dengan pengalaman Anda/)).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Maria Ulfa' }).getAttribute('href')).toBe(
      '/pencari-kerja/maria-ulfa',
    );
    expect(within(pending).queryByRole('link', { name: 'Lihat pelamar' })).toBeNull();

    const yes = await row('Rudi Hartono');
    expect(within(yes).getByText('Diterima pencari kerja')).toBeTruthy();
    expect(within(yes).getByText('Dijawab')).toBeTruthy();
    expect(within(yes).getByRole('link', { name: 'Lihat pelamar' }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja/barista-kedai-kopi/pencari-kerja',
    );
    expect(within(await row('Dewi Lestari')).getByText('Ditolak pencari kerja')).toBeTruthy();
    expect(api.lastQuery('/invitations')).toMatchObject({ offset: '0', limit: '5' });
    expect(api.lastQuery('/invitations')).not.toHaveProperty('answer');
  });

  it('says on a pending or declined invitation that contact details appear only once the seeker accepts', async () => {
    open();
    const pending = await row('Maria Ulfa');
    expect(within(pending).getByText(CONTACT_HIDDEN_NOTES.PENDING)).toBeTruthy();
    const no = await row('Dewi Lestari');
    expect(within(no).getByText(CONTACT_HIDDEN_NOTES.DECLINED)).toBeTruthy();
    const yes = await row('Rudi Hartono');
    expect(within(yes).queryByText(CONTACT_HIDDEN_NOTES.PENDING)).toBeNull();
    expect(within(yes).queryByText(CONTACT_HIDDEN_NOTES.DECLINED)).toBeNull();
  });

  it('asks the server for one answer per tab and keeps the tab in the address', async () => {
    open();
    await row('Maria Ulfa');
    fireEvent.click(screen.getByRole('button', { name: 'Diterima' }));
    await waitFor(() => expect(api.lastQuery('/invitations')).toMatchObject({ answer: 'ACCEPTED' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Maria Ulfa' })).toBeNull());
    expect(await row('Rudi Hartono')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diterima' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Menunggu Jawaban' }));
    await waitFor(() => expect(api.lastQuery('/invitations')).toMatchObject({ answer: 'PENDING' }));
    expect(await row('Maria Ulfa')).toBeTruthy();
  });

  it('opens on the tab and page the address names', async () => {
    open(`${PATH}?answer=DECLINED&page=2`);
    await waitFor(() =>
      expect(api.lastQuery('/invitations')).toMatchObject({ answer: 'DECLINED', offset: '5' }),
    );
  });

  it('says so when there is nothing in a tab', async () => {
    api.on('GET', '/invitations', () => ok({ invitations: [], total: 0 }));
    open(`${PATH}?answer=DECLINED`);
    expect(await screen.findByText('Belum ada undangan yang ditolak.')).toBeTruthy();
  });

  it('shows the load error with a way to try again', async () => {
    api.on('GET', '/invitations', () => fail(500, MESSAGES.getDataError));
    open();
    expect(await screen.findByText(MESSAGES.getDataError)).toBeTruthy();
  });
});
