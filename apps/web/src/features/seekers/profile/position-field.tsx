import type { ChangeEvent, FocusEvent, FormEvent, KeyboardEvent } from 'react';
import type { Position } from '@siloker/shared/schemas/master';
import { OTHER_POSITION } from './form-data.ts';

/**
 * The wanted position: one native select whose groups are the level-1 positions (SPEC.md §3 positions
 * tree), with a last choice "Lainnya" for a position not in the list. Takes a spread of
 * `form.field('position_id')`; the markup is SelectField's.
 */
export function PositionField({
  id,
  name,
  label,
  value,
  onValueChange,
  groups,
  loading,
  error,
  errorId,
  hint,
  disabled,
  onInput,
  onBlur,
  onKeyDown,
}: {
  id: string;
  name?: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  groups: readonly Position[];
  loading?: boolean;
  error?: string;
  errorId: string;
  hint?: string;
  disabled?: boolean;
  onInput?: (event: FormEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const known =
    value === '' ||
    value === OTHER_POSITION ||
    groups.some((g) => String(g.id) === value || g.children?.some((c) => String(c.id) === value));
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onInput?.(event);
    onValueChange(event.target.value);
  };
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-wrap select-wrap">
        <select
          id={id}
          name={name}
          className="form-input form-select"
          value={value}
          disabled={disabled}
          onChange={handleChange}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{loading ? 'Memuat...' : 'Pilih jabatan'}</option>
          {known ? null : <option value={value}>{value}</option>}
          {groups.map((group) =>
            group.children?.length ? (
              <optgroup key={group.id} label={group.name}>
                {group.children.map((child) => (
                  <option key={child.id} value={String(child.id)}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={group.id} value={String(group.id)}>
                {group.name}
              </option>
            ),
          )}
          <option value={OTHER_POSITION}>Lainnya (tulis sendiri)</option>
        </select>
      </div>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
