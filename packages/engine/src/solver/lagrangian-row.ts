// Each person's cheapest row at the lower bound's prices (lagrangian-bound.ts): a DP over days whose state is
// the class of the day's value (for successions), the run of days it ends (lagrangian-runs.ts) and the shift
// count so far. Tables are built once per person; buffers are reused from call to call.
import { type Compiled, FREE, OFF } from '../score/compile.js';
import type { ConstraintSet, CounterConstraint } from '../score/constraint.js';
import { type RunKind, runEnd, runKinds, runStep } from './lagrangian-runs.js';

const SHIFT_COUNT = new Set(['shiftCountWithinLimits', 'shiftCountNearTarget']);
const INF = Number.POSITIVE_INFINITY;
/** One run state of each kind: runs of days left out. */
const FREE_RUNS: RunKind = { cap: 1, exact: false, end: new Float64Array(4), slope: 0 };

/** Per person: each day's candidate values and costs, and what the DP needs of successions and counts. */
export interface PersonCells {
  /** Per day, candidate values (OFF included when allowed), cell costs (soft) and shift-count steps. */
  readonly values: Int16Array[];
  readonly costs: Float64Array[];
  readonly counts: Int32Array[];
  /** Per candidate, its class as the earlier / later day of a succession. */
  readonly fromClass: Int32Array[];
  readonly toClass: Int32Array[];
  /** Per later class: 0 when its values work, 1 when it is OFF (classes never mix the two). */
  readonly toKind: Uint8Array;
  /** Succession cost between classes (fromClasses + 1 rows, the last one the horizon's start: 0). */
  readonly pair: Float64Array;
  readonly fromClasses: number;
  readonly toClasses: number;
  /** Cost of each shift-count total (Infinity: outside a hard limit). */
  readonly totalCost: Float64Array;
  /** Blocks of working days and of days off (lagrangian-runs.ts). */
  readonly runs: readonly [RunKind, RunKind];
  /** Cost of each fair-points total when points are whole numbers (else null: priced with slack). */
  readonly pointsCost: Float64Array | null;
  /** Per day d, the least and most shift count before it that can still end within the hard limits. */
  readonly countRange: Int32Array;
  /** When successions only forbid (cost 0 or Infinity) and later classes' allowed earlier classes nest. */
  readonly chain: Chain | null;
  /** Per day, candidates grouped by (later class, earlier class, count step): each group's three, and each
   *  candidate's group. */
  readonly groups: {
    readonly b: Int32Array[];
    readonly a: Int32Array[];
    readonly w: Int32Array[];
    readonly of: Int32Array[];
    readonly maxGroups: number;
  };
}

/**
 * Later classes in order of their allowed earlier classes, each set inside the next, and the earlier
 * classes each one adds: the cheapest way into each is then a running minimum, not a scan of all pairs.
 */
interface Chain {
  readonly order: Int32Array;
  readonly adds: readonly Int32Array[];
}

function countRangeOf(counts: readonly Int32Array[], totalCost: Float64Array): Int32Array {
  const D = counts.length;
  const K = totalCost.length;
  const most = counts.map((n) => Math.max(...n));
  // The least total allowed (none: the DP finds no row anyway).
  const least = Math.max(
    0,
    totalCost.findIndex((x) => x < INF),
  );
  const range = new Int32Array(2 * D);
  let hi = 0;
  let after = most.reduce((a, b) => a + b, 0);
  for (let d = 0; d < D; d++) {
    range[2 * d] = Math.max(0, Math.min(hi, least - after));
    range[2 * d + 1] = Math.min(K - 1, hi);
    hi += most[d]!;
    after -= most[d]!;
  }
  return range;
}

