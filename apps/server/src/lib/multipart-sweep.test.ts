import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepUploadLeftovers, uploadTempRoot, UPLOAD_LEFTOVER_AGE_MS } from './multipart.ts';

describe('sweepUploadLeftovers: temporary upload folders a crashed process left', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
  });

  async function dataDirWith(ages: Record<string, number>) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-sweep-'));
    dirs.push(dataDir);
    const root = uploadTempRoot(dataDir);
    for (const [name, ageMs] of Object.entries(ages)) {
      const dir = path.join(root, name);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, 'part-1'), 'x');
      const when = new Date(Date.now() - ageMs);
      await fs.utimes(dir, when, when);
    }
    return { dataDir, root };
  }

  it('removes request folders older than the leftover age and keeps younger ones and other entries', async () => {
    const { dataDir, root } = await dataDirWith({
      'req-crashed': UPLOAD_LEFTOVER_AGE_MS + 60_000,
      'req-running': 60_000,
      'not-a-request': UPLOAD_LEFTOVER_AGE_MS * 2,
    });
    expect(await sweepUploadLeftovers(dataDir)).toBe(1);
    expect((await fs.readdir(root)).sort()).toEqual(['not-a-request', 'req-running']);
  });

  it('does nothing when no upload ever ran (no temporary root)', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-sweep-'));
    dirs.push(dataDir);
    expect(await sweepUploadLeftovers(dataDir)).toBe(0);
  });
});
