import type { DailyRequest, DailyRequestMode } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dailyRequestsKey } from './get-daily-requests';

export interface DayChoice {
  staffId: number;
  date: string;
  /** null clears the day. */
  mode: DailyRequestMode | null;
  anyShift?: boolean;
  selectedShifts?: string[];
  reason?: string;
}

/** POST /api/daily-requests: one call per day; a null mode removes the day's request. */
export async function saveDailyRequest(choice: DayChoice): Promise<DailyRequest | null> {
  return api.post<DailyRequest | null>('/api/daily-requests', choice);
}

export function useSaveDailyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyRequest,
    onSuccess: (saved, choice) => {
      const [year, month] = choice.date.split('-').map(Number) as [number, number];
      queryClient.setQueryData<DailyRequest[]>(dailyRequestsKey(choice.staffId, year, month), (days = []) =>
        [...days.filter((d) => d.date !== choice.date), ...(saved ? [saved] : [])].sort((a, b) =>
          a.date.localeCompare(b.date),
        ),
      );
    },
  });
}
