/**
 * docs/product.md §8, seeker profile submission: which message a failed POST /profile-seeker/ shows (in a
 * dialog with no timer and a confirm button).
 */
import { MESSAGES } from '@siloker/shared/messages';
import { isApiError } from '../../../lib/api-client.ts';

/** fetch rejects with a TypeError when the connection fails; an abort or time-out is a DOMException. */
const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError ||
  (typeof DOMException !== 'undefined' &&
    error instanceof DOMException &&
    (error.name === 'AbortError' || error.name === 'TimeoutError'));

export function profileSubmitErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return MESSAGES.profileUnauthorized;
    if (error.status === 400 || error.status === 422) return MESSAGES.profileBadRequest;
    if (error.status === 500) return MESSAGES.profileServerError;
    return MESSAGES.profileOtherError;
  }
  return isNetworkFailure(error) ? MESSAGES.profileNetworkError : MESSAGES.profileOtherError;
}
