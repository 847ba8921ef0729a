import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dateTimeFormat, formatDate, ID_LOCALE } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { INTERVIEW_TEXTS as T } from '@siloker/shared/schemas/interviews-constants';
import type { Interview } from '@siloker/shared/schemas/interviews';
import { toZonedInput } from '@siloker/shared/format/zoned';
import { QueryView } from '../../components/query-view.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePortalTimeZone } from '../master/index.ts';
import { agendaQueryOptions, useCancelInterview, useSaveInterview } from './api.ts';
import { InterviewFacts, serverFieldErrors } from './interview-parts.tsx';
import { ScheduleInterviewDialog } from './schedule-dialog.tsx';
import './interviews.css';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** 'Senin, 30 November 2026' for a YYYY-MM-DD day. */
const dayTitle = (day: string) =>
  dateTimeFormat(ID_LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

function AgendaItem({ interview, zone }: { interview: Interview; zone: string }) {
  const save = useSaveInterview();
  const cancel = useCancelInterview();
  const [editing, setEditing] = useState(false);
  const live = interview.status === 'SCHEDULED';
  const headingId = `agenda-${interview.id}-title`;
  return (
    <li className={live ? 'interview-card' : 'interview-card is-cancelled'} aria-labelledby={headingId}>
      <h3 id={headingId} className="interview-title">
        {toZonedInput(interview.starts_at, zone).slice(11)} · {interview.seeker.name}
        <span className="muted"> · {interview.job_vacancy.title}</span>
      </h3>
      <InterviewFacts interview={interview} zone={zone} />
      {live ? (
        <div className="interview-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
            {T.rescheduleTitle}
          </button>
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={cancel.isPending}
            onClick={async () => {
              const yes = await feedback.confirm({
                title: T.cancel,
                message: `Batalkan wawancara ${interview.seeker.name}? Pelamar diberi tahu lewat notifikasi dan email.`,
                confirmText: T.cancel,
              });
              if (!yes) return;
              cancel.mutate(
                { id: interview.id },
                {
                  onSuccess: (res) => feedback.toast(res.message),
                  onError: (e) => feedback.handleError(e, MESSAGES.sendDataError),
                },
              );
            }}
          >
            {T.cancel}
          </button>
        </div>
      ) : null}
      {editing ? (
        <ScheduleInterviewDialog
          seekerName={interview.seeker.name}
          interview={interview}
          busy={save.isPending}
          serverErrors={serverFieldErrors(save.error)}
          onCancel={() => setEditing(false)}
          onSubmit={(fields) =>
            save.mutate(
              { id: interview.id, fields },
              {
                onSuccess: (res) => {
                  setEditing(false);
                  feedback.toast(res.message);
                },
                onError: (e) => {
                  if (!serverFieldErrors(e)) feedback.handleError(e, MESSAGES.sendDataError);
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}

/**
 * Agenda Wawancara (/panel/agenda-wawancara, companies; docs/decisions/110): the company's own interviews
 * of one week, Monday to Sunday on the portal's clock, `?minggu=YYYY-MM-DD` naming the week.
 */
export function CompanyInterviewAgenda() {
  useDocumentTitle(paths.companyInterviewAgenda.title);
  const zone = usePortalTimeZone();
  const [params, setParams] = useSearchParams();
  const week = /^\d{4}-\d{2}-\d{2}$/.test(params.get('minggu') ?? '') ? params.get('minggu')! : undefined;
  const query = useQuery(agendaQueryOptions(week));
  const data = query.data;
  const go = (day: string | null) =>
    setParams(day ? new URLSearchParams({ minggu: day }) : new URLSearchParams());

  const days = data ? Array.from({ length: 7 }, (_, i) => shift(data.week_start, i)) : [];
  const byDay = (day: string) =>
    (data?.interviews ?? []).filter((i) => toZonedInput(i.starts_at, zone).startsWith(day));

  return (
    <section className="container page-section interviews-page" aria-labelledby="agenda-title">
      <header>
        <h1 id="agenda-title">{T.agendaTitle}</h1>
        {data ? (
          <p className="muted">
            {formatDate(`${data.week_start}T12:00:00Z`, { timeZone: 'UTC' })} –{' '}
            {formatDate(`${data.week_end}T12:00:00Z`, { timeZone: 'UTC' })}
          </p>
        ) : null}
      </header>
      <nav className="interview-tabs" aria-label="Pilih minggu">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!data}
          onClick={() => data && go(shift(data.week_start, -7))}
        >
          {T.previousWeek}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => go(null)}>
          {T.thisWeek}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!data}
          onClick={() => data && go(shift(data.week_start, 7))}
        >
          {T.nextWeek}
        </button>
      </nav>
      <QueryView
        query={query}
        failedTitle="Agenda wawancara gagal dimuat"
        failedLead="Periksa koneksi Anda lalu coba lagi."
        loadingText="Memuat..."
        loadingStatus
      >
        {({ interviews }) =>
          interviews.length === 0 ? (
            <p className="muted">{T.agendaEmpty}</p>
          ) : (
            days
              .filter((d) => byDay(d).length > 0)
              .map((d) => (
                <section key={d} className="agenda-day" aria-labelledby={`agenda-day-${d}`}>
                  <h2 id={`agenda-day-${d}`}>{dayTitle(d)}</h2>
                  <ul className="interview-list">
                    {byDay(d).map((i) => (
                      <AgendaItem key={i.id} interview={i} zone={zone} />
                    ))}
                  </ul>
                </section>
              ))
          )
        }
      </QueryView>
    </section>
  );
}
