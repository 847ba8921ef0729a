import { useState, type FormEvent } from 'react';
import { OFFICE_ROLE_MESSAGES } from '@siloker/shared/schemas/audit-constants';
import { isIsoDate } from '@siloker/shared/schemas/statistics-constants';
import type { useListParams } from '../../components/list/use-list-params.ts';
import type { AUDIT_FILTERS } from './api.ts';

type Draft = Record<(typeof AUDIT_FILTERS)[number] | 'search', string>;
type AuditList = ReturnType<typeof useListParams>;

/** Each filter field's id on the page (its error is `<id>-error`). */
const IDS: Record<keyof Draft, string> = {
  actor_user_id: 'audit-actor',
  action: 'audit-action',
  from: 'audit-from',
  to: 'audit-to',
  search: 'audit-search',
};

/** The first problem of the typed dates, checked as the server checks them; null when fine. */
function dateError(d: Draft): { field: 'from' | 'to'; message: string } | null {
  if (d.from && !isIsoDate(d.from)) return { field: 'from', message: OFFICE_ROLE_MESSAGES.badDate };
  if (d.to && !isIsoDate(d.to)) return { field: 'to', message: OFFICE_ROLE_MESSAGES.badDate };
  if (d.from && d.to && d.to < d.from) return { field: 'to', message: OFFICE_ROLE_MESSAGES.toBeforeFrom };
  return null;
}

/**
 * The audit filter: a draft of the fields over what the address holds, applied with Terapkan once
 * the dates are right, cleared with Hapus saringan. `field(name)` gives a field component its props.
 */
export function useAuditFilter(list: AuditList) {
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

  const field = (name: keyof Draft) => ({
    id: IDS[name],
    value: values[name],
    onValueChange: (v: string) => setDraft({ ...values, [name]: v }),
    error: error?.field === name ? error.message : undefined,
    errorId: `${IDS[name]}-error`,
  });

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

  return { field, apply, clear, filtered: Object.values(shown).some(Boolean) };
}
