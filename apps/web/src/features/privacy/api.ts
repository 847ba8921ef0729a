import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FILE_READS_PAGE_SIZE } from '@siloker/shared/schemas/privacy-constants';
import type { FileReadsData, PrivacyConsentData } from '@siloker/shared/schemas/privacy';
import { apiPath } from '@siloker/shared/api/paths';
import * as privacyPaths from '@siloker/shared/api/paths/privacy';
import { api } from '../../lib/api-client.ts';
import { getAuthUser, setAuthUser } from '../../lib/session.ts';
import { cookieDaysFor } from '../auth/index.ts';

/** GET /account/file-reads: one page of who opened the signed-in account's documents (docs/decisions/077). */
export const fileReadsQueryOptions = (userId: string | number | null, offset: number) =>
  queryOptions({
    queryKey: ['account', 'file-reads', userId, offset],
    queryFn: async ({ signal }) =>
      (
        await api.get<FileReadsData>(apiPath(privacyPaths.fileReads), {
          query: { offset, limit: FILE_READS_PAGE_SIZE },
          signal,
        })
      ).data.data,
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });

/**
 * POST /account/privacy-consent {privacy_consent: true}: the stored user stops asking at once, and the
 * cached /auth/me answers are refetched.
 */
export function usePrivacyConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<PrivacyConsentData>(apiPath(privacyPaths.privacyConsent), { privacy_consent: true }))
        .data,
    onSuccess: () => {
      const known = getAuthUser();
      if (known) {
        const next = { ...known, privacy_consent_required: false };
        setAuthUser(next, { days: cookieDaysFor(next) });
      }
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}
