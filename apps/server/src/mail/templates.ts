import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { configs } from '../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

const SENDER_KEYS = [
  'web_name',
  'office_name',
  'office_address',
  'office_phone',
  'office_email',
  'office_website',
];

/**
 * The site name of the header (config `web_name`, docs/decisions/069) and the office's name and contacts
 * (site settings: office_name, office_address, office_phone, office_email, office_website), the lines that
 * sign a mail under the site name; spread into a template's parameters. One read: callers pass a
 * transaction's connection too.
 */
export async function mailSender(db: Db): Promise<{ site: string; signature: string[] }> {
  const rows = await db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, SENDER_KEYS));
  const v = new Map(rows.map((r) => [r.key, r.value.trim()]));
  const contact = [
    v.get('office_phone') && `Telp. ${v.get('office_phone')}`,
    v.get('office_email'),
    v.get('office_website'),
  ].filter(Boolean);
  const signature = [v.get('office_name'), v.get('office_address'), contact.join(' · ')].filter(
    (line): line is string => Boolean(line),
  );
  return { site: v.get('web_name') || 'SiLoker', signature };
}

/** Every template accepts the office's signature lines (mailSender); without them it signs with the site name. */
type Signed = { signature?: string[] };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Template {
  to: string;
  site: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  footer?: string;
  signature?: string[];
}

/** Plain text plus a minimal HTML twin of the same words. */
function render(t: Template): MailMessage {
  const signature = t.signature ?? [];
  const closing = [`Salam,`, t.site, ...signature].join('\n');
  const text = [
    t.greeting,
    '',
    ...t.paragraphs.flatMap((p) => [p, '']),
    ...(t.link ? [`${t.link.label}:`, t.link.url, ''] : []),
    ...(t.footer ? [t.footer, ''] : []),
    closing,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting)}</p>`,
    ...t.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(t.link ? [`<p><a href="${escapeHtml(t.link.url)}">${escapeHtml(t.link.label)}</a></p>`] : []),
    ...(t.footer ? [`<p><small>${escapeHtml(t.footer)}</small></p>`] : []),
    `<p>${['Salam,', t.site, ...signature].map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { to: t.to, subject: t.subject, text, html, links: t.link ? [t.link.url] : [] };
}

const ignoreIfNotYou = 'Jika Anda tidak merasa melakukan permintaan ini, abaikan email ini.';

export function activationMail(
  p: { to: string; name: string; site: string; url: string } & Signed,
): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `Aktivasi akun ${p.site}`,
    greeting: `Halo ${p.name},`,
    paragraphs: [
      `Terima kasih telah mendaftar di ${p.site}. Buka tautan di bawah ini untuk mengaktifkan akun Anda.`,
      'Tautan berlaku 48 jam dan hanya dapat dipakai sekali.',
    ],
    link: { url: p.url, label: 'Aktifkan akun' },
    footer: ignoreIfNotYou,
  });
}

/** Sent instead of an activation mail when someone registers with an address that has an account. */
export function alreadyRegisteredMail(
  p: {
    to: string;
    name: string;
    site: string;
    loginUrl: string;
    resetUrl: string;
  } & Signed,
): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `Percobaan pendaftaran dengan email Anda di ${p.site}`,
    greeting: `Halo ${p.name},`,
    paragraphs: [
      `Seseorang baru saja mencoba mendaftar di ${p.site} dengan alamat email ini, padahal alamat ini sudah memiliki akun. Tidak ada akun baru yang dibuat.`,
      `Jika itu Anda, silakan masuk di ${p.loginUrl}. Jika lupa kata sandi, aturlah ulang di ${p.resetUrl}.`,
    ],
    footer: 'Jika bukan Anda, abaikan email ini; akun Anda tidak berubah.',
  });
}

export function resetPasswordMail(
  p: { to: string; name: string; site: string; url: string } & Signed,
): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `Ubah kata sandi akun ${p.site}`,
    greeting: `Halo ${p.name},`,
    paragraphs: [
      'Kami menerima permintaan untuk mengubah kata sandi akun Anda. Buka tautan di bawah ini untuk membuat kata sandi baru.',
      'Tautan berlaku 60 menit dan hanya dapat dipakai sekali.',
    ],
    link: { url: p.url, label: 'Ubah kata sandi' },
    footer: ignoreIfNotYou,
  });
}

export function emailChangeMail(
  p: { to: string; name: string; site: string; url: string } & Signed,
): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `Konfirmasi email baru akun ${p.site}`,
    greeting: `Halo ${p.name},`,
    paragraphs: [
      `Alamat ini diminta menjadi email baru akun ${p.site} Anda. Buka tautan di bawah ini untuk mengonfirmasi; sebelum itu, email lama tetap berlaku.`,
      'Tautan berlaku 24 jam dan hanya dapat dipakai sekali.',
    ],
    link: { url: p.url, label: 'Konfirmasi email baru' },
    footer: ignoreIfNotYou,
  });
}

/** To the current address when a change to another address is requested. */
export function emailChangeNoticeMail(
  p: {
    to: string;
    name: string;
    site: string;
    newEmail: string;
  } & Signed,
): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `Permintaan perubahan email akun ${p.site}`,
    greeting: `Halo ${p.name},`,
    paragraphs: [
      `Ada permintaan untuk mengubah email akun ${p.site} Anda menjadi ${p.newEmail}. Perubahan baru berlaku setelah tautan yang kami kirim ke alamat baru dibuka.`,
      'Jika bukan Anda yang memintanya, segera ubah kata sandi Anda.',
    ],
  });
}

