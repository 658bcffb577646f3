// Random small problems for property tests, built around a known roster that satisfies every hard rule
// (limits are derived from it), so "the solver keeps what a feasible roster can satisfy" is testable.
import { addDays, hours, isoDate, minutes, shiftTypeId, staffId, weekdayOf } from '../domain/ids.js';
import type { Assignment, Problem, ShiftType, Staff } from '../domain/problem.js';
import { createRandom } from '../solver/random.js';

export interface RandomCase {
  readonly problem: Problem;
  /** Satisfies every hard constraint of `problem`. */
  readonly feasible: readonly Assignment[];
}

export function randomProblem(seed: number, size: { staff?: number; days?: number } = {}): RandomCase {
  const rng = createRandom(seed);
  const S = size.staff ?? 3 + rng.int(4);
  const D = size.days ?? 7 + rng.int(15);
  const start = isoDate('2026-06-01'); // a Monday
  const days = Array.from({ length: D }, (_, i) => {
    const date = addDays(start, i);
    return { date, weekday: weekdayOf(date) };
  });
  const shiftTypes: ShiftType[] = [
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
    {
      id: shiftTypeId('N'),
      name: 'Night',
      start: hours(23),
      duration: minutes(600),
      eligibleRoles: ['senior'],
      points: 3,
    },
  ];
  // A random roster with forward rotation only (no N -> M/E, no E -> M), then limits that it satisfies.
  const grid: number[][] = [];
  for (let s = 0; s < S; s++) {
    const row: number[] = [];
    for (let d = 0; d < D; d++) {
      const prev = d > 0 ? row[d - 1]! : -1;
      if (rng.next() < 0.4) row.push(-1);
      else {
        const options = [0, 1, 2].filter(
          (t) => (s % 2 === 0 || t !== 2) && !(prev === 2 && t < 2) && !(prev === 1 && t === 0),
        );
        row.push(options.length ? options[rng.int(options.length)]! : -1);
      }
    }
    grid.push(row);
  }
  const feasible: Assignment[] = [];
  const staff: Staff[] = grid.map((row, s) => {
    const id = staffId(`P${s}`);
    row.forEach((t, d) => {
      if (t >= 0) feasible.push({ staffId: id, date: days[d]!.date, shiftTypeId: shiftTypes[t]!.id });
    });
    const worked = row.filter((t) => t >= 0);
    const mins = worked.reduce((a, t) => a + shiftTypes[t]!.duration, 0);
    const runs = (on: boolean): number[] => {
      const out: number[] = [];
      let n = 0;
      for (const t of [...row, on ? -1 : 0]) {
        if (t >= 0 === on) n++;
        else if (n > 0) {
          out.push(n);
          n = 0;
        }
      }
      return out;
    };
    let weekends = 0;
    for (let d = 0; d < D; d++)
      if (days[d]!.weekday === 5 && (row[d]! >= 0 || (row[d + 1] ?? -1) >= 0)) weekends++;
    if (days[0]!.weekday === 6 && row[0]! >= 0) weekends++;
    return {
      id,
      name: `Person ${s}`,
      roles: s % 2 === 0 ? ['senior'] : ['junior'],
      pointsCarried: rng.int(5),
      shiftTypeRatings: { M: (1 + rng.int(3)) as 1 | 2 | 3 },
      avoidedWeekdays: [rng.int(7) as 0],
      limits: {
        shifts: {
          hardMax: worked.length + rng.int(3),
          softMin: worked.length,
          softMax: worked.length + 1,
          minCost: 3,
        },
        totalMinutes: { hardMin: Math.max(0, mins - rng.int(600)), hardMax: mins + rng.int(900) },
        consecutiveWorkingDays: { hardMax: Math.max(1, ...runs(true)), softMax: 3, maxCost: 2 },
        consecutiveDaysOff: { softMin: 2, minCost: 1 },
        weekends: { hardMax: weekends, softMax: Math.max(0, weekends - 1), maxCost: 5 },
        maxShiftsOfType: { N: row.filter((t) => t === 2).length + rng.int(2) },
      },
    };
  });
  const coverage = days.flatMap((day, d) =>
    shiftTypes.map((t, ti) => ({
      date: day.date,
      shiftTypeId: t.id,
      required: grid.filter((row) => row[d] === ti).length + (rng.next() < 0.2 ? 1 : 0),
      underWeight: 50,
      overWeight: 1 + rng.int(3),
    })),
  );
  const offCells = grid.flatMap((row, s) =>
    row.flatMap((t, d) => (t < 0 && rng.next() < 0.3 ? [{ s, d }] : [])),
  );
  return {
    problem: {
      days,
      staff,
      shiftTypes,
      coverage,
      unavailability: offCells.map(({ s, d }) => ({
        staffId: staff[s]!.id,
        date: days[d]!.date,
        reason: 'vacation' as const,
      })),
      shiftOffRequests: [{ staffId: staff[0]!.id, date: days[0]!.date, weight: 2 }],
      workRequests: [
        { staffId: staff[S - 1]!.id, date: days[D - 1]!.date, shiftTypeId: shiftTypes[0]!.id, weight: 3 },
      ],
      rest: {
        minRestMinutes: hours(8),
        forbiddenSuccessions: [
          { from: shiftTypeId('N'), to: shiftTypeId('M') },
          { from: shiftTypeId('N'), to: shiftTypeId('E') },
        ],
        backwardRotationWeight: 1,
      },
      weights: { fairness: 1, shiftTypeRating: 1, weekdayPreference: 1 },
    },
    feasible,
  };
}
