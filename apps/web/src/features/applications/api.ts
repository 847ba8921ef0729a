import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@siloker/shared/enums';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  ApplicantListData,
  ApplicantStagesData,
  ApplyData,
  ChangeApplicationStatusData,
  SeekerApplicationPage,
  SeekerApplicationStatusesData,
} from '@siloker/shared/schemas/applications';
import type {
  APPLICANT_FILTER_LABELS,
  CompanySettableStatus,
} from '@siloker/shared/schemas/applications-constants';
import type { BulkMoveData } from '@siloker/shared/schemas/employer-desk';
import type { BulkMoveTarget } from '@siloker/shared/schemas/employer-desk-constants';
import type { MastersData } from '@siloker/shared/schemas/master';
import type { VacancyDetail } from '@siloker/shared/schemas/vacancies';
import { apiPath } from '@siloker/shared/api/paths';
import * as applicationsPaths from '@siloker/shared/api/paths/applications';
import * as masterPaths from '@siloker/shared/api/paths/master';
import type { InterviewFields } from '@siloker/shared/schemas/interviews';
import { api } from '../../lib/api-client.ts';
import { vacancyDetailQueryOptions } from '../vacancies/index.ts';

/**
 * Applying (POST /seekers/applied/) and the seeker's own applications
 * (GET /job-vacancies/seeker/job-application-applicants), docs/product.md §7.
 */

const applicationsKey = ['applications', 'own'] as const;

/** The signed-in seeker's application to one vacancy, or null when they have not applied. */
export const ownApplicationQueryOptions = (vacancyId: number) =>
  queryOptions({
    queryKey: [...applicationsKey, 'vacancy', vacancyId],
    queryFn: async ({ signal }) => {
      const res = await api.get<SeekerApplicationPage>(apiPath(applicationsPaths.seekerApplications), {
        query: { job_vacancy_id: vacancyId, limit: 1 },
        signal,
      });
      return res.data.data.applicants[0] ?? null;
    },
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Who applies, and the optional cover letter (docs/decisions/088); a bare id applies without one. */
export type ApplyInput = number | { seekerDetailId: number; coverLetter?: string };

/**
 * Apply as the signed-in seeker. On success the vacancy's applicant count is updated in the cached
 * detail (docs/product.md §4: applying adds the application locally and increments applicant_count).
 */
export function useApply(vacancy: Pick<VacancyDetail, 'id' | 'title_slug'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplyInput) => {
      const { seekerDetailId, coverLetter } =
        typeof input === 'number' ? { seekerDetailId: input, coverLetter: undefined } : input;
      const letter = coverLetter?.trim();
      const res = await api.post<ApplyData>(apiPath(applicationsPaths.apply), {
        job_vacancy_id: vacancy.id,
        seeker_detail_id: seekerDetailId,
        ...(letter ? { cover_letter: letter } : {}),
      });
      return res.data.data;
    },
    onSuccess: (data) => {
      client.setQueryData(vacancyDetailQueryOptions(vacancy.title_slug).queryKey, (old) =>
        old ? { ...old, applicant_count: data.applicant_count } : old,
      );
      void client.invalidateQueries({ queryKey: applicationsKey });
    },
  });
}

/* ---------- The seeker's applications screen (docs/product.md §2 'Lamaran Saya') ---------- */

/** A list scope of GET /job-vacancies/seeker/job-application-applicants: every one, a stage, or 'invited'. */
export type SeekerApplicationScope = ApplicationStatus | 'invited' | 'all';

