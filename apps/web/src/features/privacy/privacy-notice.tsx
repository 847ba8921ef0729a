import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { privacyNotice } from '@siloker/shared/schemas/privacy-notice';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../master/index.ts';
import './privacy.css';

/**
 * PrivacyNotice (/kebijakan-privasi): the notice of UU PDP 27/2022, written once in the shared package
 * and filled with the office's configured name and contacts (docs/decisions/077). Public.
 */
export function PrivacyNotice() {
  useDocumentTitle(paths.privacyNotice.title);
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const notice = privacyNotice({
    siteName: config.web_name,
    officeName: config.office_name,
    officeAddress: config.office_address,
    officePhone: config.office_phone,
    officeEmail: config.office_email,
    officeWebsite: config.office_website,
  });
  return (
    <article className="container page-section privacy-notice" aria-labelledby="privacy-notice-title">
      <h1 id="privacy-notice-title">{notice.title}</h1>
      <p className="privacy-notice-version muted">
        Versi {notice.version} · berlaku sejak {formatDate(notice.version, { timeZone: 'UTC' })}
      </p>
      <p className="privacy-notice-intro">{notice.intro}</p>
      <nav className="privacy-notice-toc" aria-label="Isi kebijakan">
        <ol>
          {notice.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {notice.sections.map((s) => (
        <section key={s.id} id={s.id} className="privacy-notice-section" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.items ? (
            <ul>
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
