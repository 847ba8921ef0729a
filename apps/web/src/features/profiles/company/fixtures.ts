/** The company's own profile as GET /profile-company answers it, for tests. Not bundled. */
import {
  CompanyProfileDataSchema,
  type CompanyProfile,
  type CompanyProfileData,
} from '@siloker/shared/schemas/profiles';
import { companyPublic } from '../../../testing/fixtures/companies.ts';

export function companyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    ...companyPublic(),
    phone: '0541735010',
    user_id: 21,
    status: 'PENDING',
    status_note: null,
    nib: '1234567890123',
    file_nib: 'nib/3f9c.pdf',
    file_nib_url: '/api/v1/files/nib/3f9c.pdf',
    file_npwp: null,
    file_npwp_url: null,
    missing: ['Berkas NPWP'],
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** Parsed with the shared schema so the fixture cannot drift from the contract. */
export function companyProfileData(overrides: Partial<CompanyProfile> = {}): CompanyProfileData {
  return CompanyProfileDataSchema.parse({
    company_detail: companyProfile(overrides),
    cities: [
      { code: '64.72', name: 'Kota Samarinda' },
      { code: '64.71', name: 'Kota Balikpapan' },
    ],
    districts: [
      { code: '64.72.09', name: 'Samarinda Kota' },
      { code: '64.72.01', name: 'Palaran' },
    ],
    sub_districts: [
      { code: '64.72.09.1001', name: 'Karang Mumus' },
      { code: '64.72.09.1002', name: 'Pasar Pagi' },
    ],
  });
}
