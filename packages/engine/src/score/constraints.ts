// Every rule of the model, one named function each, listed hard then soft in `rosterConstraints`.
// Penalties scale with the size of the breach (hours short of rest, days over a limit, missing people)
// so local search has a slope to follow.
import { shortDate, weekdayName } from '../domain/ids.js';
import { type Compiled, FREE, OFF, staffLimit, valueLabel } from './compile.js';
import {
  type CellConstraint,
  type ConstraintSet,
  type CounterConstraint,
  type CoverConstraint,
  defineConstraints,
  hardWindowCost,
  type PairConstraint,
  type SequenceConstraint,
  softWindowCost,
  type WeekendConstraint,
} from './constraint.js';

const who = (c: Compiled, s: number): string => c.problem.staff[s]!.name;
const day = (c: Compiled, d: number): string => {
  const x = c.problem.days[d]!;
  return `${weekdayName(x.weekday)} ${shortDate(x.date)}`;
};
const span = (c: Compiled, from: number, to: number): string =>
  from === to ? shortDate(c.problem.days[from]!.date) : `${day(c, from)} - ${day(c, to)}`;
const shiftName = (c: Compiled, t: number): string => c.problem.shiftTypes[t]!.name;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

// ---------------------------------------------------------------- hard

export function atMostOneShiftPerDay(): CellConstraint {
  return {
    kind: 'cell',
    id: 'atMostOneShiftPerDay',
    name: 'At most one shift a day (a director may add the DIRECTOR shift)',
    level: 'hard',
    cost: (c, s, _d, v) => (v >= 0 && c.values[v]!.length > 1 && !c.staffIsDirector[s] ? 1 : 0),
    explain: (c, s, d, v) =>
      `${who(c, s)} has ${valueLabel(c, v)} on ${day(c, d)}, but only directors may work two shifts a day`,
  };
}

export function onlyEligibleRoles(): CellConstraint {
  const ineligible = (c: Compiled, s: number, v: number): number[] =>
    v < 0
      ? []
      : c.values[v]!.filter((t) => {
          const roles = c.problem.shiftTypes[t]!.eligibleRoles;
          return roles.length > 0 && !roles.some((r) => c.problem.staff[s]!.roles.includes(r));
        });
  return {
    kind: 'cell',
    id: 'onlyEligibleRoles',
    name: 'Only staff with an eligible role work a shift',
    level: 'hard',
    cost: (c, s, _d, v) => ineligible(c, s, v).length,
    explain: (c, s, d, v) =>
      `${who(c, s)} works ${ineligible(c, s, v)
        .map((t) => shiftName(c, t))
        .join(', ')} on ${day(c, d)} without an eligible role`,
  };
}

export function noShiftOnVacationOrDayOff(): CellConstraint {
  return {
    kind: 'cell',
    id: 'noShiftOnVacationOrDayOff',
    name: 'No shift during an approved vacation or day off',
    level: 'hard',
    cost: (c, s, d, v) => (v >= 0 && c.unavailable[s * c.D + d]! > 0 ? c.values[v]!.length : 0),
    explain: (c, s, d, v) =>
      `${who(c, s)} works ${valueLabel(c, v)} on ${day(c, d)} during an approved ${
        c.unavailable[s * c.D + d] === 1 ? 'vacation' : 'day off'
      }`,
  };
}

export function lockedEntriesKept(): CellConstraint {
  return {
    kind: 'cell',
    id: 'lockedEntriesKept',
    name: 'Locked entries stay as they were set',
    level: 'hard',
    cost: (c, s, d, v) => {
      const l = c.locked[s * c.D + d]!;
      return l !== FREE && l !== v ? 1 : 0;
    },
    explain: (c, s, d, v) =>
      `${who(c, s)} has ${valueLabel(c, v)} on ${day(c, d)} but the entry was locked to ${valueLabel(
        c,
        c.locked[s * c.D + d]!,
      )}`,
  };
}

