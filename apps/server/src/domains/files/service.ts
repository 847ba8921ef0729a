import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import {
  DOCUMENT_MIME_TYPES,
  FILE_KINDS,
  FILE_MESSAGES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIME_TYPES,
  MESSAGES,
  PDF_MIME_TYPES,
  UPLOAD_MESSAGES,
  type FileKind,
  type StoredMimeType,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { notFound, unauthorized, validationFailed } from '../../http/errors.ts';
import type { Upload } from '../../lib/multipart.ts';
import type { StorageDriver, StoredObject } from '../../lib/storage/index.ts';
import { checkPdf } from './pdf-check.ts';
import * as repo from './repository.ts';

export type { FileRow } from './repository.ts';

// One image at a time per request and no cache of decoded images between requests: a server's memory
// is bounded by the images being re-encoded now, not by the ones before (docs/decisions/074).
sharp.cache(false);
sharp.concurrency(1);

/** What the files domain needs from the app. */
export interface FileDeps {
  db: Db;
  storage: StorageDriver;
}

/** An upload that passed every check, with the random key it will be stored under. */
export interface CheckedUpload {
  field: string;
  kind: FileKind;
  visibility: 'public' | 'private';
  key: string;
  mime: StoredMimeType;
  /** The bytes to store: an image re-encoded, a PDF as sent. */
  buffer: Buffer;
  originalName: string;
}

type FileSpec = (typeof FILE_KINDS)[FileKind];

const EXTENSIONS: Record<StoredMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** A client's file name is kept only as a label, and one that carries a path is refused. */
const hasPath = (name: string) => /[/\\\0]|\.\./.test(name);

/** `<kind>/<random>.<ext>`: the name a file is stored under, never the client's. */
const newKey = (kind: FileKind, mime: StoredMimeType) =>
  `${kind}/${randomBytes(18).toString('base64url')}.${EXTENSIONS[mime]}`;

export const storagePath = (visibility: 'public' | 'private', key: string) => `${visibility}/${key}`;

/** The kind of a stored key (`ktp/…` → 'ktp'), or null for a key no upload could have made. */
export function kindOfKey(key: string): FileKind | null {
  const match = /^([a-z]+)\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|pdf)$/.exec(key);
  const kind = match?.[1];
  return kind && kind in FILE_KINDS ? (kind as FileKind) : null;
}

/** The format sharp names a detected image type by, and how it is written again. */
const REENCODE: Record<Exclude<StoredMimeType, 'application/pdf'>, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 85 }),
};

/**
 * An image decoded and written again in its own format (docs/decisions/074): only pixels survive, so
 * bytes appended to it (HTML, a zip), its EXIF (a phone's GPS position), comments and ICC profiles are
 * gone, and it is turned upright by its EXIF orientation first. The pixel count is read from the
 * header and refused past IMAGE_MAX_PIXELS before anything is decoded.
 */
async function reencodeImage(
  file: string,
  mime: keyof typeof REENCODE,
  label: string,
): Promise<Buffer | string> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  try {
    // The header only: sharp's own limit would refuse a bomb here too, but as an unreadable image.
    const { width, height } = await sharp(file, { limitInputPixels: false }).metadata();
    if (!width || !height) return UPLOAD_MESSAGES.unreadableImage(label);
    if (width * height > IMAGE_MAX_PIXELS) return UPLOAD_MESSAGES.tooManyPixels(label);
    return await REENCODE[mime](sharp(file, options).autoOrient()).toBuffer();
  } catch {
    return UPLOAD_MESSAGES.unreadableImage(label);
  }
}

/** The types each kind of upload accepts, read from its content, and the refusal of any other. */
const ACCEPTED: Record<FileSpec['accept'], readonly string[]> = {
  image: IMAGE_MIME_TYPES,
  document: DOCUMENT_MIME_TYPES,
  pdf: PDF_MIME_TYPES,
};
const BAD_TYPE: Record<FileSpec['accept'], (label: string) => string> = {
  image: FILE_MESSAGES.badImage,
  document: FILE_MESSAGES.badDocument,
  pdf: FILE_MESSAGES.badPdf,
};

/**
 * Checks one upload by its content (magic bytes), size and, for images, by decoding it; PDFs are
 * read for active content (pdf-check.ts). Returns the message to show under the field, or the checked
 * upload with the bytes to store: an image re-encoded, a PDF as sent.
 */
