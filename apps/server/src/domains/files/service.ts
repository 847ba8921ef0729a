import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  DOCUMENT_MIME_TYPES,
  FILE_KINDS,
  FILE_MESSAGES,
  IMAGE_MIME_TYPES,
  MESSAGES,
  type FileKind,
  type StoredMimeType,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import type { Upload } from '../../lib/multipart.ts';
import type { StorageDriver } from '../../lib/storage/index.ts';
import * as repo from './repository.ts';

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
  buffer: Buffer;
  originalName: string;
}

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

/**
 * Checks one upload by its content (magic bytes) and size for its kind. Returns the message to show
 * under the field, or the checked upload.
 */
export async function checkUpload(upload: Upload, kind: FileKind): Promise<CheckedUpload | string> {
  const spec = FILE_KINDS[kind];
  if (hasPath(upload.filename)) return FILE_MESSAGES.badName(spec.label);
  if (upload.truncated || upload.buffer.length > spec.maxBytes) {
    return FILE_MESSAGES.tooLarge(spec.label, spec.maxBytes);
  }
  if (upload.buffer.length === 0) return FILE_MESSAGES.empty(spec.label);
  const detected = await fileTypeFromBuffer(upload.buffer);
  const allowed: readonly string[] = spec.accept === 'image' ? IMAGE_MIME_TYPES : DOCUMENT_MIME_TYPES;
  if (!detected || !allowed.includes(detected.mime)) {
    return spec.accept === 'image'
      ? FILE_MESSAGES.badImage(spec.label)
      : FILE_MESSAGES.badDocument(spec.label);
  }
  const mime = detected.mime as StoredMimeType;
  return {
    field: upload.field,
    kind,
    visibility: spec.visibility,
    key: newKey(kind, mime),
    mime,
    buffer: upload.buffer,
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
  const checked: CheckedUpload[] = [];
  for (const upload of uploads) {
    const kind = kindOf(upload.field);
    // An empty file part is what a browser sends for a file input left blank: it means "no new file".
    if (upload.buffer.length === 0 && upload.filename === '') continue;
    const result = kind ? await checkUpload(upload, kind) : FILE_MESSAGES.unknownField(upload.field);
    if (typeof result === 'string') errors[upload.field] = [result];
    else checked.push(result);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(MESSAGES.invalidInput, errors);
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
    await repo.insertFiles(
      deps.db,
      uploads.map((u) => ({
        owner_user_id: ownerUserId,
        kind: u.kind,
        visibility: u.visibility,
        storage_key: u.key,
        mime: u.mime,
        size: u.buffer.length,
        original_name: u.originalName,
      })),
    );
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

/** Every file an account owns (export, deletion). */
export const listOwnedFiles = (db: Db, ownerUserId: number) => repo.listOwned(db, ownerUserId);