export function maxShiftsOfType(): CounterConstraint {
  const cap = (c: Compiled, s: number, t: number): number | undefined =>
    c.problem.staff[s]!.limits?.maxShiftsOfType?.[c.problem.shiftTypes[t]!.id];
  return {
    kind: 'counter',
    id: 'maxShiftsOfType',
    name: 'At most the allowed number of shifts of each type',
    level: 'hard',
    channels: (c) => c.T,
    contribution: (c, _s, t, v) => c.valHasType[(v + 1) * c.T + t]!,
    cost: (c, s, t, total) => {
      const m = cap(c, s, t);
      return m !== undefined && total > m ? total - m : 0;
    },
    explain: (c, s, t, total) =>
      `${who(c, s)} works ${plural(total, `${shiftName(c, t)} shift`)}; the limit is ${cap(c, s, t)}`,
  };
}

function shiftCount(level: 'hard' | 'soft'): CounterConstraint {
  const hard = level === 'hard';
  return {
    kind: 'counter',
    id: hard ? 'shiftCountWithinLimits' : 'shiftCountNearTarget',
    name: hard ? 'Number of shifts between the minimum and maximum' : 'Number of shifts close to the target',
    level,
    channels: () => 1,
    contribution: (c, _s, _ch, v) => c.valCounted[v + 1]!,
    cost: (c, s, _ch, total) =>
      hard
        ? hardWindowCost(staffLimit(c, s, 'shifts'), total)
        : softWindowCost(staffLimit(c, s, 'shifts'), total),
    explain: (c, s, _ch, total) => {
      const w = staffLimit(c, s, 'shifts');
      const lo = hard ? w.hardMin : w.softMin;
      const hi = hard ? w.hardMax : w.softMax;
      const what = hard ? (lo !== undefined && total < lo ? 'minimum' : 'maximum') : 'target';
      const bound = lo !== undefined && total < lo ? lo : hi;
      return `${who(c, s)} works ${plural(total, 'shift')}; the ${what} is ${bound}`;
    },
  };
}
export function shiftCountWithinLimits(): CounterConstraint {
  return shiftCount('hard');
}
export function shiftCountNearTarget(): CounterConstraint {
  return shiftCount('soft');
}

// Minutes are penalised in whole hours: a slope without the scale of minutes swamping everything else.
const hoursOutside = (lo: number | undefined, hi: number | undefined, total: number): number =>
  lo !== undefined && total < lo
    ? Math.ceil((lo - total) / 60)
    : hi !== undefined && total > hi
      ? Math.ceil((total - hi) / 60)
      : 0;

function totalMinutes(level: 'hard' | 'soft'): CounterConstraint {
  const hard = level === 'hard';
  return {
    kind: 'counter',
    id: hard ? 'totalMinutesWithinLimits' : 'totalMinutesNearPreferred',
    name: hard
      ? 'Total working time between the minimum and maximum'
      : 'Total working time within the preferred range',
    level,
    channels: () => 1,
    contribution: (c, _s, _ch, v) => c.valMinutes[v + 1]!,
    cost: (c, s, _ch, total) => {
      const w = staffLimit(c, s, 'totalMinutes');
      if (hard) return hoursOutside(w.hardMin, w.hardMax, total);
      const lo = w.softMin !== undefined && total < w.softMin;
      return hoursOutside(w.softMin, w.softMax, total) * ((lo ? w.minCost : w.maxCost) ?? 1);
    },
    explain: (c, s, _ch, total) => {
      const w = staffLimit(c, s, 'totalMinutes');
      const lo = hard ? w.hardMin : w.softMin;
      const hi = hard ? w.hardMax : w.softMax;
      const under = lo !== undefined && total < lo;
      return `${who(c, s)} works ${(total / 60).toFixed(1)} hours; the ${hard ? '' : 'preferred '}${
        under ? 'minimum' : 'maximum'
      } is ${((under ? lo : hi)! / 60).toFixed(1)}`;
    },
  };
}
export function totalMinutesWithinLimits(): CounterConstraint {
  return totalMinutes('hard');
}
export function totalMinutesNearPreferred(): CounterConstraint {
  return totalMinutes('soft');
}

