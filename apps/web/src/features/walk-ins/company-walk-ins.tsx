import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate, timeZoneLabel } from '@siloker/shared/format/index';
import { fromZonedInput, toZonedInput } from '@siloker/shared/format/zoned';
import { MESSAGES } from '@siloker/shared/messages';
import {
  DESK_LABELS as L,
  WALK_IN_PLACE_MAX,
  WALK_IN_QUOTA_MAX,
  WALK_IN_TEXTS as T,
} from '@siloker/shared/schemas/employer-desk-constants';
import type { CompanyWalkInSession } from '@siloker/shared/schemas/employer-desk';
import { paths } from '../../config/paths.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePortalTimeZone } from '../master/index.ts';
import { companyWalkInsQueryOptions, useDeleteWalkIn, useSaveWalkIn } from './api.ts';
import { sessionWhen } from './session-when.ts';
import '../../components/detail-page.css';
import './walk-ins.css';

type Field = 'date' | 'start' | 'end' | 'place' | 'quota';
type Values = Record<Field, string>;

/** Which field shows a server error of the body's field. */
const FIELD_OF: Record<string, Field> = {
  starts_at: 'start',
  ends_at: 'end',
  place: 'place',
  quota: 'quota',
};

const EMPTY: Values = { date: '', start: '09:00', end: '12:00', place: '', quota: '' };

/** A session's values as the form shows them: its date and times on the portal's clock. */
function valuesOf(session: CompanyWalkInSession, zone: string): Values {
  const start = toZonedInput(session.starts_at, zone);
  return {
    date: start.slice(0, 10),
    start: start.slice(11, 16),
    end: toZonedInput(session.ends_at, zone).slice(11, 16),
    place: session.place,
    quota: String(session.quota),
  };
}

/** `data.errors` of a refused create or edit, one message per form field. */
function fieldErrorsOf(error: unknown): Partial<Record<Field, string>> {
  if (!isApiError(error)) return {};
  const data = error.response.data?.data as { errors?: Record<string, string[]> } | null | undefined;
  const out: Partial<Record<Field, string>> = {};
  for (const [name, messages] of Object.entries(data?.errors ?? {})) {
    const field = FIELD_OF[name];
    if (field && !out[field] && messages[0]) out[field] = messages[0];
  }
  return out;
}

/**
 * The session form: a new session, or (`editing`) the one whose "Ubah" was pressed, filled in. Date and
 * times on the portal's clock, sent as instants with their offset. Mounted again (a `key`) for each
 * session it edits, so it starts from that session's values.
 */
