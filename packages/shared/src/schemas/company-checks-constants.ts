/**
 * What the office checked about a company, one check at a time (issue 20 item 4; docs/decisions/106):
 * kinds, their words on the public badge, the values each stands on, the e-mail domain rule, and the
 * messages. Without zod, for the web app.
 */

export const COMPANY_CHECK_KINDS = ['nib_document', 'npwp_on_file', 'email_domain', 'site_visit'] as const;
export type CompanyCheckKind = (typeof COMPANY_CHECK_KINDS)[number];
export const isCompanyCheckKind = (v: string): v is CompanyCheckKind =>
  (COMPANY_CHECK_KINDS as readonly string[]).includes(v);

/** What the office checked, in words: the badge's full names and the office's review. */
export const COMPANY_CHECK_NAMES: Record<CompanyCheckKind, string> = {
  nib_document: 'NIB dicocokkan dengan dokumen',
  npwp_on_file: 'NPWP tersedia',
  email_domain: 'Domain e-mail perusahaan dikonfirmasi',
  site_visit: 'Kunjungan lapangan',
};

/** The same, short, for a vacancy card's one line. */
export const COMPANY_CHECK_SHORT_NAMES: Record<CompanyCheckKind, string> = {
  nib_document: 'NIB',
  npwp_on_file: 'NPWP',
  email_domain: 'Domain e-mail',
  site_visit: 'Kunjungan lapangan',
};

/** What each check means, for the badge's explanation. */
export const COMPANY_CHECK_EXPLANATIONS: Record<CompanyCheckKind, string> = {
  nib_document:
    'Petugas Dinas mencocokkan NIB yang diisi perusahaan dengan dokumen NIB (OSS) yang diunggahnya, termasuk nama, alamat dan bidang usaha.',
  npwp_on_file:
    'Dokumen NPWP perusahaan sudah diunggah dan diperiksa petugas Dinas atas nama dan alamat perusahaan.',
  email_domain:
    'Akun perusahaan memakai alamat e-mail dengan domain milik perusahaan sendiri (sama dengan situs webnya, atau dikonfirmasi langsung oleh Dinas), bukan e-mail gratis.',
  site_visit: 'Petugas Dinas mendatangi alamat perusahaan pada tanggal yang tertera.',
};

/**
 * The values each check stands on (decision 073's verified fields, plus the account's e-mail domain). A
 * change of any of them hides that check until the office checks again: the check keeps a fingerprint of
 * these values as they were (docs/decisions/106).
 */
const PLACE = ['address', 'province_code', 'city_code', 'district_code', 'sub_district_code'] as const;
export const COMPANY_CHECK_BASIS = {
  nib_document: ['file_nib', 'nib', 'name', ...PLACE, 'business_field_id'],
  npwp_on_file: ['file_npwp', 'name', ...PLACE],
  email_domain: ['account_email_domain'],
  site_visit: [...PLACE],
} as const satisfies Record<CompanyCheckKind, readonly string[]>;

/** Mail services anyone can sign up to: their domain says nothing about the company. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.id',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'outlook.com',
  'outlook.co.id',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'mail.com',
  'gmx.com',
  'yandex.com',
  'zoho.com',
] as const;

/** The domain of an e-mail address, lower case; null without one. */
export function emailDomainOf(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return null;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() || null
  );
}

/** The host of a website as typed ("https://www.contoh.co.id/karier" → "contoh.co.id"); null without one. */
export function websiteHostOf(website: string | null | undefined): string | null {
  const typed = website?.trim().toLowerCase();
  if (!typed) return null;
  const host = typed
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}

export const isFreeMailDomain = (domain: string | null): boolean =>
  domain !== null && (FREE_MAIL_DOMAINS as readonly string[]).includes(domain);

/**
 * The rule of "Domain e-mail perusahaan dikonfirmasi" (docs/decisions/106): the account's e-mail domain is
 * the website's host or one of its subdomains (hr.contoh.co.id on contoh.co.id), and not a free mail
 * service. Without a match the office may still confirm it by hand (it called the company, or has its
 * letter); a free mail domain is never confirmed.
 */
