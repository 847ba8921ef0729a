import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatThousands } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postDetailQueryOptions, useCountPostView, type Post } from './api.ts';
import { JoinBox } from './join-box.tsx';
import { PostCounts } from './post-card.tsx';
import { eventSchedule } from './schedule.ts';
import './posts.css';
import { StatusCard } from '../../components/status-card.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { PostWhenWhere } from './post-when-where.tsx';
import { usePortalTimeZone } from '../master/index.ts';

const NOT_FOUND_TITLE = 'Acara tidak ditemukan';

function BackLink() {
  return (
    <Link to={paths.posts.path} className="posts-back">
      ← Semua acara
    </Link>
  );
}

/**
 * The event's content: HTML the server sanitised when the office saved it and again when it served it
 * (apps/server/src/lib/sanitize.ts: no script, handler, frame or unsafe URL survives), so it is
 * rendered as HTML here.
 */
function PostContent({ content }: { content: string }) {
  return (
    <div className="posts-content" data-testid="post-content" dangerouslySetInnerHTML={{ __html: content }} />
  );
}

function PostArticle({ post }: { post: Post }) {
  const timeZone = usePortalTimeZone();
  const schedule = eventSchedule(post.start_at, post.end_at, timeZone);
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
          <PostWhenWhere schedule={schedule} location={post.location} />
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

/**
 * PostDetail (/acara/:title_slug): one event (docs/product.md §2), joined by a signed-in seeker, with its view
 * counted once (§4).
 */
export function PostDetail() {
  const { title_slug: slug = '' } = useParams();
  const { user } = useSession();
  const post = useQuery(postDetailQueryOptions(slug, user?.id ?? null));
  const found = post.data ?? null;
  useCountPostView(found?.id);
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
      <QueryView
        query={post}
        failedTitle="Acara belum dapat dimuat"
        failedLead={MESSAGES.fetchPostDetailError}
        loading={<DetailSkeleton />}
      >
        {/* null (not found) is answered above, with its own page. */}
        {(shown) =>
          shown && (
            <div className="posts-detail-grid">
              <PostArticle post={shown} />
              <JoinBox post={shown} onRefresh={() => void post.refetch()} />
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
