import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, FILE_MESSAGES, INPUT_MESSAGES, MESSAGES } from '@siloker/shared';
import { AppError, badRequest } from '../http/errors.ts';

/** One file part of a multipart form, read into memory (uploads are at most a few megabytes). */
export interface Upload {
  field: string;
  filename: string;
  /** What the browser claimed; never trusted, the files domain reads the content. */
  claimedType: string;
  buffer: Buffer;
  /** More bytes were sent than the largest upload allowed: the file is refused as too large. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Upload[];
}

/** Limits for one form: a profile has a photo, a KTP and a certificate per row (at most 30 rows). */
export const MULTIPART_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 40,
  fields: 200,
  fieldSize: 512 * 1024,
  parts: 240,
} as const;

/**
 * Reads a whole multipart form: text fields by name (the last value wins) and every file part. A
 * request that is not multipart is a 415; too many parts a 400. Oversize files are kept as truncated so
 * the caller names the field in its message.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Formulir harus dikirim sebagai multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  try {
    // preservePath: busboy would cut '../../etc/passwd.png' down to 'passwd.png'; the files domain
    // must see the name as sent to refuse it.
    for await (const part of request.parts({ limits: MULTIPART_LIMITS, preservePath: true })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename,
          claimedType: part.mimetype,
          buffer,
          truncated: part.file.truncated,
        });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(FILE_MESSAGES.tooManyFiles);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
    }
    // Anything else the parser throws (no boundary, a body cut short) is the client's broken form,
    // not a server fault (docs/decisions/075).
    if (error instanceof AppError) throw error;
    throw badRequest(INPUT_MESSAGES.multipartInvalid);
  }
  return { fields, files };
}
