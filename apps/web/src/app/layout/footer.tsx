import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_TITLE } from '@siloker/shared/schemas/privacy-constants';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../../features/master/api.ts';
import './footer.css';

/**
 * '© <year> <office>', laid out to the right on auth pages (docs/product.md §1), with the office's address and
 * contacts from the site settings when the office filled them in.
 */
export function Footer({ alignRight }: { alignRight: boolean }) {
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const contact = [
    config.office_address,
    config.office_phone && `Telp. ${config.office_phone}`,
    config.office_email,
    config.office_website,
  ].filter(Boolean);
  return (
    <footer className={`site-footer${alignRight ? ' site-footer-right' : ''}`}>
      <div className="container footer-inner">
        <div>
          <p>
            © {new Date().getFullYear()} {config.office_name}
          </p>
          {contact.length > 0 ? <p>{contact.join(' · ')}</p> : null}
          <p>
            <Link to={PRIVACY_NOTICE_PATH} className="footer-link">
              {PRIVACY_NOTICE_TITLE}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
