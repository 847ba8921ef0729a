import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfficeSummaryDataSchema } from '@siloker/shared/schemas/office';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { Dashboard } from '../panel/dashboard.tsx';
import { officeUser } from './fixtures.ts';

const api = setupFakeApi();

describe('Halaman Utama of the office: the verification queues (issue 10 item 11)', () => {
  it('shows the three pending counts from /office/summary, the two queues linking to Verifikasi', async () => {
    api.on('GET', '/office/summary', () =>
      ok(OfficeSummaryDataSchema.parse({ pending: { companies: 4, job_vacancies: 9, seekers: 12 } })),
    );
    setAuthUser(officeUser);
    renderScreen(<Dashboard />, { path: '/panel/halaman-utama' });

    const card = await screen.findByRole('region', { name: 'Menunggu Verifikasi' });
    const companies = await within(card).findByRole('link', { name: /4\s*Perusahaan menunggu verifikasi/ });
    expect(companies.getAttribute('href')).toBe('/panel/verifikasi');
    const vacancies = within(card).getByRole('link', { name: /9\s*Lowongan kerja menunggu verifikasi/ });
    expect(vacancies.getAttribute('href')).toBe('/panel/verifikasi?tab=lowongan');
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Pencari kerja/ })).toBeNull();
  });
});
