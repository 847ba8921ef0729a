import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '../../components/query-view.tsx';
import { completeness, type Completeness } from './completeness.ts';
import { PanelIcon } from '../panel/index.ts';
import './dashboard-parts.css';

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

/** Under the greeting: a skeleton while the profile loads, a retry when it fails, then the cards. */
export function DashboardCards<T>({
  query,
  failedTitle,
  children,
}: {
  query: UseQueryResult<T>;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      failedTitle={failedTitle}
      failedLead="Periksa koneksi Anda, lalu coba lagi."
      loading={<DashboardSkeleton />}
    >
      {(data) => <div className="dashboard-grid">{children(data)}</div>}
    </QueryView>
  );
}

/**
 * How complete a profile is: the bar, then either the good news with the ways on, or what is still
 * missing (the MissingGroups given as children).
 */
export function CompletenessCard({
  title,
  icon,
  label,
  missing,
  total,
  completeText,
  completeActions,
  missingLead,
  children,
}: {
  title: string;
  icon: ReactNode;
  /** The progress bar's name. */
  label: string;
  missing: readonly string[];
  /** How many items the profile requires. */
  total: number;
  completeText: string;
  completeActions: ReactNode;
  missingLead: string;
  children: ReactNode;
}) {
  return (
    <DashCard wide title={title} icon={icon}>
      <CompletenessBar label={label} value={completeness(missing, total)} />
      {missing.length === 0 ? (
        <>
          <p className="dash-ok">{completeText}</p>
          <div className="dash-actions">{completeActions}</div>
        </>
      ) : (
        <>
          <p>{missingLead}</p>
          <div className="missing-groups">{children}</div>
        </>
      )}
    </DashCard>
  );
}

/**
 * The office's verdict on a profile (waiting, then VERIFIED or REJECTED; docs/product.md §10 status model): the
 * status as a pill, then what it means (children) or, once REJECTED, the office's note and what to do.
 */
export function VerificationCard({
  status,
  waitingLabel,
  note,
  rejectedAdvice,
  children,
}: {
  status: string;
  /** The pill's words before the office decides (the status is neither VERIFIED nor REJECTED). */
  waitingLabel: string;
  note: string | null;
  rejectedAdvice: string;
  children: ReactNode;
}) {
  return (
    <DashCard title="Status Verifikasi" icon={<PanelIcon name="key" />}>
      <p>
        {status === 'VERIFIED' ? (
          <StatusPill tone="success">Terverifikasi</StatusPill>
        ) : status === 'REJECTED' ? (
          <StatusPill tone="danger">Ditolak</StatusPill>
        ) : (
          <StatusPill tone="warning">{waitingLabel}</StatusPill>
        )}
      </p>
      {status === 'REJECTED' ? (
        <>
          <div className="dash-note">
            <strong>Catatan dari Dinas:</strong>
            <p>{note || 'Tidak ada catatan.'}</p>
          </div>
          <p className="muted">{rejectedAdvice}</p>
        </>
      ) : (
        children
      )}
    </DashCard>
  );
}

/**
 * The body of a card whose numbers come from GET /dashboard: skeleton lines while they load, the failure
 * with "Coba lagi" if they do not, then the content. The card's title stays in place throughout.
 */
export function DashboardNumbers<T>({
  query,
  failedText,
  children,
}: {
  query: UseQueryResult<T>;
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="dash-loading" aria-busy="true" aria-label="Memuat data">
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line short" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="dash-failed" role="alert">
        <p>{failedText}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void query.refetch()}>
          Coba lagi
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export interface DashTab {
  key: string;
  label: string;
  /** Shown in the tab's name: 'Lowongan Aktif (3)'. */
  count: number;
  panel: ReactNode;
}

/**
 * Tabs inside a card (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between the
 * tabs, and only the chosen panel is shown.
 */
export function DashTabs({ label, tabs }: { label: string; tabs: readonly DashTab[] }) {
  const base = useId();
  const [chosen, setChosen] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    setChosen(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: chosen + 1,
      ArrowLeft: chosen - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <div className="dash-tabs">
      <div className="dash-tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-controls={`${base}-panel-${tab.key}`}
            aria-selected={i === chosen}
            tabIndex={i === chosen ? 0 : -1}
            className={`dash-tab${i === chosen ? ' active' : ''}`}
            onClick={() => setChosen(i)}
          >
            {tab.label} <span className="dash-tab-count">({tab.count})</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={i !== chosen}
          className="dash-tabpanel"
        >
          {i === chosen ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
