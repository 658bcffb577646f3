import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_TEXTS } from '../texts';
import { invalidateStaffData } from './invalidate-staff-data';

/** DELETE /api/staff/{id}: 204; the server removes their login, shifts, requests and preferences. */
export async function deleteStaff(id: number | null | undefined): Promise<void> {
  if (id == null) throw new Error(STAFF_TEXTS.idRequired);
  await api.delete<void>(`/api/staff/${id}`);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSettled: () => invalidateStaffData(queryClient),
  });
}
