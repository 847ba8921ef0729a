import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import './invite-link.css';

/** Where a company offers this seeker one of its vacancies ('tawar lamaran'). */
export const inviteHref = (slug: string) => `${paths.vacancyInvite.path}?seeker=${encodeURIComponent(slug)}`;

/** 'Tawarkan Lowongan' for a signed-in company; the caller decides who sees it. */
export function InviteLink({
  slug,
  name,
  className = 'btn btn-primary',
}: {
  slug: string;
  name: string;
  className?: string;
}) {
  return (
    <Link
      to={inviteHref(slug)}
      className={`${className} seekers-invite-link`}
      aria-label={`Tawarkan Lowongan kepada ${name}`}
    >
      Tawarkan Lowongan
    </Link>
  );
}
