// The roster's two forms: dense (staff x day of day values, -1 off) for the search, assignments for callers.
import type { Assignment } from '../domain/problem.js';
import { type Compiled, keyOf, OFF } from '../score/compile.js';

/** Converts the dense roster to assignments (directors' double days give two entries). */
export function toAssignments(c: Compiled, roster: Int16Array): Assignment[] {
  const out: Assignment[] = [];
  for (let s = 0; s < c.S; s++)
    for (let d = 0; d < c.D; d++) {
      const v = roster[s * c.D + d]!;
      if (v < 0) continue;
      for (const t of c.values[v]!)
        out.push({
          staffId: c.problem.staff[s]!.id,
          date: c.problem.days[d]!.date,
          shiftTypeId: c.problem.shiftTypes[t]!.id,
        });
    }
  return out;
}

/** Converts assignments to the dense roster. Throws on unknown ids or a combination no value covers. */
export function fromAssignments(c: Compiled, assignments: readonly Assignment[]): Int16Array {
  const byCell = new Map<number, number[]>();
  for (const a of assignments) {
    const s = c.staffIndex.get(a.staffId);
    const d = c.dayIndex.get(a.date);
    const t = c.shiftIndex.get(a.shiftTypeId);
    if (s === undefined || d === undefined || t === undefined)
      throw new Error(`assignment with unknown id: ${a.staffId} ${a.date} ${a.shiftTypeId}`);
    const list = byCell.get(s * c.D + d) ?? [];
    list.push(t);
    byCell.set(s * c.D + d, list);
  }
  const roster = new Int16Array(c.S * c.D).fill(OFF);
  for (const [i, ts] of byCell) {
    const v = c.valueByKey.get(keyOf(ts));
    if (v === undefined) throw new Error(`no day value for shifts ${ts.join(',')}`);
    roster[i] = v;
  }
  return roster;
}