function groupsOf(
  values: readonly Int16Array[],
  counts: readonly Int32Array[],
  from: { of: Map<number, number>; n: number },
  to: { of: Map<number, number>; n: number },
): PersonCells['groups'] {
  const out = { b: [] as Int32Array[], a: [] as Int32Array[], w: [] as Int32Array[], of: [] as Int32Array[] };
  for (let d = 0; d < values.length; d++) {
    const ids = new Map<string, number>();
    const keys: [number, number, number][] = [];
    out.of.push(
      Int32Array.from(values[d]!, (v, i) => {
        const key: [number, number, number] = [to.of.get(v)!, from.of.get(v)!, counts[d]![i]!];
        const k = key.join(',');
        if (!ids.has(k)) {
          ids.set(k, ids.size);
          keys.push(key);
        }
        return ids.get(k)!;
      }),
    );
    out.b.push(Int32Array.from(keys, (k) => k[0]));
    out.a.push(Int32Array.from(keys, (k) => k[1]));
    out.w.push(Int32Array.from(keys, (k) => k[2]));
  }
  return { ...out, maxGroups: Math.max(...out.b.map((k) => k.length)) };
}

function chainOf(pair: Float64Array, A: number, B: number): Chain | null {
  if (pair.some((x) => x !== 0 && x !== INF)) return null;
  const allowed = Array.from({ length: B }, (_, b) =>
    Array.from({ length: A }, (_, a) => a).filter((a) => pair[a * B + b] === 0),
  );
  const order = Array.from({ length: B }, (_, b) => b).sort(
    (x, y) => allowed[x]!.length - allowed[y]!.length,
  );
  const adds: Int32Array[] = [];
  let seen = new Set<number>();
  for (const b of order) {
    const set = new Set(allowed[b]);
    if ([...seen].some((a) => !set.has(a))) return null;
    adds.push(Int32Array.from(allowed[b]!.filter((a) => !seen.has(a))));
    seen = set;
  }
  return { order: Int32Array.from(order), adds };
}

export function personCells(c: Compiled, set: ConstraintSet, s: number): PersonCells | null {
  const cells = set.all.filter((k) => k.kind === 'cell');
  const pairs = set.all.filter((k) => k.kind === 'pair');
  const counters = set.all.filter(
    (k): k is CounterConstraint => k.kind === 'counter' && SHIFT_COUNT.has(k.id),
  );
  const fair = set.all.find((k): k is CounterConstraint => k.kind === 'counter' && k.id === 'fairPoints');
  const values: Int16Array[] = [];
  const costs: Float64Array[] = [];
  const counts: Int32Array[] = [];
  let maxTotal = 0;
  let maxPoints = 0;
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
    maxPoints += Math.max(...vs.map((v) => (v < 0 ? 0 : c.valPoints[v + 1]!)));
  }
  // Successions: values whose costs to every next value are equal share a class, and likewise backwards;
  // working values and OFF never share one (runs of days tell them apart).
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
      const k = `${v < 0 ? 'off' : 'on'}:${key(i)}`;
      if (!ids.has(k)) ids.set(k, ids.size);
      of.set(v, ids.get(k)!);
    });
    return { of, n: ids.size };
  };
  const from = classes((i) => matrix[i]!.join(','));
  const to = classes((j) => matrix.map((r) => r[j]).join(','));
  const pair = new Float64Array((from.n + 1) * to.n);
  const toKind = new Uint8Array(to.n);
  for (let i = 0; i < all.length; i++)
    for (let j = 0; j < all.length; j++) {
      const b = to.of.get(all[j]!)!;
      pair[from.of.get(all[i]!)! * to.n + b] = matrix[i]![j]!;
      toKind[b] = all[j]! < 0 ? 1 : 0;
    }
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
  const wholePoints = Number.isInteger(maxPoints) && all.every((v) => Number.isInteger(c.valPoints[v + 1]!));
  const pointsCost =
    fair && fair.level === 'soft' && wholePoints
      ? Float64Array.from({ length: maxPoints + 1 }, (_, n) => fair.cost(c, s, 0, n))
      : null;
  return {
    values,
    costs,
    counts,
    fromClass: values.map((vs) => Int32Array.from(vs, (v) => from.of.get(v)!)),
    toClass: values.map((vs) => Int32Array.from(vs, (v) => to.of.get(v)!)),
    toKind,
    pair,
    fromClasses: from.n,
    toClasses: to.n,
    totalCost,
    runs: runKinds(c, set, s),
    pointsCost,
    chain: chainOf(pair, from.n + 1, to.n),
    countRange: countRangeOf(counts, totalCost),
    groups: groupsOf(values, counts, from, to),
  };
}

