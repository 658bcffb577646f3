import type { TemplateSlot, WeekdayKey, WeeklySchedule } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getWeeklyScheduleQueryOptions } from './get-weekly-schedule';

/** PUT /api/weekly-schedule/{day} with the day's whole list; answers the whole week. */
export async function updateWeeklyDay({ day, slots }: { day: WeekdayKey; slots: TemplateSlot[] }) {
  return api.put<WeeklySchedule>(`/api/weekly-schedule/${day}`, slots);
}

export function useUpdateWeeklyDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeeklyDay,
    onSuccess: (week) => queryClient.setQueryData(getWeeklyScheduleQueryOptions().queryKey, week),
    // The capacity check sits under the same key prefix, so it follows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getWeeklyScheduleQueryOptions().queryKey }),
  });
}
