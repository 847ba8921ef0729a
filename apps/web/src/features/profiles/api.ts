/**
 * The signed-in account's own profile (docs/product.md §7 "Profiles"): the queries the profile screens and the
 * dashboard share, and the multipart saves. Keys carry the user id so one account's profile is never
 * shown to the next person who signs in on the same tab.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { CompanyProfileData, SeekerProfileData } from '@siloker/shared/schemas/profiles';
import { apiPath } from '@siloker/shared/api/paths';
import * as profilesPaths from '@siloker/shared/api/paths/profiles';
import { api } from '../../lib/api-client.ts';

export const PROFILE_KEY = ['profile'] as const;

/** GET /profile-seeker → data.seeker_detail, sub_districts, applied_seeker_job_vacancies. */
export const seekerProfileQueryOptions = (userId: string | number | null) =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'seeker', userId],
    queryFn: async ({ signal }) =>
      (await api.get<SeekerProfileData>(apiPath(profilesPaths.seekerProfile), { signal })).data.data,
    enabled: userId !== null,
    retry: false,
    staleTime: 60_000,
  });

/** GET /profile-company → data.company_detail, cities, districts, sub_districts. */
export const companyProfileQueryOptions = (userId: string | number | null) =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'company', userId],
    queryFn: async ({ signal }) =>
      (await api.get<CompanyProfileData>(apiPath(profilesPaths.companyProfile), { signal })).data.data,
    enabled: userId !== null,
    retry: false,
    staleTime: 60_000,
    meta: { errorMessage: MESSAGES.fetchCompanyProfileError },
  });

/**
 * POST /profile-seeker/ (multipart). The answer's profile replaces the cached one; the signed-in user
 * (whose seeker_detail.status the header and dashboard read) is fetched again.
 */
export function useSaveSeekerProfile(userId: string | number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (
        await api.post<Pick<SeekerProfileData, 'seeker_detail'>>(
          apiPath(profilesPaths.seekerProfileSave),
          form,
        )
      ).data,
    onSuccess: async (envelope) => {
      queryClient.setQueryData(
        seekerProfileQueryOptions(userId).queryKey,
        (old: SeekerProfileData | undefined) =>
          old ? { ...old, seeker_detail: envelope.data.seeker_detail } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...PROFILE_KEY, 'seeker', userId] }),
        queryClient.invalidateQueries({ queryKey: ['auth'] }),
      ]);
    },
  });
}

/** POST /profile-company/ (multipart) → data.company_detail. */
export function useSaveCompanyProfile(userId: string | number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (
        await api.post<Pick<CompanyProfileData, 'company_detail'>>(
          apiPath(profilesPaths.companyProfileSave),
          form,
        )
      ).data,
    onSuccess: async (envelope) => {
      queryClient.setQueryData(
        companyProfileQueryOptions(userId).queryKey,
        (old: CompanyProfileData | undefined) =>
          old ? { ...old, company_detail: envelope.data.company_detail } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...PROFILE_KEY, 'company', userId] }),
        queryClient.invalidateQueries({ queryKey: ['auth'] }),
      ]);
    },
  });
}
