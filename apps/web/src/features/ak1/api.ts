import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  Ak1Card,
  Ak1CardData,
  Ak1NotIssuedData,
  Ak1ReportBody,
  Ak1ReportData,
  Ak1VerifyData,
} from '@siloker/shared/schemas/ak1';
import { AK1_CHECK_CODE_PARAM } from '@siloker/shared/schemas/reverification';
import { apiPath } from '@siloker/shared/api/paths';
import * as ak1Paths from '@siloker/shared/api/paths/ak1';
import { api, isApiError } from '../../lib/api-client.ts';

export type { Ak1Card, Ak1NotIssuedData, Ak1VerifyData };

/** The card, or why it is not issued yet (the 404 of GET /seeker/ak1 carries the status and note). */
export type Ak1CardState =
  { issued: true; card: Ak1Card } | { issued: false; message: string; detail: Ak1NotIssuedData };

const KEY = ['ak1'] as const;

const notIssued = (error: unknown): Ak1CardState | null => {
  if (!isApiError(error) || error.status !== 404) return null;
  const data = error.response.data?.data as Partial<Ak1NotIssuedData> | null | undefined;
  if (!data?.seeker_status) return null;
  return {
    issued: false,
    message: error.message,
    detail: {
      seeker_status: data.seeker_status,
      status_note: data.status_note ?? null,
      missing: data.missing ?? [],
    },
  };
};

/** The signed-in seeker's own AK/1 card (GET /seeker/ak1). */
export const ak1CardQueryOptions = (userId: string | number | null) =>
  queryOptions({
    queryKey: [...KEY, 'card', userId],
    queryFn: async ({ signal }): Promise<Ak1CardState> => {
      try {
        const res = await api.get<Ak1CardData>(apiPath(ak1Paths.ak1Card), { signal });
        return { issued: true, card: res.data.data.card };
      } catch (error) {
        const state = notIssued(error);
        if (state) return state;
        throw error;
      }
    },
    enabled: userId !== null,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** POST /seeker/ak1/reports: the answer carries the card as it now stands. */
export function useAk1Report(userId: string | number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<Ak1ReportBody, 'auth_user_id'>) =>
      (await api.post<Ak1ReportData>(apiPath(ak1Paths.ak1Report), body)).data,
    onSuccess: (res) => {
      const next: Ak1CardState = { issued: true, card: res.data.card };
      queryClient.setQueryData(ak1CardQueryOptions(userId).queryKey, next);
    },
  });
}

/**
 * The public check of a card number (GET /ak1/verify/{number}); a 404 resolves to null. `code` is the
 * card's code from its QR link: without it the answer names the holder masked (docs/decisions/073).
 */
export const ak1CheckQueryOptions = (number: string, code: string | null) =>
  queryOptions({
    queryKey: [...KEY, 'check', number, code],
    queryFn: async ({ signal }): Promise<Ak1VerifyData | null> => {
      try {
        const query = code ? { [AK1_CHECK_CODE_PARAM]: code } : undefined;
        return (await api.get<Ak1VerifyData>(apiPath(ak1Paths.ak1Verify, { number }), { signal, query })).data
          .data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
    meta: { errorMessage: MESSAGES.getDataError },
  });
