// A lower bound on the soft score of every roster that breaks no hard rule, by Lagrangian relaxation of
// coverage. With a price p on each slot (between minus its extra-staff cost and its missing-staff cost),
//   coverage cost of a slot with n people >= p * (required - n),
// so the score is at least  sum(p * required) + sum over people of min over rows of (own cost - prices).
// Each person's minimum is taken by a DP over days that keeps exactly: cell costs, successions (hard ones
// forbid), runs of working days and of days off (lagrangian-runs.ts), and the shift count (hard limits
// forbid a total). Fair points are priced linearly, a second multiplier per person, less the most that
// price can take off their cost. Weekends, minutes and caps per type are left out, which only lowers the
// minimum since every cost is non-negative. So the bound holds for any prices; subgradient steps look for
// good ones. On the demo month it is about 85% of the best roster's score found in 30 s (bench:gap
// splits the rest by person and rule).

import type { Problem } from '../domain/problem.js';
import { compile } from '../score/compile.js';
import type { ConstraintSet } from '../score/constraint.js';
import { rosterConstraints } from '../score/constraints.js';
import { cheapestRow, type PersonCells, personCells, Workspace, withoutRuns } from './lagrangian-row.js';
import type { CancelSignal } from './types.js';

export interface BoundOptions {
  /** Wall-clock budget in milliseconds. Default 2000. */
  readonly timeLimitMs?: number;
  /** Most subgradient steps. Default 5000. */
  readonly maxIterations?: number;
  /**
   * A roster's soft score, if known, or a function giving the best one so far (read at each step): steps aim
   * at it (at most REACH above the best bound), and the search stops once the bound reaches it.
   */
  readonly upperBound?: number | (() => number);
  readonly signal?: CancelSignal;
  readonly now?: () => number;
  /** Rules to bound (default `rosterConstraints`); counted by id, so custom rules must keep the ids. */
  readonly constraints?: ConstraintSet;
  /** Called with each better bound as it is found (a caller may stop the run and keep the last one). */
  readonly onImprove?: (bound: number) => void;
  /** Return the prices and each person's relaxed row at the best bound (for diagnosis). Default false. */
  readonly keepBest?: boolean;
}

export interface BoundOutcome {
  /** Never above the soft score of a roster without hard violations (null: no such roster exists). */
  readonly bound: number | null;
  readonly iterations: number;
  readonly elapsedMs: number;
  /**
   * With `keepBest`: the slot prices (`d * T + t`), the relaxed rows (`s * D + d`) and each person's price
   * per fair point, at the best bound.
   */
  readonly best?: {
    readonly prices: Float64Array;
    readonly rows: Int16Array;
    readonly pointPrices: Float64Array;
  };
}

const INF = Number.POSITIVE_INFINITY;

/** Subgradient steps without a better bound before the step scale is halved. */
const PATIENCE = 40;
/**
 * Each step's direction is the subgradient plus this share of the last direction, which damps the zigzag
 * between slots whose prices pull against each other (on the demo month: 401 in 7.5 s against 390 without).
 */
const DEFLECTION = 0.9;
/** Steps aim at most this share above the best bound so far (a far roster score would overshoot). */
const REACH = 0.3;
/** Share of the budget (time or steps) priced without runs of days, unless the step scale falls below WARM_THETA. */
const WARM = 0.7;
const WARM_THETA = 1e-3;

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

