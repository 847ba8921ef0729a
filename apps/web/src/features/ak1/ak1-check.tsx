import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { AK1_MESSAGES } from '@siloker/shared/schemas/ak1-constants';
import { AK1_CHECK_CODE_PARAM, REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ak1CheckQueryOptions } from './api.ts';
import './ak1.css';

/**
 * Cek Kartu AK/1 (/kartu-ak1/:number?kode=, public): where the card's QR code leads. Only the number,
 * the name on the card and whether it is valid; nothing else about the holder. A number typed without
 * the card's code gets validity and a masked name only (docs/decisions/073).
 */
export function Ak1Check() {
  useDocumentTitle(paths.ak1Check.title);
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  const check = useQuery(ak1CheckQueryOptions(number, search.get(AK1_CHECK_CODE_PARAM)));
  return (
    <section
      className="container page-section ak1-check"
      aria-labelledby="ak1-check-title"
      aria-busy={check.isPending || undefined}
    >
      <h1 id="ak1-check-title">Cek Kartu AK/1</h1>
      <p className="muted">Pemeriksaan keabsahan Kartu Tanda Bukti Pendaftaran Pencari Kerja.</p>
      {check.isPending ? (
        <p className="muted">Memeriksa nomor {number}...</p>
      ) : check.isError ? (
        <div className="ak1-check-result" role="alert">
          <p>{MESSAGES.getDataError}</p>
          <button type="button" className="btn btn-primary" onClick={() => void check.refetch()}>
            Coba lagi
          </button>
        </div>
      ) : check.data === null ? (
        <div className="ak1-check-result" role="status">
          <h2 className="ak1-invalid">Tidak ditemukan</h2>
          <p>{AK1_MESSAGES.cardNotFound}</p>
          <p className="muted">Nomor: {number}</p>
        </div>
      ) : (
        <div className="ak1-check-result" role="status">
          <h2 className={check.data.is_valid ? 'ak1-valid' : 'ak1-invalid'}>
            {check.data.is_valid ? 'Kartu berlaku' : 'Kartu tidak berlaku'}
          </h2>
          <dl>
            <dt>Nomor pendaftaran</dt>
            <dd>{check.data.number_registration}</dd>
            <dt>Nama</dt>
            <dd>{check.data.name}</dd>
            {check.data.valid_until ? (
              <>
                <dt>Berlaku sampai</dt>
                <dd>{formatDate(check.data.valid_until)}</dd>
              </>
            ) : null}
          </dl>
          {check.data.with_code ? null : (
            <p className="muted ak1-check-note">{REVERIFICATION_MESSAGES.checkMasked}</p>
          )}
        </div>
      )}
    </section>
  );
}
