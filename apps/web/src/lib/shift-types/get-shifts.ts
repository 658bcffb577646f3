import type { ShiftType, ShiftTypeMap } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/shifts: shift id to the shift's fields. Shared: settings edits them, staff pages name them. */
export async function getShifts(): Promise<ShiftTypeMap> {
  return api.get<ShiftTypeMap>('/api/shifts');
}

export const getShiftsQueryOptions = () =>
  queryOptions({ queryKey: ['shifts'], queryFn: getShifts, staleTime: 60_000 });

export function useShifts() {
  return useQuery(getShiftsQueryOptions());
}

/** Shift types in the spec's order: by start time, unknown last. */
export function sortedShifts(map: ShiftTypeMap | undefined): ShiftType[] {
  return Object.values(map ?? {}).sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id),
  );
}
