import { Link, useSearchParams } from 'react-router';
import type { RouteDef } from '../config/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** An honest page for a screen whose issue has not landed yet: its title and a way back. */
export function UnderConstruction({ route }: { route: RouteDef }) {
  useDocumentTitle(route.title);
  const [params] = useSearchParams();
  const search = params.get('search');
  return (
    <section className="container page-section">
      <div className="status-card">
        <span className="status-badge">Segera hadir</span>
        <h1>{route.title}</h1>
        <p className="status-lead">Halaman ini sedang dibangun.</p>
        {search ? (
          <p>
            Pencarian Anda: <strong>{search}</strong>
          </p>
        ) : null}
        <p className="muted">
          Fitur ini sedang kami siapkan dan akan segera tersedia. Terima kasih atas kesabaran Anda.
        </p>
        <div className="status-actions">
          <Link className="btn btn-primary" to="/">
            Kembali ke Beranda
          </Link>
        </div>
      </div>
    </section>
  );
}
