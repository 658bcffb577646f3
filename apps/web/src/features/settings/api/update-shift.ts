import type { ShiftType, ShiftTypeInput } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getShiftsQueryOptions } from '@/lib/shift-types/get-shifts';
import { invalidateCapacity } from './get-template-capacity';

/** PUT /api/shifts/{shiftId}. */
export async function updateShift({ id, ...input }: ShiftTypeInput & { id: string }): Promise<ShiftType> {
  return api.put<ShiftType>(`/api/shifts/${encodeURIComponent(id)}`, input);
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShift,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getShiftsQueryOptions().queryKey }),
        invalidateCapacity(queryClient),
      ]),
  });
}
