import { Link } from 'react-router';
import {
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_TITLE,
} from '@siloker/shared/schemas/privacy-constants';
import './privacy-notice-link.css';

/**
 * The line under a form that collects personal data, linking the Kebijakan Privasi (UU PDP 27/2022
 * Pasal 5; docs/decisions/077). It opens in a new tab so what was typed stays.
 */
export function PrivacyNoticeLink({ lead = PRIVACY_MESSAGES.noticeLine }: { lead?: string }) {
  return (
    <p className="privacy-notice-link">
      {lead}{' '}
      <Link to={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
        {PRIVACY_NOTICE_TITLE}
      </Link>
      .
    </p>
  );
}
