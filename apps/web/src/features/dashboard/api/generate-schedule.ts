import type { GenerationSession } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { generationOutcome } from '@/lib/generation/generation-events';
import { SCHEDULES_KEY } from '@/lib/schedule/get-month-schedule';

/** POST /api/schedules/generate from the dashboard's Generate Schedule dialog: 202 with the running session. */
export function generateSchedule(input: { year: number; month: number }) {
  return api.post<GenerationSession>('/api/schedules/generate', input);
}

/**
 * Waits for a started run to end: GET /api/generate-schedule-weekly?month=YYYY-MM streams the month's latest
 * run and closes once it has ended, so the whole answer is read and its last event says how.
 */
export async function waitForGeneration(session: Pick<GenerationSession, 'id' | 'year' | 'month'>) {
  const month = `${session.year}-${String(session.month).padStart(2, '0')}`;
  const stream = await api.get<string>('/api/generate-schedule-weekly', {
    query: { month },
    headers: { Accept: 'text/event-stream' },
  });
  return generationOutcome(typeof stream === 'string' ? stream : '', session.id);
}

export function useGenerateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}

/**
 * Follows a started run to its end, then fetches the month's entries again whatever the outcome. A plain
 * promise rather than a mutation: each run started is followed, even when another starts meanwhile.
 */
export function useFollowGeneration() {
  const queryClient = useQueryClient();
  return (session: Pick<GenerationSession, 'id' | 'year' | 'month'>) =>
    waitForGeneration(session).finally(() => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }));
}
