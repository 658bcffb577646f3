import type { RegistrationRequest } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/registration-requests: every request, newest first (owner account only; others get 403). */
export async function getRegistrationRequests(): Promise<RegistrationRequest[]> {
  return api.get<RegistrationRequest[]>('/api/registration-requests');
}

export const getRegistrationRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['registration-requests', 'list'],
    queryFn: getRegistrationRequests,
  });

export function useRegistrationRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRegistrationRequestsQueryOptions(), enabled });
}
