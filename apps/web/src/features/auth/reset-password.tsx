import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { EMAIL_INPUT, TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSendResetLinkMutation } from './api.ts';
import { AuthCard, Notice } from './components/auth-card.tsx';
import { OpenEmailButton } from './components/resend-activation.tsx';
import { EMAIL_FIELD } from './components/rules.ts';

const FIELDS = { email: EMAIL_FIELD };

/** ResetPassword (/atur-ulang-kata-sandi): mails a link to /ubah-kata-sandi. */
export function ResetPassword() {
  useDocumentTitle(paths.resetPassword.title);
  const form = useForm(FIELDS, { email: '' });
  const send = useSendResetLinkMutation();

  const submit = form.handleSubmit(() => {
    if (send.isPending) return;
    send.mutate(
      { email: form.values.email.trim() },
      {
        onError: (error) => {
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  });

  const backToLogin = (
    <p className="auth-switch">
      Ingat kata sandi Anda? <Link to={paths.login.path}>Masuk</Link>
    </p>
  );

  if (send.isSuccess) {
    return (
      <AuthCard title="Atur Ulang Kata Sandi" footer={backToLogin}>
        <div className="auth-done">
          {/* The same answer whether or not the address is registered (docs/decisions/031). */}
          <Notice tone="success">{send.data.message || AUTH_MESSAGES.resetSent}</Notice>
          <p className="auth-sent-to">
            Periksa kotak masuk <strong>{send.variables.email}</strong>
          </p>
          <OpenEmailButton email={send.variables.email} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Atur Ulang Kata Sandi"
      lead="Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru."
      footer={backToLogin}
    >
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary errors={form.errorSummary} />
        <TextField {...form.field('email')} {...EMAIL_INPUT} />
        <SubmitButton busy={send.isPending} busyLabel="Mengirim...">
          Kirim Tautan
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
