import { MESSAGES } from '@siloker/shared/messages';
import {
  AUTH_LABELS,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@siloker/shared/schemas/auth-constants';
import { OFFICE_ROLE_LABELS } from '@siloker/shared/schemas/audit-constants';
import { OFFICE_ROLE_NAMES, OFFICE_ROLES, type OfficeRole } from '@siloker/shared/schemas/security-constants';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { EMAIL_INPUT, TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { Modal } from '../../components/modal.tsx';
import { feedback } from '../../lib/feedback.tsx';
import { useCreateStaff } from './api.ts';
import { DialogFormActions } from '../../components/form/dialog-actions.tsx';

/** The registration's rules (docs/product.md §5), so the server's answer rarely differs. */
const FIELDS = {
  name: { label: 'Nama', rules: `required|max:${NAME_MAX_LENGTH}` },
  email: { label: AUTH_LABELS.email, rules: `required|email|max:${EMAIL_MAX_LENGTH}` },
  password: {
    label: 'Kata sandi awal',
    rules: `required|min:${PASSWORD_MIN_LENGTH}|max:${PASSWORD_MAX_LENGTH}`,
  },
  password_confirmation: { label: 'Konfirmasi kata sandi awal', rules: 'required|confirmed:password' },
  office_role: { label: OFFICE_ROLE_LABELS.role, rules: 'required' },
} as const;

/** A new account gets the lesser power unless the administrator picks otherwise (decision 072). */
const EMPTY = { name: '', email: '', password: '', password_confirmation: '', office_role: 'VERIFIER' };

export const OFFICE_ROLE_OPTIONS = OFFICE_ROLES.map((role) => ({
  value: role,
  label: OFFICE_ROLE_NAMES[role],
}));

/**
 * Tambah staf: a new office account that can sign in at once with the password given here; the staff
 * member changes it in Ubah Kata Sandi.
 */
export function StaffDialog({ onClose }: { onClose: () => void }) {
  const form = useForm(FIELDS, EMPTY);
  const create = useCreateStaff();
  const formId = 'office-staff-form';
  return (
    <Modal
      open
      size="md"
      title="Tambah staf Dinas"
      onClose={onClose}
      footer={
        <DialogFormActions
          formId={formId}
          pending={create.isPending}
          submitLabel={'Tambah staf'}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(() => {
          const { name, email, password, office_role } = form.values;
          create.mutate(
            { name: name.trim(), email: email.trim(), password, office_role: office_role as OfficeRole },
            {
              onSuccess: (envelope) => {
                feedback.toast(envelope.message);
                onClose();
              },
              onError: (error) => {
                if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
              },
            },
          );
        })}
      >
        <ErrorSummary errors={form.errorSummary} />
        <p className="muted">
          Staf baru dapat langsung masuk dengan email dan kata sandi awal ini, lalu menggantinya di menu Ubah
          Kata Sandi.
        </p>
        <TextField {...form.field('name')} autoComplete="off" data-autofocus />
        <TextField {...form.field('email')} {...EMAIL_INPUT} autoComplete="off" />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          hint={`Minimal ${PASSWORD_MIN_LENGTH} karakter. Hindari kata sandi yang mudah ditebak.`}
        />
        <TextField {...form.field('password_confirmation')} type="password" autoComplete="new-password" />
        <SelectField
          {...form.field('office_role')}
          options={OFFICE_ROLE_OPTIONS}
          hint={`${OFFICE_ROLE_LABELS.verifierHint} ${OFFICE_ROLE_LABELS.administratorHint}`}
        />
      </form>
    </Modal>
  );
}
