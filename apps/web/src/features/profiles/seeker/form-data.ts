/**
 * The multipart bodies of POST /profile-seeker/ (docs/product.md §7): the biodata screen sends the biodata
 * fields with the photo and KTP files, the qualification screen the plain qualification fields with
 * the three entry lists as JSON text and each new certificate under `<list>[<index>][certificate]`.
 * 'NULL' becomes an empty value before sending (docs/product.md §5).
 */
import { parseThousands } from '@siloker/shared/format/index';
import {
  certificateField,
  nullIfNullString,
  SEEKER_BIODATA_FIELDS,
  type SeekerBiodataField,
} from '@siloker/shared/schemas/profile-constants';
import { educationPayload, experiencePayload, skillPayload, type EntryRows } from './entries.ts';

const clean = (value: string) => nullIfNullString(value.trim()) ?? '';

function appendFile(form: FormData, name: string, file: File | null) {
  if (!file) return;
  form.append(name, file, file.name);
  // The server measures the file itself; the spec's client sends the size beside it.
  form.append(`${name}_size`, String(file.size));
}

export type BiodataValues = Record<SeekerBiodataField, string>;

export function biodataFormData(
  values: BiodataValues,
  files: { photo: File | null; file_ktp: File | null },
): FormData {
  const form = new FormData();
  for (const name of Object.keys(SEEKER_BIODATA_FIELDS) as SeekerBiodataField[]) {
    form.append(name, clean(values[name]));
  }
  appendFile(form, 'photo', files.photo);
  appendFile(form, 'file_ktp', files.file_ktp);
  return form;
}

/** The select's value for "a position not in the list" (sent as is_position_other = '1'). */
export const OTHER_POSITION = 'other';

export interface QualificationValues {
  position_id: string;
  position_other: string;
  job_location_expectation: string;
  job_locale_in: string;
  wage_expectation: string;
  latest_gpa: string;
  disability_id: string;
  language_another: string;
  about: string;
}

export interface QualificationChoices {
  language_skills: readonly string[];
  is_public: boolean;
}

/** New certificate files by row key; a row without one keeps (or drops) its saved certificate. */
export type CertificateFiles = Partial<Record<'educations' | 'skills', ReadonlyMap<string, File>>>;

export function qualificationFormData(
  values: QualificationValues,
  choices: QualificationChoices,
  rows: EntryRows,
  certificates: CertificateFiles = {},
): FormData {
  const form = new FormData();
  const isOther = values.position_id === OTHER_POSITION;
  const hasOtherLanguage = choices.language_skills.includes('Lainnya');
  const wage = parseThousands(values.wage_expectation);
  form.append('position_id', isOther ? '' : clean(values.position_id));
  form.append('is_position_other', isOther ? '1' : '0');
  form.append('position_other', isOther ? clean(values.position_other) : '');
  form.append('job_location_expectation', clean(values.job_location_expectation));
  form.append(
    'job_locale_in',
    values.job_location_expectation === 'LOCALE_IN' ? clean(values.job_locale_in) : '',
  );
  form.append('wage_expectation', wage === null ? '' : String(wage));
  form.append('latest_gpa', clean(values.latest_gpa).replace(',', '.'));
  form.append('disability_id', clean(values.disability_id));
  form.append('language_skills', JSON.stringify(choices.language_skills));
  form.append('language_another', hasOtherLanguage ? clean(values.language_another) : '');
  form.append('about', clean(values.about));
  form.append('is_public', choices.is_public ? '1' : '0');
  form.append('educations', JSON.stringify(educationPayload(rows.educations)));
  form.append('experiences', JSON.stringify(experiencePayload(rows.experiences)));
  form.append('skills', JSON.stringify(skillPayload(rows.skills)));
  for (const list of ['educations', 'skills'] as const) {
    rows[list].forEach((row, index) => {
      const file = certificates[list]?.get(row.key);
      if (file) form.append(certificateField(list, index), file, file.name);
    });
  }
  return form;
}
