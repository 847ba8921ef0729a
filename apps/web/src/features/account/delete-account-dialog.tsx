import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@siloker/shared/schemas/profile-constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { Modal } from '../../components/modal.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { clearPrivateStorage } from '../../lib/private-storage.ts';
import { removePrivateQueries } from '../../lib/react-query.ts';
import { clearAuth } from '../../lib/session.ts';
import { handleSessionExpired } from '../auth/index.ts';
import { useDeleteAccountMutation } from './api.ts';

const FIELDS = { password: { label: 'Kata sandi Anda', rules: 'required|max:1024' } };

/**
 * "Hapus akun": the consequences (ACCOUNT_MESSAGES.deleteConfirm), the password again, then POST
 * /account/delete. Afterwards the browser forgets the session and the account's cached data, and the
 * person lands on the landing page with the server's message.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm(FIELDS, { password: '' });
  const remove = useDeleteAccountMutation();

  const close = () => {
    if (remove.isPending) return;
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(() => {
    if (remove.isPending) return;
    remove.mutate(
      { password: form.values.password },
      {
        onSuccess: async (envelope) => {
          clearAuth();
          removePrivateQueries(queryClient);
          clearPrivateStorage();
          await navigate(paths.home.path);
          void feedback.success(envelope.message || ACCOUNT_MESSAGES.deleted);
        },
        onError: (error) => {
          if (handleSessionExpired(error, (message) => feedback.warning(message))) {
            void navigate(paths.login.path);
            return;
          }
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      title="Hapus akun"
      role="alertdialog"
      onClose={close}
      dismissible={!remove.isPending}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={remove.isPending}>
            Batal
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-danger"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending ? 'Menghapus...' : 'Hapus akun saya'}
          </button>
        </>
      }
    >
      <form id={formId} className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary errors={form.errorSummary} />
        <p>{ACCOUNT_MESSAGES.deleteConfirm}</p>
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="current-password"
          data-autofocus
        />
      </form>
    </Modal>
  );
}
