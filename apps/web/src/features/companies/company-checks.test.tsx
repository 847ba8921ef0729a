import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyDetailDataSchema } from '@siloker/shared/schemas/companies';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { companyDetail } from '../../testing/fixtures/companies.ts';
import { vacancySummary } from '../../testing/fixtures/vacancies.ts';
import { CompanyListDetail } from './company-list-detail.tsx';

const api = setupFakeApi();

const SLUG = 'pt-bpr-tepian-sejahtera';
const NPWP = { kind: 'npwp_on_file', checked_at: '2026-03-01T02:00:00.000Z', visited_on: null } as const;

/** Issue 20 item 4 (docs/decisions/106): the company page and its vacancy cards say what the office checked. */
describe('CompanyListDetail: what the office checked', () => {
  it('shows the checks on the page and on each vacancy card, and nothing where none is recorded', async () => {
    const company = companyDetail({
      company_checks: [NPWP],
      job_vacancies: [
        vacancySummary({ id: 1, title: 'Teller', title_slug: 'teller-bpr', company_checks: [NPWP] }),
      ],
    });
    api.on('GET', `/companies/slug/${SLUG}`, () => ok(CompanyDetailDataSchema.parse({ company })));
    renderScreen(<CompanyListDetail />, { path: '/perusahaan/:name_slug', url: `/perusahaan/${SLUG}` });
    const section = await screen.findByRole('region', { name: 'Yang diperiksa Dinas' });
    expect(within(section).getByRole('listitem').textContent).toContain('NPWP tersedia');
    const card = screen.getByRole('link', { name: 'Teller' }).closest('li')!;
    expect(card.querySelector('summary')?.textContent).toBe('Diperiksa Dinas: NPWP');
  });

  it('shows no badge for a company the office recorded nothing about', async () => {
    const company = companyDetail({
      job_vacancies: [vacancySummary({ id: 1, title: 'Teller', title_slug: 'teller-bpr' })],
    });
    api.on('GET', `/companies/slug/${SLUG}`, () => ok(CompanyDetailDataSchema.parse({ company })));
    renderScreen(<CompanyListDetail />, { path: '/perusahaan/:name_slug', url: `/perusahaan/${SLUG}` });
    expect(await screen.findByRole('link', { name: 'Teller' })).toBeTruthy();
    expect(screen.queryByText(/Diperiksa Dinas/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Yang diperiksa Dinas' })).toBeNull();
  });
});