/** To an address that already has an account when another account asks to move to it. */
export function emailTakenNoticeMail(p: { to: string; site: string } & Signed): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `Permintaan perubahan email di ${p.site}`,
    greeting: 'Halo,',
    paragraphs: [
      `Seseorang meminta agar alamat email ini dipakai untuk akun lain di ${p.site}. Alamat ini sudah memiliki akun, jadi permintaan itu tidak diproses.`,
    ],
    footer: 'Tidak ada yang perlu Anda lakukan; akun Anda tidak berubah.',
  });
}

/**
 * The e-mail copy of an in-app notification (issue 10 item 12): its title and body, a link to the
 * screen it points to, and where to switch this kind of e-mail off.
 */
export function notificationMail(
  p: {
    to: string;
    name: string;
    site: string;
    title: string;
    body: string;
    url: string;
    settingsUrl: string;
  } & Signed,
): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `${p.title} | ${p.site}`,
    greeting: `Halo ${p.name},`,
    paragraphs: [p.title, ...(p.body.trim() ? [p.body.trim()] : [])],
    link: { url: p.url, label: `Buka di ${p.site}` },
    footer: `Email ini salinan notifikasi di ${p.site}. Untuk berhenti menerima email jenis ini, matikan di Profil Akun: ${p.settingsUrl}`,
  });
}

/** The double opt-in of a guest's job alert (docs/decisions/108): nothing is sent before this link is opened. */
export function jobAlertConfirmMail(
  p: { to: string; site: string; summary: string; frequency: string; url: string } & Signed,
): MailMessage {
  return render({
    to: p.to,
    site: p.site,
    signature: p.signature,
    subject: `Konfirmasi langganan lowongan ${p.site}`,
    greeting: 'Halo,',
    paragraphs: [
      `Alamat ini diminta untuk menerima lowongan baru dari ${p.site} untuk pencarian: ${p.summary} (${p.frequency}).`,
      'Buka tautan di bawah ini untuk mulai menerimanya. Tautan berlaku 48 jam dan hanya dapat dipakai sekali; tanpa konfirmasi tidak ada email lowongan yang dikirim.',
    ],
    link: { url: p.url, label: 'Konfirmasi langganan' },
    footer: 'Jika Anda tidak memintanya, abaikan email ini; alamat Anda tidak akan menerima apa pun.',
  });
}

export interface JobAlertMailVacancy {
  title: string;
  company: string;
  place: string | null;
  salary: string | null;
  url: string;
}

/**
 * A job-alert mail (docs/decisions/108): the new vacancies, a link to the whole search, and the one-click
 * pause and unsubscribe links, which work without signing in; `List-Unsubscribe` with
 * `List-Unsubscribe-Post` (RFC 8058) lets the mail client unsubscribe with one POST.
 */
export function jobAlertMail(
  p: {
    to: string;
    site: string;
    summary: string;
    vacancies: JobAlertMailVacancy[];
    more: number;
    searchUrl: string;
    pauseUrl: string;
    unsubscribeUrl: string;
    oneClickUrl: string;
  } & Signed,
): MailMessage {
  const total = p.vacancies.length + p.more;
  const subject = `${total} lowongan baru untuk pencarian Anda di ${p.site}`;
  const intro = `Lowongan baru yang cocok dengan pencarian Anda: ${p.summary}.`;
  const line = (v: JobAlertMailVacancy) =>
    [v.title, [v.company, v.place].filter(Boolean).join(', '), v.salary].filter(Boolean).join(' · ');
  const moreText = p.more > 0 ? `Dan ${p.more} lowongan baru lainnya` : 'Semua lowongan pencarian ini';
  const signature = [`Salam,`, p.site, ...(p.signature ?? [])];
  const text = [
    'Halo,',
    '',
    intro,
    '',
    ...p.vacancies.flatMap((v) => [`- ${line(v)}`, `  ${v.url}`]),
    '',
    `${moreText}:`,
    p.searchUrl,
    '',
    'Jeda langganan ini (tanpa masuk):',
    p.pauseUrl,
    'Berhenti berlangganan (tanpa masuk):',
    p.unsubscribeUrl,
    '',
    signature.join('\n'),
    '',
  ].join('\n');
  const html = [
    '<p>Halo,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...p.vacancies.map((v) => `<li><a href="${escapeHtml(v.url)}">${escapeHtml(line(v))}</a></li>`),
    '</ul>',
    `<p><a href="${escapeHtml(p.searchUrl)}">${escapeHtml(moreText)}</a></p>`,
    `<p><small><a href="${escapeHtml(p.pauseUrl)}">Jeda langganan ini</a> · <a href="${escapeHtml(
      p.unsubscribeUrl,
    )}">Berhenti berlangganan</a> (tanpa masuk)</small></p>`,
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return {
    to: p.to,
    subject,
    text,
    html,
    links: [...p.vacancies.map((v) => v.url), p.searchUrl, p.pauseUrl, p.unsubscribeUrl],
    headers: {
      'List-Unsubscribe': `<${p.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
