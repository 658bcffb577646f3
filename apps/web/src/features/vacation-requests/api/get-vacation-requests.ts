import type { VacationRequest } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key every vacation-request query starts with; writes invalidate all of them. */
export const VACATION_REQUESTS_KEY = ['vacation-requests'] as const;

/**
 * GET /api/vacation-requests[?staffId=]: an admin gets everyone's (or one person's), a staff member only
 * their own whatever they ask. Newest start date first.
 */
export async function getVacationRequests(staffId?: number): Promise<VacationRequest[]> {
  return api.get<VacationRequest[]>('/api/vacation-requests', { query: { staffId } });
}

export const getVacationRequestsQueryOptions = (staffId?: number) =>
  queryOptions({
    queryKey: [...VACATION_REQUESTS_KEY, 'list', staffId ?? 'all'],
    queryFn: () => getVacationRequests(staffId),
  });

export function useVacationRequests({
  staffId,
  enabled = true,
}: {
  staffId?: number;
  enabled?: boolean;
} = {}) {
  return useQuery({ ...getVacationRequestsQueryOptions(staffId), enabled });
}
