import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_LABELS, AUTH_MESSAGES } from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { EMAIL_INPUT, TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { LOGIN_RETURN_PARAM, safeReturnPath } from '../../lib/login-return.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoginMutation } from './api.ts';
import { AuthCard, Notice } from './components/auth-card.tsx';
import { ResendActivationButton } from './components/resend-activation.tsx';
import { currentPasswordField, EMAIL_FIELD } from './components/rules.ts';

const FIELDS = { email: EMAIL_FIELD, password: currentPasswordField(AUTH_LABELS.password) };

/** 'Ingat saya' keeps the auth cookie as long as the 30-day token; otherwise one day. */
const REMEMBER_DAYS = 30;
const SESSION_DAYS = 1;

/** Login (/masuk). */
export function Login() {
  useDocumentTitle(paths.login.title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A guest sent here by an action of a page (e.g. "Simpan") goes back to it (lib/login-return.ts).
  const returnTo = safeReturnPath(search.get(LOGIN_RETURN_PARAM));
  const { setUser } = useSession();
  const form = useForm(FIELDS, { email: '', password: '' });
  const [saveAuth, setSaveAuth] = useState(false);
  // The address the server said still needs activation (403), to offer a new link.
  const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);
  const login = useLoginMutation();

  const submit = form.handleSubmit(() => {
    if (login.isPending) return;
    const email = form.values.email.trim();
    setInactiveEmail(null);
    login.mutate(
      { email, password: form.values.password, save_auth: saveAuth },
      {
        onSuccess: (envelope) => {
          setUser(envelope.data.user, { days: saveAuth ? REMEMBER_DAYS : SESSION_DAYS });
          feedback.toast(envelope.message || AUTH_MESSAGES.loggedIn);
          void navigate(returnTo ?? paths.dashboard.path, { replace: true });
        },
        onError: (error) => {
          // 403: right password, account not activated yet; the resend action stays on the page.
          if (isApiError(error) && error.status === 403) setInactiveEmail(email);
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.loginError);
        },
      },
    );
  });

  const inactiveMessage =
    login.error && isApiError(login.error) ? login.error.response.data?.message : undefined;

  return (
    <AuthCard
      title="Masuk"
      lead="Masuk untuk melamar lowongan, mengikuti acara, atau mengelola lowongan perusahaan Anda."
      footer={
        <>
          <p>Belum punya akun?</p>
          <div className="auth-register-links">
            <Link to={paths.registerSeeker.path} className="btn btn-outline btn-block">
              Daftar sebagai Pencari Kerja
            </Link>
            <Link to={paths.registerCompany.path} className="btn btn-outline btn-block">
              Daftar sebagai Perusahaan
            </Link>
          </div>
        </>
      }
    >
      {inactiveEmail ? (
        <div className="auth-inactive">
          <Notice tone="warning">{inactiveMessage || AUTH_MESSAGES.notActivated}</Notice>
          <ResendActivationButton key={inactiveEmail} email={inactiveEmail} />
        </div>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary errors={form.errorSummary} />
        <TextField {...form.field('email')} {...EMAIL_INPUT} autoComplete="username" />
        <TextField {...form.field('password')} type="password" autoComplete="current-password" />
        <div className="form-row">
          <label className="form-check">
            <input type="checkbox" checked={saveAuth} onChange={(e) => setSaveAuth(e.target.checked)} />
            <span>Ingat saya</span>
          </label>
          <Link to={paths.resetPassword.path} className="form-link">
            Lupa kata sandi?
          </Link>
        </div>
        <SubmitButton busy={login.isPending}>Masuk</SubmitButton>
      </form>
    </AuthCard>
  );
}
