import type { MonthlyRequestStatus } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MonthlyText {
  naturalLanguageRequest: string;
  status: MonthlyRequestStatus | null;
}

export const monthlyTextKey = (staffId: number, year: number, month: number) =>
  ['monthly-request-text', staffId, year, month] as const;

/** POST /api/execute-raw-sql GET_MONTHLY_REQUEST_TEXT: the month's free-text request ('' when none). */
export async function getMonthlyRequestText(
  staffId: number,
  year: number,
  month: number,
): Promise<MonthlyText> {
  return api.post<MonthlyText>('/api/execute-raw-sql', {
    operationType: 'GET_MONTHLY_REQUEST_TEXT',
    staffId,
    year,
    month,
  });
}

export function useMonthlyRequestText(staffId: number, year: number, month: number) {
  return useQuery(
    queryOptions({
      queryKey: monthlyTextKey(staffId, year, month),
      queryFn: () => getMonthlyRequestText(staffId, year, month),
    }),
  );
}
