import { useState } from 'react';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { Modal } from '../../components/modal.tsx';

const NOTE_MAX = 1000;

export interface RejectApplicantDialogProps {
  seekerName: string;
  busy: boolean;
  onCancel: () => void;
  /** Sends 'Tidak Diterima' with the note (empty when none was written). */
  onReject: (note: string) => void;
}

/** Tolak asks first (REJECTED is final, docs/product.md §4) and lets the company add a note the seeker sees. */
export function RejectApplicantDialog({ seekerName, busy, onCancel, onReject }: RejectApplicantDialogProps) {
  const [note, setNote] = useState('');
  const formId = 'reject-applicant-form';
  return (
    <Modal
      open
      size="md"
      title={`Tolak ${seekerName}?`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Batal
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy}>
            {busy ? 'Mengirim…' : 'Tolak'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onReject(note.trim());
        }}
      >
        <p>
          Pelamar yang ditolak berstatus &quot;Tidak Diterima&quot; dan tidak dapat dipindahkan ke tahap lain.
        </p>
        <TextAreaField
          id="reject-applicant-note"
          errorId="reject-applicant-note-error"
          label="Catatan untuk pelamar (opsional)"
          value={note}
          onValueChange={setNote}
          rows={3}
          maxLength={NOTE_MAX}
          data-autofocus
        />
      </form>
    </Modal>
  );
}
