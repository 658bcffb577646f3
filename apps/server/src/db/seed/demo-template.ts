/**
 * The demo department's weekly template and mandatory (tier-1) rules: plain data, no database.
 * Coverage is sized so that the roster is feasible but tight; see capacity.ts and its test.
 */

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

export interface TemplateSlot {
  shiftType: string;
  count: number;
}

export type WeeklyTemplate = Record<WeekdayKey, readonly TemplateSlot[]>;

/** Every regular (counted) shift of the catalogue, earliest first. */
const REGULAR = [
  'SHIFT_5A',
  'FLOAT_5A',
  'SHIFT_6A',
  'SHIFT_7A',
  'SHIFT_8A',
  'ANNEX_9A',
  'SHIFT_9A',
  'PATIO_10A',
  'SHIFT_10A',
  'SHIFT_11A',
  'FLOAT_11A',
  'EXPRESS_12P',
  'SHIFT_2P',
  'FLOAT_2P',
  'PATIO_2P',
  'SHIFT_4P',
  'SHIFT_5P',
  'ANNEX_6P',
  'FLOAT_7P',
  'ANNEX_8P',
  'SHIFT_8P',
  'SHIFT_10P',
] as const;

/**
 * One of each regular shift, minus the ones a quieter day closes, plus a few doubled at the peaks;
 * weekdays add the DIRECTOR shift, every day has one ON_CALL physician.
 */
function day(options: {
  director: boolean;
  closed?: readonly string[];
  doubled?: readonly string[];
}): TemplateSlot[] {
  const slots: TemplateSlot[] = [];
  if (options.director) slots.push({ shiftType: 'DIRECTOR', count: 1 });
  slots.push({ shiftType: 'ON_CALL', count: 1 });
  for (const shiftType of REGULAR) {
    if (options.closed?.includes(shiftType)) continue;
    slots.push({ shiftType, count: options.doubled?.includes(shiftType) ? 2 : 1 });
  }
  return slots;
}

/**
 * Mondays are the busiest (22 regular shifts), mid-week days run 20, Friday 21 with the late annex open;
 * at weekends the fast-track patio, the 9A annex and the early float close (19 regular shifts).
 */
export const DEMO_WEEKLY_TEMPLATE: WeeklyTemplate = {
  SUN: day({ director: false, closed: ['FLOAT_5A', 'ANNEX_9A', 'PATIO_10A'] }),
  MON: day({ director: true }),
  TUE: day({ director: true, closed: ['FLOAT_5A', 'PATIO_2P'] }),
  WED: day({ director: true, closed: ['FLOAT_5A', 'PATIO_2P'] }),
  THU: day({ director: true, closed: ['FLOAT_5A', 'EXPRESS_12P'] }),
  FRI: day({ director: true, closed: ['FLOAT_5A'] }),
  SAT: day({ director: false, closed: ['FLOAT_5A', 'ANNEX_9A', 'PATIO_10A'] }),
};

export interface DemoRule {
  ruleName: string;
  ruleDescription: string;
  isEnforced: boolean;
  ruleLevel: 'institutional' | 'individual';
}

export const DEMO_TIER1_RULES: readonly DemoRule[] = [
  {
    ruleName: 'Minimum rest between shifts',
    ruleDescription:
      'Every clinician gets at least 10 hours of rest between the end of one shift and the start of the next.',
    isEnforced: true,
    ruleLevel: 'institutional',
  },
  {
    ruleName: 'No more than 5 consecutive shifts',
    ruleDescription: 'No one works more than 5 days in a row; a sixth day must be a day off.',
    isEnforced: true,
    ruleLevel: 'institutional',
  },
  {
    ruleName: 'Director on duty every weekday',
    ruleDescription: 'The DIRECTOR shift is covered by a director every weekday, Monday to Friday.',
    isEnforced: true,
    ruleLevel: 'institutional',
  },
  {
    ruleName: 'Forward rotation',
    ruleDescription:
      "Shifts rotate forward: a shift on the next day never starts earlier than the previous day's shift (mornings, then afternoons, then nights).",
    isEnforced: true,
    ruleLevel: 'individual',
  },
  {
    ruleName: 'At most 4 nights in a row',
    ruleDescription: 'No more than 4 night shifts (starting 17:00 or later) in a row for any clinician.',
    isEnforced: true,
    ruleLevel: 'individual',
  },
  {
    ruleName: 'Equal weekend distribution',
    ruleDescription:
      'Weekend shifts are shared equally across clinical staff, in proportion to their monthly shift limits.',
    isEnforced: false,
    ruleLevel: 'institutional',
  },
];
