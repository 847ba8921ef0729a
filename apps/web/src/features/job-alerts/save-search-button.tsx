import { useState } from 'react';
import { MESSAGES } from '@siloker/shared/messages';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MESSAGES as M,
  type JobAlertFrequency,
} from '@siloker/shared/schemas/job-alerts-constants';
import { RadioGroupField } from '../../components/form/choice-fields.tsx';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { Modal } from '../../components/modal.tsx';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useSaveSearch } from './api.ts';
import './job-alerts.css';

/** The list's filters a search can be saved with: exactly GET /job-vacancies's (docs/decisions/108). */
const FILTER_KEYS = [
  'search',
  'job_type_id',
  'province_code',
  'city_code',
  'district_code',
  'education_id',
  'salary_min',
  'salary_max',
] as const;
const NUMERIC = new Set(['job_type_id', 'education_id', 'salary_min', 'salary_max']);

const FREQUENCY_OPTIONS = JOB_ALERT_FREQUENCIES.map((value) => ({
  value,
  label: JOB_ALERT_FREQUENCY_LABELS[value],
}));

/** The body's filters from the list's current values (those set only). */
function filterBody(values: Record<string, string | undefined>) {
  return Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const v = values[key]?.trim();
      return v ? [[key, NUMERIC.has(key) ? Number(v) : v]] : [];
    }),
  );
}

/**
 * "Simpan pencarian & kirim lowongan baru" on the vacancy list (docs/decisions/108): a seeker saves the
 * search to the account's address; a guest gives an address, which gets a confirmation link first.
 * Companies and the office do not see it.
 */
export function SaveSearchButton({ filters }: { filters: Record<string, string | undefined> }) {
  const { user, hasRoleSeeker } = useSession();
  const [open, setOpen] = useState(false);
  if (user && !hasRoleSeeker) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm save-search-button"
        data-testid="save-search"
        onClick={() => setOpen(true)}
      >
        {M.saveButton}
      </button>
      {open ? <SaveSearchDialog filters={filters} guest={!user} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const GUEST_FIELDS = {
  frequency: { label: M.frequencyLabel, rules: 'required' },
  email: { label: M.emailLabel, rules: 'required|email|max:254' },
} as const;
/** A seeker's alert goes to the account's address: no e-mail field. */
const SEEKER_FIELDS = { ...GUEST_FIELDS, email: { label: M.emailLabel, rules: '' } } as const;

function SaveSearchDialog({
  filters,
  guest,
  onClose,
}: {
  filters: Record<string, string | undefined>;
  guest: boolean;
  onClose: () => void;
}) {
  const form = useForm(guest ? GUEST_FIELDS : SEEKER_FIELDS, { frequency: 'DAILY', email: '' });
  const save = useSaveSearch();
  const [done, setDone] = useState<string | null>(null);
  const formId = 'save-search-form';
  return (
    <Modal
      open
      size="md"
      title={M.dialogTitle}
      onClose={onClose}
      footer={
        done ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Tutup
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              {M.cancel}
            </button>
            <button type="submit" form={formId} className="btn btn-primary" disabled={save.isPending}>
              {M.submit}
            </button>
          </>
        )
      }
    >
      {done ? (
        <p role="status" data-testid="save-search-done">
          {done}
        </p>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={form.handleSubmit(() => {
            const values = form.values;
            save.mutate(
              {
                ...filterBody(filters),
                frequency: values.frequency as JobAlertFrequency,
                ...(guest ? { email: values.email } : {}),
              },
              {
                onSuccess: ({ message }) => {
                  if (guest) setDone(message);
                  else {
                    feedback.toast(message);
                    onClose();
                  }
                },
                onError: (error) => {
                  if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
                },
              },
            );
          })}
        >
          <p>{M.dialogIntro}</p>
          <p className="save-search-summary" data-testid="save-search-summary">
            {summaryOf(filters)}
          </p>
          <ErrorSummary errors={form.errorSummary} />
          <RadioGroupField {...form.field('frequency')} options={FREQUENCY_OPTIONS} />
          {guest ? (
            <TextField
              {...form.field('email')}
              type="email"
              autoComplete="email"
              hint={M.guestNote}
              required
            />
          ) : null}
        </form>
      )}
    </Modal>
  );
}

/** The search as typed (the mail and the panel name it fully, with the names of the choices). */
function summaryOf(filters: Record<string, string | undefined>): string {
  const parts = [
    filters.search ? `“${filters.search}”` : null,
    FILTER_KEYS.some((k) => k !== 'search' && filters[k]) ? 'dengan filter yang dipilih' : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : M.allVacancies;
}
