import type { CreateShiftType, ShiftType } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getShiftsQueryOptions } from '@/lib/shift-types/get-shifts';
import { invalidateCapacity } from './get-template-capacity';

/** POST /api/shifts. */
export async function createShift(input: CreateShiftType): Promise<ShiftType> {
  return api.post<ShiftType>('/api/shifts', input);
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShift,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getShiftsQueryOptions().queryKey }),
        invalidateCapacity(queryClient),
      ]),
  });
}
