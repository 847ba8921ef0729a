import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_VACANCY_COOKIE_NAME } from '@siloker/shared/constants';
import { APPLICATION_MESSAGES } from '@siloker/shared/schemas/applications-constants';
import { DEFAULT_MESSAGE_TEMPLATES } from '@siloker/shared/schemas/employer-desk-constants';
import { removeCookie } from '../../lib/cookie.ts';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import {
  COMPANY_ID,
  companyUser,
  companyVacanciesData,
  companyVacancy,
} from '../../testing/fixtures/company-vacancies.ts';
import { applicant, page } from '../../testing/fixtures/applications.ts';
import { mastersData } from '../../testing/masters.ts';
import { JobVacancyListByCompanyJobSeeker } from './job-vacancy-list-by-company-job-seeker.tsx';

const api = setupFakeApi();
const VACANCY_ID = 42;
const LIST = `/seekers/job-vacancy-applied/${VACANCY_ID}`;
const BULK = '/seekers/job-vacancy/bulk-change-status';
const TEMPLATES = '/company/message-templates';

const people = [
  applicant({ id: 21 }, { id: 1, name: 'Siti Rahmawati', slug_name: 'siti' }),
  applicant({ id: 22 }, { id: 2, name: 'Budi Santoso', slug_name: 'budi' }),
  applicant({ id: 23 }, { id: 3, name: 'Ani Lestari', slug_name: 'ani' }),
];

beforeEach(() => {
  removeCookie(JOB_VACANCY_COOKIE_NAME);
  setAuthUser(companyUser);
  const teller = companyVacancy({ id: VACANCY_ID, title: 'Teller Bank', title_slug: 'teller-bank' });
  api.on('GET', `/job-vacancies/company/${COMPANY_ID}`, () =>
    ok(companyVacanciesData({ job_vacancies: [teller], total: 1 })),
  );
  api.on('GET', '/master/educations', () => ok({ educations: [] }));
  api.on('GET', '/master/masters', () => ok(mastersData({})));
  // Twelve match on the server; this page shows three.
  api.on('GET', LIST, (req) => ok(page(req.query.limit === '1' ? [] : people, 12)));
  api.on('GET', `/seekers/job-vacancy/${VACANCY_ID}`, () =>
    ok({ calls: page([], 0), passed: page([], 0), accepted: page([], 0) }),
  );
  api.on('GET', TEMPLATES, () =>
    ok({
      templates: DEFAULT_MESSAGE_TEMPLATES.map((t, i) => ({
        id: i + 1,
        ...t,
        updated_at: '2026-03-02T01:30:00.000Z',
      })),
      total: 2,
    }),
  );
});

/** The last bulk move's body, without the user id the api client adds to every request. */
const lastBulk = () => {
  const { auth_user_id: _user, ...body } = api.calls('POST', BULK).at(-1)!.body as Record<string, unknown>;
  return body;
};

const open = () =>
  renderScreen(<JobVacancyListByCompanyJobSeeker />, {
    path: '/panel/data-lowongan-kerja/:title_slug/pencari-kerja',
    url: '/panel/data-lowongan-kerja/teller-bank/pencari-kerja',
  });

describe('bulk moves on the applicant screen (docs/decisions/109)', () => {
  it('moves the picked applicants with a template message and lists the skipped one with the reason', async () => {
    api.on('POST', BULK, () =>
      ok(
        {
          moved: [{ seeker_detail_id: 1, name: 'Siti Rahmawati', from: 'APPLIED', to: 'CALLED' }],
          skipped: [
            {
              seeker_detail_id: 3,
              name: 'Ani Lestari',
              status: 'REJECTED',
              reason: APPLICATION_MESSAGES.rejectedFinal,
            },
          ],
        },
        '1 pelamar dipindahkan, 1 dilewati.',
      ),
    );
    open();
    await screen.findByRole('article', { name: 'Siti Rahmawati' });
    const bar = screen.getByRole('region', { name: 'Tindakan massal' });
    expect(within(bar).queryByRole('button', { name: /Panggil/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Siti Rahmawati' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Ani Lestari' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Panggil (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pindahkan 2 pelamar ke "Dipanggil"?' });
    await within(dialog).findByRole('option', { name: 'Undangan wawancara' });
    expect(within(dialog).getByRole('link', { name: 'Kelola templat pesan' }).getAttribute('href')).toBe(
      '/panel/templat-pesan',
    );
    fireEvent.change(within(dialog).getByLabelText('Templat pesan (opsional)'), { target: { value: '1' } });
    expect(
      (within(dialog).getByLabelText('Pesan untuk pelamar (opsional)') as HTMLTextAreaElement).value,
    ).toBe(DEFAULT_MESSAGE_TEMPLATES[0].body);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' })));

    // The request leaves after the click's own tick (the mutation): wait for it, never assume it.
    await waitFor(() =>
      expect(lastBulk()).toEqual({
        job_vacancy_id: VACANCY_ID,
        seeker_detail_ids: [1, 3],
        status: 'CALLED',
        note: DEFAULT_MESSAGE_TEMPLATES[0].body,
      }),
    );
    const result = await screen.findByRole('dialog', { name: 'Hasil pemindahan' });
    expect(
      within(result)
        .getByText(/Ani Lestari/)
        .closest('li')!.textContent,
    ).toContain(APPLICATION_MESSAGES.rejectedFinal);
  });

  it('picks every applicant matching the filters across pages and sends the filter, not ids', async () => {
    api.on('POST', BULK, () => ok({ moved: [], skipped: [] }, '0 pelamar dipindahkan.'));
    open();
    await screen.findByRole('article', { name: 'Siti Rahmawati' });
    const bar = screen.getByRole('region', { name: 'Tindakan massal' });
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
    expect(within(bar).getByText('3')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Pilih semua 12 yang cocok dengan filter' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Tolak (12)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak 12 pelamar?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' })));
    await waitFor(() =>
      expect(lastBulk()).toEqual({
        job_vacancy_id: VACANCY_ID,
        filter: { status: 'APPLIED' },
        status: 'REJECTED',
      }),
    );
  });
});