/** Buffers of one DP, reused from person to person and step to step. */
export class Workspace {
  dp = new Float64Array(0);
  next = new Float64Array(0);
  backI = new Int16Array(0);
  backU = new Int16Array(0);
  inCost = new Float64Array(0);
  inFrom = new Int16Array(0);
  live = new Uint8Array(0);
  least = new Float64Array(0);
  arg = new Int16Array(0);
  groupCost = new Float64Array(0);
  groupI = new Int16Array(0);
  /** The shift counts yesterday's states can have (fewer early in the month, enough to reach the minimum late). */
  lo = 0;
  hi = 0;

  fit(D: number, N: number, inN: number, U: number, K: number, G: number): void {
    if (this.dp.length < N) {
      this.dp = new Float64Array(N);
      this.next = new Float64Array(N);
    }
    if (this.backI.length < D * N) {
      this.backI = new Int16Array(D * N);
      this.backU = new Int16Array(D * N);
    }
    if (this.inCost.length < inN) {
      this.inCost = new Float64Array(inN);
      this.inFrom = new Int16Array(inN);
    }
    if (this.live.length < U) this.live = new Uint8Array(U);
    if (this.least.length < K) {
      this.least = new Float64Array(K);
      this.arg = new Int16Array(K);
    }
    if (this.groupCost.length < G) {
      this.groupCost = new Float64Array(G);
      this.groupI = new Int16Array(G);
    }
  }
}

/** The cheapest way into each (later class, run, count) from yesterday's states, over every pair. */
function intoClasses(p: PersonCells, w: Workspace, d: number, K: number, R: number): void {
  const A = p.fromClasses + 1;
  const B = p.toClasses;
  const { dp, live, inCost, inFrom } = w;
  const step = new Float64Array(2);
  const nextRun = [0, 0];
  const stepCost = [0, 0];
  for (let u = 0; u < A * R; u++) {
    if (!live[u]) continue;
    const base = u * K;
    const a = Math.floor(u / R);
    for (let g = 0; g < 2; g++) {
      runStep(p.runs, u % R, g, d, step);
      nextRun[g] = step[0]!;
      stepCost[g] = step[1]!;
    }
    for (let b = 0; b < B; b++) {
      const g = p.toKind[b]!;
      const add = p.pair[a * B + b]! + stepCost[g]!;
      if (add === INF) continue;
      const at = (b * R + nextRun[g]!) * K;
      for (let k = w.lo; k <= w.hi; k++) {
        const x = dp[base + k]! + add;
        if (x < inCost[at + k]!) {
          inCost[at + k] = x;
          inFrom[at + k] = u;
        }
      }
    }
  }
}

/** As intoClasses, where successions nest (see Chain): a running minimum over the allowed classes. */
function intoClassesByChain(
  p: PersonCells,
  chain: Chain,
  w: Workspace,
  d: number,
  K: number,
  R: number,
): void {
  const { dp, live, inCost, inFrom, least, arg } = w;
  const step = new Float64Array(2);
  for (let r = 0; r < R; r++) {
    runStep(p.runs, r, 0, d, step);
    const to0 = step[0]!;
    const cost0 = step[1]!;
    runStep(p.runs, r, 1, d, step);
    const to1 = step[0]!;
    const cost1 = step[1]!;
    least.fill(INF, 0, K);
    let any = false;
    for (let j = 0; j < chain.order.length; j++) {
      for (const a of chain.adds[j]!) {
        const u = a * R + r;
        if (!live[u]) continue;
        any = true;
        for (let k = w.lo, base = u * K; k <= w.hi; k++) {
          const x = dp[base + k]!;
          if (x < least[k]!) {
            least[k] = x;
            arg[k] = u;
          }
        }
      }
      if (!any) continue;
      const b = chain.order[j]!;
      const off = p.toKind[b] === 1;
      const cost = off ? cost1 : cost0;
      if (cost === INF) continue;
      const at = (b * R + (off ? to1 : to0)) * K;
      for (let k = w.lo; k <= w.hi; k++) {
        const x = least[k]! + cost;
        if (x < inCost[at + k]!) {
          inCost[at + k] = x;
          inFrom[at + k] = arg[k]!;
        }
      }
    }
  }
}

