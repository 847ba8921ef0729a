/**
 * Form state on top of the §4/§5 validation hook: the values, the server's field errors
 * (`data.errors` of a `fail` answer) next to the client's, and a submit handler that validates first
 * and moves focus to the first field in error. After a submit that failed, `errorSummary` lists every
 * field's error at once for <ErrorSummary> (docs/decisions/084).
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@siloker/shared/envelope';
import { validateValues, type FieldRulesMap } from '@siloker/shared/validation/rules';
import { isApiError } from '../../lib/api-client.ts';
import { useFormValidation } from '../../lib/validation/use-form-validation.ts';
import { onValidationReset } from '../../lib/validation/validation-reset.ts';
import type { ErrorSummaryItem } from './error-summary.tsx';
import { focusField, inPageOrder } from './focus-field.ts';

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
  /**
   * The form's own checks beyond the rule strings (e.g. a website's form), as `{field: message}`. They
   * run with the rules, so a submit shows every error at once, never one round after another. Keep it
   * a stable function.
   */
  check?: (values: Record<K, string>) => Partial<Record<K, string>>;
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
  const [focusRequest, setFocusRequest] = useState<{ names: K[] } | null>(null);
  // On after a submit that failed, until a reset: the summary shows while it is on.
  const [submitted, setSubmitted] = useState(false);
  const fields = typeof fieldsOrRule === 'function' ? fieldsOrRule(values) : fieldsOrRule;
  const { validateAs, check } = options;
  const checked = useMemo(() => (validateAs ? validateAs(values) : values), [validateAs, values]);
  const validation = useFormValidation(fields, checked);
  const ownErrors = useMemo<Partial<Record<K, string>>>(
    () => (check ? check(checked) : {}),
    [check, checked],
  );
  const idPrefix = useId();
  const inputId = useCallback((name: K) => `${idPrefix}-${name}`, [idPrefix]);

  // A route change clears every validation message, the server's included (docs/product.md §2).
  useEffect(
    () =>
      onValidationReset(() => {
        setServerErrors({});
        setSubmitted(false);
      }),
    [],
  );

  // Focus after the render that shows the messages, so it is announced with the field; the first in
  // page order, brought clear of the sticky bars (focus-field.ts).
  useEffect(() => {
    if (!focusRequest) return;
    const [first] = inPageOrder(focusRequest.names.map(inputId));
    if (first) focusField(first);
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

  // The form's own checks show, like the rules, once the field was touched (docs/product.md §4).
  const ownErrorOf = (name: K): string | undefined =>
    validation.active && validation.dirty.has(name) ? ownErrors[name] : undefined;

  const errorOf = (name: K): string | undefined =>
    validation.errors[name] ?? ownErrorOf(name) ?? serverErrors[name];

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

  /** Validates the whole form; calls `onValid` only when every rule and the form's own checks pass. */
  const handleSubmit = (onValid: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors({});
    const rulesPass = validation.validateForm(event.currentTarget);
    const own = (Object.keys(fields) as K[]).filter((name) => ownErrors[name]);
    if (rulesPass && own.length === 0) {
      setSubmitted(false);
      onValid();
      return;
    }
    setSubmitted(true);
    const found = validateValues(fields, checked);
    const failing = (Object.keys(fields) as K[]).filter((name) => found[name] || ownErrors[name]);
    if (failing.length > 0) setFocusRequest({ names: failing });
  };

  /**
   * Shows a `fail` answer's field errors under the fields this form has. Returns false when there was
   * none to show, so the caller falls back to the §8 dialog or toast.
   */
  const showServerErrors = (error: unknown): boolean => {
    const raw = serverFieldErrors(error);
    if (!raw) return false;
    // An item of a list field (`synonyms.3`) is shown under the list's field, its first message first.
    const found: Record<string, string> = {};
    for (const [key, message] of Object.entries(raw)) {
      const name = key in fields ? key : key.split('.')[0]!;
      found[name] ??= message;
    }
    const known = (Object.keys(fields) as K[]).filter((name) => found[name]);
    if (known.length === 0) return false;
    setServerErrors(
      Object.fromEntries(known.map((name) => [name, found[name]])) as Partial<Record<K, string>>,
    );
    setSubmitted(true);
    setFocusRequest({ names: known });
    return true;
  };

  const reset = (next: Record<K, string> = initial) => {
    setValues(next);
    setServerErrors({});
    setSubmitted(false);
    validation.reset();
  };

  /** Every field's error after a failed submit, for <ErrorSummary>; empty before one and once fixed. */
  const errorSummary: ErrorSummaryItem[] = submitted
    ? (Object.keys(fields) as K[]).flatMap((name) => {
        const message = errorOf(name);
        return message ? [{ id: inputId(name), message }] : [];
      })
    : [];

  return { values, setValue, field, errorOf, handleSubmit, showServerErrors, reset, errorSummary };
}
