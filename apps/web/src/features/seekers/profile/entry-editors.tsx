/**
 * Editors of the three entry lists (SPEC.md §3): each row a fieldset with its own legend, so the
 * repeated labels ("Tahun lulus") are read with their row; add and remove buttons; locked education
 * rows keep their level and cannot be removed (SPEC.md §9).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SEEKER_LIMITS } from '@siloker/shared/schemas/profile-constants';
import { FileField } from '../../../components/form/file-field.tsx';
import { SelectField, type SelectOption } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { EDUCATION_FIELDS, EXPERIENCE_FIELDS, SKILL_FIELDS } from '@siloker/shared/schemas/profile-constants';
import {
  emptyEducation,
  emptyExperience,
  emptySkill,
  type EducationRow,
  type ExperienceRow,
  type RowErrors,
  type SkillRow,
} from './entries.ts';
import { DateField, TextAreaField } from './fields.tsx';

interface EditorProps<R> {
  rows: R[];
  onChange: (rows: R[]) => void;
  /** Per row, `{field: message}`. */
  errors: readonly RowErrors[];
  /** A message about the whole list (the §5 incomplete-education warning, a server error). */
  listError?: string;
  disabled?: boolean;
}

interface CertificateProps {
  files: ReadonlyMap<string, File>;
  onFileChange: (rowKey: string, file: File | null) => void;
}

/** Props for an input of one row: a unique id, the row's error linked to it. */
function rowInput<R extends { key: string }>(
  list: string,
  rows: R[],
  index: number,
  errors: readonly RowErrors[],
  onChange: (rows: R[]) => void,
) {
  const row = rows[index]!;
  return (name: keyof R & string, label: string) => {
    const id = `${list}-${row.key}-${name}`;
    return {
      id,
      name: `${list}[${index}][${name}]`,
      label,
      value: String(row[name] ?? ''),
      onValueChange: (value: string) =>
        onChange(rows.map((r, i) => (i === index ? { ...r, [name]: value } : r))),
      error: errors[index]?.[name],
      errorId: `${id}-error`,
    };
  };
}

function EntryList<R extends { key: string }>({
  list,
  title,
  intro,
  rows,
  onChange,
  create,
  max,
  firstField,
  legend,
  canRemove = () => true,
  listError,
  disabled,
  footer,
  children,
}: {
  list: string;
  title: string;
  intro: string;
  rows: R[];
  onChange: (rows: R[]) => void;
  create: () => R;
  max: number;
  /** The field that takes the focus in a row just added. */
  firstField: string;
  legend: (row: R, index: number) => string;
  canRemove?: (row: R) => boolean;
  listError?: string;
  disabled?: boolean;
  /** Fields about the list as a whole, under it. */
  footer?: ReactNode;
  children: (row: R, index: number) => ReactNode;
}) {
  const headingId = `${list}-heading`;
  const errorId = `${list}-list-error`;
  const addRef = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ key: string } | { add: true } | null>(null);

  // After the row appears (or disappears), move the focus where the user's next step is.
  useEffect(() => {
    if (!focus) return;
    if ('key' in focus) document.getElementById(`${list}-${focus.key}-${firstField}`)?.focus();
    else addRef.current?.focus();
  }, [focus, list, firstField]);

  const add = () => {
    const row = create();
    onChange([...rows, row]);
    setFocus({ key: row.key });
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    setFocus({ add: true });
  };

  return (
    <section
      className="profile-section"
      aria-labelledby={headingId}
      aria-describedby={listError ? errorId : undefined}
    >
      <h2 id={headingId}>{title}</h2>
      <p className="profile-section-intro">{intro}</p>
      {listError ? (
        <p className="form-alert form-alert-error" id={errorId} role="alert">
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="entry-empty">Belum ada data {title.toLowerCase()}.</p> : null}
      <ol className="entry-list">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="entry-row" disabled={disabled}>
              <legend className="entry-legend">{legend(row, index)}</legend>
              <div className="profile-grid">{children(row, index)}</div>
              {canRemove(row) ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm entry-remove"
                  onClick={() => remove(index)}
                >
                  Hapus {legend(row, index)}
                </button>
              ) : (
                <p className="field-hint entry-locked">Baris ini wajib ada; jenjangnya tidak dapat diubah.</p>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        ref={addRef}
        type="button"
        className="btn btn-outline btn-sm entry-add"
        onClick={add}
        disabled={disabled || rows.length >= max}
      >
        Tambah {title.toLowerCase()}
      </button>
      {rows.length >= max ? <p className="field-hint">Paling banyak {max} baris.</p> : null}
      {footer}
    </section>
  );
}

/** The saved certificate of a row: kept unless the user removes it; a new file replaces it. */
function Certificate<R extends { key: string; certificate: string | null; certificate_url: string | null }>({
  list,
  row,
  index,
  rows,
  onChange,
  files,
  onFileChange,
  error,
  label,
}: {
  list: 'educations' | 'skills';
  row: R;
  index: number;
  rows: R[];
  onChange: (rows: R[]) => void;
  error?: string;
  label: string;
} & CertificateProps) {
  const dropSaved = () =>
    onChange(rows.map((r, i) => (i === index ? { ...r, certificate: null, certificate_url: null } : r)));
  return (
    <div className="span-2 entry-certificate">
      <FileField
        id={`${list}-${row.key}-certificate`}
        name={`${list}[${index}][certificate]`}
        label={label}
        kind="document"
        file={files.get(row.key) ?? null}
        onFileChange={(file) => onFileChange(row.key, file)}
        currentUrl={row.certificate_url}
        error={error}
      />
      {row.certificate ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={dropSaved}>
          Hapus {label.toLowerCase()} tersimpan
        </button>
      ) : null}
    </div>
  );
}

