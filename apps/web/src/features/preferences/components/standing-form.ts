import {
  STANDING_PREFERENCE_DEFAULTS,
  type StandingPreferences,
  type StandingPreferencesInput,
  StandingPreferencesInputSchema,
} from '@rotawise/api-contract';

/** The number boxes hold text, so a box may be empty while the person types. */
export interface StandingDraft {
  minShiftsPerMonth: string;
  targetShiftsPerMonth: string;
  maxShiftsPerMonth: string;
  minConsecutiveDays: string;
  maxConsecutiveDays: string;
  shiftPreferences: Record<string, number>;
  naturalLanguagePreferences: string;
}

export type NumberField = Exclude<keyof StandingDraft, 'shiftPreferences' | 'naturalLanguagePreferences'>;

const D = STANDING_PREFERENCE_DEFAULTS;

/** What an empty box means (spec: min shifts 3, max consecutive 3, min consecutive 1; the others their defaults). */
export const FALLBACKS: Record<NumberField, number> = {
  minShiftsPerMonth: D.minShiftsPerMonth,
  targetShiftsPerMonth: D.targetShiftsPerMonth,
  maxShiftsPerMonth: D.maxShiftsPerMonth,
  minConsecutiveDays: D.minConsecutiveDays,
  maxConsecutiveDays: D.maxConsecutiveDays,
};

export function draftOf(record: StandingPreferences | null): StandingDraft {
  const value = (field: NumberField) => String(record?.[field] ?? FALLBACKS[field]);
  return {
    minShiftsPerMonth: value('minShiftsPerMonth'),
    targetShiftsPerMonth: value('targetShiftsPerMonth'),
    maxShiftsPerMonth: value('maxShiftsPerMonth'),
    minConsecutiveDays: value('minConsecutiveDays'),
    maxConsecutiveDays: value('maxConsecutiveDays'),
    shiftPreferences: { ...(record?.shiftPreferences ?? {}) },
    naturalLanguagePreferences: record?.naturalLanguagePreferences ?? '',
  };
}

/** The values to send, empty boxes replaced by their fall-backs; or the message of each field in error. */
export function valuesOf(
  draft: StandingDraft,
): { ok: true; values: StandingPreferencesInput } | { ok: false; errors: Partial<Record<string, string>> } {
  const number = (field: NumberField) =>
    draft[field].trim() === '' ? FALLBACKS[field] : Number(draft[field]);
  const values = {
    minShiftsPerMonth: number('minShiftsPerMonth'),
    targetShiftsPerMonth: number('targetShiftsPerMonth'),
    maxShiftsPerMonth: number('maxShiftsPerMonth'),
    minConsecutiveDays: number('minConsecutiveDays'),
    maxConsecutiveDays: number('maxConsecutiveDays'),
    shiftPreferences: draft.shiftPreferences,
    preferredWeekends: [],
    naturalLanguagePreferences: draft.naturalLanguagePreferences,
  };
  const result = StandingPreferencesInputSchema.safeParse(values);
  if (result.success) return { ok: true, values };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

export const sameDraft = (a: StandingDraft, b: StandingDraft) => JSON.stringify(a) === JSON.stringify(b);
