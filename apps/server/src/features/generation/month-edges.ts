// The department's rest rules across the month's edges: the shifts on its first (last) day that the
// stored shift of the day before (after) it rules out, for the engine as hard shift-off requests.
import {
  addDays,
  compile,
  fromAssignments,
  type IsoDate,
  isoDate,
  type Problem,
  type ShiftOffRequest,
  shiftTypeId,
} from '@rotawise/engine';
import { type EntryCell, NEXT_DAY_RULES, withNeighbourDays } from './entry-check.js';

/**
 * For each person with an entry on the day before the month or the day after it, a must shift-off request
 * for every shift type they could work on the month's first (last) day that would break a hard rule
 * between the two days (minimum rest, forbidden successions), as the engine's own pair rules judge it:
 * circadian-exempt shift types and staff with circadian optimisation off are left alone. Entries of people
 * or shift types the problem does not have are ignored, as is a neighbouring day the engine has no value
 * for; a shift already locked on that day by an admin is not ruled out (the admin kept it knowingly).
 */
export function monthEdgeOffs(problem: Problem, neighbours: readonly EntryCell[]): ShiftOffRequest[] {
  if (neighbours.length === 0 || problem.days.length === 0) return [];
  const c = compile(withNeighbourDays(problem));
  // [neighbouring day, the month's day next to it, whether the neighbour comes first]
  const edges = [
    [0, 1, true],
    [c.D - 1, c.D - 2, false],
  ] as const;
  const locked = new Set(
    (problem.locked ?? []).flatMap((l) => l.shiftTypeIds.map((t) => `${l.staffId}|${l.date}|${t}`)),
  );
  const single = new Map<number, number>();
  c.values.forEach((types, v) => {
    if (types.length === 1) single.set(v, types[0]!);
  });
  const offs: ShiftOffRequest[] = [];
  for (const [id, s] of c.staffIndex) {
    const own = neighbours.filter(
      (e) =>
        String(e.staffId) === id &&
        c.dayIndex.has(isoDate(e.date)) &&
        c.shiftIndex.has(shiftTypeId(e.shiftType)),
    );
    if (own.length === 0) continue;
    for (const [edge, day, neighbourFirst] of edges) {
      const date = c.problem.days[edge]!.date;
      const cells = own.filter((e) => e.date === date);
      if (cells.length === 0) continue;
      let stored: number;
      try {
        const roster = fromAssignments(
          c,
          cells.map((e) => ({ staffId: id, date, shiftTypeId: shiftTypeId(e.shiftType) })),
        );
        stored = roster[s * c.D + edge]!;
      } catch {
        continue;
      }
      const dayDate = c.problem.days[day]!.date;
      for (const v of c.domain[s]!) {
        const t = single.get(v);
        if (t === undefined) continue;
        const type = c.problem.shiftTypes[t]!.id;
        if (locked.has(`${id}|${dayDate}|${type}`)) continue;
        const [prev, next] = neighbourFirst ? [stored, v] : [v, stored];
        if (!NEXT_DAY_RULES.some((k) => k.cost(c, s, prev, next) > 0)) continue;
        offs.push({ staffId: id, date: dayDate, shiftTypeId: type, weight: 0, priority: 'must' });
      }
    }
  }
  return offs;
}

/**
 * The days a person works in a row just before the month (counting back from the day before its first)
 * and just after it (from the day after its last), from the stored entries around it: the engine adds
 * them to the working runs at the month's edges. Any entry makes a working day.
 */
export function workedDaysAround(
  neighbours: readonly EntryCell[],
  staffId: number,
  first: IsoDate,
  last: IsoDate,
): { before: number; after: number } {
  const worked = new Set(neighbours.filter((e) => e.staffId === staffId).map((e) => e.date));
  const run = (from: IsoDate, step: 1 | -1) => {
    let days = 0;
    while (worked.has(addDays(from, step * (days + 1)))) days += 1;
    return days;
  };
  return { before: run(first, -1), after: run(last, 1) };
}
