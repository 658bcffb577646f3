import type { Staff, StaffValues } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getStaffQueryOptions } from './get-staff';

/** PUT /api/staff/{id} with the form's fields. */
export async function updateStaff({ id, ...values }: StaffValues & { id: number }): Promise<Staff> {
  return api.put<Staff>(`/api/staff/${id}`, values);
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    // The staff list key is the prefix of each member's key, so both refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getStaffQueryOptions().queryKey }),
  });
}
