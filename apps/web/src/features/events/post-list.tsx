import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ListResults, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postsQueryOptions } from './api.ts';
import { PostCard } from './post-card.tsx';
import './posts.css';

/** PostList (/acara): every published event, newest first, with search and paging (docs/product.md §2, §9). */
export function PostList() {
  useDocumentTitle(paths.posts.title);
  const list = useListParams(PAGE_SIZES.posts);
  const posts = useQuery(postsQueryOptions(list.query));

  return (
    <section className="container page-section posts-page" aria-labelledby="posts-title">
      <header className="posts-head">
        <h1 id="posts-title">Acara</h1>
        <p className="muted">Bursa kerja, pelatihan, dan kegiatan ketenagakerjaan yang dapat Anda ikuti.</p>
      </header>
      <div className="posts-toolbar">
        <ListSearch
          key={list.search}
          id="post-search"
          label="Cari acara"
          placeholder="Cari judul atau tempat acara"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
      </div>
      {list.search ? (
        <p className="posts-search-note">
          Hasil pencarian untuk <strong>“{list.search}”</strong>{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => list.update({ search: '' })}>
            Hapus pencarian
          </button>
        </p>
      ) : null}

      <ListResults
        result={posts}
        list={list}
        defaultSize={PAGE_SIZES.posts}
        noun="acara"
        errorText={MESSAGES.fetchPostsError}
        filtered={Boolean(list.search)}
        emptyText={searchEmptyText('acara', 'Belum ada acara yang dijadwalkan.')}
        renderItem={(post) => <PostCard key={post.id} post={post} />}
      />
    </section>
  );
}
