import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { SeekerProfileData } from '@siloker/shared/schemas/profiles';
import { paths } from '../../../config/paths.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { handleSessionExpired } from '../../auth/index.ts';
import { seekerProfileQueryOptions } from '../api.ts';

/**
 * Loads GET /profile-seeker for the signed-in seeker and renders `children` with it; meanwhile a
 * progress line, on failure a retry. A 401 means the session ended (docs/product.md §4/§8): warn, clear the
 * user, go to Login.
 */
export function SeekerProfileGate({
  children,
}: {
  children: (data: SeekerProfileData, userId: string) => ReactNode;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user ? String(user.id) : null;
  const profile = useQuery(seekerProfileQueryOptions(userId));

  useEffect(() => {
    if (profile.error && handleSessionExpired(profile.error, (message) => feedback.warning(message))) {
      void navigate(paths.login.path);
    }
  }, [profile.error, navigate]);

  if (profile.data && userId) return <>{children(profile.data, userId)}</>;
  if (profile.isError) {
    return (
      <div className="seeker-profile-state">
        <p className="form-alert form-alert-error">{MESSAGES.getDataError}</p>
        <button type="button" className="btn btn-outline" onClick={() => void profile.refetch()}>
          Coba lagi
        </button>
      </div>
    );
  }
  return (
    <div className="seeker-profile-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Memuat data pribadi...</p>
    </div>
  );
}

/** What the seeker still has to fill in before applying (the profile's `missing`). */
export function MissingNotice({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <div className="form-alert form-alert-warning seeker-profile-missing">
      <p>Lengkapi data berikut agar dapat melamar lowongan:</p>
      <ul>
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}
