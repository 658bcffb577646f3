import type { AdminLimits, AdminLimitsResponse } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAdminLimitsQueryOptions } from './get-admin-limits';

/** PUT /api/preferences/{staffId} {min_shifts, max_shifts}. */
export async function updateAdminLimits({
  staffId,
  ...limits
}: AdminLimits & { staffId: number }): Promise<AdminLimitsResponse> {
  return api.put<AdminLimitsResponse>(`/api/preferences/${staffId}`, limits);
}

export function useUpdateAdminLimits(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminLimits,
    onSuccess: (answer) => queryClient.setQueryData(getAdminLimitsQueryOptions(staffId).queryKey, answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminLimitsQueryOptions(staffId).queryKey }),
        // Settings' staff-days check sums these limits.
        queryClient.invalidateQueries({ queryKey: ['weekly-schedule', 'capacity'] }),
      ]),
  });
}
