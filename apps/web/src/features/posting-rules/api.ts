import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  OfficePostingRule,
  OfficePostingRuleData,
  OfficePostingRuleListData,
  PostingRule,
  PostingRuleBody,
  PostingRulesData,
} from '@siloker/shared/schemas/posting-rules';
import type { PostingRuleCategory } from '@siloker/shared/schemas/posting-rules-constants';
import { apiPath } from '@siloker/shared/api/paths';
import * as postingRulesPaths from '@siloker/shared/api/paths/posting-rules';
import { api } from '../../lib/api-client.ts';

export type { OfficePostingRule, PostingRule };

const KEY = ['posting-rules'] as const;

/**
 * The active rules the vacancy form checks against as the company types (docs/decisions/102); read once
 * per visit (the server's answer may be cached five minutes too).
 */
export const postingRulesQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'active'],
    queryFn: async ({ signal }): Promise<PostingRule[]> =>
      (await api.get<PostingRulesData>(apiPath(postingRulesPaths.postingRules), { signal })).data.data.rules,
    staleTime: 5 * 60_000,
  });

export interface OfficeRuleParams {
  offset: number;
  limit: number;
  search?: string;
  category?: PostingRuleCategory;
}

/** GET /office/posting-rules: one page of every rule, newest first. */
export const officePostingRulesQueryOptions = (p: OfficeRuleParams) =>
  queryOptions({
    queryKey: [...KEY, 'office', p],
    queryFn: async ({ signal }) =>
      (
        await api.get<OfficePostingRuleListData>(apiPath(postingRulesPaths.officePostingRuleList), {
          query: { offset: p.offset, limit: p.limit, search: p.search, category: p.category },
          signal,
        })
      ).data.data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export type PostingRuleSave = Omit<PostingRuleBody, 'auth_user_id'> & { id?: number };

/** POST /office/posting-rules (new) or /office/posting-rules/{id}; the table and the form's rules refresh. */
export function useSavePostingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: PostingRuleSave) =>
      (
        await api.post<OfficePostingRuleData>(
          id === undefined
            ? apiPath(postingRulesPaths.officePostingRuleCreate)
            : apiPath(postingRulesPaths.officePostingRuleUpdate, { id }),
          body,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