export async function checkUpload(upload: Upload, kind: FileKind): Promise<CheckedUpload | string> {
  const spec: FileSpec = FILE_KINDS[kind];
  if (hasPath(upload.filename)) return FILE_MESSAGES.badName(spec.label);
  if (upload.size > spec.maxBytes) return FILE_MESSAGES.tooLarge(spec.label, spec.maxBytes);
  if (upload.size === 0) return FILE_MESSAGES.empty(spec.label);
  const detected = await fileTypeFromFile(upload.path);
  const allowed: readonly string[] = ACCEPTED[spec.accept];
  if (!detected || !allowed.includes(detected.mime)) return BAD_TYPE[spec.accept](spec.label);
  const mime = detected.mime as StoredMimeType;
  let buffer: Buffer;
  if (mime === 'application/pdf') {
    buffer = await fs.readFile(upload.path);
    const verdict = checkPdf(buffer);
    if (verdict === 'active') return UPLOAD_MESSAGES.pdfActive(spec.label);
    if (verdict === 'unreadable') return UPLOAD_MESSAGES.pdfUnreadable(spec.label);
    if (verdict === 'trailing-data') return UPLOAD_MESSAGES.pdfTrailingData(spec.label);
  } else {
    const image = await reencodeImage(upload.path, mime, spec.label);
    if (typeof image === 'string') return image;
    buffer = image;
  }
  return {
    field: upload.field,
    kind,
    visibility: spec.visibility,
    key: newKey(kind, mime),
    mime,
    buffer,
    originalName: upload.filename.slice(0, 255),
  };
}

/**
 * Checks every upload of a form; `kindOf` names the kind a field accepts (null: the form has no such
 * file field). Any failure throws one 422 naming every bad field, before anything is stored.
 */
export async function checkUploads(
  uploads: Upload[],
  kindOf: (field: string) => FileKind | null,
): Promise<CheckedUpload[]> {
  const errors: Record<string, string[]> = {};
  const checked = await checkUploadsInto(uploads, kindOf, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(MESSAGES.invalidInput, errors);
  return checked;
}

/**
 * checkUploads that adds each bad file's message to `errors` instead of throwing, so a form's answer
 * names the bad files together with its bad fields (docs/decisions/084). Returns the good uploads.
 */
export async function checkUploadsInto(
  uploads: Upload[],
  kindOf: (field: string) => FileKind | null,
  errors: Record<string, string[]>,
): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const upload of uploads) {
    const kind = kindOf(upload.field);
    // An empty file part is what a browser sends for a file input left blank: it means "no new file".
    if (upload.size === 0 && upload.filename === '') continue;
    const result = kind ? await checkUpload(upload, kind) : FILE_MESSAGES.unknownField(upload.field);
    if (typeof result === 'string') errors[upload.field] = [result];
    else checked.push(result);
  }
  return checked;
}

/** Writes checked uploads to storage and records them; if one write fails, the others are undone. */
export async function storeUploads(deps: FileDeps, ownerUserId: number, uploads: CheckedUpload[]) {
  const written: CheckedUpload[] = [];
  try {
    for (const u of uploads) {
      await deps.storage.put(storagePath(u.visibility, u.key), u.buffer, u.mime);
      written.push(u);
    }
    await repo.insertFiles(deps.db, fileRowsOf(uploads, ownerUserId));
  } catch (error) {
    await Promise.allSettled(written.map((u) => deps.storage.delete(storagePath(u.visibility, u.key))));
    throw error;
  }
}

/**
 * Removes stored files by key (replaced or orphaned ones). Missing objects are fine; a storage error
 * is logged by the caller's logger, never undoes the save that replaced the file.
 */
export async function removeFiles(
  deps: FileDeps,
  keys: (string | null | undefined)[],
  log?: { warn(obj: unknown, msg: string): void },
): Promise<void> {
  const real = keys.filter((k): k is string => typeof k === 'string' && kindOfKey(k) !== null);
  if (real.length === 0) return;
  await repo.deleteByKeys(deps.db, real);
  const results = await Promise.allSettled(
    real.map((key) => deps.storage.delete(storagePath(FILE_KINDS[kindOfKey(key)!].visibility, key))),
  );
  for (const r of results) if (r.status === 'rejected') log?.warn({ err: r.reason }, 'storage delete failed');
}

/** What a save's transaction returns: anything, plus the stored keys it replaced (null: nothing). */
export interface ReplacingFiles {
  replaced?: readonly (string | null | undefined)[];
}

/** Removes stored objects by key after their rows are gone; a storage error is only logged. */
async function deleteObjects(
  deps: FileDeps,
  keys: readonly (string | null | undefined)[],
  log: { warn(obj: unknown, msg: string): void },
): Promise<void> {
  const real = keys.filter((k): k is string => typeof k === 'string' && kindOfKey(k) !== null);
  const results = await Promise.allSettled(
    real.map((key) => deps.storage.delete(storagePath(FILE_KINDS[kindOfKey(key)!].visibility, key))),
  );
  for (const r of results) if (r.status === 'rejected') log.warn({ err: r.reason }, 'storage delete failed');
}

/**
 * A save with uploads, the one order every form with files follows: store the checked uploads' bytes
 * → one transaction that records their `files` rows, runs `work` and drops the rows of the files it
 * replaced → after the commit remove the replaced bytes. The rows change only with the columns that
 * name them, so a process killed at any point leaves no row without its file and no row nobody names;
 * at worst bytes without a row, which `check-storage --delete-orphan-files` sweeps (docs/decisions/095).
 * If the work throws, the new bytes are removed and the error goes on.
 */
