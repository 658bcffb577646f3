import type { VacationCreate, VacationRequest } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { VACATION_REQUESTS_KEY } from './get-vacation-requests';

/** POST /api/vacation-requests {staffId, startDate, endDate, requestNotes}: a new pending request. */
export async function createVacationRequest(input: VacationCreate): Promise<VacationRequest> {
  return api.post<VacationRequest>('/api/vacation-requests', input);
}

export function useCreateVacationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVacationRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VACATION_REQUESTS_KEY }),
  });
}
