// Builders for the clinician corpus's expectations. The default month is March 2027 (Monday the 1st;
// Good Friday the 26th, Easter Monday the 29th) in a UK department with the spec's shift catalogue.

import { CORPUS_CONTEXT } from '../corpus-cases.js';
import type {
  HolidayCountry,
  InterpretConstraint,
  InterpretContext,
  InterpretCountType,
  Priority,
} from '../types.js';

export type Expected = InterpretConstraint;

export interface ClinicianCase {
  readonly text: string;
  readonly expected: readonly Expected[];
  /** Some words are expected back as not understood. */
  readonly unread: boolean;
  /** Key of CONTEXTS; March 2027 UK when absent. */
  readonly context: ContextKey;
}

const at = (year: number, month: number, country: HolidayCountry): InterpretContext => ({
  year,
  month,
  country,
  shiftTypes: CORPUS_CONTEXT.shiftTypes,
});

export const CONTEXTS = {
  mar27uk: at(2027, 3, 'UK'),
  apr27uk: at(2027, 4, 'UK'),
  may27uk: at(2027, 5, 'UK'),
  dec27uk: at(2027, 12, 'UK'),
  nov27uk: at(2027, 11, 'UK'),
  may27us: at(2027, 5, 'US'),
  nov27us: at(2027, 11, 'US'),
  jul27us: at(2027, 7, 'US'),
  sep27us: at(2027, 9, 'US'),
  jan27us: at(2027, 1, 'US'),
  feb27us: at(2027, 2, 'US'),
  jun27us: at(2027, 6, 'US'),
  oct27us: at(2027, 10, 'US'),
} as const;
export type ContextKey = keyof typeof CONTEXTS;

// Bands of the spec catalogue (DIRECTOR and ON_CALL have none), in catalogue order.
export const MORNING = ['FLOAT_5A', 'SHIFT_5A', 'SHIFT_6A', 'SHIFT_7A', 'SHIFT_8A'];
export const MID = ['SHIFT_9A', 'ANNEX_9A', 'SHIFT_10A', 'PATIO_10A', 'SHIFT_11A', 'FLOAT_11A'];
export const AFTERNOON = ['EXPRESS_12P', 'SHIFT_2P', 'FLOAT_2P', 'PATIO_2P', 'SHIFT_4P'];
/** "Lates" in a UK rota start in the afternoon band. */
export const LATES = AFTERNOON;
export const NIGHTS = ['SHIFT_5P', 'ANNEX_6P', 'FLOAT_7P', 'SHIFT_8P', 'ANNEX_8P', 'SHIFT_10P'];
export const DAY = [...MORNING, ...MID, ...AFTERNOON];
export const ANNEX = ['ANNEX_9A', 'ANNEX_6P', 'ANNEX_8P'];
export const FLOAT = ['FLOAT_5A', 'FLOAT_11A', 'FLOAT_2P', 'FLOAT_7P'];
export const PATIO = ['PATIO_10A', 'PATIO_2P'];

let month = '2027-03';
/** Dates of the expectations that follow are in this month (the case's context). */
export function inMonth(year: number, m: number): void {
  month = `${year}-${String(m).padStart(2, '0')}`;
}
const iso = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
export const span = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Dated time off defaults to must (a leave request); everything else to prefer.
export const off = (...days: number[]): Expected[] =>
  days.map((d) => ({ type: 'day_off', date: iso(d), priority: 'must' }));
export const offP = (...days: number[]): Expected[] =>
  days.map((d) => ({ type: 'day_off', date: iso(d), priority: 'prefer' }));
export const offH = (day: number, holiday: string, priority: Priority = 'must'): Expected => ({
  type: 'day_off',
  date: iso(day),
  priority,
  holiday,
});
export const so = (days: number[], shiftTypes: string[], priority: Priority = 'must'): Expected => ({
  type: 'shift_off',
  dates: days.map(iso),
  shiftTypes,
  priority,
});
export const soH = (days: number[], shiftTypes: string[], holiday: string): Expected => ({
  type: 'shift_off',
  dates: days.map(iso),
  shiftTypes,
  priority: 'must',
  holiday,
});
export const sow = (weekdays: number[], shiftTypes: string[], priority: Priority = 'prefer'): Expected => ({
  type: 'shift_off',
  weekdays,
  shiftTypes,
  priority,
});
export const work = (day: number, shiftTypes?: string[], priority: Priority = 'prefer'): Expected =>
  shiftTypes
    ? { type: 'request_to_work', date: iso(day), shiftTypes, priority }
    : { type: 'request_to_work', date: iso(day), priority };
export const workH = (day: number, holiday: string): Expected => ({
  type: 'request_to_work',
  date: iso(day),
  priority: 'prefer',
  holiday,
});
export const avoid = (shiftTypes: string[], priority: Priority = 'prefer'): Expected => ({
  type: 'avoid_shift_types',
  shiftTypes,
  priority,
});
export const prefer = (shiftTypes: string[], priority: Priority = 'prefer'): Expected => ({
  type: 'prefer_shift_types',
  shiftTypes,
  priority,
});
export const avoidDays = (weekdays: number[], priority: Priority = 'prefer'): Expected => ({
  type: 'avoid_weekdays',
  weekdays,
  priority,
});
export const preferDays = (weekdays: number[], priority: Priority = 'prefer'): Expected => ({
  type: 'prefer_weekdays',
  weekdays,
  priority,
});
export const noWeekends = (priority: Priority = 'prefer'): Expected => ({ type: 'avoid_weekends', priority });
export const n = (type: InterpretCountType, value: number, priority: Priority = 'prefer'): Expected => ({
  type,
  value,
  priority,
});
export const weekly = (
  type: 'min_shifts' | 'max_shifts' | 'target_shifts',
  value: number,
  priority: Priority = 'prefer',
): Expected => ({ type, value, priority, per: 'week' });
export const ofType = (shiftTypes: string[], value: number, priority: Priority = 'prefer'): Expected => ({
  type: 'max_shifts_of_type',
  shiftTypes,
  value,
  priority,
});
export const ofTypeWeekly = (
  shiftTypes: string[],
  value: number,
  priority: Priority = 'prefer',
): Expected => ({
  type: 'max_shifts_of_type',
  shiftTypes,
  value,
  priority,
  per: 'week',
});
