import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AuthUserDataSchema } from '@siloker/shared/schemas/auth';
import {
  FileReadsDataSchema,
  PRIVACY_MESSAGES,
  PrivacyConsentDataSchema,
} from '@siloker/shared/schemas/privacy';
import { DOCUMENT_ACCESS_DAYS, PRIVACY_NOTICE_VERSION } from '@siloker/shared/schemas/security-constants';
import { getAuthUser, setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { ProfileAuth } from '../../testing/screens.ts';
import { ok, renderScreen, setupFakeApi, submit } from '../../testing/fake-api.tsx';
import { PrivacyConsentDialog } from './consent-dialog.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';
import { mastersData } from '../../testing/masters.ts';

/** Kebijakan Privasi, its consent, and Riwayat akses dokumen (docs/decisions/077). */

const api = setupFakeApi();

const configs = {
  web_name: 'SiLoker Balikpapan',
  office_name: 'Dinas Tenaga Kerja Kota Balikpapan',
  office_email: 'disnaker@balikpapan.go.id',
  office_phone: '0542 123456',
  province_code: '64',
};

describe('Kebijakan Privasi page', () => {
  it('names the configured office as controller with its contacts, the rights and the access period', async () => {
    api.on('GET', '/master/masters', () => ok(mastersData({ configs })));
    renderScreen(<PrivacyNotice />, { path: '/kebijakan-privasi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeTruthy();
    const controller = screen.getByRole('region', { name: 'Pengendali data' });
    expect(
      await within(controller).findByText(/Dinas Tenaga Kerja Kota Balikpapan, yang bertindak/),
    ).toBeTruthy();
    expect(within(controller).getByText('Email: disnaker@balikpapan.go.id')).toBeTruthy();
    expect(within(controller).getByText('Telepon: 0542 123456')).toBeTruthy();
    const rights = screen.getByRole('region', { name: /Hak Anda/ });
    for (const article of ['Pasal 7', 'Pasal 8', 'Pasal 9', 'Pasal 10', 'Pasal 11', 'Pasal 12', 'Pasal 13']) {
      expect(within(rights).getByText(new RegExp(`\\(${article}\\)`))).toBeTruthy();
    }
    expect(
      screen.getAllByText(new RegExp(`${DOCUMENT_ACCESS_DAYS} hari setelah lowongan`)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(new RegExp(`Versi ${PRIVACY_NOTICE_VERSION}`))).toBeTruthy();
  });
});

describe('Riwayat akses dokumen on Profil Akun', () => {
  const signedIn = () => {
    const user = authUser({ role_name: 'seeker', token: 'sesi-ini' });
    setAuthUser(user);
    api.on('GET', '/auth/me', () => ok(AuthUserDataSchema.parse({ user }), AUTH_MESSAGES.profileLoaded));
    api.on('GET', '/master/masters', () => ok(mastersData({ configs })));
  };

  it('lists who opened which document and when, in the portal’s zone and Indonesian', async () => {
    signedIn();
    api.on('GET', '/account/file-reads', () =>
      ok(
        FileReadsDataSchema.parse({
          file_reads: [
            {
              id: 2,
              file_kind: 'ktp',
              file_label: 'Berkas KTP',
              reader_role: 'company',
              reader_role_name: 'Perusahaan',
              reader_organisation: 'PT Mahakam Sejahtera',
              // 06.30 UTC is 14.30 WITA.
              created_at: '2026-11-20T06:30:00.000Z',
            },
          ],
          total_data: 1,
        }),
      ),
    );
    renderScreen(<ProfileAuth />, { path: '/panel/profil-akun' });
    const section = await screen.findByRole('region', { name: PRIVACY_MESSAGES.fileReadsTitle });
    expect(await within(section).findByText('PT Mahakam Sejahtera')).toBeTruthy();
    expect(within(section).getByText('(Perusahaan)')).toBeTruthy();
    expect(within(section).getByText('membuka Berkas KTP')).toBeTruthy();
    expect(within(section).getByText('20 November 2026 pukul 14.30 WITA')).toBeTruthy();
    expect(api.lastQuery('/account/file-reads')).toEqual({ offset: '0', limit: '10' });
  });

  it('says so when nobody else opened a document', async () => {
    signedIn();
    api.on('GET', '/account/file-reads', () => ok({ file_reads: [], total_data: 0 }));
    renderScreen(<ProfileAuth />, { path: '/panel/profil-akun' });
    expect(await screen.findByText(PRIVACY_MESSAGES.fileReadsEmpty)).toBeTruthy();
  });

  it('pages a long history', async () => {
    signedIn();
    api.on('GET', '/account/file-reads', (req) => {
      const offset = Number(req.query.offset);
      const read = (id: number) => ({
        id,
        file_kind: 'certificate',
        file_label: 'Sertifikat',
        reader_role: 'admin',
        reader_role_name: 'Dinas',
        reader_organisation: `Dinas ${id}`,
        created_at: '2026-11-20T06:30:00.000Z',
      });
      const rows = Array.from({ length: offset === 0 ? 10 : 2 }, (_, i) => read(offset + i + 1));
      return ok({ file_reads: rows, total_data: 12 });
    });
    renderScreen(<ProfileAuth />, { path: '/panel/profil-akun' });
    expect(await screen.findByText('1–10 dari 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Dinas 12')).toBeTruthy();
    expect(screen.getByText('11–12 dari 12')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('consent to a new version of the notice', () => {
  it('blocks a signed-in account that has not agreed until "Saya setuju", then stops asking', async () => {
    setAuthUser(authUser({ token: 'sesi-ini', privacy_consent_required: true }));
    api.on('POST', '/account/privacy-consent', () =>
      ok(
        PrivacyConsentDataSchema.parse({
          version: PRIVACY_NOTICE_VERSION,
          consented_at: '2026-11-26T06:00:00.000Z',
          privacy_consent_required: false,
        }),
        PRIVACY_MESSAGES.consentRecorded,
      ),
    );
    renderScreen(<PrivacyConsentDialog />, { path: '/panel/halaman-utama-uji' });
    const dialog = screen.getByRole('alertdialog', { name: PRIVACY_MESSAGES.dialogTitle });
    expect(within(dialog).getByRole('link', { name: 'Baca Kebijakan Privasi' }).getAttribute('href')).toBe(
      '/kebijakan-privasi',
    );
    // Esc does not dismiss it.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: PRIVACY_MESSAGES.dialogTitle })).toBeTruthy();

    await submit(within(dialog).getByRole('button', { name: 'Saya setuju' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: PRIVACY_MESSAGES.dialogTitle })).toBeNull(),
    );
    expect(api.calls('POST', '/account/privacy-consent')[0]!.body).toMatchObject({ privacy_consent: true });
    expect(getAuthUser()?.privacy_consent_required).toBe(false);
  });

  it('does not ask an account that agreed, nor over the notice itself', () => {
    setAuthUser(authUser({ token: 'sesi-ini', privacy_consent_required: false }));
    renderScreen(<PrivacyConsentDialog />, { path: '/panel/halaman-utama-uji' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets the notice be read before agreeing', () => {
    setAuthUser(authUser({ token: 'sesi-ini', privacy_consent_required: true }));
    renderScreen(<PrivacyConsentDialog />, { path: '/kebijakan-privasi' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
