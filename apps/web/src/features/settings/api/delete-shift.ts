import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getShiftsQueryOptions } from '@/lib/shift-types/get-shifts';
import { invalidateCapacity } from './get-template-capacity';

/** DELETE /api/shifts/{shiftId}: 204, or 409 saying where the shift type is still used. */
export async function deleteShift(id: string): Promise<void> {
  await api.delete<void>(`/api/shifts/${encodeURIComponent(id)}`);
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getShiftsQueryOptions().queryKey }),
        invalidateCapacity(queryClient),
      ]),
  });
}
