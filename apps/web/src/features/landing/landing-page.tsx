import { Link } from 'react-router';
import { ListResults } from '../../components/list/list-results.tsx';
import { paths } from '../../config/paths.ts';
import { useOpenRegistration } from '../../components/registration-modal.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { VacancyCard } from '../vacancies/index.ts';
import { LandingHero, PostCard } from './landing-sections.tsx';
import { LATEST_POSTS, LATEST_VACANCIES, useLandingPage } from './use-landing-page.ts';
import './landing.css';

/** The newest lists have no search or paging: one text for an empty list. */
const emptyText = (none: string) => ({ filtered: none, emptyPage: none, none });

/** LandingPage (/): counts, vacancy search, the newest vacancies and events. */
export function LandingPage() {
  useDocumentTitle(paths.home.title);
  const openRegistration = useOpenRegistration();
  const { isGuest } = useSession();
  const state = useLandingPage();

  return (
    <>
      <LandingHero state={state} />

      <section className="container page-section" aria-labelledby="latest-vacancies">
        <div className="section-head">
          <h2 id="latest-vacancies">Lowongan Terbaru</h2>
          <Link to={paths.vacancies.path} className="link-more">
            Lihat semua lowongan →
          </Link>
        </div>
        <ListResults
          result={state.vacancies}
          hold={state.loading}
          errorText="Lowongan belum dapat dimuat. Silakan coba lagi nanti."
          filtered={false}
          emptyText={emptyText('Belum ada lowongan yang dibuka saat ini.')}
          renderItems={(items) => (
            <ul className="card-grid">
              {items.slice(0, LATEST_VACANCIES).map((vacancy) => (
                <VacancyCard key={vacancy.id} vacancy={vacancy} />
              ))}
            </ul>
          )}
        />
      </section>

      <section className="section-alt" aria-labelledby="latest-posts">
        <div className="container page-section">
          <div className="section-head">
            <h2 id="latest-posts">Acara Terbaru</h2>
            <Link to={paths.posts.path} className="link-more">
              Lihat semua acara →
            </Link>
          </div>
          <ListResults
            result={state.posts}
            hold={state.loading}
            errorText="Acara belum dapat dimuat. Silakan coba lagi nanti."
            filtered={false}
            emptyText={emptyText('Belum ada acara yang dijadwalkan.')}
            renderItems={(items) => (
              <ul className="card-grid">
                {items.slice(0, LATEST_POSTS).map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </ul>
            )}
          />
        </div>
      </section>

      {isGuest ? (
        <section className="container page-section">
          <div className="cta">
            <div>
              <h2>Siap memulai?</h2>
              <p>
                Daftar sebagai pencari kerja untuk melamar, atau sebagai perusahaan untuk memasang lowongan.
              </p>
            </div>
            <button type="button" className="btn btn-accent" onClick={openRegistration}>
              Daftar Sekarang
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}
