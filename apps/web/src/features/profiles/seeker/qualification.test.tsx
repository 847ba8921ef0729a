import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { SEEKER_PROFILE_MESSAGES } from '@siloker/shared/schemas/profile-constants';
import { setAuthUser } from '../../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../../testing/fake-api.tsx';
import { authUser } from '../../../testing/fixtures/auth.ts';
import { ProfileJobSeekerQualification } from './profile-job-seeker-qualification.tsx';
import { answerProfileScreens, profileData, seekerProfile } from './seeker-fixtures.ts';
import { FORM_CACHE_KEYS } from './form-cache.ts';

const api = setupFakeApi();
beforeEach(() => {
  setAuthUser(authUser());
  answerProfileScreens(api);
});

const PATH = '/panel/data-pribadi/pencari-kerja/kualifikasi';
const open = () => renderScreen(<ProfileJobSeekerQualification />, { path: PATH });
const save = () => screen.getByRole('button', { name: /^(Simpan|Menyimpan\.\.\.)$/ });
const row = (name: string | RegExp) => screen.getByRole('group', { name });
const input = (group: HTMLElement, label: string) => within(group).getByLabelText(label) as HTMLInputElement;
const year = String(new Date().getFullYear());
const lastPost = () => api.calls('POST', '/profile-seeker/').at(-1)!;
/** Saves after giving the locked rows the year they now ask for (issue 17 item 10). */
const submitWithYears = async () => {
  for (const el of screen.queryAllByLabelText('Tahun lulus') as HTMLInputElement[]) {
    if (el.value === '') type(el, year);
  }
  await submit(save());
};
const summaryOf = () => screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
const json = (value: unknown) => JSON.parse(value as string) as Record<string, unknown>[];

