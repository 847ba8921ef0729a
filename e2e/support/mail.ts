import fs from 'node:fs';
import path from 'node:path';
import { readMime } from '../../apps/server/test/smtp.ts';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const inbox = () => path.join(process.env.SILOKER_E2E_DATA_DIR!, 'inbox');

function readInbox(): Mail[] {
  const dir = inbox();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const { to, raw } = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as {
        to: string[];
        raw: string;
      };
      return { to, ...readMime(raw) };
    });
}

const matching = (to: string, subject: string) =>
  readInbox().filter((m) => m.to.includes(to.toLowerCase()) && m.subject.startsWith(subject));

/** How many messages to `to` whose subject starts with `subject` have arrived so far. */
export const countMail = (to: string, subject: string): number => matching(to, subject).length;

/**
 * The newest message to `to` whose subject starts with `subject`, as received by the SMTP listener of
 * e2e/serve.mjs; waits for it to arrive. With `after` (a countMail taken earlier), only a message that
 * arrived since then counts.
 */
export async function waitForMail(to: string, subject: string, timeoutMs = 10_000, after = 0): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = matching(to, subject);
    if (found.length > after) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail whose path is `pathname`, as a path and query the browser can open. */
export function linkTo(mail: Mail, pathname: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathname} link in mail "${mail.subject}"`);
}
