import { z } from 'zod';
import { RESPONSE_STATUSES } from './envelope-constants.ts';

export * from './envelope-constants.ts';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.enum(RESPONSE_STATUSES), message: z.string(), data });

/** Field errors of a 400/422 `fail` response live in `data.errors` as `{field: [message]}`. */
export const FieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
export const FailEnvelopeSchema = envelopeSchema(FieldErrorsSchema.nullable());

/** A 5xx `error` response names its request in `data.request_id`, the id its log lines carry. */
export const ServerErrorDataSchema = z.looseObject({ request_id: z.string() });
export type ServerErrorData = z.infer<typeof ServerErrorDataSchema>;
export const ServerErrorEnvelopeSchema = envelopeSchema(ServerErrorDataSchema);