export function EducationEditor({
  rows,
  onChange,
  errors,
  listError,
  disabled,
  levels,
  files,
  onFileChange,
  footer,
}: EditorProps<EducationRow> & CertificateProps & { levels: readonly SelectOption[]; footer?: ReactNode }) {
  const levelName = (id: string) => levels.find((l) => l.value === id)?.label;
  return (
    <EntryList
      list="educations"
      title="Pendidikan"
      intro="Setiap baris perlu jenjang dan tahun lulus. Sertifikat atau ijazah boleh dilampirkan (PDF atau gambar)."
      rows={rows}
      onChange={onChange}
      create={() => emptyEducation()}
      max={SEEKER_LIMITS.educations}
      firstField="education_id"
      legend={(row, index) =>
        `Pendidikan ${index + 1}${levelName(row.education_id) ? ` (${levelName(row.education_id)})` : ''}`
      }
      canRemove={(row) => !row.is_lock}
      listError={listError}
      disabled={disabled}
      footer={footer}
    >
      {(row, index) => {
        const input = rowInput('educations', rows, index, errors, onChange);
        return (
          <>
            <SelectField
              {...input('education_id', EDUCATION_FIELDS.education_id.label)}
              options={levels}
              placeholder="Pilih jenjang"
              disabled={row.is_lock}
            />
            <TextField
              {...input('graduation_year', EDUCATION_FIELDS.graduation_year.label)}
              inputMode="numeric"
              maxLength={4}
            />
            <TextField {...input('school_name', EDUCATION_FIELDS.school_name.label)} />
            <TextField {...input('major', EDUCATION_FIELDS.major.label)} />
            <Certificate
              list="educations"
              label="Sertifikat/ijazah"
              row={row}
              index={index}
              rows={rows}
              onChange={onChange}
              files={files}
              onFileChange={onFileChange}
              error={errors[index]?.certificate}
            />
          </>
        );
      }}
    </EntryList>
  );
}

export function ExperienceEditor({
  rows,
  onChange,
  errors,
  listError,
  disabled,
}: EditorProps<ExperienceRow>) {
  return (
    <EntryList
      list="experiences"
      title="Pengalaman Kerja"
      intro="Tempat Anda pernah bekerja, magang, atau berwirausaha. Kosongkan tanggal selesai bila masih bekerja."
      rows={rows}
      onChange={onChange}
      create={emptyExperience}
      max={SEEKER_LIMITS.experiences}
      firstField="company_name"
      legend={(_, index) => `Pengalaman ${index + 1}`}
      listError={listError}
      disabled={disabled}
    >
      {(_, index) => {
        const input = rowInput('experiences', rows, index, errors, onChange);
        return (
          <>
            <TextField {...input('company_name', EXPERIENCE_FIELDS.company_name.label)} />
            <TextField {...input('position', EXPERIENCE_FIELDS.position.label)} />
            <DateField {...input('start_date', EXPERIENCE_FIELDS.start_date.label)} />
            <DateField {...input('end_date', EXPERIENCE_FIELDS.end_date.label)} />
            <TextAreaField {...input('jobdesk', EXPERIENCE_FIELDS.jobdesk.label)} className="span-2" />
          </>
        );
      }}
    </EntryList>
  );
}

export function SkillEditor({
  rows,
  onChange,
  errors,
  listError,
  disabled,
  files,
  onFileChange,
}: EditorProps<SkillRow> & CertificateProps) {
  return (
    <EntryList
      list="skills"
      title="Keahlian"
      intro="Keahlian, pelatihan, atau kursus yang Anda ikuti, dengan sertifikatnya bila ada."
      rows={rows}
      onChange={onChange}
      create={emptySkill}
      max={SEEKER_LIMITS.skills}
      firstField="name"
      legend={(_, index) => `Keahlian ${index + 1}`}
      listError={listError}
      disabled={disabled}
    >
      {(row, index) => {
        const input = rowInput('skills', rows, index, errors, onChange);
        return (
          <>
            <TextField {...input('name', SKILL_FIELDS.name.label)} />
            <TextField {...input('duration', SKILL_FIELDS.duration.label)} hint="Contoh: 3 bulan, 40 jam." />
            <TextAreaField {...input('description', SKILL_FIELDS.description.label)} className="span-2" />
            <Certificate
              list="skills"
              label="Sertifikat"
              row={row}
              index={index}
              rows={rows}
              onChange={onChange}
              files={files}
              onFileChange={onFileChange}
              error={errors[index]?.certificate}
            />
          </>
        );
      }}
    </EntryList>
  );
}
