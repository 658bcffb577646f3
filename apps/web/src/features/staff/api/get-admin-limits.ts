import type { AdminLimitsResponse } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/preferences/{staffId}: min_shifts and max_shifts (the page's defaults when never set). */
export async function getAdminLimits(staffId: number): Promise<AdminLimitsResponse> {
  return api.get<AdminLimitsResponse>(`/api/preferences/${staffId}`);
}

export const getAdminLimitsQueryOptions = (staffId: number) =>
  queryOptions({ queryKey: ['admin-limits', staffId], queryFn: () => getAdminLimits(staffId) });

export function useAdminLimits(staffId: number, enabled: boolean) {
  return useQuery({ ...getAdminLimitsQueryOptions(staffId), enabled });
}
