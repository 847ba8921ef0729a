/**
 * Wajib Lapor Lowongan (Perpres 57/2023; docs/decisions/105-wllp.md): the company's fill reports and
 * the office's WLLP report. The downloads are plain links: the server takes the session from the auth
 * cookie there, as for the statistics CSV.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  WllpCompanyData,
  WllpExportFormat,
  WllpFillReportFormData,
  WllpFillReportInput,
  WllpFillReportSavedData,
  WllpReportData,
  WllpReportTab,
} from '@siloker/shared/schemas/wllp';
import { apiPath } from '@siloker/shared/api/paths';
import * as wllpPaths from '@siloker/shared/api/paths/wllp';
import { WLLP_MESSAGES } from '@siloker/shared/schemas/wllp-constants';
import { API_ROOT, api } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';

export const wllpKey = ['wllp'] as const;

export const companyWllpQueryOptions = (q: { tab: WllpReportTab; offset: number; limit: number }) =>
  queryOptions({
    queryKey: [...wllpKey, 'company', q],
    queryFn: async ({ signal }) =>
      (await api.get<WllpCompanyData>(apiPath(wllpPaths.wllpCompany), { query: q, signal })).data.data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export const fillReportQueryOptions = (vacancyId: number) =>
  queryOptions({
    queryKey: [...wllpKey, 'form', vacancyId],
    queryFn: async ({ signal }) =>
      (
        await api.get<WllpFillReportFormData>(
          apiPath(wllpPaths.wllpFillReport, { job_vacancy_id: vacancyId }),
          {
            signal,
          },
        )
      ).data.data,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Files a report; the company's list and compliance are read again. */
export function useFileFillReport(vacancyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WllpFillReportInput) => {
      const res = await api.post<WllpFillReportSavedData>(
        apiPath(wllpPaths.wllpFillReportSave, { job_vacancy_id: vacancyId }),
        body,
      );
      return { data: res.data.data, message: res.data.message };
    },
    // Told here, not in the form: the refetch may take the filed report off the list (and the form with it).
    onSuccess: (res) => {
      feedback.toast(res.message || WLLP_MESSAGES.filed);
      return client.invalidateQueries({ queryKey: wllpKey });
    },
  });
}

export interface WllpPeriod {
  from?: string;
  to?: string;
}

const periodQuery = (p: WllpPeriod) => ({
  ...(p.from ? { from: p.from } : {}),
  ...(p.to ? { to: p.to } : {}),
});

export const wllpReportQueryOptions = (p: WllpPeriod) =>
  queryOptions({
    queryKey: [...wllpKey, 'office', periodQuery(p)],
    queryFn: async ({ signal }) =>
      (await api.get<WllpReportData>(apiPath(wllpPaths.wllpReport), { query: periodQuery(p), signal })).data
        .data,
    placeholderData: keepPreviousData,
    // A bad period is answered 400: the screen shows that message in place.
    retry: false,
  });

/** Where 'Unduh CSV' / 'Unduh XLSX' lead: the period the screen shows. */
export function wllpExportUrl(format: WllpExportFormat, p: { from: string; to: string }): string {
  const query = new URLSearchParams({ from: p.from, to: p.to, format });
  return `${API_ROOT}${apiPath(wllpPaths.wllpReportExport)}?${query.toString()}`;
}
