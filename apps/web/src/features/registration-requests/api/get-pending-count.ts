import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PENDING_COUNT_POLL_MS } from '@/lib/ui-timings';

/** GET /api/registration-requests/pending-count -> {count}; a failure silently yields 0 (spec). */
export async function getPendingRegistrationCount(): Promise<number> {
  try {
    const data = await api.get<{ count?: unknown }>('/api/registration-requests/pending-count');
    return typeof data?.count === 'number' ? data.count : 0;
  } catch {
    return 0;
  }
}

export const getPendingRegistrationCountQueryOptions = () =>
  queryOptions({
    queryKey: ['registration-requests', 'pending-count'],
    queryFn: getPendingRegistrationCount,
    staleTime: 0,
    refetchInterval: PENDING_COUNT_POLL_MS,
  });

/** Only the owner account asks for the count. */
export function usePendingRegistrationCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getPendingRegistrationCountQueryOptions(), enabled });
}
