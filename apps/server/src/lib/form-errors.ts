import { MESSAGES } from '@siloker/shared';
import { AppError, validationFailed } from '../http/errors.ts';

/** Field errors as the API answers them (docs/product.md §10): `{field: [message]}`. */
export type FieldErrors = Record<string, string[]>;

/** What a zod issue carries that the answer needs. */
type Issue = { path: readonly PropertyKey[]; message: string };

export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Zod issues of a form schema, keyed by the issue path joined with '.' (`educations.0.school_name`). */
export function addIssues(errors: FieldErrors, issues: readonly Issue[]): void {
  for (const issue of issues) addError(errors, issue.path.map(String).join('.') || 'form', issue.message);
}

/** One 422 naming every field that failed, or nothing when all passed. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(MESSAGES.invalidInput, errors);
}

/** The 422 for a form whose schema failed. */
export function invalidForm(issues: readonly Issue[]) {
  const errors: FieldErrors = {};
  addIssues(errors, issues);
  return validationFailed(MESSAGES.invalidInput, errors);
}

/**
 * Runs a parse that throws a 422/400 with field errors and adds those errors to `errors` instead, so a
 * form's answer names its bad files and its bad fields together (docs/decisions/084). Null when it failed.
 */
export function parseInto<T>(errors: FieldErrors, parse: () => T): T | null {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION' || !error.fieldErrors) throw error;
    for (const [field, messages] of Object.entries(error.fieldErrors))
      for (const message of messages) addError(errors, field, message);
    return null;
  }
}
