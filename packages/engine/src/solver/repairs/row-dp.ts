// Best response for one person: with everyone else fixed, find (nearly) the cheapest whole row by dynamic
// programming over days — the pricing problem of column generation. State: today's value (values that
// constrain tomorrow alike share a state), length of the current working / off block, weekends worked,
// minutes worked (in units of the gcd of shift lengths) and, up to a limit on the state count, the counts
// of the other counters whose cost is not linear (caps on a shift type); the remaining counters are priced
// linearly. Costs come from the scorer's own tables and constraint functions, so nothing is special-cased.
// Every dimension stops where its cost becomes linear (the slope is added beyond), so capping loses
// nothing. The result is checked exactly by the incremental scorer before it is applied.
import { type Compiled, gcd, OFF } from '../../score/compile.js';
import type { ScoreState } from '../../score/incremental.js';

const INF = Number.POSITIVE_INFINITY;
const NONE: readonly number[] = [];
/** Most back pointers a DP may keep (states x days; 6 bytes each): bounds its memory at about 400 MB. */
export const MAX_BACK_ENTRIES = 64 * 1024 * 1024;
/** Passes that re-price by the secant (damped after the first) before bisection takes over. */
const SECANT_PASSES = 3;
/**
 * Geometric midpoint of two prices; with no lower price found yet (0) an eighth of the upper one, as the
 * geometric midpoint would be 0 again and bisection would never look below the upper price.
 */
const geoMid = (lo: number, hi: number): number => (lo > 0 ? Math.sqrt(lo * hi) : hi / 8);

/**
 * Smallest n in [0, max] from which f is linear up to max (f(k + 1) - f(k) the same for n <= k < max),
 * and that slope: a counter's state can stop at n, the slope paying for every unit beyond.
 */
function linearTail(f: (n: number) => number, max: number): { from: number; slope: number } {
  if (max <= 0) return { from: 0, slope: 0 };
  const slope = f(max) - f(max - 1);
  let n = max - 1;
  while (n > 0 && Math.abs(f(n) - f(n - 1) - slope) <= 1e-9 * Math.max(1, Math.abs(slope))) n--;
  return { from: n, slope };
}

/** One more than the smallest n in [1, limit] from which f is linear up to limit, at most limit. */
const linearFrom = (f: (n: number) => number, limit: number): number =>
  Math.min(limit, linearTail((n) => f(n + 1), limit - 1).from + 2);

/**
 * What a person's DP needs that depends only on the person and the hard weight (computing the block
 * tables alone took a tenth of a pricing call).
 */
interface PersonTables {
  /** Counter channels whose contribution is a value's minutes, and the others. */
  readonly minuteChans: readonly number[];
  readonly otherChans: readonly number[];
  /** Minutes unit (gcd of the person's shift lengths) and each value's minutes in it. */
  readonly unit: number;
  readonly minU: Int32Array;
  /** Cost of a working (or off) block of a length, starting the horizon or ending it or neither. */
  readonly seqCost: (working: boolean, len: number, atStart: boolean, atEnd: boolean) => number;
  /** Block length from which a block's cost is linear, the slopes beyond, and closing costs. */
  readonly Rn: number;
  readonly rSlopeW: number;
  readonly rSlopeO: number;
  readonly endW: Float64Array;
  readonly endO: Float64Array;
  /** Cost of each pair of consecutive values, and the state class of each value (with a representative). */
  readonly pairC: Float64Array;
  readonly clsOf: Int32Array;
  readonly clsRep: readonly number[];
  /**
   * Each value's group (by value + 1): values of one class and length lead from any state to the same
   * state, unless counters counted exactly tell them apart (see `countedGroups`).
   */
  readonly valueGroup: Int32Array;
  /** The values a free day may take: off and the person's domain. */
  readonly choices: readonly number[];
}

/**
 * A pruning bound kept for the person's next call: valid again, less a correction, as long as nothing but
 * the cell costs changed (the same window, row and hard weight).
 */
interface CachedBound {
  readonly a: number;
  readonly b: number;
  readonly Wh: number;
  readonly row: Int16Array;
  readonly table: Float64Array;
  /** The cell costs of days a..b it was computed from (index (d - a) * W + v + 1). */
  readonly cells: Float64Array;
}

/** Most doubles one optimizer's cached bounds may hold in all (64 MB). */
const MAX_CACHED_BOUND = 8 * 1024 * 1024;
/**
 * Largest correction a cached bound may take, in hard weights, before it is computed anew: most bounds
 * are reused for a few more DP transitions, far cheaper than building the bound tables again.
 */
const BOUND_SLACK = 0.05;

/** The unit of person s's minutes in the row DP: the gcd of their shift lengths (1 when they have none). */
export function minuteUnit(c: Compiled, s: number): number {
  let unit = 0;
  for (const v of c.domain[s]!) unit = gcd(unit, Math.round(c.valMinutes[v + 1]!));
  return unit === 0 ? 1 : unit;
}

/** Person s's longest shift in their minute units (`minuteUnit`): the drift of moving it to another day. */
export function longestShiftUnits(c: Compiled, s: number): number {
  const unit = minuteUnit(c, s);
  let most = 0;
  for (const v of c.domain[s]!) most = Math.max(most, Math.round(c.valMinutes[v + 1]! / unit));
  return most;
}

/**
 * floor(i / n) for integers 0 <= i < 2^31 and n >= 1, given inv = 1 / n: a multiplication where taking a
 * state's index apart made four integer divisions and four remainders. Exact: (i + 0.5) / n lies at least
 * 0.5 / n from an integer, and the two roundings (of inv, of the product) move it by less than
 * (i + 0.5) / n * 2^-52, which is smaller.
 */
export const quotient = (i: number, inv: number): number => ((i + 0.5) * inv) | 0;

/** Numbers the keys of 0..n-1 in the order each key first appears: equal keys, equal numbers. */
function numberByKey(n: number, keyOf: (i: number) => string): Int32Array {
  const out = new Int32Array(n);
  const ids = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const key = keyOf(i);
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    out[i] = id;
  }
  return out;
}

