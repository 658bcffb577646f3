import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SCHEDULES_KEY } from '@/lib/schedule/get-month-schedule';

/** DELETE /api/schedules/clear/{year}/{month}: an admin clears the whole month. */
export function deleteMonthSchedule({ year, month }: { year: number; month: number }) {
  return api.delete<unknown>(`/api/schedules/clear/${year}/${month}`);
}

export function useDeleteMonthSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonthSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}
