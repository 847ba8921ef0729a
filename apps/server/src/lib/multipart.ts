import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  FILE_KINDS,
  FILE_MESSAGES,
  MESSAGES,
  MULTIPART_FIELDS_MAX_BYTES,
  MULTIPART_MAX_BYTES,
  UPLOAD_MESSAGES,
  type FileKind,
} from '@siloker/shared';
import { AppError, badRequest, validationFailed } from '../http/errors.ts';

/**
 * One file part of a multipart form, streamed to a temporary file as it arrived (docs/decisions/074):
 * a request never holds its files in memory, and the file is removed when the request ends.
 */
export interface Upload {
  field: string;
  filename: string;
  /** What the browser claimed; never trusted, the files domain reads the content. */
  claimedType: string;
  /** The temporary file holding the part's bytes. */
  path: string;
  size: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Upload[];
}

/** What a form accepts: the kind of file each file field takes (null: no such field). */
export interface FormFiles {
  kindOf: (field: string) => FileKind | null;
  /** The label a refusal names the field by; the kind's label (FILE_KINDS) unless given. */
  labelOf?: (field: string, kind: FileKind) => string;
}

/**
 * Busboy's limits for every form. `files` is counted from the part headers, so a part over it is
 * refused before its bytes are read: a seeker's form has a photo, a KTP and a certificate for some
 * of its at most 30 rows, and MULTIPART_MAX_BYTES stops a form of many large files first.
 */
export const MULTIPART_LIMITS = {
  files: 40,
  fields: 200,
  fieldSize: 512 * 1024,
  parts: 240,
  /** A file's size is checked here, by its kind; busboy's own limit is only the backstop. */
  fileSize: MULTIPART_MAX_BYTES,
} as const;

/** The folder under DATA_DIR that holds the parts of requests being read. */
export const uploadTempRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/** A request's folder older than this was left by a process that died mid-upload (no request lasts it). */
export const UPLOAD_LEFTOVER_AGE_MS = 6 * 60 * 60_000;

/**
 * Removes request folders a crashed process left under the temporary root (docs/decisions/074): only
 * those older than UPLOAD_LEFTOVER_AGE_MS, so an upload still running in another process sharing
 * DATA_DIR is never touched. Returns how many were removed.
 */
export async function sweepUploadLeftovers(
  dataDir: string,
  now = Date.now(),
  maxAgeMs = UPLOAD_LEFTOVER_AGE_MS,
): Promise<number> {
  const root = uploadTempRoot(dataDir);
  const entries = await fsp.readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith('req-')) continue;
    const dir = path.join(root, entry.name);
    const stat = await fsp.stat(dir).catch(() => null);
    if (!stat || now - stat.mtimeMs < maxAgeMs) continue;
    await fsp.rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** A refusal raised while the body is still arriving. */
class Refusal extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/** Counts a part's bytes on their way to disk and stops the copy at `max`. */
function limitTo(max: number, total: { bytes: number }, onOver: (which: 'part' | 'request') => Error) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      total.bytes += chunk.length;
      if (size > max) return done(onOver('part'));
      if (total.bytes > MULTIPART_MAX_BYTES) return done(onOver('request'));
      done(null, chunk);
    },
  });
}

/**
 * Reads a multipart form into `dir`: text fields by name (the last value wins) and each file part
 * streamed to its own temporary file. Refused as soon as it is known, without reading the rest: a
 * Content-Length over MULTIPART_MAX_BYTES (413) before any byte; a file part in a field the form has
 * no file for (422) before its bytes; a part over its kind's size (422 naming the field) or a request
 * over MULTIPART_MAX_BYTES (413) at the byte that crosses it; more parts than MULTIPART_LIMITS (400)
 * at the header of the first one too many.
 */
