import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MastersData } from '@siloker/shared';
import { ConfigError } from '../src/config/env.ts';
import * as schema from '../src/db/schema/index.ts';
import { runSeeds } from '../src/db/seed/index.ts';
import { seedAdmin } from '../src/db/seed/admin.ts';
import { seedConfigs } from '../src/db/seed/configs.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { testConfig } from './config.ts';
import { createTestApp, type TestApp } from './harness.ts';

const COUNTED = {
  educations: schema.educations,
  religions: schema.religions,
  marriage_statuses: schema.marriageStatuses,
  wage_amounts: schema.wageAmounts,
  job_location_expectations: schema.jobLocationExpectations,
  languages: schema.languages,
  disabilities: schema.disabilities,
  job_types: schema.jobTypes,
  business_fields: schema.businessFields,
  majors: schema.majors,
  benefits: schema.benefits,
  positions: schema.positions,
  configs: schema.configs,
  provinces: schema.provinces,
  cities: schema.cities,
  districts: schema.districts,
  sub_districts: schema.subDistricts,
  users: schema.users,
};

describe('seeds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function counts() {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(COUNTED)) {
      const [row] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
      out[name] = row!.n;
    }
    return out;
  }
  const configValue = async (key: string) =>
    (await t.db.select().from(schema.configs).where(eq(schema.configs.key, key)))[0]?.value;
  const headerConfigs = async () => (await t.get<MastersData>('/api/v1/master/masters')).body.data.configs;

  it('seeds every list and all regions, and a second run changes nothing', async () => {
    const before = await counts();
    expect(before).toMatchObject({
      educations: 11,
      provinces: 38,
      cities: 514,
      districts: 7285,
      sub_districts: 83762,
      business_fields: 21,
    });
    await runSeeds(t.db, t.config);
    await runSeeds(t.db, t.config);
    expect(await counts()).toEqual(before);
  });

  it('keeps the office edits of configs across restarts', async () => {
    await t.db
      .update(schema.configs)
      .set({ value: 'Bursa Kerja Samarinda' })
      .where(eq(schema.configs.key, 'web_name'));
    await t.db
      .update(schema.configs)
      .set({ value: 'logo/kota.png' })
      .where(eq(schema.configs.key, 'web_logo'));
    await runSeeds(t.db, t.config);
    expect(await headerConfigs()).toMatchObject({
      web_name: 'Bursa Kerja Samarinda',
      web_logo: 'logo/kota.png',
    });
  });

  it('moves the positions id sequence past the seeded ids, so the office can add positions', async () => {
    const [row] = await t.db
      .insert(schema.positions)
      .values({ name: 'Jabatan Baru', level: 1 })
      .returning({ id: schema.positions.id });
    const [max] = await t.db.select({ n: sql<number>`max(id)`.mapWith(Number) }).from(schema.positions);
    expect(row!.id).toBe(max!.n);
    await t.db.delete(schema.positions).where(eq(schema.positions.id, row!.id));
  });

  it('follows CITY_CODE: Kota Balikpapan gets its own city, subtitle and office name', async () => {
    await seedConfigs(t.db, testConfig({ CITY_CODE: '64.71' }));
    expect(await headerConfigs()).toMatchObject({
      city_code: '64.71',
      city_name: 'Kota Balikpapan',
      province_code: '64',
      province_name: 'Kalimantan Timur',
      subtitle: 'Sistem Informasi Lowongan Kerja Kota Balikpapan',
      office_name: 'Dinas Tenaga Kerja Kota Balikpapan',
    });
    const landing = (await t.get('/api/v1/landing-page')).body.data.landing_page;
    expect(landing.configs.city_name).toBe('Kota Balikpapan');
  });

  it('keeps a subtitle the office edited when the city changes, and lets OFFICE_NAME win', async () => {
    await t.db
      .update(schema.configs)
      .set({ value: 'Portal Kerja Kaltim' })
      .where(eq(schema.configs.key, 'subtitle'));
    await seedConfigs(t.db, testConfig({ CITY_CODE: '64.72', OFFICE_NAME: 'Disnakertrans Kota Samarinda' }));
    expect(await configValue('subtitle')).toBe('Portal Kerja Kaltim');
    expect(await configValue('city_name')).toBe('Kota Samarinda');
    expect(await configValue('office_name')).toBe('Disnakertrans Kota Samarinda');
  });

  it("starts the office's address from the region and its contacts from OFFICE_*; the office's edit stays", async () => {
    // A fresh database: the footer's address before anyone fills Pengaturan (issue 17 item 12).
    expect(await configValue('office_address')).toBe('Kota Samarinda, Kalimantan Timur');
    await seedConfigs(t.db, testConfig({ CITY_CODE: '64.71' }));
    expect(await configValue('office_address')).toBe('Kota Balikpapan, Kalimantan Timur');
    await seedConfigs(
      t.db,
      testConfig({
        CITY_CODE: '64.72',
        OFFICE_ADDRESS: 'Jl. Kesuma Bangsa No. 1, Samarinda',
        OFFICE_PHONE: '0541 741234',
        OFFICE_EMAIL: 'disnaker@samarindakota.go.id',
        OFFICE_WEBSITE: 'https://disnaker.samarindakota.go.id',
      }),
    );
    expect(await headerConfigs()).toMatchObject({
      office_address: 'Jl. Kesuma Bangsa No. 1, Samarinda',
      office_phone: '0541 741234',
      office_email: 'disnaker@samarindakota.go.id',
      office_website: 'https://disnaker.samarindakota.go.id',
    });
    // Without the variables the next start keeps what is stored, as it keeps the office's own edits.
    await t.db
      .update(schema.configs)
      .set({ value: 'Balai Kota Lt. 2' })
      .where(eq(schema.configs.key, 'office_address'));
    await seedConfigs(t.db, testConfig({ CITY_CODE: '64.72' }));
    expect(await configValue('office_address')).toBe('Balai Kota Lt. 2');
    expect(await configValue('office_phone')).toBe('0541 741234');
    const bad = await Promise.resolve()
      .then(() => testConfig({ OFFICE_EMAIL: 'bukan-email' }))
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ConfigError);
  });

  it('stops start-up with an Indonesian message naming CITY_CODE when the code is unknown', async () => {
    const err = await seedConfigs(t.db, testConfig({ CITY_CODE: '99.99' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/CITY_CODE: kabupaten\/kota dengan kode 99\.99 tidak ditemukan/);
  });

  describe('office account', () => {
    const adminRows = (email: string) =>
      t.db
        .select()
        .from(schema.users)
        .where(sql`lower(${schema.users.email}) = ${email.toLowerCase()}`);

    it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, verified, with the e-mail in lower case', async () => {
      const config = testConfig({
        ADMIN_EMAIL: 'Admin@Disnaker.Samarindakota.go.id',
        ADMIN_PASSWORD: 'rahasia-kantor-1',
      });
      await seedAdmin(t.db, config);
      await seedAdmin(t.db, config);
      const rows = await adminRows('admin@disnaker.samarindakota.go.id');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Admin Dinas',
        email: 'admin@disnaker.samarindakota.go.id',
        role_name: 'admin',
        status: 'VERIFIED',
      });
      expect(await verifyPassword(rows[0]!.password_hash, 'rahasia-kantor-1')).toBe(true);
    });

    it('gets the new password when ADMIN_PASSWORD changes', async () => {
      await seedAdmin(
        t.db,
        testConfig({
          ADMIN_EMAIL: 'admin@disnaker.samarindakota.go.id',
          ADMIN_PASSWORD: 'sandi-baru-kantor',
        }),
      );
      const rows = await adminRows('admin@disnaker.samarindakota.go.id');
      expect(rows).toHaveLength(1);
      expect(await verifyPassword(rows[0]!.password_hash, 'sandi-baru-kantor')).toBe(true);
      expect(await verifyPassword(rows[0]!.password_hash, 'rahasia-kantor-1')).toBe(false);
    });

    it('is not created without ADMIN_EMAIL', async () => {
      const before = (await counts()).users;
      await seedAdmin(t.db, testConfig());
      expect((await counts()).users).toBe(before);
    });

    it('refuses an address that belongs to a seeker account', async () => {
      await t.db.insert(schema.users).values({
        name: 'Siti',
        email: 'siti@contoh.id',
        password_hash: 'x',
        role_name: 'seeker',
        status: 'VERIFIED',
      });
      const err = await seedAdmin(
        t.db,
        testConfig({ ADMIN_EMAIL: 'SITI@contoh.id', ADMIN_PASSWORD: 'rahasia-kantor-1' }),
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toContain('ADMIN_EMAIL');
      expect((await adminRows('siti@contoh.id'))[0]!.role_name).toBe('seeker');
    });
  });
});
