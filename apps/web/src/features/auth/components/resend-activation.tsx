import { AUTH_MESSAGES } from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { EMAIL_INPUT, TextField } from '../../../components/form/text-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { openEmail } from '../../../lib/email.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { useResendActivationMutation } from '../api.ts';
import { Notice } from './auth-card.tsx';
import { EMAIL_FIELD } from './rules.ts';

export const RESEND_LABEL = 'Kirim ulang email aktivasi';

/** Opens the user's mail (lib/email.ts: the mail app, else Gmail/Outlook compose links after 1.5 s). */
export function OpenEmailButton({ email }: { email: string }) {
  return (
    <button type="button" className="btn btn-outline btn-block" onClick={() => openEmail(email)}>
      Buka Email
    </button>
  );
}

/** 'Kirim ulang email aktivasi' for a known address: one button, then the server's answer. */
export function ResendActivationButton({ email }: { email: string }) {
  const resend = useResendActivationMutation();
  if (resend.isSuccess) {
    return <Notice tone="success">{resend.data.message || AUTH_MESSAGES.resendSent}</Notice>;
  }
  return (
    <button
      type="button"
      className="btn btn-ghost btn-block"
      disabled={resend.isPending}
      aria-busy={resend.isPending || undefined}
      onClick={() =>
        resend.mutate({ email }, { onError: (error) => feedback.handleError(error, MESSAGES.sendDataError) })
      }
    >
      {resend.isPending ? 'Mengirim...' : RESEND_LABEL}
    </button>
  );
}

const FIELDS = { email: EMAIL_FIELD };

/** The resend form with an editable address (ActivateEmail after a bad or incomplete link). */
export function ResendActivationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useForm(FIELDS, { email: initialEmail });
  const resend = useResendActivationMutation();
  if (resend.isSuccess) {
    return (
      <>
        <Notice tone="success">{resend.data.message || AUTH_MESSAGES.resendSent}</Notice>
        <OpenEmailButton email={resend.variables.email} />
      </>
    );
  }
  const submit = form.handleSubmit(() => {
    if (resend.isPending) return;
    resend.mutate(
      { email: form.values.email.trim() },
      {
        onError: (error) => {
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  });
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <ErrorSummary errors={form.errorSummary} />
      <TextField {...form.field('email')} {...EMAIL_INPUT} />
      <SubmitButton busy={resend.isPending} busyLabel="Mengirim...">
        {RESEND_LABEL}
      </SubmitButton>
    </form>
  );
}
