import { Link, useLocation } from 'react-router';
import { formatDate, formatThousands } from '@siloker/shared/format/index';
import {
  POST_CANCEL_MESSAGES,
  POST_MESSAGES,
  canCancelPlace,
  joinBlocker,
  placesLeft,
  type JoinBlocker,
} from '@siloker/shared/schemas/events-constants';
import { paths } from '../../config/paths.ts';
import { loginHref } from '../../lib/login-return.ts';
import { useOpenRegistration } from '../../components/registration-modal.tsx';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useCancelPost, useJoinPost, type Post } from './api.ts';
import { ApplyBar } from '../../components/apply-bar.tsx';

const BLOCKED: Record<JoinBlocker, string> = {
  closed: POST_MESSAGES.closed,
  past: POST_MESSAGES.past,
  full: POST_MESSAGES.full,
};

/** 'Sisa 5 dari 100 tempat' or 'Tanpa batas kuota'. */
export function placesText(post: Pick<Post, 'quota' | 'join_count'>): string {
  const left = placesLeft(post);
  if (left === null) return 'Tanpa batas kuota peserta';
  return `Sisa ${formatThousands(left) || '0'} dari ${formatThousands(post.quota) || '0'} tempat`;
}

/** Guests are invited to sign in or register. */
function GuestInvite() {
  const openRegistration = useOpenRegistration();
  // Signing in comes back to this page (lib/login-return.ts).
  const { pathname } = useLocation();
  return (
    <aside className="posts-cta" aria-labelledby="post-cta-title">
      <h2 id="post-cta-title">Ingin mengikuti acara ini?</h2>
      <p className="muted">Masuk sebagai pencari kerja untuk bergabung, atau daftar jika belum punya akun.</p>
      <div className="posts-cta-actions">
        <Link to={loginHref(pathname)} className="btn btn-primary">
          Masuk untuk bergabung
        </Link>
        <button type="button" className="btn btn-outline" onClick={openRegistration}>
          Daftar
        </button>
      </div>
      <ApplyBar targetId="post-cta-title" label="Gabung Acara" />
    </aside>
  );
}

/**
 * Until the event starts a seeker may give their place back (issue 17 item 11), after a confirmation;
 * the server refuses once it has started, so the page is reloaded after a refusal.
 */
export function CancelPlaceButton({
  post,
  onRefused,
  className = 'btn btn-outline',
}: {
  post: Pick<Post, 'id' | 'title' | 'title_slug' | 'start_at'>;
  /** After a refusal (the event started meanwhile): reload what the page shows. */
  onRefused?: () => void;
  className?: string;
}) {
  const cancel = useCancelPost();
  if (!canCancelPlace(post)) return null;
  const onCancel = async () => {
    const sure = await feedback.confirm({
      title: POST_CANCEL_MESSAGES.confirmTitle,
      message: POST_CANCEL_MESSAGES.confirm,
      confirmText: POST_CANCEL_MESSAGES.confirmYes,
      cancelText: POST_CANCEL_MESSAGES.keep,
      tone: 'warning',
    });
    if (!sure) return;
    cancel.mutate(post, {
      onSuccess: (envelope) => feedback.toast(envelope.message || POST_CANCEL_MESSAGES.cancelled),
      onError: (error) => {
        feedback.handleError(error, POST_CANCEL_MESSAGES.cancelFailed);
        onRefused?.();
      },
    });
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void onCancel()}
      disabled={cancel.isPending}
      aria-label={`${POST_CANCEL_MESSAGES.cancel} ${post.title}`}
    >
      {cancel.isPending ? 'Mengirim…' : POST_CANCEL_MESSAGES.cancel}
    </button>
  );
}

/**
 * A signed-in seeker's join box: the places left, then 'Gabung Acara', or why joining is not possible
 * (full, closed, over), or 'Sudah bergabung' once joined, with 'Batalkan Pendaftaran' until it starts. A failed call shows the server's message or
 * 'Gagal mengirim permintaan bergabung.' (docs/product.md §8) and reloads the event, whose state may have moved.
 */
function SeekerJoin({
  post,
  viewerId,
  onRefresh,
}: {
  post: Post;
  viewerId: number | string;
  onRefresh: () => void;
}) {
  const join = useJoinPost(post, viewerId);
  const own = post.post_participants[0];
  const blocker = joinBlocker(post);

  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: () => feedback.toast(POST_MESSAGES.joined),
      onError: (error) => {
        feedback.handleError(error, POST_MESSAGES.joinFailed);
        onRefresh();
      },
    });

  return (
    <aside className="posts-cta" aria-labelledby="post-cta-title">
      <h2 id="post-cta-title">Ikuti acara ini</h2>
      <p className="posts-places" data-testid="post-places">
        {placesText(post)}
      </p>
      {own ? (
        <>
          <p role="status" className="posts-joined">
            <strong>Sudah bergabung</strong>
            <span className="muted"> sejak {formatDate(own.created_at)}</span>
          </p>
          <div className="posts-cta-actions">
            <Link to={paths.seekerPosts.path} className="btn btn-outline">
              Lihat Acara Diikuti
            </Link>
            <CancelPlaceButton post={post} onRefused={onRefresh} />
          </div>
        </>
      ) : (
        <>
          {blocker ? (
            <p className="posts-blocked" id="post-join-reason">
              {BLOCKED[blocker]}
            </p>
          ) : null}
          <div className="posts-cta-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={onJoin}
              disabled={blocker !== null || join.isPending}
              aria-describedby={blocker ? 'post-join-reason' : undefined}
            >
              {join.isPending ? 'Mengirim…' : 'Gabung Acara'}
            </button>
          </div>
        </>
      )}
      <ApplyBar targetId="post-cta-title" label={own ? 'Lihat pendaftaran Anda' : 'Gabung Acara'} />
    </aside>
  );
}

/** What the event page offers to join: guests an invitation, seekers the join box, others nothing. */
export function JoinBox({ post, onRefresh }: { post: Post; onRefresh: () => void }) {
  const { isGuest, hasRoleSeeker, user } = useSession();
  if (isGuest) return <GuestInvite />;
  if (!hasRoleSeeker || !user) return null;
  return <SeekerJoin post={post} viewerId={user.id} onRefresh={onRefresh} />;
}
