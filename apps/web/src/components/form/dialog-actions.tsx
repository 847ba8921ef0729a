import { SubmitButton } from './submit-button.tsx';

/**
 * The footer of a dialog that holds a form: 'Batal', and the submit button of the form `formId`
 * (outside the form element, hence `form=`), which says it is saving while `pending`.
 */
export function DialogFormActions({
  formId,
  pending,
  submitLabel,
  pendingLabel = 'Menyimpan...',
  onCancel,
}: {
  formId: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  onCancel: () => void;
}) {
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        Batal
      </button>
      <SubmitButton form={formId} busy={pending} busyLabel={pendingLabel} className="btn btn-primary">
        {submitLabel}
      </SubmitButton>
    </>
  );
}
