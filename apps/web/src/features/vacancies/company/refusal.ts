import { VACANCY_FORM_MESSAGES } from '@siloker/shared/schemas/vacancy-form-constants';
import { isApiError } from '../../../lib/api-client.ts';
import { feedback } from '../../../lib/feedback.tsx';

/**
 * A call the server refused (4xx with its reason): the server's message under a title naming the
 * refusal, not the generic error dialog (issue 17 item 5). Anything else goes to feedback's §8 rule.
 */
export function showRefusal(error: unknown, fallbackMessage: string): void {
  if (isApiError(error) && error.status < 500 && error.response.data?.message) {
    void feedback.warning(error.response.data.message, { title: VACANCY_FORM_MESSAGES.actionRefusedTitle });
    return;
  }
  feedback.handleError(error, fallbackMessage);
}
