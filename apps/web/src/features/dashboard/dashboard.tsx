import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CompanyDashboard } from './company-dashboard.tsx';
import { OfficeDashboard } from './office-dashboard.tsx';
import { SeekerDashboard } from './seeker-dashboard.tsx';

/**
 * Halaman Utama (/panel/halaman-utama) per role: what the account still needs, its verification state,
 * and the tabs and counters of docs/product.md §2 (a company's vacancies with applicants per stage, a seeker's
 * applications and events, the office's queues).
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
