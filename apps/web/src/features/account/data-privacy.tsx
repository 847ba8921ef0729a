import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@siloker/shared/messages';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { handleSessionExpired } from '../auth/index.ts';
import { useExportAccountMutation } from './api.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import './account.css';

/**
 * "Data dan Privasi" of Profil Akun (UU PDP 27/2022, docs/decisions/062): a copy of everything the
 * portal holds about the account as JSON, and deleting the account. Not for the office's account.
 */
export function DataPrivacy() {
  const navigate = useNavigate();
  const exporter = useExportAccountMutation();
  const [deleting, setDeleting] = useState(false);

  const download = () => {
    if (exporter.isPending) return;
    exporter.mutate(undefined, {
      onError: (error) => {
        if (handleSessionExpired(error, (message) => feedback.warning(message))) {
          void navigate(paths.login.path);
          return;
        }
        feedback.handleError(error, MESSAGES.getDataError);
      },
    });
  };

  return (
    <section className="account-privacy" aria-labelledby="account-privacy-title">
      <h2 id="account-privacy-title" className="account-privacy-title">
        Data dan Privasi
      </h2>
      <p className="account-privacy-lead">
        Unduh salinan semua data Anda di portal ini, atau hapus akun Anda beserta profil dan berkasnya.
      </p>
      <div className="account-privacy-actions">
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={download}
          disabled={exporter.isPending}
          aria-busy={exporter.isPending || undefined}
        >
          {exporter.isPending ? 'Menyiapkan data...' : 'Unduh data saya (JSON)'}
        </button>
        <button type="button" className="btn btn-danger btn-block" onClick={() => setDeleting(true)}>
          Hapus akun
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
