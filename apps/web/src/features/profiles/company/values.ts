/**
 * The company form's values: what the loaded profile puts in the fields, and the multipart body the
 * save sends (docs/product.md §7: the fields plus the files photo, file_nib, file_npwp).
 */
import {
  COMPANY_PROFILE_FIELDS,
  WEBSITE_PATTERN,
  type CompanyProfileField,
} from '@siloker/shared/schemas/profile-constants';
import type { CompanyProfile } from '@siloker/shared/schemas/profiles';

export type CompanyFormValues = Record<CompanyProfileField, string>;

export const COMPANY_FILE_NAMES = ['photo', 'file_nib', 'file_npwp'] as const;
export type CompanyFileName = (typeof COMPANY_FILE_NAMES)[number];
export type CompanyFiles = Record<CompanyFileName, File | null>;

const FIELD_NAMES = Object.keys(COMPANY_PROFILE_FIELDS) as CompanyProfileField[];

/** The saved profile as text fields; a missing value is an empty field. */
export function companyFormValues(company: CompanyProfile): CompanyFormValues {
  const raw: Record<CompanyProfileField, string | number | null> = {
    name: company.name,
    email: company.email,
    about: company.about,
    address: company.address,
    province_code: company.province_code,
    city_code: company.city_code,
    district_code: company.district_code,
    sub_district_code: company.sub_district_code,
    phone: company.phone,
    website: company.website,
    business_field_id: company.business_field_id,
    postal_code: company.postal_code,
    nib: company.nib,
    status_office: company.status_office,
  };
  return Object.fromEntries(
    FIELD_NAMES.map((name) => [name, raw[name] == null ? '' : String(raw[name])]),
  ) as CompanyFormValues;
}

/** Every field of the contract, and only the files the user chose: the server keeps the others. */
export function companyFormData(values: CompanyFormValues, files: CompanyFiles): FormData {
  const body = new FormData();
  for (const name of FIELD_NAMES) body.append(name, values[name].trim());
  for (const name of COMPANY_FILE_NAMES) {
    const file = files[name];
    if (file) body.append(name, file, file.name);
  }
  return body;
}

/**
 * The server's website check (CompanyProfileFormSchema in profiles.ts), run before sending so the
 * user sees it at once; the server runs its own regardless.
 */
export const isWebsite = (value: string) => value.trim() === '' || WEBSITE_PATTERN.test(value.trim());
