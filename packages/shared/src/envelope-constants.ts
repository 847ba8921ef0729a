/**
 * The API envelope's words without zod (docs/product.md §10 "API contract"): the web's first page reads
 * these, and importing envelope.ts would bring zod into its JavaScript (docs/benchmarks.md).
 */

/** Response status values of docs/product.md §4. */
export const RESPONSE_STATUSES = ['success', 'fail', 'error', 'unauthorized'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** Every API response is `{status, message, data}` (docs/product.md §10 "API contract"). */
export interface Envelope<T> {
  status: ResponseStatus;
  message: string;
  data: T;
}

/**
 * The header that carries each request's id both ways (docs/decisions/096): the server answers with it
 * on every response and accepts a proxy's own only when TRUST_PROXY is on.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Shown small under a server error's message, so a user's screenshot leads to the log line. */
export const ERROR_CODE_LABEL = 'Kode';