/** GET /job-vacancies/seeker/job-application-statuses?status=all: each group's total (the tab counts). */
export const ownApplicationStatusesQueryOptions = () =>
  queryOptions({
    queryKey: [...applicationsKey, 'statuses'],
    queryFn: async ({ signal }) =>
      (
        await api.get<SeekerApplicationStatusesData>(apiPath(applicationsPaths.seekerApplicationStatuses), {
          query: { status: 'all', limit: 1 },
          signal,
        })
      ).data.data,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** One page of the seeker's own applications in one scope. */
export const ownApplicationsQueryOptions = (
  scope: SeekerApplicationScope,
  page: { offset: number; limit: number },
) =>
  queryOptions({
    queryKey: [...applicationsKey, 'list', scope, page],
    queryFn: async ({ signal }) => {
      const res = await api.get<SeekerApplicationPage>(apiPath(applicationsPaths.seekerApplications), {
        query: { status: scope, ...page },
        signal,
      });
      return { items: res.data.data.applicants, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/* ---------- The company's applicant screen (docs/product.md §2 'Pelamar Lowongan Kerja') ---------- */

const applicantsKey = ['applications', 'applicants'] as const;

/** The §5 applicant filters as the address keeps them (strings), sent as they are. */
export type ApplicantFilters = Partial<Record<keyof typeof APPLICANT_FILTER_LABELS, string>>;

/** GET /seekers/job-vacancy-applied/{id}: one stage's applicants, filtered on the server, paged. */
export const vacancyApplicantsQueryOptions = (
  vacancyId: number | null,
  status: ApplicationStatus,
  query: ApplicantFilters & { order_by?: 'match'; offset: number; limit: number },
) =>
  queryOptions({
    queryKey: [...applicantsKey, vacancyId, 'list', status, query],
    queryFn: async ({ signal }) => {
      const res = await api.get<ApplicantListData>(
        apiPath(applicationsPaths.applicantList, { job_vacancy_id: String(vacancyId) }),
        {
          query: { ...query, status },
          signal,
        },
      );
      return { items: res.data.data.applicants, total: res.data.data.total };
    },
    enabled: vacancyId !== null,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Each tab's count with the same filters: APPLIED from the list call, the rest from GET /seekers/job-vacancy/{id}. */
export const vacancyApplicantCountsQueryOptions = (vacancyId: number | null, filters: ApplicantFilters) =>
  queryOptions({
    queryKey: [...applicantsKey, vacancyId, 'counts', filters],
    queryFn: async ({ signal }): Promise<Record<ApplicationStatus, number | undefined>> => {
      const [applied, stages] = await Promise.all([
        api.get<ApplicantListData>(
          apiPath(applicationsPaths.applicantList, { job_vacancy_id: String(vacancyId) }),
          {
            query: { ...filters, status: 'APPLIED', limit: 1 },
            signal,
          },
        ),
        api.get<ApplicantStagesData>(
          apiPath(applicationsPaths.applicantStages, { job_vacancy_id: String(vacancyId) }),
          {
            query: { ...filters, limit: 1 },
            signal,
          },
        ),
      ]);
      return {
        INVITED: undefined,
        APPLIED: applied.data.data.total,
        CALLED: stages.data.data.calls.total,
        PASSED: stages.data.data.passed.total,
        ACCEPTED: stages.data.data.accepted.total,
        REJECTED: undefined,
      };
    },
    enabled: vacancyId !== null,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Wage ranges (only in GET /master/masters → data.wage_amounts), for the applicant filter. */
export const wageAmountsQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'masters', 'wage_amounts'],
    queryFn: async ({ signal }) => {
      const res = await api.get<Partial<MastersData>>(apiPath(masterPaths.masterMasters), { signal });
      return res.data.data?.wage_amounts ?? [];
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });

/** POST /seekers/job-vacancy/change-status; the lists and counts of the vacancy are read again after. */
export function useChangeApplicantStatus(vacancyId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      seeker_detail_id: number;
      status: CompanySettableStatus;
      note?: string;
      interview?: InterviewFields;
    }) =>
      (
        await api.post<ChangeApplicationStatusData>(apiPath(applicationsPaths.applicationStatusChange), {
          job_vacancy_id: vacancyId,
          ...body,
        })
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: [...applicantsKey, vacancyId] }),
  });
}

/* ---------- Bulk moves (docs/decisions/109; the templates are the message-templates feature's) ---------- */

/** Who a bulk move names: the applicants picked, or every one matching the filters on the stage shown. */
export type BulkSelection =
  { seeker_detail_ids: number[] } | { filter: ApplicantFilters & { status: ApplicationStatus } };

/** POST /seekers/job-vacancy/bulk-change-status; the lists and counts of the vacancy are read again after. */
export function useBulkMoveApplicants(vacancyId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkSelection & { status: BulkMoveTarget; note?: string }) =>
      (
        await api.post<BulkMoveData>(apiPath(applicationsPaths.applicationBulkStatusChange), {
          job_vacancy_id: vacancyId,
          ...body,
        })
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: [...applicantsKey, vacancyId] }),
  });
}
