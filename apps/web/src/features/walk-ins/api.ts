/**
 * Walk-in sessions (issue 21 §3; docs/decisions/109, 115): a public vacancy's sessions with the seeker's
 * own booking, booking and releasing a place, and the company's sessions of its own vacancy with who
 * booked them.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyWalkInListData,
  SeekerWalkInBookingListData,
  WalkInBookingData,
  WalkInSessionData,
  WalkInSessionListData,
} from '@siloker/shared/schemas/employer-desk';
import { apiPath } from '@siloker/shared/api/paths';
import * as walkInPaths from '@siloker/shared/api/paths/walk-ins';
import { api } from '../../lib/api-client.ts';

export const walkInsKey = ['walk-ins'] as const;

/** GET /walk-in-sessions?job_vacancy_id=: who asks matters (a seeker's own booking), so the key names them. */
export const publicWalkInsQueryOptions = (vacancyId: number, userId: number | null) =>
  queryOptions({
    queryKey: [...walkInsKey, 'public', vacancyId, userId ?? 0],
    queryFn: async ({ signal }) =>
      (
        await api.get<WalkInSessionListData>(apiPath(walkInPaths.walkInSessions), {
          query: { job_vacancy_id: vacancyId },
          signal,
        })
      ).data.data,
    // A vacancy that is not public has no section: nothing to retry or announce.
    retry: false,
  });

/** GET /seeker/walk-in-bookings: the signed-in seeker's own bookings, upcoming first. */
export const myWalkInBookingsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...walkInsKey, 'mine', userId],
    queryFn: async ({ signal }) =>
      (await api.get<SeekerWalkInBookingListData>(apiPath(walkInPaths.walkInMyBookings), { signal })).data
        .data,
  });

/** GET /company/job-vacancies/:id/walk-in-sessions: the company's own vacancy's sessions and bookers. */
export const companyWalkInsQueryOptions = (vacancyId: number) =>
  queryOptions({
    queryKey: [...walkInsKey, 'company', vacancyId],
    queryFn: async ({ signal }) =>
      (
        await api.get<CompanyWalkInListData>(
          apiPath(walkInPaths.companyWalkInSessions, { job_vacancy_id: vacancyId }),
          { signal },
        )
      ).data.data,
    retry: false,
  });

/** The form's values as the API takes them: instants with their offset, the quota as typed. */
export interface WalkInSessionInput {
  starts_at: string;
  ends_at: string;
  place: string;
  quota: string;
}

/**
 * POST /company/job-vacancies/:id/walk-in-sessions (no `id`: a new session) or
 * /company/walk-in-sessions/:id (an edit of that one); the lists are read again after either.
 */
export function useSaveWalkIn(vacancyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: WalkInSessionInput & { id?: number }) => {
      const res = await api.post<WalkInSessionData>(
        id === undefined
          ? apiPath(walkInPaths.companyWalkInCreate, { job_vacancy_id: vacancyId })
          : apiPath(walkInPaths.companyWalkInUpdate, { id }),
        body,
      );
      return { data: res.data.data, message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: walkInsKey }),
  });
}

export function useDeleteWalkIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await api.delete<{ id: number }>(apiPath(walkInPaths.companyWalkInDelete, { id }));
      return { message: res.data.message };
    },
    onSettled: () => client.invalidateQueries({ queryKey: walkInsKey }),
  });
}

/** Books (`book`) or releases a place; the list is read again either way, since a refusal means it moved. */
export function useWalkInBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, book }: { id: number; book: boolean }) => {
      const path = apiPath(book ? walkInPaths.walkInBook : walkInPaths.walkInCancel, { id });
      const res = book
        ? await api.post<WalkInBookingData>(path, {})
        : await api.delete<WalkInBookingData>(path);
      return { data: res.data.data, message: res.data.message };
    },
    onSettled: () => client.invalidateQueries({ queryKey: walkInsKey }),
  });
}
