import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { StatusCard } from '../../components/status-card.tsx';

/** NotFound: any path the route table does not know. */
export function NotFound() {
  useDocumentTitle(paths.notFound.title);
  const { pathname } = useLocation();
  return (
    <section className="container page-section">
      <StatusCard
        code="404"
        title="Halaman Tidak Ditemukan"
        lead={
          <>
            Maaf, halaman <code>{pathname}</code> tidak tersedia.
          </>
        }
        actions={
          <>
            <Link className="btn btn-primary" to={paths.home.path}>
              Kembali ke Beranda
            </Link>
            <Link className="btn btn-outline" to={paths.vacancies.path}>
              Lihat Lowongan Pekerjaan
            </Link>
          </>
        }
      >
        <p className="muted">Alamat mungkin salah ketik, atau halaman telah dipindahkan atau dihapus.</p>
      </StatusCard>
    </section>
  );
}
