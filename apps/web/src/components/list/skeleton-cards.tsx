import type { ReactNode } from 'react';

/**
 * Placeholder cards while a list loads (hidden from assistive technology; the list says it is busy).
 * `card` is one card's inner placeholder: a list whose cards are taller than three lines passes one
 * shaped like its real card, so the page does not shift when the results replace it.
 */
export function SkeletonCards({
  count,
  className,
  card,
  cardClassName,
}: {
  count: number;
  /** Extra class of the grid, the same as the real grid's ('vacancy-grid'). */
  className?: string;
  card?: ReactNode;
  /** Extra class of each placeholder card, the same as the real card's ('vacancy-card'). */
  cardClassName?: string;
}) {
  return (
    <ul className={className ? `card-grid ${className}` : 'card-grid'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={cardClassName ? `card ${cardClassName}` : 'card'}>
          {card ?? (
            <>
              <span className="skeleton skeleton-title" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line short" />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