/**
 * The value groups (by value + 1) split further by the counters counted exactly: per count state, the
 * state a value leads to (kTo) and the slope it pays (kAdd), at index (v + 1) * Kn + count state.
 */
function countedGroups(valueGroup: Int32Array, kTo: Int32Array, kAdd: Float64Array, Kn: number): Int32Array {
  return numberByKey(valueGroup.length, (i) => {
    let key = `${valueGroup[i]}`;
    for (let kk = 0; kk < Kn; kk++) key += `:${kTo[i * Kn + kk]}:${kAdd[i * Kn + kk]}`;
    return key;
  });
}

/**
 * Numbers the groups of a day's values in the order of their first member (groupOf: by value + 1) and
 * writes each value's number to `out` (by its index in `vs`); returns how many there are.
 */
function groupsOfDay(vs: readonly number[], groupOf: Int32Array, out: Int32Array): number {
  let n = 0;
  for (let k = 0; k < vs.length; k++) {
    const g = groupOf[vs[k]! + 1]!;
    let j = 0;
    while (j < k && groupOf[vs[j]! + 1] !== g) j++;
    out[k] = j < k ? out[j]! : n++;
  }
  return n;
}

export class RowOptimizer {
  private readonly cell: Float64Array;
  private readonly lambda: Float64Array;
  /** Per counter, the largest price found too low and the smallest found too high (bisection). */
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;
  private cur = new Float64Array(0);
  private nxt = new Float64Array(0);
  /** Reachable states of the current day, in increasing order (indices into cur). */
  private curList = new Int32Array(0);
  /** One bit per state: reached on the next day (read back in index order). */
  private reached = new Int32Array(0);
  /**
   * One bit per word of `reached` that may hold a mark: collecting scans these, not every word (over
   * scattered days, most of the horizon fixed, few states are reachable, and scanning the whole bitmap
   * every day took a large share of a dive).
   */
  private marked = new Int32Array(0);
  /**
   * Whether `cur` and `nxt` are all infinite and no mark is set, as every finished pass leaves them: the
   * next pass then starts without clearing arrays as long as the whole state space.
   */
  private clean = true;
  private back = new Int32Array(0);
  private choice = new Int16Array(0);
  private bestOut = new Int16Array(0);
  /** The pruning bound's table (reused: it can be tens of megabytes). */
  private bound = new Float64Array(0);
  /** Per person, the last pruning bound and what it was computed from (see `boundFor`). */
  private readonly bounds: (CachedBound | undefined)[] = [];
  /** Doubles held by `bounds`, kept under MAX_CACHED_BOUND. */
  private boundsHeld = 0;
  /** Calls that pruned with a kept bound, so far. */
  boundsReused = 0;
  /** Per person, the tables that depend on the person and the hard weight only. */
  private readonly tables: (PersonTables | undefined)[] = [];
  private tablesWh = Number.NaN;
  /** State count of the last call (lets the caller size windows to the budget). */
  lastStates = 0;
  /**
   * DP transitions spent so far, counted over the whole state space (for the caller's time sharing; only
   * reachable states are expanded, so this bounds the real work from above and keeps the search's pacing
   * as it was).
   */
  lastWork = 0;
  /**
   * Pricing mode for column generation: when set (D x T), a shift on slot (d, t) earns coverPrice[d * T + t]
   * instead of its coverage marginal, and answers are ranked by the person's own cost minus what they earn
   * (the column's reduced cost before the person's convexity dual).
   */
  coverPrice: Float64Array | undefined;
  /**
   * Most transitions one call may really make, over all its passes (reachable, unpruned states times
   * their candidates); beyond it the call gives up (false). `budget` bounds the whole state space before
   * the call starts; this bounds the work once pruning and reachability are known.
   */
  workCap = INF;

  constructor(
    private readonly st: ScoreState,
    private readonly free: Uint8Array,
    /** Skip people whose DP would take more than this many transitions. */
    private readonly budget = 4_000_000,
  ) {
    const c = st.c;
    this.cell = new Float64Array(c.D * (c.V + 1));
    this.lambda = new Float64Array(st.G);
    this.lo = new Float64Array(st.G);
    this.hi = new Float64Array(st.G);
  }

  /** Person s's tables, from the cache (the hard weight is the same for every call of a run). */
  private personTables(s: number, Wh: number): PersonTables {
    if (Wh !== this.tablesWh) {
      this.tables.length = 0;
      this.tablesWh = Wh;
    }
    const known = this.tables[s];
    if (known) return known;
    const st = this.st;
    const c = st.c;
    const { D, V } = c;
    const W = V + 1;
    const h = (k: { level: string }): number => (k.level === 'hard' ? Wh : 1);
    // Minutes resource: counter channels whose contribution is the value's minutes.
    const minuteChans: number[] = [];
    const otherChans: number[] = [];
    for (let g = 0; g < st.G; g++) {
      const k = st.chanCons[g]!;
      let isMin = true;
      for (let v = -1; v < V && isMin; v++)
        if (k.contribution(c, s, st.chanIdx[g]!, v) !== c.valMinutes[v + 1]) isMin = false;
      (isMin ? minuteChans : otherChans).push(g);
    }
    const unit = minuteUnit(c, s);
    const minU = new Int32Array(W);
    for (let v = -1; v < V; v++) minU[v + 1] = Math.round(c.valMinutes[v + 1]! / unit);
    // Blocks: their cost is linear in the length from Rn on.
    const seqCost = (working: boolean, len: number, atStart: boolean, atEnd: boolean): number => {
      let x = 0;
      for (const k of working ? st.seqWork : st.seqOff) x += k.cost(c, s, len, atStart, atEnd) * h(k);
      return x;
    };
    let Rn = 1;
    for (const w of [true, false])
      for (const [atStart, atEnd] of [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ] as const)
        Rn = Math.max(
          Rn,
          linearFrom((n) => seqCost(w, n, atStart, atEnd), D),
        );
    Rn = Math.min(D, Rn + 1);
    const endW = new Float64Array(Rn + 2);
    const endO = new Float64Array(Rn + 2);
    for (let r = 1; r <= Rn; r++) {
      endW[r] = seqCost(true, r, false, false);
      endO[r] = seqCost(false, r, false, false);
    }
    const pairC = new Float64Array(W * W);
    const pr = st.pairRow[s]!;
    for (let k = 0; k < W * W; k++) pairC[k] = st.pairs[pr + 2 * k]! * Wh + st.pairs[pr + 2 * k + 1]!;
    // Values that are alike for tomorrow (working or not, same successor costs) share one state class.
    const clsOf = new Int32Array(W);
    const clsRep: number[] = [];
    const classKeys = new Map<string, number>();
    for (let v = -1; v < V; v++) {
      const key = `${v >= 0 ? 1 : 0}:${pairC.subarray((v + 1) * W, (v + 2) * W).join(',')}`;
      let k = classKeys.get(key);
      if (k === undefined) {
        k = clsRep.length;
        classKeys.set(key, k);
        clsRep.push(v);
      }
      clsOf[v + 1] = k;
    }
    const valueGroup = numberByKey(W, (i) => `${clsOf[i]}:${minU[i]}`);
    const tables: PersonTables = {
      seqCost,
      minuteChans,
      otherChans,
      unit,
      minU,
      Rn,
      rSlopeW: seqCost(true, Rn + 1, false, false) - seqCost(true, Rn, false, false),
      rSlopeO: seqCost(false, Rn + 1, false, false) - seqCost(false, Rn, false, false),
      endW,
      endO,
      pairC,
      clsOf,
      clsRep,
      valueGroup,
      choices: [OFF, ...c.domain[s]!],
    };
    this.tables[s] = tables;
    return tables;
  }

