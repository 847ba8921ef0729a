import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { durationText } from '@siloker/shared/format/index';
import { DROP, fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { seekerPublic } from '../../testing/fixtures/seekers.ts';
import { JobSeekerDetail } from './job-seeker-detail.tsx';

const api = setupFakeApi();

const open = (slug = 'maria-ulfa') =>
  renderScreen(<JobSeekerDetail />, { path: '/pencari-kerja/:name_slug', url: `/pencari-kerja/${slug}` });
const section = (name: string) => screen.getByRole('region', { name });

describe('JobSeekerDetail (/pencari-kerja/:name_slug)', () => {
  it('shows the public profile the API returns', async () => {
    api.on('GET', '/seekers/slug/maria-ulfa', () => ok({ seeker: seekerPublic() }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Ulfa' })).toBeTruthy();
    expect(document.title).toMatch(/^Maria Ulfa \| /);
    expect(screen.getByText('Barista', { selector: '.seekers-position' })).toBeTruthy();
    expect(screen.getByText('Perempuan, 23 tahun')).toBeTruthy();
    expect(screen.getByText('Kota Samarinda')).toBeTruthy();
    expect(section('Tentang').textContent).toContain('Barista bersertifikat.\nSuka kopi lokal Kalimantan.');

    const educations = within(section('Pendidikan'));
    expect(educations.getByRole('heading', { name: 'SMKN 6 Samarinda' })).toBeTruthy();
    expect(educations.getByText('SMA/SMK/Sederajat · Tata Boga · Lulus 2020')).toBeTruthy();
    expect(educations.getByText('SMP/Sederajat · Lulus 2017')).toBeTruthy();

    const experiences = within(section('Pengalaman Kerja'));
    expect(experiences.getByRole('heading', { name: 'Barista — Kopi Tepian' })).toBeTruthy();
    expect(experiences.getByText('1 Februari 2021 – 31 Januari 2024 · 2 tahun')).toBeTruthy();
    expect(experiences.getByText('Espresso bar dan manual brew.')).toBeTruthy();

    const skills = within(section('Keahlian'));
    expect(skills.getByRole('heading', { name: 'Latte Art' })).toBeTruthy();
    expect(skills.getByText('Pelatihan Dinas Tenaga Kerja · 5 hari')).toBeTruthy();
    expect(
      within(section('Bahasa'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Inggris', 'Banjar']);
  });

  it('runs an experience without an end until now, and marks empty sections', async () => {
    api.on('GET', '/seekers/slug/maria-ulfa', () =>
      ok({
        seeker: seekerPublic({
          about: null,
          skills: [],
          language_skills: [],
          language_another: null,
          experiences: [
            {
              company_name: 'Hotel Mesra',
              position: null,
              jobdesk: null,
              start_date: '2024-03-01',
              end_date: null,
            },
          ],
        }),
      }),
    );
    open();
    const experiences = within(await screen.findByRole('region', { name: 'Pengalaman Kerja' }));
    expect(experiences.getByRole('heading', { name: 'Hotel Mesra' })).toBeTruthy();
    expect(experiences.getByText(`1 Maret 2024 – Sekarang · ${durationText('2024-03-01')}`)).toBeTruthy();
    for (const name of ['Tentang', 'Keahlian', 'Bahasa']) {
      expect(within(section(name)).getByText('Belum diisi.')).toBeTruthy();
    }
  });

  it('shows nothing but the named public fields, even if an answer carried more', async () => {
    api.on('GET', '/seekers/slug/maria-ulfa', () =>
      ok({
        seeker: {
          ...seekerPublic(),
          nik: '6472010101010001',
          phone: '081234567890',
          address: 'Jl. Rahasia No. 7',
          birth_date: '2003-01-01',
          ktp_url: '/storage/ktp.jpg',
        },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Maria Ulfa' });
    const text = document.body.textContent ?? '';
    for (const secret of ['6472010101010001', '081234567890', 'Jl. Rahasia', '2003', 'ktp']) {
      expect(text).not.toContain(secret);
    }
    expect(document.querySelector('img[src*="ktp"]')).toBeNull();
  });

  it('shows a not-found page with a way back for an unknown or hidden seeker', async () => {
    api.on('GET', '/seekers/slug/tidak-ada', () => fail(404, 'Pencari kerja tidak ditemukan.'));
    open('tidak-ada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pencari kerja tidak ditemukan' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat semua pencari kerja' }).getAttribute('href')).toBe(
      '/pencari-kerja',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('GET', '/seekers/slug/tidak-ada')).toHaveLength(1);
  });

  it(
    'shows a failed load as a page-sized message with a retry that loads the profile',
    { timeout: 10_000 },
    async () => {
      api.on('GET', '/seekers/slug/maria-ulfa', () => DROP);
      open();
      // After the query client's two retries.
      const heading = await screen.findByRole(
        'heading',
        { level: 1, name: 'Profil belum dapat dimuat' },
        { timeout: 8_000 },
      );
      const alert = heading.closest<HTMLElement>('[role="alert"]')!;
      expect(within(alert).getByText('Terjadi kesalahan server saat mendapatkan data.')).toBeTruthy();
      api.on('GET', '/seekers/slug/maria-ulfa', () => ok({ seeker: seekerPublic() }));
      await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' })));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Maria Ulfa' })).toBeTruthy());
    },
  );
});
