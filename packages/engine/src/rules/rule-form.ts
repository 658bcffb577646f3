// The machine form of a tier-1 (mandatory) rule. api-contract's RuleEnforcementSchema validates the same
// shape (the engine imports no zod); the server's test checks that every form read here passes it.

export type WeekdayKey = 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT';

/**
 * What the engine enforces for one rule. Each kind is one of the engine's constraint families:
 * rest between shifts (minRestBetweenShifts), runs of working days or nights (sequence constraints),
 * counts per week or month (counters), a forbidden succession after a night, forward rotation, the
 * coverage of a shift type and the share of weekend shifts.
 */
export type RuleForm =
  | { kind: 'minRestHours'; hours: number }
  | { kind: 'maxConsecutiveDays'; days: number }
  | { kind: 'maxConsecutiveNights'; nights: number; nightStartHour: number }
  | { kind: 'maxNightsPerMonth'; count: number; nightStartHour: number }
  | { kind: 'maxShiftsPerWeek'; count: number }
  | { kind: 'maxHoursPerWeek'; hours: number }
  | { kind: 'noShiftAfterNight'; nightStartHour: number }
  | { kind: 'forwardRotation' }
  | { kind: 'shiftCoverage'; shiftType: string; weekdays: WeekdayKey[]; directorsOnly: boolean }
  | { kind: 'fairWeekendShare'; proportionalToLimits: boolean };

/** The spec's colour bands put evening and night shifts at 17:00 or later. */
export const DEFAULT_NIGHT_START_HOUR = 17;
