import { expect, type Page } from '@playwright/test';
import { digits } from './accounts.ts';
import type { SessionUser } from './session.ts';

/**
 * A complete Biodata saved through POST /profile-seeker/ (set-up for journeys whose subject is not the
 * Biodata screen): an address in Kota Samarinda, born in Samarinda, no photo or KTP.
 */
export async function saveBiodataByApi(page: Page, user: SessionUser, nik: string) {
  const res = await page.request.post('/api/v1/profile-seeker/', {
    headers: { authorization: `Bearer ${user.token}` },
    multipart: {
      full_name: String(user.name),
      nik,
      birth_place: 'Samarinda',
      birth_date: '1999-08-17',
      gender: 'male',
      address: 'Jl. Pahlawan No. 3',
      rt: '',
      rw: '',
      house_number: '',
      province_code: '64',
      city_code: '64.72',
      district_code: '64.72.01',
      sub_district_code: '64.72.01.1002',
      phone: `0813${digits(8)}`,
      postal_code: '',
      weight: '',
      height: '',
      marriage_status: 'BELUM KAWIN',
      religion_id: '1',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
