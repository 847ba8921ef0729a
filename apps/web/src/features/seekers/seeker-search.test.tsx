import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { UsersDataSchema } from '@siloker/shared/schemas/profiles';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { seekerSummary } from '../../testing/fixtures/seekers.ts';
import { companyVacanciesData, companyVacancy } from '../../testing/fixtures/company-vacancies.ts';
import { SeekerSearch } from './seeker-search.tsx';
import { authUser } from '../../testing/fixtures/auth.ts';

const api = setupFakeApi();

const company = authUser({
  id: 41,
  name: 'PT Mahakam Jaya',
  email: 'hrd@mahakam.test',
  token: 'token-perusahaan-0123456789',
  expired_at: new Date(Date.now() + 3600_000).toISOString(),
  role_name: 'company',
  seeker_detail_id: null,
  seeker_detail: null,
  company_detail_id: 9,
  company_detail: { status: 'VERIFIED' },
});

const open = (url = '/panel/cari-pencari-kerja') => {
  setAuthUser(company);
  api.on('GET', '/master/educations', () => ok({ educations: [{ id: 9, name: 'S1' }] }));
  return renderScreen(<SeekerSearch />, { path: '/panel/cari-pencari-kerja', url });
};

describe('Cari Pencari Kerja (/panel/cari-pencari-kerja, GET /users)', () => {
  it('lists the seekers GET /users returns, five a page, with the total from total_data', async () => {
    api.on('GET', '/users', () =>
      ok(
        UsersDataSchema.parse({
          seekers: [{ ...seekerSummary(), skills: ['Las listrik'] }],
          total_data: 12,
        }),
      ),
    );
    open();
    expect(await screen.findByRole('link', { name: 'Maria Ulfa' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Keahlian' }).textContent).toBe('Las listrik');
    const seen = api.requests.find((r) => r.path === '/users');
    expect(seen?.query).toMatchObject({ offset: '0', limit: '5' });
    expect(seen?.headers.authorization).toBe(`Bearer ${company.token}`);
    expect(screen.getByRole('navigation', { name: /halaman/i })).toBeTruthy();
  });

  it('sends the search and education filter from the address to the server', async () => {
    api.on('GET', '/users', () => ok({ seekers: [], total_data: 0 }));
    open('/panel/cari-pencari-kerja?search=las&education_id=9&page=2');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/users')).toBe(true));
    expect(api.requests.find((r) => r.path === '/users')?.query).toMatchObject({
      search: 'las',
      education_id: '9',
      offset: '5',
    });
    expect(await screen.findByText('Tidak ada pencari kerja yang cocok dengan pencarian Anda.')).toBeTruthy();
  });

  it('ranks the cards by match to one of the company’s open vacancies and shows each match', async () => {
    api.on('GET', '/job-vacancies/company/9', () =>
      ok(
        companyVacanciesData({
          job_vacancies: [
            companyVacancy({ id: 42, title: 'Teller Bank' }),
            companyVacancy({ id: 43, title: 'Juru Las' }),
          ],
          total: 2,
        }),
      ),
    );
    api.on('GET', '/users', (req) =>
      ok(
        UsersDataSchema.parse(
          req.query.match_vacancy_id === '43'
            ? {
                seekers: [
                  {
                    ...seekerSummary({ id: 2, name: 'Budi Santoso', slug_name: 'budi' }),
                    skills: [],
                    match: 88,
                  },
                  { ...seekerSummary(), skills: [], match: 40 },
                ],
                total_data: 2,
              }
            : {
                seekers: [
                  { ...seekerSummary(), skills: [] },
                  { ...seekerSummary({ id: 2, name: 'Budi Santoso', slug_name: 'budi' }), skills: [] },
                ],
                total_data: 2,
              },
        ),
      ),
    );
    open('/panel/cari-pencari-kerja?search=las');
    await screen.findByRole('link', { name: 'Maria Ulfa' });
    expect(screen.queryByText(/^Kecocokan \d+%$/)).toBeNull();
    const select = screen.getByLabelText('Urutkan menurut kecocokan dengan lowongan');
    expect(await screen.findByRole('option', { name: 'Juru Las' })).toBeTruthy();
    expect(api.lastQuery('/job-vacancies/company/9')).toMatchObject({ tab: 'active' });

    fireEvent.change(select, { target: { value: '43' } });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Budi Santoso',
        'Maria Ulfa',
      ]),
    );
    expect(api.lastQuery('/users')).toMatchObject({ match_vacancy_id: '43', search: 'las', offset: '0' });
    expect(screen.getByText('Kecocokan 88%')).toBeTruthy();
    expect(screen.getByText('Kecocokan dengan lowongan: 40 dari 100')).toBeTruthy();
  });

  it("says 'Error fetching users data' when the search fails", async () => {
    // A 4xx is not retried, so the failure shows at once.
    api.on('GET', '/users', () => fail(403, 'Anda tidak memiliki akses untuk tindakan ini.'));
    open();
    expect((await screen.findAllByText(MESSAGES.fetchUsersError)).length).toBeGreaterThan(0);
  });
});
