import { eq, sql } from 'drizzle-orm';
import { SITE_SUBTITLE_PREFIX, type ConfigKey } from '@siloker/shared';
import { ConfigError, type AppConfig } from '../../config/env.ts';
import type { Db } from '../client.ts';
import { cities, configs, provinces } from '../schema/index.ts';

export const DEFAULT_WEB_NAME = 'SiLoker';
const OFFICE_PREFIX = 'Dinas Tenaga Kerja';

export interface Region {
  city_code: string;
  city_name: string;
  province_code: string;
  province_name: string;
}

/** The regency or city of CITY_CODE with its province, from the seeded regions. */
export async function findRegion(db: Db, cityCode: string): Promise<Region | undefined> {
  const [row] = await db
    .select({
      city_code: cities.code,
      city_name: cities.name,
      province_code: provinces.code,
      province_name: provinces.name,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.code, cities.province_code))
    .where(eq(cities.code, cityCode));
  return row;
}

const subtitleFor = (cityName: string) => `${SITE_SUBTITLE_PREFIX} ${cityName}`;
const placeFor = (cityName: string, provinceName: string) => `${cityName}, ${provinceName}`;
const officeFor = (cityName: string) => `${OFFICE_PREFIX} ${cityName}`;

/**
 * Site configuration, run at every start after the regions (docs/decisions/013):
 * - the region keys always follow CITY_CODE, which must name one of the 514 regencies and cities;
 * - web_name, web_logo, subtitle and office_name are inserted when absent, so the office's edits
 *   survive restarts; a subtitle or office name still at the previous city's default follows a
 *   CITY_CODE change; an explicit OFFICE_NAME always wins.
 */
export async function seedConfigs(db: Db, config: AppConfig): Promise<void> {
  const region = await findRegion(db, config.cityCode);
  if (!region) {
    throw new ConfigError(
      `Konfigurasi lingkungan tidak valid:\n  CITY_CODE: kabupaten/kota dengan kode ${config.cityCode} tidak ditemukan dalam data wilayah Kemendagri`,
    );
  }
  const stored = new Map(
    (await db.select({ key: configs.key, value: configs.value }).from(configs)).map((r) => [r.key, r.value]),
  );
  const previousCity = stored.get('city_name');
  const followCity = (key: ConfigKey, fresh: string, defaultFor: (city: string) => string) => {
    const current = stored.get(key);
    if (current === undefined) return fresh;
    if (previousCity !== undefined && current === defaultFor(previousCity)) return fresh;
    return current;
  };

  const values: Record<ConfigKey, string> & Record<string, string> = {
    web_name: stored.get('web_name') ?? DEFAULT_WEB_NAME,
    // Empty means the web app shows its bundled fallback logo.
    web_logo: stored.get('web_logo') ?? '',
    subtitle: followCity('subtitle', subtitleFor(region.city_name), subtitleFor),
    office_name: config.officeName ?? followCity('office_name', officeFor(region.city_name), officeFor),
    city_code: region.city_code,
    city_name: region.city_name,
    province_code: region.province_code,
    province_name: region.province_name,
  };
  // The office's address and contacts start from the deployment's configuration (OFFICE_ADDRESS …), the
  // address else from the region, so the footer and e-mails carry them before Pengaturan is filled
  // (issue 17 item 12); what the office saved stays, and a given variable always wins like OFFICE_NAME.
  const contact = config.officeContact ?? {};
  const previousPlace =
    previousCity !== undefined ? placeFor(previousCity, stored.get('province_name') ?? '') : undefined;
  const storedAddress = stored.get('office_address');
  const contacts: Record<string, string | undefined> = {
    office_address:
      contact.office_address ??
      (storedAddress === undefined || storedAddress === previousPlace
        ? placeFor(region.city_name, region.province_name)
        : storedAddress),
    office_phone: contact.office_phone,
    office_email: contact.office_email,
    office_website: contact.office_website,
  };
  for (const [key, value] of Object.entries(contacts)) if (value !== undefined) values[key] = value;
  const changed = Object.entries(values).filter(([key, value]) => stored.get(key) !== value);
  if (changed.length === 0) return;
  await db
    .insert(configs)
    .values(changed.map(([key, value]) => ({ key, value })))
    .onConflictDoUpdate({
      target: configs.key,
      set: { value: sql`excluded.value`, updated_at: sql`now()` },
    });
}
