import { useState } from 'react';
import { fromZonedInput, toZonedInput } from '@siloker/shared/format/zoned';
import { timeZoneLabel } from '@siloker/shared/format/index';
import {
  INTERVIEW_KIND_LABELS,
  INTERVIEW_KINDS,
  INTERVIEW_LIMITS,
  INTERVIEW_TEXTS as T,
  type InterviewKind,
} from '@siloker/shared/schemas/interviews-constants';
import {
  InterviewFieldsSchema,
  type Interview,
  type InterviewFields,
} from '@siloker/shared/schemas/interviews';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { usePortalTimeZone } from '../master/index.ts';

export interface ScheduleInterviewDialogProps {
  /** Who is invited, for the dialog's title. */
  seekerName: string;
  /** The interview being moved; absent for a new one. */
  interview?: Interview;
  busy: boolean;
  /** The server's field errors of the last try (`data.errors`), shown under their fields. */
  serverErrors?: Record<string, string[]>;
  onCancel: () => void;
  onSubmit: (fields: InterviewFields) => void;
  /** The label of the submit button (the CALLED move says what else it does). */
  submitLabel?: string;
  /** A second way out besides Batal (the CALLED move without an interview). */
  secondary?: { label: string; onClick: () => void };
}

type Values = {
  date: string;
  time: string;
  duration: string;
  kind: InterviewKind;
  round: string;
  location: string;
  online_url: string;
  note: string;
};

const FIELD_OF: Record<string, keyof Values> = {
  starts_at: 'date',
  duration_minutes: 'duration',
  kind: 'kind',
  round: 'round',
  location: 'location',
  online_url: 'online_url',
  note: 'note',
};

/**
 * The company's schedule (or reschedule) form: date and time on the portal's clock (docs/decisions/085),
 * checked with the shared InterviewFieldsSchema before it is sent, every field's error at once.
 */
export function ScheduleInterviewDialog(props: ScheduleInterviewDialogProps) {
  const zone = usePortalTimeZone();
  const initial = props.interview ? toZonedInput(props.interview.starts_at, zone) : '';
  const [values, setValues] = useState<Values>({
    date: initial.slice(0, 10),
    time: initial.slice(11, 16) || '09:00',
    duration: String(props.interview?.duration_minutes ?? INTERVIEW_LIMITS.durationDefault),
    kind: props.interview?.kind ?? 'IN_PERSON',
    round: String(props.interview?.round ?? 1),
    location: props.interview?.location ?? '',
    online_url: props.interview?.online_url ?? '',
    note: props.interview?.note ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const formId = 'schedule-interview-form';
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const shown = (key: keyof Values): string | undefined => {
    if (errors[key]) return errors[key];
    const server = Object.entries(props.serverErrors ?? {}).find(([field]) => FIELD_OF[field] === key);
    return server?.[1][0];
  };

  const submit = () => {
    const startsAt = values.date && values.time ? fromZonedInput(`${values.date}T${values.time}`, zone) : '';
    const parsed = InterviewFieldsSchema.safeParse({
      starts_at: startsAt,
      duration_minutes: values.duration,
      kind: values.kind,
      round: values.round,
      location: values.kind === 'ONLINE' ? '' : values.location,
      online_url: values.kind === 'ONLINE' ? values.online_url : '',
      note: values.note,
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = FIELD_OF[String(issue.path[0])];
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    props.onSubmit(parsed.data);
  };

  const title = `${props.interview ? T.rescheduleTitle : T.scheduleTitle}: ${props.seekerName}`;
  return (
    <Modal
      open
      size="md"
      title={title}
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={props.onCancel}>
            Batal
          </button>
          {props.secondary ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={props.busy}
              onClick={props.secondary.onClick}
            >
              {props.secondary.label}
            </button>
          ) : null}
          <button type="submit" form={formId} className="btn btn-primary" disabled={props.busy}>
            {props.busy ? 'Mengirim…' : (props.submitLabel ?? T.save)}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          id="interview-date"
          errorId="interview-date-error"
          type="date"
          label={T.date}
          value={values.date}
          onValueChange={set('date')}
          error={shown('date')}
          hint={`Waktu dalam ${timeZoneLabel(zone)}`}
          required
          data-autofocus
        />
        <TextField
          id="interview-time"
          errorId="interview-time-error"
          type="time"
          label={`${T.time} (${timeZoneLabel(zone)})`}
          value={values.time}
          onValueChange={set('time')}
          required
        />
        <TextField
          id="interview-duration"
          errorId="interview-duration-error"
          type="number"
          label={T.duration}
          value={values.duration}
          onValueChange={set('duration')}
          error={shown('duration')}
          min={INTERVIEW_LIMITS.durationMin}
          max={INTERVIEW_LIMITS.durationMax}
          step={15}
        />
        <SelectField
          id="interview-kind"
          errorId="interview-kind-error"
          label={T.kind}
          value={values.kind}
          onValueChange={set('kind')}
          error={shown('kind')}
          options={INTERVIEW_KINDS.map((k) => ({ value: k, label: INTERVIEW_KIND_LABELS[k] }))}
        />
        <TextField
          id="interview-round"
          errorId="interview-round-error"
          type="number"
          label={T.round}
          value={values.round}
          onValueChange={set('round')}
          error={shown('round')}
          min={1}
          max={INTERVIEW_LIMITS.roundMax}
        />
        {values.kind === 'ONLINE' ? (
          <TextField
            id="interview-url"
            errorId="interview-url-error"
            type="url"
            label={T.onlineUrl}
            value={values.online_url}
            onValueChange={set('online_url')}
            error={shown('online_url')}
            maxLength={INTERVIEW_LIMITS.urlMax}
            required
          />
        ) : (
          <TextField
            id="interview-location"
            errorId="interview-location-error"
            label={values.kind === 'PHONE' ? `${T.location} (opsional)` : T.location}
            value={values.location}
            onValueChange={set('location')}
            error={shown('location')}
            maxLength={INTERVIEW_LIMITS.locationMax}
            required={values.kind === 'IN_PERSON'}
          />
        )}
        <TextAreaField
          id="interview-note"
          errorId="interview-note-error"
          label={`${T.note} (opsional)`}
          value={values.note}
          onValueChange={set('note')}
          error={shown('note')}
          rows={3}
          maxLength={INTERVIEW_LIMITS.noteMax}
        />
      </form>
    </Modal>
  );
}
