import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useChangePasswordMutation } from './api.ts';
import { AuthCard, Notice } from './components/auth-card.tsx';
import { NEW_PASSWORD_FIELDS, NEW_PASSWORD_HINT } from './components/rules.ts';

const INCOMPLETE_LINK =
  'Tautan ubah kata sandi tidak lengkap. Buka tautan lengkap dari email Anda, atau minta tautan baru.';

/** PublicChangePassword (/ubah-kata-sandi?email=…&token=…): a new password from the mailed link. */
export function PublicChangePassword() {
  useDocumentTitle(paths.publicChangePassword.title);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const form = useForm(NEW_PASSWORD_FIELDS, { password: '', password_confirmation: '' });
  const change = useChangePasswordMutation();

  const submit = form.handleSubmit(() => {
    if (change.isPending) return;
    change.mutate(
      { email, token, ...form.values, is_from_panel: false },
      {
        onSuccess: async (envelope) => {
          await feedback.success(envelope.message || AUTH_MESSAGES.passwordChanged, { confirmText: 'Oke' });
          await navigate(paths.login.path, { replace: true });
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.changePasswordError);
        },
      },
    );
  });

  const newLink = (
    <p className="auth-switch">
      <Link to={paths.resetPassword.path}>Minta tautan baru</Link> · <Link to={paths.login.path}>Masuk</Link>
    </p>
  );

  if (!email || !token) {
    return (
      <AuthCard title="Ubah Kata Sandi" footer={newLink}>
        <Notice tone="warning">{INCOMPLETE_LINK}</Notice>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Ubah Kata Sandi"
      lead={
        <>
          Buat kata sandi baru untuk <strong>{email}</strong>.
        </>
      }
      footer={newLink}
    >
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary errors={form.errorSummary} />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <TextField {...form.field('password_confirmation')} type="password" autoComplete="new-password" />
        <SubmitButton busy={change.isPending || change.isSuccess} busyLabel="Menyimpan...">
          Ubah Kata Sandi
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
