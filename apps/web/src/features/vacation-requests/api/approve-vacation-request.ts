import type { VacationRequest } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { VACATION_REQUESTS_KEY } from './get-vacation-requests';

/** POST /api/vacation-requests/{id}/approve {notes}: approves, or updates an earlier response to approval. */
export async function approveVacationRequest({
  id,
  notes,
}: {
  id: number;
  notes: string | null;
}): Promise<VacationRequest> {
  return api.post<VacationRequest>(`/api/vacation-requests/${id}/approve`, { notes });
}

export function useApproveVacationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVacationRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VACATION_REQUESTS_KEY }),
  });
}
