import type { Staff, StaffValues } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateStaffData } from './invalidate-staff-data';

/** PUT /api/staff/{id} with the form's fields. */
export async function updateStaff({ id, ...values }: StaffValues & { id: number }): Promise<Staff> {
  return api.put<Staff>(`/api/staff/${id}`, values);
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSettled: () => invalidateStaffData(queryClient),
  });
}
