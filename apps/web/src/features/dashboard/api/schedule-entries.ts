import type { AddEntryBody, AddEntryResponse, Staff } from '@rotawise/api-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SCHEDULES_KEY } from '@/lib/schedule/get-month-schedule';

/**
 * POST /api/schedules/entries: an admin adds one shift. Without `confirm`, an entry that breaks hard rules
 * comes back with `entry: null` and the rules, and nothing is stored.
 */
export function addScheduleEntry(body: AddEntryBody): Promise<AddEntryResponse> {
  return api.post<AddEntryResponse>('/api/schedules/entries', body);
}

/** DELETE /api/schedules/entries/{id}: an admin removes one shift. */
export function removeScheduleEntry(id: number): Promise<void> {
  return api.delete<void>(`/api/schedules/entries/${id}`);
}

export function useAddScheduleEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addScheduleEntry,
    onSuccess: (result) => {
      if (result.entry) return queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
    },
  });
}

export function useRemoveScheduleEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeScheduleEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}

/** GET /api/staff for the add dialog's staff choice (admins get the full records). */
export function useStaffOptions(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['staff'], queryFn: () => api.get<Staff[]>('/api/staff') }),
    enabled,
  });
}
