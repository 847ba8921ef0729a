import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { WLLP_FILL_LABELS, WLLP_MAX_HIRED, WLLP_MESSAGES } from '@siloker/shared/schemas/wllp-constants';
import type { WllpFillReportFormData } from '@siloker/shared/schemas/wllp';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { serverFieldErrors } from '../../components/form/use-form.ts';
import { feedback } from '../../lib/feedback.tsx';
import { masterListQueryOptions } from '../master/index.ts';
import { fillReportQueryOptions, useFileFillReport } from './api.ts';

/*
 * The fill report of one closed vacancy (Perpres 57/2023 Pasal 6; docs/decisions/105-wllp.md): hires
 * from the portal's applicants and from elsewhere, by sex and by education, pre-filled from the
 * ACCEPTED applications. The same sums the server holds are checked here first, on their fields.
 */

type Counts = 'hired_portal' | 'hired_other' | 'hired_male' | 'hired_female';
const COUNTS: Counts[] = ['hired_portal', 'hired_other', 'hired_male', 'hired_female'];
interface EducationRow {
  key: number;
  education_id: string;
  count: string;
}
type Errors = Partial<Record<Counts | 'educations', string>>;

const asCount = (v: string) => (/^\d{1,5}$/.test(v.trim()) ? Number(v.trim()) : NaN);

/** The form's own checks: whole numbers, and every split adding up to the same total. */
export function checkFillReport(values: Record<Counts, string>, rows: EducationRow[]): Errors {
  const errors: Errors = {};
  const n = Object.fromEntries(COUNTS.map((k) => [k, asCount(values[k])])) as Record<Counts, number>;
  for (const k of COUNTS) {
    if (Number.isNaN(n[k])) errors[k] = WLLP_MESSAGES.notNumber;
    else if (n[k] > WLLP_MAX_HIRED) errors[k] = WLLP_MESSAGES.tooMany;
  }
  if (Object.keys(errors).length > 0) return errors;
  const total = n.hired_portal + n.hired_other;
  if (n.hired_male + n.hired_female !== total) errors.hired_male = WLLP_MESSAGES.sexMismatch;
  const chosen = rows.filter((r) => r.education_id !== '');
  const ids = chosen.map((r) => r.education_id);
  if (rows.some((r) => r.education_id === '' && r.count.trim() !== '' && r.count.trim() !== '0'))
    errors.educations = WLLP_MESSAGES.educationUnknown;
  else if (new Set(ids).size !== ids.length) errors.educations = WLLP_MESSAGES.educationTwice;
  else if (chosen.some((r) => Number.isNaN(asCount(r.count)))) errors.educations = WLLP_MESSAGES.notNumber;
  else if (chosen.reduce((s, r) => s + asCount(r.count), 0) !== total)
    errors.educations = WLLP_MESSAGES.educationMismatch;
  return errors;
}

export function FillReportForm({ vacancyId, onDone }: { vacancyId: number; onDone: () => void }) {
  const query = useQuery(fillReportQueryOptions(vacancyId));
  if (query.isError) return <p className="wllp-error">{MESSAGES.getDataError}</p>;
  if (!query.data) {
    return (
      <p role="status" className="muted">
        Memuat formulir...
      </p>
    );
  }
  return <FillReportFields data={query.data} vacancyId={vacancyId} onDone={onDone} />;
}

let rowKey = 0;