/** Days of a block's kind just before (after) the horizon, joined to a block at its start (end). */
function daysOutside(c: Compiled, s: number, working: boolean, atStart: boolean, atEnd: boolean): number {
  const p = c.problem.staff[s]!;
  const before = (working ? p.workedDaysBefore : p.offDaysBefore) ?? 0;
  const after = (working ? p.workedDaysAfter : p.offDaysAfter) ?? 0;
  return (atStart ? before : 0) + (atEnd ? after : 0);
}

/** Whether a block at an edge may go on into a month not known yet, so minimums ignore it. */
function openAtEdge(c: Compiled, s: number, atStart: boolean, atEnd: boolean): boolean {
  const p = c.problem.staff[s]!;
  return (atStart && !p.knownBefore) || (atEnd && !p.knownAfter);
}

function consecutive(working: boolean, level: 'hard' | 'soft'): SequenceConstraint {
  const hard = level === 'hard';
  const key = working ? 'consecutiveWorkingDays' : 'consecutiveDaysOff';
  const noun = working ? 'days in a row' : 'days off in a row';
  return {
    kind: 'sequence',
    id: `${key}${hard ? 'WithinLimits' : 'NearPreferred'}`,
    name: `${working ? 'Consecutive working days' : 'Consecutive days off'} ${
      hard ? 'between the minimum and maximum' : 'within the preferred range'
    }`,
    level,
    working,
    // A block at a horizon edge counts the days of its kind just outside it; minimums ignore it unless the
    // neighbouring days are known (the block may continue into a month not rostered yet).
    cost: (c, s, length, atStart, atEnd) => {
      const edge = atStart || atEnd;
      const days = edge ? length + daysOutside(c, s, working, atStart, atEnd) : length;
      const open = edge && openAtEdge(c, s, atStart, atEnd);
      return hard
        ? hardWindowCost(staffLimit(c, s, key), days, open)
        : softWindowCost(staffLimit(c, s, key), days, open);
    },
    explain: (c, s, from, to) => {
      const w = staffLimit(c, s, key);
      const outside = daysOutside(c, s, working, from === 0, to === c.D - 1);
      const len = to - from + 1 + outside;
      const lo = hard ? w.hardMin : w.softMin;
      const hi = hard ? w.hardMax : w.softMax;
      const under = lo !== undefined && len < lo;
      const around = outside > 0 ? `, with ${plural(outside, 'day')} just outside the period` : '';
      return `${who(c, s)} ${working ? 'works' : 'is off'} ${plural(len, 'day')} in a row (${span(
        c,
        from,
        to,
      )}${around}); the ${hard ? '' : 'preferred '}${under ? 'minimum' : 'limit'} is ${under ? lo : hi} ${noun}`;
    },
  };
}
export function consecutiveWorkingDaysWithinLimits(): SequenceConstraint {
  return consecutive(true, 'hard');
}
export function consecutiveDaysOffWithinLimits(): SequenceConstraint {
  return consecutive(false, 'hard');
}
export function consecutiveWorkingDaysNearPreferred(): SequenceConstraint {
  return consecutive(true, 'soft');
}
export function consecutiveDaysOffNearPreferred(): SequenceConstraint {
  return consecutive(false, 'soft');
}

function weekends(level: 'hard' | 'soft'): WeekendConstraint {
  const hard = level === 'hard';
  return {
    kind: 'weekend',
    id: hard ? 'weekendsWithinLimits' : 'weekendsNearPreferred',
    name: hard ? 'Weekends worked within the limit' : 'Weekends worked within the preferred number',
    level,
    cost: (c, s, n) =>
      hard
        ? hardWindowCost(staffLimit(c, s, 'weekends'), n)
        : softWindowCost(staffLimit(c, s, 'weekends'), n),
    explain: (c, s, n) => {
      const w = staffLimit(c, s, 'weekends');
      const lo = hard ? w.hardMin : w.softMin;
      const hi = hard ? w.hardMax : w.softMax;
      const under = lo !== undefined && n < lo;
      return `${who(c, s)} works ${plural(n, 'weekend')}; the ${hard ? '' : 'preferred '}${
        under ? 'minimum' : 'limit'
      } is ${under ? lo : hi}`;
    },
  };
}
export function weekendsWithinLimits(): WeekendConstraint {
  return weekends('hard');
}
export function weekendsNearPreferred(): WeekendConstraint {
  return weekends('soft');
}

