import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@siloker/shared/messages';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { missingProfileItems, useAnswerInvitation, type InvitationAction } from '../invitations/index.ts';
import './invitation-answer.css';
import { PrivacyNoticeLink } from '../../components/privacy-notice-link.tsx';

/**
 * 'Terima' / 'Tolak' on an unanswered invitation. Accepting sends the application (the server checks
 * the profile, as applying does, and the refusal names what is missing); declining asks first.
 */
export function InvitationAnswer({ invitationId, title }: { invitationId: number; title: string }) {
  const answer = useAnswerInvitation();
  const [missing, setMissing] = useState<string[] | null>(null);

  const send = (action: InvitationAction) => {
    setMissing(null);
    answer.mutate(
      { id: invitationId, action },
      {
        onSuccess: (data) => feedback.toast(data.message),
        onError: (error) => {
          const items = action === 'accept' ? missingProfileItems(error) : null;
          if (items) setMissing(items);
          else feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  };

  const decline = async () => {
    const yes = await feedback.confirm({
      title: 'Tolak undangan?',
      message: `Undangan untuk lowongan "${title}" akan ditolak dan tidak dapat diterima lagi.`,
      confirmText: 'Ya tolak',
      cancelText: 'Batal',
    });
    if (yes) send('decline');
  };

  return (
    <div className="app-invite-answer">
      <div className="app-invite-actions" role="group" aria-label={`Jawab undangan ${title}`}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={answer.isPending}
          onClick={() => send('accept')}
        >
          Terima
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={answer.isPending}
          onClick={() => void decline()}
        >
          Tolak
        </button>
      </div>
      <PrivacyNoticeLink />
      {missing ? (
        <div role="alert" className="app-invite-missing">
          <p>Lengkapi profil Anda sebelum menerima undangan. Yang belum diisi:</p>
          <ul>
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link to={paths.seekerProfile.path} className="btn btn-outline btn-sm">
            Lengkapi profil
          </Link>
        </div>
      ) : null}
    </div>
  );
}
