import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Db } from '../client.ts';
import { cities, districts, provinces, subDistricts } from '../schema/index.ts';
import { insertBatches, once } from './batch.ts';

/**
 * All of Indonesia's administrative regions with Kemendagri codes, from the `idn-area-data`
 * package (data under the Open Database License, credited in README).
 */
const DATA_VERSION = 'idn-area-data@4.0.1';

function dataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
}

/** The files are simple `code,parent,name` CSV; names may be quoted when they hold commas. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const cells: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        cells.push(cur);
        cur = '';
      } else cur += ch;
    }
    cells.push(cur);
    rows.push(cells);
  }
  return rows.slice(1);
}

async function readCsv(name: string): Promise<string[][]> {
  return parseCsv(await fs.readFile(path.join(dataDir(), name), 'utf8'));
}

export async function seedRegions(db: Db): Promise<void> {
  await once(db, 'regions', DATA_VERSION, async () => {
    const [p, c, d, v] = await Promise.all([
      readCsv('provinces.csv'),
      readCsv('regencies.csv'),
      readCsv('districts.csv'),
      readCsv('villages.csv'),
    ]);
    await insertBatches(
      db,
      provinces,
      p.map(([code, name]) => ({ code: code!, name: name! })),
    );
    await insertBatches(
      db,
      cities,
      c.map(([code, province_code, name]) => ({ code: code!, province_code: province_code!, name: name! })),
    );
    await insertBatches(
      db,
      districts,
      d.map(([code, city_code, name]) => ({ code: code!, city_code: city_code!, name: name! })),
    );
    await insertBatches(
      db,
      subDistricts,
      v.map(([code, district_code, name]) => ({ code: code!, district_code: district_code!, name: name! })),
      5000,
    );
  });
}
