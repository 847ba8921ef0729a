import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import type { ReceivedMail, TestSmtp } from './smtp.ts';

let ipCounter = 0;
/** A distinct client address per test (the test app trusts X-Forwarded-For), so throttles do not leak between tests. */
export function newIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function newEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}-${Math.random().toString(36).slice(2, 7)}@contoh.id`;
}

/** A password that is not on the common list. */
export const PASSWORD = 'kopi-susu-pagi-hari';

export interface Client {
  post: TestApp['post'];
  get: TestApp['get'];
}

/** Requests from one client address. */
export function client(t: TestApp, ip = newIp()): Client {
  const headers = { 'x-forwarded-for': ip };
  return {
    post: (path, body, token) => t.request('POST', path, { body: body ?? {}, token, headers }),
    get: (path, token) => t.request('GET', path, { token, headers }),
  };
}

/** The link in a mail whose path is `path`, with its query parameters. */
export function linkIn(mail: ReceivedMail, path: string): { url: URL; email: string; token: string } {
  const found = mail.links.map((l) => new URL(l)).find((u) => u.pathname === path);
  expect(found, `a ${path} link in "${mail.subject}"`).toBeDefined();
  return { url: found!, email: found!.searchParams.get('email')!, token: found!.searchParams.get('token')! };
}

/** Registers through the API, follows the mailed activation link, and returns the logged-in user. */
export async function registerAndActivate(
  t: TestApp,
  smtp: TestSmtp,
  opts: { type?: 'seeker' | 'company'; email?: string; name?: string; password?: string } = {},
) {
  const c = client(t);
  const email = opts.email ?? newEmail(opts.type ?? 'seeker');
  const password = opts.password ?? PASSWORD;
  const res = await c.post('/api/v1/auth/register', {
    name: opts.name ?? 'Budi Santoso',
    email,
    password,
    password_confirmation: password,
    privacy_consent: true,
    type: opts.type ?? 'seeker',
    roles: opts.type ?? 'seeker',
  });
  expect(res.status).toBe(201);
  const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Aktivasi'));
  const { email: linkEmail, token } = linkIn(mail, '/aktifasi-email');
  const verified = await c.post('/api/v1/auth/verification-email', { email: linkEmail, token });
  expect(verified.status).toBe(200);
  return { email, password, user: verified.body.data.user, token: verified.body.data.user.token as string };
}
