import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MESSAGES } from '@siloker/shared/messages';
import { isIgnoredRouterError } from '../../lib/router-errors.ts';
import { NotFound } from './not-found.tsx';

/** What a route shows when it fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isIgnoredRouterError(error)) return null;
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
