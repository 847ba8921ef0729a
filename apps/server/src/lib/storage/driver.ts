import type { Readable } from 'node:stream';

/** An object as a driver hands it back: a stream of its bytes and what is known about it. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

/** One object as a listing finds it: its path as stored and when it was last written. */
export interface ListedObject {
  /** `<visibility>/<kind>/<name>`; also leftovers no upload names, such as a `.tmp` of a killed write. */
  path: string;
  modified: Date;
  size: number;
}

/**
 * Where uploaded bytes live (docs/product.md §10 "Files and mail"). Paths are `<visibility>/<key>`, for example
 * `public/photo/3f9c….webp` or `private/ktp/a81e….pdf`; keys are made by the files domain, never by a
 * client. Local disk by default; an S3-compatible bucket when S3_URL is set, so several server
 * processes share one store.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(path: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(path: string): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  delete(path: string): Promise<void>;
  /**
   * Every object under `public/` and `private/`, for `check-storage` (docs/decisions/095). Unlike
   * the other methods it also yields paths that fail STORAGE_PATH_PATTERN (leftovers of a killed write).
   */
  list(): AsyncIterable<ListedObject>;
  /** Removes one path exactly as list() gave it, leftovers included (the orphan sweep). */
  deleteListed(path: string): Promise<void>;
  close(): Promise<void>;
}

/** `<visibility>/<kind>/<random>.<ext>`: anything else is refused before it reaches a driver. */
export const STORAGE_PATH_PATTERN =
  /^(public|private)\/[a-z]{2,20}\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|pdf)$/;

export function assertStoragePath(path: string): void {
  if (!STORAGE_PATH_PATTERN.test(path)) throw new Error(`Invalid storage path: ${path}`);
}

/** The two top folders every stored path starts with. */
export const STORAGE_ROOTS = ['public', 'private'] as const;

/**
 * A path list() could have given: under `public/` or `private/`, plain segments, nothing climbing
 * out. deleteListed refuses anything else.
 */
export function assertListedPath(path: string): void {
  const parts = path.split('/');
  const ok =
    parts.length >= 2 &&
    (STORAGE_ROOTS as readonly string[]).includes(parts[0]!) &&
    parts.every((p) => p !== '' && p !== '.' && p !== '..' && !/[\\\0]/.test(p));
  if (!ok) throw new Error(`Invalid listed storage path: ${path}`);
}
