import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, timeZoneLabel } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { FILE_READS_PAGE_SIZE, PRIVACY_MESSAGES } from '@siloker/shared/schemas/privacy-constants';
import { useSession } from '../../lib/session-context.tsx';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../master/index.ts';
import { fileReadsQueryOptions } from '../privacy/index.ts';
import './account.css';

/**
 * "Riwayat akses dokumen" of Profil Akun (UU PDP 27/2022 Pasal 7; docs/decisions/077): who opened the
 * account's private documents, which organisation and when, told in the portal's time zone. Not for
 * the office's account.
 */
export function FileReadsHistory() {
  const { user } = useSession();
  const [offset, setOffset] = useState(0);
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const reads = useQuery(fileReadsQueryOptions(user?.id ?? null, offset));
  const zone = config.time_zone;
  const total = reads.data?.total_data ?? 0;
  const rows = reads.data?.file_reads ?? [];

  return (
    <section className="account-privacy" aria-labelledby="file-reads-title">
      <h2 id="file-reads-title" className="account-privacy-title">
        {PRIVACY_MESSAGES.fileReadsTitle}
      </h2>
      <p className="account-privacy-lead">{PRIVACY_MESSAGES.fileReadsLead}</p>
      {reads.isError ? (
        <p role="alert" className="field-error">
          {MESSAGES.getDataError}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void reads.refetch()}>
            Coba lagi
          </button>
        </p>
      ) : reads.isPending ? (
        <p role="status" className="muted">
          Memuat riwayat...
        </p>
      ) : total === 0 ? (
        <p className="muted">{PRIVACY_MESSAGES.fileReadsEmpty}</p>
      ) : (
        <>
          <ul className="file-reads" aria-busy={reads.isFetching || undefined}>
            {rows.map((r) => (
              <li key={r.id} className="file-reads-item">
                <span className="file-reads-who">
                  <strong>{r.reader_organisation}</strong>{' '}
                  <span className="muted">({r.reader_role_name})</span>
                </span>
                <span>membuka {r.file_label}</span>
                <time dateTime={r.created_at} className="muted">
                  {formatDate(r.created_at, { withTime: true, timeZone: zone })} {timeZoneLabel(zone)}
                </time>
              </li>
            ))}
          </ul>
          {total > FILE_READS_PAGE_SIZE ? (
            <nav className="file-reads-pages" aria-label="Halaman riwayat akses dokumen">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - FILE_READS_PAGE_SIZE))}
              >
                Sebelumnya
              </button>
              <span className="muted">
                {offset + 1}–{Math.min(offset + rows.length, total)} dari {total}
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={offset + FILE_READS_PAGE_SIZE >= total}
                onClick={() => setOffset(offset + FILE_READS_PAGE_SIZE)}
              >
                Berikutnya
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
