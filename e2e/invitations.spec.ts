import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { countMail, linkTo, waitForMail } from './support/mail.ts';
import { DEMO, logInAs, type SessionUser } from './support/session.ts';
import { apiLogIn, completeSeekerProfileByApi } from './support/vacancies.ts';
import { expectNoSeriousViolation } from './support/axe.ts';

// Issue 10 item 5 and 12 on the built server: the demo company (verified, with published vacancies)
// invites a seeker made for the run from the seeker's public profile; the seeker gets the invitation by
// e-mail, opens 'Lewat Undangan' from the mail's link and accepts; the company reads 'Diterima' on
// 'Undangan Terkirim' and gets the answer by e-mail. axe checks the new screen with content on it.

const SENT_INVITATIONS = '/panel/data-lowongan-kerja/undangan';
const SEEKER_APPLICATIONS = '/panel/data-lowongan-kerja/pencari-kerja';
const INVITE_SENT = 'Undangan berhasil dikirim ke pencari kerja.';
const INVITE_ACCEPTED = 'Undangan diterima. Lamaran Anda telah dikirim ke perusahaan.';
/** CONTACT_HIDDEN_NOTES.PENDING (packages/shared/src/schemas/contact-access.ts). */
const CONTACT_AFTER_ACCEPT = 'Kontak dan dokumen pencari kerja tampil setelah ia menerima undangan Anda.';

interface ApplicantCard {
  contact_access: string;
  seeker: {
    name: string;
    phone: string | null;
    email: string | null;
    address: string | null;
    file_ktp_url: string | null;
  };
}

