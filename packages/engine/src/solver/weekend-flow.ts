// How far each weekend of a roster falls below the full weekends its demand allows: the most people who
// can work both days is a maximum flow from Saturday's demand by shift type to Sunday's, over the
// successions no hard rule forbids. A finished roster far below that on one weekend (Instance19: the
// first, two to four short on every finished roster, docs/decisions/0040) gains from re-planning the
// weeks around it together (docs/decisions/0043), and the weeks after it from trading weekends with the
// least-wanted ones (docs/decisions/0046).
import { type Compiled, keyOf, OFF } from '../score/compile.js';
import type { ConstraintSet } from '../score/constraint.js';
import { daysAroundWeekends } from './weekends.js';

/**
 * Maximum flow from supplies to demands where `allowed[i][j]` links supply i to demand j (any amount):
 * augmenting paths on the small bipartite graph (one node per shift type on each side).
 */
export function maxTransport(
  supply: readonly number[],
  demand: readonly number[],
  allowed: readonly (readonly boolean[])[],
): number {
  const n = supply.length;
  const m = demand.length;
  const left = [...supply];
  const right = [...demand];
  // flow[i][j]: units sent from supply i to demand j (may be pushed back along a path).
  const flow = supply.map(() => demand.map(() => 0));
  let total = 0;
  for (;;) {
    // Breadth-first search from supplies with units left, over allowed arcs and back along used ones.
    const prevOfRight = new Array<number>(m).fill(-1);
    const prevOfLeft = new Array<number>(n).fill(-2);
    const queue: number[] = [];
    for (let i = 0; i < n; i++)
      if (left[i]! > 0) {
        prevOfLeft[i] = -1;
        queue.push(i);
      }
    let end = -1;
    for (let q = 0; q < queue.length && end < 0; q++) {
      const i = queue[q]!;
      for (let j = 0; j < m && end < 0; j++) {
        if (!allowed[i]![j] || prevOfRight[j] !== -1) continue;
        prevOfRight[j] = i;
        if (right[j]! > 0) end = j;
        else
          for (let k = 0; k < n; k++)
            if (flow[k]![j]! > 0 && prevOfLeft[k] === -2) {
              prevOfLeft[k] = j;
              queue.push(k);
            }
      }
    }
    if (end < 0) return total;
    // Bottleneck along the path, then push.
    let amount = right[end]!;
    for (let j = end, i = prevOfRight[j]!; ; ) {
      const back = prevOfLeft[i]!;
      if (back === -1) {
        amount = Math.min(amount, left[i]!);
        break;
      }
      amount = Math.min(amount, flow[i]![back]!);
      j = back;
      i = prevOfRight[j]!;
    }
    right[end] = right[end]! - amount;
    for (let j = end, i = prevOfRight[j]!; ; ) {
      flow[i]![j] = flow[i]![j]! + amount;
      const back = prevOfLeft[i]!;
      if (back === -1) {
        left[i] = left[i]! - amount;
        break;
      }
      flow[i]![back] = flow[i]![back]! - amount;
      j = back;
      i = prevOfRight[j]!;
    }
    total += amount;
  }
}

export interface WeekendPairs {
  /** The weekend's Saturday (its Sunday is the next day). */
  readonly saturday: number;
  /** The most people its demand lets work both days. */
  readonly flow: number;
}

/**
 * Per two-day weekend of the horizon, its Saturday and its Saturday-to-Sunday flow. Type a may be
 * followed by type b when some person can work them on consecutive days at no hard cost.
 */
export function weekendPairFlows(c: Compiled, set: ConstraintSet): WeekendPairs[] {
  const { T, D } = c;
  const pairs = set.hard.flatMap((k) => (k.kind === 'pair' ? [k] : []));
  const single = (t: number): number => c.valueByKey.get(keyOf([t])) ?? OFF;
  const allowed = Array.from({ length: T }, (_, a) =>
    Array.from({ length: T }, (_, b) => {
      const [va, vb] = [single(a), single(b)];
      if (va === OFF || vb === OFF) return false;
      for (let s = 0; s < c.S; s++) if (pairs.every((k) => k.cost(c, s, va, vb) === 0)) return true;
      return false;
    }),
  );
  const demand = (d: number): number[] => Array.from({ length: T }, (_, t) => c.coverRequired[d * T + t]!);
  const out: WeekendPairs[] = [];
  for (let d = 0; d + 1 < D; d++)
    if (c.weekendOf[d]! >= 0 && c.weekendOf[d + 1] === c.weekendOf[d])
      out.push({ saturday: d, flow: maxTransport(demand(d), demand(d + 1), allowed) });
  return out;
}

