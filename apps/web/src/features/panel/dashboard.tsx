import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CompanyDashboard } from './company-dashboard.tsx';
import { OfficeDashboard } from './office-dashboard.tsx';
import { SeekerDashboard } from './seeker-dashboard.tsx';
import './dashboard.css';

/**
 * Halaman Utama (/panel/halaman-utama): what the signed-in account needs next. Counters and tabs of
 * vacancies and applications (SPEC.md §6) arrive with the applications issue.
 */
export function Dashboard() {
  useDocumentTitle(paths.dashboard.title);
  const { user } = useSession();
  // The route guard lets only signed-in users in; the key makes a change of user start afresh.
  return (
    <section className="container page-section dashboard">
      {!user ? null : user.role_name === 'seeker' ? (
        <SeekerDashboard key={String(user.id)} user={user} />
      ) : user.role_name === 'company' ? (
        <CompanyDashboard key={String(user.id)} user={user} />
      ) : user.role_name === 'admin' ? (
        <OfficeDashboard user={user} />
      ) : null}
    </section>
  );
}
