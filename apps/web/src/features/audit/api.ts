/**
 * GET /office/audit-events (docs/decisions/072) for the Jejak Audit screen, and the address of its CSV
 * (GET /office/audit-events/export), which a plain link opens: the server takes the session from the
 * web app's auth cookie there, as for the statistics' CSV.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { AuditEvent, AuditEventListData } from '@siloker/shared/schemas/audit';
import { apiPath } from '@siloker/shared/api/paths';
import * as auditPaths from '@siloker/shared/api/paths/audit';
import { API_ROOT, api, type QueryParams } from '../../lib/api-client.ts';

export type { AuditEvent };

/** The filters of the trail, as strings from the address; absent ones are left out. */
export const AUDIT_FILTERS = ['actor_user_id', 'action', 'from', 'to'] as const;

export const auditQueryOptions = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['office', 'audit-events', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<AuditEventListData>(apiPath(auditPaths.auditEventList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.audit_events, total: res.data.data.total, actors: res.data.data.actors };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Where 'Unduh CSV' leads: the same filters and search as the list shows, every page. */
export function auditCsvUrl(filters: Record<string, string>, search: string): string {
  const query = new URLSearchParams({ ...filters, ...(search ? { search } : {}) });
  const text = query.toString();
  return `${API_ROOT}${apiPath(auditPaths.auditEventExport)}${text ? `?${text}` : ''}`;
}