  /**
   * Writes the best values found for person s on days a..b into `out` (out[d - a]), everything outside the
   * window fixed; false when the DP would exceed the budget. Without a window, the whole row.
   */
  optimize(
    s: number,
    Wh: number,
    out: Int16Array,
    a = 0,
    b = this.st.c.D - 1,
    budget = this.budget,
    /**
     * Trust region on minutes: when finite, the running minutes inside the window may differ from the
     * current row's running minutes by at most this many units on every day (smaller state space, so
     * longer windows for the same budget); the answer is still priced exactly.
     */
    trust = Number.POSITIVE_INFINITY,
    /** The same trust region for weekends worked (lets whole-horizon rows fit the budget). */
    wkTrust = Number.POSITIVE_INFINITY,
    /** Pricing passes for the counters other than minutes (each one a full DP, priced exactly after). */
    passes = 3,
    /**
     * Most states the counts of non-linear counters may multiply the state space by (1: all priced
     * linearly). Counted exactly, a cap on a shift type is priced right in one pass, which linear prices
     * cannot always do (a row just under two caps at once may be no price's best answer).
     */
    exactLimit = 1,
    /**
     * Only answers cheaper than this are wanted (pricing: the person's convexity dual). When every counter
     * is counted exactly, states that cannot end below it (by a bound that leaves out weekends, minutes and
     * counts) are not expanded; false when none can.
     */
    wantBelow = INF,
  ): boolean {
    const st = this.st;
    const c = st.c;
    const { D, T, V } = c;
    const W = V + 1;
    const r0 = s * D;
    const roster = st.roster;
    const h = (k: { level: string }): number => (k.level === 'hard' ? Wh : 1);

    // Allowed values per day.
    const tables = this.personTables(s, Wh);
    const vals: (readonly number[])[] = [];
    for (let d = 0; d < D; d++)
      vals.push(d < a || d > b ? NONE : this.free[r0 + d] ? tables.choices : [roster[r0 + d]!]);
    const sameType = (x: number, y: number): boolean => x >= 0 === y >= 0;

    const { minuteChans, otherChans, unit } = tables;
    const minuteCost = (m: number): number => {
      let x = 0;
      for (const g of minuteChans) {
        const k = st.chanCons[g]!;
        x += k.cost(c, s, st.chanIdx[g]!, m * unit) * h(k);
      }
      return x;
    };
    // Minutes outside the window are fixed (m0); the DP tracks minutes added inside it.
    let m0 = 0;
    for (let d = 0; d < D; d++) if (d < a || d > b) m0 += c.valMinutes[roster[r0 + d]! + 1]!;
    m0 = Math.round(m0 / unit);
    let maxMin = 0;
    for (let d = a; d <= b; d++) {
      let best = 0;
      for (const v of vals[d]!) best = Math.max(best, c.valMinutes[v + 1]! / unit);
      maxMin += best;
    }
    // Old running minutes in the window (prefix sums), for the trust region.
    const oldMin = new Int32Array(b - a + 2);
    for (let d = a; d <= b; d++)
      oldMin[d - a + 1] = oldMin[d - a]! + Math.round(c.valMinutes[roster[r0 + d]! + 1]! / unit);
    const trusted = minuteChans.length > 0 && 2 * trust + 1 < Math.round(maxMin) + 1;
    // State m: minutes added in the window, or (trusted) deviation from the old running minutes + trust.
    const off0 = trusted ? trust : 0;
    const minuteCostAt = (m: number): number =>
      minuteCost(m0 + (trusted ? oldMin[b - a + 1]! + m - off0 : m));
    // Untrusted, minutes stop where their cost becomes linear (past a hard maximum, say).
    const mTail = linearTail((m) => minuteCost(m0 + m), Math.round(maxMin));
    const Mn = minuteChans.length ? (trusted ? 2 * trust + 1 : mTail.from + 1) : 1;
    const mSlope = trusted ? 0 : mTail.slope;
    // Tabled: the bound and the exit read them once per state.
    const mCost = Float64Array.from({ length: Mn }, (_, m) => minuteCostAt(m));
    // Weekends.
    const wkCost = (n: number): number => {
      let x = 0;
      for (const k of st.weekendCons) x += k.cost(c, s, n) * h(k);
      return x;
    };
    // Weekends worked outside the window are fixed (w0); `pre[d]`: d's weekend already counts from outside.
    const pre = new Uint8Array(D);
    const counted = new Uint8Array(Math.max(1, c.weekendCount));
    for (let d = 0; d < D; d++) {
      const wk = c.weekendOf[d]!;
      if (wk >= 0 && (d < a || d > b) && roster[r0 + d]! >= 0) counted[wk] = 1;
    }
    let w0 = 0;
    for (let k = 0; k < c.weekendCount; k++) w0 += counted[k]!;
    let inWindow = 0;
    for (let d = a; d <= b; d++) {
      const wk = c.weekendOf[d]!;
      if (wk >= 0) {
        pre[d] = counted[wk]!;
        if (d === a || c.weekendOf[d - 1] !== wk) inWindow++;
      }
    }
    // Old running weekends in the window (same counting rule as the DP), for the weekend trust region.
    const oldWk = new Int32Array(b - a + 2);
    for (let d = a; d <= b; d++) {
      const works = roster[r0 + d]! >= 0;
      const prevSame = d > a && c.weekendOf[d - 1] === c.weekendOf[d] && roster[r0 + d - 1]! >= 0;
      const inc = works && c.weekendOf[d]! >= 0 && !pre[d] && !prevSame ? 1 : 0;
      oldWk[d - a + 1] = oldWk[d - a]! + inc;
    }
    const wTrusted = st.weekendCons.length > 0 && 2 * wkTrust + 1 < inWindow + 1;
    const wOff = wTrusted ? wkTrust : 0;
    const wTail = linearTail((n) => wkCost(w0 + n), inWindow);
    const Wn = st.weekendCons.length ? (wTrusted ? 2 * wkTrust + 1 : wTail.from + 1) : 1;
    const wSlope = wTrusted ? 0 : wTail.slope;
    const wkCostAt = (w: number): number => wkCost(w0 + (wTrusted ? oldWk[b - a + 1]! + w - wOff : w));
    const wCost = Float64Array.from({ length: Wn }, (_, w) => wkCostAt(w));
    const { seqCost, Rn, rSlopeW, rSlopeO, endW, endO, minU, pairC, clsOf, clsRep } = tables;
    const nCls = clsRep.length;

    // The other counters: linear ones are priced exactly by their slope; non-linear ones with whole
    // contributions are counted in the state (smallest first, up to `exactLimit` states); the rest get
    // linear prices found by re-pricing passes.
    const exactG: number[] = [];
    const exactTail: { from: number; slope: number }[] = [];
    const exactX0: number[] = [];
    const priced: number[] = [];
    const candidates: { g: number; tail: { from: number; slope: number }; x0: number }[] = [];
    for (const g of otherChans) {
      const k = st.chanCons[g]!;
      const ch = st.chanIdx[g]!;
      let whole = true;
      for (let v = -1; v < V && whole; v++) {
        const amt = k.contribution(c, s, ch, v);
        whole = amt >= 0 && Number.isInteger(amt);
      }
      let x0 = st.totals[s * st.G + g]!;
      let maxAdd = 0;
      for (let d = a; d <= b; d++) {
        x0 -= k.contribution(c, s, ch, roster[r0 + d]!);
        let most = 0;
        for (const v of vals[d]!) most = Math.max(most, k.contribution(c, s, ch, v));
        maxAdd += most;
      }
      const tail = linearTail((n) => k.cost(c, s, ch, x0 + n) * h(k), maxAdd);
      if (!whole) priced.push(g);
      else if (tail.from === 0) this.lambda[g] = tail.slope;
      else candidates.push({ g, tail, x0 });
    }
    candidates.sort((p, q) => p.tail.from - q.tail.from);
    let Kn = 1;
    for (const cand of candidates)
      if (Kn * (cand.tail.from + 1) <= exactLimit) {
        Kn *= cand.tail.from + 1;
        exactG.push(cand.g);
        exactTail.push(cand.tail);
        exactX0.push(cand.x0);
        this.lambda[cand.g] = 0;
      } else priced.push(cand.g);
    // Per value and count state: the count state after the value, the slope paid past the tails, and
    // per count state the counters' cost at the end.
    const kTo = new Int32Array(W * Kn);
    const kAdd = new Float64Array(W * Kn);
    const kEnd = new Float64Array(Kn);
    for (let kk = 0; kk < Kn; kk++) {
      let rest = kk;
      let radix = 1;
      for (let e = 0; e < exactG.length; e++) {
        const g = exactG[e]!;
        const k = st.chanCons[g]!;
        const ch = st.chanIdx[g]!;
        const size = exactTail[e]!.from + 1;
        const n = rest % size;
        rest = (rest - n) / size;
        kEnd[kk]! += k.cost(c, s, ch, exactX0[e]! + n) * h(k);
        for (let v = -1; v < V; v++) {
          const t = (v + 1) * Kn + kk;
          const n2 = n + k.contribution(c, s, ch, v);
          const capped = Math.min(n2, size - 1);
          kAdd[t]! += (n2 - capped) * exactTail[e]!.slope;
          kTo[t]! += (capped - n) * radix;
        }
        radix *= size;
      }
      for (let v = -1; v < V; v++) kTo[(v + 1) * Kn + kk]! += kk;
    }

    // Values that lead from any state to the same state (same class, minutes and counts) differ only in
    // their cell and pair costs, so per day and state class the DP tries only the cheapest of each such
    // group: on problems with many shift types that can halve the transitions. A day's
    // values are the person's choices or the one fixed value, so the groups are numbered once.
    const groupOf = Kn === 1 ? tables.valueGroup : countedGroups(tables.valueGroup, kTo, kAdd, Kn);
    const choiceGroup = new Int32Array(W);
    const choiceGroups = groupsOfDay(tables.choices, groupOf, choiceGroup);
    const oneGroup = new Int32Array(1);
    /** The groups of a day's values (by index in them), and how many. */
    const groupsOf = (vs: readonly number[]): Int32Array => (vs === tables.choices ? choiceGroup : oneGroup);
    const groupCount = (vs: readonly number[]): number => (vs === tables.choices ? choiceGroups : 1);
    /** Per state class and group of today's candidates, the cheapest member (its index in today's values). */
    const groupBest = new Int32Array(nCls * W);
    const groupCost = new Float64Array(W);
    /**
     * Into groupCost (by group) and groupBest (c1 * W + group): the cheapest of day d's values in each
     * group after state class c1, cell and pair costs (the first of equally cheap ones, as trying them in
     * order would keep).
     */
    const cheapestOfGroups = (d: number, vs: readonly number[], c1: number): void => {
      const pairRow = (clsRep[c1]! + 1) * W;
      const groups = groupsOf(vs);
      groupCost.fill(INF, 0, groupCount(vs));
      for (let k = 0; k < vs.length; k++) {
        const g = groups[k]!;
        const x = this.cell[d * W + vs[k]! + 1]! + pairC[pairRow + vs[k]! + 1]!;
        if (x < groupCost[g]!) {
          groupCost[g] = x;
          groupBest[c1 * W + g] = k;
        }
      }
    };
    const candCell = new Float64Array(W);
    const candMin = new Int32Array(W);
    const candWk = new Uint8Array(W);
    const candCls = new Int32Array(W);
    const candBound = new Int32Array(W);
    const sM = Kn;
    const sW = Mn * sM;
    const sR = Wn * sW;
    const sC = Rn * sR;
    const states = nCls * sC;
    this.lastStates = states;
    // Reciprocals for taking a state's index apart (see `quotient`).
    const invKn = 1 / Kn;
    const invMn = 1 / Mn;
    const invWn = 1 / Wn;
    const invRn = 1 / Rn;
    let work = 0;
    for (let d = a; d <= b; d++) work += vals[d]!.length;
    if (states * work > budget || states * (b - a + 1) > MAX_BACK_ENTRIES) return false;

    // Linear prices for the other counters: the forward slope at the current totals, then (up to two more
    // passes) the secant over the change the previous answer made (caps make slopes differ by direction).
    for (const g of priced) {
      const k = st.chanCons[g]!;
      const x = st.totals[s * st.G + g]!;
      this.lambda[g] = (k.cost(c, s, st.chanIdx[g]!, x + 1) - k.cost(c, s, st.chanIdx[g]!, x)) * h(k);
    }
    // Cost of leaving the window with value v on a block of r: close it, merging with the block after.
    const vn = b + 1 < D ? roster[r0 + b + 1]! : OFF;
    let ln = 0;
    if (b + 1 < D) while (b + 1 + ln < D && sameType(roster[r0 + b + 1 + ln]!, vn)) ln++;
    const nextAtEnd = b + 1 + ln === D;
    const exitCost = (v: number, r: number): number => {
      if (b + 1 >= D) return seqCost(v >= 0, r, r === D, true);
      const pair = pairC[(v + 1) * W + vn + 1]!;
      if (sameType(v, vn)) return pair + seqCost(v >= 0, r + ln, r === b + 1, nextAtEnd);
      return pair + seqCost(v >= 0, r, r === b + 1, false) + seqCost(vn >= 0, ln, false, nextAtEnd);
    };
    // Per (class, block length), tabled once: the exit loop visits every state.
    const exitTab = new Float64Array(nCls * Rn);
    for (let c1 = 0; c1 < nCls; c1++)
      for (let r = 1; r <= Rn; r++) exitTab[c1 * Rn + r - 1] = exitCost(clsRep[c1]!, r);
    // Pruning needs nothing the bound leaves out that can be negative. With counters priced linearly it
    // prunes on the priced cost, so a row that only the exact cost puts below `wantBelow` can be missed:
    // pricing is heuristic there anyway, and pruning makes its passes several times cheaper.
    const prune =
      wantBelow < INF && !trusted && !wTrusted && mSlope >= 0 && wSlope >= 0 && kAdd.every((x) => x >= 0);
    // Weekends and counts at their least: what the bound adds for the dimensions it leaves out.
    let tailMin = 0;
    if (prune) {
      let wMin = INF;
      for (let w = 0; w < Wn; w++) wMin = Math.min(wMin, wCost[w]!);
      let kMin = INF;
      for (let kk = 0; kk < Kn; kk++) kMin = Math.min(kMin, kEnd[kk]!);
      tailMin = wMin + kMin;
    }
    /**
     * Lower bound on the cost still to come after day d in state (class, block length, minutes), from
     * cells, pairs, blocks and minutes (weekends and counts at their least, in `tailMin`): a backward DP
     * over that smaller state space. Index ((d - a) * nCls + class) * Rn + r - 1) * Mn + m.
     */
    const boundAhead = (bound: Float64Array): Float64Array => {
      const per = nCls * Rn * Mn;
      // The most minutes the window can have added by the end of each day: no state of that day has more,
      // so the bound is neither computed nor read beyond (early days reach a small part of the range).
      const reach = new Int32Array(b - a + 1);
      for (let d = a, added = 0; d <= b; d++) {
        let most = 0;
        for (const v of vals[d]!) most = Math.max(most, minU[v + 1]!);
        added += most;
        reach[d - a] = Math.min(Mn - 1, added);
      }
      for (let c1 = 0; c1 < nCls; c1++)
        for (let r = 1; r <= Rn; r++)
          for (let m = 0; m <= reach[b - a]!; m++)
            bound[(b - a) * per + (c1 * Rn + r - 1) * Mn + m] = exitTab[c1 * Rn + r - 1]! + mCost[m]!;
      // Loops ordered so that the minutes, innermost, only shift an index: per (class, candidate, block
      // length) everything else is the same for every minute count (a third of the pricing time before).
      for (let d = b - 1; d >= a; d--) {
        const ahead = (d + 1 - a) * per;
        const here = (d - a) * per;
        const top = reach[d - a]!;
        // Only minutes within reach are read (here and by the DP).
        for (let k = 0; k < nCls * Rn; k++) bound.fill(INF, here + k * Mn, here + k * Mn + top + 1);
        const vs = vals[d + 1]!;
        const nGroups = groupCount(vs);
        for (let c1 = 0; c1 < nCls; c1++) {
          const v1 = clsRep[c1]!;
          // The cheapest of each group only (see groupOf).
          cheapestOfGroups(d + 1, vs, c1);
          for (let g = 0; g < nGroups; g++) {
            const v2 = vs[groupBest[c1 * W + g]!]!;
            const x1 = groupCost[g]!;
            const same = v1 >= 0 === v2 >= 0;
            const mu = minU[v2 + 1]!;
            const inRange = Math.max(0, Math.min(Mn, Mn - mu));
            const to2 = ahead + clsOf[v2 + 1]! * Rn * Mn;
            for (let r = 1; r <= Rn; r++) {
              let x = x1;
              let r2 = 1;
              if (same) {
                x += r + 1 > Rn ? (v1 >= 0 ? rSlopeW : rSlopeO) : 0;
                r2 = Math.min(r + 1, Rn);
              } else x += r === d + 1 ? seqCost(v1 >= 0, r, true, false) : v1 >= 0 ? endW[r]! : endO[r]!;
              const row2 = to2 + (r2 - 1) * Mn;
              const at = here + (c1 * Rn + r - 1) * Mn;
              const inReach = Math.min(inRange, top + 1);
              for (let m = 0; m < inReach; m++) {
                const y = x + bound[row2 + mu + m]!;
                if (y < bound[at + m]!) bound[at + m] = y;
              }
              // Past the minutes' linear tail: the slope for each unit beyond, from the last state.
              const last = bound[row2 + Mn - 1]!;
              for (let m = inRange; m <= top; m++) {
                const y = x + mSlope * (m + mu - Mn + 1) + last;
                if (y < bound[at + m]!) bound[at + m] = y;
              }
            }
          }
        }
      }
      return bound;
    };
    /**
     * Per day of the window, what the bound's entries after that day must be lowered by: the most the
     * cell costs ahead can have fallen since a cached bound was computed (0 for a bound computed now).
     */
    const boundCut = new Float64Array(b - a + 1);
    /**
     * The pruning bound: the person's cached one when only cell costs changed and by little (column
     * generation calls a person with the same window round after round, the duals moving a little each
     * time), else computed anew (filling the table took more steps than the DP's transitions).
     */
    const boundFor = (): Float64Array => {
      const size = (b - a + 1) * nCls * Rn * Mn;
      const row = roster.subarray(r0, r0 + D);
      const known = this.bounds[s];
      boundCut.fill(0);
      if (known && known.a === a && known.b === b && known.Wh === Wh && known.table.length === size) {
        let sameRow = true;
        for (let d = 0; d < D && sameRow; d++) sameRow = known.row[d] === row[d];
        if (sameRow) {
          let ahead = 0;
          for (let d = b; d > a; d--) {
            let fall = 0;
            for (const v of vals[d]!)
              fall = Math.max(fall, known.cells[(d - a) * W + v + 1]! - this.cell[d * W + v + 1]!);
            ahead += fall;
            boundCut[d - 1 - a] = ahead;
          }
          if (ahead <= BOUND_SLACK * Wh) {
            this.boundsReused++;
            return known.table;
          }
          boundCut.fill(0);
        }
      }
      const cells = this.cell.slice(a * W, (b + 1) * W);
      if (known && known.table.length === size) {
        this.bounds[s] = { a, b, Wh, row: row.slice(), table: boundAhead(known.table), cells };
        return known.table;
      }
      if (known) this.boundsHeld -= known.table.length;
      this.bounds[s] = undefined;
      if (this.boundsHeld + size > MAX_CACHED_BOUND) {
        if (this.bound.length < size) this.bound = new Float64Array(size);
        return boundAhead(this.bound);
      }
      this.boundsHeld += size;
      const table = boundAhead(new Float64Array(size));
      this.bounds[s] = { a, b, Wh, row: row.slice(), table, cells };
      return table;
    };
    let bestExact = INF;
    let spent = 0;
    if (this.bestOut.length < D) this.bestOut = new Int16Array(D);
    for (let pass = 0; ; pass++) {
      this.lastWork += states * work;
      // Cell costs: tables + coverage marginal (others fixed) + counter prices.
      for (let d = a; d <= b; d++) {
        const cur = roster[r0 + d]!;
        for (const v of vals[d]!) {
          const ci = st.cellRow[r0 + d]! + 2 * (v + 1);
          let x = st.cells[ci]! * Wh + st.cells[ci + 1]!;
          const price = this.coverPrice;
          if (v >= 0 && price) for (const t of c.values[v]!) x -= price[d * T + t]!;
          else if (v >= 0)
            for (const t of c.values[v]!) {
              const idx = d * T + t;
              const base = st.cover[idx]! - (cur >= 0 && c.valHasType[(cur + 1) * T + t] ? 1 : 0);
              for (const k of st.coverCons) x += (k.cost(c, d, t, base + 1) - k.cost(c, d, t, base)) * h(k);
            }
          const i = s * W + v + 1;
          for (let j = st.csrStart[i]!; j < st.csrStart[i + 1]!; j++)
            x += this.lambda[st.csrChan[j]!]! * st.csrAmt[j]!;
          this.cell[d * W + v + 1] = x;
        }
      }

      if (this.cur.length < states) {
        this.cur = new Float64Array(states).fill(INF);
        this.nxt = new Float64Array(states).fill(INF);
        this.curList = new Int32Array(states);
      }
      const words = (states + 31) >>> 5;
      if (this.reached.length < words) {
        this.reached = new Int32Array(words);
        this.marked = new Int32Array((words + 31) >>> 5);
      }
      const L = b - a + 1;
      if (this.back.length < states * L) {
        this.back = new Int32Array(states * L);
        this.choice = new Int16Array(states * L);
      }
      let cur = this.cur;
      let nxt = this.nxt;
      const curList = this.curList;
      const reached = this.reached;
      const marked = this.marked;
      const markWords = (words + 31) >>> 5;
      /** Marks state j as reached on the next day. */
      const mark = (j: number): void => {
        reached[j >>> 5]! |= 1 << (j & 31);
        marked[j >>> 10]! |= 1 << ((j >>> 5) & 31);
      };
      /** The states marked in `reached`, into curList in increasing order, clearing the marks. */
      const collect = (): number => {
        let n = 0;
        for (let mw = 0; mw < markWords; mw++) {
          let wordBits = marked[mw]!;
          if (wordBits === 0) continue;
          marked[mw] = 0;
          while (wordBits !== 0) {
            const lowWord = wordBits & -wordBits;
            wordBits ^= lowWord;
            const wd = (mw << 5) + 31 - Math.clz32(lowWord);
            let bits = reached[wd]!;
            reached[wd] = 0;
            const at = wd << 5;
            while (bits !== 0) {
              const low = bits & -bits;
              curList[n++] = at + 31 - Math.clz32(low);
              bits ^= low;
            }
          }
        }
        return n;
      };
      const back = this.back;
      const choice = this.choice;
      // A call given up midway leaves costs and marks behind.
      if (!this.clean) {
        this.cur.fill(INF);
        this.nxt.fill(INF);
        reached.fill(0);
        marked.fill(0);
      }
      this.clean = false;
      const bound = prune ? boundFor() : undefined;

      // Only reachable states are expanded (a list per day): most of the state space is out of reach on
      // a given day (minutes and counts grow together), and scanning it dominated the DP's time. The list
      // is in index order (from a bitmap, cheaper than sorting): reads of today's costs run forward, and
      // among equally cheap ways into a state the first, from the lowest state, wins.
      // Entry: the block ending the day before the window (its true length, capped).
      const vp = a > 0 ? roster[r0 + a - 1]! : OFF;
      let rp = 0;
      if (a > 0) while (rp < a && rp < Rn && sameType(roster[r0 + a - 1 - rp]!, vp)) rp++;
      for (const v of vals[a]!) {
        let x = this.cell[a * W + v + 1]!;
        let r = 1;
        if (a > 0) {
          x += pairC[(vp + 1) * W + v + 1]!;
          if (sameType(vp, v)) {
            r = rp + 1;
            if (r > Rn) {
              x += vp >= 0 ? rSlopeW : rSlopeO;
              r = Rn;
            }
          } else x += seqCost(vp >= 0, rp, rp === a, false);
        }
        let w = (v >= 0 && c.weekendOf[a]! >= 0 && !pre[a] ? 1 : 0) - (wTrusted ? oldWk[1]! - wOff : 0);
        if (w < 0 || (wTrusted && w >= Wn)) continue;
        if (w >= Wn) {
          x += wSlope * (w - Wn + 1);
          w = Wn - 1;
        }
        let m = minU[v + 1]! - (trusted ? oldMin[1]! - off0 : 0);
        if (m < 0 || (trusted && m >= Mn)) continue;
        if (m >= Mn) {
          x += mSlope * (m - Mn + 1);
          m = Mn - 1;
        }
        x += kAdd[(v + 1) * Kn]!;
        const i = clsOf[v + 1]! * sC + (r - 1) * sR + w * sW + m * sM + kTo[(v + 1) * Kn]!;
        if (x < cur[i]!) {
          if (cur[i] === INF) mark(i);
          cur[i] = x;
          back[i] = -1;
          choice[i] = v;
        }
      }
      let curN = collect();
      const closeTab = new Float64Array(nCls * Rn);
      for (let d = a + 1; d <= b; d++) {
        const bk = (d - a) * states;
        const sameWeekend = c.weekendOf[d]! >= 0 && c.weekendOf[d - 1] === c.weekendOf[d];
        const isWeekend = c.weekendOf[d]! >= 0;
        const vs = vals[d]!;
        const nvs = vs.length;
        const mShift = trusted ? oldMin[d - a + 1]! - oldMin[d - a]! : 0;
        const wShift = wTrusted ? oldWk[d - a + 1]! - oldWk[d - a]! : 0;
        // Per-candidate constants of this day, hoisted out of the state loop.
        for (let k = 0; k < nvs; k++) {
          const v2 = vs[k]!;
          candCell[k] = this.cell[d * W + v2 + 1]!;
          candMin[k] = minU[v2 + 1]! - mShift;
          candWk[k] = v2 >= 0 && isWeekend && !pre[d] ? 1 : 0;
          candCls[k] = clsOf[v2 + 1]! * sC;
          candBound[k] = clsOf[v2 + 1]! * Rn * Mn;
        }
        // Each of today's groups' cheapest member after each state class.
        const nGroups = groupCount(vs);
        for (let c1 = 0; c1 < nCls; c1++) cheapestOfGroups(d, vs, c1);
        // Cost of closing the block before today (a change of work / off); r === d: it began on day 0.
        for (let c1 = 0; c1 < nCls; c1++) {
          const work1 = clsRep[c1]! >= 0;
          for (let r = 1; r <= Rn; r++)
            closeTab[c1 * Rn + r - 1] =
              r === d ? seqCost(work1, r, true, false) : work1 ? endW[r]! : endO[r]!;
        }
        const bDay = (d - 1 - a) * nCls * Rn * Mn;
        const cut = wantBelow - tailMin + boundCut[d - 1 - a]!;
        // Today's states that cannot end below `wantBelow` are not written at all (a third of the states
        // reached would be dropped on the next day, after their marks, writes and collection).
        const bToday = (d - a) * nCls * Rn * Mn;
        const cutToday = wantBelow - tailMin + boundCut[d - a]!;
        for (let p = 0; p < curN; p++) {
          const i = curList[p]!;
          const base = cur[i]!;
          // The state's parts, from its index (class, block length, weekends, minutes, counts).
          const iM = quotient(i, invKn);
          const kk = i - iM * Kn;
          const iW = quotient(iM, invMn);
          const m = iM - iW * Mn;
          const rest = quotient(iW, invWn);
          const w = iW - rest * Wn;
          const c1 = quotient(rest, invRn);
          const rIdx = rest - c1 * Rn;
          // States that cannot end below `wantBelow` are not expanded.
          if (bound && base + bound[bDay + rest * Mn + m]! >= cut) continue;
          spent += nGroups;
          const v1 = clsRep[c1]!;
          const work1 = v1 >= 0;
          const pairRow = (v1 + 1) * W;
          const close = closeTab[rest]!;
          const rSame = Math.min(rIdx + 2, Rn);
          const slopeSame = rIdx + 2 > Rn ? (work1 ? rSlopeW : rSlopeO) : 0;
          const bestRow = c1 * W;
          for (let g = 0; g < nGroups; g++) {
            const k = groupBest[bestRow + g]!;
            const v2 = vs[k]!;
            const work2 = v2 >= 0;
            let x = base + candCell[k]! + pairC[pairRow + v2 + 1]!;
            let r2: number;
            if (work1 === work2) {
              r2 = rSame;
              x += slopeSame;
            } else {
              x += close;
              r2 = 1;
            }
            let w2 = w + (candWk[k]! && !(sameWeekend && work1) ? 1 : 0) - wShift;
            if (wTrusted && (w2 < 0 || w2 >= Wn)) continue;
            if (w2 >= Wn) {
              x += wSlope;
              w2 = Wn - 1;
            }
            let m2 = m + candMin[k]!;
            if (trusted && (m2 < 0 || m2 >= Mn)) continue;
            if (m2 >= Mn) {
              x += mSlope * (m2 - Mn + 1);
              m2 = Mn - 1;
            }
            const t = (v2 + 1) * Kn + kk;
            x += kAdd[t]!;
            const j = candCls[k]! + (r2 - 1) * sR + w2 * sW + m2 * sM + kTo[t]!;
            const old = nxt[j]!;
            if (x < old) {
              if (bound && x + bound[bToday + candBound[k]! + (r2 - 1) * Mn + m2]! >= cutToday) continue;
              if (old === INF) mark(j);
              nxt[j] = x;
              back[bk + j] = i;
              choice[bk + j] = v2;
            }
          }
        }
        if (spent > this.workCap) return false;
        // Today's states become yesterday's: the old costs are cleared for reuse.
        for (let p = 0; p < curN; p++) cur[curList[p]!] = INF;
        const tmp = cur;
        cur = nxt;
        nxt = tmp;
        curN = collect();
      }
      // Exit: close the last block, merging with the block that starts after the window.
      let best = INF;
      let bestI = -1;
      for (let p = 0; p < curN; p++) {
        const i = curList[p]!;
        const base = cur[i]!;
        const iM = quotient(i, invKn);
        const kk = i - iM * Kn;
        const iW = quotient(iM, invMn);
        const m = iM - iW * Mn;
        const rest = quotient(iW, invWn);
        const w = iW - rest * Wn;
        // What is left of the index is class * Rn + block length - 1, the exit table's index.
        const x = base + wCost[w]! + mCost[m]! + kEnd[kk]! + exitTab[rest]!;
        // Pruned, only answers below `wantBelow` are taken: which others got through would depend on how
        // tight the bound was (a cached one is looser).
        if (bound && x >= wantBelow) continue;
        if (x < best || (x === best && i < bestI)) {
          best = x;
          bestI = i;
        }
      }
      // The last day's costs are cleared for the next pass (`nxt` was cleared day by day).
      for (let p = 0; p < curN; p++) cur[curList[p]!] = INF;
      this.clean = true;
      // Nothing below `wantBelow` at this pass's prices: the best of the earlier passes, if any.
      if (bestI < 0) {
        if (bestExact < INF) break;
        return false;
      }
      let i = bestI;
      for (let d = b; d >= a; d--) {
        out[d - a] = choice[(d - a) * states + i]!;
        i = back[(d - a) * states + i]!;
      }
      // Counters priced linearly can make an answer worse than it looks (a type pushed past its cap), so
      // every pass is priced exactly and the best one is returned.
      let exact: number;
      if (this.coverPrice) {
        st.evalPersonChange(s, a, b, out);
        exact = st.dHard * Wh + st.dSoft;
        for (let d = a; d <= b; d++) {
          const v = out[d - a]!;
          if (v >= 0) for (const t of c.values[v]!) exact -= this.coverPrice[d * T + t]!;
        }
      } else {
        st.evalChange(s, a, b, out);
        exact = st.dHard * Wh + st.dSoft;
      }
      if (exact < bestExact) {
        bestExact = exact;
        this.bestOut.set(out.subarray(0, b - a + 1));
      }
      if (pass >= passes - 1) break;
      // Re-price the counters. First pass: the secant over the change the answer made (exact for costs
      // linear over that range). Later passes: geometric bisection between the prices known to be too low
      // (the answer went past where its marginal cost exceeds the price) and too high; hard caps need this,
      // as their right price is the soft value of the shifts they cap, far below the hard weight.
      let again = false;
      for (const g of priced) {
        const k = st.chanCons[g]!;
        const ch = st.chanIdx[g]!;
        let dx = 0;
        for (let d = a; d <= b; d++)
          dx += k.contribution(c, s, ch, out[d - a]!) - k.contribution(c, s, ch, roster[r0 + d]!);
        const x = st.totals[s * st.G + g]!;
        const lam = this.lambda[g]!;
        if (pass === 0) {
          this.lo[g] = 0;
          this.hi[g] = INF;
        }
        const x1 = x + dx;
        const under = (k.cost(c, s, ch, x1) - k.cost(c, s, ch, x1 - 1)) * h(k);
        const over = (k.cost(c, s, ch, x1 + 1) - k.cost(c, s, ch, x1)) * h(k);
        const tooLow = lam < under - 1e-9;
        const tooHigh = lam > over + 1e-9;
        if (tooLow) this.lo[g] = Math.max(this.lo[g]!, lam);
        if (tooHigh) this.hi[g] = Math.min(this.hi[g]!, lam);
        let next = lam;
        // (An answer that leaves the total where it was has no secant: bisection takes over at once.)
        if (pass < SECANT_PASSES && dx !== 0) {
          const secant = ((k.cost(c, s, ch, x + dx) - k.cost(c, s, ch, x)) / dx) * h(k);
          next = pass === 0 ? secant : (secant + lam) / 2;
        } else if (tooLow)
          next = this.hi[g]! < INF ? geoMid(this.lo[g]!, this.hi[g]!) : Math.max(under, 2 * lam);
        else if (tooHigh)
          next = this.lo[g]! > 0 ? geoMid(this.lo[g]!, this.hi[g]!) : Math.max(over, lam / 64);
        if (Math.abs(next - lam) > 1e-9 * Math.max(1, lam)) {
          this.lambda[g] = next;
          again = true;
        }
      }
      if (!again) break;
    }
    out.set(this.bestOut.subarray(0, b - a + 1));
    return true;
  }
}