export async function saveWithUploads<T extends ReplacingFiles>(
  deps: FileDeps,
  ownerUserId: number,
  uploads: CheckedUpload[],
  log: { warn(obj: unknown, msg: string): void },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const written: CheckedUpload[] = [];
  let result: T;
  try {
    for (const u of uploads) {
      await deps.storage.put(storagePath(u.visibility, u.key), u.buffer, u.mime);
      written.push(u);
    }
    result = await deps.db.transaction(async (tx) => {
      await repo.insertFiles(tx, fileRowsOf(uploads, ownerUserId));
      const done = await work(tx);
      const replaced = (done.replaced ?? []).filter(
        (k): k is string => typeof k === 'string' && kindOfKey(k) !== null,
      );
      await repo.deleteByKeys(tx, replaced);
      return done;
    });
  } catch (error) {
    await deleteObjects(
      deps,
      written.map((u) => u.key),
      log,
    );
    throw error;
  }
  await deleteObjects(deps, result.replaced ?? [], log);
  return result;
}

/** Every file an account owns (export, deletion). */
export const listOwnedFiles = (db: Db, ownerUserId: number) => repo.listOwned(db, ownerUserId);

/**
 * A seeker's private files that a company the seeker applied to may read: the application's KTP,
 * certificates and CV (the CV under the KTP's rule, docs/decisions/088).
 */
const SHOWN_TO_EMPLOYERS: ReadonlySet<string> = new Set<FileKind>(['ktp', 'certificate', 'cv']);

/** The office's images printed on every AK/1 card (settings, docs/decisions/086). */
const ON_AK1_CARD: ReadonlySet<string> = new Set<FileKind>(['signature', 'stamp']);

/**
 * Who may read a private file: its owner, the office, and a company the seeker applied to, while the
 * access rule of docs/decisions/076 holds (repo.seekerAppliedToCompany); the card's signature and stamp
 * also a card holder.
 */
async function mayRead(db: Db, caller: AuthContext, file: repo.FileRow): Promise<boolean> {
  if (caller.role_name === 'admin') return true;
  // The office's signature and stamp on the AK/1 card: also whoever is shown a card (decision 086).
  if (ON_AK1_CARD.has(file.kind)) {
    return (
      caller.role_name === 'seeker' &&
      caller.seeker_detail_id !== null &&
      (await repo.holdsAk1Card(db, caller.seeker_detail_id))
    );
  }
  if (file.owner_user_id === null) return false;
  if (file.owner_user_id === caller.id) return true;
  return (
    caller.role_name === 'company' &&
    caller.company_detail_id !== null &&
    SHOWN_TO_EMPLOYERS.has(file.kind) &&
    (await repo.seekerAppliedToCompany(db, caller.company_detail_id, file.owner_user_id))
  );
}

/**
 * A private file for the authorised download route: 401 for a guest; otherwise one 404 for a key that
 * is malformed, public, unknown, missing from storage or not the caller's to read, so nobody learns
 * whether someone else's file exists.
 */
export async function openPrivateFile(
  deps: FileDeps,
  caller: AuthContext | null,
  key: string,
): Promise<{ file: repo.FileRow; object: StoredObject }> {
  if (!caller) throw unauthorized();
  const kind = kindOfKey(key);
  const missing = notFound(FILE_MESSAGES.notFound);
  if (!kind || FILE_KINDS[kind].visibility !== 'private') throw missing;
  const file = await repo.findByKey(deps.db, key);
  if (!file || file.visibility !== 'private' || !(await mayRead(deps.db, caller, file))) throw missing;
  const object = await deps.storage.get(storagePath('private', key));
  if (!object) throw missing;
  return { file, object };
}

/**
 * A public file (photo, logo, poster) straight from storage, for serving /storage/<key> when the
 * bytes live in a bucket rather than on local disk. null for a key of a private kind or none at all.
 */
export async function openPublicFile(
  storage: StorageDriver,
  key: string,
): Promise<{ object: StoredObject; mime: StoredMimeType } | null> {
  const kind = kindOfKey(key);
  if (!kind || FILE_KINDS[kind].visibility !== 'public') return null;
  const object = await storage.get(storagePath('public', key));
  return object ? { object, mime: mimeOfKey(key) } : null;
}

/** The type a stored key was given from its content (the extension is chosen from it by newKey). */
export function mimeOfKey(key: string): StoredMimeType {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const found = (Object.keys(EXTENSIONS) as StoredMimeType[]).find((mime) => EXTENSIONS[mime] === ext);
  if (!found) throw new Error(`No stored type for ${key}`);
  return found;
}

/** The `files` rows of written uploads, one per upload (both save paths record them alike). */
function fileRowsOf(uploads: readonly CheckedUpload[], ownerUserId: number) {
  return uploads.map((u) => ({
    owner_user_id: ownerUserId,
    kind: u.kind,
    visibility: u.visibility,
    storage_key: u.key,
    mime: u.mime,
    size: u.buffer.length,
    original_name: u.originalName,
  }));
}
