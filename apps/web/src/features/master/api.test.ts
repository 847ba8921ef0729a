import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, logoUrl, normalizeConfigs } from './api.ts';

describe('site configuration for the header and footer', () => {
  it('falls back to the Samarinda defaults when configs are missing or empty', () => {
    expect(normalizeConfigs(undefined)).toEqual(DEFAULT_SITE_CONFIG);
    expect(normalizeConfigs({ web_name: ' ', web_logo: '' })).toEqual(DEFAULT_SITE_CONFIG);
    expect(DEFAULT_SITE_CONFIG.subtitle).toBe('Sistem Informasi Lowongan Kerja Kota Samarinda');
    expect(DEFAULT_SITE_CONFIG.office_name).toBe('Dinas Tenaga Kerja Kota Samarinda');
  });

  it('builds the subtitle and office from another city when only the city is configured', () => {
    expect(normalizeConfigs({ city_name: 'Kota Balikpapan' })).toMatchObject({
      subtitle: 'Sistem Informasi Lowongan Kerja Kota Balikpapan',
      office_name: 'Dinas Tenaga Kerja Kota Balikpapan',
    });
  });

  it('reads key/value rows as well as an object', () => {
    expect(normalizeConfigs([{ key: 'web_name', value: 'Loker Bontang' }]).web_name).toBe('Loker Bontang');
  });

  it('loads the logo from storage, else the bundled emblem', () => {
    expect(logoUrl(normalizeConfigs({ web_logo: 'logo/kota.png' }), '/emblem.svg')).toBe(
      '/storage/logo/kota.png',
    );
    expect(logoUrl(normalizeConfigs({}), '/emblem.svg')).toBe('/emblem.svg');
  });
});
