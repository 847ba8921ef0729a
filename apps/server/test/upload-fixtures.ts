import { randomBytes } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import zlib from 'node:zlib';
import type { Upload } from '../src/lib/multipart.ts';

/**
 * Tiny real files for upload tests: each starts with the bytes its type is recognised by, so the
 * content check (file-type) sees what a browser would send.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 grey PNG; `shade` makes each one's bytes differ. */
export function png(shade = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, shade & 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tiny PDF; `label` makes each one's bytes differ. */
export const pdf = (label = 'dokumen') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${label}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A 1×1 PNG. */
export const PNG = png();

/** A real 2×2 JPEG (decoded and re-encoded on upload, so it must be a whole image). */
export const JPEG = Buffer.from(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAeEAABBAIDAQAAAAAAAAAAAAABAAIDBAUGBwgRIf/EABQBAQAAAAAAAAAAAAAAAAAAAAf/xAAbEQAABwEAAAAAAAAAAAAAAAAAAQMENHKxAv/aAAwDAQACEQMRAD8AtnrtxpqGU6/cZXLmq4S3csavjJprE+OhfJK91SIuc5xb6SSSST9JKIiNnchSx6CJ9KVt1pj/2Q==',
  'base64',
);

/** A real 2×2 lossless WebP. */
export const WEBP = Buffer.from(
  'UklGRjwAAABXRUJQVlA4TC8AAAAvAUAAAB8gICFs8z+DLBESEBdsMtwwSUhAmOD/GMOk+Y9/yICBgrQNWNTdiP7HAwA=',
  'base64',
);

export const PDF = pdf();

export const SVG = svg();

/** A zip archive's local-file header (what a .docx or .zip starts with). */
export const ZIP = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]),
  Buffer.alloc(40, 1),
]);

export const TEXT = Buffer.from('ini bukan gambar, hanya teks biasa\n');

/** A real PNG padded past `bytes` (the checks read the header, then the size). */
export const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length + 1)]);
export const bigPdf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length + 1, 0x20)]);

/** Where upload() writes its parts, as the multipart reader would (removed with the process's tmp). */
const FIXTURE_DIR = path.join(os.tmpdir(), `siloker-upload-fixtures-${process.pid}`);

/** An upload as lib/multipart.ts hands it over: the bytes in a file of their own. */
export const upload = (
  field: string,
  filename: string,
  buffer: Buffer,
  claimedType = 'image/png',
): Upload => {
  fsSync.mkdirSync(FIXTURE_DIR, { recursive: true });
  const file = path.join(FIXTURE_DIR, randomBytes(8).toString('hex'));
  fsSync.writeFileSync(file, buffer);
  return { field, filename, claimedType, path: file, size: buffer.length };
};

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

/**
 * Whether two images hold the same pixels: images are stored re-encoded (docs/decisions/074), so a
 * served image equals what was uploaded in what it shows, not byte for byte.
 */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const pixels = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();
  return (await pixels(a)).equals(await pixels(b));
}

/**
 * An image bomb: a 20000 × 20000 grey PNG (400 million pixels, 400 MB once decoded) whose rows of
 * zeros deflate to well under a megabyte.
 */
export async function bomb(side = 20000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const deflate = zlib.createDeflate({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(side + 1);
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A phone photo as it leaves the camera: a 64 × 48 JPEG with EXIF orientation 6 (turn right) and a
 * GPS position (a place name in the EXIF too, to look for in the stored bytes).
 */
export async function gpsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#6a8caf' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PonselCamera', ImageDescription: 'Samarinda' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '0/1 30/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '117/1 9/1 0/1',
      },
    })
    .toBuffer();
}
