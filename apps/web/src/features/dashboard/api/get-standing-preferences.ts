import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The standing preferences as the summary widget reads them (spec, entities): counts, preferred shift types
 * (a list, JSON text, or ratings where 3 means Like), weekday indexes 0=Sunday and the circadian flag.
 */
export interface StandingPreferencesView {
  minShiftsPerMonth?: number | null;
  targetShiftsPerMonth?: number | null;
  maxShiftsPerMonth?: number | null;
  preferredShiftTypes?: string[] | string | null;
  shiftPreferences?: Record<string, number> | null;
  preferredWeekdays?: number[] | null;
  avoidedWeekdays?: number[] | null;
  enableCircadianRhythm?: boolean | null;
  useCircadianRhythm?: boolean | null;
}

/** GET /api/standing-preferences/{staffId}; a 404 means none saved yet. */
export async function getStandingPreferences(staffId: number): Promise<StandingPreferencesView | null> {
  return api
    .get<StandingPreferencesView | null>(`/api/standing-preferences/${staffId}`)
    .catch((error: unknown) => {
      if (error && typeof error === 'object' && 'status' in error && error.status === 404) return null;
      throw error;
    });
}

export const getStandingPreferencesQueryOptions = (staffId: number) =>
  queryOptions({
    queryKey: ['standing-preferences', staffId],
    queryFn: () => getStandingPreferences(staffId),
  });

export function useStandingPreferences(staffId: number) {
  return useQuery(getStandingPreferencesQueryOptions(staffId));
}

/** The preferred shift types whichever form they arrive in. */
export function preferredShiftTypes(preferences: StandingPreferencesView): string[] {
  const raw = preferences.preferredShiftTypes;
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string' && raw.trim()) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
    } catch {
      return raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }
  }
  return Object.entries(preferences.shiftPreferences ?? {})
    .filter(([, rating]) => rating === 3)
    .map(([type]) => type);
}
