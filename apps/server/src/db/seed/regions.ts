import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import type { Db } from '../client.ts';
import { cities, districts, provinces, subDistricts } from '../schema/index.ts';
import { insertBatches, once } from './batch.ts';

/**
 * All of Indonesia's administrative regions with Kemendagri codes, from the `idn-area-data`
 * package (data under the Open Database License, credited in README).
 */
const DATA_VERSION = 'idn-area-data@4.0.1';

export async function seedRegions(db: Db): Promise<void> {
  await once(db, 'regions', DATA_VERSION, async () => {
    // The package's getters parse its CSV files (regencies are our cities, villages our sub-districts).
    const [p, c, d, v] = await Promise.all([getProvinces(), getRegencies(), getDistricts(), getVillages()]);
    await insertBatches(
      db,
      provinces,
      p.map(({ code, name }) => ({ code, name })),
    );
    await insertBatches(
      db,
      cities,
      c.map(({ code, province_code, name }) => ({ code, province_code, name })),
    );
    await insertBatches(
      db,
      districts,
      d.map(({ code, regency_code, name }) => ({ code, city_code: regency_code, name })),
    );
    await insertBatches(
      db,
      subDistricts,
      v.map(({ code, district_code, name }) => ({ code, district_code, name })),
      5000,
    );
  });
}