function SessionForm({
  vacancyId,
  zone,
  editing,
  onDone,
}: {
  vacancyId: number;
  zone: string;
  editing: CompanyWalkInSession | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Values>(() => (editing ? valuesOf(editing, zone) : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveWalkIn(vacancyId);
  // "Ubah" brings the filled-in form into view with the focus on its first field (once: a re-read of
  // the list while the company types must not move the focus).
  const isEdit = editing !== null;
  useEffect(() => {
    if (isEdit) document.getElementById('walk-in-date')?.focus();
  }, [isEdit]);
  const set = (key: Field) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const instant = (time: string) =>
    values.date && time ? fromZonedInput(`${values.date}T${time}`, zone) : '';

  const submit = () => {
    // A missing date is named at the date field; the server names every other error.
    if (!values.date) {
      setErrors({ date: `${L.sessionDate} wajib diisi.` });
      document.getElementById('walk-in-date')?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      {
        id: editing?.id,
        starts_at: instant(values.start),
        ends_at: instant(values.end),
        place: values.place,
        quota: values.quota,
      },
      {
        onSuccess: ({ message }) => {
          feedback.toast(message);
          if (editing) onDone();
          else setValues((v) => ({ ...EMPTY, start: v.start, end: v.end, place: v.place }));
        },
        onError: (error) => {
          const next = fieldErrorsOf(error);
          if (Object.keys(next).length === 0) {
            feedback.handleError(error, MESSAGES.sendDataError);
            return;
          }
          setErrors(next);
          const first = (['date', 'start', 'end', 'place', 'quota'] as const).find((f) => next[f]);
          if (first) document.getElementById(`walk-in-${first}`)?.focus();
        },
      },
    );
  };

  return (
    <section className="detail-section" aria-labelledby="walk-in-form-title">
      <h2 id="walk-in-form-title">{editing ? T.editTitle : T.addTitle}</h2>
      {editing ? (
        <p className="walk-ins-lead">
          {sessionWhen(editing, zone)}
          {editing.booked_count > 0 ? ` — ${T.editBooked(editing.booked_count)}` : null}
        </p>
      ) : null}
      <form
        className="walk-in-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          id="walk-in-date"
          errorId="walk-in-date-error"
          type="date"
          label={L.sessionDate}
          value={values.date}
          onValueChange={set('date')}
          error={errors.date}
          hint={`Waktu dalam ${timeZoneLabel(zone)}`}
          required
        />
        <TextField
          id="walk-in-start"
          errorId="walk-in-start-error"
          type="time"
          label={`${L.sessionStart} (${timeZoneLabel(zone)})`}
          value={values.start}
          onValueChange={set('start')}
          error={errors.start}
          required
        />
        <TextField
          id="walk-in-end"
          errorId="walk-in-end-error"
          type="time"
          label={`${L.sessionEnd} (${timeZoneLabel(zone)})`}
          value={values.end}
          onValueChange={set('end')}
          error={errors.end}
          required
        />
        <TextField
          id="walk-in-place"
          errorId="walk-in-place-error"
          label={L.sessionPlace}
          value={values.place}
          onValueChange={set('place')}
          error={errors.place}
          maxLength={WALK_IN_PLACE_MAX}
          required
        />
        <TextField
          id="walk-in-quota"
          errorId="walk-in-quota-error"
          type="number"
          label={L.sessionQuota}
          value={values.quota}
          onValueChange={set('quota')}
          error={errors.quota}
          min={1}
          max={WALK_IN_QUOTA_MAX}
          hint={`1–${WALK_IN_QUOTA_MAX} orang`}
          required
        />
        <div className="walk-in-form-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? T.adding : editing ? T.save : T.add}
          </button>
          {editing ? (
            <button type="button" className="btn btn-outline" onClick={onDone}>
              {T.cancelEdit}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function SessionCard({
  session,
  zone,
  onEdit,
}: {
  session: CompanyWalkInSession;
  zone: string;
  onEdit: () => void;
}) {
  const remove = useDeleteWalkIn();
  const onDelete = async () => {
    if (!(await feedback.confirm({ message: T.deleteConfirm, confirmText: T.delete }))) return;
    remove.mutate(session.id, {
      onSuccess: ({ message }) => feedback.toast(message),
      onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
    });
  };
  const when = sessionWhen(session, zone);
  return (
    <li className="walk-in-item" data-testid="company-walk-in">
      <p className="walk-in-when">
        {when}
        {session.is_past ? <span className="walk-in-past"> ({T.past})</span> : null}
      </p>
      <p className="walk-in-place">{session.place}</p>
      <p className={session.booked_count >= session.quota ? 'walk-in-left is-full' : 'walk-in-left'}>
        {T.bookedOf(session.booked_count, session.quota)}
      </p>
      <h3 className="walk-in-bookers-title">{T.bookers}</h3>
      {session.bookings.length === 0 ? (
        <p className="walk-in-none">{T.noBookers}</p>
      ) : (
        <ul className="walk-in-bookers">
          {session.bookings.map((b) => (
            <li key={b.id}>
              <strong>{b.seeker_name}</strong>, {T.bookedAt}{' '}
              {formatDate(b.booked_at, { timeZone: zone, withTime: true, short: true })}
              {b.has_applied ? `, ${T.applied}` : ''}
            </li>
          ))}
        </ul>
      )}
      {session.booked_count > 0 ? <p className="walk-in-none">{T.deleteHint}</p> : null}
      <div className="walk-in-actions">
        {/* A started session can no longer be changed (the server refuses it too). */}
        {session.is_past ? null : (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`${T.edit}: ${when}`}
            onClick={onEdit}
          >
            {T.edit}
          </button>
        )}
        {session.booked_count === 0 ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`${T.delete}: ${when}`}
            disabled={remove.isPending}
            onClick={() => void onDelete()}
          >
            {T.delete}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * CompanyWalkIns (/panel/data-lowongan-kerja/walk-in/:id, docs/decisions/115): the company's walk-in
 * sessions of its own vacancy, the form to add one or change one ("Ubah"), and who booked each.
 */
export function CompanyWalkIns() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const zone = usePortalTimeZone();
  const query = useQuery({ ...companyWalkInsQueryOptions(id), enabled: valid });
  // The session being edited, as the list has it now (gone from the list, e.g. deleted: the add form).
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = query.data?.sessions.find((s) => s.id === editingId) ?? null;
  useDocumentTitle(paths.companyWalkIns.title);

  if (!valid || query.isError)
    return (
      <LoadFailedCard
        title={paths.companyWalkIns.title}
        lead={
          isApiError(query.error) && query.error.response.data?.message
            ? query.error.response.data.message
            : T.loadFailed
        }
        onRetry={query.refetch}
      />
    );
  return (
    <div className="company-walk-ins">
      <p>
        <Link to={paths.companyVacancies.path}>{T.back}</Link>
      </p>
      <section className="detail-section" aria-labelledby="walk-ins-page-title">
        <h1 id="walk-ins-page-title">{paths.companyWalkIns.title}</h1>
        <p className="walk-ins-lead">{T.companyLead}</p>
      </section>
      <SessionForm
        key={editing?.id ?? 'new'}
        vacancyId={id}
        zone={zone}
        editing={editing}
        onDone={() => setEditingId(null)}
      />
      <section className="detail-section" aria-labelledby="walk-in-list-title" aria-busy={query.isPending}>
        <h2 id="walk-in-list-title">{T.listTitle}</h2>
        {query.data ? (
          query.data.sessions.length === 0 ? (
            <p className="walk-in-none">{T.empty}</p>
          ) : (
            <ul className="walk-ins-list">
              {query.data.sessions.map((s) => (
                <SessionCard key={s.id} session={s} zone={zone} onEdit={() => setEditingId(s.id)} />
              ))}
            </ul>
          )
        ) : (
          <p>Memuat…</p>
        )}
      </section>
    </div>
  );
}
