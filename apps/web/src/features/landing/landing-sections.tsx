import { Link } from 'react-router';
import { formatThousands } from '@siloker/shared/format/index';
import { MapPinIcon } from '../../components/icons.tsx';
import { href, paths } from '../../config/paths.ts';
import { usePortalTimeZone } from '../master/index.ts';
import type { PostListItem } from '../events/index.ts';
import { eventSchedule } from '../events/index.ts';
import type { LandingPageState } from './use-landing-page.ts';

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

/** The hero: the site's names, the vacancy search and the three counts. */
export function LandingHero({ state }: { state: LandingPageState }) {
  const { names, landing, loading } = state;
  const countsLoading = loading || landing.isPending;
  return (
    <section className="hero">
      <div className="container hero-inner">
        <p className="hero-eyebrow">{names.subtitle}</p>
        <h1 className="hero-title">Temukan pekerjaan yang tepat di {names.city}</h1>
        <p className="hero-lead">
          Lowongan resmi dari perusahaan terverifikasi, dikelola oleh {names.office}.
        </p>
        {/* A real GET form to the vacancy list: it searches without JavaScript too (docs/decisions/099). */}
        <form
          className="search-box"
          role="search"
          method="get"
          action={paths.vacancies.path}
          onSubmit={state.onSearch}
        >
          <label htmlFor="landing-search" className="sr-only">
            Cari lowongan pekerjaan
          </label>
          <input
            id="landing-search"
            name="search"
            type="search"
            value={state.search}
            onChange={(e) => state.setSearch(e.target.value)}
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
  );
}

export function PostCard({ post }: { post: PostListItem }) {
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
