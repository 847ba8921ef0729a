import { expect, type APIRequestContext } from '@playwright/test';
import { linkTo, waitForMail } from './mail.ts';

// Accounts made for one journey through the API (set-up, not the subject): registered, then activated
// by the link of the mail the real SMTP listener received.

export const PASSWORD = 'kopi-susu-pagi-hari';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@contoh.id`;

/** `count` random decimal digits (a NIK, a phone number, an NIB unique per run). */
export const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A word of letters only, unique per run, so a name can be searched for (full-text search). */
export function uniqueWord(length = 8): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < length; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word[0]!.toUpperCase() + word.slice(1);
}

/**
 * A client address of its own for each registration: the server throttles registrations per address
 * (10 an hour) and the browser server trusts X-Forwarded-For (TRUST_PROXY in playwright.config.ts),
 * so the journeys do not spend each other's allowance.
 */
export const forwardedFor = () =>
  `10.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** Registers through POST /auth/register; the answer is the same whether or not the e-mail was new. */
export async function register(
  request: APIRequestContext,
  account: Account,
  type: 'seeker' | 'company',
): Promise<void> {
  const res = await request.post('/api/v1/auth/register', {
    headers: { 'x-forwarded-for': forwardedFor() },
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      privacy_consent: true,
      type,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Opens the activation link of the newest "Aktivasi akun" mail to `email` through the API; with
 * `after` (countMail before registering), of a mail that arrived since.
 */
export async function activate(request: APIRequestContext, email: string, after = 0): Promise<void> {
  const mail = await waitForMail(email, 'Aktivasi akun', 20_000, after);
  const link = new URL(linkTo(mail, '/aktifasi-email'), 'http://x');
  const verified = await request.post('/api/v1/auth/verification-email', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A new, activated seeker or company account. */
export async function activatedAccount(
  request: APIRequestContext,
  type: 'seeker' | 'company',
  name: string,
  prefix: string = type,
): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: PASSWORD, name };
  await register(request, account, type);
  await activate(request, account.email);
  return account;
}