describe('ProfileJobSeekerQualification', () => {
  it('starts an empty profile with the three locked education rows, their year left for the seeker', async () => {
    open();
    const rows = await screen.findAllByRole('group', { name: /^Pendidikan \d/ });
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(row('Pendidikan 1 (SD/Sederajat)')).toBeTruthy());
    for (const [index, level] of [
      [1, 'SD/Sederajat'],
      [2, 'SMP/Sederajat'],
      [3, 'SMA/SMK/Sederajat'],
    ] as const) {
      const group = row(`Pendidikan ${index} (${level})`);
      expect(input(group, 'Tahun lulus').value).toBe('');
      expect((input(group, 'Jenjang pendidikan') as unknown as HTMLSelectElement).disabled).toBe(true);
      expect(within(group).queryByRole('button', { name: /^Hapus Pendidikan/ })).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Tambah pendidikan' }));
    const added = row('Pendidikan 4');
    expect(document.activeElement).toBe(input(added, 'Jenjang pendidikan'));
    // A row the seeker adds keeps the §9 default of this year.
    expect(input(added, 'Tahun lulus').value).toBe(year);
    fireEvent.click(within(added).getByRole('button', { name: 'Hapus Pendidikan 4' }));
    expect(screen.getAllByRole('group', { name: /^Pendidikan \d/ })).toHaveLength(3);
    for (const heading of [
      'Pendidikan',
      'Pengalaman Kerja',
      'Keahlian',
      'Harapan Kerja',
      'Bahasa',
      'Privasi',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
  });

  it('warns that the education data is incomplete when a row has no year, and sends nothing', async () => {
    open();
    await waitFor(() => expect(row('Pendidikan 2 (SMP/Sederajat)')).toBeTruthy());
    type(input(row('Pendidikan 2 (SMP/Sederajat)'), 'Tahun lulus'), '');
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SEEKER_PROFILE_MESSAGES.incompleteEducation);
    expect(within(row('Pendidikan 2 (SMP/Sederajat)')).getByText('Tahun lulus wajib di isi')).toBeTruthy();
    expect(api.calls('POST', '/profile-seeker/')).toHaveLength(0);
  });

  it('keeps typed rows across a remount (the form cache) and clears the cache after a successful save', async () => {
    const saved = seekerProfile({
      educations: [
        {
          id: 31,
          education_id: 2,
          education_name: 'SD/Sederajat',
          school_name: 'SDN 001 Samarinda',
          graduation_year: Number(year),
          major: null,
          is_lock: true,
          certificate: null,
          certificate_url: null,
        },
      ],
    });
    api.on('POST', '/profile-seeker/', () => ok({ seeker_detail: profileData(saved).seeker_detail }, ''));
    open();
    await waitFor(() => expect(row('Pendidikan 1 (SD/Sederajat)')).toBeTruthy());
    type(input(row('Pendidikan 1 (SD/Sederajat)'), 'Nama sekolah/kampus'), 'SDN 001 Samarinda');
    type(input(row('Pendidikan 1 (SD/Sederajat)'), 'Tahun lulus'), year);
    type(input(row('Pendidikan 2 (SMP/Sederajat)'), 'Tahun lulus'), year);
    type(input(row('Pendidikan 3 (SMA/SMK/Sederajat)'), 'Tahun lulus'), year);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah pengalaman kerja' }));
    type(input(row('Pengalaman 1'), 'Nama perusahaan'), 'CV Maju Jaya');
    expect(localStorage.getItem(FORM_CACHE_KEYS.educations)).toContain('SDN 001 Samarinda');

    cleanup();
    open();
    await waitFor(() => expect(row('Pendidikan 1 (SD/Sederajat)')).toBeTruthy());
    expect(input(row('Pendidikan 1 (SD/Sederajat)'), 'Nama sekolah/kampus').value).toBe('SDN 001 Samarinda');
    expect(input(row('Pengalaman 1'), 'Nama perusahaan').value).toBe('CV Maju Jaya');

    const ijazah = new File([new Uint8Array(300)], 'ijazah.pdf', { type: 'application/pdf' });
    fireEvent.change(input(row('Pendidikan 2 (SMP/Sederajat)'), 'Sertifikat/ijazah'), {
      target: { files: [ijazah] },
    });
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SEEKER_PROFILE_MESSAGES.saved);

    const body = lastPost().body;
    expect(json(body.educations)).toEqual([
      {
        education_id: 2,
        school_name: 'SDN 001 Samarinda',
        graduation_year: Number(year),
        major: '',
        is_lock: true,
        certificate: null,
      },
      {
        education_id: 3,
        school_name: '',
        graduation_year: Number(year),
        major: '',
        is_lock: true,
        certificate: null,
      },
      {
        education_id: 4,
        school_name: '',
        graduation_year: Number(year),
        major: '',
        is_lock: true,
        certificate: null,
      },
    ]);
    expect(json(body.experiences)).toEqual([
      { company_name: 'CV Maju Jaya', position: '', jobdesk: '', start_date: '', end_date: '' },
    ]);
    expect(json(body.skills)).toEqual([]);
    expect(body['educations[1][certificate]']).toEqual({
      file_name: 'ijazah.pdf',
      type: 'application/pdf',
      size: 300,
    });
    for (const key of Object.values(FORM_CACHE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    // The form now shows the saved rows.
    expect(screen.getAllByRole('group', { name: /^Pendidikan \d/ })).toHaveLength(1);
  });

  it('sends the plain qualification fields as the multipart form expects them', async () => {
    api.on('POST', '/profile-seeker/', () => ok({ seeker_detail: profileData().seeker_detail }));
    open();
    const wage = (await screen.findByLabelText('Harapan upah (Rp)')) as HTMLInputElement;
    expect(wage.value).toBe('3.500.000');
    type(wage, '4750000');
    expect(wage.value).toBe('4.750.000');
    await waitFor(() =>
      expect((screen.getByLabelText('Jabatan yang diinginkan') as HTMLSelectElement).value).toBe('101'),
    );
    expect((screen.getByLabelText('Daerah yang diinginkan') as HTMLInputElement).value).toBe('Samarinda Ulu');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lainnya' }));
    type(screen.getByLabelText('Bahasa lainnya'), 'Banjar');
    await submitWithYears();
    await screen.findByRole('alertdialog');
    expect(lastPost().body).toMatchObject({
      position_id: '101',
      is_position_other: '0',
      position_other: '',
      job_location_expectation: 'LOCALE_IN',
      job_locale_in: 'Samarinda Ulu',
      wage_expectation: '4750000',
      latest_gpa: '3.25',
      disability_id: '',
      language_skills: JSON.stringify(['Inggris', 'Lainnya']),
      language_another: 'Banjar',
      about: 'Teliti dan rajin.',
      is_public: '0',
    });
  });

  it('asks for the position name when the position is not in the list', async () => {
    open();
    const position = (await screen.findByLabelText('Jabatan yang diinginkan')) as HTMLSelectElement;
    fireEvent.change(position, { target: { value: 'other' } });
    await submitWithYears();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SEEKER_PROFILE_MESSAGES.invalidForm);
    expect(screen.getByText('Nama jabatan lainnya wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(api.calls('POST', '/profile-seeker/')).toHaveLength(0);
  });

  it('explains in plain words what the is_public switch shows, and sends the choice', async () => {
    api.on('POST', '/profile-seeker/', () => ok({ seeker_detail: profileData().seeker_detail }));
    open();
    const toggle = (await screen.findByRole('switch', {
      name: 'Tampilkan profil saya di daftar pencari kerja',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const explanation = document.getElementById(toggle.getAttribute('aria-describedby')!);
    expect(explanation?.textContent).toBe(SEEKER_PROFILE_MESSAGES.publicExplanation);
    expect(screen.getByText(SEEKER_PROFILE_MESSAGES.publicExplanation)).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    await submitWithYears();
    await screen.findByRole('alertdialog');
    expect(lastPost().body.is_public).toBe('1');
  });

  it('shows saved certificates and keeps them by their stored key', async () => {
    answerProfileScreens(
      api,
      seekerProfile({
        skills: [
          {
            id: 5,
            name: 'Barista',
            description: null,
            duration: '3 bulan',
            certificate: 'certificates/barista.pdf',
            certificate_url: '/api/v1/files/certificates/barista.pdf',
          },
        ],
      }),
    );
    api.on('POST', '/profile-seeker/', () => ok({ seeker_detail: profileData().seeker_detail }));
    open();
    const skill = await screen.findByRole('group', { name: 'Keahlian 1' });
    expect(
      within(skill)
        .getByRole('link', { name: /Unduh berkas saat ini \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('/api/v1/files/certificates/barista.pdf');
    await act(async () => {});
    await submitWithYears();
    await screen.findByRole('alertdialog');
    expect(json(lastPost().body.skills)).toEqual([
      {
        id: 5,
        name: 'Barista',
        description: '',
        duration: '3 bulan',
        certificate: 'certificates/barista.pdf',
      },
    ]);
  });

  it("shows a 400's row errors under the row's field, with the §8 dialog", async () => {
    api.on('POST', '/profile-seeker/', () =>
      fail(400, 'Data tidak valid.', { 'experiences.0.end_date': [SEEKER_PROFILE_MESSAGES.badDateRange] }),
    );
    open();
    await waitFor(() => expect(row('Pendidikan 1 (SD/Sederajat)')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Tambah pengalaman kerja' }));
    type(input(row('Pengalaman 1'), 'Nama perusahaan'), 'CV Maju Jaya');
    await submitWithYears();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.profileBadRequest);
    const endDate = input(row('Pengalaman 1'), 'Tanggal selesai');
    const error = within(row('Pengalaman 1')).getByText(SEEKER_PROFILE_MESSAGES.badDateRange);
    expect(endDate.getAttribute('aria-describedby')).toContain(error.id);
    // The summary at the top lists the row's error too, linked to the row's field (docs/decisions/084).
    const summary = summaryOf();
    const link = within(summary).getByRole('link', { name: SEEKER_PROFILE_MESSAGES.badDateRange });
    expect(link.getAttribute('href')).toBe(`#${endDate.id}`);
  });

  it("lists every row's own errors, the list's and the languages' in the summary, each linked to its field", async () => {
    api.on('POST', '/profile-seeker/', () =>
      fail(400, 'Data tidak valid.', {
        'skills.0.name': ['Nama keahlian sudah ada.'],
        educations: ['Data pendidikan belum lengkap.'],
        language_skills: ['Bahasa tidak valid.'],
      }),
    );
    open();
    await waitFor(() => expect(row('Pendidikan 1 (SD/Sederajat)')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Tambah keahlian' }));
    type(input(row('Keahlian 1'), 'Nama keahlian'), 'Barista');
    await submitWithYears();
    await screen.findByRole('alertdialog');
    const summary = summaryOf();
    const skill = within(summary).getByRole('link', { name: 'Nama keahlian sudah ada.' });
    expect(skill.getAttribute('href')).toBe(`#${input(row('Keahlian 1'), 'Nama keahlian').id}`);
    const list = within(summary).getByRole('link', { name: 'Data pendidikan belum lengkap.' });
    expect(document.getElementById(list.getAttribute('href')!.slice(1))?.textContent).toBe(
      'Data pendidikan belum lengkap.',
    );
    const languages = within(summary).getByRole('link', { name: 'Bahasa tidak valid.' });
    expect(languages.getAttribute('href')).toBe('#seeker-languages');
    expect(document.getElementById('seeker-languages')).toBeTruthy();
  });

  it("lists a row's client-rule error in the summary before anything is sent", async () => {
    open();
    await waitFor(() => expect(row('Pendidikan 1 (SD/Sederajat)')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Tambah pengalaman kerja' }));
    await submitWithYears();
    await screen.findByRole('alertdialog');
    const company = input(row('Pengalaman 1'), 'Nama perusahaan');
    const message = within(row('Pengalaman 1')).getByText(/Nama perusahaan/, { selector: '.field-error' });
    const link = within(summaryOf()).getByRole('link', { name: message.textContent! });
    expect(link.getAttribute('href')).toBe(`#${company.id}`);
    expect(api.calls('POST', '/profile-seeker/')).toHaveLength(0);
  });
});
