import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SCHEDULES_KEY } from '@/lib/schedule/get-month-schedule';

/** POST /api/schedules/generate from the dashboard's Generate Schedule dialog. */
export function generateSchedule(input: { year: number; month: number }) {
  return api.post<unknown>('/api/schedules/generate', input);
}

export function useGenerateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}
