import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  POST_STATUS_NAMES,
  SEEKER_POSTS_PAGE_SIZE,
  postEndsAt,
  type PostStatus,
} from '@siloker/shared/schemas/events-constants';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { href, paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { seekerPostsQueryOptions, type JoinedPost } from './api.ts';
import { eventSchedule } from './schedule.ts';
import '../../components/tags.css';
import './posts.css';
import { PostWhenWhere } from './post-when-where.tsx';
import { usePortalTimeZone } from '../master/index.ts';

/** Where the event stands for the seeker: attended, over, or still to come (with its own status). */
function stateOf(post: JoinedPost, now: number): string {
  if (post.attended_at) return 'Hadir';
  const ends = postEndsAt(post);
  if (ends !== null && ends < now) return 'Selesai';
  return POST_STATUS_NAMES[post.status as PostStatus] ?? post.status;
}

function JoinedPostItem({ post, now }: { post: JoinedPost; now: number }) {
  const timeZone = usePortalTimeZone();
  const schedule = eventSchedule(post.start_at, post.end_at, timeZone);
  return (
    <li className="card posts-joined-item">
      <div className="posts-joined-badges">
        <span className="tag">{stateOf(post, now)}</span>
      </div>
      <h2>
        <Link to={href(paths.postDetail, { title_slug: post.title_slug })}>{post.title}</Link>
      </h2>
      <ul className="meta-list">
        <PostWhenWhere schedule={schedule} location={post.location} />
      </ul>
      <p className="muted">Bergabung {formatDate(post.joined_at)}</p>
    </li>
  );
}

/**
 * PostJobSeekerList (/panel/data-acara/pencari-kerja, docs/product.md §2 'Acara Diikuti'): the events the
 * signed-in seeker joined, latest first, five a page (§9), from GET /posts/seeker/.
 */
export function PostJobSeekerList() {
  useDocumentTitle('Acara Diikuti');
  const list = useListParams(SEEKER_POSTS_PAGE_SIZE);
  const result = useQuery(seekerPostsQueryOptions({ offset: list.query.offset, limit: list.query.limit }));
  const now = Date.now();

  return (
    <section className="container page-section" aria-labelledby="seeker-posts-title">
      <header className="posts-head">
        <h1 id="seeker-posts-title">Acara Diikuti</h1>
        <p className="muted">Acara Dinas Tenaga Kerja yang Anda ikuti, yang terakhir bergabung di atas.</p>
      </header>
      <ListResults
        result={result}
        list={list}
        defaultSize={SEEKER_POSTS_PAGE_SIZE}
        noun="acara"
        errorText={MESSAGES.fetchPostsError}
        filtered={false}
        emptyText={{
          filtered: 'Tidak ada acara yang cocok.',
          emptyPage: 'Tidak ada acara pada halaman ini.',
          none: 'Anda belum bergabung dengan acara apa pun.',
        }}
        gridClassName="posts-joined-list"
        renderItem={(post) => <JoinedPostItem key={post.id} post={post} now={now} />}
      />
      {result.data?.total === 0 ? (
        <p className="posts-empty-link">
          <Link to={paths.posts.path} className="btn btn-primary">
            Lihat acara yang akan datang
          </Link>
        </p>
      ) : null}
    </section>
  );
}
