// A lower bound on the soft score of every roster that breaks no hard rule, by Lagrangian relaxation of
// coverage. With a price p on each slot (between minus its extra-staff cost and its missing-staff cost),
//   coverage cost of a slot with n people >= p * (required - n),
// so the score is at least  sum(p * required) + sum over people of min over rows of (own cost - prices).
// Each person's minimum is taken over a relaxation of their rules: cell costs and successions (hard ones
// forbid) and the shift count (hard limits forbid a total) are kept exactly; fair points are priced
// linearly (a second multiplier per person); runs of days, weekends, minutes and caps per type are left
// out, which only lowers the minimum since every cost is non-negative. So the bound holds for any prices;
// subgradient steps look for good ones. Measured on the demo month it is about three quarters of the best
// roster's score (runs of days, left out, are most of the rest).

import type { Problem } from '../domain/problem.js';
import { type Compiled, compile, FREE, OFF } from '../score/compile.js';
import type { ConstraintSet, CounterConstraint } from '../score/constraint.js';
import { rosterConstraints } from '../score/constraints.js';
import type { CancelSignal } from './types.js';

export interface BoundOptions {
  /** Wall-clock budget in milliseconds. Default 2000. */
  readonly timeLimitMs?: number;
  /** Most subgradient steps. Default 5000. */
  readonly maxIterations?: number;
  /** A roster's soft score, if known: steps aim at it, and the search stops once the bound reaches it. */
  readonly upperBound?: number;
  readonly signal?: CancelSignal;
  readonly now?: () => number;
  /** Rules to bound (default `rosterConstraints`); counted by id, so custom rules must keep the ids. */
  readonly constraints?: ConstraintSet;
  /** Called with each better bound as it is found (a caller may stop the run and keep the last one). */
  readonly onImprove?: (bound: number) => void;
}

export interface BoundOutcome {
  /** Never above the soft score of a roster without hard violations (null: no such roster exists). */
  readonly bound: number | null;
  readonly iterations: number;
  readonly elapsedMs: number;
}

/** Subgradient steps without a better bound before the step scale is halved. */
const PATIENCE = 5;
const SHIFT_COUNT = new Set(['shiftCountWithinLimits', 'shiftCountNearTarget']);

/** Whether every cost and weight in the problem is a whole number, so every roster's score is one. */
function wholeCosts(problem: Problem): boolean {
  let whole = true;
  const walk = (x: unknown, costly: boolean): void => {
    if (typeof x === 'number') whole &&= !costly || Number.isInteger(x);
    else if (Array.isArray(x)) for (const y of x) walk(y, costly);
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) walk(v, costly || /cost|weight/i.test(k));
  };
  walk(problem, false);
  return whole;
}

/** Per person: each day's candidate values and costs, and what the DP needs of successions and counts. */
interface PersonCells {
  /** Per day, candidate values (OFF included when allowed), cell costs (soft) and shift-count steps. */
  readonly values: Int16Array[];
  readonly costs: Float64Array[];
  readonly counts: Int32Array[];
  /** Per candidate, its class as the earlier / later day of a succession. */
  readonly fromClass: Int32Array[];
  readonly toClass: Int32Array[];
  /** Succession cost between classes (fromClasses + 1 rows, the last one the horizon's start: 0). */
  readonly pair: Float64Array;
  readonly fromClasses: number;
  readonly toClasses: number;
  /** Cost of each shift-count total (Infinity: outside a hard limit). */
  readonly totalCost: Float64Array;
}

const INF = Number.POSITIVE_INFINITY;

