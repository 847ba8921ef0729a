import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useVerifyEmailMutation } from './api.ts';
import { AuthCard, Notice } from './components/auth-card.tsx';
import { ResendActivationForm } from './components/resend-activation.tsx';

const INCOMPLETE_LINK =
  'Tautan aktivasi tidak lengkap. Pastikan Anda membuka tautan lengkap dari email aktivasi, atau minta kirim ulang email aktivasi di bawah ini.';

/**
 * ActivateEmail (/aktifasi-email?email=…&token=…): confirms the activation link, or the link that
 * confirms a new account e-mail (docs/decisions/032), and signs the user in.
 */
export function ActivateEmail() {
  useDocumentTitle(paths.activateEmail.title);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { setUser } = useSession();
  const verify = useVerifyEmailMutation();
  const { mutate } = verify;
  // A token works once: StrictMode's second effect run (or a re-render) must not post it again.
  const sentFor = useRef<string | null>(null);

  const confirm = useCallback(
    () =>
      mutate(
        { email, token },
        {
          onSuccess: (envelope) => {
            setUser(envelope.data.user);
            // The server says which link it was: an activation, or a confirmed e-mail change.
            feedback.toast(envelope.message || AUTH_MESSAGES.activated);
            void navigate(paths.dashboard.path, { replace: true });
          },
        },
      ),
    [email, token, mutate, navigate, setUser],
  );

  useEffect(() => {
    if (!email || !token) return;
    const link = `${email}\n${token}`;
    if (sentFor.current === link) return;
    sentFor.current = link;
    confirm();
  }, [email, token, confirm]);

  if (!email || !token) {
    return (
      <AuthCard title="Aktivasi Email">
        <Notice tone="warning">{INCOMPLETE_LINK}</Notice>
        <ResendActivationForm initialEmail={email} />
        <BackToLogin />
      </AuthCard>
    );
  }

  if (verify.isError) {
    const error = verify.error;
    const answered = isApiError(error);
    const message = answered
      ? error.response.data?.message || AUTH_MESSAGES.invalidActivationLink
      : MESSAGES.systemError;
    return (
      <AuthCard title="Aktivasi Email">
        <Notice tone="error">{message}</Notice>
        {answered ? (
          <ResendActivationForm initialEmail={email} />
        ) : (
          // Nothing reached the server, so the token is still unused: trying again is safe.
          <button type="button" className="btn btn-primary btn-block" onClick={confirm}>
            Coba lagi
          </button>
        )}
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Aktivasi Email">
      <div className="auth-progress" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{verify.isSuccess ? 'Aktivasi berhasil. Mengalihkan...' : 'Memeriksa tautan aktivasi...'}</p>
      </div>
    </AuthCard>
  );
}

function BackToLogin() {
  return (
    <p className="auth-switch">
      Sudah aktif? <Link to={paths.login.path}>Masuk</Link>
    </p>
  );
}