const circadianApplies = (c: Compiled, s: number, prev: number, next: number): boolean =>
  prev >= 0 &&
  next >= 0 &&
  c.staffCircadian[s] === 1 &&
  !c.valEndExempt[prev + 1] &&
  !c.valStartExempt[next + 1];

const restMinutes = (c: Compiled, prev: number, next: number): number =>
  1440 + c.valStart[next + 1]! - c.valEnd[prev + 1]!;

export function minRestBetweenShifts(): PairConstraint {
  const min = (c: Compiled): number => c.problem.rest?.minRestMinutes ?? 0;
  return {
    kind: 'pair',
    id: 'minRestBetweenShifts',
    name: 'Minimum rest between two shifts',
    level: 'hard',
    cost: (c, s, prev, next) => {
      if (!circadianApplies(c, s, prev, next)) return 0;
      const short = min(c) - restMinutes(c, prev, next);
      return short > 0 ? Math.ceil(short / 60) : 0;
    },
    explain: (c, s, d, prev, next) =>
      `${who(c, s)} has ${(restMinutes(c, prev, next) / 60).toFixed(1)} hours of rest between ${valueLabel(
        c,
        prev,
      )} on ${day(c, d)} and ${valueLabel(c, next)} on ${day(c, d + 1)}; the minimum is ${(
        min(c) / 60
      ).toFixed(1)} hours`,
  };
}

// Forbidden successions counted once per value pair of a compiled problem (the list is scanned otherwise for
// every pair of every person, and by every full evaluation).
const successionTables = new WeakMap<Compiled, Uint16Array>();

function forbiddenCounts(c: Compiled): Uint16Array {
  let tab = successionTables.get(c);
  if (tab) return tab;
  const W = c.V + 1;
  tab = new Uint16Array(W * W);
  for (const f of c.problem.rest?.forbiddenSuccessions ?? []) {
    const a = c.shiftIndex.get(f.from);
    const b = c.shiftIndex.get(f.to);
    if (a === undefined || b === undefined) continue;
    for (let prev = 0; prev < c.V; prev++)
      for (let next = 0; next < c.V; next++)
        if (c.valHasType[(prev + 1) * c.T + a] && c.valHasType[(next + 1) * c.T + b])
          tab[(prev + 1) * W + next + 1]!++;
  }
  successionTables.set(c, tab);
  return tab;
}

export function forbiddenSuccessions(): PairConstraint {
  const count = (c: Compiled, prev: number, next: number): number =>
    forbiddenCounts(c)[(prev + 1) * (c.V + 1) + next + 1]!;
  return {
    kind: 'pair',
    id: 'forbiddenSuccessions',
    name: 'No forbidden shift succession (e.g. a morning after a night)',
    level: 'hard',
    cost: (c, s, prev, next) => (circadianApplies(c, s, prev, next) ? count(c, prev, next) : 0),
    explain: (c, s, d, prev, next) =>
      `${who(c, s)} works ${valueLabel(c, next)} on ${day(c, d + 1)} right after ${valueLabel(c, prev)} on ${day(
        c,
        d,
      )}, which is not allowed`,
  };
}

// ---------------------------------------------------------------- soft

