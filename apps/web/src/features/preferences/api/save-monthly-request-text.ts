import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MonthlyText, monthlyTextKey } from './get-monthly-request-text';

interface SaveInput {
  staffId: number;
  year: number;
  month: number;
  naturalLanguageRequest: string;
}

/** POST /api/execute-raw-sql SAVE_MONTHLY_REQUEST_TEXT: stores the month's free-text request. */
export async function saveMonthlyRequestText(input: SaveInput): Promise<MonthlyText> {
  return api.post<MonthlyText>('/api/execute-raw-sql', {
    operationType: 'SAVE_MONTHLY_REQUEST_TEXT',
    ...input,
  });
}

/**
 * After a save: the month's text in the cache, and the person's monthly-request list (the dashboard's
 * Pending Requests widget, the admin's list) read again, since saving creates the month's request.
 */
export function keepSavedMonthlyText(queryClient: QueryClient, input: SaveInput, saved: MonthlyText) {
  queryClient.setQueryData(monthlyTextKey(input.staffId, input.year, input.month), saved);
  void queryClient.invalidateQueries({ queryKey: ['monthly-requests'] });
}

export function useSaveMonthlyRequestText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonthlyRequestText,
    onSuccess: (saved, input) => keepSavedMonthlyText(queryClient, input, saved),
  });
}
