import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  GENDER_NAMES,
  GENDERS,
  JOB_LOCATION_EXPECTATION_NAMES,
  JOB_LOCATION_EXPECTATIONS,
  MARRIAGE_STATUSES,
} from '@siloker/shared/enums';
import { APPLICANT_FILTER_LABELS } from '@siloker/shared/schemas/applications-constants';
import { masterListQueryOptions, religionsQueryOptions } from '../master/index.ts';
import { wageAmountsQueryOptions, type ApplicantFilters } from './api.ts';
import './applicant-filters.css';

export type FilterName = keyof typeof APPLICANT_FILTER_LABELS;
/** The filters kept in the address besides `search` (which the list toolkit keeps itself). */
export const APPLICANT_FILTER_NAMES = [
  'education_id',
  'gender',
  'marriage_status',
  'religion_id',
  'job_location_expectation',
  'wage_amount_id',
  'min_gpa',
  'min_age',
  'max_age',
] as const satisfies readonly FilterName[];

type Option = { value: string; label: string };

const titleCase = (s: string) => s.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * The §5 applicant filters. They are applied together with 'Terapkan' (so a half-typed age is not
 * sent) and go to the server, so they hold across pages; render with a `key` of the applied values so
 * the form follows the address (back button). On phones the form folds behind 'Filter (n)', n the
 * filters applied; applying remounts it folded, so the results show.
 */
export function ApplicantFilterForm({
  applied,
  onApply,
}: {
  applied: ApplicantFilters;
  onApply: (filters: Required<ApplicantFilters>) => void;
}) {
  const [values, setValues] = useState<ApplicantFilters>(applied);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const active = (['search', ...APPLICANT_FILTER_NAMES] as FilterName[]).filter((n) =>
    (applied[n] ?? '').trim(),
  ).length;
  const educations = useQuery(masterListQueryOptions('educations'));
  const religions = useQuery(religionsQueryOptions());
  const wages = useQuery(wageAmountsQueryOptions());

  const options: Partial<Record<FilterName, Option[]>> = {
    education_id: (educations.data ?? []).map((e) => ({ value: String(e.id), label: e.name })),
    gender: GENDERS.map((g) => ({ value: g, label: GENDER_NAMES[g] })),
    marriage_status: MARRIAGE_STATUSES.map((m) => ({ value: m, label: titleCase(m) })),
    religion_id: (religions.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
    job_location_expectation: JOB_LOCATION_EXPECTATIONS.map((j) => ({
      value: j,
      label: JOB_LOCATION_EXPECTATION_NAMES[j],
    })),
    wage_amount_id: (wages.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
  };
  const numbers: Partial<Record<FilterName, { min: number; max: number; step: string }>> = {
    min_gpa: { min: 0, max: 100, step: '0.01' },
    min_age: { min: 0, max: 100, step: '1' },
    max_age: { min: 0, max: 100, step: '1' },
  };

  const set = (name: FilterName, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const everything = (from: ApplicantFilters) =>
    Object.fromEntries(
      (['search', ...APPLICANT_FILTER_NAMES] as FilterName[]).map((n) => [n, (from[n] ?? '').trim()]),
    ) as Required<ApplicantFilters>;

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(everything(values));
  }

  return (
    <div className="app-filters-box" data-open={open}>
      <button
        type="button"
        className="btn btn-outline app-filters-toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((v) => !v)}
      >
        Filter ({active})
      </button>
      <form id={formId} className="app-filters" role="search" aria-label="Filter pelamar" onSubmit={submit}>
        <div className="app-filter app-filter-search">
          <label htmlFor="applicant-search" className="form-label">
            {APPLICANT_FILTER_LABELS.search}
          </label>
          <input
            id="applicant-search"
            type="search"
            className="form-input"
            value={values.search ?? ''}
            onChange={(e) => set('search', e.target.value)}
            autoComplete="off"
          />
        </div>
        {APPLICANT_FILTER_NAMES.map((name) => {
          const id = `applicant-${name}`;
          const choice = options[name];
          const number = numbers[name];
          return (
            <div key={name} className="app-filter">
              <label htmlFor={id} className="form-label">
                {APPLICANT_FILTER_LABELS[name]}
              </label>
              {choice ? (
                <select
                  id={id}
                  className="form-input"
                  value={values[name] ?? ''}
                  onChange={(e) => set(name, e.target.value)}
                >
                  <option value="">Semua</option>
                  {choice.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  className="form-input"
                  min={number?.min}
                  max={number?.max}
                  step={number?.step}
                  value={values[name] ?? ''}
                  onChange={(e) => set(name, e.target.value)}
                />
              )}
            </div>
          );
        })}
        <div className="app-filter-actions">
          <button type="submit" className="btn btn-primary">
            Terapkan
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setValues({});
              onApply(everything({}));
            }}
          >
            Hapus filter
          </button>
        </div>
      </form>
    </div>
  );
}
