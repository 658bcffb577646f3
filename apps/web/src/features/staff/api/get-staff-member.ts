import type { Staff } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** GET /api/staff/{id}: one staff member, or null when there is none (404). */
export async function getStaffMember(id: number): Promise<Staff | null> {
  try {
    return await api.get<Staff>(`/api/staff/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getStaffMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['staff', id], queryFn: () => getStaffMember(id) });

export function useStaffMember(id: number) {
  return useQuery({ ...getStaffMemberQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