export function emailDomainMatchesWebsite(emailDomain: string | null, websiteHost: string | null): boolean {
  if (!emailDomain || !websiteHost || isFreeMailDomain(emailDomain)) return false;
  return emailDomain === websiteHost || emailDomain.endsWith(`.${websiteHost}`);
}

/** The first day a site visit may carry. */
export const SITE_VISIT_EARLIEST = '2000-01-01';

export const COMPANY_CHECK_MESSAGES = {
  recorded: 'Pemeriksaan dicatat.',
  withdrawn: 'Pemeriksaan dicabut.',
  badKind: 'Pilih jenis pemeriksaan.',
  visitDateRequired: 'Tanggal kunjungan wajib diisi.',
  visitDateOnlyForVisit: 'Tanggal kunjungan hanya untuk Kunjungan lapangan.',
  visitDateBad: 'Tanggal kunjungan tidak valid (format YYYY-MM-DD).',
  visitDateTooEarly: 'Tanggal kunjungan tidak boleh sebelum tahun 2000.',
  visitDateFuture: 'Tanggal kunjungan tidak boleh setelah hari ini.',
  byHandOnlyForDomain: 'Konfirmasi manual hanya untuk domain e-mail.',
  nibMissing: 'NIB dan dokumen NIB perusahaan belum lengkap, jadi belum dapat dicocokkan.',
  npwpMissing: 'Dokumen NPWP perusahaan belum diunggah.',
  addressMissing: 'Alamat perusahaan belum diisi, jadi kunjungan lapangan belum dapat dicatat.',
  freeMail: (domain: string) =>
    `Akun perusahaan memakai e-mail gratis (${domain}); domain e-mail perusahaan tidak dapat dikonfirmasi.`,
  noAccountDomain: 'Akun perusahaan tidak memiliki alamat e-mail.',
  domainMismatch: (domain: string, website: string | null) =>
    website
      ? `Domain e-mail akun (${domain}) tidak sama dengan situs web perusahaan (${website}). Centang "Dikonfirmasi manual" bila Dinas sudah memastikan domain ini milik perusahaan.`
      : `Perusahaan belum mengisi situs web untuk dibandingkan dengan domain e-mail akun (${domain}). Centang "Dikonfirmasi manual" bila Dinas sudah memastikan domain ini milik perusahaan.`,
  companyNotFound: 'Perusahaan tidak ditemukan.',
  checkNotFound: 'Pemeriksaan ini belum dicatat.',
} as const;

/** The words of the badge and of the office's recording panel. */
export const COMPANY_CHECK_TEXT = {
  badgeTitle: 'Diperiksa Dinas',
  badgeLead: 'Yang sudah diperiksa petugas Dinas:',
  badgePageTitle: 'Yang diperiksa Dinas',
  badgePageLead:
    'Hanya pemeriksaan yang dicatat petugas Dinas dan datanya belum berubah sejak diperiksa yang ditampilkan.',
  checkedOn: (date: string) => `diperiksa ${date}`,
  visitedOn: (date: string) => `pada ${date}`,
  officeTitle: 'Pemeriksaan Dinas (ditampilkan di halaman publik)',
  officeLead:
    'Catat setiap pemeriksaan yang sudah Anda lakukan. Publik hanya melihat pemeriksaan yang dicatat; bila data yang diperiksa berubah, pemeriksaan itu disembunyikan sampai dicatat ulang.',
  notRecorded: 'Belum dicatat',
  recordedBy: (date: string, by: string | null) => (by ? `Dicatat ${date} oleh ${by}` : `Dicatat ${date}`),
  stale: 'Data berubah sejak diperiksa: tidak ditampilkan sampai dicatat ulang.',
  record: 'Catat',
  recordAgain: 'Catat ulang',
  withdraw: 'Cabut',
  visitDate: 'Tanggal kunjungan',
  byHand: 'Dikonfirmasi manual',
  accountDomain: 'Domain e-mail akun',
  websiteHost: 'Situs web',
  none: '—',
  domainsMatch: 'Domain sama dengan situs web.',
  domainsDiffer: 'Domain tidak sama dengan situs web: konfirmasi manual diperlukan.',
  domainFree: 'E-mail gratis: tidak dapat dikonfirmasi.',
} as const;
