import { hash, verify, Algorithm } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1); about 20 ms a hash on these machines. */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

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
