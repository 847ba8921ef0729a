import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { COMPANY_CHECK_EXPLANATIONS } from '@siloker/shared/schemas/company-checks-constants';
import { CompanyChecksBadge } from './company-checks-badge.tsx';

afterEach(cleanup);

const NIB = { kind: 'nib_document', checked_at: '2026-03-01T02:00:00.000Z', visited_on: null } as const;
const VISIT = {
  kind: 'site_visit',
  checked_at: '2026-03-02T02:00:00.000Z',
  visited_on: '2026-02-03',
} as const;

/** Issue 20 item 4 (docs/decisions/106): the badge says in words what the office checked, and only that. */
describe('CompanyChecksBadge', () => {
  it('shows nothing without a recorded check', () => {
    const { container } = render(
      <>
        <CompanyChecksBadge checks={[]} />
        <CompanyChecksBadge checks={undefined} variant="page" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('on a card: one line naming each check (the visit with its day) that opens to what each means', () => {
    const { container } = render(<CompanyChecksBadge checks={[NIB, VISIT]} />);
    const summary = container.querySelector('summary')!;
    expect(summary.textContent).toBe('Diperiksa Dinas: NIB · Kunjungan lapangan 3 Feb 2026');
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const items = within(details)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `NIB dicocokkan dengan dokumen: ${COMPANY_CHECK_EXPLANATIONS.nib_document}`,
      `Kunjungan lapangan pada 3 Februari 2026: ${COMPANY_CHECK_EXPLANATIONS.site_visit}`,
    ]);
  });

  it('on the company page: a titled section with each check, its meaning and when the office recorded it', () => {
    render(<CompanyChecksBadge checks={[VISIT]} variant="page" />);
    const section = screen.getByRole('region', { name: 'Yang diperiksa Dinas' });
    const item = within(section).getByRole('listitem');
    expect(item.textContent).toContain('Kunjungan lapangan pada 3 Februari 2026');
    expect(item.textContent).toContain(COMPANY_CHECK_EXPLANATIONS.site_visit);
    expect(item.textContent).toContain('diperiksa 2 Maret 2026');
    expect(within(section).queryByText(/NIB/)).toBeNull();
  });
});
