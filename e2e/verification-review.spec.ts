import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, digits, uniqueWord } from './support/accounts.ts';
import { pdf, png } from './support/files.ts';
import { DEMO, logInAs, type SessionUser } from './support/session.ts';
import { apiLogIn } from './support/vacancies.ts';

// Issue 17 item 4 on the built server (docs/decisions/083): the office decides on what it can see. A
// vacancy the office verified is edited by its company; the office's queue shows the edit's changes
// old → new and a preview of the public page (poster, requirements) before the decision.

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function firstId(request: APIRequestContext, path: string, key: string): Promise<number> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.status(), await res.text()).toBe(200);
  const list = ((await res.json()) as { data: Record<string, { id: number }[]> }).data[key]!;
  return list[0]!.id;
}

test('the office opens a pending edited vacancy: public preview with poster and requirements, and what changed old → new', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const request = context.request;
  const company = await apiLogIn(request, DEMO.company);
  const admin = await apiLogIn(request, DEMO.admin);
  const title = `Teknisi Pendingin ${Date.now().toString(36)}`;
  const fields = {
    title,
    job_type_id: String(await firstId(request, '/master/job-types', 'job_types')),
    position_id: '',
    is_position_other: '1',
    position_other: 'Teknisi AC',
    email: '',
    address: 'Jl. Juanda No. 5',
    province_code: '64',
    city_code: '64.72',
    district_code: '64.72.01',
    sub_district_code: '64.72.01.1002',
    salary: '3.800.000',
    is_gender_based_count: '0',
    worker_count: '2',
    description: 'Merawat dan memperbaiki pendingin ruangan pelanggan.',
    conclusion: '',
    deadline: '14',
    deadline_period: 'day',
    benefits: JSON.stringify([0]),
    benefit_other: '',
    education_id: String(await firstId(request, '/master/educations', 'educations')),
    required_skills: 'Sertifikat teknisi refrigerasi',
    set_major: '',
    special_condition: '',
    work_type: 'full',
    work_hour: '08.00 - 16.00',
    year_experience: '1',
  };
  const save = async (extra: Record<string, string>, withPoster: boolean) => {
    const res = await request.post(`/api/v1/job-vacancies/company/${String(company.company_detail_id)}`, {
      headers: bearer(company),
      multipart: { ...fields, ...extra, ...(withPoster ? { poster: png('poster.png') } : {}) },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return ((await res.json()) as { data: { job_vacancy: { id: number } } }).data.job_vacancy;
  };

  // Drafted with a poster and verified by the office, then edited: salary and requirement changed.
  const vacancy = await save({}, true);
  const verified = await request.post(`/api/v1/office/job-vacancies/${vacancy.id}/status`, {
    headers: bearer(admin),
    data: { status: 'VERIFIED' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  await save(
    { id: String(vacancy.id), salary: '4.200.000', required_skills: 'Sertifikat teknisi refrigerasi dan K3' },
    false,
  );
  await context.close();

  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logInAs(office, baseURL!, DEMO.admin);
  await office.goto(`/panel/verifikasi?tab=lowongan&search=${encodeURIComponent(title)}`);
  const item = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: title }) });
  await expect(item).toBeVisible();

  // What changed since the verified version, old → new, on the card itself.
  const changes = item.getByRole('list', { name: `Perubahan data ${title}` });
  await expect(changes.locator('li')).toHaveCount(2);
  const salary = changes.locator('li').filter({ hasText: 'Gaji' });
  await expect(salary.locator('del')).toHaveText('Rp 3.800.000 / Bulanan');
  await expect(salary.locator('ins')).toHaveText('Rp 4.200.000 / Bulanan');
  const skills = changes.locator('li').filter({ hasText: 'Keahlian yang dibutuhkan' });
  await expect(skills.locator('del')).toHaveText('Sertifikat teknisi refrigerasi');
  await expect(skills.locator('ins')).toHaveText('Sertifikat teknisi refrigerasi dan K3');

  // The public page's content in the preview: the poster loads, the requirements read as published.
  await item.getByRole('button', { name: 'Pratinjau halaman publik' }).click();
  const preview = item.getByRole('region', { name: `Pratinjau lowongan: ${title}` });
  await expect(preview).toBeVisible();
  const poster = preview.getByRole('img', { name: `Poster lowongan ${title}` });
  await poster.scrollIntoViewIfNeeded();
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(preview.getByRole('heading', { name: 'Kualifikasi' })).toBeVisible();
  await expect(preview.getByText('Sertifikat teknisi refrigerasi dan K3')).toBeVisible();
  await expect(preview.getByText('Jl. Juanda No. 5', { exact: false }).first()).toBeVisible();
  await expect(preview.getByText('Rp 4.200.000 / Bulanan').first()).toBeVisible();

  // The preview sits inside its card, and the decision buttons stay below it, not covered by it.
  const itemBox = (await item.boundingBox())!;
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.x).toBeGreaterThanOrEqual(itemBox.x);
  expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(itemBox.x + itemBox.width + 0.5);
  const verify = item.getByRole('button', { name: `Verifikasi ${title}` });
  const verifyBox = (await verify.boundingBox())!;
  expect(verifyBox.y).toBeGreaterThanOrEqual(previewBox.y + previewBox.height);

  // On a phone the preview stacks into one column and nothing overflows the page.
  await office.setViewportSize({ width: 375, height: 800 });
  const main = (await preview.locator('.detail-main').boundingBox())!;
  const aside = (await preview.locator('.detail-aside').boundingBox())!;
  expect(aside.y).toBeGreaterThanOrEqual(main.y + main.height);
  const overflow = await office.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The office decides on what it saw.
  await office.setViewportSize({ width: 1280, height: 900 });
  await verify.click();
  await expect(office.getByText('Lowongan kerja berhasil diverifikasi.')).toBeVisible();
});

