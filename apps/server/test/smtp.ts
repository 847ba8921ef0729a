import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message received by the test SMTP listener, with its plain-text body decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
  /** Every http(s) link in the text body, in order. */
  links: string[];
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the first message to `to` (optionally matching) that has not been taken yet. */
  waitFor(to: string, match?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to an address received so far (taken or not). */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A refusal the listener answers with while `refuse` returns it: at the greeting or to each recipient. */
export interface SmtpRefusal {
  at: 'connect' | 'rcpt';
  code: number;
}

export interface SmtpOptions {
  /** Listen on this port (a listener started again where the server under test expects it). */
  port?: number;
  /** Asked at each connection and recipient: a refusal to answer with, or null to accept. */
  refuse?: () => SmtpRefusal | null;
}

const refusal = (code: number) =>
  Object.assign(new Error(code < 500 ? 'Layanan sementara tidak tersedia' : 'Penerima ditolak'), {
    responseCode: code,
  });

/** A real SMTP listener on a free loopback port: no TLS, no auth, every message kept in memory. */
export async function startSmtp(opts: SmtpOptions = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      const r = opts.refuse?.();
      callback(r?.at === 'connect' ? refusal(r.code) : undefined);
    },
    onRcptTo(_address, _session, callback) {
      const r = opts.refuse?.();
      callback(r?.at === 'rcpt' ? refusal(r.code) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = readMime(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject,
          text: parsed.text,
          raw,
          links: parsed.text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    async waitFor(to, match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()) && match(m));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A minimal MIME reader: headers, the text/plain part of a multipart message, QP/base64 decoding. */
export function readMime(raw: string): { subject: string; text: string } {
  const { headers, body } = splitHeaders(raw);
  return { subject: decodeWords(headers['subject'] ?? ''), text: textPart(headers, body) };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function textPart(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitHeaders(part.replace(/^\n/, ''));
      const text = textPart(inner.headers, inner.body);
      if (text) return text;
    }
    return '';
  }
  if (!type.toLowerCase().startsWith('text/plain')) return '';
  return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(s: string): string {
  const softBreaksGone = s.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksGone.length; i++) {
    const c = softBreaksGone[i]!;
    const hex = softBreaksGone.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in headers. */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The top-level headers of a raw message, names lower-cased, folded lines joined. */
export function mailHeaders(raw: string): Record<string, string> {
  return splitHeaders(raw).headers;
}
