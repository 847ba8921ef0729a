import { useState } from 'react';
import type { ErrorSummaryItem } from './error-summary.tsx';

/**
 * The files a form's FileFields chose, and the server's errors about them; a new choice clears its
 * field's error. Only chosen files go with the save: the server keeps the saved ones.
 */
export function useFileChoices<N extends string>(names: readonly N[]) {
  const none = () => Object.fromEntries(names.map((name) => [name, null])) as Record<N, File | null>;
  const [files, setFiles] = useState(none);
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});

  /** Props for the FileField of `name`. */
  const field = (name: N) => ({
    name,
    file: files[name],
    onFileChange: (file: File | null) => {
      setFiles((current) => ({ ...current, [name]: file }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name],
  });

  /** Shows the errors a `fail` answer has for these files; returns whether it had any. */
  const showServerErrors = (found: Partial<Record<string, string>>): boolean => {
    const own = names.filter((name) => found[name]);
    setErrors(Object.fromEntries(own.map((name) => [name, found[name]])) as Partial<Record<N, string>>);
    return own.length > 0;
  };

  const clearErrors = () => setErrors({});

  /** The files' errors for the form's <ErrorSummary> (docs/decisions/084), each linked to its FileField's id. */
  const summary = (ids: Record<N, string>): ErrorSummaryItem[] =>
    names.flatMap((name) => (errors[name] ? [{ id: ids[name], message: errors[name] }] : []));

  /** After a save: no file chosen, no error. */
  const reset = () => {
    setFiles(none());
    setErrors({});
  };

  return { files, field, showServerErrors, clearErrors, reset, summary };
}
