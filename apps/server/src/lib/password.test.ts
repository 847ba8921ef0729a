import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyDummy, verifyPassword } from './password.ts';

describe('password rules', () => {
  it('refuses passwords on the common list whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('kopi-susu-pagi-hari')).toBe(false);
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('kopi-susu-pagi-hari');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'kopi-susu-pagi-hari')).toBe(true);
    expect(await verifyPassword(hash, 'kopi-susu-pagi-harI')).toBe(false);
    expect(await verifyDummy('kopi-susu-pagi-hari')).toBe(false);
  });
});
