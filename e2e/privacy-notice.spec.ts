import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, uniqueEmail, uniqueWord, PASSWORD } from './support/accounts.ts';
import { logInAs, DEMO } from './support/session.ts';
import { apiLogIn, completeSeekerProfileByApi } from './support/vacancies.ts';

// Issue 15 items 11 and 12 (UU PDP 27/2022; docs/decisions/077) on the built server: the Kebijakan
// Privasi from the footer, consent at registration, and the seeker's "Riwayat akses dokumen" once a
// company opened the KTP.

test('a guest opens the Kebijakan Privasi from the footer and must tick consent to register', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click();
  await expect(page).toHaveURL(/\/kebijakan-privasi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  const controller = page.getByRole('region', { name: 'Pengendali data' });
  await expect(controller).toContainText('Dinas Tenaga Kerja Kota Samarinda');
  await expect(page.getByRole('region', { name: /Hak Anda/ })).toContainText('(Pasal 13)');

  await page.goto('/registrasi/pencari-kerja');
  await expect(page.getByRole('link', { name: 'Kebijakan Privasi' }).first()).toHaveAttribute(
    'href',
    '/kebijakan-privasi',
  );
  await page.getByLabel('Nama', { exact: true }).fill(`Sari ${uniqueWord()}`);
  await page.getByLabel('Email').fill(uniqueEmail('setuju'));
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(
    page.locator('.field-error', { hasText: 'Anda harus menyetujui Kebijakan Privasi untuk mendaftar.' }),
  ).toBeVisible();
  await expect(page.getByText('Pendaftaran diterima.', { exact: false })).toHaveCount(0);

  await page.getByRole('checkbox', { name: /Kebijakan Privasi/ }).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Pendaftaran diterima.', { exact: false })).toBeVisible();
});

test('a seeker sees in Profil Akun that the company they applied to opened their KTP', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await activatedAccount(request, 'seeker', `Wulan ${uniqueWord()} Sari`, 'riwayat');
  const seeker = await apiLogIn(request, account);
  await completeSeekerProfileByApi(request, seeker, account.name);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  // The seeker applies to a live vacancy of the demo company (set-up through the API).
  const company = await apiLogIn(request, DEMO.company);
  const listed = await request.get(
    `/api/v1/job-vacancies/company/${String(company.company_detail_id)}?tab=active`,
    {
      headers: bearer(company.token),
    },
  );
  expect(listed.status(), await listed.text()).toBe(200);
  const { job_vacancies: vacancies, company_detail: owner } = (
    (await listed.json()) as {
      data: { job_vacancies: { id: number; is_invitation?: boolean }[]; company_detail: { name: string } };
    }
  ).data;
  const vacancy = vacancies.find((v) => !v.is_invitation)!;
  const applied = await request.post('/api/v1/seekers/applied', {
    headers: bearer(seeker.token),
    data: { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker_detail_id },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // The company opens the applicant's KTP.
  const profile = await request.get('/api/v1/profile-seeker', { headers: bearer(seeker.token) });
  const ktpUrl = ((await profile.json()) as { data: { seeker_detail: { file_ktp_url: string } } }).data
    .seeker_detail.file_ktp_url;
  const opened = await request.get(ktpUrl, { headers: bearer(company.token) });
  expect(opened.status()).toBe(200);
  // The seeker's own download is not listed.
  expect((await request.get(ktpUrl, { headers: bearer(seeker.token) })).status()).toBe(200);

  await logInAs(page, baseURL!, account);
  await page.goto('/panel/profil-akun');
  const history = page.getByRole('region', { name: 'Riwayat akses dokumen' });
  await expect(history).toBeVisible();
  const rows = history.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(owner.name);
  await expect(rows.first()).toContainText('(Perusahaan)');
  await expect(rows.first()).toContainText('membuka Berkas KTP');
  await expect(rows.first()).toContainText(/\d{4} pukul \d{2}\.\d{2} WITA/);
});
