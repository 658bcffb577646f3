import type { CalendarToken } from '@rotawise/api-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const feedQuery = queryOptions({
  queryKey: ['calendar-feed'],
  /** GET /api/calendar/token -> {token, path}: the person's secret feed (made on first ask). */
  queryFn: () => api.get<CalendarToken>('/api/calendar/token'),
});

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...feedQuery, enabled });
}

/** POST /api/calendar/token/reset -> a new {token, path}; the old address stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarToken>('/api/calendar/token/reset'),
    onSuccess: (feed) => queryClient.setQueryData(feedQuery.queryKey, feed),
  });
}
