import { z } from 'zod';
import { safeText } from './text.js';
import { WeekdayKeySchema } from './weekly-schedule.js';

export const TIER1_MESSAGES = {
  nameRequired: 'Rule name is required',
  descriptionRequired: 'Rule description is required',
  notFound: (id: number) => `Rule ${id} not found`,
} as const;

const hourOfDay = z.number().int().min(0).max(23);
const positive = (max: number) => z.number().int().min(1).max(max);

/**
 * The machine form of a tier-1 rule: what the engine enforces. Each kind maps onto one of the engine's
 * constraint families (rest between shifts, sequences of working days or nights, counters per month,
 * forbidden successions, coverage of a shift type, weekend shares). A night is a shift starting at
 * `nightStartHour` or later (or before 05:00).
 */
export const RuleEnforcementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('minRestHours'), hours: positive(48) }),
  z.object({ kind: z.literal('maxConsecutiveDays'), days: positive(31) }),
  z.object({ kind: z.literal('maxConsecutiveNights'), nights: positive(31), nightStartHour: hourOfDay }),
  z.object({
    kind: z.literal('maxNightsPerMonth'),
    count: z.number().int().min(0).max(31),
    nightStartHour: hourOfDay,
  }),
  z.object({ kind: z.literal('maxShiftsPerWeek'), count: positive(14) }),
  z.object({ kind: z.literal('maxHoursPerWeek'), hours: positive(168) }),
  z.object({ kind: z.literal('noShiftAfterNight'), nightStartHour: hourOfDay }),
  z.object({ kind: z.literal('forwardRotation') }),
  z.object({
    kind: z.literal('shiftCoverage'),
    shiftType: safeText(40).min(1),
    weekdays: z.array(WeekdayKeySchema).min(1).max(7),
    directorsOnly: z.boolean(),
  }),
  z.object({ kind: z.literal('fairWeekendShare'), proportionalToLimits: z.boolean() }),
]);
export type RuleEnforcement = z.infer<typeof RuleEnforcementSchema>;

const WEEKDAY_NAMES: Record<string, string> = {
  SUN: 'Sunday',
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
};

function weekdayList(days: readonly string[]): string {
  const key = days.join(',');
  if (key === 'MON,TUE,WED,THU,FRI') return 'every weekday (Monday to Friday)';
  if (key === 'SUN,SAT') return 'every weekend day';
  if (days.length === 7) return 'every day';
  return `every ${days.map((d) => WEEKDAY_NAMES[d] ?? d).join(', ')}`;
}

const night = (hour: number) => `a night is a shift starting at ${String(hour).padStart(2, '0')}:00 or later`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line saying what the engine enforces, shown after "Enforced as:". */
export function describeEnforcement(form: RuleEnforcement): string {
  switch (form.kind) {
    case 'minRestHours':
      return `at least ${plural(form.hours, 'hour')} of rest between the end of one shift and the start of the next`;
    case 'maxConsecutiveDays':
      return `at most ${plural(form.days, 'working day')} in a row`;
    case 'maxConsecutiveNights':
      return `at most ${plural(form.nights, 'night shift')} in a row (${night(form.nightStartHour)})`;
    case 'maxNightsPerMonth':
      return `at most ${plural(form.count, 'night shift')} a month (${night(form.nightStartHour)})`;
    case 'maxShiftsPerWeek':
      return `at most ${plural(form.count, 'shift')} a week`;
    case 'maxHoursPerWeek':
      return `at most ${plural(form.hours, 'hour')} of work a week`;
    case 'noShiftAfterNight':
      return `no shift on the day after a night shift (${night(form.nightStartHour)})`;
    case 'forwardRotation':
      return "a shift on the next day never starts earlier in the day than the previous day's shift";
    case 'shiftCoverage':
      return `the ${form.shiftType} shift is covered ${weekdayList(form.weekdays)}${form.directorsOnly ? ', by a director' : ''}`;
    case 'fairWeekendShare':
      return form.proportionalToLimits
        ? 'weekend shifts shared across clinical staff in proportion to their monthly shift limits'
        : 'weekend shifts shared equally across clinical staff';
  }
}

export const RuleLevelSchema = z.enum(['individual', 'institutional'], {
  error: 'ruleLevel must be individual or institutional',
});

/** POST /api/tier1-rules and PUT /api/tier1-rules/{id}. */
export const Tier1RuleInputSchema = z.object({
  ruleName: safeText(120, { error: TIER1_MESSAGES.nameRequired, tooLong: 'must be 120 characters or less' })
    .trim()
    .min(1, TIER1_MESSAGES.nameRequired),
  ruleDescription: safeText(2000, {
    error: TIER1_MESSAGES.descriptionRequired,
    tooLong: 'must be 2000 characters or less',
  })
    .trim()
    .min(1, TIER1_MESSAGES.descriptionRequired),
  isEnforced: z.boolean().default(true),
  ruleLevel: RuleLevelSchema.default('institutional'),
});
export type Tier1RuleInput = z.input<typeof Tier1RuleInputSchema>;

/** A rule as the API answers it: `enforcement` is null when the description was not understood. */
export const Tier1RuleSchema = z.object({
  id: z.number().int(),
  ruleName: z.string(),
  ruleDescription: z.string(),
  isEnforced: z.boolean(),
  ruleLevel: RuleLevelSchema,
  enforcement: RuleEnforcementSchema.nullable(),
  /** describeEnforcement(enforcement), or null when not understood. */
  enforcedAs: z.string().nullable(),
  createdAt: z.string(),
});
export type Tier1Rule = z.infer<typeof Tier1RuleSchema>;
