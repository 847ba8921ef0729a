import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  SeekerDetailData,
  SeekerListData,
  SeekerListQuery,
  SeekerPublic,
  SeekerSummary,
} from '@siloker/shared/schemas/seekers';
import type { UsersData, UsersQuery } from '@siloker/shared/schemas/profiles';
import { apiPath } from '@siloker/shared/api/paths';
import * as seekersPaths from '@siloker/shared/api/paths/seekers';
import { api, isApiError, type QueryParams } from '../../lib/api-client.ts';

export type { SeekerPublic, SeekerSummary };

/** The list query the web app sends; the server fills in the defaults (created_at desc, page size). */
export type SeekerListParams = Partial<Omit<SeekerListQuery, 'auth_user_id'>>;

/** Job seekers who opted in to be listed (GET /seekers → data.seekers, data.total). */
export const seekersQueryOptions = (params: SeekerListParams = {}) =>
  queryOptions({
    queryKey: ['seekers', 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<SeekerListData>(apiPath(seekersPaths.seekerList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.seekers ?? [], total: res.data.data.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/**
 * One seeker's public profile (GET /seekers/slug/{name_slug}). A 404 resolves to `null` (hidden and
 * missing seekers answer alike), so only real failures reach the error text.
 */
export const seekerDetailQueryOptions = (nameSlug: string) =>
  queryOptions({
    queryKey: ['seekers', 'detail', nameSlug],
    queryFn: async ({ signal }): Promise<SeekerPublic | null> => {
      try {
        const res = await api.get<SeekerDetailData>(
          apiPath(seekersPaths.seekerDetail, { name_slug: nameSlug }),
          {
            signal,
          },
        );
        return res.data.data.seeker;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** The panel's seeker search for a company or the office (GET /users → data.seekers, data.total_data). */
export type UsersParams = Partial<Omit<UsersQuery, 'auth_user_id'>>;

export const usersQueryOptions = (userId: string | number | null, params: UsersParams = {}) =>
  queryOptions({
    // Keyed by the signed-in user: the office and a company see different seekers.
    queryKey: ['users', userId, params],
    queryFn: async ({ signal }) => {
      const res = await api.get<UsersData>(apiPath(seekersPaths.userList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.seekers ?? [], total: res.data.data.total_data ?? 0 };
    },
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.fetchUsersError },
  });
