// The zod every shared schema imports (docs/decisions/075): zod itself, except that `z.string()`
// refuses a NUL byte, which PostgreSQL text cannot store, so no schema can let one reach the database.
import { z as zod } from 'zod';
import { INPUT_MESSAGES, hasNoNul } from './input-constants.ts';

export * from 'zod';

/** `z.string()` that refuses U+0000 with an Indonesian message; chains like zod's own. */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod.string(params).refine(hasNoNul, { message: INPUT_MESSAGES.nul, abort: true });
}

/**
 * The `when` of an object's own check (refine, superRefine): it runs even when a field has failed, so one
 * answer names every field's error, not one round after another (docs/decisions/084). zod skips such a
 * check by default once a field failed. The check must read the fields as possibly of the wrong type.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