/**
 * The cheapest row of one person at the prices (`price[d * T + t]` per slot, `pointPrice` per point): a DP
 * over days whose state is the class of the day's value, the run of days it ends, and the shift count so
 * far. Writes the chosen values into `row` and returns the row's relaxed cost.
 */
export function cheapestRow(
  c: Compiled,
  p: PersonCells,
  price: Float64Array,
  pointPrice: number,
  row: Int16Array,
  w: Workspace,
): number {
  const { D, T } = c;
  const K = p.totalCost.length;
  const A = p.fromClasses + 1;
  const R = p.runs[0].cap + p.runs[1].cap + 1;
  const N = A * R * K;
  w.fit(D, N, p.toClasses * R * K, A * R, K, p.groups.maxGroups);
  const { backI, backU, inCost, inFrom, live, groupCost, groupI } = w;
  let dp = w.dp;
  let next = w.next;
  dp.fill(INF, 0, N);
  dp[((A - 1) * R + R - 1) * K] = 0;
  for (let d = 0; d < D; d++) {
    w.lo = p.countRange[2 * d]!;
    w.hi = p.countRange[2 * d + 1]!;
    inCost.fill(INF, 0, p.toClasses * R * K);
    for (let u = 0; u < A * R; u++) {
      let on = 0;
      for (let k = w.lo, base = u * K; k <= w.hi && !on; k++) on = dp[base + k]! < INF ? 1 : 0;
      live[u] = on;
    }
    w.dp = dp;
    if (p.chain) intoClassesByChain(p, p.chain, w, d, K, R);
    else intoClasses(p, w, d, K, R);
    // Each group's (later class, earlier class, count step) cheapest candidate today.
    const gr = p.groups;
    const G = gr.b[d]!.length;
    groupCost.fill(INF, 0, G);
    const vs = p.values[d]!;
    const ofGroup = gr.of[d]!;
    for (let i = 0; i < vs.length; i++) {
      const v = vs[i]!;
      let cost = p.costs[d]![i]!;
      if (v >= 0) {
        for (const t of c.values[v]!) cost -= price[d * T + t]!;
        cost += pointPrice * c.valPoints[v + 1]!;
      }
      const g = ofGroup[i]!;
      if (cost < groupCost[g]!) {
        groupCost[g] = cost;
        groupI[g] = i;
      }
    }
    next.fill(INF, 0, N);
    const base = d * N;
    for (let g = 0; g < G; g++) {
      const cost = groupCost[g]!;
      const wk = gr.w[d]![g]!;
      const a = gr.a[d]![g]!;
      const b = gr.b[d]![g]!;
      const i = groupI[g]!;
      // The runs a day of this kind can end: working lengths, or days off.
      const r0 = p.toKind[b] === 0 ? 0 : p.runs[0].cap;
      const r1 = p.toKind[b] === 0 ? p.runs[0].cap : R - 1;
      for (let r = r0; r < r1; r++) {
        const from = (b * R + r) * K;
        const to = (a * R + r) * K;
        for (let k = w.lo; k <= w.hi && k + wk < K; k++) {
          const x = inCost[from + k]! + cost;
          const at = to + k + wk;
          if (x < next[at]!) {
            next[at] = x;
            backI[base + at] = i;
            backU[base + at] = inFrom[from + k]!;
          }
        }
      }
    }
    [dp, next] = [next, dp];
  }
  w.dp = dp;
  w.next = next;
  let best = INF;
  let end = -1;
  for (let u = 0; u < A * R; u++) {
    const close = runEnd(p.runs, u % R, D);
    if (close === INF) continue;
    for (let k = 0; k < K; k++) {
      const total = dp[u * K + k]! + p.totalCost[k]! + close;
      if (total < best) {
        best = total;
        end = u * K + k;
      }
    }
  }
  if (end < 0) return best;
  for (let d = D - 1, at = end; d >= 0; d--) {
    const i = backI[d * N + at]!;
    row[d] = p.values[d]![i]!;
    at = backU[d * N + at]! * K + (at % K) - p.counts[d]![i]!;
  }
  return best;
}

/** The same person with runs of days left out: a DP about a third as dear. */
export function withoutRuns(p: PersonCells): PersonCells {
  return { ...p, runs: [FREE_RUNS, FREE_RUNS] };
}
