import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MESSAGES } from '@siloker/shared/messages';
import { isServiceUnavailable } from '../../lib/api-client.ts';
import { isIgnoredRouterError } from '../../lib/router-errors.ts';
import { NotFound } from './not-found.tsx';
import { ServiceUnavailable } from './service-unavailable.tsx';

/** A lazy screen's module could not be fetched (Chromium, Firefox and Safari word it differently). */
const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message);

/** What a route shows when it fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isIgnoredRouterError(error)) return null;
  // The screen's code or data could not be fetched because the service is down: say so, with a retry.
  if (isServiceUnavailable(error) || isChunkLoadFailure(error)) {
    return <ServiceUnavailable onRetry={() => window.location.reload()} />;
  }
  return (
    <section className="container page-section">
      <div className="status-card" role="alert">
        <h1>Terjadi Kesalahan</h1>
        <p className="status-lead">{MESSAGES.systemError}</p>
        <p className="muted">
          Silakan muat ulang halaman. Jika masalah berlanjut, coba lagi beberapa saat lagi.
        </p>
        <div className="status-actions">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Muat Ulang
          </button>
          <Link className="btn btn-outline" to="/" reloadDocument>
            Kembali ke Beranda
          </Link>
        </div>
      </div>
    </section>
  );
}
