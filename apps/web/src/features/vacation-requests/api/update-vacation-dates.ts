import type { VacationDatesUpdate, VacationRequest } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { VACATION_REQUESTS_KEY } from './get-vacation-requests';

/** PUT /api/vacation-requests/{id} {startDate, endDate}: an admin moves a request's dates. */
export async function updateVacationDates({
  id,
  ...dates
}: VacationDatesUpdate & { id: number }): Promise<VacationRequest> {
  return api.put<VacationRequest>(`/api/vacation-requests/${id}`, dates);
}

export function useUpdateVacationDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVacationDates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VACATION_REQUESTS_KEY }),
  });
}
