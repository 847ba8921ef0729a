import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../components/status-card.css';

/** NotPermission (/panel/not-permission, no login needed): the user's role may not open a screen. */
export function NotPermission() {
  useDocumentTitle(paths.notPermission.title);
  const { isLoggedIn } = useSession();
  return (
    <section className="container page-section">
      <div className="status-card">
        <p className="status-code" aria-hidden="true">
          403
        </p>
        <h1>Akses Ditolak</h1>
        <p className="status-lead">Anda tidak memiliki izin untuk membuka halaman ini.</p>
        <p className="muted">
          Halaman yang Anda tuju hanya tersedia untuk jenis akun tertentu. Jika menurut Anda ini keliru,
          silakan hubungi petugas Dinas Tenaga Kerja.
        </p>
        <div className="status-actions">
          {isLoggedIn ? (
            <Link className="btn btn-primary" to={paths.dashboard.path}>
              Ke Halaman Utama
            </Link>
          ) : (
            <Link className="btn btn-primary" to={paths.login.path}>
              Masuk
            </Link>
          )}
          <Link className="btn btn-outline" to={paths.home.path}>
            Kembali ke Beranda
          </Link>
        </div>
      </div>
    </section>
  );
}
