import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_LABELS, AUTH_MESSAGES, NAME_MAX_LENGTH } from '@siloker/shared/schemas/auth-constants';
import { MESSAGES } from '@siloker/shared/messages';
import {
  NOTIFICATION_MAIL_KIND_LABELS,
  type NotificationMailKind,
} from '@siloker/shared/schemas/notification-constants';
import type { NotificationMailBody, NotificationMailData } from '@siloker/shared/schemas/notifications';
import { apiPath } from '@siloker/shared/api/paths';
import * as notificationsPaths from '@siloker/shared/api/paths/notifications';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { EMAIL_INPUT, TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import type { AuthUser } from '../../lib/session.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DataPrivacy } from '../account/index.ts';
import { FileReadsHistory } from '../account/index.ts';
import { handleSessionExpired, meQueryOptions, useChangeAccountMutation } from './api.ts';
import { AuthCard, Notice } from './components/auth-card.tsx';
import { currentPasswordField, EMAIL_FIELD } from './components/rules.ts';
import '../../components/form/form-fields.css';

const CURRENT_PASSWORD_LABEL = 'Kata sandi saat ini';

/** The phone as the server reads it: spaces and dashes dropped (a leading + is allowed there). */
const phoneDigits = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+/, '');

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** ProfileAuth (/panel/profil-akun): name, e-mail and phone of the signed-in account. */
export function ProfileAuth() {
  useDocumentTitle(paths.accountProfile.title);
  const navigate = useNavigate();
  const { user: sessionUser } = useSession();
  const me = useQuery(meQueryOptions(sessionUser?.id ?? null));

  // A 401 while loading the profile: the session ended (docs/product.md §4/§8).
  useEffect(() => {
    if (me.error && handleSessionExpired(me.error, (message) => feedback.warning(message))) {
      void navigate(paths.login.path);
    }
  }, [me.error, navigate]);

  return (
    <AuthCard variant="panel" title="Profil Akun" lead="Perbarui nama, email, dan nomor telepon akun Anda.">
      {me.data ? (
        <>
          <AccountForm key={me.data.id} user={me.data} />
          {me.data.role_name === 'admin' ? null : <NotificationMailSwitches />}
          {/* The office's account is not the person's own: it is neither exported nor deleted here. */}
          {me.data.role_name === 'admin' ? null : <DataPrivacy />}
          {me.data.role_name === 'admin' ? null : <FileReadsHistory />}
        </>
      ) : me.isError ? (
        <div className="auth-done">
          <Notice tone="error">{MESSAGES.getDataError}</Notice>
          <button type="button" className="btn btn-outline btn-block" onClick={() => void me.refetch()}>
            Coba lagi
          </button>
        </div>
      ) : (
        <div className="auth-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Memuat data akun...</p>
        </div>
      )}
    </AuthCard>
  );
}

const PHONE_FIELD = { label: AUTH_LABELS.phone, rules: 'numeric|min:8|max:20' };
const NAME_FIELD = { label: AUTH_LABELS.name, rules: `required|max:${NAME_MAX_LENGTH}` };
const FIELDS_SAME_EMAIL = {
  name: NAME_FIELD,
  email: EMAIL_FIELD,
  phone: PHONE_FIELD,
  password: { label: CURRENT_PASSWORD_LABEL, rules: '' },
};
const FIELDS_NEW_EMAIL = { ...FIELDS_SAME_EMAIL, password: currentPasswordField(CURRENT_PASSWORD_LABEL) };

type AccountValues = Record<keyof typeof FIELDS_SAME_EMAIL, string>;
const validateAs = (values: AccountValues): AccountValues => ({
  ...values,
  phone: phoneDigits(values.phone),
});

