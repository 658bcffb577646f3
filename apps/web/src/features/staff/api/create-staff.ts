import type { CreatedStaff, StaffValues } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getStaffQueryOptions } from './get-staff';

/** POST /api/staff: the new member with their login; the initial password comes only in this answer. */
export async function createStaff(values: StaffValues): Promise<CreatedStaff> {
  return api.post<CreatedStaff>('/api/staff', values);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getStaffQueryOptions().queryKey }),
  });
}
