import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, newEmail } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { readMime } from './smtp.ts';

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file in DATA_DIR/mail whose activation link works', async () => {
    const email = newEmail('laptop');
    const res = await t.post('/api/v1/auth/register', {
      name: 'Tanpa Server Surat',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    });
    expect(res.status).toBe(201);
    const dir = path.join(t.config.dataDir, 'mail');
    let files: string[] = [];
    for (let i = 0; i < 100 && files.length === 0; i++) {
      files = await fs.readdir(dir).catch(() => []);
      if (files.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`-${email.replace(/[.]/g, '\\.')}\\.eml$`));
    const mail = readMime(await fs.readFile(path.join(dir, files[0]!), 'utf8'));
    expect(mail.subject).toBe('Aktivasi akun SiLoker');
    const url = new URL(mail.text.match(/https?:\/\/\S+aktifasi-email\S+/)![0]);
    const verified = await t.post('/api/v1/auth/verification-email', {
      email: url.searchParams.get('email'),
      token: url.searchParams.get('token'),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.email).toBe(email);
  });
});
