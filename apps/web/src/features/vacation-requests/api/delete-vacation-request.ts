import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { VACATION_REQUESTS_KEY } from './get-vacation-requests';

/** DELETE /api/vacation-requests/{id}: the requester withdraws a pending request, an admin removes a decided one. */
export async function deleteVacationRequest(id: number): Promise<void> {
  await api.delete<void>(`/api/vacation-requests/${id}`);
}

export function useDeleteVacationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVacationRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VACATION_REQUESTS_KEY }),
  });
}
