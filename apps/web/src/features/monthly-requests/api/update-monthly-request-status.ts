import type { MonthlyRequest, MonthlyRequestStatus } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MONTHLY_REQUESTS_KEY } from './get-monthly-requests';

/** PUT /api/monthly-requests/{requestId}/status (admin): approve or reject; the status is stored. */
export async function updateMonthlyRequestStatus({
  requestId,
  status,
}: {
  requestId: number;
  status: MonthlyRequestStatus;
}): Promise<MonthlyRequest> {
  return api.put<MonthlyRequest>(`/api/monthly-requests/${requestId}/status`, { status });
}

export function useUpdateMonthlyRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMonthlyRequestStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONTHLY_REQUESTS_KEY }),
  });
}
