import { positions, seekerDetails, users } from '../db/schema/index.ts';
import { nameById, regionColumns } from './sql-names.ts';

/**
 * What the AK/1 card prints of a seeker (domains/ak1): identity, address, the position sought and the
 * registration. Every view of a seeker's registration starts from these.
 */
export const seekerCardColumns = {
  id: seekerDetails.id,
  full_name: seekerDetails.full_name,
  nik: seekerDetails.nik,
  birth_place: seekerDetails.birth_place,
  birth_date: seekerDetails.birth_date,
  gender: seekerDetails.gender,
  address: seekerDetails.address,
  rt: seekerDetails.rt,
  rw: seekerDetails.rw,
  house_number: seekerDetails.house_number,
  ...regionColumns(seekerDetails),
  marriage_status: seekerDetails.marriage_status,
  position_name: nameById(positions, seekerDetails.position_id, 'position_name'),
  is_position_other: seekerDetails.is_position_other,
  position_other: seekerDetails.position_other,
  photo: seekerDetails.photo,
  status: seekerDetails.status,
  status_note: seekerDetails.status_note,
  number_registration: seekerDetails.number_registration,
  date_registration: seekerDetails.date_registration,
};

/**
 * The card's columns plus what the seeker edits and the office checks (contact, the KTP file, the ids
 * behind the names): the seeker's own profile (domains/profiles) and the office's queue (domains/ak1).
 * `email` is the account's: the query joins users.
 */
export const seekerRegistrationColumns = {
  ...seekerCardColumns,
  user_id: seekerDetails.user_id,
  email: users.email,
  phone: seekerDetails.phone,
  religion_id: seekerDetails.religion_id,
  file_ktp: seekerDetails.file_ktp,
  position_id: seekerDetails.position_id,
  job_location_expectation: seekerDetails.job_location_expectation,
};
