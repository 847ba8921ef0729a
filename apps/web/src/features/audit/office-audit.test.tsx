import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEventListDataSchema, type AuditEvent } from '@siloker/shared/schemas/audit';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { OfficeAudit } from './office-audit.tsx';

const api = setupFakeApi();

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 1,
  created_at: '2026-11-20T02:30:00.000Z',
  actor_user_id: 33,
  actor_name: 'Petugas Dinas',
  actor_email: 'dinas@contoh.id',
  action: 'company.decided',
  subject_type: 'company',
  subject_id: 7,
  detail: { from: 'PENDING', to: 'VERIFIED', note: null },
  ip: '10.0.0.5',
  ...overrides,
});

const serve = (events: AuditEvent[], total = events.length) =>
  api.on('GET', '/office/audit-events', () =>
    ok(
      AuditEventListDataSchema.parse({
        audit_events: events,
        total,
        actors: [
          { id: 33, name: 'Petugas Dinas', email: 'dinas@contoh.id' },
          { id: 40, name: 'Rina Verifikator', email: 'rina@contoh.id' },
        ],
      }),
    ),
  );

const open = (path = '/panel/jejak-audit') => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeAudit />, { path: '/panel/jejak-audit', url: path });
};

describe('Jejak Audit (/panel/jejak-audit): every office action for the administrator', () => {
  it('lists each action with its name, subject, detail, actor, time and address', async () => {
    serve([
      event(),
      event({
        id: 2,
        action: 'staff.role_changed',
        subject_type: 'staff',
        subject_id: 40,
        detail: { to: 'ADMINISTRATOR' },
      }),
    ]);
    open();
    const first = (await screen.findByRole('heading', { name: 'Keputusan verifikasi perusahaan' })).closest(
      'li',
    )!;
    expect(within(first).getByText('Perusahaan #7')).toBeTruthy();
    expect(within(first).getByText('to: VERIFIED')).toBeTruthy();
    expect(within(first).queryByText(/note/)).toBeNull();
    expect(within(first).getByText('Petugas Dinas')).toBeTruthy();
    expect(within(first).getByText(/10\.0\.0\.5/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ubah peran staf' })).toBeTruthy();
    expect(api.lastQuery('/office/audit-events')).toEqual({ offset: '0', limit: '20' });
  });

  it('applies the filters to the list and to the CSV link, and checks the dates first', async () => {
    serve([event()]);
    open();
    await screen.findByRole('heading', { name: 'Keputusan verifikasi perusahaan' });
    fireEvent.change(screen.getByLabelText('Pelaku'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Tindakan'), { target: { value: 'staff.created' } });
    type(screen.getByLabelText('Dari tanggal'), '2026-11-10');
    type(screen.getByLabelText('Sampai tanggal'), '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeTruthy();
    expect(api.lastQuery('/office/audit-events')).toEqual({ offset: '0', limit: '20' });

    type(screen.getByLabelText('Sampai tanggal'), '2026-11-30');
    type(screen.getByLabelText('Cari pelaku, tindakan atau rincian'), 'rina');
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() =>
      expect(api.lastQuery('/office/audit-events')).toEqual({
        offset: '0',
        limit: '20',
        search: 'rina',
        actor_user_id: '40',
        action: 'staff.created',
        from: '2026-11-10',
        to: '2026-11-30',
      }),
    );
    const link = screen.getByRole('link', { name: 'Unduh CSV' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/api/v1/office/audit-events/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      actor_user_id: '40',
      action: 'staff.created',
      from: '2026-11-10',
      to: '2026-11-30',
      search: 'rina',
    });
  });

  it('says when nothing matches and clears the filters', async () => {
    serve([]);
    open('/panel/jejak-audit?action=post.deleted');
    expect(await screen.findByText('Belum ada tindakan yang cocok dengan saringan ini.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Hapus saringan' })[0]!);
    await waitFor(() => expect(api.lastQuery('/office/audit-events')).toEqual({ offset: '0', limit: '20' }));
  });
});
