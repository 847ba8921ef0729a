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

/**
 * The header that carries each request's id both ways (docs/decisions/096): the server answers with it
 * on every response and accepts a proxy's own only when TRUST_PROXY is on.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A 5xx `error` response names its request in `data.request_id`, the id its log lines carry. */
export const ServerErrorDataSchema = z.looseObject({ request_id: z.string() });
export type ServerErrorData = z.infer<typeof ServerErrorDataSchema>;
export const ServerErrorEnvelopeSchema = envelopeSchema(ServerErrorDataSchema);

/** Shown small under a server error's message, so a user's screenshot leads to the log line. */
export const ERROR_CODE_LABEL = 'Kode';
