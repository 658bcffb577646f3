/**
 * Is the demo template coverable by the demo staff? The arithmetic behind "feasible but tight".
 *
 * - Counted shifts (countsTowardTotal) use up a person's monthly allowance: at most
 *   min(admin max, standing max) each. Their demand is taken over the worst 31-day month (4 weeks
 *   plus the 3 heaviest consecutive weekdays), since the allowance is per month whatever its length.
 * - DIRECTOR and ON_CALL do not count toward totals; they are checked against the people eligible
 *   for them and the days those people can work under the 5-in-a-row rule.
 */
import type { ShiftTypeDefinition } from '@rotawise/api-contract';
import type { DemoPerson } from './demo-people.js';
import { WEEKDAYS, type WeeklyTemplate } from './demo-template.js';

/** What the check reads of a person: the demo's people and the department's staff both fit. */
export type CapacityPerson = Pick<DemoPerson, 'role' | 'isDirector' | 'limits'> & {
  standing: { minShiftsPerMonth: number; maxShiftsPerMonth: number } | null;
};

export interface CapacityReport {
  /** Shifts needed per weekday, SUN..SAT, every shift type included. */
  dailyTotals: number[];
  weeklyCountedDemand: number;
  /** Counted shifts needed in the worst 31-day month. */
  monthCountedDemand: number;
  /** Counted shifts needed in the lightest 28-day month. */
  shortMonthCountedDemand: number;
  /** Sum over clinical staff of min(admin max, standing max). */
  countedCapacity: number;
  /** Sum over clinical staff of max(admin min, standing min): what must be handed out at least. */
  countedCommitments: number;
  /** (capacity - demand) / demand. */
  margin: number;
  onCallDemand: number;
  onCallCapacity: number;
  directorDemand: number;
  directorCapacity: number;
}

/** Days a person can work in a month when no more than `maxInARow` days may follow each other. */
export function maxWorkingDays(monthLength: number, maxInARow: number): number {
  return monthLength - Math.floor(monthLength / (maxInARow + 1));
}

function perWeekday(template: WeeklyTemplate, include: (shiftType: string) => boolean): number[] {
  return WEEKDAYS.map((day) =>
    template[day].filter((slot) => include(slot.shiftType)).reduce((sum, slot) => sum + slot.count, 0),
  );
}

/** Demand of a month of `length` days, starting on the weekday that makes it heaviest (or lightest). */
function monthDemand(daily: number[], length: number, pick: (a: number, b: number) => number): number {
  let result: number | null = null;
  for (let start = 0; start < 7; start++) {
    let sum = 0;
    for (let d = 0; d < length; d++) sum += daily[(start + d) % 7]!;
    result = result === null ? sum : pick(result, sum);
  }
  return result ?? 0;
}

export function capacityReport(
  template: WeeklyTemplate,
  shiftTypes: readonly ShiftTypeDefinition[],
  people: readonly CapacityPerson[],
  options: { maxInARow: number } = { maxInARow: 5 },
): CapacityReport {
  const byId = new Map(shiftTypes.map((s) => [s.id, s]));
  const counted = (id: string) => byId.get(id)?.countsTowardTotal !== false;
  const clinical = people.filter((p) => p.limits !== null);

  const countedDaily = perWeekday(template, counted);
  const monthCountedDemand = monthDemand(countedDaily, 31, Math.max);
  const countedCapacity = clinical.reduce(
    (sum, p) =>
      sum + Math.min(p.limits!.maxShifts, p.standing?.maxShiftsPerMonth ?? Number.POSITIVE_INFINITY),
    0,
  );
  const countedCommitments = clinical.reduce(
    (sum, p) => sum + Math.max(p.limits!.minShifts, p.standing?.minShiftsPerMonth ?? 0),
    0,
  );
  const eligibleCount = (id: string) =>
    clinical.filter((p) => (byId.get(id)?.eligibleRoles as readonly string[] | undefined)?.includes(p.role))
      .length;
  const days = maxWorkingDays(31, options.maxInARow);

  return {
    dailyTotals: perWeekday(template, () => true),
    weeklyCountedDemand: countedDaily.reduce((a, b) => a + b, 0),
    monthCountedDemand,
    shortMonthCountedDemand: monthDemand(countedDaily, 28, Math.min),
    countedCapacity,
    countedCommitments,
    margin: (countedCapacity - monthCountedDemand) / monthCountedDemand,
    onCallDemand: monthDemand(
      perWeekday(template, (id) => id === 'ON_CALL'),
      31,
      Math.max,
    ),
    onCallCapacity: eligibleCount('ON_CALL') * days,
    directorDemand: monthDemand(
      perWeekday(template, (id) => id === 'DIRECTOR'),
      31,
      Math.max,
    ),
    directorCapacity: clinical.filter((p) => p.isDirector).length * days,
  };
}
