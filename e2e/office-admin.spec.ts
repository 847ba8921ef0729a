import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { PASSWORD, uniqueEmail, uniqueWord } from './support/accounts.ts';
import { DEMO, logInAs } from './support/session.ts';
import { expectNoSeriousViolation } from './support/axe.ts';

// Issue 11 items 6, 7 and 10 on the built server, as the demo office: the office adds a position under
// a group; renames the site and the header follows (the name is put back afterwards, for the journeys
// that run after this one); adds a verifier who signs in to the verifier's menu only, then switches
// them off, and finds both in the audit trail (issue 15 item 9). axe checks the screens with content.

const POSITIONS = '/panel/jabatan';
const SETTINGS = '/panel/pengaturan';
const STAFF = '/panel/staf';
const AUDIT = '/panel/jejak-audit';
const SKILLS = '/panel/kamus-keahlian';

/** The app's feedback dialog (no timer, an 'Oke' button) says `text`; it is closed. */
async function acknowledge(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Oke' }).click();
  await expect(dialog).toHaveCount(0);
}

/** A page of its own browser context, signed in as the demo office; with the session's token. */
async function office(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await logInAs(page, baseURL, DEMO.admin);
  return { page, token: user.token };
}

test('the office adds a position under a group, after the empty-name warning, and deletes it again', async ({
  browser,
  baseURL,
}) => {
  const { page, token } = await office(browser, baseURL!);
  const auth = { authorization: `Bearer ${token}` };
  // Set-up through the API: a group of this run's own.
  const groupName = `Tenaga ${uniqueWord()}`;
  const created = await page.request.post('/api/v1/panel/positions/', {
    headers: auth,
    data: { name: groupName, level: 1 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const groupId = ((await created.json()) as { data: { position: { id: number } } }).data.position.id;

  try {
    await page.goto(POSITIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Jabatan' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Kelompok jabatan' })).toBeVisible();
    await expectNoSeriousViolation(page, `${POSITIONS} (kelompok)`);

    await page.getByRole('searchbox', { name: 'Cari jabatan' }).fill(groupName);
    await page.getByRole('searchbox', { name: 'Cari jabatan' }).press('Enter');
    await page.getByRole('table').getByRole('button', { name: groupName, exact: true }).click();
    const inner = page.getByRole('table', { name: `Jabatan di ${groupName}` });
    await expect(page.getByRole('navigation', { name: 'Jejak jabatan' })).toContainText(groupName);
    await expect(page.getByText(`Belum ada jabatan di ${groupName}.`)).toBeVisible();

    await page.getByRole('button', { name: 'Tambah jabatan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah jabatan turunan' });
    await expect(dialog.getByLabel('Jabatan induk')).toHaveValue(String(groupId));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await acknowledge(page, 'Maaf, Nama jabatan tidak boleh kosong');
    const childName = `Operator ${uniqueWord()}`;
    await dialog.getByLabel('Nama jabatan').fill(childName);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(inner.getByRole('rowheader', { name: childName })).toBeVisible();
    await expectNoSeriousViolation(page, `${POSITIONS} (turunan)`);

    // The forms' list (GET /master/positions) has it under its group at once.
    const forms = await page.request.get('/api/v1/master/positions?is_level_1=1');
    const groups = (
      (await forms.json()) as { data: { positions: { id: number; children: { name: string }[] }[] } }
    ).data.positions;
    expect(groups.find((g) => g.id === groupId)?.children.map((c) => c.name)).toEqual([childName]);

    await inner.getByRole('button', { name: `Hapus ${childName}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Konfirmasi' })
      .getByRole('button', { name: 'Ya hapus' })
      .click();
    await expect(page.getByText(`Belum ada jabatan di ${groupName}.`)).toBeVisible();
  } finally {
    await page.request.delete(`/api/v1/panel/positions/?id=${groupId}`, { headers: auth });
    await page.context().close();
  }
});

test('the administrator finds a seeded skill by a synonym in Kamus Keahlian; the screen and its form pass axe', async ({
  browser,
  baseURL,
}) => {
  const { page } = await office(browser, baseURL!);
  try {
    await page.goto(SKILLS);
    await expect(page.getByRole('heading', { level: 1, name: 'Kamus Keahlian' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Cari keahlian' }).fill('supir');
    await page.getByRole('searchbox', { name: 'Cari keahlian' }).press('Enter');
    const table = page.getByRole('table', { name: 'Hasil pencarian keahlian "supir"' });
    await expect(table.getByRole('rowheader', { name: 'Mengemudi Mobil' })).toBeVisible();
    await expectNoSeriousViolation(page, SKILLS);

    await table.getByRole('button', { name: 'Ubah Mengemudi Mobil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah keahlian Mengemudi Mobil' });
    await expect(dialog.getByLabel('Sinonim')).toHaveValue(/supir/);
    await expectNoSeriousViolation(page, `${SKILLS} (ubah)`);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await page.context().close();
  }
});

test('the office renames the site and the header follows at once', async ({ browser, baseURL }) => {
  const { page, token } = await office(browser, baseURL!);
  const auth = { authorization: `Bearer ${token}` };
  const before = (
    (await (await page.request.get('/api/v1/office/configs', { headers: auth })).json()) as {
      data: { configs: Record<string, string> };
    }
  ).data.configs;
  const newName = `SiLoker ${uniqueWord(5)}`;

  try {
    await page.goto(SETTINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Situs' })).toBeVisible();
    await expect(page.getByLabel('Nama situs')).toHaveValue(before.web_name!);
    await expectNoSeriousViolation(page, SETTINGS);

    await page.getByLabel('Nama situs').fill(newName);
    await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await expect(page.getByText('Pengaturan situs berhasil disimpan.')).toBeVisible();
    await expect(page.getByRole('banner').getByText(newName, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: `Logo ${newName}` })).toBeVisible();

    const landing = await page.request.get('/api/v1/landing-page');
    expect(
      ((await landing.json()) as { data: { landing_page: { configs: { web_name: string } } } }).data
        .landing_page.configs.web_name,
    ).toBe(newName);
  } finally {
    // Put the name back: other journeys run on the same server after this one.
    const restored = await page.request.post('/api/v1/office/configs', {
      headers: auth,
      multipart: {
        web_name: before.web_name!,
        office_name: before.office_name!,
        office_address: before.office_address ?? '',
        office_phone: before.office_phone ?? '',
        office_email: before.office_email ?? '',
        office_website: before.office_website ?? '',
      },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await page.context().close();
  }
});

test('the administrator adds a verifier who signs in to the verifier’s menu only; the audit trail shows it', async ({
  browser,
  baseURL,
}) => {
  // Two browsers signed in, a sign-in through the form and the audit screen: more than one default step.
  test.slow();
  const { page } = await office(browser, baseURL!);
  const name = `Petugas ${uniqueWord()}`;
  const email = uniqueEmail('staf');

  await page.goto(STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Staf Dinas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousViolation(page, STAFF);

  await page.getByRole('button', { name: 'Tambah staf', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah staf Dinas' });
  await dialog.getByLabel('Nama', { exact: true }).fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Kata sandi awal', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Konfirmasi kata sandi awal').fill(PASSWORD);
  await dialog.getByLabel('Peran').selectOption('VERIFIER');
  await expectNoSeriousViolation(page, `${STAFF} (tambah)`);
  await dialog.getByRole('button', { name: 'Tambah staf' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Staf berhasil ditambahkan dan dapat langsung masuk.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('combobox', { name: `Peran ${name}` })).toHaveValue('VERIFIER');

  // The new verifier signs in through the login screen: queues, events and statistics, nothing more.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/masuk');
  await staff.getByLabel('Email').fill(email);
  await staff.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await staff.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(staff).toHaveURL(/\/panel\/halaman-utama$/);
  const menu = staff.getByRole('navigation', { name: 'Menu panel' });
  await expect(menu.getByRole('link', { name: 'Verifikasi' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Statistik' })).toBeVisible();
  for (const hidden of ['Staf Dinas', 'Pengaturan Situs', 'Jabatan', 'Kamus Keahlian', 'Jejak Audit']) {
    await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await staff.goto(STAFF);
  await expect(staff.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();

  // Switched off: the administrator confirms, and the staff member's session ends at once.
  await page.reload();
  await card.getByRole('button', { name: `Nonaktifkan ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Nonaktifkan staf' })
    .getByRole('button', { name: 'Ya, nonaktifkan' })
    .click();
  await expect(card.getByText(/^Nonaktif sejak/)).toBeVisible();
  const stored = await staff.evaluate(
    () => JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string },
  );
  const me = await staff.request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${stored.token}` },
  });
  expect(me.status()).toBe(401);
  await staffContext.close();

  // Both actions are in the administrator's audit trail, by the demo administrator.
  await page.goto(`${AUDIT}?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jejak Audit' })).toBeVisible();
  const added = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tambah staf' }) });
  await expect(added).toContainText(email);
  await expect(added).toContainText('Admin Dinas');
  await expect(page.getByRole('heading', { name: 'Nonaktifkan staf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unduh CSV' })).toHaveAttribute(
    'href',
    `/api/v1/office/audit-events/export?search=${encodeURIComponent(email)}`,
  );
  await expectNoSeriousViolation(page, AUDIT);
  await page.context().close();
});
