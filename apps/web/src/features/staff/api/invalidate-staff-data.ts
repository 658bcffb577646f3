import type { QueryClient } from '@tanstack/react-query';
import { SCHEDULES_KEY } from '@/lib/schedule/get-month-schedule';
import { getStaffQueryOptions } from './get-staff';

/**
 * Queries never go stale, so a staff write refreshes everything that carries a person: the staff list
 * and members, schedule entries and vacation requests (they show the name; a delete removes them),
 * monthly requests, preferences and limits (a delete removes them), and the signed-in user (an admin
 * may have renamed themselves). Other features' keys are named here by their prefix.
 */
const STAFF_DEPENDENT_KEYS = [
  getStaffQueryOptions().queryKey,
  SCHEDULES_KEY,
  ['vacation-requests'],
  ['monthly-requests'],
  ['standing-preferences'],
  ['admin-limits'],
  ['user'],
] as const;

export function invalidateStaffData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(STAFF_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
