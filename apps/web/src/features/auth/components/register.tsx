import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  AUTH_LABELS,
  AUTH_MESSAGES,
  NAME_MAX_LENGTH,
  type RegistrationType,
} from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import {
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_TITLE,
} from '@siloker/shared/schemas/privacy-constants';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { EMAIL_INPUT, TextField } from '../../../components/form/text-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { paths } from '../../../config/paths.ts';
import { serverFieldErrors } from '../../../components/form/use-form.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRegisterMutation } from '../api.ts';
import { AuthCard, Notice } from './auth-card.tsx';
import { OpenEmailButton, ResendActivationButton } from './resend-activation.tsx';
import { EMAIL_FIELD, NEW_PASSWORD_FIELDS, NEW_PASSWORD_HINT } from './rules.ts';

const SCREENS = {
  seeker: {
    route: paths.registerSeeker,
    title: 'Daftar Pencari Kerja',
    nameLabel: AUTH_LABELS.name,
    lead: 'Buat akun untuk melamar lowongan dan mengikuti acara ketenagakerjaan.',
    other: { route: paths.registerCompany, label: 'Daftar sebagai Perusahaan' },
  },
  company: {
    route: paths.registerCompany,
    title: 'Daftar Perusahaan',
    nameLabel: 'Nama Perusahaan',
    lead: 'Buat akun perusahaan untuk memasang lowongan dan mengelola pelamar.',
    other: { route: paths.registerSeeker, label: 'Daftar sebagai Pencari Kerja' },
  },
} as const;

function fieldsFor(nameLabel: string) {
  return {
    name: { label: nameLabel, rules: `required|max:${NAME_MAX_LENGTH}` },
    email: EMAIL_FIELD,
    ...NEW_PASSWORD_FIELDS,
  };
}

/** RegisterJobSeeker and RegisterCompany: one form, the registration type decides the texts. */
export function Register({ type }: { type: RegistrationType }) {
  const screen = SCREENS[type];
  useDocumentTitle(screen.route.title);
  const fields = useMemo(() => fieldsFor(screen.nameLabel), [screen.nameLabel]);
  const form = useForm(fields, { name: '', email: '', password: '', password_confirmation: '' });
  const register = useRegisterMutation();
  // Consent to the Kebijakan Privasi: a box the person ticks, never ticked for them (docs/decisions/077).
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const consentId = useId();

  const send = form.handleSubmit(() => {
    if (register.isPending || !consent) return;
    const { name, email, password, password_confirmation } = form.values;
    register.mutate(
      {
        name: name.trim(),
        email: email.trim(),
        password,
        password_confirmation,
        type,
        roles: [type],
        privacy_consent: true,
      },
      {
        onError: (error) => {
          const consentMessage = serverFieldErrors(error)?.privacy_consent;
          if (consentMessage) setConsentError(consentMessage);
          if (!form.showServerErrors(error) && !consentMessage) {
            feedback.handleError(error, MESSAGES.registerError);
          }
        },
      },
    );
  });
  const submit: typeof send = (event) => {
    setConsentError(consent ? null : PRIVACY_MESSAGES.consentRequired);
    send(event);
  };

  if (register.isSuccess) {
    // The same answer whether or not the address already had an account (docs/decisions/031).
    const email = register.data.data?.user?.email ?? register.variables.email;
    return (
      <AuthCard title={screen.title}>
        <div className="auth-done">
          <Notice tone="success">{register.data.message || AUTH_MESSAGES.registered}</Notice>
          <p className="auth-sent-to">
            Email dikirim ke <strong>{email}</strong>
          </p>
          <OpenEmailButton email={email} />
          <ResendActivationButton email={email} />
          <p className="auth-switch">
            Sudah mengaktifkan akun? <Link to={paths.login.path}>Masuk</Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={screen.title}
      lead={screen.lead}
      footer={
        <>
          <p className="auth-switch">
            Sudah punya akun? <Link to={paths.login.path}>Masuk</Link>
          </p>
          <p className="auth-switch">
            <Link to={screen.other.route.path}>{screen.other.label}</Link>
          </p>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary
          errors={[
            ...form.errorSummary,
            ...(consentError ? [{ id: `${consentId}-input`, message: consentError }] : []),
          ]}
        />
        <TextField {...form.field('name')} autoComplete={type === 'company' ? 'organization' : 'name'} />
        <TextField {...form.field('email')} {...EMAIL_INPUT} />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <TextField {...form.field('password_confirmation')} type="password" autoComplete="new-password" />
        <div className="form-consent">
          <label className="form-check">
            <input
              id={`${consentId}-input`}
              type="checkbox"
              name="privacy_consent"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setConsentError(null);
              }}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${consentId}-error` : undefined}
            />
            <span>
              {PRIVACY_MESSAGES.consentLabel}{' '}
              <Link to={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
                {PRIVACY_NOTICE_TITLE}
              </Link>
            </span>
          </label>
          {consentError ? (
            <p id={`${consentId}-error`} className="field-error" role="alert">
              {consentError}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={register.isPending} busyLabel="Mendaftar...">
          Daftar
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
