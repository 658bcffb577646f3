import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A monthly request as the spec lists it: id, staffId, month, year, naturalLanguageRequest, status. */
export interface MonthlyRequestView {
  id: number;
  staffId: number;
  month: number;
  year: number;
  naturalLanguageRequest?: string | null;
  status: string;
}

/** GET /api/monthly-requests/{staffId}: the person's monthly requests. */
export function getMonthlyRequests(staffId: number): Promise<MonthlyRequestView[]> {
  return api.get<MonthlyRequestView[]>(`/api/monthly-requests/${staffId}`);
}

export const getMonthlyRequestsQueryOptions = (staffId: number) =>
  queryOptions({
    queryKey: ['monthly-requests', staffId],
    queryFn: () => getMonthlyRequests(staffId),
  });

export function useMonthlyRequests(staffId: number) {
  return useQuery(getMonthlyRequestsQueryOptions(staffId));
}
