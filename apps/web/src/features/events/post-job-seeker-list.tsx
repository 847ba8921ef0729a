import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  SEEKER_EVENT_PHASE_NAMES,
  SEEKER_POSTS_PAGE_SIZE,
  SEEKER_REGISTRATION_NAMES,
  seekerEventPhase,
  type SeekerEventPhase,
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
import { CancelPlaceButton } from './join-box.tsx';
import { usePortalTimeZone } from '../master/index.ts';

const PHASE_TONE: Record<SeekerEventPhase, string> = {
  upcoming: 'tag',
  ongoing: 'tag tag-accent',
  finished: 'tag posts-tag-finished',
};

/**
 * Where the event stands for the seeker (issue 17 item 8): upcoming, ongoing or finished on the
 * portal's clock, and their own registration (registered, or attended once the office marked it),
 * never the office's publication status.
 */
function JoinedPostItem({ post, now }: { post: JoinedPost; now: number }) {
  const timeZone = usePortalTimeZone();
  const schedule = eventSchedule(post.start_at, post.end_at, timeZone);
  const phase = seekerEventPhase(post, timeZone, now);
  return (
    <li className="card posts-joined-item">
      <div className="posts-joined-badges">
        <span className={PHASE_TONE[phase]} data-testid="event-phase">
          {SEEKER_EVENT_PHASE_NAMES[phase]}
        </span>
        <span className="tag" data-testid="event-registration">
          {post.attended_at ? SEEKER_REGISTRATION_NAMES.attended : SEEKER_REGISTRATION_NAMES.registered}
        </span>
      </div>
      <h2>
        <Link to={href(paths.postDetail, { title_slug: post.title_slug })}>{post.title}</Link>
      </h2>
      <ul className="meta-list">
        <PostWhenWhere schedule={schedule} location={post.location} />
      </ul>
      <p className="muted">Bergabung {formatDate(post.joined_at, { timeZone })}</p>
      <div className="posts-joined-actions">
        <CancelPlaceButton post={post} className="btn btn-outline btn-sm" />
      </div>
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