function personCells(c: Compiled, set: ConstraintSet, s: number): PersonCells | null {
  const cells = set.all.filter((k) => k.kind === 'cell');
  const pairs = set.all.filter((k) => k.kind === 'pair');
  const counters = set.all.filter(
    (k): k is CounterConstraint => k.kind === 'counter' && SHIFT_COUNT.has(k.id),
  );
  const values: Int16Array[] = [];
  const costs: Float64Array[] = [];
  const counts: Int32Array[] = [];
  let maxTotal = 0;
  for (let d = 0; d < c.D; d++) {
    const locked = c.locked[s * c.D + d]!;
    const vs: number[] = [];
    const cs: number[] = [];
    for (const v of locked === FREE ? [OFF, ...c.domain[s]!] : [locked]) {
      let cost = 0;
      let forbidden = false;
      for (const k of cells) {
        const x = k.cost(c, s, d, v);
        if (k.level === 'hard' && x > 0) forbidden = true;
        else cost += x;
      }
      if (!forbidden) {
        vs.push(v);
        cs.push(cost);
      }
    }
    if (vs.length === 0) return null;
    values.push(Int16Array.from(vs));
    costs.push(Float64Array.from(cs));
    const n = vs.map((v) => (v < 0 ? 0 : c.valCounted[v + 1]!));
    // A fractional count cannot index the DP: such a person's count is left out (a weaker bound).
    const whole = n.every(Number.isInteger);
    counts.push(Int32Array.from(whole ? n : n.map(() => 0)));
    maxTotal += whole ? Math.max(...n) : 0;
  }
  // Successions: values whose costs to every next value are equal share a class, and likewise backwards.
  const all = [...new Set(values.flatMap((vs) => [...vs]))];
  const cost = (a: number, b: number): number => {
    let x = 0;
    for (const k of pairs) {
      const y = k.cost(c, s, a, b);
      if (k.level === 'hard' && y > 0) return INF;
      if (k.level === 'soft') x += y;
    }
    return x;
  };
  const matrix = all.map((a) => all.map((b) => cost(a, b)));
  const classes = (key: (i: number) => string) => {
    const ids = new Map<string, number>();
    const of = new Map<number, number>();
    all.forEach((v, i) => {
      const k = key(i);
      if (!ids.has(k)) ids.set(k, ids.size);
      of.set(v, ids.get(k)!);
    });
    return { of, n: ids.size };
  };
  const from = classes((i) => matrix[i]!.join(','));
  const to = classes((j) => matrix.map((r) => r[j]).join(','));
  const pair = new Float64Array((from.n + 1) * to.n);
  for (let i = 0; i < all.length; i++)
    for (let j = 0; j < all.length; j++)
      pair[from.of.get(all[i]!)! * to.n + to.of.get(all[j]!)!] = matrix[i]![j]!;
  const costOfTotal = new Float64Array(maxTotal + 1);
  for (let n = 0; n <= maxTotal; n++)
    for (const k of counters) {
      const x = k.cost(c, s, 0, n);
      if (k.level === 'hard' && x > 0) costOfTotal[n] = INF;
      else costOfTotal[n]! += x;
    }
  // Totals only grow, so none beyond the last allowed one needs a state.
  let last = maxTotal;
  while (last > 0 && costOfTotal[last] === INF) last--;
  const totalCost = costOfTotal.slice(0, last + 1);
  return {
    values,
    costs,
    counts,
    fromClass: values.map((vs) => Int32Array.from(vs, (v) => from.of.get(v)!)),
    toClass: values.map((vs) => Int32Array.from(vs, (v) => to.of.get(v)!)),
    pair,
    fromClasses: from.n,
    toClasses: to.n,
    totalCost,
  };
}

/**
 * The cheapest row of one person at the prices (`price[d * T + t]` per slot, `pointPrice` per point): a DP
 * over days whose state is the class of the day's value and the shift count so far. Writes the chosen
 * values into `row` and returns the row's relaxed cost.
 */
function cheapestRow(
  c: Compiled,
  p: PersonCells,
  price: Float64Array,
  pointPrice: number,
  row: Int16Array,
): number {
  const { D, T } = c;
  const K = p.totalCost.length;
  const A = p.fromClasses + 1;
  const B = p.toClasses;
  let dp = new Float64Array(A * K).fill(INF);
  let next = new Float64Array(A * K);
  dp[(A - 1) * K] = 0;
  // Per day and state: the candidate chosen and the state before it.
  const backI = new Int16Array(D * A * K);
  const backA = new Int16Array(D * A * K);
  // Per later class and count: the cheapest way in from yesterday's states.
  const inCost = new Float64Array(B * K);
  const inFrom = new Int16Array(B * K);
  // Per (to class, from class, count step): the day's cheapest candidate.
  const groupCost = new Map<number, number>();
  const groupI = new Map<number, number>();
  for (let d = 0; d < D; d++) {
    inCost.fill(INF);
    for (let a = 0; a < A; a++)
      for (let k = 0; k < K; k++) {
        const here = dp[a * K + k]!;
        if (here === INF) continue;
        for (let b = 0; b < B; b++) {
          const x = here + p.pair[a * B + b]!;
          if (x < inCost[b * K + k]!) {
            inCost[b * K + k] = x;
            inFrom[b * K + k] = a;
          }
        }
      }
    groupCost.clear();
    groupI.clear();
    const vs = p.values[d]!;
    for (let i = 0; i < vs.length; i++) {
      const v = vs[i]!;
      let cost = p.costs[d]![i]!;
      if (v >= 0) {
        for (const t of c.values[v]!) cost -= price[d * T + t]!;
        cost += pointPrice * c.valPoints[v + 1]!;
      }
      const key = (p.toClass[d]![i]! * A + p.fromClass[d]![i]!) * K + p.counts[d]![i]!;
      if (cost < (groupCost.get(key) ?? INF)) {
        groupCost.set(key, cost);
        groupI.set(key, i);
      }
    }
    next.fill(INF);
    const base = d * A * K;
    for (const [key, cost] of groupCost) {
      const w = key % K;
      const a = Math.floor(key / K) % A;
      const b = Math.floor(key / K / A);
      const i = groupI.get(key)!;
      for (let k = 0; k + w < K; k++) {
        const x = inCost[b * K + k]! + cost;
        const at = a * K + k + w;
        if (x < next[at]!) {
          next[at] = x;
          backI[base + at] = i;
          backA[base + at] = inFrom[b * K + k]!;
        }
      }
    }
    [dp, next] = [next, dp];
  }
  let best = INF;
  let end = -1;
  for (let a = 0; a < A; a++)
    for (let k = 0; k < K; k++) {
      const total = dp[a * K + k]! + p.totalCost[k]!;
      if (total < best) {
        best = total;
        end = a * K + k;
      }
    }
  if (end < 0) return best;
  for (let d = D - 1, at = end; d >= 0; d--) {
    const i = backI[d * A * K + at]!;
    row[d] = p.values[d]![i]!;
    at = backA[d * A * K + at]! * K + (at % K) - p.counts[d]![i]!;
  }
  return best;
}

