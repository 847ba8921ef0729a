import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1); about 20 ms a hash on these machines. */
// Algorithm.Argon2id is an ambient const enum (not importable as a value under verbatimModuleSyntax).
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/*
 * common-passwords.txt: the 10,000 most common passwords, from the `passwords` list of
 * @zxcvbn-ts/language-common (MIT licence, Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.,
 * Copyright (c) 2020 Richard Ulrich / zxcvbn-ts contributors). Shipped with the project so the
 * check works offline; looked up next to this module: in the source tree, or in dist/ where the build
 * copies it beside the bundle.
 */
let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(here, 'common-passwords.txt');
  if (!existsSync(file)) throw new Error('Daftar kata sandi umum (common-passwords.txt) tidak ditemukan');
  const words = readFileSync(file, 'utf8')
    .split('\n')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return new Set(words);
}

/** True when the password is on the common list, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.trim().toLowerCase());
}

/** A hash of a random secret, verified for unknown e-mails so their answer takes as long as a real check. */
let dummyHash: Promise<string> | undefined;
export function verifyDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
