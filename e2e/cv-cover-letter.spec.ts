import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { pdf } from './support/files.ts';
import { DEMO, logInAs } from './support/session.ts';
import { apiLogIn, completeSeekerProfileByApi } from './support/vacancies.ts';

// Issue 17 item 14 (docs/decisions/088) on the built server: a seeker uploads a CV on the Biodata
// screen and applies with a cover letter; the demo company sees both on the applicant card, and the
// seeker finds the letter in 'Lamaran Saya'.

async function actor(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

/** The box of an element, asserted to exist. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

for (const width of [375, 1280]) {
  test(`a seeker attaches a CV and applies with a letter; the company reads both (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const name = `Laras ${uniqueWord()} Wulandari`;
    const seeker = await actor(browser, baseURL!, width);
    const account = await activatedAccount(seeker.request, 'seeker', name, `cv-${width}`);
    const user = await apiLogIn(seeker.request, account);
    await completeSeekerProfileByApi(seeker.request, user, name);
    await logInAs(seeker, baseURL!, account);

    // The CV form on the Biodata screen.
    await seeker.goto('/panel/data-pribadi/pencari-kerja/biodata');
    const cv = seeker.getByRole('region', { name: 'CV' });
    await expect(cv.getByText('CV belum diunggah.')).toBeVisible();
    await expect(cv.getByLabel('Berkas CV')).toHaveAttribute('accept', 'application/pdf');
    await cv.getByLabel('Berkas CV').setInputFiles(pdf('cv-laras.pdf'));
    await cv.getByRole('button', { name: 'Unggah CV' }).click();
    const saved = seeker.getByRole('alertdialog');
    await expect(saved).toContainText('CV berhasil disimpan.');
    await saved.getByRole('button', { name: 'Oke' }).click();
    const cvLink = cv.getByRole('link', { name: /^Unduh CV \(PDF\)/ });
    await expect(cvLink).toHaveAttribute('download', '');
    await expect(cvLink).toHaveAttribute('href', /^\/api\/v1\/files\/cv\/[A-Za-z0-9_-]+\.pdf$/);
    const cvHref = (await cvLink.getAttribute('href'))!;
    // The CV form's buttons sit side by side, inside the viewport, not over each other.
    await expect(cv.getByRole('button', { name: 'Hapus CV' })).toBeVisible();
    const replace = await box(seeker, '.seeker-cv-actions .btn-primary');
    const remove = await box(seeker, '.seeker-cv-actions .btn-outline');
    expect(replace.x + replace.width).toBeLessThanOrEqual(width);
    expect(remove.x + remove.width).toBeLessThanOrEqual(width);
    const apart = replace.x + replace.width <= remove.x || replace.y + replace.height <= remove.y;
    expect(apart, 'Ganti CV and Hapus CV do not overlap').toBe(true);

    // A live vacancy of the demo company.
    const company = await actor(browser, baseURL!, width);
    const companyUser = await logInAs(company, baseURL!, DEMO.company);
    const listed = await company.request.get(
      `/api/v1/job-vacancies/company/${String(companyUser.company_detail_id)}?tab=active`,
      { headers: { authorization: `Bearer ${companyUser.token}` } },
    );
    expect(listed.status(), await listed.text()).toBe(200);
    const vacancy = (
      (await listed.json()) as {
        data: { job_vacancies: { title: string; title_slug: string; is_invitation?: boolean }[] };
      }
    ).data.job_vacancies.find((v) => !v.is_invitation)!;

    // The apply step with a cover letter of two paragraphs.
    await seeker.goto(`/lowongan-kerja/${vacancy.title_slug}`);
    const letterField = seeker.getByLabel('Surat lamaran (opsional)');
    await expect(letterField).toBeVisible();
    const letter = `Yth. Bapak/Ibu HRD,\n\nSaya ${name}, siap bekerja penuh waktu di Samarinda.`;
    await letterField.fill(letter);
    await expect(seeker.getByText(`${letter.length}/2.000 karakter`)).toBeVisible();
    // The letter field fits the apply box and does not run under the button.
    const section = await box(seeker, '.detail-cta');
    const field = await box(seeker, '#apply-cover-letter');
    const button = await box(seeker, '.detail-cta-actions .btn');
    expect(field.x).toBeGreaterThanOrEqual(section.x);
    expect(field.x + field.width).toBeLessThanOrEqual(section.x + section.width + 0.5);
    expect(field.y + field.height).toBeLessThanOrEqual(button.y);
    await seeker.getByRole('button', { name: 'Lamar Sekarang' }).first().click();
    await expect(seeker.getByTestId('application-status')).toHaveText('Status lamaran: Dikirim');

    // The company's applicant card: the CV among the documents, the letter with its line breaks.
    await company.goto(`/panel/data-lowongan-kerja/${vacancy.title_slug}/pencari-kerja`);
    const card = company.getByRole('article', { name: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^Unduh CV \(PDF\)/ })).toHaveAttribute('href', cvHref);
    const shown = card.getByTestId('applicant-cover-letter');
    await expect(shown).toHaveText(letter);
    expect(await shown.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    const letterBox = (await shown.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(letterBox.x + letterBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    // The company opens the CV with its session cookie, as the link does.
    const opened = await company.request.get(cvHref);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');

    // The seeker reads their own letter in 'Lamaran Saya'.
    await seeker.goto('/panel/data-lowongan-kerja/pencari-kerja');
    // The screen opens on a tab that lists a new application (sent, or all).
    const own = seeker.getByRole('article', { name: vacancy.title }).first();
    await expect(own.getByTestId('own-cover-letter')).toHaveText(letter);

    // Someone who did not apply cannot open the CV.
    const stranger = await actor(browser, baseURL!, width);
    const strangerAccount = await activatedAccount(
      stranger.request,
      'seeker',
      `Tono ${uniqueWord()}`,
      'cv-lain',
    );
    const strangerUser = await apiLogIn(stranger.request, strangerAccount);
    const refused = await stranger.request.get(cvHref, {
      headers: { authorization: `Bearer ${strangerUser.token}` },
    });
    expect(refused.status()).toBe(404);
  });
}
