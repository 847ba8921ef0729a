import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_LABELS,
  AUDIT_PAGE_SIZE,
} from '@siloker/shared/schemas/audit-constants';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AUDIT_FILTERS, auditCsvUrl, auditQueryOptions } from './api.ts';
import { AuditItem } from './audit-item.tsx';
import { useAuditFilter } from './use-audit-filter.ts';
import '../../components/office-queue.css';
import '../../components/filter-panel.css';
import '../../components/item-card.css';
import './audit.css';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_NAMES[a] }));

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
  const { field, apply, clear, filtered } = useAuditFilter(list);
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
      <form className="filter-panel audit-filter" onSubmit={apply} noValidate aria-label="Saring jejak audit">
        <SelectField
          {...field('actor_user_id')}
          label={AUDIT_LABELS.actor}
          options={actors}
          placeholder={AUDIT_LABELS.allActors}
        />
        <SelectField
          {...field('action')}
          label={AUDIT_LABELS.action}
          options={ACTION_OPTIONS}
          placeholder={AUDIT_LABELS.allActions}
        />
        <TextField {...field('from')} type="date" label={AUDIT_LABELS.from} />
        <TextField {...field('to')} type="date" label={AUDIT_LABELS.to} />
        <TextField {...field('search')} label={AUDIT_LABELS.search} />
        <div className="filter-panel-actions audit-filter-actions">
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
        gridClassName="item-list audit-list"
        renderItem={(e) => <AuditItem key={e.id} event={e} />}
      />
    </section>
  );
}
