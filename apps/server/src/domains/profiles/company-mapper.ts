import { companyProfileMissing, type CompanyProfile, type CompanyStatus } from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import { privateFileUrl } from '../../lib/storage/url.ts';
import { toCompanyPublic } from '../companies/service.ts';
import type { CompanyProfileRow } from './company-repository.ts';

/** The owner's view of the company: NIB and its documents (as authorised URLs) included. */
export function toCompanyProfile(r: CompanyProfileRow): CompanyProfile {
  // The profile is the public company (CompanyProfileSchema extends CompanyPublicSchema) plus what
  // only the owner and the office see.
  const profile: Omit<CompanyProfile, 'missing'> = {
    ...toCompanyPublic(r),
    user_id: r.user_id,
    status: r.status as CompanyStatus,
    status_note: r.status_note,
    nib: r.nib,
    file_nib: r.file_nib,
    file_nib_url: privateFileUrl(r.file_nib),
    file_npwp: r.file_npwp,
    file_npwp_url: privateFileUrl(r.file_npwp),
    created_at: isoOrNull(r.created_at)!,
    updated_at: isoOrNull(r.updated_at)!,
  };
  return { ...profile, missing: companyProfileMissing(profile) };
}
