import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyListDataSchema, type CompanyPublic } from '@siloker/shared/schemas/companies';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { CompanyList } from './company-list.tsx';
import { companyPublic } from '../../testing/fixtures/companies.ts';

const api = setupFakeApi();

const bpr = companyPublic();
const etam = companyPublic({
  id: 6,
  name: 'PT Etam Konstruksi Persada',
  slug_name: 'pt-etam-konstruksi-persada',
  photo_url: '/storage/logo/etam.png',
  business_field_name: 'Konstruksi',
  status_office_name: 'Kantor Cabang',
  job_vacancy_count: 0,
});

function answer(items: CompanyPublic[], total = items.length) {
  api.on('GET', '/companies', () => ok(CompanyListDataSchema.parse({ companies: items, total })));
}
const open = (url = '/perusahaan') => renderScreen(<CompanyList />, { path: '/perusahaan', url });

describe('CompanyList (/perusahaan)', () => {
  it('asks for six companies and shows logo or initials, name, field, city and vacancy count', async () => {
    answer([bpr, etam], 14);
    open();
    await screen.findByRole('link', { name: 'PT BPR Tepian Sejahtera' });
    expect(api.lastQuery('/companies')).toEqual({ offset: '0', limit: '6' });
    expect(screen.getByTestId('company-total').textContent).toBe('14 perusahaan terverifikasi');
    const first = screen.getByRole('link', { name: 'PT BPR Tepian Sejahtera' }).closest('li')!;
    expect(screen.getByRole('link', { name: 'PT BPR Tepian Sejahtera' }).getAttribute('href')).toBe(
      '/perusahaan/pt-bpr-tepian-sejahtera',
    );
    expect(within(first).getByText('PB')).toBeTruthy();
    expect(within(first).getByText('Aktivitas Keuangan dan Asuransi')).toBeTruthy();
    expect(within(first).getByText('Kota Samarinda')).toBeTruthy();
    expect(within(first).getByText('2 lowongan dibuka')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'PT Etam Konstruksi Persada' }).closest('li')!;
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/storage/logo/etam.png');
    expect(within(second).getByText('Belum ada lowongan')).toBeTruthy();
    expect(within(second).getByText('Kantor Cabang')).toBeTruthy();
    expect(screen.getByText('1–6 dari 14 perusahaan')).toBeTruthy();
  });

  it('searches and pages through the address', async () => {
    answer([bpr], 14);
    const router = open();
    await screen.findByRole('link', { name: 'PT BPR Tepian Sejahtera' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Halaman 3' })));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(api.lastQuery('/companies')).toEqual({ offset: '12', limit: '6' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari perusahaan' }), {
      target: { value: 'tepian' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cari' })));
    expect(router.state.location.search).toBe('?search=tepian');
    await waitFor(() =>
      expect(api.lastQuery('/companies')).toEqual({ offset: '0', limit: '6', search: 'tepian' }),
    );
  });

  it('says when no company matches and clears the search', async () => {
    answer([]);
    const router = open('/perusahaan?search=zzz');
    expect(await screen.findByText('Tidak ada perusahaan yang cocok dengan “zzz”.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hapus pencarian' })));
    expect(router.state.location.search).toBe('');
  });
});
