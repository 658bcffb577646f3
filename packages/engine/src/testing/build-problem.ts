// Small problem builder for tests and examples (pure; part of the engine's test API).
import { addDays, hours, isoDate, minutes, shiftTypeId, staffId, weekdayOf } from '../domain/ids.js';
import type { Assignment, Coverage, Problem, ShiftType, Staff } from '../domain/problem.js';

/** Monday 2 March 2026. */
export const TEST_START = isoDate('2026-03-02');

export const testShiftTypes: readonly ShiftType[] = [
  {
    id: shiftTypeId('M'),
    name: 'Morning',
    start: hours(7),
    duration: hours(8),
    eligibleRoles: [],
    points: 1,
  },
  {
    id: shiftTypeId('E'),
    name: 'Evening',
    start: hours(15),
    duration: hours(8),
    eligibleRoles: [],
    points: 1,
  },
  { id: shiftTypeId('N'), name: 'Night', start: hours(23), duration: hours(8), eligibleRoles: [], points: 2 },
  {
    id: shiftTypeId('DIR'),
    name: 'Director',
    start: hours(8),
    duration: hours(4),
    eligibleRoles: ['director'],
    directorShift: true,
    countsTowardTotal: false,
    circadianExempt: true,
  },
  {
    id: shiftTypeId('ICU'),
    name: 'ICU day',
    start: hours(8),
    duration: minutes(600),
    eligibleRoles: ['icu'],
  },
];

export function testStaff(name: string, extra: Partial<Staff> = {}): Staff {
  return { id: staffId(name), name, roles: ['doctor'], ...extra };
}

export function testProblem(extra: Partial<Problem> & { numDays?: number } = {}): Problem {
  const { numDays = 7, ...rest } = extra;
  const days = Array.from({ length: numDays }, (_, i) => {
    const date = addDays(TEST_START, i);
    return { date, weekday: weekdayOf(date) };
  });
  return {
    days,
    staff: [testStaff('A'), testStaff('B')],
    shiftTypes: testShiftTypes,
    coverage: [],
    ...rest,
  };
}

/** `work('A', 0, 'M')`: A works M on day index 0 (from TEST_START). */
export function work(who: string, day: number, shift: string): Assignment {
  return { staffId: staffId(who), date: addDays(TEST_START, day), shiftTypeId: shiftTypeId(shift) };
}

/** `works('A', 'M', 0, 1, 2)`. */
export const works = (who: string, shift: string, ...days: number[]): Assignment[] =>
  days.map((d) => work(who, d, shift));

export const dayDate = (day: number) => addDays(TEST_START, day);

/** `need(0)`: one M wanted on day 0; a missing person costs 100, an extra one 1. */
export const need = (day: number, shift = 'M', required = 1): Coverage => ({
  date: dayDate(day),
  shiftTypeId: shiftTypeId(shift),
  required,
  underWeight: 100,
  overWeight: 1,
});
