// The department's rules across the month's edges: the shifts on its first (last) day that the stored
// shift of the day before (after) it rules out, for the engine as hard shift-off requests; and the runs of
// days worked or off just outside the month, which the engine joins to the blocks at its edges.
import {
  addDays,
  compile,
  fromAssignments,
  type IsoDate,
  isoDate,
  type Problem,
  type ShiftOffRequest,
  type Staff,
  shiftTypeId,
} from '@rotawise/engine';
import { type EntryCell, NEXT_DAY_RULES, withNeighbourDays } from './entry-check.js';
import { NEIGHBOUR_DAYS } from './month-inputs.js';

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

/** An approved vacation's dates, both included. */
export interface VacationSpan {
  staffId: number;
  startDate: string;
  endDate: string;
}

/** The engine's fields for a person's runs of days just outside the month (`Staff`, domain/problem.ts). */
export type EdgeRuns = Pick<
  Staff,
  'workedDaysBefore' | 'offDaysBefore' | 'knownBefore' | 'workedDaysAfter' | 'offDaysAfter' | 'knownAfter'
>;

/**
 * A person's runs of days just before the month (counting back from the day before its first) and just
 * after it (from the day after its last), over the NEIGHBOUR_DAYS each side, from the stored entries
 * there (draft or published, as for rest): a day with an entry is worked; one without is off when that
 * side was rostered (it holds entries a generation wrote, not only an admin's hand-added ones) or the
 * person is on an approved vacation then, and unknown otherwise. A run is known (whole) when a day of the
 * other kind ends it within those days. The engine joins the runs to the blocks at the month's edges; zero
 * counts and unknown runs are left out. Returns the reader for one person.
 */
export function edgeRunsOf(
  neighbours: readonly (EntryCell & { locked?: boolean })[],
  vacations: readonly VacationSpan[],
  first: IsoDate,
  last: IsoDate,
): (staffId: number) => EdgeRuns {
  // Whether each side was rostered is the same for everyone: decided once.
  const rosteredBefore = neighbours.some((e) => !e.locked && e.date < first);
  const rosteredAfter = neighbours.some((e) => !e.locked && e.date > last);
  return (staffId) => edgeRuns(neighbours, vacations, staffId, first, last, rosteredBefore, rosteredAfter);
}

function edgeRuns(
  neighbours: readonly EntryCell[],
  vacations: readonly VacationSpan[],
  staffId: number,
  first: IsoDate,
  last: IsoDate,
  rosteredBefore: boolean,
  rosteredAfter: boolean,
): EdgeRuns {
  const worked = new Set(neighbours.filter((e) => e.staffId === staffId).map((e) => e.date));
  const away = vacations.filter((v) => v.staffId === staffId);
  const side = (from: IsoDate, step: 1 | -1) => {
    const rostered = step < 0 ? rosteredBefore : rosteredAfter;
    // The kind of the day `n` days out: worked, off, or unknown (null).
    const kind = (n: number): 'worked' | 'off' | null => {
      if (n > NEIGHBOUR_DAYS) return null;
      const date = addDays(from, step * n);
      if (worked.has(date)) return 'worked';
      return rostered || away.some((v) => date >= v.startDate && date <= v.endDate) ? 'off' : null;
    };
    const head = kind(1);
    let days = 0;
    while (head !== null && kind(days + 1) === head) days += 1;
    const next = kind(days + 1);
    return { head, days, known: next !== null && next !== head };
  };
  const before = side(first, -1);
  const after = side(last, 1);
  return {
    ...(before.head === 'worked' ? { workedDaysBefore: before.days } : {}),
    ...(before.head === 'off' ? { offDaysBefore: before.days } : {}),
    ...(before.known ? { knownBefore: true } : {}),
    ...(after.head === 'worked' ? { workedDaysAfter: after.days } : {}),
    ...(after.head === 'off' ? { offDaysAfter: after.days } : {}),
    ...(after.known ? { knownAfter: true } : {}),
  };
}
