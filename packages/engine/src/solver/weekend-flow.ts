// How far each weekend of a roster falls below the full weekends its demand allows: the most people who
// can work both days is a maximum flow from Saturday's demand by shift type to Sunday's, over the
// successions no hard rule forbids. A roster far below that on a weekend gains from re-planning the weeks
// around it together; the windows aimed at such weekends (windows/) start from this measure.
import { type Compiled, keyOf, OFF } from '../score/compile.js';
import type { ConstraintSet } from '../score/constraint.js';

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
export function weekendsBelowFlow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
): WeekendPairs[] {
  return flows
    .map((w) => ({ w, short: w.flow - fullWeekends(c, roster, w.saturday) }))
    .filter((x) => x.short > 0)
    .sort((x, y) => y.short - x.short || x.w.saturday - y.w.saturday)
    .map((x) => x.w);
}

/** The weekend furthest below its flow (the first of equals); undefined when none is below. */
export function worstWeekend(
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
