import { useEffect, useId, useRef, useState } from 'react';
import { VACANCY_FRESHNESS_MESSAGES as M } from '@siloker/shared/schemas/vacancy-freshness-constants';
import './responsive-mark.css';

/**
 * The "Perusahaan responsif" mark (docs/decisions/104) on the company page and vacancy cards, with its
 * meaning in a toggletip: shown on hover and on focus of the "?" button, toggled by a tap or Enter,
 * closed by Escape or a tap elsewhere, and read out through a live region (not a title attribute).
 */
export function ResponsiveMark() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <span
      ref={root}
      className="responsive-mark"
      data-testid="responsive-mark"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <span className="tag tag-responsive">{M.responsiveLabel}</span>
      <button
        type="button"
        className="responsive-mark-toggle"
        aria-label={M.responsiveToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={(e) => {
          // Inside a card the whole card is a link: the tap explains, it does not open the vacancy.
          e.preventDefault();
          e.stopPropagation();
          setOpen((o) => !o);
        }}
      >
        ?
      </button>
      <span id={id} role="status" className={open ? 'responsive-mark-tip is-open' : 'responsive-mark-tip'}>
        {open ? M.responsiveExplain : ''}
      </span>
    </span>
  );
}