/** The company's applicants of one vacancy at a stage, narrowed to one name, as the API answers them. */
async function applicantsNamed(
  request: APIRequestContext,
  token: string,
  vacancyId: string,
  status: string,
  name: string,
): Promise<ApplicantCard[]> {
  const res = await request.get(
    `/api/v1/seekers/job-vacancy-applied/${vacancyId}?status=${status}&search=${encodeURIComponent(name)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { applicants: ApplicantCard[] } }).data.applicants;
}

/** A page of its own browser context, signed in as `account`. */
async function actor(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, baseURL, account);
  return page;
}

/**
 * Opens the seeker's profile to companies (the Kualifikasi section with `is_public`), which invitations
 * need (docs/decisions/064), and returns the public page's slug.
 */
async function openProfileToCompanies(request: APIRequestContext, user: SessionUser): Promise<string> {
  const headers = { authorization: `Bearer ${user.token}` };
  const positions = (await (await request.get('/api/v1/master/positions?is_level_1=1')).json()) as {
    data: { positions: { id: number; children?: { id: number }[] }[] };
  };
  const group = positions.data.positions.find((p) => p.children?.length) ?? positions.data.positions[0]!;
  const res = await request.post('/api/v1/profile-seeker/', {
    headers,
    multipart: {
      position_id: String(group.children?.[0]?.id ?? group.id),
      is_position_other: '0',
      position_other: '',
      job_location_expectation: 'LOCALE_IN',
      job_locale_in: 'Samarinda Ulu',
      wage_expectation: '',
      latest_gpa: '',
      disability_id: '',
      language_skills: '[]',
      language_another: '',
      about: 'Siap bekerja di gudang dan logistik.',
      is_public: '1',
      educations: JSON.stringify([
        { education_id: 4, school_name: 'SMK Negeri 1 Samarinda', graduation_year: 2017, major: '' },
      ]),
      experiences: '[]',
      skills: '[]',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const profile = (await (await request.get('/api/v1/profile-seeker', { headers })).json()) as {
    data: { seeker_detail: { slug_name: string; is_public: boolean; missing: string[] } };
  };
  expect(profile.data.seeker_detail.is_public).toBe(true);
  expect(profile.data.seeker_detail.missing).toEqual([]);
  return profile.data.seeker_detail.slug_name;
}

test('a company invites a seeker from the public profile; the seeker accepts from the e-mailed link; the company sees Diterima', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // A seeker of this run with a complete profile, open to companies.
  const seekerName = `Sari ${uniqueWord()} Lestari`;
  const seeker = await browser.newContext().then((c) => c.newPage());
  const seekerAccount = await activatedAccount(seeker.request, 'seeker', seekerName, 'undangan-pencari');
  const seekerUser = await apiLogIn(seeker.request, seekerAccount);
  await completeSeekerProfileByApi(seeker.request, seekerUser, seekerName);
  const slug = await openProfileToCompanies(seeker.request, seekerUser);
  await logInAs(seeker, baseURL!, seekerAccount);

  // The company opens the seeker's public page and offers one of its active vacancies.
  const company = await actor(browser, baseURL!, DEMO.company);
  await company.goto(`/pencari-kerja/${slug}`);
  await expect(company.getByRole('heading', { level: 1, name: seekerName })).toBeVisible();
  await company.getByRole('link', { name: `Tawarkan Lowongan kepada ${seekerName}` }).click();
  await expect(company).toHaveURL(/\/lowongan-kerja-formulir\/tawar-lamaran\?seeker=/);
  const vacancy = company.getByRole('combobox', { name: 'Lowongan yang ditawarkan' });
  await expect(vacancy.locator('option')).not.toHaveCount(1);
  await vacancy.selectOption({ index: 1 });
  const title = (await vacancy.locator('option:checked').textContent())!.trim();
  const vacancyId = await vacancy.inputValue();
  await company.getByRole('textbox', { name: /Pesan untuk pencari kerja/ }).fill('Kami tunggu lamaran Anda.');
  const mailsBefore = countMail(seekerAccount.email, 'Undangan melamar kerja');
  await company.getByRole('button', { name: 'Kirim Undangan' }).click();
  const sent = company.getByRole('alertdialog').filter({ hasText: INVITE_SENT });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Oke' }).click();

  // The pending invitation on 'Undangan Terkirim'.
  await company.goto(SENT_INVITATIONS);
  await expect(company.getByRole('heading', { level: 1, name: 'Undangan Terkirim' })).toBeVisible();
  await company.getByRole('button', { name: 'Menunggu Jawaban', exact: true }).click();
  const pendingRow = company.getByRole('article', { name: seekerName });
  await expect(pendingRow).toBeVisible();
  await expect(pendingRow.getByText('Menunggu jawaban')).toBeVisible();
  await expect(pendingRow.getByText(title)).toBeVisible();
  await expectNoSeriousViolation(company, `${SENT_INVITATIONS} (menunggu)`);

  // Until the seeker accepts, the company sees the public profile only: no phone, e-mail, address or
  // KTP, in the screen or in the API's answer (issue 15 item 1, docs/decisions/076).
  await expect(pendingRow.getByText(CONTACT_AFTER_ACCEPT)).toBeVisible();
  await expect(company.getByText(seekerAccount.email)).toHaveCount(0);
  const companyUser = await apiLogIn(company.request, DEMO.company);
  const [invited] = await applicantsNamed(
    company.request,
    companyUser.token,
    vacancyId,
    'INVITED',
    seekerName,
  );
  expect(invited).toMatchObject({
    contact_access: 'NOT_APPLIED',
    seeker: { name: seekerName, phone: null, email: null, address: null, file_ktp_url: null },
  });

  // The seeker's e-mail copy of the notification, with the link to 'Lewat Undangan'.
  const mail = await waitForMail(seekerAccount.email, 'Undangan melamar kerja', 20_000, mailsBefore);
  expect(mail.text).toContain(title);
  const answersBefore = countMail(DEMO.company.email, 'Undangan diterima');
  await seeker.goto(linkTo(mail, SEEKER_APPLICATIONS));
  await expect(seeker.getByRole('heading', { level: 1, name: 'Lamaran Pekerjaan Saya' })).toBeVisible();
  await seeker.getByRole('button', { name: /^Lewat Undangan \(1\)$/ }).click();
  const offer = seeker.getByRole('article', { name: title });
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId('invitation-message')).toHaveText('Kami tunggu lamaran Anda.');
  await offer.getByRole('button', { name: 'Terima', exact: true }).click();
  await expect(seeker.getByText(INVITE_ACCEPTED)).toBeVisible();

  // The company reads the answer under 'Diterima', and by e-mail.
  await company.goto(`${SENT_INVITATIONS}?answer=ACCEPTED`);
  const acceptedRow = company.getByRole('article', { name: seekerName });
  await expect(acceptedRow).toBeVisible();
  await expect(acceptedRow.getByText('Diterima pencari kerja')).toBeVisible();
  await expect(acceptedRow.getByRole('link', { name: 'Lihat pelamar' })).toBeVisible();
  await expect(company.getByRole('button', { name: 'Diterima', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousViolation(company, `${SENT_INVITATIONS} (diterima)`);
  await expect(acceptedRow.getByText(CONTACT_AFTER_ACCEPT)).toHaveCount(0);
  // Accepting is the seeker's consent: the contact details now reach the company.
  const [applied] = await applicantsNamed(
    company.request,
    companyUser.token,
    vacancyId,
    'APPLIED',
    seekerName,
  );
  expect(applied).toMatchObject({ contact_access: 'SHARED', seeker: { email: seekerAccount.email } });
  expect(applied!.seeker.phone).toEqual(expect.any(String));
  const answer = await waitForMail(DEMO.company.email, 'Undangan diterima', 20_000, answersBefore);
  expect(answer.text).toContain(seekerName);

  // At 375 px the screen still shows the row without sideways scrolling.
  await company.setViewportSize({ width: 375, height: 800 });
  await expect(acceptedRow).toBeVisible();
  const overflow = await company.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
