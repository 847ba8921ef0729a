import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_ALERT_MESSAGES as M } from '@siloker/shared/schemas/job-alerts-constants';
import { clearAuth, setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { JobAlerts } from './job-alerts-page.tsx';
import { SaveSearchButton } from './save-search-button.tsx';

const api = setupFakeApi();

const alert = (id: number, status: 'ACTIVE' | 'PAUSED' = 'ACTIVE') => ({
  id,
  filters: { search: 'sopir', city_code: '64.72' },
  summary: `“sopir” · Kota Samarinda ${id}`,
  frequency: 'DAILY' as const,
  status,
  created_at: '2026-03-02T02:00:00.000Z',
  last_sent_at: null,
});

describe('SaveSearchButton (on /lowongan-kerja)', () => {
  it('saves a seeker’s search with the list’s filters and the chosen frequency', async () => {
    setAuthUser(authUser());
    api.on('POST', '/job-alerts', () => ok({ job_alert: alert(1) }, M.created, 201));
    renderScreen(<SaveSearchButton filters={{ search: 'sopir', city_code: '64.72', sort: 'title' }} />, {
      path: '/lowongan-kerja',
    });
    fireEvent.click(screen.getByRole('button', { name: M.saveButton }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    expect(within(dialog).queryByLabelText(M.emailLabel, { exact: false })).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Mingguan'));
    fireEvent.click(within(dialog).getByRole('button', { name: M.submit }));
    await waitFor(() => expect(api.calls('POST', '/job-alerts')).toHaveLength(1));
    const body = api.calls('POST', '/job-alerts')[0]!.body;
    expect(body).toMatchObject({ search: 'sopir', city_code: '64.72', frequency: 'WEEKLY' });
    expect(body).not.toHaveProperty('sort');
  });

  it('asks a guest for an e-mail, refuses a bad one on the screen, and says to open the confirmation link', async () => {
    clearAuth();
    api.on('POST', '/job-alerts/subscribe', () => ok(null, M.confirmSent, 202));
    renderScreen(<SaveSearchButton filters={{ job_type_id: '2' }} />, { path: '/lowongan-kerja' });
    fireEvent.click(screen.getByRole('button', { name: M.saveButton }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    const email = within(dialog).getByLabelText(M.emailLabel, { exact: false });
    fireEvent.change(email, { target: { value: 'bukan-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.submit }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls('POST', '/job-alerts/subscribe')).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'tamu@contoh.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.submit }));
    expect((await within(dialog).findByTestId('save-search-done')).textContent).toBe(M.confirmSent);
    expect(api.calls('POST', '/job-alerts/subscribe')[0]!.body).toMatchObject({
      email: 'tamu@contoh.test',
      job_type_id: 2,
      frequency: 'DAILY',
    });
  });

  it('is not offered to a company', () => {
    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 }));
    renderScreen(<SaveSearchButton filters={{}} />, { path: '/lowongan-kerja' });
    expect(screen.queryByRole('button', { name: M.saveButton })).toBeNull();
  });
});

describe('JobAlerts (/panel/langganan-lowongan)', () => {
  beforeEach(() => {
    setAuthUser(authUser());
    api.on('GET', '/job-alerts', () => ok({ job_alerts: [alert(1), alert(2, 'PAUSED')], total: 2 }));
  });

  it('lists the alerts with their search linked to the list, and pauses, resumes and changes the frequency', async () => {
    api.on('POST', '/job-alerts/update/1', () => ok({ job_alert: alert(1, 'PAUSED') }, M.paused));
    api.on('POST', '/job-alerts/update/2', () => ok({ job_alert: alert(2) }, M.resumed));
    renderScreen(<JobAlerts />, { path: '/panel/langganan-lowongan' });
    const first = await screen.findByRole('link', { name: '“sopir” · Kota Samarinda 1' });
    expect(first.getAttribute('href')).toBe('/lowongan-kerja?search=sopir&city_code=64.72');
    const rows = screen.getAllByTestId('job-alert');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: M.pause }));
    await waitFor(() => expect(api.calls('POST', '/job-alerts/update/1')).toHaveLength(1));
    expect(api.calls('POST', '/job-alerts/update/1')[0]!.body).toMatchObject({ status: 'PAUSED' });
    fireEvent.click(within(rows[1]!).getByRole('button', { name: M.resume }));
    await waitFor(() => expect(api.calls('POST', '/job-alerts/update/2')).toHaveLength(1));
    fireEvent.change(within(rows[0]!).getByLabelText(M.frequencyLabel), { target: { value: 'INSTANT' } });
    await waitFor(() => expect(api.calls('POST', '/job-alerts/update/1')).toHaveLength(2));
    expect(api.calls('POST', '/job-alerts/update/1')[1]!.body).toMatchObject({ frequency: 'INSTANT' });
  });

  it('deletes an alert only after the confirmation', async () => {
    api.on('DELETE', '/job-alerts/2', () => ok({ id: 2 }, M.deleted));
    renderScreen(<JobAlerts />, { path: '/panel/langganan-lowongan' });
    await screen.findAllByTestId('job-alert');
    fireEvent.click(screen.getByRole('button', { name: `${M.remove}: “sopir” · Kota Samarinda 2` }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: M.remove }));
    await waitFor(() => expect(api.calls('DELETE', '/job-alerts/2')).toHaveLength(1));
  });
});
