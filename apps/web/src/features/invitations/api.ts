/**
 * Invitations ('tawar lamaran', docs/decisions/064-invitations.md): a company invites a seeker to one
 * of its active vacancies; the seeker accepts or declines from 'Lewat Undangan'.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationData,
  InvitationListData,
  InvitationListQuery,
  InviteBody,
} from '@siloker/shared/schemas/invitations';
import { apiPath } from '@siloker/shared/api/paths';
import * as invitationsPaths from '@siloker/shared/api/paths/invitations';
import { api, isApiError } from '../../lib/api-client.ts';

/** Every invitation list (the company's 'Undangan Terkirim'); a new invitation or an answer changes them. */
const INVITATIONS_KEY = ['invitations'] as const;

export type InvitationListParams = Pick<InvitationListQuery, 'answer' | 'offset' | 'limit'>;

/** GET /invitations: the company's sent invitations (or the seeker's own), 5 a page, newest first. */
export const invitationsQueryOptions = (params: InvitationListParams) =>
  queryOptions({
    queryKey: [...INVITATIONS_KEY, params],
    queryFn: async ({ signal }) =>
      (
        await api.get<InvitationListData>(apiPath(invitationsPaths.invitationList), {
          query: { answer: params.answer, offset: params.offset, limit: params.limit },
          signal,
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });

export type InviteRequest = Pick<InviteBody, 'job_vacancy_id' | 'seeker_detail_id' | 'message'>;

/** POST /invitations → the invitation and the server's message. */
export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteRequest) => {
      const res = await api.post<InvitationData>(apiPath(invitationsPaths.invitationCreate), body);
      return { ...res.data.data, message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export type InvitationAction = 'accept' | 'decline';

/**
 * POST /invitations/{id}/accept|decline. Afterwards every list of the seeker's own applications is
 * read again: an accepted invitation now counts as sent.
 */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: InvitationAction }) => {
      const res = await api.post<InvitationData>(
        apiPath(
          action === 'accept' ? invitationsPaths.invitationAccept : invitationsPaths.invitationDecline,
          { id },
        ),
        {},
      );
      return { ...res.data.data, message: res.data.message };
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['applications'] });
      await client.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
}

/** What an accept refused for an incomplete profile names (422 with data.missing), else null. */
export function missingProfileItems(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.response.data?.data as { missing?: unknown } | null | undefined;
  return Array.isArray(data?.missing) ? data.missing.map(String) : null;
}
