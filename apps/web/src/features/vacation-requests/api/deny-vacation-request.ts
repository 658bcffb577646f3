import type { VacationRequest } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { VACATION_REQUESTS_KEY } from './get-vacation-requests';

/** POST /api/vacation-requests/{id}/deny {notes}: denies, or updates an earlier response to a denial. */
export async function denyVacationRequest({
  id,
  notes,
}: {
  id: number;
  notes: string | null;
}): Promise<VacationRequest> {
  return api.post<VacationRequest>(`/api/vacation-requests/${id}/deny`, { notes });
}

export function useDenyVacationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyVacationRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VACATION_REQUESTS_KEY }),
  });
}
