import { describe, expect, it } from 'vitest';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { createQueryClient } from '@/lib/query-client';
import { getApprovedVacationsQueryOptions } from '@/lib/schedule/get-approved-vacations';
import { getMonthScheduleQueryOptions } from '@/lib/schedule/get-month-schedule';
import { getShiftsQueryOptions } from '@/lib/shift-types/get-shifts';
import { getStaffQueryOptions } from './get-staff';
import { invalidateStaffData } from './invalidate-staff-data';

describe('invalidateStaffData', () => {
  it('marks every cached query that shows a person as stale, and leaves the rest alone', async () => {
    const client = createQueryClient();
    const touched = [
      getStaffQueryOptions().queryKey,
      getMonthScheduleQueryOptions(2026, 12).queryKey,
      getMonthScheduleQueryOptions(2026, 12, true).queryKey,
      getApprovedVacationsQueryOptions(2026, 12).queryKey,
      getUserQueryOptions().queryKey,
      ['vacation-requests', 'list', 'all'],
      ['monthly-requests', 7],
      ['standing-preferences', 7],
      ['admin-limits', 7],
    ];
    const untouched = getShiftsQueryOptions().queryKey;
    for (const key of [...touched, untouched]) client.setQueryData(key, []);

    await invalidateStaffData(client);

    for (const key of touched) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(client.getQueryState(untouched)?.isInvalidated).toBe(false);
  });
});
