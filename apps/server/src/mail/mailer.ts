import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the message, logged in file mode so a laptop without a mail server still works. */
  links?: string[];
  /** Files the mail carries (an interview's `.ics` invitation, docs/decisions/110). */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on alert mails (docs/decisions/108). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

/** The one thing the app needs from mail; SMTP in production, `.eml` files on a laptop. */
export interface Mailer {
  readonly mode: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through `SMTP_URL` (docs/product.md §10 "Files and mail"). */
function smtpMailer(config: AppConfig): Mailer {
  // Options such as `?ignoreTLS=true` may be given in the URL itself (nodemailer). Pooled unless the URL
  // says `pool=false`: the notification outbox sends in bursts, and a new SMTP conversation per mail
  // made a backlog of 200 take half a minute.
  const url = new URL(config.smtpUrl!);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        headers: message.headers,
      });
    },
    close: () => transport.close(),
  };
}

/** Without `SMTP_URL`: each message becomes `DATA_DIR/mail/<timestamp>-<to>.eml`, and its links are logged. */
function fileMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'file',
    async send(message) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        headers: message.headers,
      });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(dir, `${stamp}-${Math.random().toString(36).slice(2, 6)}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, file, links: message.links ?? [] },
        `email ditulis ke berkas: ${message.subject}`,
      );
    },
    close() {},
  };
}

export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config) : fileMailer(config, log);
}
