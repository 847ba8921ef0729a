import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** NotFound: any path the route table does not know. */
export function NotFound() {
  useDocumentTitle(paths.notFound.title);
  const { pathname } = useLocation();
  return (
    <section className="container page-section">
      <div className="status-card">
        <p className="status-code" aria-hidden="true">
          404
        </p>
        <h1>Halaman Tidak Ditemukan</h1>
        <p className="status-lead">
          Maaf, halaman <code>{pathname}</code> tidak tersedia.
        </p>
        <p className="muted">Alamat mungkin salah ketik, atau halaman telah dipindahkan atau dihapus.</p>
        <div className="status-actions">
          <Link className="btn btn-primary" to={paths.home.path}>
            Kembali ke Beranda
          </Link>
          <Link className="btn btn-outline" to={paths.vacancies.path}>
            Lihat Lowongan Pekerjaan
          </Link>
        </div>
      </div>
    </section>
  );
}
