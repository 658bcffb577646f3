import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { installFakeFetch } from '@/testing/fake-fetch';
import { getApprovedVacations } from './get-approved-vacations';
import { getMonthSchedule } from './get-month-schedule';

afterEach(() => vi.unstubAllGlobals());

describe('the calendar month loads', () => {
  it('show a failed month as empty, but keep a signed-out 401 an error (fetched again after sign-in)', async () => {
    installFakeFetch({
      'GET /api/schedules/month/2026/1': { status: 500, body: { message: 'boom' } },
      'GET /api/schedules/month/2026/2': { status: 401, body: { message: 'Not signed in' } },
      'GET /api/vacation-requests/date-range/2026-01-01/2026-01-31': { status: 500, body: {} },
      'GET /api/vacation-requests/date-range/2026-02-01/2026-02-31': { status: 401, body: {} },
    });
    expect(await getMonthSchedule(2026, 1)).toEqual([]);
    await expect(getMonthSchedule(2026, 2)).rejects.toBeInstanceOf(ApiError);
    expect(await getApprovedVacations(2026, 1)).toEqual([]);
    await expect(getApprovedVacations(2026, 2)).rejects.toBeInstanceOf(ApiError);
  });
});
