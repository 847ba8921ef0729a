import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LANDING_LOADING_MS } from '@siloker/shared/constants';
import { formatThousands } from '@siloker/shared/format/index';
import { MapPinIcon } from '../../components/icons.tsx';
import { SkeletonCards } from '../../components/list/skeleton-cards.tsx';
import { href, paths } from '../../config/paths.ts';
import { useOpenRegistration } from '../../components/registration-modal.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../master/index.ts';
import { postsQueryOptions, type PostListItem } from '../events/index.ts';
import { vacanciesQueryOptions } from '../vacancies/index.ts';
import { VacancyCard } from '../vacancies/index.ts';
import { landingPageQueryOptions } from './api.ts';
import { usePortalTimeZone } from '../master/index.ts';
import { eventSchedule } from '../events/index.ts';

const LATEST_VACANCIES = 5;
const LATEST_POSTS = 3;

function StatCard({
  label,
  value,
  loading,
  testId,
}: {
  label: string;
  value?: number;
  loading: boolean;
  testId: string;
}) {
  return (
    <div className="stat-card">
      <dt className="stat-label">{label}</dt>
      <dd className="stat-value" data-testid={testId} aria-busy={loading || undefined}>
        {loading ? (
          <span className="skeleton skeleton-number" />
        ) : value === undefined ? (
          '–'
        ) : (
          formatThousands(value) || '0'
        )}
      </dd>
    </div>
  );
}

function PostCard({ post }: { post: PostListItem }) {
  const timeZone = usePortalTimeZone();
  return (
    <li className="card post-card">
      {post.image_url ? (
        <img className="post-image" src={post.image_url} alt="" loading="lazy" />
      ) : (
        <div className="post-image post-image-empty" aria-hidden="true">
          Acara
        </div>
      )}
      <div className="post-body">
        {post.start_at ? <p className="post-date">{eventSchedule(post.start_at, null, timeZone)}</p> : null}
        <h3 className="card-title">
          <Link to={href(paths.postDetail, { title_slug: post.title_slug })} className="stretched-link">
            {post.title}
          </Link>
        </h3>
        {post.location ? (
          <p className="card-subtitle">
            <MapPinIcon />
            <span>{post.location}</span>
          </p>
        ) : null}
        {post.excerpt ? <p className="post-excerpt">{post.excerpt}</p> : null}
      </div>
    </li>
  );
}

function EmptyState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="empty-state">
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
          Coba lagi
        </button>
      ) : null}
    </div>
  );
}

/** LandingPage (/): counts, vacancy search, the newest vacancies and events. */
export function LandingPage() {
  useDocumentTitle(paths.home.title);
  const navigate = useNavigate();
  const openRegistration = useOpenRegistration();
  const { isGuest } = useSession();
  const [search, setSearch] = useState('');
  // docs/product.md §9: the landing page's loading flag clears after 1 s.
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LANDING_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const landing = useQuery(landingPageQueryOptions());
  const vacancies = useQuery(vacanciesQueryOptions({ limit: LATEST_VACANCIES }));
  const posts = useQuery(postsQueryOptions({ limit: LATEST_POSTS }));
  const site = { ...config, ...landing.data, ...landing.data?.configs };
  const city = site.city_name ?? config.city_name;

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const q = search.trim();
    void navigate(q ? `${paths.vacancies.path}?${new URLSearchParams({ search: q })}` : paths.vacancies.path);
  }

  const countsLoading = loading || landing.isPending;
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="hero-eyebrow">{site.subtitle ?? config.subtitle}</p>
          <h1 className="hero-title">Temukan pekerjaan yang tepat di {city}</h1>
          <p className="hero-lead">
            Lowongan resmi dari perusahaan terverifikasi, dikelola oleh{' '}
            {site.office_name ?? config.office_name}.
          </p>
          <form className="search-box" role="search" onSubmit={onSearch}>
            <label htmlFor="landing-search" className="sr-only">
              Cari lowongan pekerjaan
            </label>
            <input
              id="landing-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Cari posisi, perusahaan, atau kata kunci"
              autoComplete="off"
            />
            <button type="submit" className="btn btn-accent">
              Cari
            </button>
          </form>
          <dl className="stats">
            <StatCard
              label="Perusahaan"
              value={landing.data?.total_companies}
              loading={countsLoading}
              testId="count-companies"
            />
            <StatCard
              label="Pencari Kerja"
              value={landing.data?.total_seekers}
              loading={countsLoading}
              testId="count-seekers"
            />
            <StatCard
              label="Lowongan Pekerjaan"
              value={landing.data?.total_job_vacancies}
              loading={countsLoading}
              testId="count-vacancies"
            />
          </dl>
          {landing.isError && !loading ? (
            <p className="hero-note" role="status">
              Data statistik belum dapat dimuat saat ini.
            </p>
          ) : null}
        </div>
      </section>

      <section className="container page-section" aria-labelledby="latest-vacancies">
        <div className="section-head">
          <h2 id="latest-vacancies">Lowongan Terbaru</h2>
          <Link to={paths.vacancies.path} className="link-more">
            Lihat semua lowongan →
          </Link>
        </div>
        {loading || vacancies.isPending ? (
          <SkeletonCards count={3} />
        ) : vacancies.isError ? (
          <EmptyState
            text="Lowongan belum dapat dimuat. Silakan coba lagi nanti."
            onRetry={() => void vacancies.refetch()}
          />
        ) : vacancies.data.items.length === 0 ? (
          <EmptyState text="Belum ada lowongan yang dibuka saat ini." />
        ) : (
          <ul className="card-grid">
            {vacancies.data.items.slice(0, LATEST_VACANCIES).map((vacancy) => (
              <VacancyCard key={vacancy.id} vacancy={vacancy} />
            ))}
          </ul>
        )}
      </section>

      <section className="section-alt" aria-labelledby="latest-posts">
        <div className="container page-section">
          <div className="section-head">
            <h2 id="latest-posts">Acara Terbaru</h2>
            <Link to={paths.posts.path} className="link-more">
              Lihat semua acara →
            </Link>
          </div>
          {loading || posts.isPending ? (
            <SkeletonCards count={3} />
          ) : posts.isError ? (
            <EmptyState
              text="Acara belum dapat dimuat. Silakan coba lagi nanti."
              onRetry={() => void posts.refetch()}
            />
          ) : posts.data.items.length === 0 ? (
            <EmptyState text="Belum ada acara yang dijadwalkan." />
          ) : (
            <ul className="card-grid">
              {posts.data.items.slice(0, LATEST_POSTS).map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </ul>
          )}
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
