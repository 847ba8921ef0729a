import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { LoadFailedCard } from '../../../components/status-card.tsx';
import { paths } from '../../../config/paths.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { handleSessionExpired } from '../../auth/index.ts';
import { companyProfileQueryOptions } from '../api.ts';
import { CompanyProfileForm } from './company-profile-form.tsx';
import './profile-company.css';

/** ProfileCompany (/panel/data-pribadi/perusahaan): the company's data, address, contact and documents. */
export function ProfileCompany() {
  useDocumentTitle(paths.companyProfile.title);
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const profile = useQuery(companyProfileQueryOptions(userId));

  // A 401 while loading the profile: the session ended (docs/product.md §4/§8).
  useEffect(() => {
    if (profile.error && handleSessionExpired(profile.error, (message) => feedback.warning(message))) {
      void navigate(paths.login.path);
    }
  }, [profile.error, navigate]);

  // The failure card carries the page's heading itself.
  if (profile.isError && !profile.data) {
    return (
      <LoadFailedCard
        title="Profil perusahaan tidak dapat dimuat"
        lead={MESSAGES.fetchCompanyProfileError}
        onRetry={profile.refetch}
      />
    );
  }

  return (
    <div className="cp-page">
      <header className="cp-head">
        <h1>Profil Perusahaan</h1>
        <p className="muted">
          Lengkapi identitas, alamat, kontak, dan dokumen legalitas perusahaan agar Dinas Tenaga Kerja dapat
          memverifikasinya.
        </p>
      </header>
      {profile.data && userId !== null ? (
        <CompanyProfileForm key={profile.data.company_detail.id} userId={userId} data={profile.data} />
      ) : (
        <div className="auth-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Memuat profil perusahaan...</p>
        </div>
      )}
    </div>
  );
}
