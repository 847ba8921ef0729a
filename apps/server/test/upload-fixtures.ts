import fs from 'node:fs/promises';
import path from 'node:path';
import type { Upload } from '../src/lib/multipart.ts';

/**
 * Tiny real files for upload tests: each starts with the bytes its type is recognised by, so the
 * content check (file-type) sees what a browser would send.
 */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG's start-of-image and JFIF header, then an end-of-image. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

/** A RIFF/WEBP container with a VP8L chunk header. */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8L', 'latin1'),
  Buffer.from([
    0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07,
    0x00,
  ]),
]);

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

/** A zip archive's local-file header (what a .docx or .zip starts with). */
export const ZIP = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]),
  Buffer.alloc(40, 1),
]);

export const TEXT = Buffer.from('ini bukan gambar, hanya teks biasa\n');

/** A real PNG padded past `bytes` (the checks read the header, then the size). */
export const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length + 1)]);
export const bigPdf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length + 1, 0x20)]);

export const upload = (
  field: string,
  filename: string,
  buffer: Buffer,
  claimedType = 'image/png',
): Upload => ({
  field,
  filename,
  claimedType,
  buffer,
  truncated: false,
});

/** Every file under `dir`, relative, sorted; [] when the folder does not exist yet. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
