import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { WALK_IN_TEXTS as T } from '@siloker/shared/schemas/employer-desk-constants';
import type { WalkInSession } from '@siloker/shared/schemas/employer-desk';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { loginHref } from '../../lib/login-return.ts';
import { useSession } from '../../lib/session-context.tsx';
import { usePortalTimeZone } from '../master/index.ts';
import { publicWalkInsQueryOptions, useWalkInBooking } from './api.ts';
import { sessionWhen } from './session-when.ts';
import '../../components/detail-page.css';
import './walk-ins.css';

/**
 * "Sesi walk-in" on a vacancy's page (docs/decisions/115): its upcoming sessions with the places left.
 * A seeker books one place per vacancy ("Pesan tempat") and may release it; a full session says so; a
 * guest is sent to sign in and comes back here; a company or the office only reads. Nothing is shown
 * when the vacancy has no upcoming session.
 */
export function VacancyWalkIns({ vacancyId }: { vacancyId: number }) {
  const { user, isGuest, hasRoleSeeker } = useSession();
  const { pathname } = useLocation();
  const zone = usePortalTimeZone();
  const query = useQuery(publicWalkInsQueryOptions(vacancyId, user?.id ?? null));
  const booking = useWalkInBooking();
  const [refusal, setRefusal] = useState<string | null>(null);
  const sessions = (query.data?.sessions ?? []).filter((s) => !s.is_past);
  if (sessions.length === 0) return null;
  const mine = query.data?.my_session_id ?? null;

  const act = (session: WalkInSession, book: boolean) => {
    setRefusal(null);
    booking.mutate(
      { id: session.id, book },
      {
        onSuccess: ({ message }) => feedback.toast(message),
        onError: (error) => {
          // The server's reason stays beside the sessions (full, already booked, closed).
          if (isApiError(error)) setRefusal(error.response.data?.message || MESSAGES.sendDataError);
          else feedback.errorToast(MESSAGES.sendDataError);
        },
      },
    );
  };

  return (
    <section className="detail-section walk-ins" aria-labelledby="walk-ins-title" data-testid="walk-ins">
      <h2 id="walk-ins-title">{T.publicTitle}</h2>
      <p className="walk-ins-lead">{T.publicLead}</p>
      {refusal ? (
        <p className="walk-ins-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <ul className="walk-ins-list">
        {sessions.map((s) => {
          const left = Math.max(s.quota - s.booked_count, 0);
          const isMine = mine === s.id;
          return (
            <li key={s.id} className="walk-in-item" data-testid="walk-in-session">
              <p className="walk-in-when">{sessionWhen(s, zone)}</p>
              <p className="walk-in-place">{s.place}</p>
              <p className={left === 0 ? 'walk-in-left is-full' : 'walk-in-left'}>
                {left === 0 ? T.full : T.placesLeft(left)}
              </p>
              {isMine ? <p className="walk-in-mine">{T.yours}</p> : null}
              {hasRoleSeeker ? (
                isMine ? (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={booking.isPending}
                    onClick={() => act(s, false)}
                  >
                    {T.release}
                  </button>
                ) : left > 0 && mine === null ? (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={booking.isPending}
                    aria-label={`${T.book}: ${sessionWhen(s, zone)}`}
                    onClick={() => act(s, true)}
                  >
                    {booking.isPending ? T.booking : T.book}
                  </button>
                ) : null
              ) : isGuest && left > 0 ? (
                <Link to={loginHref(pathname)} className="btn btn-outline btn-sm">
                  {T.guestBook}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
