import { MESSAGES } from '@siloker/shared/messages';
import {
  AK1_COMPANY_NAME_MAX,
  AK1_NOTE_MAX,
  AK1_REPORT_STATUS_NAMES,
  AK1_REPORT_STATUSES,
  type Ak1ReportStatus,
} from '@siloker/shared/schemas/ak1-constants';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useAk1Report } from './api.ts';

const LOOKING_FIELDS = {
  status: { label: 'Status saat ini', rules: 'required' },
  company_name: { label: 'Nama perusahaan', rules: `max:${AK1_COMPANY_NAME_MAX}` },
  note: { label: 'Catatan', rules: `max:${AK1_NOTE_MAX}` },
} as const;
/** Working: the company is required, as on the server. */
const WORKING_FIELDS = {
  ...LOOKING_FIELDS,
  company_name: { label: 'Nama perusahaan', rules: `required|max:${AK1_COMPANY_NAME_MAX}` },
} as const;

const STATUS_OPTIONS = AK1_REPORT_STATUSES.map((s) => ({ value: s, label: AK1_REPORT_STATUS_NAMES[s] }));

/** Lapor: still looking, or working and where. The card and its next due date follow the answer. */
export function Ak1ReportForm({ userId }: { userId: string | number | null }) {
  const form = useForm((v) => (v.status === 'WORKING' ? WORKING_FIELDS : LOOKING_FIELDS), {
    status: 'LOOKING',
    company_name: '',
    note: '',
  });
  const report = useAk1Report(userId);
  const working = form.values.status === 'WORKING';
  return (
    <form
      className="ak1-report-form"
      noValidate
      aria-labelledby="ak1-report-title"
      onSubmit={form.handleSubmit(() => {
        const status = form.values.status as Ak1ReportStatus;
        report
          .mutateAsync({
            status,
            ...(status === 'WORKING' ? { company_name: form.values.company_name.trim() } : {}),
            ...(form.values.note.trim() ? { note: form.values.note.trim() } : {}),
          })
          .then((res) => {
            feedback.toast(res.message);
            form.reset();
          })
          .catch((error: unknown) => {
            if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
          });
      })}
    >
      <ErrorSummary errors={form.errorSummary} />
      <h2 id="ak1-report-title">Lapor Kartu AK/1</h2>
      <p className="muted">Laporkan keadaan Anda setiap 6 bulan agar kartu tetap aktif.</p>
      <SelectField {...form.field('status')} options={STATUS_OPTIONS} required />
      {working ? (
        <TextField {...form.field('company_name')} maxLength={AK1_COMPANY_NAME_MAX} required />
      ) : null}
      <TextAreaField {...form.field('note')} rows={2} maxLength={AK1_NOTE_MAX} />
      <SubmitButton busy={report.isPending} busyLabel="Mengirim..." className="btn btn-primary">
        Kirim laporan
      </SubmitButton>
    </form>
  );
}