/** People working both days of the weekend that starts on `saturday`. */
export function fullWeekends(c: Compiled, roster: Int16Array, saturday: number): number {
  let n = 0;
  for (let s = 0; s < c.S; s++)
    if (roster[s * c.D + saturday]! >= 0 && roster[s * c.D + saturday + 1]! >= 0) n++;
  return n;
}

/** The weekends below their flow, the furthest below first (the earlier of equals). */
function weekendsBelowFlow(c: Compiled, flows: readonly WeekendPairs[], roster: Int16Array): WeekendPairs[] {
  return flows
    .map((w) => ({ w, short: w.flow - fullWeekends(c, roster, w.saturday) }))
    .filter((x) => x.short > 0)
    .sort((x, y) => y.short - x.short || x.w.saturday - y.w.saturday)
    .map((x) => x.w);
}

/** The weekend furthest below its flow (the first of equals); undefined when none is below. */
function worstWeekend(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
): WeekendPairs | undefined {
  return weekendsBelowFlow(c, flows, roster)[0];
}

/** Whether some weekend of `roster` has fewer people working both its days than its flow. */
export function anyWeekendBelowFlow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
): boolean {
  return worstWeekend(c, flows, roster) !== undefined;
}

/**
 * The first day of a `length`-day window holding the weekend furthest below its flow, from the Monday
 * before it (so the window reaches the weekends the next weeks, where people's weekends can move from),
 * kept inside the horizon; undefined when no weekend is below its flow. With `turn`, the window holds the
 * `turn`-th of the weekends below their flow instead, the furthest first, counted round.
 */
export function shortWeekendWindow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
  length: number,
  turn = 0,
): number | undefined {
  const below = weekendsBelowFlow(c, flows, roster);
  if (below.length === 0) return undefined;
  const at = below[turn % below.length]!;
  const monday = at.saturday - c.weekday[at.saturday]!; // weekdays count from Monday (0)
  return Math.max(0, Math.min(c.D - length, monday));
}

/**
 * Days of a weekend-trade window: `blockDays` from the Monday after the weekend furthest below its flow,
 * with the Friday to Monday of the `extra` weekends outside that block whose flow is lowest (the earlier on
 * a tie). The worst weekend itself is left out: no window brought it nearer its flow than two (seeds
 * 201-214, docs/decisions/0045), while the one-short weekends of the weeks after it fill once people can
 * trade their weekends with those of the least-wanted weekends (docs/decisions/0046). Undefined when no
 * weekend is below its flow.
 */
export function weekendTradeWindow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
  blockDays: number,
  extra: number,
): number[] | undefined {
  const worst = worstWeekend(c, flows, roster);
  if (!worst) return undefined;
  const L = Math.min(blockDays, c.D);
  const nextMonday = worst.saturday - c.weekday[worst.saturday]! + 7;
  const from = Math.max(0, Math.min(c.D - L, nextMonday));
  const to = from + L - 1;
  const flowOf = new Map(flows.map((w) => [c.weekendOf[w.saturday]!, w.flow]));
  const outside = daysAroundWeekends(c)
    .flatMap((days, k) => {
      const flow = flowOf.get(k);
      return flow !== undefined && days.every((d) => d < from || d > to) ? [{ days, flow }] : [];
    })
    .sort((x, y) => x.flow - y.flow)
    .slice(0, extra);
  const days = new Set<number>();
  for (let d = from; d <= to; d++) days.add(d);
  for (const w of outside) for (const d of w.days) days.add(d);
  return [...days].sort((x, y) => x - y);
}

/**
 * Days of a two-block window: `blockDays` from the Monday before the `firstTurn`-th weekend below its flow
 * (the furthest first, counted round: 0 is the furthest), and `blockDays` from the `turn`-th Monday
 * (counted round the horizon) whose block does not touch the first. Between two separate fortnights
 * people can trade weekends and the weekday blocks around them, which no contiguous window of the same
 * size reaches (docs/decisions/0062). Undefined when no weekend is below its flow or no second block fits.
 */
export function twoBlockWindow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
  blockDays: number,
  turn: number,
  firstTurn = 0,
): number[] | undefined {
  const first = shortWeekendWindow(c, flows, roster, blockDays, firstTurn);
  if (first === undefined) return undefined;
  const starts: number[] = [];
  for (let d = 0; d + blockDays <= c.D; d++)
    if (c.weekday[d] === 0 && (d + blockDays < first || d > first + blockDays)) starts.push(d);
  if (starts.length === 0) return undefined;
  const second = starts[turn % starts.length]!;
  const days: number[] = [];
  for (const from of [Math.min(first, second), Math.max(first, second)])
    for (let d = from; d < from + blockDays; d++) days.push(d);
  return days;
}