/** The most `pointPrice * points - cost(points)` over every whole total (so cost >= price * points - this). */
function pointsConjugate(cost: Float64Array, pointPrice: number): { value: number; at: number } {
  let value = Number.NEGATIVE_INFINITY;
  let at = 0;
  for (let n = 0; n < cost.length; n++) {
    const x = pointPrice * n - cost[n]!;
    if (x > value) {
      value = x;
      at = n;
    }
  }
  return { value, at };
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
  const upper = () => (typeof opts.upperBound === 'function' ? opts.upperBound() : opts.upperBound);
  const c = compile(problem);
  const { S, D, T } = c;
  const people: PersonCells[] = [];
  for (let s = 0; s < S; s++) {
    const p = personCells(c, set, s);
    if (!p) return { bound: null, iterations: 0, elapsedMs: now() - started };
    people.push(p);
  }
  // The first steps leave runs of days out (a DP a third as dear) while the prices take shape; the rest hold
  // them. Either way each step's value is a valid bound.
  const loose = people.map(withoutRuns);
  let warming = people.some((p) => p.runs[0].cap + p.runs[1].cap > 2);
  const whole = wholeCosts(problem);
  const finish = (x: number) => (whole ? Math.ceil(x - 1e-6 * (1 + Math.abs(x))) : x);
  // Fair points, priced linearly at mu * weight per point: where points are whole numbers, cost(points) >=
  // price * points - max over totals n of (price * n - cost(n)), exact for the total that maximum picks;
  // otherwise weight * |points - share| >= price * (points - share), less 0.5 where rounding may take half
  // a point off.
  const fairness = set.all.some((k) => k.id === 'fairPoints') ? (problem.weights?.fairness ?? 0) : 0;
  const pointsWhole = c.valPoints.every(Number.isInteger) && Number.isInteger(fairness);
  const roundSlack = (s: number) => (pointsWhole && Number.isInteger(c.fairShare[s]!) ? 0 : 0.5);
  // Per person, the points total the prices aim at (the subgradient is points earned less it).
  const aim = new Float64Array(S);
  const required = c.coverRequired;
  const price = new Float64Array(D * T);
  const mu = new Float64Array(S);
  const dir = new Float64Array(D * T);
  const dirMu = new Float64Array(S);
  const count = new Int32Array(D * T);
  const points = new Float64Array(S);
  const rows = new Int16Array(S * D);
  const work = new Workspace();
  const kept = opts.keepBest
    ? { prices: new Float64Array(D * T), rows: new Int16Array(S * D), pointPrices: new Float64Array(S) }
    : undefined;
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
    if (
      warming &&
      (now() - started >= WARM * budget || iterations >= WARM * maxIterations || theta < WARM_THETA)
    ) {
      warming = false;
      sinceBest = 0;
      theta = 1;
    }
    let value = 0;
    for (let i = 0; i < D * T; i++) value += price[i]! * required[i]!;
    count.fill(0);
    for (let s = 0; s < S; s++) {
      const row = rows.subarray(s * D, (s + 1) * D);
      const cost = cheapestRow(c, (warming ? loose : people)[s]!, price, mu[s]! * fairness, row, work);
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
      if (fairness > 0) {
        const exact = people[s]!.pointsCost;
        const conj = exact ? pointsConjugate(exact, mu[s]! * fairness) : null;
        value -= conj ? conj.value : mu[s]! * fairness * c.fairShare[s]! + roundSlack(s);
        aim[s] = conj ? conj.at : c.fairShare[s]!;
      }
    }
    if (value > best + 1e-9) {
      if (opts.onImprove && finish(value) > finish(best)) opts.onImprove(finish(value));
      best = value;
      sinceBest = 0;
      if (kept) {
        kept.prices.set(price);
        kept.rows.set(rows);
        for (let s = 0; s < S; s++) kept.pointPrices[s] = mu[s]! * fairness;
      }
    } else if (++sinceBest >= PATIENCE) {
      theta /= 2;
      sinceBest = 0;
    }
    const roster = upper();
    if (roster !== undefined && finish(best) >= roster) break;
    // A zero subgradient: the rows meet coverage and their points' aims, so no prices do better.
    let moves = false;
    let norm = 0;
    for (let i = 0; i < D * T; i++) {
      const g = required[i]! - count[i]!;
      moves ||= g !== 0;
      dir[i] = g + DEFLECTION * dir[i]!;
      norm += dir[i]! ** 2;
    }
    if (fairness > 0)
      for (let s = 0; s < S; s++) {
        const g = fairness * (points[s]! - aim[s]!);
        moves ||= g !== 0;
        dirMu[s] = g + DEFLECTION * dirMu[s]!;
        norm += dirMu[s]! ** 2;
      }
    if (!moves || theta < 1e-4) {
      // Prices that no longer move without runs of days may still move with them.
      if (!warming) break;
      warming = false;
      sinceBest = 0;
      theta = 1;
      dir.fill(0);
      dirMu.fill(0);
      continue;
    }
    const near = best + Math.max(1, REACH * Math.abs(best));
    const target = Math.min(roster ?? near, near);
    const step = (theta * Math.max(1e-6, target - value)) / norm;
    for (let i = 0; i < D * T; i++) {
      const x = price[i]! + step * dir[i]!;
      price[i] = Math.min(c.coverUnder[i]!, Math.max(-c.coverOver[i]!, x));
    }
    if (fairness > 0)
      for (let s = 0; s < S; s++) mu[s] = Math.min(1, Math.max(-1, mu[s]! + step * dirMu[s]!));
  }
  return { bound: finish(best), iterations, elapsedMs: now() - started, best: kept };
}
