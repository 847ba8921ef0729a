import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatThousands } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { ClockIcon, MapPinIcon } from '../../components/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useOpenRegistration } from '../../app/layout/registration-modal.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postDetailQueryOptions, type Post } from './api.ts';
import { PostCounts } from './post-card.tsx';
import { eventSchedule } from './schedule.ts';
import './posts.css';
import { LoadFailedCard, StatusCard } from '../../components/status-card.tsx';

const NOT_FOUND_TITLE = 'Acara tidak ditemukan';

function BackLink() {
  return (
    <Link to={paths.posts.path} className="posts-back">
      ← Semua acara
    </Link>
  );
}

/**
 * The event's text as paragraphs (blank lines) and line breaks (single newlines), rendered as text:
 * the content is never interpreted as HTML.
 */
function PostContent({ content }: { content: string }) {
  const paragraphs = content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="posts-content" data-testid="post-content">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Guests are invited to sign in or register; joining itself arrives with its own issue. */
function JoinCallToAction() {
  const { isGuest } = useSession();
  const openRegistration = useOpenRegistration();
  if (!isGuest) return null;
  return (
    <aside className="posts-cta" aria-labelledby="post-cta-title">
      <h2 id="post-cta-title">Ingin mengikuti acara ini?</h2>
      <p className="muted">Masuk sebagai pencari kerja untuk bergabung, atau daftar jika belum punya akun.</p>
      <div className="posts-cta-actions">
        <Link to={paths.login.path} className="btn btn-primary">
          Masuk untuk bergabung
        </Link>
        <button type="button" className="btn btn-outline" onClick={openRegistration}>
          Daftar
        </button>
      </div>
    </aside>
  );
}

function PostArticle({ post }: { post: Post }) {
  const schedule = eventSchedule(post.start_at, post.end_at);
  return (
    <article className="posts-article">
      {post.image_url ? (
        <img
          className="posts-hero-image"
          src={post.image_url}
          alt=""
          width="1200"
          height="675"
          loading="lazy"
        />
      ) : null}
      <div className="posts-article-body">
        <h1>{post.title}</h1>
        <ul className="meta-list posts-facts">
          {schedule ? (
            <li>
              <ClockIcon />
              <span>
                <span className="sr-only">Waktu: </span>
                {schedule}
              </span>
            </li>
          ) : null}
          {post.location ? (
            <li>
              <MapPinIcon />
              <span>
                <span className="sr-only">Tempat: </span>
                {post.location}
              </span>
            </li>
          ) : null}
          {post.quota !== null ? <li>Kuota {formatThousands(post.quota) || '0'} peserta</li> : null}
        </ul>
        <PostCounts post={post} />
        {post.excerpt ? <p className="posts-lead">{post.excerpt}</p> : null}
        <PostContent content={post.content} />
      </div>
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div className="posts-article" aria-hidden="true">
      <div className="posts-article-body">
        <span className="skeleton skeleton-title" />
        <span className="skeleton skeleton-line short" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line short" />
      </div>
    </div>
  );
}

/** PostDetail (/acara/:title_slug): one event, with a call to join for guests (SPEC.md §2). */
export function PostDetail() {
  const { title_slug: slug = '' } = useParams();
  const post = useQuery(postDetailQueryOptions(slug));
  const found = post.data ?? null;
  useDocumentTitle(found ? found.title : post.data === null ? NOT_FOUND_TITLE : paths.postDetail.title);

  if (post.data === null) {
    return (
      <section className="container page-section">
        <StatusCard
          code="404"
          title={NOT_FOUND_TITLE}
          lead="Acara ini tidak ada, belum diterbitkan, atau sudah dihapus."
          actions={
            <Link className="btn btn-primary" to={paths.posts.path}>
              Lihat semua acara
            </Link>
          }
        />
      </section>
    );
  }

  return (
    <section className="container page-section posts-detail" aria-busy={post.isPending || undefined}>
      <BackLink />
      {post.isPending ? (
        <DetailSkeleton />
      ) : post.isError ? (
        <LoadFailedCard
          title="Acara belum dapat dimuat"
          lead={MESSAGES.fetchPostDetailError}
          onRetry={post.refetch}
        />
      ) : (
        <div className="posts-detail-grid">
          <PostArticle post={post.data} />
          <JoinCallToAction />
        </div>
      )}
    </section>
  );
}
