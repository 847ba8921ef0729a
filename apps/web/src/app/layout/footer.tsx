import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../../features/master/api.ts';

/** '© <year> <office>', laid out to the right on auth pages (SPEC.md §1). */
export function Footer({ alignRight }: { alignRight: boolean }) {
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  return (
    <footer className={`site-footer${alignRight ? ' site-footer-right' : ''}`}>
      <div className="container footer-inner">
        <p>
          © {new Date().getFullYear()} {config.office_name}
        </p>
      </div>
    </footer>
  );
}
