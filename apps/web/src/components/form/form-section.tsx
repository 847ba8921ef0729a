import type { ReactNode } from 'react';
import './form-fields.css';

/**
 * A titled card of a long form (the seeker and company profiles): a section named by its heading,
 * an optional intro, then its fields in a two-column grid (`span-2` spans both) or, with
 * `layout="stack"`, one under another.
 */
export function FormSection({
  id,
  title,
  intro,
  describedBy,
  layout = 'grid',
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: string;
  /** The id of a message about the section as a whole, while one shows. */
  describedBy?: string;
  layout?: 'grid' | 'stack';
  children: ReactNode;
}) {
  return (
    <section className="form-section" aria-labelledby={id} aria-describedby={describedBy}>
      <h2 className="form-section-title" id={id}>
        {title}
      </h2>
      {intro ? <p className="form-section-intro">{intro}</p> : null}
      {layout === 'grid' ? <div className="form-grid">{children}</div> : children}
    </section>
  );
}
