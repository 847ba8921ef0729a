import { z } from 'zod';

/** Response status values of docs/product.md §4. */
export const RESPONSE_STATUSES = ['success', 'fail', 'error', 'unauthorized'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** Every API response is `{status, message, data}` (docs/product.md §10 "API contract"). */
export interface Envelope<T> {
  status: ResponseStatus;
  message: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.enum(RESPONSE_STATUSES), message: z.string(), data });

/** Field errors of a 400/422 `fail` response live in `data.errors` as `{field: [message]}`. */
export const FieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
export const FailEnvelopeSchema = envelopeSchema(FieldErrorsSchema.nullable());
