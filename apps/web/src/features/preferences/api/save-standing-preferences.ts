import type { StandingPreferences, StandingPreferencesInput } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { standingKey } from './get-standing-preferences';

interface SaveInput {
  staffId: number;
  /** The stored record's id: PUT when there is one, POST to create it otherwise. */
  id: number | null;
  values: StandingPreferencesInput;
}

/** POST /api/standing-preferences (first time) or PUT /api/standing-preferences/{id}. */
export async function saveStandingPreferences({
  staffId,
  id,
  values,
}: SaveInput): Promise<StandingPreferences> {
  return id === null
    ? api.post<StandingPreferences>('/api/standing-preferences', { staffId, ...values })
    : api.put<StandingPreferences>(`/api/standing-preferences/${id}`, values);
}

export function useSaveStandingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStandingPreferences,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(standingKey(input.staffId), saved);
      // Settings' staff-days check counts each person's monthly minimum and maximum.
      void queryClient.invalidateQueries({ queryKey: ['weekly-schedule', 'capacity'] });
    },
  });
}
