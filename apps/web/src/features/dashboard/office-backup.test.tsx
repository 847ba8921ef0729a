import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BACKUP_STATUS_TEXT, DashboardBackupDataSchema } from '@siloker/shared/schemas/dashboard';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { Dashboard } from './dashboard.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';

const api = setupFakeApi();

const open = (backup: unknown) => {
  api.on('GET', '/dashboard/backup', () =>
    backup instanceof Object && 'status' in backup
      ? (backup as never)
      : ok(DashboardBackupDataSchema.parse(backup)),
  );
  setAuthUser(officeUser);
  renderScreen(<Dashboard />, { path: '/panel/halaman-utama' });
};

describe('Halaman Utama of the office: the last backup (issue 18 item 1)', () => {
  it('shows the last backup in the portal’s zone (WITA) and its size in MB, without a warning when fresh', async () => {
    open({ engine: 'pglite', last_at: '2026-11-26T07:30:00.000Z', size_bytes: 26_685_028, stale: false });
    const card = await screen.findByRole('region', { name: BACKUP_STATUS_TEXT.title });
    expect(await within(card).findByText('26 November 2026 pukul 15.30 WITA')).toBeTruthy();
    expect(within(card).getByText('25,4 MB')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('warns when the last backup is over two days old', async () => {
    open({ engine: 'pglite', last_at: '2026-11-20T01:00:00.000Z', size_bytes: 1024 * 1024, stale: true });
    const card = await screen.findByRole('region', { name: BACKUP_STATUS_TEXT.title });
    expect((await within(card).findByRole('alert')).textContent).toBe(BACKUP_STATUS_TEXT.stale);
    expect(within(card).getByText('1 MB')).toBeTruthy();
  });

  it('says there is none yet, with the warning', async () => {
    open({ engine: 'pglite', last_at: null, size_bytes: null, stale: true });
    const card = await screen.findByRole('region', { name: BACKUP_STATUS_TEXT.title });
    expect(await within(card).findByText(BACKUP_STATUS_TEXT.none)).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe(BACKUP_STATUS_TEXT.stale);
  });

  it('on PostgreSQL says the backup is the operator’s pg_dump, with no warning', async () => {
    open({ engine: 'postgres', last_at: null, size_bytes: null, stale: false });
    const card = await screen.findByRole('region', { name: BACKUP_STATUS_TEXT.title });
    expect(await within(card).findByText(BACKUP_STATUS_TEXT.postgres)).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('says so when the status fails to load', async () => {
    open(fail(500, 'Server sedang bermasalah.'));
    const card = await screen.findByRole('region', { name: BACKUP_STATUS_TEXT.title });
    expect(await within(card).findByText(BACKUP_STATUS_TEXT.failed)).toBeTruthy();
  });
});
