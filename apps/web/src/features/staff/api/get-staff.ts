import type { Staff } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/staff: the department's staff (id, name, role, isDirector, isAdmin, email, phone). */
export async function getStaff(): Promise<Staff[]> {
  return api.get<Staff[]>('/api/staff');
}

export const getStaffQueryOptions = () => queryOptions({ queryKey: ['staff'], queryFn: getStaff });

export function useStaff() {
  return useQuery(getStaffQueryOptions());
}
