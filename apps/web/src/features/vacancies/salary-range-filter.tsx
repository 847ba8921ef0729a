import { useId, useState, type FormEvent } from 'react';
import { SALARY_FILTER_LABELS, vacancyFilterProblems } from '@siloker/shared/schemas/vacancy-list-constants';
import { formatThousands } from '@siloker/shared/format/index';

/** Digits of a typed amount ("2.500.000", "Rp 2500000") as the address keeps it; '' when none. */
export const amountOf = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);

/**
 * The vacancy list's salary range (docs/decisions/087): two amounts in rupiah, applied together with
 * "Terapkan" or Enter, and checked with the server's rule first (a minimum above the maximum is refused
 * here with the same words the API would answer). The range is per month and meets monthly salaries
 * only, which the label and hint say (docs/decisions/098).
 */
export function SalaryRangeFilter({
  min,
  max,
  onApply,
  keep = {},
}: {
  min: string;
  max: string;
  onApply: (range: { salary_min: string; salary_max: string }) => void;
  /** The list's other parameters, sent along when the form is sent without JavaScript (docs/decisions/099). */
  keep?: Record<string, string>;
}) {
  const id = useId();
  const [typedMin, setTypedMin] = useState(min ? formatThousands(Number(min)) : '');
  const [typedMax, setTypedMax] = useState(max ? formatThousands(Number(max)) : '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const salary_min = amountOf(typedMin);
    const salary_max = amountOf(typedMax);
    const problems = vacancyFilterProblems({
      salary_min: salary_min ? Number(salary_min) : undefined,
      salary_max: salary_max ? Number(salary_max) : undefined,
    });
    const first = Object.values(problems)[0]?.[0];
    setError(first ?? null);
    if (!first) onApply({ salary_min, salary_max });
  };

  return (
    <form method="get" className="list-filter salary-filter" onSubmit={submit} noValidate>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <span className="form-label" id={`${id}-label`}>
        {SALARY_FILTER_LABELS.group}
      </span>
      <div
        className="salary-filter-inputs"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      >
        <input
          className="form-input"
          inputMode="numeric"
          aria-label={SALARY_FILTER_LABELS.min}
          placeholder="Minimal"
          name="salary_min"
          value={typedMin}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setTypedMin(e.target.value)}
        />
        <input
          className="form-input"
          inputMode="numeric"
          aria-label={SALARY_FILTER_LABELS.max}
          placeholder="Maksimal"
          name="salary_max"
          value={typedMax}
          onChange={(e) => setTypedMax(e.target.value)}
        />
        <button type="submit" className="btn btn-outline">
          Terapkan
        </button>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {SALARY_FILTER_LABELS.hint}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
