import { useEffect, useId, useRef, useState } from 'react';
import { feedback } from '../../lib/feedback.tsx';
import './share-button.css';

export const COPY_DONE = 'Tautan lowongan disalin.';
export const COPY_FAILED = 'Tautan belum dapat disalin. Salin dari bilah alamat peramban.';

/** https://wa.me/?text=… with the title and the address (WhatsApp's own share link). */
export const whatsappShareUrl = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * 'Bagikan' (issue 10 item 10): the system share sheet where the browser has the Web Share API, else a
 * small menu with a WhatsApp link and 'Salin tautan'. The preview a chat app shows comes from the tags
 * the server puts into the page.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  // The menu closes on Escape and on a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  async function share() {
    if (!canShareNatively()) {
      setOpen((v) => !v);
      return;
    }
    try {
      await navigator.share({ title, text: title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to the menu.
      if ((error as { name?: string } | null)?.name !== 'AbortError') setOpen(true);
    }
  }

  async function copy() {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url);
      feedback.toast(COPY_DONE);
    } catch {
      feedback.errorToast(COPY_FAILED);
    }
  }

  return (
    <div className="share" ref={root}>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => void share()}
        aria-expanded={canShareNatively() ? undefined : open}
        aria-controls={open ? menuId : undefined}
      >
        Bagikan
      </button>
      {open ? (
        <ul className="share-menu" id={menuId} aria-label="Bagikan lowongan">
          <li>
            <a
              href={whatsappShareUrl(title, url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              Bagikan ke WhatsApp
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void copy()}>
              Salin tautan
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
