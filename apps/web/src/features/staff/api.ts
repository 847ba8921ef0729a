import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  StaffCreateBody,
  StaffListData,
  StaffListQuery,
  StaffMember,
  StaffMemberData,
} from '@siloker/shared/schemas/staff';
import type { OfficeRole } from '@siloker/shared/schemas/security-constants';
import { apiPath } from '@siloker/shared/api/paths';
import * as staffPaths from '@siloker/shared/api/paths/staff';
import { api, type QueryParams } from '../../lib/api-client.ts';

export type { StaffMember };
export type StaffParams = Partial<Omit<StaffListQuery, 'auth_user_id'>>;

const KEY = ['office', 'staff'] as const;

/** GET /office/staff → data.staff, data.total, data.active_count. */
export const staffQueryOptions = (params: StaffParams) =>
  queryOptions({
    queryKey: [...KEY, params],
    queryFn: async ({ signal }) => {
      const res = await api.get<StaffListData>(apiPath(staffPaths.staffList), {
        query: params as QueryParams,
        signal,
      });
      return {
        items: res.data.data.staff,
        total: res.data.data.total,
        activeCount: res.data.data.active_count,
        activeAdministratorCount: res.data.data.active_administrator_count,
      };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** POST /office/staff. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<StaffCreateBody, 'auth_user_id'>) =>
      (await api.post<StaffMemberData>(apiPath(staffPaths.staffCreate), body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /office/staff/{id}/role {office_role} (docs/decisions/072). */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; office_role: OfficeRole }) =>
      (
        await api.post<StaffMemberData>(apiPath(staffPaths.staffRole, { id: v.id }), {
          office_role: v.office_role,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /office/staff/{id}/status {active}. */
export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; active: boolean }) =>
      (await api.post<StaffMemberData>(apiPath(staffPaths.staffStatus, { id: v.id }), { active: v.active }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
