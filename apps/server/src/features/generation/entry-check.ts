// The engine's hard rules applied to one entry added by hand: which rules the month breaks once it is in.
import type { BrokenRule } from '@rotawise/api-contract';
import {
  compile,
  evaluateRoster,
  fromAssignments,
  isoDate,
  type Problem,
  rosterConstraints,
  shiftTypeId,
  staffId,
} from '@rotawise/engine';

export interface EntryCell {
  staffId: number;
  date: string;
  shiftType: string;
}

/** An admin's own entry is the lock itself, so "locked entries stay" says nothing about it. */
const NOT_ABOUT_HAND_EDITS = new Set(['lockedEntriesKept']);

/**
 * The hard rules that `added` breaks, given the month's current entries: each violation of the added
 * person that is new, or heavier, once the entry is in. Null when the engine has no day value for the
 * person's shifts that day (two shifts, neither of them DIRECTOR): such a day cannot be stored at all.
 */
export function brokenRulesOf(
  problem: Problem,
  current: readonly EntryCell[],
  added: EntryCell,
): BrokenRule[] | null {
  const c = compile(problem);
  const s = c.staffIndex.get(staffId(String(added.staffId)));
  const d = c.dayIndex.get(isoDate(added.date));
  const t = c.shiftIndex.get(shiftTypeId(added.shiftType));
  if (s === undefined || d === undefined || t === undefined) return null;
  // Entries of people or shift types the engine does not schedule play no part in its rules.
  const known = current.filter(
    (e) =>
      c.staffIndex.has(staffId(String(e.staffId))) &&
      c.dayIndex.has(isoDate(e.date)) &&
      c.shiftIndex.has(shiftTypeId(e.shiftType)),
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
  const only = rosterConstraints.hard;
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
