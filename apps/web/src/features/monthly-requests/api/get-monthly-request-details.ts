import type { MonthlyRequestDetails } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MONTHLY_REQUESTS_KEY } from './get-monthly-requests';

/** GET /api/monthly-request-details/{requestId} (admin): the request with the person's daily requests. */
export async function getMonthlyRequestDetails(requestId: number): Promise<MonthlyRequestDetails> {
  return api.get<MonthlyRequestDetails>(`/api/monthly-request-details/${requestId}`);
}

export function useMonthlyRequestDetails(requestId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...MONTHLY_REQUESTS_KEY, 'details', requestId],
      queryFn: () => getMonthlyRequestDetails(requestId),
    }),
  );
}
