/**
 * The validation engine of docs/product.md §4/§5, shared so the web forms and the server enforce the same rules.
 *
 * Rules are declared per field as a pipe-separated string, for example `'required|email|max:100'`.
 * Rule names: required, email, min:N, max:N, numeric, numeric_zero, between:MIN,MAX,
 * confirmed:otherField, digits:N.
 */

export const DEFAULT_FIELD_NAME = 'Field';

/** The nine messages of docs/product.md §5, verbatim; placeholders in braces. */
export const VALIDATION_MESSAGES = {
  required: '{field} wajib di isi',
  email: 'Format {field} tidak valid, harap gunakan format email yang benar',
  min: '{field} harus memiliki minimal {length} karakter',
  max: '{field} tidak boleh lebih dari {length} karakter',
  numeric: '{field} hanya boleh berisi angka',
  numeric_zero: '{field} tidak boleh bernilai 0',
  between: '{field} harus memiliki panjang antara {min} hingga {max} karakter',
  confirmed: '{field} harus sama dengan {other}',
  digits: '{field} harus terdiri dari {length} digit angka',
} as const;

export type RuleName = keyof typeof VALIDATION_MESSAGES;

export interface ParsedRule {
  name: RuleName;
  args: string[];
}

/** One field's declaration: its label (the `{field}` of the messages) and its rules. */
export interface FieldRules {
  label?: string;
  rules: string;
}

export type FieldRulesMap<K extends string = string> = Record<K, FieldRules>;

export interface ValidateFieldOptions {
  /** Label shown in the message; 'Field' when absent. */
  field?: string;
  /** Every value of the form, for `confirmed:otherField`. */
  values?: Record<string, unknown>;
  /** Labels of the other fields, for the `{other}` of `confirmed`. */
  labels?: Record<string, string | undefined>;
}

// A simple pattern, as the spec says: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMERIC_PATTERN = /^[0-9]+$/;

function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(VALIDATION_MESSAGES, name);
}

/** Parses `'required|min:3|between:8,64'`; unknown names are a programming error and throw. */
export function parseRules(rules: string): ParsedRule[] {
  return rules
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      const name = colon === -1 ? part : part.slice(0, colon);
      const args =
        colon === -1
          ? []
          : part
              .slice(colon + 1)
              .split(',')
              .map((a) => a.trim());
      if (!isRuleName(name)) throw new Error(`Aturan validasi tidak dikenal: ${name}`);
      return { name, args };
    });
}

export function formatValidationMessage(rule: RuleName, params: Record<string, string | number>): string {
  return VALIDATION_MESSAGES[rule].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.length === 0 ? '' : value.join(',');
  return String(value).trim();
}

function checkRule(
  rule: ParsedRule,
  text: string,
  field: string,
  options: ValidateFieldOptions,
): string | null {
  const n = (i: number) => Number(rule.args[i]);
  switch (rule.name) {
    case 'required':
      return text === '' ? formatValidationMessage('required', { field }) : null;
    case 'email':
      return EMAIL_PATTERN.test(text) ? null : formatValidationMessage('email', { field });
    case 'min':
      return text.length >= n(0) ? null : formatValidationMessage('min', { field, length: n(0) });
    case 'max':
      return text.length <= n(0) ? null : formatValidationMessage('max', { field, length: n(0) });
    case 'numeric':
      return NUMERIC_PATTERN.test(text) ? null : formatValidationMessage('numeric', { field });
    case 'numeric_zero':
      return Number(text) === 0 ? formatValidationMessage('numeric_zero', { field }) : null;
    case 'between':
      return text.length >= n(0) && text.length <= n(1)
        ? null
        : formatValidationMessage('between', { field, min: n(0), max: n(1) });
    case 'confirmed': {
      const otherName = rule.args[0] ?? '';
      const other = toText(options.values?.[otherName]);
      const otherLabel = options.labels?.[otherName] ?? otherName;
      return text === other ? null : formatValidationMessage('confirmed', { field, other: otherLabel });
    }
    case 'digits':
      return new RegExp(`^[0-9]{${n(0)}}$`).test(text)
        ? null
        : formatValidationMessage('digits', { field, length: n(0) });
  }
}

/**
 * Validates one value (trimmed) against its rules and returns the first error, or null.
 * An empty value only fails `required`: the other rules apply to what the user typed.
 */
export function validateField(
  value: unknown,
  rules: string | ParsedRule[],
  options: ValidateFieldOptions = {},
): string | null {
  const parsed = typeof rules === 'string' ? parseRules(rules) : rules;
  const field = options.field?.trim() || DEFAULT_FIELD_NAME;
  const text = toText(value);
  for (const rule of parsed) {
    if (text === '' && rule.name !== 'required') continue;
    const error = checkRule(rule, text, field, options);
    if (error) return error;
  }
  return null;
}

export interface ValidateValuesOptions {
  /** Validation switched off: everything counts as valid (docs/product.md §5). */
  enabled?: boolean;
  /** Only these fields (for example the dirty ones); all declared fields when absent. */
  only?: Iterable<string>;
}

/** Validates a whole set of values; returns the first error of each failing field. */
export function validateValues<K extends string>(
  fields: FieldRulesMap<K>,
  values: Partial<Record<K, unknown>>,
  options: ValidateValuesOptions = {},
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (options.enabled === false) return errors;
  const names = options.only ? [...options.only] : Object.keys(fields);
  const labels = Object.fromEntries(Object.entries<FieldRules>(fields).map(([name, f]) => [name, f.label]));
  for (const name of names as K[]) {
    const declared = fields[name];
    if (!declared) continue;
    const error = validateField(values[name], declared.rules, {
      field: declared.label,
      values: values as Record<string, unknown>,
      labels,
    });
    if (error) errors[name] = error;
  }
  return errors;
}

/** The server's field-error shape (`data.errors` as `{field: [message]}`, docs/product.md §10). */
export function toFieldErrors(errors: Partial<Record<string, string>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, message]) => [name, [message]]),
  );
}