function coverage(under: boolean): CoverConstraint {
  return {
    kind: 'cover',
    id: under ? 'coverageUnderstaffed' : 'coverageOverstaffed',
    name: under ? 'Every shift has the required number of people' : 'No more people on a shift than required',
    level: 'soft',
    cost: (c, d, t, n) => {
      const i = d * c.T + t;
      const req = c.coverRequired[i]!;
      return under ? Math.max(0, req - n) * c.coverUnder[i]! : Math.max(0, n - req) * c.coverOver[i]!;
    },
    explain: (c, d, t, n) =>
      `${shiftName(c, t)} on ${day(c, d)} has ${n} of ${c.coverRequired[d * c.T + t]} required ${
        under ? '(understaffed)' : '(overstaffed)'
      }`,
  };
}
export function coverageUnderstaffed(): CoverConstraint {
  return coverage(true);
}
export function coverageOverstaffed(): CoverConstraint {
  return coverage(false);
}

const hasType = (c: Compiled, v: number, t: number): boolean => c.valHasType[(v + 1) * c.T + t] === 1;

/** Shift-off requests of the cell that value v breaks, must or prefer ones. */
const brokenOffRequests = (c: Compiled, s: number, d: number, v: number, must: boolean) =>
  v < 0
    ? []
    : (c.offRequests[s * c.D + d] ?? []).filter(
        (r) => (r.must ?? false) === must && (r.t < 0 || hasType(c, v, r.t)),
      );

/** What a person asked off in a cell, as words: "at all" or the shift names. */
const offWords = (c: Compiled, s: number, d: number, v: number, must: boolean) =>
  brokenOffRequests(c, s, d, v, must)
    .map((r) => (r.t < 0 ? 'at all' : shiftName(c, r.t)))
    .join(' / ');

/** Hard: a must shift-off request (one the admin allows as hard) is never broken; 1 per broken request. */
export function mustShiftOffRequests(): CellConstraint {
  return {
    kind: 'cell',
    id: 'mustShiftOffRequests',
    name: 'Must shift-off requests are granted',
    level: 'hard',
    cost: (c, s, d, v) => brokenOffRequests(c, s, d, v, true).length,
    explain: (c, s, d, v) =>
      `${who(c, s)} cannot work ${offWords(c, s, d, v, true)} on ${day(c, d)} but has ${valueLabel(c, v)}`,
  };
}

export function shiftOffRequests(): CellConstraint {
  return {
    kind: 'cell',
    id: 'shiftOffRequests',
    name: 'Shift-off requests are granted',
    level: 'soft',
    cost: (c, s, d, v) => brokenOffRequests(c, s, d, v, false).reduce((a, r) => a + r.weight, 0),
    explain: (c, s, d, v) =>
      `${who(c, s)} asked not to work ${offWords(c, s, d, v, false)} on ${day(c, d)} but has ${valueLabel(c, v)}`,
  };
}

export function workRequests(): CellConstraint {
  const broken = (c: Compiled, s: number, d: number, v: number) =>
    (c.workRequests[s * c.D + d] ?? []).filter((r) => (r.t < 0 ? v < 0 : v < 0 || !hasType(c, v, r.t)));
  return {
    kind: 'cell',
    id: 'workRequests',
    name: 'Requests to work a shift are granted',
    level: 'soft',
    cost: (c, s, d, v) => broken(c, s, d, v).reduce((a, r) => a + r.weight, 0),
    explain: (c, s, d, v) =>
      `${who(c, s)} asked to work ${broken(c, s, d, v)
        .map((r) => (r.t < 0 ? 'a shift' : shiftName(c, r.t)))
        .join(' / ')} on ${day(c, d)} but has ${v < 0 ? 'the day off' : valueLabel(c, v)}`,
  };
}

export function preferredShiftTypes(): CellConstraint {
  const steps = (c: Compiled, s: number, v: number): number =>
    v < 0 ? 0 : c.values[v]!.reduce((a, t) => a + 3 - c.rating[s * c.T + t]!, 0);
  const w = (c: Compiled): number => c.problem.weights?.shiftTypeRating ?? 1;
  return {
    kind: 'cell',
    id: 'preferredShiftTypes',
    name: 'Shifts match the person’s shift-type ratings',
    level: 'soft',
    // Only people who rated something are scored, so an unrated roster scores zero.
    cost: (c, s, _d, v) => (c.problem.staff[s]!.shiftTypeRatings ? steps(c, s, v) * w(c) : 0),
    explain: (c, s, d, v) =>
      `${who(c, s)} works ${valueLabel(c, v)} on ${day(c, d)}, a shift type they rated low`,
  };
}

