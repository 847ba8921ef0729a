/**
 * Editors of the three entry lists (docs/product.md §3): each row a fieldset with its own legend, so the
 * repeated labels ("Tahun lulus") are read with their row; add and remove buttons; locked education
 * rows keep their level and cannot be removed (docs/product.md §9).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  EDUCATION_FIELDS,
  EXPERIENCE_FIELDS,
  SEEKER_LIMITS,
  SKILL_FIELDS,
} from '@siloker/shared/schemas/profile-constants';
import { FileField } from '../../../components/form/file-field.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { SelectField, type SelectOption } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import {
  emptyEducation,
  emptyExperience,
  emptySkill,
  type EducationRow,
  type ExperienceRow,
  type RowErrors,
  type SkillRow,
} from './entries.ts';
import { DateField } from '../../../components/form/choice-fields.tsx';

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

/** What the fields of one row need: ids and names unique to the row, its errors, a change of it. */
function rowFields<R extends { key: string }>(
  list: string,
  rows: R[],
  index: number,
  errors: readonly RowErrors[],
  onChange: (rows: R[]) => void,
) {
  const row = rows[index]!;
  const id = (name: string) => `${list}-${row.key}-${name}`;
  const name = (field: string) => `${list}[${index}][${field}]`;
  const error = (field: string) => errors[index]?.[field];
  const update = (patch: Partial<R>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  /** Props for an input of the row (TextField and its kin): the row's error linked to it. */
  const input = (field: keyof R & string, label: string) => ({
    id: id(field),
    name: name(field),
    label,
    value: String(row[field] ?? ''),
    onValueChange: (value: string) => update({ [field]: value } as Partial<R>),
    error: error(field),
    errorId: `${id(field)}-error`,
  });
  return { id, name, error, update, input };
}

type RowFields<R extends { key: string }> = ReturnType<typeof rowFields<R>>;

/** One row: a fieldset named by its legend, its fields, and its remove button (or why it has none). */
function EntryRow({
  legend,
  disabled,
  onRemove,
  children,
}: {
  legend: string;
  disabled?: boolean;
  /** Absent for a row that must stay (a locked education level). */
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="entry-row" disabled={disabled}>
      <legend className="entry-legend">{legend}</legend>
      <div className="form-grid">{children}</div>
      {onRemove ? (
        <button type="button" className="btn btn-ghost btn-sm entry-remove" onClick={onRemove}>
          Hapus {legend}
        </button>
      ) : (
        <p className="field-hint entry-locked">Baris ini wajib ada; jenjangnya tidak dapat diubah.</p>
      )}
    </fieldset>
  );
}

function EntryList<R extends { key: string }>({
  list,
  title,
  intro,
  rows,
  onChange,
  errors,
  create,
  max,
  firstField,
  legend,
  canRemove = () => true,
  listError,
  disabled,
  footer,
  children,
}: EditorProps<R> & {
  list: string;
  title: string;
  intro: string;
  create: () => R;
  max: number;
  /** The field that takes the focus in a row just added. */
  firstField: string;
  legend: (row: R, index: number) => string;
  canRemove?: (row: R) => boolean;
  /** Fields about the list as a whole, under it. */
  footer?: ReactNode;
  children: (row: R, fields: RowFields<R>) => ReactNode;
}) {
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
    <FormSection
      id={`${list}-heading`}
      title={title}
      intro={intro}
      describedBy={listError ? errorId : undefined}
      layout="stack"
    >
      {listError ? (
        <p className="form-alert form-alert-error" id={errorId} role="alert" tabIndex={-1}>
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="entry-empty">Belum ada data {title.toLowerCase()}.</p> : null}
      <ol className="entry-list">
        {rows.map((row, index) => (
          <li key={row.key}>
            <EntryRow
              legend={legend(row, index)}
              disabled={disabled}
              onRemove={canRemove(row) ? () => remove(index) : undefined}
            >
              {children(row, rowFields(list, rows, index, errors, onChange))}
            </EntryRow>
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
    </FormSection>
  );
}

/** The saved certificate of a row: kept unless the user removes it; a new file replaces it. */
function Certificate<R extends { key: string; certificate: string | null; certificate_url: string | null }>({
  row,
  fields,
  label,
  files,
  onFileChange,
}: { row: R; fields: RowFields<R>; label: string } & CertificateProps) {
  return (
    <div className="span-2 entry-certificate">
      <FileField
        id={fields.id('certificate')}
        name={fields.name('certificate')}
        label={label}
        kind="document"
        file={files.get(row.key) ?? null}
        onFileChange={(file) => onFileChange(row.key, file)}
        currentUrl={row.certificate_url}
        error={fields.error('certificate')}
      />
      {row.certificate ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => fields.update({ certificate: null, certificate_url: null } as Partial<R>)}
        >
          Hapus {label.toLowerCase()} tersimpan
        </button>
      ) : null}
    </div>
  );
}

export function EducationEditor({
  levels,
  files,
  onFileChange,
  ...editor
}: EditorProps<EducationRow> & CertificateProps & { levels: readonly SelectOption[]; footer?: ReactNode }) {
  const levelName = (id: string) => levels.find((l) => l.value === id)?.label;
  return (
    <EntryList
      {...editor}
      list="educations"
      title="Pendidikan"
      intro="Setiap baris perlu jenjang dan tahun lulus. Sertifikat atau ijazah boleh dilampirkan (PDF atau gambar)."
      create={() => emptyEducation()}
      max={SEEKER_LIMITS.educations}
      firstField="education_id"
      legend={(row, index) =>
        `Pendidikan ${index + 1}${levelName(row.education_id) ? ` (${levelName(row.education_id)})` : ''}`
      }
      canRemove={(row) => !row.is_lock}
    >
      {(row, fields) => (
        <>
          <SelectField
            {...fields.input('education_id', EDUCATION_FIELDS.education_id.label)}
            options={levels}
            placeholder="Pilih jenjang"
            disabled={row.is_lock}
          />
          <TextField
            {...fields.input('graduation_year', EDUCATION_FIELDS.graduation_year.label)}
            inputMode="numeric"
            maxLength={4}
          />
          <TextField {...fields.input('school_name', EDUCATION_FIELDS.school_name.label)} />
          <TextField {...fields.input('major', EDUCATION_FIELDS.major.label)} />
          <Certificate
            label="Sertifikat/ijazah"
            row={row}
            fields={fields}
            files={files}
            onFileChange={onFileChange}
          />
        </>
      )}
    </EntryList>
  );
}

export function ExperienceEditor(editor: EditorProps<ExperienceRow>) {
  return (
    <EntryList
      {...editor}
      list="experiences"
      title="Pengalaman Kerja"
      intro="Tempat Anda pernah bekerja, magang, atau berwirausaha. Kosongkan tanggal selesai bila masih bekerja."
      create={emptyExperience}
      max={SEEKER_LIMITS.experiences}
      firstField="company_name"
      legend={(_, index) => `Pengalaman ${index + 1}`}
    >
      {(_, fields) => (
        <>
          <TextField {...fields.input('company_name', EXPERIENCE_FIELDS.company_name.label)} />
          <TextField {...fields.input('position', EXPERIENCE_FIELDS.position.label)} />
          <DateField {...fields.input('start_date', EXPERIENCE_FIELDS.start_date.label)} />
          <DateField {...fields.input('end_date', EXPERIENCE_FIELDS.end_date.label)} />
          <TextAreaField {...fields.input('jobdesk', EXPERIENCE_FIELDS.jobdesk.label)} className="span-2" />
        </>
      )}
    </EntryList>
  );
}

export function SkillEditor({ files, onFileChange, ...editor }: EditorProps<SkillRow> & CertificateProps) {
  return (
    <EntryList
      {...editor}
      list="skills"
      title="Keahlian"
      intro="Keahlian, pelatihan, atau kursus yang Anda ikuti, dengan sertifikatnya bila ada."
      create={emptySkill}
      max={SEEKER_LIMITS.skills}
      firstField="name"
      legend={(_, index) => `Keahlian ${index + 1}`}
    >
      {(row, fields) => (
        <>
          <TextField {...fields.input('name', SKILL_FIELDS.name.label)} />
          <TextField
            {...fields.input('duration', SKILL_FIELDS.duration.label)}
            hint="Contoh: 3 bulan, 40 jam."
          />
          <TextAreaField
            {...fields.input('description', SKILL_FIELDS.description.label)}
            className="span-2"
          />
          <Certificate
            label="Sertifikat"
            row={row}
            fields={fields}
            files={files}
            onFileChange={onFileChange}
          />
        </>
      )}
    </EntryList>
  );
}