/**
 * A valid lower bound on the soft score of any roster without hard violations (see the top of this file),
 * improved by subgradient steps on the slot prices until the budget, the step count or the signal ends it.
 */
export function lagrangianBound(problem: Problem, opts: BoundOptions = {}): BoundOutcome {
  const now = opts.now ?? Date.now;
  const started = now();
  const budget = opts.timeLimitMs ?? 2000;
  const maxIterations = opts.maxIterations ?? 5000;
  const set = opts.constraints ?? rosterConstraints;
  const c = compile(problem);
  const { S, D, T } = c;
  const people: PersonCells[] = [];
  for (let s = 0; s < S; s++) {
    const p = personCells(c, set, s);
    if (!p) return { bound: null, iterations: 0, elapsedMs: now() - started };
    people.push(p);
  }
  const whole = wholeCosts(problem);
  const finish = (x: number) => (whole ? Math.ceil(x - 1e-6 * (1 + Math.abs(x))) : x);
  // Fair points: weight * |points - share| >= mu * weight * (points - share) for mu in [-1, 1], less 0.5
  // where rounding may take half a point off.
  const fairness = set.all.some((k) => k.id === 'fairPoints') ? (problem.weights?.fairness ?? 0) : 0;
  const pointsWhole = c.valPoints.every(Number.isInteger) && Number.isInteger(fairness);
  const roundSlack = (s: number) => (pointsWhole && Number.isInteger(c.fairShare[s]!) ? 0 : 0.5);
  const required = c.coverRequired;
  const price = new Float64Array(D * T);
  const mu = new Float64Array(S);
  const count = new Int32Array(D * T);
  const points = new Float64Array(S);
  const row = new Int16Array(D);
  let best = Number.NEGATIVE_INFINITY;
  // Polyak's step against a target (the known roster's score, else a little above the best bound), its
  // scale halved when the bound has not improved for a while.
  let theta = 1;
  let sinceBest = 0;
  let iterations = 0;
  while (
    iterations < maxIterations &&
    !opts.signal?.aborted &&
    (iterations === 0 || now() - started < budget)
  ) {
    iterations++;
    let value = 0;
    for (let i = 0; i < D * T; i++) value += price[i]! * required[i]!;
    count.fill(0);
    for (let s = 0; s < S; s++) {
      const cost = cheapestRow(c, people[s]!, price, mu[s]! * fairness, row);
      if (cost === INF) return { bound: null, iterations, elapsedMs: now() - started };
      let earned = 0;
      for (let d = 0; d < D; d++) {
        const v = row[d]!;
        if (v < 0) continue;
        earned += c.valPoints[v + 1]!;
        for (const t of c.values[v]!) count[d * T + t]!++;
      }
      points[s] = earned;
      value += cost;
      if (fairness > 0) value -= mu[s]! * fairness * c.fairShare[s]! + roundSlack(s);
    }
    if (value > best + 1e-9) {
      if (opts.onImprove && finish(value) > finish(best)) opts.onImprove(finish(value));
      best = value;
      sinceBest = 0;
    } else if (++sinceBest >= PATIENCE) {
      theta /= 2;
      sinceBest = 0;
    }
    if (opts.upperBound !== undefined && finish(best) >= opts.upperBound) break;
    let norm = 0;
    for (let i = 0; i < D * T; i++) norm += (required[i]! - count[i]!) ** 2;
    if (fairness > 0) for (let s = 0; s < S; s++) norm += (fairness * (points[s]! - c.fairShare[s]!)) ** 2;
    if (norm === 0 || theta < 1e-4) break;
    const target = opts.upperBound ?? best + Math.max(1, 0.05 * Math.abs(best));
    const step = (theta * Math.max(1e-6, target - value)) / norm;
    for (let i = 0; i < D * T; i++) {
      const x = price[i]! + step * (required[i]! - count[i]!);
      price[i] = Math.min(c.coverUnder[i]!, Math.max(-c.coverOver[i]!, x));
    }
    if (fairness > 0)
      for (let s = 0; s < S; s++)
        mu[s] = Math.min(1, Math.max(-1, mu[s]! + step * fairness * (points[s]! - c.fairShare[s]!)));
  }
  return { bound: finish(best), iterations, elapsedMs: now() - started };
}
