import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStoragePath, type StorageDriver } from './driver.ts';

/**
 * Files under `<dataDir>/storage`. `public/` is served as /storage by the app; `private/` only through
 * the files domain's authorised route. Writes go to a temporary name first, so a reader never sees
 * half a file.
 */
export function createLocalStorage(root: string): StorageDriver {
  const full = (p: string) => {
    assertStoragePath(p);
    return path.join(root, p);
  };
  return {
    name: 'local',
    async put(p, body) {
      const target = full(p);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(tmp, body, { flag: 'wx' });
      await fsp.rename(tmp, target);
    },
    async get(p) {
      const target = full(p);
      try {
        const stat = await fsp.stat(target);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(target), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(p) {
      await fsp.rm(full(p), { force: true });
    },
    async close() {},
  };
}
