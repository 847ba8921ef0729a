import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_TITLE,
} from '@siloker/shared/schemas/privacy-constants';
import { Modal } from '../../components/modal.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { clearPrivateStorage } from '../../lib/private-storage.ts';
import { removePrivateQueries } from '../../lib/react-query.ts';
import { useSession } from '../../lib/session-context.tsx';
import { logout } from '../auth/index.ts';
import { usePrivacyConsentMutation } from './api.ts';
import './privacy.css';

const stay = () => undefined;

/**
 * The blocking question of a new privacy-notice version (docs/decisions/077): while the signed-in
 * account has not agreed to the version in force, every screen but the notice itself shows it, with
 * the notice's link, "Saya setuju" and a way out ("Keluar").
 */
export function PrivacyConsentDialog() {
  const { user, isLoggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const consent = usePrivacyConsentMutation();
  const [leaving, setLeaving] = useState(false);

  const asked = isLoggedIn && user?.privacy_consent_required === true && user.role_name !== 'admin';
  if (!asked || location.pathname === PRIVACY_NOTICE_PATH) return null;

  const agree = () => {
    if (consent.isPending) return;
    consent.mutate(undefined, {
      onSuccess: (envelope) => void feedback.toast(envelope.message || PRIVACY_MESSAGES.consentRecorded),
      onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
    });
  };

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    await logout();
    removePrivateQueries(queryClient);
    clearPrivateStorage();
    setLeaving(false);
    await navigate(paths.home.path);
  };

  return (
    <Modal
      open
      title={PRIVACY_MESSAGES.dialogTitle}
      onClose={stay}
      dismissible={false}
      role="alertdialog"
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => void leave()} disabled={leaving}>
            {leaving ? 'Keluar...' : 'Keluar'}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={agree}
            disabled={consent.isPending}
            aria-busy={consent.isPending || undefined}
            data-autofocus
          >
            {consent.isPending ? 'Menyimpan...' : PRIVACY_MESSAGES.dialogAgree}
          </button>
        </>
      }
    >
      <div className="privacy-consent-dialog">
        <p>{PRIVACY_MESSAGES.dialogBody}</p>
        <p>
          <Link to={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
            Baca {PRIVACY_NOTICE_TITLE}
          </Link>
        </p>
      </div>
    </Modal>
  );
}
