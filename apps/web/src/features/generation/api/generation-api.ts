import type {
  GenerationSession,
  ScheduleEntry,
  ScheduleExplanation,
  ScheduleStats,
} from '@rotawise/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ACTIVE_SESSIONS_KEY = ['generation-sessions', 'active'] as const;
export const monthKey = (year: number, month: number) => ['schedules', year, month] as const;

/** GET /api/generation-sessions/active, polled every 5 s (spec). */
export function useActiveSessions() {
  return useQuery({
    queryKey: ACTIVE_SESSIONS_KEY,
    queryFn: () => api.get<GenerationSession[]>('/api/generation-sessions/active'),
    refetchInterval: 5000,
  });
}

export function useMonthSchedule(year: number, month: number) {
  return useQuery({
    queryKey: [...monthKey(year, month), 'entries'],
    queryFn: () => api.get<ScheduleEntry[]>(`/api/schedules/month/${year}/${month}`),
  });
}

export function useMonthStats(year: number, month: number) {
  return useQuery({
    queryKey: [...monthKey(year, month), 'stats'],
    queryFn: () => api.get<ScheduleStats>(`/api/schedules/stats/${year}/${month}`),
    staleTime: 30_000,
  });
}

export function useMonthExplanation(year: number, month: number) {
  return useQuery({
    queryKey: [...monthKey(year, month), 'explanation'],
    queryFn: () => api.get<ScheduleExplanation>(`/api/schedules/explanation/${year}/${month}`),
  });
}

export function useStartGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { year: number; month: number; timeLimitSeconds: number }) =>
      api.post<GenerationSession>('/api/schedules/generate', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIVE_SESSIONS_KEY }),
  });
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<GenerationSession>(`/api/generation-sessions/${id}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIVE_SESSIONS_KEY }),
  });
}

export function usePublishMonth(year: number, month: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ status: 'published' }>(`/api/schedules/publish/${year}/${month}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monthKey(year, month) }),
  });
}

export function useClearMonth(year: number, month: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ removed: number }>(`/api/schedules/clear/${year}/${month}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monthKey(year, month) }),
  });
}
