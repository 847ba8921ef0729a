import { useNavigate } from 'react-router';
import { AUTH_LABELS, AUTH_MESSAGES } from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { handleSessionExpired, useChangePasswordMutation } from './api.ts';
import { AuthCard } from './components/auth-card.tsx';
import { currentPasswordField, NEW_PASSWORD_FIELDS, NEW_PASSWORD_HINT } from './components/rules.ts';

const FIELDS = { password_old: currentPasswordField(AUTH_LABELS.password_old), ...NEW_PASSWORD_FIELDS };
const EMPTY = { password_old: '', password: '', password_confirmation: '' };

/**
 * ChangePassword (/panel/ubah-kata-sandi). The server signs out the user's other sessions; this one
 * keeps its token.
 */
export function ChangePassword() {
  useDocumentTitle(paths.changePassword.title);
  const navigate = useNavigate();
  const form = useForm(FIELDS, EMPTY);
  const change = useChangePasswordMutation();

  const submit = form.handleSubmit(() => {
    if (change.isPending) return;
    change.mutate(
      { ...form.values, is_from_panel: true },
      {
        onSuccess: (envelope) => {
          form.reset();
          void feedback.success(envelope.message || AUTH_MESSAGES.passwordChanged, { confirmText: 'Oke' });
        },
        onError: (error) => {
          if (handleSessionExpired(error, (message) => feedback.warning(message))) {
            void navigate(paths.login.path);
            return;
          }
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.changePasswordError);
        },
      },
    );
  });

  return (
    <AuthCard
      variant="panel"
      title="Ubah Kata Sandi"
      lead="Setelah kata sandi diubah, sesi Anda di perangkat lain akan dikeluarkan."
    >
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary errors={form.errorSummary} />
        <TextField {...form.field('password_old')} type="password" autoComplete="current-password" />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <TextField {...form.field('password_confirmation')} type="password" autoComplete="new-password" />
        <SubmitButton busy={change.isPending} busyLabel="Menyimpan...">
          Ubah Kata Sandi
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
