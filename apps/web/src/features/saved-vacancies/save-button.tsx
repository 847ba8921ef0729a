import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@siloker/shared/messages';
import {
  SAVED_VACANCY_GUEST,
  SAVED_VACANCY_MESSAGES,
} from '@siloker/shared/schemas/saved-vacancies-constants';
import { feedback } from '../../lib/feedback.tsx';
import { loginHref } from '../../lib/login-return.ts';
import { useSession } from '../../lib/session-context.tsx';
import { savedIdsQueryOptions, useToggleSaved } from './api.ts';
import './saved-vacancies.css';

/**
 * "Simpan" on a vacancy (its page and the list's cards; docs/decisions/087): a seeker keeps it in
 * Lowongan Tersimpan, pressing again removes it. Only seekers save: a guest gets the same "Simpan" as a
 * link to sign in that comes back to this page; a company or the office sees none.
 * `saved` comes from the list page's one question for all its cards; without it the button asks for
 * its own vacancy.
 */
export function SaveVacancyButton({
  vacancyId,
  vacancyTitle,
  saved,
}: {
  vacancyId: number;
  vacancyTitle: string;
  saved?: boolean | undefined;
}) {
  const { user, hasRoleSeeker } = useSession();
  const location = useLocation();
  const own = useQuery(savedIdsQueryOptions([vacancyId], hasRoleSeeker && saved === undefined));
  const toggle = useToggleSaved();
  if (!user) {
    return (
      <Link
        to={loginHref(`${location.pathname}${location.search}`)}
        className="btn btn-sm btn-outline save-vacancy-button"
        aria-label={SAVED_VACANCY_GUEST.label(vacancyTitle)}
        title={SAVED_VACANCY_GUEST.hint}
        data-testid="save-vacancy"
      >
        <BookmarkIcon filled={false} />
        <span>{SAVED_VACANCY_MESSAGES.saveLabel}</span>
      </Link>
    );
  }
  if (!hasRoleSeeker) return null;
  const isSaved = saved ?? own.data?.has(vacancyId) ?? false;
  const label = isSaved ? SAVED_VACANCY_MESSAGES.savedLabel : SAVED_VACANCY_MESSAGES.saveLabel;
  return (
    <button
      type="button"
      className={`btn btn-sm ${isSaved ? 'btn-primary' : 'btn-outline'} save-vacancy-button`}
      aria-pressed={isSaved}
      aria-label={`${label}: ${vacancyTitle}`}
      data-testid="save-vacancy"
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { id: vacancyId, save: !isSaved },
          {
            onSuccess: ({ message }) => feedback.toast(message),
            onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
          },
        )
      }
    >
      <BookmarkIcon filled={isSaved} />
      <span>{label}</span>
    </button>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