function AccountForm({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // A new e-mail needs the current password (docs/decisions/032); otherwise the field is not there.
  const fieldsFor = (values: AccountValues) =>
    sameEmail(values.email, user.email) ? FIELDS_SAME_EMAIL : FIELDS_NEW_EMAIL;
  const form = useForm(
    fieldsFor,
    { name: user.name, email: user.email, phone: user.phone ?? '', password: '' },
    { validateAs },
  );
  const emailChanged = !sameEmail(form.values.email, user.email);
  const save = useChangeAccountMutation();

  // The account changes elsewhere too: a Biodata save writes the one phone (issue 17 item 10). When the
  // refetched account differs from what the form was loaded with and nothing was typed, show it.
  const loaded = useRef({ name: user.name, email: user.email, phone: user.phone ?? '' });
  const { values, reset } = form;
  useEffect(() => {
    const before = loaded.current;
    const now = { name: user.name, email: user.email, phone: user.phone ?? '' };
    if (before.name === now.name && before.email === now.email && before.phone === now.phone) return;
    loaded.current = now;
    const untouched =
      values.name === before.name && values.email === before.email && values.phone === before.phone;
    if (untouched) reset({ ...now, password: '' });
  }, [user.name, user.email, user.phone, values, reset]);

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    const { name, email, phone, password } = form.values;
    save.mutate(
      {
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim() || null,
        ...(emailChanged ? { password } : {}),
      },
      {
        onSuccess: (envelope) => {
          const saved = envelope.data.user;
          setPendingEmail(envelope.data.pending_email);
          // Until the new address confirms its link, the account keeps the old one.
          form.reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '', password: '' });
          void feedback.success(envelope.message || AUTH_MESSAGES.accountSaved);
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
    <form className="auth-form" noValidate onSubmit={submit}>
      <ErrorSummary errors={form.errorSummary} />
      <TextField {...form.field('name')} autoComplete="name" />
      <TextField
        {...form.field('email')}
        {...EMAIL_INPUT}
        hint={
          emailChanged
            ? 'Email baru berlaku setelah Anda membuka tautan konfirmasi yang kami kirim ke alamat itu.'
            : undefined
        }
      />
      {pendingEmail && !emailChanged ? (
        <Notice tone="info">
          Menunggu konfirmasi email baru: <strong>{pendingEmail}</strong>
        </Notice>
      ) : null}
      {emailChanged ? (
        <TextField {...form.field('password')} type="password" autoComplete="current-password" />
      ) : null}
      <TextField {...form.field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      <SubmitButton busy={save.isPending} busyLabel="Menyimpan...">
        Simpan
      </SubmitButton>
      <p className="auth-switch">
        <Link to={paths.changePassword.path}>Ubah kata sandi</Link>
      </p>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------------
// 'Notifikasi lewat e-mail' (issue 10 item 12): one switch per kind of notification the role receives.

const notificationMailQueryOptions = (userId: string | number | null) =>
  queryOptions({
    queryKey: ['account', 'notification-mail', userId],
    queryFn: async () =>
      (await api.get<NotificationMailData>(apiPath(notificationsPaths.notificationMail))).data.data,
    enabled: userId !== null,
  });

const SECTION_STYLE = {
  marginTop: '1.75rem',
  paddingTop: '1.25rem',
  borderTop: '1px solid var(--color-border)',
  gap: '0.5rem',
} as const;

function NotificationMailSwitches() {
  const navigate = useNavigate();
  const { user } = useSession();
  const options = notificationMailQueryOptions(user?.id ?? null);
  const settings = useQuery(options);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: async (body: NotificationMailBody) =>
      (await api.post<NotificationMailData>(apiPath(notificationsPaths.notificationMailSave), body)).data,
    // The switch moves at once; a refusal puts it back.
    onMutate: (body) => {
      const before = client.getQueryData(options.queryKey);
      if (before) client.setQueryData(options.queryKey, { ...before, off: body.off });
      return { before };
    },
    onSuccess: (envelope) => {
      client.setQueryData(options.queryKey, envelope.data);
      feedback.toast(envelope.message);
    },
    onError: (error, _body, context) => {
      if (context?.before) client.setQueryData(options.queryKey, context.before);
      if (handleSessionExpired(error, (message) => feedback.warning(message))) {
        void navigate(paths.login.path);
        return;
      }
      feedback.handleError(error, MESSAGES.sendDataError);
    },
  });

  if (settings.data?.kinds.length === 0) return null;
  const toggle = (kind: NotificationMailKind, on: boolean) => {
    const off = settings.data?.off ?? [];
    save.mutate({ off: on ? off.filter((k) => k !== kind) : [...off, kind] });
  };

  return (
    // Set apart from the account form like the 'Data dan Privasi' section below it.
    <section className="auth-form" style={SECTION_STYLE} aria-labelledby="notification-mail-title">
      <h2 id="notification-mail-title" className="form-section-title">
        Notifikasi lewat e-mail
      </h2>
      {settings.isError ? (
        <Notice tone="error">{MESSAGES.getDataError}</Notice>
      ) : !settings.data ? (
        <p className="muted" role="status">
          Memuat pengaturan email...
        </p>
      ) : (
        <fieldset className="form-fieldset" aria-busy={save.isPending || undefined}>
          <legend className="muted">
            Selain di halaman Notifikasi, kabar berikut juga dikirim ke email Anda. Matikan yang tidak Anda
            perlukan.
          </legend>
          {settings.data.kinds.map((kind) => (
            <label key={kind} className="form-check">
              <input
                type="checkbox"
                role="switch"
                checked={!settings.data.off.includes(kind)}
                disabled={save.isPending}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
              {NOTIFICATION_MAIL_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
