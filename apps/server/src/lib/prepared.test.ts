import { describe, expect, it } from 'vitest';
import { prepared, statementName } from './prepared.ts';

/** Records what is built and under which statement name. */
function recorder() {
  const names: string[] = [];
  let builds = 0;
  const build = () => {
    builds++;
    return {
      prepare: (name: string) => {
        names.push(name);
        return { execute: async () => name };
      },
    };
  };
  return { names, build, builds: () => builds };
}

describe('prepared reads', () => {
  it('builds a shape once per database and names its statement after the key', async () => {
    const db = {};
    const r = recorder();
    const first = prepared(db, 'vacancies:ids:search', r.build);
    const again = prepared(db, 'vacancies:ids:search', r.build);
    expect(again).toBe(first);
    expect(r.builds()).toBe(1);
    expect(await first.execute()).toBe(statementName('vacancies:ids:search'));
    // Another database (another test app, another engine) prepares its own.
    prepared({}, 'vacancies:ids:search', r.build);
    expect(r.builds()).toBe(2);
  });

  it('gives different keys different statement names within the 63-byte limit', () => {
    const a = statementName('vacancies:walk:search:created_at desc:8192:8');
    const b = statementName('vacancies:walk:search:created_at desc:8192:16');
    expect(a).not.toBe(b);
    expect(Buffer.byteLength(a)).toBeLessThanOrEqual(63);
  });

  it('runs shapes past the cap as unnamed statements instead of growing without end', () => {
    const db = {};
    const r = recorder();
    for (let i = 0; i < 500; i++) prepared(db, `shape:${i}`, r.build);
    expect(r.names.every((name) => name.startsWith('s_'))).toBe(true);
    prepared(db, 'shape:one-too-many', r.build);
    prepared(db, 'shape:one-too-many', r.build);
    expect(r.names.slice(-2)).toEqual(['', '']);
    expect(r.builds()).toBe(502);
  });
});
