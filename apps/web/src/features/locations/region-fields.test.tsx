import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { DROP, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { EMPTY_REGION, RegionFields, type RegionFieldsProps, type RegionValue } from './region-fields.tsx';

const api = setupFakeApi();

const PROVINCES = [
  { code: '64', name: 'Kalimantan Timur' },
  { code: '63', name: 'Kalimantan Selatan' },
];
const CITIES: Record<string, { code: string; name: string }[]> = {
  '64': [
    { code: '64.72', name: 'Kota Samarinda' },
    { code: '64.71', name: 'Kota Balikpapan' },
  ],
  '63': [{ code: '63.71', name: 'Kota Banjarmasin' }],
};
const DISTRICTS = { '64.72': [{ code: '64.72.01', name: 'Palaran' }] } as Record<
  string,
  { code: string; name: string }[]
>;
const SUB_DISTRICTS = {
  '64.72.01': [{ code: '64.72.01.1001', name: 'Rawa Makmur' }],
} as Record<string, { code: string; name: string }[]>;

function serveRegions() {
  api.on('GET', '/location/provinces', () => ok({ provinces: PROVINCES }));
  api.on('GET', '/location/cities', (req) => ok({ cities: CITIES[req.query.province_code!] ?? [] }));
  api.on('GET', '/location/districts', (req) => ok({ districts: DISTRICTS[req.query.city_code!] ?? [] }));
  api.on('GET', '/location/sub-districts', (req) =>
    ok({ sub_districts: SUB_DISTRICTS[req.query.district_code!] ?? [] }),
  );
}

function Harness({ initial, ...props }: { initial: RegionValue } & Partial<RegionFieldsProps>) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RegionFields idPrefix="alamat" value={value} onChange={setValue} {...props} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const open = (props: { initial: RegionValue } & Partial<RegionFieldsProps>) =>
  renderScreen(<Harness {...props} />, { path: '/' });
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as RegionValue;
const optionsOf = (label: string) => Array.from(select(label).options).map((o) => o.textContent);

const SEEDED: RegionValue = {
  province_code: '64',
  city_code: '64.72',
  district_code: '64.72.01',
  sub_district_code: '64.72.01.1001',
};
const SEEDED_LISTS = {
  cities: CITIES['64'],
  districts: DISTRICTS['64.72'],
  sub_districts: SUB_DISTRICTS['64.72.01'],
};

describe('RegionFields', () => {
  it('keeps each level disabled until its parent is chosen, then lists its children', async () => {
    serveRegions();
    open({ initial: EMPTY_REGION });
    await waitFor(() => expect(optionsOf('Provinsi')).toContain('Kalimantan Timur'));
    expect(select('Kabupaten/Kota').disabled).toBe(true);
    expect(select('Kecamatan').disabled).toBe(true);
    expect(select('Kelurahan/Desa').disabled).toBe(true);
    expect(screen.getByText('Pilih provinsi terlebih dahulu.')).toBeTruthy();
    expect(api.calls('GET', '/location/cities')).toHaveLength(0);

    choose('Provinsi', '64');
    await waitFor(() => expect(optionsOf('Kabupaten/Kota')).toContain('Kota Samarinda'));
    expect(api.lastQuery('/location/cities')).toEqual({ province_code: '64' });
    expect(select('Kabupaten/Kota').disabled).toBe(false);
    expect(select('Kecamatan').disabled).toBe(true);

    choose('Kabupaten/Kota', '64.72');
    await waitFor(() => expect(optionsOf('Kecamatan')).toContain('Palaran'));
    expect(api.lastQuery('/location/districts')).toEqual({ city_code: '64.72' });

    choose('Kecamatan', '64.72.01');
    await waitFor(() => expect(optionsOf('Kelurahan/Desa')).toContain('Rawa Makmur'));
    expect(api.lastQuery('/location/sub-districts')).toEqual({ district_code: '64.72.01' });
    choose('Kelurahan/Desa', '64.72.01.1001');
    expect(shown()).toEqual(SEEDED);
  });

  it('is ready from the seeded lists without asking for them again', async () => {
    serveRegions();
    open({ initial: SEEDED, initialLists: SEEDED_LISTS });
    await waitFor(() => expect(optionsOf('Provinsi')).toContain('Kalimantan Timur'));
    expect(select('Kabupaten/Kota').value).toBe('64.72');
    expect(select('Kecamatan').value).toBe('64.72.01');
    expect(select('Kelurahan/Desa').value).toBe('64.72.01.1001');
    expect(optionsOf('Kelurahan/Desa')).toContain('Rawa Makmur');
    expect(api.calls('GET', '/location/cities')).toHaveLength(0);
    expect(api.calls('GET', '/location/districts')).toHaveLength(0);
    expect(api.calls('GET', '/location/sub-districts')).toHaveLength(0);
  });

  it('clears every level below the one that changes', async () => {
    serveRegions();
    open({ initial: SEEDED, initialLists: SEEDED_LISTS });
    await waitFor(() => expect(optionsOf('Provinsi')).toContain('Kalimantan Selatan'));

    choose('Kecamatan', '');
    expect(shown()).toEqual({ ...SEEDED, district_code: '', sub_district_code: '' });
    expect(select('Kelurahan/Desa').disabled).toBe(true);

    choose('Provinsi', '63');
    expect(shown()).toEqual({ province_code: '63', city_code: '', district_code: '', sub_district_code: '' });
    await waitFor(() => expect(optionsOf('Kabupaten/Kota')).toContain('Kota Banjarmasin'));
    expect(optionsOf('Kabupaten/Kota')).not.toContain('Kota Samarinda');
    expect(select('Kecamatan').disabled).toBe(true);
    expect(select('Kelurahan/Desa').disabled).toBe(true);
  });

  it('shows the field errors it is given under their selects', async () => {
    serveRegions();
    open({ initial: EMPTY_REGION, errors: { province_code: 'Provinsi wajib di isi' } });
    const error = screen.getByText('Provinsi wajib di isi');
    expect(error.id).toBe('alamat-province_code-error');
    expect(select('Provinsi').getAttribute('aria-describedby')).toContain(error.id);
    expect(select('Provinsi').id).toBe('alamat-province_code');
  });

  it("shows 'Failed to fetch cities' when the city list cannot be fetched", async () => {
    serveRegions();
    api.on('GET', '/location/cities', () => DROP);
    open({ initial: EMPTY_REGION });
    await waitFor(() => expect(optionsOf('Provinsi')).toContain('Kalimantan Timur'));
    choose('Provinsi', '64');
    expect(await screen.findByText(MESSAGES.fetchCitiesError, {}, { timeout: 8000 })).toBeTruthy();
    expect(MESSAGES.fetchCitiesError).toBe('Failed to fetch cities');
  }, 15_000);

  it("shows 'Failed to fetch districts' when the district list cannot be fetched", async () => {
    serveRegions();
    api.on('GET', '/location/districts', () => DROP);
    open({ initial: { ...SEEDED, city_code: '', district_code: '', sub_district_code: '' } });
    await waitFor(() => expect(select('Kabupaten/Kota').disabled).toBe(false));
    await waitFor(() => expect(optionsOf('Kabupaten/Kota')).toContain('Kota Samarinda'));
    choose('Kabupaten/Kota', '64.72');
    expect(await screen.findByText('Failed to fetch districts', {}, { timeout: 8000 })).toBeTruthy();
  }, 15_000);
});