async function readParts(request: FastifyRequest, dir: string, files: FormFiles): Promise<MultipartForm> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MULTIPART_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge);
  }
  const fields: Record<string, string> = {};
  const uploads: Upload[] = [];
  const total = { bytes: 0 };
  let fieldBytes = 0;
  try {
    // preservePath: busboy would cut '../../etc/passwd.png' down to 'passwd.png'; the files domain
    // must see the name as sent to refuse it.
    for await (const part of request.parts({ limits: MULTIPART_LIMITS, preservePath: true })) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        fieldBytes += Buffer.byteLength(value) + part.fieldname.length;
        total.bytes += Buffer.byteLength(value);
        if (part.valueTruncated || fieldBytes > MULTIPART_FIELDS_MAX_BYTES) {
          throw new Refusal(new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fieldsTooLarge));
        }
        if (total.bytes > MULTIPART_MAX_BYTES) {
          throw new Refusal(new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge));
        }
        fields[part.fieldname] = value;
        continue;
      }
      const kind = files.kindOf(part.fieldname);
      // A blank file input sends an empty part with no name: allowed in any field, as "no file".
      if (!kind && part.filename !== '') {
        part.file.resume();
        throw new Refusal(
          validationFailed(MESSAGES.invalidInput, {
            [part.fieldname]: [FILE_MESSAGES.unknownField(part.fieldname)],
          }),
        );
      }
      const label = kind ? (files.labelOf?.(part.fieldname, kind) ?? FILE_KINDS[kind].label) : '';
      const max = kind ? FILE_KINDS[kind].maxBytes : 0;
      const file = path.join(dir, randomBytes(12).toString('hex'));
      const over = (which: 'part' | 'request') =>
        new Refusal(
          which === 'request'
            ? new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge)
            : validationFailed(MESSAGES.invalidInput, {
                [part.fieldname]: [
                  kind ? FILE_MESSAGES.tooLarge(label, max) : FILE_MESSAGES.unknownField(part.fieldname),
                ],
              }),
        );
      await pipeline(part.file, limitTo(max, total, over), fs.createWriteStream(file, { flags: 'wx' }));
      const { size } = await fsp.stat(file);
      uploads.push({
        field: part.fieldname,
        filename: part.filename,
        claimedType: part.mimetype,
        path: file,
        size,
      });
    }
  } catch (error) {
    if (error instanceof Refusal) throw error.error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(FILE_MESSAGES.tooManyFiles);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge);
    }
    if (error instanceof AppError) throw error;
    // A disk's errors (ENOSPC, EACCES) are the server's own; anything else the parser throws (no
    // boundary, a body cut short or closed early) is the client's broken form (docs/decisions/075).
    if (/^E[A-Z]+$/.test(code)) throw error;
    throw badRequest(UPLOAD_MESSAGES.badForm);
  }
  return { fields, files: uploads };
}

/**
 * A body the server stopped reading (a refusal, or a route that answered first) is left unread while
 * the answer is written, so the client, blocked on sending, gets it early. Then the rest is read and
 * dropped, so a browser still sending gets the answer rather than a reset connection, up to
 * MULTIPART_MAX_BYTES more; a client that keeps sending past that has its connection closed.
 */
function discardRest(raw: FastifyRequest['raw']): void {
  if (raw.complete || raw.destroyed) return;
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MULTIPART_MAX_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}

/** @fastify/multipart with these limits, and the unread rest of a refused body dropped after the answer. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.addHook('onResponse', async (request) => discardRest(request.raw));
}

/**
 * Reads a multipart form and hands it to `handle`; the form's temporary files are removed when
 * `handle` ends, whether it saved, refused or failed, and when the client disconnects mid-upload.
 * A request that is not multipart is a 415.
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  files: FormFiles,
  handle: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Formulir harus dikirim sebagai multipart/form-data.');
  }
  const root = uploadTempRoot(request.server.config.dataDir);
  await fsp.mkdir(root, { recursive: true });
  const dir = await fsp.mkdtemp(path.join(root, 'req-'));
  try {
    let form: MultipartForm;
    try {
      form = await readParts(request, dir, files);
    } catch (error) {
      // Stop reading: the rest waits unread until the answer is out (discardRest).
      request.raw.unpipe();
      request.raw.pause();
      throw error;
    }
    return await handle(form);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
