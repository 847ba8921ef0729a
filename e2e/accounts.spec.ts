import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { linkTo, waitForMail } from './support/mail.ts';

// Account journeys of issue 4 on the built server, with every mail received by the real SMTP listener
// of e2e/serve.mjs and its link opened in the browser.

const PASSWORD = 'kopi-susu-pagi-hari';
const NEW_PASSWORD = 'teh-manis-sore-hari';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@contoh.id`;

const keluarButton = (page: Page) => page.locator('.header-actions').getByRole('button');
const passwordInput = (page: Page) => page.getByLabel('Kata sandi', { exact: true });

async function expectOnDashboard(page: Page) {
  await expect(page).toHaveURL(/\/panel\/halaman-utama$/);
  await expect(keluarButton(page)).toHaveText('Keluar');
}

async function logOut(page: Page) {
  await keluarButton(page).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/masuk');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** A seeker registered and activated through the API and the mailed link (set-up, not the subject). */
async function activatedSeeker(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const res = await request.post('/api/v1/auth/register', {
    data: {
      name: 'Rina Wulandari',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = new URL(linkTo(await waitForMail(email, 'Aktivasi akun'), '/aktifasi-email'), 'http://x');
  const verified = await request.post('/api/v1/auth/verification-email', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return email;
}

test('a new job seeker registers, activates by the mailed link, lands on the dashboard, logs out and in', async ({
  page,
}) => {
  const email = uniqueEmail('pencari');
  await page.goto('/registrasi/pencari-kerja');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Pencari Kerja' })).toBeVisible();
  // The header is hidden on the auth screens.
  await expect(page.locator('.site-header')).toHaveCount(0);

  // Client-side rules with the §5 messages.
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.locator('.field-error', { hasText: 'Nama wajib di isi' })).toBeVisible();
  await expect(page.locator('.field-error', { hasText: 'Email wajib di isi' })).toBeVisible();

  await page.getByLabel('Nama', { exact: true }).fill('Andi Pratama');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: /Kebijakan Privasi/ }).check();
  // A common password is refused by the server with its reason (the list ships with the build).
  await passwordInput(page).fill('password');
  await page.getByLabel('Konfirmasi kata sandi').fill('password');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(
    page.locator('.field-error', { hasText: 'Kata sandi terlalu umum dan mudah ditebak.' }),
  ).toBeVisible();

  await passwordInput(page).fill(PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Pendaftaran diterima.', { exact: false })).toBeVisible();

  const mail = await waitForMail(email, 'Aktivasi akun');
  await page.goto(linkTo(mail, '/aktifasi-email'));
  await expectOnDashboard(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user') ?? 'null'));
  expect(stored).toMatchObject({ email, role_name: 'seeker' });

  await logOut(page);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
});

test('a new company registers, activates by the mailed link and is signed in as a company', async ({
  page,
}) => {
  const email = uniqueEmail('perusahaan');
  await page.goto('/masuk');
  await page.getByRole('link', { name: 'Daftar sebagai Perusahaan' }).click();
  await expect(page).toHaveURL(/\/registrasi\/perusahaan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Perusahaan' })).toBeVisible();
  await page.getByLabel('Nama Perusahaan').fill('CV Mahakam Sejahtera');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: /Kebijakan Privasi/ }).check();
  await passwordInput(page).fill(PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(
    page.locator('.field-error', { hasText: 'Konfirmasi kata sandi harus sama dengan Kata sandi' }),
  ).toBeVisible();
  await page.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Pendaftaran diterima.', { exact: false })).toBeVisible();

  await page.goto(linkTo(await waitForMail(email, 'Aktivasi akun'), '/aktifasi-email'));
  await expectOnDashboard(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user') ?? 'null'));
  expect(stored).toMatchObject({ email, role_name: 'company', company_detail: { status: 'PENDING' } });
});

test('login answers a wrong password, and a not-yet-activated account can ask for a new activation mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('belum-aktif');
  const res = await request.post('/api/v1/auth/register', {
    data: {
      name: 'Dewi Lestari',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    },
  });
  expect(res.status()).toBe(201);
  await waitForMail(email, 'Aktivasi akun');

  await logIn(page, email, 'bukan-kata-sandinya');
  await expect(page.getByRole('alertdialog')).toContainText('Email atau kata sandi salah.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oke' }).click();

  await passwordInput(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Akun Anda belum diaktifkan.', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/masuk$/);
  const before = Date.now();
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Kirim ulang email aktivasi' }).click();
  await expect(page.getByText('tautan aktivasi baru telah dikirim', { exact: false })).toBeVisible();

  // The new mail's link activates the account and signs in.
  const mail = await waitForMail(email, 'Aktivasi akun');
  expect(mail.text).toContain('/aktifasi-email');
  expect(Date.now()).toBeGreaterThanOrEqual(before);
  await page.goto(linkTo(mail, '/aktifasi-email'));
  await expectOnDashboard(page);
});

test('a forgotten password is reset through the mailed link, and the new one logs in', async ({
  page,
  request,
}) => {
  const email = await activatedSeeker(request, 'lupa');
  await page.goto('/masuk');
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL(/\/atur-ulang-kata-sandi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atur Ulang Kata Sandi' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Kirim Tautan' }).click();
  await expect(
    page.getByText('tautan untuk mengubah kata sandi telah dikirim', { exact: false }),
  ).toBeVisible();

  await page.goto(linkTo(await waitForMail(email, 'Ubah kata sandi'), '/ubah-kata-sandi'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah Kata Sandi' })).toBeVisible();
  await passwordInput(page).fill(NEW_PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Kata sandi berhasil diubah.');
  await dialog.getByRole('button', { name: 'Oke' }).click();
  await expect(page).toHaveURL(/\/masuk$/);

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alertdialog')).toContainText('Email atau kata sandi salah.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oke' }).click();
  await passwordInput(page).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expectOnDashboard(page);

  // Signed in, the reset screen sends the user to the dashboard (the guard).
  await page.goto('/atur-ulang-kata-sandi');
  await expectOnDashboard(page);
});

test('a signed-in user changes the password in the panel and then logs in with it', async ({
  page,
  request,
}) => {
  const email = await activatedSeeker(request, 'ganti');
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);

  await page.goto('/panel/ubah-kata-sandi');
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah Kata Sandi' })).toBeVisible();
  await page.getByLabel('Kata sandi lama').fill('salah-sama-sekali');
  await passwordInput(page).fill(NEW_PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
  await expect(page.getByText('Kata sandi lama salah.').first()).toBeVisible();
  const wrong = page.getByRole('alertdialog');
  if (await wrong.isVisible()) await wrong.getByRole('button').first().click();

  await page.getByLabel('Kata sandi lama').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Kata sandi berhasil diubah.');
  await dialog.getByRole('button', { name: 'Oke' }).click();

  await logOut(page);
  await logIn(page, email, NEW_PASSWORD);
  await expectOnDashboard(page);
});

test('the account profile saves name and phone, and a new e-mail counts only after its mailed link', async ({
  page,
  request,
}) => {
  const email = await activatedSeeker(request, 'profil');
  const newEmail = uniqueEmail('profil-baru');
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);

  await page.goto('/panel/profil-akun');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Akun' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Nama', { exact: true }).fill('Rina W. Saputri');
  await page.getByLabel('Nomor telepon').fill('0812 5555 0101');
  await expect(page.getByLabel('Kata sandi saat ini')).toHaveCount(0);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data akun berhasil disimpan.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue('Rina W. Saputri');
  await expect(page.getByLabel('Nomor telepon')).toHaveValue('081255550101');

  const notice = page.getByRole('alertdialog');
  if (await notice.isVisible()) await notice.getByRole('button').first().click();
  await page.getByLabel('Email').fill(newEmail);
  await expect(page.getByLabel('Kata sandi saat ini')).toBeVisible();
  await page.getByLabel('Kata sandi saat ini').fill(PASSWORD);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page.getByText('Kami mengirim tautan konfirmasi ke email baru', { exact: false }).first(),
  ).toBeVisible();

  // Until the link is opened the old address still signs in.
  const stillOld = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(stillOld.status()).toBe(200);

  await page.goto(linkTo(await waitForMail(newEmail, 'Konfirmasi email baru'), '/aktifasi-email'));
  await expect(page.getByText('Email akun berhasil diubah.').first()).toBeVisible();
  const viaNew = await request.post('/api/v1/auth/login', { data: { email: newEmail, password: PASSWORD } });
  expect(viaNew.status()).toBe(200);
  const viaOld = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(viaOld.status()).toBe(400);
});

test('the account screens have no serious or critical accessibility violation, with errors shown', async ({
  page,
}) => {
  for (const [path, submit] of [
    ['/masuk', 'Masuk'],
    ['/registrasi/pencari-kerja', 'Daftar'],
    ['/atur-ulang-kata-sandi', 'Kirim Tautan'],
  ] as const) {
    await page.goto(path);
    // Submitting the empty form puts the error lines on the page too.
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.locator('.field-error', { hasText: 'Email wajib di isi' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});
