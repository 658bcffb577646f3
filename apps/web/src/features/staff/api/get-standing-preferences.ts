import type { StandingPreferences } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** GET /api/standing-preferences/{staffId}, or null when the person has set none (404). */
export async function getStandingPreferences(staffId: number): Promise<StandingPreferences | null> {
  try {
    return await api.get<StandingPreferences>(`/api/standing-preferences/${staffId}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getStandingPreferencesQueryOptions = (staffId: number) =>
  queryOptions({
    queryKey: ['standing-preferences', staffId],
    queryFn: () => getStandingPreferences(staffId),
  });

export function useStandingPreferences(staffId: number, enabled: boolean) {
  return useQuery({ ...getStandingPreferencesQueryOptions(staffId), enabled });
}
