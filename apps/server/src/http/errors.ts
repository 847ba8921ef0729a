import { MESSAGES } from '@siloker/shared';
/** Typed errors thrown by services; the error handler maps them once to the envelope (docs/api.md). */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  /** A public page that existed and is gone for good (docs/decisions/104). */
  | 'GONE';

const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  GONE: 410,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field errors, `{field: [message]}`, for 400/422. */
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra data for the client, e.g. `retry_after` on 429. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = HTTP_STATUS[code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const validationFailed = (message: string, fieldErrors: Record<string, string[]>) =>
  new AppError('VALIDATION', message, fieldErrors);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, undefined, { retry_after: retryAfterSeconds });
