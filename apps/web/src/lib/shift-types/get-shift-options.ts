import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ShiftOption {
  id: string;
  name: string;
  displayName: string;
  startTime: string;
}

/** GET /api/shifts: the department's shift types (id to fields), in start-time order for the pickers. */
export async function getShiftOptions(): Promise<ShiftOption[]> {
  const map = await api.get<Record<string, ShiftOption>>('/api/shifts');
  return Object.values(map).sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id),
  );
}

export function useShiftOptions() {
  return useQuery(
    queryOptions({ queryKey: ['shifts', 'options'], queryFn: getShiftOptions, staleTime: 60_000 }),
  );
}
