import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  OfficeReportDueSeeker,
  OfficeReportsDueData,
  OfficeReportsDueQuery,
  OfficeSeeker,
  OfficeSeekerDecisionData,
  OfficeSeekerListData,
  OfficeSeekerListQuery,
} from '@siloker/shared/schemas/ak1';
import type { VerificationDecisionBody } from '@siloker/shared/schemas/verification';
import { apiPath } from '@siloker/shared/api/paths';
import * as ak1Paths from '@siloker/shared/api/paths/ak1';
import { api, type QueryParams } from '../../lib/api-client.ts';

export type { OfficeReportDueSeeker, OfficeSeeker };

/** The list queries the screen sends; the server fills in the defaults (NOT_YET_VERIFIED, newest first, 5). */
export type OfficeSeekerParams = Partial<Omit<OfficeSeekerListQuery, 'auth_user_id'>>;
export type OfficeReportsDueParams = Partial<Omit<OfficeReportsDueQuery, 'auth_user_id'>>;

/** Under the office's key, so a decision also refreshes the dashboard's counts (../api.ts). */
const KEY = ['office', 'seekers'] as const;

/** The seeker queue (GET /office/seekers → data.seekers, data.total). */
export const officeSeekersQueryOptions = (params: OfficeSeekerParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<OfficeSeekerListData>(apiPath(ak1Paths.officeSeekerList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.seekers, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Card holders whose 6-monthly report is overdue (GET /office/seekers/reports-due). */
export const officeReportsDueQueryOptions = (params: OfficeReportsDueParams) =>
  queryOptions({
    queryKey: [...KEY, 'reports-due', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<OfficeReportsDueData>(apiPath(ak1Paths.officeReportsDue), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.seekers, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** POST /office/seekers/{id}/status; afterwards every office query is fetched again. */
export function useSeekerDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; body: Omit<VerificationDecisionBody, 'auth_user_id'> }) =>
      (await api.post<OfficeSeekerDecisionData>(apiPath(ak1Paths.officeSeekerDecision, { id: v.id }), v.body))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['office'] }),
  });
}
