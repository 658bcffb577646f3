import type { VacationRequest } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarVacation } from '@/components/schedule-calendar/types';
import { ApiError, api } from '@/lib/api-client';

/**
 * GET /api/vacation-requests/date-range/{start}/{end} for a month (the spec's month query ends on day 31);
 * only approved requests become the calendar's VCTN line. A failure draws no line; a signed-out 401 stays
 * an error, so the month is fetched again once someone signs in.
 */
export async function getApprovedVacations(year: number, month: number): Promise<CalendarVacation[]> {
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  try {
    const list = await api.get<VacationRequest[]>(
      `/api/vacation-requests/date-range/${prefix}-01/${prefix}-31`,
    );
    return list
      .filter((request) => request.status === 'approved')
      .map((request) => ({
        id: request.id,
        staffName: request.staffName,
        startDate: request.startDate,
        endDate: request.endDate,
      }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return [];
  }
}

export const getApprovedVacationsQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: ['vacation-requests', 'approved-month', year, month],
    queryFn: () => getApprovedVacations(year, month),
  });

export function useApprovedVacations(year: number, month: number) {
  return useQuery(getApprovedVacationsQueryOptions(year, month));
}
