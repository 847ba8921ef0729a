import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@siloker/shared/messages';
import {
  VACANCY_REPORT_ANCHOR,
  VACANCY_REPORT_CATEGORIES,
  VACANCY_REPORT_CATEGORY_LABELS,
  VACANCY_REPORT_MESSAGES as M,
  VACANCY_REPORT_NOTE_MAX,
  type VacancyReportCategory,
} from '@siloker/shared/schemas/vacancy-reports-constants';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { Modal } from '../../components/modal.tsx';
import { feedback } from '../../lib/feedback.tsx';
import { loginHref } from '../../lib/login-return.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useReportVacancy } from './api.ts';
import './vacancy-reports.css';

const FIELDS = {
  category: { label: M.categoryLabel, rules: 'required' },
  note: { label: M.noteLabel, rules: `max:${VACANCY_REPORT_NOTE_MAX}` },
} as const;

/** "Lainnya" needs a note: said on the screen before sending, as the server would (docs/decisions/103). */
const checkReport = (v: Record<keyof typeof FIELDS, string>) =>
  v.category === 'OTHER' && !v.note.trim() ? { note: M.noteRequired } : {};

const CATEGORY_OPTIONS = VACANCY_REPORT_CATEGORIES.map((value) => ({
  value,
  label: VACANCY_REPORT_CATEGORY_LABELS[value],
}));

/**
 * "Laporkan lowongan" at `#laporkan` on a vacancy page (docs/decisions/103): any signed-in account but
 * the vacancy's own company reports it once; a guest signs in and comes back here.
 */
export function ReportVacancySection({ vacancyId, companyId }: { vacancyId: number; companyId: number }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (user && user.company_detail_id === companyId) return null;
  return (
    <section id={VACANCY_REPORT_ANCHOR} className="vacancy-report" aria-labelledby="vacancy-report-title">
      <h2 id="vacancy-report-title">{M.button}</h2>
      <p className="muted">{M.dialogIntro}</p>
      {!user ? (
        <Link
          to={loginHref(`${pathname}#${VACANCY_REPORT_ANCHOR}`)}
          className="btn btn-sm btn-outline"
          data-testid="report-vacancy"
        >
          {M.guestLabel}
        </Link>
      ) : sent ? (
        <p role="status" data-testid="report-sent">
          {M.sent}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          data-testid="report-vacancy"
          onClick={() => setOpen(true)}
        >
          {M.button}
        </button>
      )}
      {open ? (
        <ReportDialog
          vacancyId={vacancyId}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      ) : null}
    </section>
  );
}

function ReportDialog({
  vacancyId,
  onClose,
  onSent,
}: {
  vacancyId: number;
  onClose: () => void;
  onSent: () => void;
}) {
  const form = useForm(FIELDS, { category: '', note: '' }, { check: checkReport });
  const report = useReportVacancy();
  const formId = 'vacancy-report-form';
  const noteRequired = form.values.category === 'OTHER';
  return (
    <Modal
      open
      size="md"
      title={M.dialogTitle}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {M.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={report.isPending}>
            {M.submit}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(() => {
          const note = form.values.note.trim();
          report.mutate(
            {
              job_vacancy_id: vacancyId,
              category: form.values.category as VacancyReportCategory,
              ...(note ? { note } : {}),
            },
            {
              onSuccess: ({ message }) => {
                feedback.toast(message);
                onSent();
              },
              onError: (error) => {
                if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
              },
            },
          );
        })}
      >
        <ErrorSummary errors={form.errorSummary} />
        <SelectField
          {...form.field('category')}
          options={CATEGORY_OPTIONS}
          placeholder="Pilih alasan"
          required
          data-autofocus
        />
        <TextAreaField
          {...form.field('note')}
          hint={M.noteHint}
          rows={4}
          maxLength={VACANCY_REPORT_NOTE_MAX}
          required={noteRequired}
        />
      </form>
    </Modal>
  );
}
