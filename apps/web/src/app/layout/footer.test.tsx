import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { mastersData } from '../../testing/masters.ts';
import { Footer } from './footer.tsx';

const api = setupFakeApi();

const contactOf = async () => {
  const footer = await screen.findByRole('contentinfo');
  return footer.querySelector('address')!;
};

describe('Footer (issue 17 item 12)', () => {
  it("shows the office's configured address and contacts, as links", async () => {
    api.on('GET', '/master/masters', () =>
      ok({
        ...mastersData(),
        configs: {
          office_name: 'Dinas Tenaga Kerja Kota Samarinda',
          city_name: 'Kota Samarinda',
          office_address: 'Kota Samarinda, Kalimantan Timur',
          office_phone: '(0541) 741-234',
          office_email: 'disnaker@samarindakota.go.id',
          office_website: 'https://disnaker.samarindakota.go.id',
        },
      }),
    );
    renderScreen(<Footer alignRight={false} />, { path: '/' });
    const address = await contactOf();
    expect(await within(address).findByText('Kota Samarinda, Kalimantan Timur')).toBeTruthy();
    expect(within(address).getByRole('link', { name: '(0541) 741-234' }).getAttribute('href')).toBe(
      'tel:0541741234',
    );
    expect(
      within(address).getByRole('link', { name: 'disnaker@samarindakota.go.id' }).getAttribute('href'),
    ).toBe('mailto:disnaker@samarindakota.go.id');
    expect(
      within(address).getByRole('link', { name: 'disnaker.samarindakota.go.id' }).getAttribute('href'),
    ).toBe('https://disnaker.samarindakota.go.id');
  });

  it('is never a bare copyright line: without an address it names the city', async () => {
    api.on('GET', '/master/masters', () => ok({ ...mastersData(), configs: { city_name: 'Kota Bontang' } }));
    renderScreen(<Footer alignRight={false} />, { path: '/' });
    const address = await contactOf();
    expect(await within(address).findByText('Kota Bontang')).toBeTruthy();
    expect(within(address).queryAllByRole('link')).toHaveLength(0);
  });
});