function FillReportFields({
  data,
  vacancyId,
  onDone,
}: {
  data: WllpFillReportFormData;
  vacancyId: number;
  onDone: () => void;
}) {
  const id = useId();
  const report = data.fill_report;
  const [values, setValues] = useState<Record<Counts, string>>(
    () => Object.fromEntries(COUNTS.map((k) => [k, String(report[k])])) as Record<Counts, string>,
  );
  const [rows, setRows] = useState<EducationRow[]>(() =>
    report.educations.length
      ? report.educations.map((e) => ({
          key: ++rowKey,
          education_id: String(e.education_id),
          count: String(e.count),
        }))
      : [{ key: ++rowKey, education_id: '', count: '' }],
  );
  const [errors, setErrors] = useState<Errors>({});
  const educations = useQuery(masterListQueryOptions('educations'));
  const save = useFileFillReport(vacancyId);
  const total = (asCount(values.hired_portal) || 0) + (asCount(values.hired_other) || 0);
  const options = (educations.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkFillReport(values, rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        hired_portal: asCount(values.hired_portal),
        hired_other: asCount(values.hired_other),
        hired_male: asCount(values.hired_male),
        hired_female: asCount(values.hired_female),
        educations: rows
          .filter((r) => r.education_id !== '')
          .map((r) => ({ education_id: Number(r.education_id), count: asCount(r.count) })),
      },
      {
        onSuccess: () => onDone(),
        onError: (error) => {
          const server = serverFieldErrors(error);
          if (server) setErrors(server as Errors);
          else void feedback.errorDialog(MESSAGES.sendDataError);
        },
      },
    );
  };

  const field = (name: Counts) => ({
    id: `${id}-${name}`,
    name,
    label: WLLP_FILL_LABELS[name],
    value: values[name],
    onValueChange: (v: string) => setValues((old) => ({ ...old, [name]: v })),
    error: errors[name],
    errorId: `${id}-${name}-error`,
    inputMode: 'numeric' as const,
  });
  const errorList = Object.entries(errors).filter(([, m]) => m);

  return (
    <form className="wllp-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{WLLP_MESSAGES.formHeading}</h3>
      <p className="muted">{WLLP_MESSAGES.prefillNote(data.accepted.total)}</p>
      {errorList.length > 0 ? (
        <div role="alert" className="wllp-error">
          {errorList.map(([name, message]) => (
            <p key={name}>{message}</p>
          ))}
        </div>
      ) : null}
      <div className="form-grid">
        <TextField {...field('hired_portal')} />
        <TextField {...field('hired_other')} />
      </div>
      <p>
        {WLLP_MESSAGES.totalHired}: <strong data-testid="wllp-total">{total}</strong>
      </p>
      <div className="form-grid">
        <TextField {...field('hired_male')} />
        <TextField {...field('hired_female')} />
      </div>
      <fieldset className="wllp-form" aria-describedby={errors.educations ? `${id}-edu-error` : undefined}>
        <legend>{WLLP_FILL_LABELS.educations}</legend>
        {errors.educations ? (
          <p className="wllp-error" id={`${id}-edu-error`}>
            {errors.educations}
          </p>
        ) : null}
        {rows.map((row, index) => (
          <div className="wllp-edu-row" key={row.key}>
            <SelectField
              id={`${id}-edu-${row.key}`}
              label={`${WLLP_FILL_LABELS.education_id} ${index + 1}`}
              value={row.education_id}
              onValueChange={(v) =>
                setRows((old) => old.map((r) => (r.key === row.key ? { ...r, education_id: v } : r)))
              }
              errorId={`${id}-edu-${row.key}-error`}
              options={options}
              placeholder="Pilih pendidikan"
            />
            <TextField
              id={`${id}-count-${row.key}`}
              label={`${WLLP_FILL_LABELS.count} ${index + 1}`}
              value={row.count}
              inputMode="numeric"
              onValueChange={(v) =>
                setRows((old) => old.map((r) => (r.key === row.key ? { ...r, count: v } : r)))
              }
              errorId={`${id}-count-${row.key}-error`}
            />
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => setRows((old) => old.filter((r) => r.key !== row.key))}
              disabled={rows.length === 1}
            >
              {WLLP_MESSAGES.removeEducation}
              <span className="sr-only"> {`${WLLP_FILL_LABELS.education_id} ${index + 1}`}</span>
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setRows((old) => [...old, { key: ++rowKey, education_id: '', count: '' }])}
          >
            {WLLP_MESSAGES.addEducation}
          </button>
        </div>
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {WLLP_MESSAGES.submit}
        </button>
      </div>
    </form>
  );
}