test("the office reads a company's documents beside the values they prove, the image inline", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const name = `CV ${uniqueWord()} Dokumen`;
  const account = await activatedAccount(context.request, 'company', name, 'dokumen-perusahaan');
  const company = await apiLogIn(context.request, account);
  const fieldsRes = await context.request.get('/api/v1/master/business-fields');
  const fields = ((await fieldsRes.json()) as { data: { business_fields: { id: number }[] } }).data;
  const nib = `9${digits(12)}`;
  const saved = await context.request.post('/api/v1/profile-company/', {
    headers: bearer(company),
    multipart: {
      name,
      email: '',
      about: 'Jasa kebersihan gedung.',
      address: 'Jl. Kesuma Bangsa No. 4',
      province_code: '64',
      city_code: '64.72',
      district_code: '64.72.01',
      sub_district_code: '64.72.01.1002',
      phone: `0541${digits(6)}`,
      website: '',
      business_field_id: String(fields.business_fields[0]!.id),
      postal_code: '',
      nib,
      status_office: 'head_office',
      file_nib: pdf('nib.pdf'),
      file_npwp: png('npwp.png'),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await context.close();

  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logInAs(office, baseURL!, DEMO.admin);
  await office.goto(`/panel/verifikasi?search=${encodeURIComponent(name)}`);
  const docs = office.getByRole('region', { name: `Dokumen ${name}` });
  await expect(docs).toBeVisible();

  // The NIB and the values it proves, side by side on one row.
  const nibRow = docs.getByRole('listitem', { name: 'Berkas NIB', exact: true });
  await expect(nibRow.getByText(nib, { exact: true })).toBeVisible();
  await expect(nibRow.getByText(/Jl\. Kesuma Bangsa No\. 4/)).toBeVisible();
  const file = (await nibRow.locator('.office-doc-file').boundingBox())!;
  const proves = (await nibRow.locator('.office-doc-proves').boundingBox())!;
  expect(proves.x).toBeGreaterThanOrEqual(file.x + file.width);
  expect(Math.abs(proves.y - file.y)).toBeLessThan(2);
  const pdfLink = nibRow.getByRole('link', { name: /^Unduh Berkas NIB \(PDF\)/ });
  expect(await pdfLink.getAttribute('href')).toMatch(/^\/api\/v1\/files\/nib\/.+\.pdf$/);
  await expect(pdfLink).toHaveAttribute('download', '');
  // The NPWP, an image, opens in a new tab instead.
  await expect(
    docs
      .getByRole('listitem', { name: 'Berkas NPWP', exact: true })
      .getByRole('link', { name: /^Lihat Berkas NPWP/ }),
  ).toHaveAttribute('target', '_blank');

  // The NPWP image opens inline through the authorised files route.
  const npwpRow = docs.getByRole('listitem', { name: 'Berkas NPWP', exact: true });
  await npwpRow.getByRole('button', { name: 'Tampilkan Berkas NPWP' }).click();
  const image = npwpRow.getByRole('img', { name: `Berkas NPWP ${name}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const imageBox = (await image.boundingBox())!;
  const npwpBox = (await npwpRow.boundingBox())!;
  expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(npwpBox.x + npwpBox.width);

  // On a phone each document stacks above its values, and nothing overflows.
  await office.setViewportSize({ width: 375, height: 800 });
  const fileNarrow = (await nibRow.locator('.office-doc-file').boundingBox())!;
  const provesNarrow = (await nibRow.locator('.office-doc-proves').boundingBox())!;
  expect(provesNarrow.y).toBeGreaterThanOrEqual(fileNarrow.y + fileNarrow.height);
  const overflow = await office.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
