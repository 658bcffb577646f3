// The engine's hard rules applied to one entry added by hand: which rules the month breaks once it is in.
import type { BrokenRule } from '@rotawise/api-contract';
import {
  addDays,
  type Compiled,
  type Constraint,
  compile,
  evaluateRoster,
  fromAssignments,
  type IsoDate,
  isoDate,
  type PairConstraint,
  type Problem,
  rosterConstraints,
  shiftTypeId,
  staffId,
  weekdayOf,
} from '@rotawise/engine';

export interface EntryCell {
  staffId: number;
  date: string;
  shiftType: string;
}

/** An admin's own entry is the lock itself, so "locked entries stay" says nothing about it. */
const NOT_ABOUT_HAND_EDITS = new Set(['lockedEntriesKept']);

/** Rules between one day's shift and the next (rest, forbidden successions): they also reach across the month's edges. */
export const NEXT_DAY_RULES = rosterConstraints.hard.filter((k): k is PairConstraint => k.kind === 'pair');
const MONTH_RULES = rosterConstraints.hard.filter((k) => k.kind !== 'pair');

/** The problem's days with the day before and the day after them, the rest unchanged. */
export function withNeighbourDays(problem: Problem): Problem {
  const first = problem.days[0]?.date;
  const last = problem.days.at(-1)?.date;
  if (first === undefined || last === undefined) return problem;
  const day = (date: IsoDate) => ({ date, weekday: weekdayOf(date) });
  return { ...problem, days: [day(addDays(first, -1)), ...problem.days, day(addDays(last, 1))] };
}

/**
 * The hard rules that `added` breaks, given the entries around it (the month's, and those of the days
 * just before and after it): each violation of the added person that is new, or heavier, once the entry
 * is in. The month's own rules (limits, runs, vacations) count the month alone; rest and successions also
 * pair the month's first day with the day before and its last day with the day after. Null when the
 * engine has no day value for the person's shifts that day (two shifts, neither of them DIRECTOR): such a
 * day cannot be stored at all.
 */
export function brokenRulesOf(
  problem: Problem,
  current: readonly EntryCell[],
  added: EntryCell,
): BrokenRule[] | null {
  // Every hard rule is about one person, so only the added person's entries matter.
  const own = current.filter((e) => e.staffId === added.staffId);
  const month = compile(problem);
  const inMonth = newViolations(month, own, added, MONTH_RULES);
  if (inMonth === null) return null;
  // Neighbouring days the engine cannot read (a stored pair it has no value for) leave the month alone.
  const nextDay =
    newViolations(compile(withNeighbourDays(problem)), own, added, NEXT_DAY_RULES) ??
    newViolations(month, own, added, NEXT_DAY_RULES) ??
    [];
  return [...inMonth, ...nextDay];
}

/** The violations of `only` that adding `added` to `cells` (one person's) creates or makes heavier. */
function newViolations(
  c: Compiled,
  cells: readonly EntryCell[],
  added: EntryCell,
  only: readonly Constraint[],
): BrokenRule[] | null {
  const s = c.staffIndex.get(staffId(String(added.staffId)));
  const d = c.dayIndex.get(isoDate(added.date));
  const t = c.shiftIndex.get(shiftTypeId(added.shiftType));
  if (s === undefined || d === undefined || t === undefined) return null;
  // Entries of days or shift types the engine does not schedule play no part in its rules.
  const known = cells.filter(
    (e) => c.dayIndex.has(isoDate(e.date)) && c.shiftIndex.has(shiftTypeId(e.shiftType)),
  );
  const toAssignment = (e: EntryCell) => ({
    staffId: staffId(String(e.staffId)),
    date: isoDate(e.date),
    shiftTypeId: shiftTypeId(e.shiftType),
  });
  let before: Int16Array;
  let after: Int16Array;
  try {
    before = fromAssignments(c, known.map(toAssignment));
    after = fromAssignments(c, [...known, added].map(toAssignment));
  } catch {
    return null;
  }
  const was = new Map(
    evaluateRoster(c, rosterConstraints, before, { person: s, only }).violations.map((v) => [
      v.label,
      v.penalty,
    ]),
  );
  return evaluateRoster(c, rosterConstraints, after, { person: s, only })
    .violations.filter(
      (v) =>
        !NOT_ABOUT_HAND_EDITS.has(v.constraintId) &&
        v.staffId === staffId(String(added.staffId)) &&
        v.penalty > (was.get(v.label) ?? 0),
    )
    .map((v) => ({ rule: v.constraintName, message: v.message }));
}
