import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { SiteSettings, SiteSettingsData } from '@siloker/shared/schemas/settings';
import { apiPath } from '@siloker/shared/api/paths';
import * as settingsPaths from '@siloker/shared/api/paths/settings';
import { api } from '../../lib/api-client.ts';

export type { SiteSettings };

const KEY = ['office', 'configs'] as const;

/** GET /office/configs → data.configs. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await api.get<SiteSettingsData>(apiPath(settingsPaths.siteSettings), { signal })).data.data.configs,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/**
 * POST /office/configs (multipart). Afterwards the master queries are fetched again, so the header's
 * name and logo and the footer follow at once.
 */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await api.post<SiteSettingsData>(apiPath(settingsPaths.siteSettingsSave), form)).data,
    onSuccess: async (envelope) => {
      queryClient.setQueryData(KEY, envelope.data.configs);
      await queryClient.invalidateQueries({ queryKey: ['master'] });
    },
  });
}
