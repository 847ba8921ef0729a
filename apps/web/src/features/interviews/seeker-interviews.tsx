import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@siloker/shared/messages';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_TEXTS as T,
  INTERVIEWS_PAGE_SIZE,
} from '@siloker/shared/schemas/interviews-constants';
import type { Interview } from '@siloker/shared/schemas/interviews';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePortalTimeZone } from '../master/index.ts';
import { seekerInterviewsQueryOptions, useAnswerInterview } from './api.ts';
import { InterviewFacts } from './interview-parts.tsx';
import './interviews.css';

/** One interview with the seeker's answer: confirm, or ask for another time with a short reason. */
export function SeekerInterviewCard({
  interview,
  zone,
  focused,
}: {
  interview: Interview;
  zone: string;
  focused: boolean;
}) {
  const answer = useAnswerInterview();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = interview.status === 'SCHEDULED' && Date.parse(interview.starts_at) > Date.now();
  const send = (body: { answer: 'CONFIRMED' } | { answer: 'RESCHEDULE_REQUESTED'; reason: string }) =>
    answer.mutate(
      { id: interview.id, body },
      {
        onSuccess: (res) => {
          setAsking(false);
          feedback.toast(res.message);
        },
        onError: (e) => feedback.handleError(e, MESSAGES.sendDataError),
      },
    );
  const headingId = `interview-${interview.id}-title`;
  return (
    <li
      className={focused ? 'interview-card is-focused' : 'interview-card'}
      id={`wawancara-${interview.id}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="interview-title">
        {interview.job_vacancy.title}
        <span className="muted"> · {interview.company_name}</span>
      </h2>
      <InterviewFacts interview={interview} zone={zone} />
      {open ? (
        <div className="interview-actions">
          {interview.answer !== 'CONFIRMED' ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={answer.isPending}
              onClick={() => send({ answer: 'CONFIRMED' })}
            >
              {T.confirm}
            </button>
          ) : null}
          {!asking ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={answer.isPending}
              onClick={() => setAsking(true)}
            >
              {T.askReschedule}
            </button>
          ) : null}
        </div>
      ) : null}
      {open && asking ? (
        <form
          className="interview-reason"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const text = reason.trim();
            if (!text) {
              setError(INTERVIEW_MESSAGES.reasonRequired);
              return;
            }
            setError(undefined);
            send({ answer: 'RESCHEDULE_REQUESTED', reason: text });
          }}
        >
          <TextAreaField
            id={`interview-${interview.id}-reason`}
            errorId={`interview-${interview.id}-reason-error`}
            label={T.reason}
            value={reason}
            onValueChange={setReason}
            error={error}
            rows={2}
            maxLength={INTERVIEW_LIMITS.reasonMax}
            data-autofocus
          />
          <div className="interview-actions">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setAsking(false)}>
              Batal
            </button>
            <button type="submit" className="btn btn-primary btn-sm" disabled={answer.isPending}>
              {T.send}
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/**
 * Wawancara (/panel/wawancara, seekers; docs/decisions/110): the seeker's interviews, coming ones first;
 * `?wawancara=<id>` (the mail's and the notification's link) brings one into view.
 */
export function SeekerInterviews() {
  useDocumentTitle(paths.seekerInterviews.title);
  const zone = usePortalTimeZone();
  const [params, setParams] = useSearchParams();
  const past = params.get('tab') === 'lewat';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const focus = Number(params.get('wawancara')) || null;
  const query = useQuery(
    seekerInterviewsQueryOptions({
      past,
      offset: (page - 1) * INTERVIEWS_PAGE_SIZE,
      limit: INTERVIEWS_PAGE_SIZE,
    }),
  );
  const data = query.data;
  useEffect(() => {
    if (focus && data) document.getElementById(`wawancara-${focus}`)?.scrollIntoView?.({ block: 'center' });
  }, [focus, data]);
  const go = (next: { past: boolean; page?: number }) => {
    const p = new URLSearchParams();
    if (next.past) p.set('tab', 'lewat');
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const pages = data ? Math.ceil(data.total / INTERVIEWS_PAGE_SIZE) : 0;

  return (
    <section className="container page-section interviews-page" aria-labelledby="interviews-title">
      <header>
        <h1 id="interviews-title">{T.seekerTitle}</h1>
      </header>
      <nav className="interview-tabs" aria-label="Daftar wawancara">
        {[false, true].map((p) => (
          <button
            key={String(p)}
            type="button"
            className={p === past ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
            aria-pressed={p === past}
            onClick={() => go({ past: p })}
          >
            {p ? T.past : T.upcoming}
          </button>
        ))}
      </nav>
      <QueryView
        query={query}
        failedTitle="Data wawancara gagal dimuat"
        failedLead="Periksa koneksi Anda lalu coba lagi."
        loadingText="Memuat..."
        loadingStatus
      >
        {({ interviews }) =>
          interviews.length === 0 ? (
            <p className="muted">{T.seekerEmpty}</p>
          ) : (
            <ul className="interview-list">
              {interviews.map((i) => (
                <SeekerInterviewCard key={i.id} interview={i} zone={zone} focused={i.id === focus} />
              ))}
            </ul>
          )
        }
      </QueryView>
      {pages > 1 ? (
        <nav className="interview-pager" aria-label="Halaman">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={page <= 1}
            onClick={() => go({ past, page: page - 1 })}
          >
            Sebelumnya
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={page >= pages}
            onClick={() => go({ past, page: page + 1 })}
          >
            Berikutnya
          </button>
        </nav>
      ) : null}
    </section>
  );
}
