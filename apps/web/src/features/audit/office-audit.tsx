import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_LABELS,
  AUDIT_PAGE_SIZE,
  AUDIT_SUBJECT_NAMES,
  OFFICE_ROLE_MESSAGES,
  type AuditAction,
} from '@siloker/shared/schemas/audit-constants';
import { isIsoDate } from '@siloker/shared/schemas/statistics-constants';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AUDIT_FILTERS, auditCsvUrl, auditQueryOptions, type AuditEvent } from './api.ts';
import './audit.css';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_NAMES[a] }));

type Draft = Record<(typeof AUDIT_FILTERS)[number] | 'search', string>;

/** The first problem of the typed dates, checked as the server checks them; null when fine. */
function dateError(d: Draft): { field: 'from' | 'to'; message: string } | null {
  if (d.from && !isIsoDate(d.from)) return { field: 'from', message: OFFICE_ROLE_MESSAGES.badDate };
  if (d.to && !isIsoDate(d.to)) return { field: 'to', message: OFFICE_ROLE_MESSAGES.badDate };
  if (d.from && d.to && d.to < d.from) return { field: 'to', message: OFFICE_ROLE_MESSAGES.toBeforeFrom };
  return null;
}

/** The detail of one event as short "key: value" lines (names, statuses, notes), never raw JSON. */
function detailLines(detail: AuditEvent['detail']): string[] {
  if (!detail) return [];
  return Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
}

/**
 * Jejak Audit (/panel/jejak-audit, the office's administrators; docs/decisions/072): every office
 * action, newest first, filtered by who, what, days and a search kept in the address, with the same
 * rows as CSV.
 */
export function OfficeAudit() {
  useDocumentTitle(paths.officeAudit.title);
  const list = useListParams(AUDIT_PAGE_SIZE, AUDIT_FILTERS);
  const params = useMemo(() => list.query, [list.query]);
  const result = useQuery(auditQueryOptions(params));
  const shown: Draft = {
    actor_user_id: list.filters.actor_user_id ?? '',
    action: list.filters.action ?? '',
    from: list.filters.from ?? '',
    to: list.filters.to ?? '',
    search: list.search,
  };
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<ReturnType<typeof dateError>>(null);
  const values = draft ?? shown;
  const set = (name: keyof Draft) => (v: string) => setDraft({ ...values, [name]: v });
  const filtered = Object.values(shown).some(Boolean);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateError(values);
    setError(problem);
    if (problem) return;
    const { search, ...filters } = values;
    list.update({ search, filters });
    setDraft(null);
  };
  const clear = () => {
    setDraft(null);
    setError(null);
    list.update({ search: '', filters: { actor_user_id: '', action: '', from: '', to: '' } });
  };
  const actors = (result.data?.actors ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.name} (${a.email})`,
  }));

  return (
    <section className="container page-section office-page audit-page" aria-labelledby="audit-title">
      <header className="office-head">
        <h1 id="audit-title">{AUDIT_LABELS.title}</h1>
        <p className="muted">{AUDIT_LABELS.intro}</p>
      </header>
      <form className="audit-filter" onSubmit={apply} noValidate aria-label="Saring jejak audit">
        <SelectField
          id="audit-actor"
          label={AUDIT_LABELS.actor}
          value={values.actor_user_id}
          onValueChange={set('actor_user_id')}
          options={actors}
          placeholder={AUDIT_LABELS.allActors}
          errorId="audit-actor-error"
        />
        <SelectField
          id="audit-action"
          label={AUDIT_LABELS.action}
          value={values.action}
          onValueChange={set('action')}
          options={ACTION_OPTIONS}
          placeholder={AUDIT_LABELS.allActions}
          errorId="audit-action-error"
        />
        <TextField
          id="audit-from"
          type="date"
          label={AUDIT_LABELS.from}
          value={values.from}
          onValueChange={set('from')}
          error={error?.field === 'from' ? error.message : undefined}
          errorId="audit-from-error"
        />
        <TextField
          id="audit-to"
          type="date"
          label={AUDIT_LABELS.to}
          value={values.to}
          onValueChange={set('to')}
          error={error?.field === 'to' ? error.message : undefined}
          errorId="audit-to-error"
        />
        <TextField
          id="audit-search"
          label={AUDIT_LABELS.search}
          value={values.search}
          onValueChange={set('search')}
          errorId="audit-search-error"
        />
        <div className="audit-filter-actions">
          <button type="submit" className="btn btn-primary">
            Terapkan
          </button>
          <button type="button" className="btn btn-outline" onClick={clear}>
            Hapus saringan
          </button>
          <a className="btn btn-outline" href={auditCsvUrl(list.filters, list.search)} download>
            {AUDIT_LABELS.download}
          </a>
        </div>
      </form>
      <ListResults
        result={result}
        list={list}
        defaultSize={AUDIT_PAGE_SIZE}
        noun="tindakan"
        errorText={MESSAGES.getDataError}
        filtered={filtered}
        clear={{ label: 'Hapus saringan', onClear: clear }}
        emptyText={{
          filtered: AUDIT_LABELS.empty,
          emptyPage: 'Tidak ada tindakan pada halaman ini.',
          none: 'Belum ada tindakan yang tercatat.',
        }}
        gridClassName="audit-list"
        renderItem={(e) => (
          <li key={e.id} className="audit-item">
            <div className="audit-what">
              <h2 className="audit-action">{AUDIT_ACTION_NAMES[e.action as AuditAction] ?? e.action}</h2>
              <p className="audit-subject muted">
                {e.subject_type ? (AUDIT_SUBJECT_NAMES[e.subject_type] ?? e.subject_type) : ''}
                {e.subject_id ? ` #${e.subject_id}` : ''}
              </p>
              {detailLines(e.detail).length > 0 ? (
                <ul className="audit-detail">
                  {detailLines(e.detail).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="audit-who">
              <p className="audit-actor">{e.actor_name ?? '—'}</p>
              <p className="muted audit-meta">{e.actor_email}</p>
              <p className="muted audit-meta">
                <time dateTime={e.created_at}>{formatDate(e.created_at, { withTime: true })}</time>
                {e.ip ? ` · ${e.ip}` : ''}
              </p>
            </div>
          </li>
        )}
      />
    </section>
  );
}
