/**
 * Form state on top of the §4/§5 validation hook: the values, the server's field errors
 * (`data.errors` of a `fail` answer) next to the client's, and a submit handler that validates first
 * and moves focus to the first field in error.
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@siloker/shared/envelope';
import { validateValues, type FieldRulesMap } from '@siloker/shared/validation/rules';
import { isApiError } from '../../lib/api-client.ts';
import { useFormValidation } from '../../lib/validation/use-form-validation.ts';
import { onValidationReset } from '../../lib/validation/validation-reset.ts';

/** `data.errors` of a non-success answer as `{field: firstMessage}`, or null when there is none. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error)) return null;
  const data = error.response.data?.data as Partial<FieldErrors> | null | undefined;
  const errors = data && typeof data === 'object' ? data.errors : undefined;
  if (!errors || typeof errors !== 'object') return null;
  const first = Object.entries(errors)
    .map(([name, messages]) => [name, Array.isArray(messages) ? messages[0] : messages] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return first.length ? Object.fromEntries(first) : null;
}

export interface UseFormOptions<K extends string> {
  /**
   * The values the rules see, when they differ from what is typed (e.g. a phone number without its
   * spaces). Keep it a stable function.
   */
  validateAs?: (values: Record<K, string>) => Record<K, string>;
}

/**
 * `fields` may depend on the values (a field that appears when another changes); return stable
 * objects from it, e.g. module constants.
 */
export function useForm<K extends string>(
  fieldsOrRule: FieldRulesMap<K> | ((values: Record<K, string>) => FieldRulesMap<K>),
  initial: Record<K, string>,
  options: UseFormOptions<K> = {},
) {
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ name: K } | null>(null);
  const fields = typeof fieldsOrRule === 'function' ? fieldsOrRule(values) : fieldsOrRule;
  const { validateAs } = options;
  const checked = useMemo(() => (validateAs ? validateAs(values) : values), [validateAs, values]);
  const validation = useFormValidation(fields, checked);
  const idPrefix = useId();
  const inputId = useCallback((name: K) => `${idPrefix}-${name}`, [idPrefix]);

  // A route change clears every validation message, the server's included (docs/product.md §2).
  useEffect(() => onValidationReset(() => setServerErrors({})), []);

  // Focus after the render that shows the message, so it is announced with the field.
  useEffect(() => {
    if (focusRequest) document.getElementById(inputId(focusRequest.name))?.focus();
  }, [focusRequest, inputId]);

  const setValue = useCallback((name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const errorOf = (name: K): string | undefined => validation.errors[name] ?? serverErrors[name];

  /** Props for <TextField>. */
  const field = (name: K) => {
    const { onInput, onBlur, onKeyDown } = validation.fieldProps(name);
    return {
      id: inputId(name),
      name,
      label: fields[name].label ?? name,
      value: values[name],
      onValueChange: (value: string) => setValue(name, value),
      error: errorOf(name),
      errorId: validation.errorId(name),
      onInput,
      onBlur,
      onKeyDown,
    };
  };

  /** Validates the whole form; calls `onValid` only when every rule passes. */
  const handleSubmit = (onValid: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors({});
    if (validation.validateForm(event.currentTarget)) {
      onValid();
      return;
    }
    const found = validateValues(fields, checked);
    const first = (Object.keys(fields) as K[]).find((name) => found[name]);
    if (first) setFocusRequest({ name: first });
  };

  /**
   * Shows a `fail` answer's field errors under the fields this form has. Returns false when there was
   * none to show, so the caller falls back to the §8 dialog or toast.
   */
  const showServerErrors = (error: unknown): boolean => {
    const found = serverFieldErrors(error);
    if (!found) return false;
    const known = (Object.keys(fields) as K[]).filter((name) => found[name]);
    if (known.length === 0) return false;
    setServerErrors(
      Object.fromEntries(known.map((name) => [name, found[name]])) as Partial<Record<K, string>>,
    );
    setFocusRequest({ name: known[0]! });
    return true;
  };

  const reset = (next: Record<K, string> = initial) => {
    setValues(next);
    setServerErrors({});
    validation.reset();
  };

  return { values, setValue, field, errorOf, handleSubmit, showServerErrors, reset };
}
