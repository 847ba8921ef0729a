import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import { Pagination } from '../../components/list/pagination.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postsQueryOptions } from './api.ts';
import { PostCard } from './post-card.tsx';
import './posts.css';

/** The search box; its text resets whenever the address's search changes (the form is keyed on it). */
function PostSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="posts-toolbar" role="search" onSubmit={submit}>
      <label htmlFor="post-search" className="sr-only">
        Cari acara
      </label>
      <input
        id="post-search"
        className="form-input"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Cari judul atau tempat acara"
        autoComplete="off"
      />
      <button type="submit" className="btn btn-primary">
        Cari
      </button>
    </form>
  );
}

function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </li>
      ))}
    </ul>
  );
}

/** PostList (/acara): every published event, newest first, with search and paging (SPEC.md §2, §9). */
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
      <PostSearch key={list.search} initial={list.search} onSearch={(search) => list.update({ search })} />
      {list.search ? (
        <p className="posts-search-note">
          Hasil pencarian untuk <strong>“{list.search}”</strong>{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => list.update({ search: '' })}>
            Hapus pencarian
          </button>
        </p>
      ) : null}

      {posts.isPending ? (
        <SkeletonCards count={3} />
      ) : posts.isError ? (
        <div className="empty-state" role="alert">
          <p>{MESSAGES.fetchPostsError}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void posts.refetch()}>
            Coba lagi
          </button>
        </div>
      ) : (
        <>
          {posts.data.items.length === 0 ? (
            <div className="empty-state">
              <p>
                {list.search
                  ? 'Tidak ada acara yang cocok dengan pencarian Anda.'
                  : posts.data.total > 0
                    ? 'Tidak ada acara pada halaman ini.'
                    : 'Belum ada acara yang dijadwalkan.'}
              </p>
            </div>
          ) : (
            <ul className="card-grid" aria-busy={posts.isPlaceholderData || undefined}>
              {posts.data.items.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </ul>
          )}
          {posts.data.total > 0 ? (
            <Pagination
              page={list.page}
              size={list.size}
              total={posts.data.total}
              defaultSize={PAGE_SIZES.posts}
              onPage={(page) => list.update({ page })}
              onSize={(size) => list.update({ size })}
              noun="acara"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
