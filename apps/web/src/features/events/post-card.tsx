import { Link } from 'react-router';
import { formatThousands } from '@siloker/shared/format/index';
import { href, paths } from '../../config/paths.ts';
import type { PostListItem } from './api.ts';
import { eventSchedule } from './schedule.ts';
import { PostWhenWhere } from './post-when-where.tsx';
import { usePortalTimeZone } from '../master/index.ts';

/** '3 bergabung · 40 dilihat' (the counts of an event, docs/product.md §7). */
export function PostCounts({ post }: { post: Pick<PostListItem, 'join_count' | 'view_count'> }) {
  return (
    <p className="posts-counts">
      <span>{formatThousands(post.join_count) || '0'} bergabung</span>
      <span aria-hidden="true"> · </span>
      <span>{formatThousands(post.view_count) || '0'} dilihat</span>
    </p>
  );
}

/** An event in the /acara list: image or placeholder, schedule, title, place, excerpt, counts. */
export function PostCard({ post }: { post: PostListItem }) {
  const timeZone = usePortalTimeZone();
  const schedule = eventSchedule(post.start_at, post.end_at, timeZone);
  return (
    <li className="card post-card posts-card">
      {post.image_url ? (
        <img className="post-image" src={post.image_url} alt="" width="640" height="360" loading="lazy" />
      ) : (
        <div className="post-image post-image-empty" aria-hidden="true">
          Acara
        </div>
      )}
      <div className="post-body">
        <h2 className="card-title">
          <Link to={href(paths.postDetail, { title_slug: post.title_slug })} className="stretched-link">
            {post.title}
          </Link>
        </h2>
        <ul className="meta-list">
          <PostWhenWhere schedule={schedule} location={post.location} />
        </ul>
        {post.excerpt ? <p className="post-excerpt">{post.excerpt}</p> : null}
        <PostCounts post={post} />
      </div>
    </li>
  );
}
