import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { seekerDetails } from '../src/db/schema/index.ts';
import { cities, districts, positions, seekerEducations, subDistricts } from '../src/db/schema/index.ts';
import type { TestApp } from './harness.ts';
import { makeCompany, makeSeeker, sessionToken } from './public-fixtures.ts';
import { listFiles } from './upload-fixtures.ts';

/** Helpers for the profile API tests (multipart forms, storage on disk); the files are in upload-fixtures.ts. */
export { pdf, png, samePixels, svg } from './upload-fixtures.ts';

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
  return (await listFiles(path.join(t.config.dataDir, 'storage'))).map((p) => p.split(path.sep).join('/'));
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

/** The biodata section of a seeker's profile form, as the Biodata screen sends it (texts only). */
export function seekerBiodataFields(
  region: Awaited<ReturnType<typeof regionOf>>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    full_name: 'Siti Aminah',
    nik: '6472015705980001',
    birth_place: 'Samarinda',
    birth_date: '1998-05-17',
    gender: 'female',
    address: 'Jl. Pahlawan No. 5',
    rt: '003',
    rw: '007',
    house_number: '5A',
    province_code: region.province_code,
    city_code: region.city_code,
    district_code: region.district_code,
    sub_district_code: region.sub_district_code,
    phone: '081234567890',
    postal_code: '75123',
    weight: '55',
    height: '160',
    marriage_status: 'BELUM KAWIN',
    religion_id: '1',
    ...overrides,
  };
}

let nextNik = 6472000000000000;

/**
 * A seeker whose profile has everything applying and the AK/1 registration need (seekerProfileMissing
 * is empty), one education row, and a session token. `overrides` and `education` change the defaults.
 */
export async function makeCompleteSeeker(
  t: TestApp,
  overrides: Partial<typeof seekerDetails.$inferInsert> = {},
  education: Partial<typeof seekerEducations.$inferInsert> = {},
) {
  const seeker = await makeSeeker(t.db, {
    full_name: 'Budi Santoso',
    nik: String(++nextNik),
    birth_date: '1995-05-01',
    address: 'Jl. Pahlawan 1',
    sub_district_code: '6472011001',
    phone: '081234567890',
    marriage_status: 'BELUM KAWIN',
    religion_id: 1,
    photo: 'photo/budi.jpg',
    file_ktp: 'ktp/budi.pdf',
    position_id: await somePositionId(t),
    job_location_expectation: 'LOCALE_IN',
    education_id: 4,
    ...overrides,
  });
  await t.db.insert(seekerEducations).values({
    seeker_detail_id: seeker.id,
    education_id: 4,
    graduation_year: 2013,
    school_name: 'SMAN 1',
    ...education,
  });
  return { seeker, token: await sessionToken(t.db, seeker.user_id) };
}

/** A company (verified, as makeCompany makes it) and a session token of its account. */
export async function makeCompanyWithToken(t: TestApp) {
  const company = await makeCompany(t.db);
  return { company, token: await sessionToken(t.db, company.user_id) };
}
