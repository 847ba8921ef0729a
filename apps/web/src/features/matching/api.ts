import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  Match,
  MatchVacancyListData,
  OfficeSkillListData,
  Skill,
  SkillData,
  VacancyMatchData,
} from '@siloker/shared/schemas/skills';
import type { VacancyListQuery } from '@siloker/shared/schemas/vacancies';
import { apiPath } from '@siloker/shared/api/paths';
import * as matchingPaths from '@siloker/shared/api/paths/matching';
import { api, type AddressParams, type QueryParams } from '../../lib/api-client.ts';

export type { Match, Skill };

const KEY = ['matching'] as const;

/** GET /matches/job-vacancies/{id}: the signed-in seeker's match to one vacancy (docs/decisions/107). */
export const vacancyMatchQueryOptions = (vacancyId: number) =>
  queryOptions({
    queryKey: [...KEY, 'vacancy', vacancyId],
    queryFn: async ({ signal }): Promise<Match> =>
      (await api.get<VacancyMatchData>(apiPath(matchingPaths.matchVacancy, { id: vacancyId }), { signal }))
        .data.data.match,
  });

/** GET /matches/job-vacancies: the public list, best match first, each card with its score. */
export const matchedVacanciesQueryOptions = (
  params: AddressParams<Omit<VacancyListQuery, 'auth_user_id'>>,
  opts: { enabled?: boolean } = {},
) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<MatchVacancyListData>(apiPath(matchingPaths.matchVacancyList), {
        query: { ...params, order_by: undefined, sort_by: undefined } as QueryParams,
        signal,
      });
      const d = res.data.data;
      return { items: d.job_vacancies, total: d.total, scores: d.scores };
    },
    enabled: opts.enabled ?? true,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export interface OfficeSkillParams {
  offset: number;
  limit: number;
  search?: string;
}

/** GET /office/skills: one page of the vocabulary, A–Z. */
export const officeSkillsQueryOptions = (p: OfficeSkillParams) =>
  queryOptions({
    queryKey: [...KEY, 'office', p],
    queryFn: async ({ signal }) =>
      (
        await api.get<OfficeSkillListData>(apiPath(matchingPaths.officeSkillList), {
          query: { offset: p.offset, limit: p.limit, search: p.search },
          signal,
        })
      ).data.data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export interface SkillSave {
  id?: number;
  name: string;
  synonyms: string;
}

/** POST /office/skills (new) or /office/skills/{id}. */
export function useSaveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: SkillSave) =>
      (
        await api.post<SkillData>(
          id === undefined
            ? apiPath(matchingPaths.officeSkillCreate)
            : apiPath(matchingPaths.officeSkillUpdate, { id }),
          body,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /office/skills/{id}. */
export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.delete(apiPath(matchingPaths.officeSkillDelete, { id }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
