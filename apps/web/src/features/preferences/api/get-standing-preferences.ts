import type { StandingPreferences } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export const standingKey = (staffId: number) => ['standing-preferences', staffId] as const;

/** GET /api/standing-preferences/{staffId}, or null when the person has set none yet (404). */
export async function getStandingPreferences(staffId: number): Promise<StandingPreferences | null> {
  try {
    return await api.get<StandingPreferences>(`/api/standing-preferences/${staffId}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useStandingPreferences(staffId: number) {
  return useQuery(
    queryOptions({ queryKey: standingKey(staffId), queryFn: () => getStandingPreferences(staffId) }),
  );
}