export function preferredWeekdays(): CellConstraint {
  const bad = (c: Compiled, s: number, d: number): boolean => {
    const p = c.problem.staff[s]!;
    const wd = c.weekday[d]! as 0 | 1 | 2 | 3 | 4 | 5 | 6;
    return (
      (p.avoidedWeekdays?.includes(wd) ?? false) ||
      (p.preferredWeekdays !== undefined && !p.preferredWeekdays.includes(wd))
    );
  };
  return {
    kind: 'cell',
    id: 'preferredWeekdays',
    name: 'Shifts fall on the person’s preferred weekdays',
    level: 'soft',
    cost: (c, s, d, v) => (v >= 0 && bad(c, s, d) ? (c.problem.weights?.weekdayPreference ?? 1) : 0),
    explain: (c, s, d, v) =>
      `${who(c, s)} works ${valueLabel(c, v)} on ${day(c, d)}, a weekday they prefer not to work`,
  };
}

export function forwardRotation(): PairConstraint {
  const back = (c: Compiled, s: number, prev: number, next: number): number =>
    circadianApplies(c, s, prev, next) ? Math.max(0, c.valStart[prev + 1]! - c.valStart[next + 1]!) : 0;
  return {
    kind: 'pair',
    id: 'forwardRotation',
    name: 'Shifts rotate forward (the next shift does not start earlier in the day)',
    level: 'soft',
    cost: (c, s, prev, next) =>
      Math.ceil(back(c, s, prev, next) / 60) * (c.problem.rest?.backwardRotationWeight ?? 0),
    explain: (c, s, d, prev, next) =>
      `${who(c, s)} rotates backward from ${valueLabel(c, prev)} on ${day(c, d)} to ${valueLabel(c, next)} on ${day(
        c,
        d + 1,
      )} (${(back(c, s, prev, next) / 60).toFixed(1)} hours earlier)`,
  };
}

export function fairPoints(): CounterConstraint {
  return {
    kind: 'counter',
    id: 'fairPoints',
    name: 'Points are shared fairly, counting points carried from earlier months',
    level: 'soft',
    channels: () => 1,
    contribution: (c, _s, _ch, v) => c.valPoints[v + 1]!,
    cost: (c, s, _ch, total) =>
      Math.round((c.problem.weights?.fairness ?? 0) * Math.abs(total - c.fairShare[s]!)),
    explain: (c, s, _ch, total) =>
      `${who(c, s)} earns ${total} points; a fair share is ${c.fairShare[s]!.toFixed(1)}${
        c.problem.staff[s]!.pointsCarried ? ` (after ${c.problem.staff[s]!.pointsCarried} carried)` : ''
      }`,
  };
}

/** All rules of the general model, hard then soft. */
export const rosterConstraints: ConstraintSet = defineConstraints({
  hard: [
    atMostOneShiftPerDay(),
    onlyEligibleRoles(),
    noShiftOnVacationOrDayOff(),
    mustShiftOffRequests(),
    lockedEntriesKept(),
    maxShiftsOfType(),
    shiftCountWithinLimits(),
    totalMinutesWithinLimits(),
    consecutiveWorkingDaysWithinLimits(),
    consecutiveDaysOffWithinLimits(),
    weekendsWithinLimits(),
    minRestBetweenShifts(),
    forbiddenSuccessions(),
  ],
  soft: [
    coverageUnderstaffed(),
    coverageOverstaffed(),
    shiftOffRequests(),
    workRequests(),
    preferredShiftTypes(),
    preferredWeekdays(),
    shiftCountNearTarget(),
    totalMinutesNearPreferred(),
    consecutiveWorkingDaysNearPreferred(),
    consecutiveDaysOffNearPreferred(),
    weekendsNearPreferred(),
    forwardRotation(),
    fairPoints(),
  ],
});

export { OFF };
