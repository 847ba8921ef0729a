import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_TITLE } from '@siloker/shared/schemas/privacy-constants';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../../features/master/api.ts';
import './footer.css';

/**
 * '© <year> <office>', laid out to the right on auth pages (docs/product.md §1), with the office's address and
 * contacts: what the office set in Pengaturan, else the deployment's defaults (the region as address,
 * OFFICE_* variables), so the footer is never a bare copyright line (issue 17 item 12).
 */
export function Footer({ alignRight }: { alignRight: boolean }) {
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const phone = config.office_phone;
  const email = config.office_email;
  const website = config.office_website;
  return (
    <footer className={`site-footer${alignRight ? ' site-footer-right' : ''}`}>
      <div className="container footer-inner">
        <div>
          <p>
            © {new Date().getFullYear()} {config.office_name}
          </p>
          <address className="footer-contact">
            <span>{config.office_address ?? config.city_name}</span>
            {phone ? (
              <span>
                Telp. <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </span>
            ) : null}
            {email ? (
              <span>
                <a href={`mailto:${email}`}>{email}</a>
              </span>
            ) : null}
            {website ? (
              <span>
                <a href={website} rel="noopener noreferrer" target="_blank">
                  {website.replace(/^https?:\/\//, '')}
                </a>
              </span>
            ) : null}
          </address>
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
