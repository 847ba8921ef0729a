import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { cities, districts, positions, subDistricts } from '../src/db/schema/index.ts';
import type { TestApp } from './harness.ts';

/** Small real files and helpers for the profile API tests (multipart forms, storage on disk). */

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

/** A multipart form of text fields and named files. */
export function formOf(
  fields: Record<string, string | number | boolean | object>,
  files: Record<string, { data: Buffer; name: string; type?: string }> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  for (const [k, f] of Object.entries(files)) {
    form.append(
      k,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  return form;
}

/** Every stored object under DATA_DIR/storage, as `<visibility>/<key>`. */
export async function storedObjects(t: TestApp): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'storage');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export async function isStored(t: TestApp, visibility: 'public' | 'private', key: string) {
  return (await storedObjects(t)).includes(`${visibility}/${key}`);
}

/** A real village of the given city with its district, city and province codes. */
export async function regionOf(t: TestApp, cityCode: string) {
  const [row] = await t.db
    .select({
      province_code: cities.province_code,
      city_code: cities.code,
      district_code: districts.code,
      sub_district_code: subDistricts.code,
      sub_district_name: subDistricts.name,
    })
    .from(subDistricts)
    .innerJoin(districts, eq(districts.code, subDistricts.district_code))
    .innerJoin(cities, eq(cities.code, districts.city_code))
    .where(eq(cities.code, cityCode))
    .orderBy(asc(subDistricts.code))
    .limit(1);
  if (!row) throw new Error(`no village in ${cityCode}`);
  return row;
}

/** An active position (a real choice of the position select). */
export async function somePositionId(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ id: positions.id })
    .from(positions)
    .where(eq(positions.is_active, true))
    .orderBy(asc(positions.level), asc(positions.id))
    .limit(1);
  if (!row) throw new Error('no positions seeded');
  return row.id;
}
