import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** ProfileJobSeeker: the seeker's profile with its two children, biodata and kualifikasi (docs/product.md §2). */
export function ProfileJobSeeker() {
  useDocumentTitle(paths.seekerProfile.title);
  return (
    <div>
      <nav className="container tabs" aria-label="Data pribadi">
        <NavLink to={paths.seekerProfileBiodata.path} className="tab">
          {paths.seekerProfileBiodata.title}
        </NavLink>
        <NavLink to={paths.seekerProfileQualification.path} className="tab">
          {paths.seekerProfileQualification.title}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
