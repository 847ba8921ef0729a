import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { EducationsDataSchema } from '@siloker/shared/schemas/master';
import { SeekerListDataSchema } from '@siloker/shared/schemas/seekers';
import { ok, renderScreen, submit, setupFakeApi } from '../../testing/fake-api.tsx';
import { seekerSummary } from '../../testing/fixtures/seekers.ts';
import { JobSeekerList } from './job-seeker-list.tsx';

const api = setupFakeApi();

function serveEducations() {
  api.on('GET', '/master/educations', () =>
    ok(
      EducationsDataSchema.parse({
        educations: [
          { id: 4, name: 'SMA/SMK/Sederajat' },
          { id: 7, name: 'D3' },
          { id: 9, name: 'S1' },
        ],
      }),
    ),
  );
}

/** Answers GET /seekers with `total` generated seekers, honouring offset and limit. */
function serveSeekers(total: number) {
  api.on('GET', '/seekers', (req) => {
    const offset = Number(req.query.offset ?? 0);
    const limit = Number(req.query.limit ?? PAGE_SIZES.seekers);
    const seekers = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      seekerSummary({
        id: offset + i + 1,
        name: `Pencari ${offset + i + 1}`,
        slug_name: `pencari-${offset + i + 1}`,
      }),
    );
    return ok(SeekerListDataSchema.parse({ seekers, total }));
  });
}

const open = (url = '/pencari-kerja') => renderScreen(<JobSeekerList />, { path: '/pencari-kerja', url });
const educationSelect = () =>
  screen.getByRole('combobox', { name: 'Pendidikan terakhir' }) as HTMLSelectElement;

describe('JobSeekerList (/pencari-kerja)', () => {
  it('shows the seekers the API returns as cards, six per page by default', async () => {
    serveEducations();
    api.on('GET', '/seekers', () =>
      ok(
        SeekerListDataSchema.parse({
          seekers: [
            seekerSummary(),
            seekerSummary({
              id: 2,
              name: 'Siti Rahmawati',
              slug_name: 'siti-rahmawati',
              photo_url: '/storage/siti.jpg',
              age: null,
              city_name: null,
              position_name: null,
            }),
          ],
          total: 2,
        }),
      ),
    );
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pencari Kerja' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Maria Ulfa' });
    expect(link.getAttribute('href')).toBe('/pencari-kerja/maria-ulfa');
    expect(api.lastQuery('/seekers')).toMatchObject({ offset: '0', limit: String(PAGE_SIZES.seekers) });
    expect(api.lastQuery('/seekers')?.education_id).toBeUndefined();

    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('seekers-card'));
    expect(cards).toHaveLength(2);
    const maria = within(cards[0]!);
    expect(maria.getByText('Barista')).toBeTruthy();
    expect(maria.getByText('SMA/SMK/Sederajat')).toBeTruthy();
    expect(maria.getByText('Perempuan')).toBeTruthy();
    expect(maria.getByText('23 tahun')).toBeTruthy();
    expect(maria.getByText('Kota Samarinda')).toBeTruthy();
    // Initials without a photo; the photo, lazy and sized, when there is one.
    expect(cards[0]!.querySelector('img')).toBeNull();
    expect(cards[0]!.textContent).toContain('MU');
    const photo = cards[1]!.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('/storage/siti.jpg');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('width')).toBe('56');
    expect(within(cards[1]!).queryByText('Usia')).toBeNull();
    expect(screen.getByText('1–2 dari 2 pencari kerja')).toBeTruthy();
  });

  it('filters by education: the levels come from the master list, the choice goes to the address and the API', async () => {
    serveEducations();
    serveSeekers(20);
    const router = open('/pencari-kerja?page=2');
    await screen.findByRole('link', { name: 'Pencari 7' });
    await waitFor(() => expect(educationSelect().options).toHaveLength(4));
    expect([...educationSelect().options].map((o) => o.text)).toEqual([
      'Semua pendidikan',
      'SMA/SMK/Sederajat',
      'D3',
      'S1',
    ]);
    await act(async () => fireEvent.change(educationSelect(), { target: { value: '7' } }));
    await waitFor(() => expect(router.state.location.search).toBe('?education_id=7'));
    await waitFor(() => expect(api.lastQuery('/seekers')).toMatchObject({ education_id: '7', offset: '0' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hapus filter' })));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(educationSelect().value).toBe('');
  });

  it('starts with the filter and search of the address, and ignores a malformed education id', async () => {
    serveEducations();
    serveSeekers(3);
    open('/pencari-kerja?education_id=9&search=rahma');
    await screen.findByRole('link', { name: 'Pencari 1' });
    expect(api.lastQuery('/seekers')).toMatchObject({ education_id: '9', search: 'rahma' });
    await waitFor(() => expect(educationSelect().value).toBe('9'));
    expect((screen.getByRole('searchbox', { name: 'Cari pencari kerja' }) as HTMLInputElement).value).toBe(
      'rahma',
    );
    cleanup();
    open('/pencari-kerja?education_id=abc');
    await screen.findByRole('link', { name: 'Pencari 1' });
    expect(api.lastQuery('/seekers')?.education_id).toBeUndefined();
  });

  it('searches through the address and pages with offset = (page - 1) × size', async () => {
    serveEducations();
    serveSeekers(14);
    const router = open();
    await screen.findByRole('link', { name: 'Pencari 1' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Halaman 3' })));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await screen.findByRole('link', { name: 'Pencari 13' });
    expect(api.lastQuery('/seekers')).toMatchObject({ offset: '12', limit: '6' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari pencari kerja' }), {
      target: { value: 'maria' },
    });
    await submit(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=maria'));
    await waitFor(() => expect(api.lastQuery('/seekers')).toMatchObject({ search: 'maria', offset: '0' }));
  });

  it('says so when no seeker matches', async () => {
    serveEducations();
    api.on('GET', '/seekers', () => ok(SeekerListDataSchema.parse({ seekers: [], total: 0 })));
    open('/pencari-kerja?search=zzz');
    expect(await screen.findByText('Tidak ada pencari kerja yang cocok dengan pencarian Anda.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Halaman pencari kerja' })).toBeNull();
  });
});
