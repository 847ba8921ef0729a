import { MESSAGES } from '@siloker/shared/messages';
import { OFFICE_NOTE_MAX } from '@siloker/shared/schemas/verification-constants';
import { ErrorSummary } from '../form/error-summary.tsx';
import { TextAreaField } from '../form/textarea-field.tsx';
import { useForm } from '../form/use-form.ts';
import { Modal } from '../modal.tsx';
import { feedback } from '../../lib/feedback.tsx';

const FIELDS = {
  note: { label: 'Alasan penolakan', rules: `required|max:${OFFICE_NOTE_MAX}` },
} as const;

export interface RejectDialogProps {
  /** What is being rejected, for the title ('PT Mahakam Jaya'). */
  subjectName: string;
  busy: boolean;
  onCancel: () => void;
  /** Sends the rejection; a refusal rejects the promise and the dialog stays open. */
  onReject: (note: string) => Promise<unknown>;
}

/**
 * Tolak: the office must say why (the account is told the note). The note is required here and on the
 * server; a server field error shows under the field.
 */
export function RejectDialog({ subjectName, busy, onCancel, onReject }: RejectDialogProps) {
  const form = useForm(FIELDS, { note: '' });
  const formId = 'office-reject-form';
  return (
    <Modal
      open
      size="md"
      title={`Tolak ${subjectName}`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Batal
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy}>
            Tolak
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(() => {
          void onReject(form.values.note.trim()).catch((error: unknown) => {
            if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
          });
        })}
      >
        <ErrorSummary errors={form.errorSummary} />
        <p className="muted">Alasan ini dikirim ke akun yang bersangkutan agar dapat diperbaiki.</p>
        <TextAreaField {...form.field('note')} rows={4} maxLength={OFFICE_NOTE_MAX} data-autofocus required />
      </form>
    </Modal>
  );
}
