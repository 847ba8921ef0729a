import { useNavigate } from 'react-router';
import { SEEKER_PROFILE_MESSAGES } from '@siloker/shared/schemas/profile-constants';
import type { SeekerProfile } from '@siloker/shared/schemas/profiles';
import { serverFieldErrors } from '../../../components/form/use-form.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError, requestIdOf } from '../../../lib/api-client.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { clearAuth } from '../../../lib/session.ts';
import { useSaveSeekerProfile } from '../api.ts';
import { profileSubmitErrorMessage } from './submit-error.ts';

interface SubmitHandlers {
  /** The saved profile, as the server answered it. */
  onSaved: (profile: SeekerProfile) => void;
  /** A 400/422 answer's `data.errors` as `{field: firstMessage}` (and the error), to show under the fields. */
  onFieldErrors: (errors: Record<string, string>, error: unknown) => void;
}

/**
 * Sends a profile form (POST /profile-seeker/) and tells the user how it went: the server's message (or
 * SEEKER_PROFILE_MESSAGES.saved) on success; on failure the §8 message by cause in a dialog with no
 * timer, plus the field errors of a 400/422. A 401 also ends the local session and goes to Login.
 */
export function useProfileSubmit(userId: string, handlers: SubmitHandlers) {
  const navigate = useNavigate();
  const mutation = useSaveSeekerProfile(userId);

  const save = (form: FormData) => {
    if (mutation.isPending) return;
    mutation.mutate(form, {
      onSuccess: (envelope) => {
        handlers.onSaved(envelope.data.seeker_detail);
        void feedback.success(envelope.message || SEEKER_PROFILE_MESSAGES.saved);
      },
      onError: (error) => {
        const message = profileSubmitErrorMessage(error);
        if (isApiError(error) && (error.status === 400 || error.status === 422)) {
          const found = serverFieldErrors(error);
          if (found) handlers.onFieldErrors(found, error);
        }
        void feedback.errorDialog(message, { code: requestIdOf(error) });
        if (isApiError(error) && error.status === 401) {
          clearAuth();
          void navigate(paths.login.path);
        }
      },
    });
  };

  return { save, isPending: mutation.isPending };
}
