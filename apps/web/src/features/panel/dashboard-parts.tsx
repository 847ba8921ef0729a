import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Completeness } from './completeness.ts';

/** The greeting at the top of every dashboard. */
export function DashboardHead({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className="dashboard-head">
      <p className="dashboard-eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      <p className="muted">{lead}</p>
    </header>
  );
}

/** A titled dashboard card; `wide` spans the whole row on wide screens. */
export function DashCard({
  title,
  icon,
  wide,
  children,
}: {
  title: string;
  icon?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`dash-card${wide ? ' dash-card-wide' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="dash-card-title">
        {icon ? <span className="dash-card-icon">{icon}</span> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How complete a profile is, as a bar and in words ("7 dari 12 data wajib sudah terisi"). */
export function CompletenessBar({ label, value }: { label: string; value: Completeness }) {
  const tone = value.percent === 100 ? 'done' : value.percent >= 50 ? 'half' : 'low';
  return (
    <div className="completeness">
      <div className="completeness-head">
        <span className="completeness-percent">{value.percent}%</span>
        <span className="muted">
          {value.done} dari {value.total} data wajib sudah terisi
        </span>
      </div>
      <div
        className={`progress progress-${tone}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value.percent}
        aria-valuetext={`${value.percent}%`}
      >
        <span className="progress-fill" style={{ width: `${value.percent}%` }} />
      </div>
    </div>
  );
}

/** What is still missing on one profile screen, with the link that leads there. */
export function MissingGroup({
  title,
  items,
  to,
  action,
}: {
  title: string;
  items: readonly string[];
  to: string;
  action: string;
}) {
  return (
    <div className="missing-group">
      <h3 className="missing-title">{title}</h3>
      <ul className="missing-list" aria-label={`Yang belum lengkap: ${title}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link to={to} className="btn btn-primary btn-sm">
        {action}
      </Link>
    </div>
  );
}

export type BadgeTone = 'success' | 'warning' | 'danger';

/** A verification state as a coloured pill, always with its words. */
export function StatusPill({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`status-pill status-pill-${tone}`}>{children}</span>;
}

/** The dashboard while its data loads. */
export function DashboardSkeleton() {
  return (
    <div className="dashboard-grid" aria-busy="true" aria-label="Memuat halaman utama">
      {[0, 1, 2].map((i) => (
        <div key={i} className={`dash-card${i === 0 ? ' dash-card-wide' : ''}`}>
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </div>
      ))}
    </div>
  );
}
