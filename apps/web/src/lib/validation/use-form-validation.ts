/**
 * Form validation of docs/product.md §4/§5 on the shared engine. A field with rules becomes dirty after its first
 * input, blur, change, or an Enter or Tab key press, and is re-validated on every later update. The
 * state has an `active` flag and an errors map, exposed only while active. `validateForm` validates every
 * field with rules, then runs the form's own check and returns its result (false for a missing form).
 * With `enabled: false` validation is switched off and the form counts as valid.
 */
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { validateValues, type FieldRulesMap } from '@siloker/shared/validation/rules';
import { onValidationReset } from './validation-reset.ts';

export interface UseFormValidationOptions {
  enabled?: boolean;
}

export function useFormValidation<K extends string>(
  fields: FieldRulesMap<K>,
  values: Record<K, unknown>,
  options: UseFormValidationOptions = {},
) {
  const enabled = options.enabled ?? true;
  const [dirty, setDirty] = useState<ReadonlySet<K>>(() => new Set());
  const [active, setActive] = useState(false);
  const idPrefix = useId();

  // Re-validated on each update: derived from the current values, never stored stale.
  const allErrors = useMemo(
    () => validateValues(fields, values, { enabled, only: dirty }),
    [fields, values, enabled, dirty],
  );
  const errors = useMemo<Partial<Record<K, string>>>(
    () => (active && enabled ? allErrors : {}),
    [active, enabled, allErrors],
  );

  const touch = useCallback(
    (name: K) => {
      if (!(name in fields)) return;
      setActive(true);
      setDirty((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
    [fields],
  );

  const reset = useCallback(() => {
    setActive(false);
    setDirty(new Set());
  }, []);

  useEffect(() => onValidationReset(reset), [reset]);

  const validateForm = useCallback(
    (form: HTMLFormElement | null | undefined): boolean => {
      if (!enabled) return true;
      if (!form) return false;
      setActive(true);
      setDirty(new Set(Object.keys(fields) as K[]));
      const found = validateValues(fields, values, { enabled });
      const formCheck = typeof form.checkValidity === 'function' ? form.checkValidity() : true;
      return Object.keys(found).length === 0 && formCheck;
    },
    [enabled, fields, values],
  );

  const errorId = useCallback((name: K) => `${idPrefix}-${name}-error`, [idPrefix]);

  /** Handlers and ARIA attributes for an input; combine `onChange` with your own value update. */
  const fieldProps = useCallback(
    (name: K) => ({
      onInput: () => touch(name),
      onBlur: () => touch(name),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === 'Tab') touch(name);
      },
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId(name) : undefined,
    }),
    [errors, errorId, touch],
  );

  return { errors, active, dirty, touch, reset, validateForm, fieldProps, errorId };
}
