import { businessFields, companyDetails } from '../db/schema/index.ts';
import { nameById, regionColumns } from './sql-names.ts';

/**
 * The company columns anyone may read (the directory, the company page: never NIB or the document
 * keys). The owner's profile (domains/profiles) selects these and adds its own, as CompanyProfileSchema
 * extends CompanyPublicSchema.
 */
export const companyPublicColumns = {
  id: companyDetails.id,
  name: companyDetails.name,
  slug_name: companyDetails.slug_name,
  about: companyDetails.about,
  photo: companyDetails.photo,
  email: companyDetails.email,
  phone: companyDetails.phone,
  website: companyDetails.website,
  address: companyDetails.address,
  postal_code: companyDetails.postal_code,
  ...regionColumns(companyDetails),
  business_field_id: companyDetails.business_field_id,
  business_field_name: nameById(businessFields, companyDetails.business_field_id, 'business_field_name'),
  status_office: companyDetails.status_office,
  status: companyDetails.status,
  created_at: companyDetails.created_at,
};
