import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  assertListedPath,
  assertStoragePath,
  STORAGE_ROOTS,
  type ListedObject,
  type StorageDriver,
} from './driver.ts';

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
  // Folders this process has made (one per kind): a save does not ask the disk again each time. A
  // folder removed behind our back is made again when a write finds it missing.
  const folders = new Set<string>();
  const writeNew = async (file: string, body: Buffer) => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) {
      await fsp.mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    try {
      await fsp.writeFile(file, body, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fsp.mkdir(folder, { recursive: true });
      await fsp.writeFile(file, body, { flag: 'wx' });
    }
  };
  return {
    name: 'local',
    async put(p, body) {
      const target = full(p);
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeNew(tmp, body);
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
      // One unlink: fs.rm would lstat first to learn whether it is a folder, and keys are files.
      await fsp.unlink(full(p)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async *list() {
      for (const top of STORAGE_ROOTS) yield* walk(root, top);
    },
    async deleteListed(p) {
      assertListedPath(p);
      await fsp.unlink(path.join(root, p)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async close() {},
  };
}

/** Every file under `root/rel`, depth first, as `/`-separated paths relative to root. */
async function* walk(root: string, rel: string): AsyncGenerator<ListedObject> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(root, rel), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(root, child);
    else if (entry.isFile()) {
      // A file removed between readdir and stat (a save replacing it) is simply not listed.
      const stat = await fsp.stat(path.join(root, child)).catch(() => null);
      if (stat) yield { path: child, modified: stat.mtime, size: stat.size };
    }
  }
}
