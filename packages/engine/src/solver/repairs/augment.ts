// Augmenting chains for coverage. A short slot Y is filled by a person who gives up one of their shifts X
// (or switches type on Y's day, or simply adds Y); X is then filled by another person who gives up theirs,
// and so on, until a slot is given up whose loss costs less than Y's gain (one that was over-staffed), or
// someone can add a shift without giving one up. This is a shortest path over slots, each arc one
// person's two-cell change priced by the scorer; people and slots are distinct along a path, so the
// person costs add up and the total is exact. Annealing's random chains (cover-chain.ts) stop at three
// links and sample people; this finds the best chain of any length within a budget of evaluations.
import { OFF, staffLimit } from '../../score/compile.js';
import type { ScoreState } from '../../score/incremental.js';

const INF = Number.POSITIVE_INFINITY;
/** Cheapest exchanges a pooled add tries, alone or in pairs. */
const POOL_TRADES = 12;

/** One person's part of a chain: the cells of their row it changes. */
export interface ChainStep {
  readonly s: number;
  readonly days: readonly number[];
  readonly values: readonly number[];
}

export interface AugmentingChain {
  readonly steps: readonly ChainStep[];
  /** Change in weighted cost (negative: an improvement). */
  readonly delta: number;
}

/** Applies a chain to the roster; returns the undo list (person, day, old value) in the order written. */
export function applyChain(st: ScoreState, chain: AugmentingChain): number[] {
  const undo: number[] = [];
  for (const step of chain.steps)
    for (let k = 0; k < step.days.length; k++) {
      const d = step.days[k]!;
      undo.push(step.s, d, st.roster[step.s * st.c.D + d]!);
      st.set(step.s, d, step.values[k]!);
    }
  return undo;
}

export class CoverAugmenter {
  /** Evaluations spent by the last `find` (for the caller's time sharing). */
  evaluations = 0;
  private readonly dist: Float64Array;
  private readonly parent: Int32Array;
  private readonly person: Int32Array;
  /** Day given up on the arc into a slot (-1: none, a same-day switch). */
  private readonly dropDay: Int32Array;
  private readonly depth: Int32Array;
  /** Cost of the arc into a slot (its person's change). */
  private readonly arcCost: Float64Array;
  private readonly nv: Int16Array;
  private readonly queue = new MinHeap();
  /** Each person's minutes and maximum, at the start of a `find`. */
  private readonly minutes: Float64Array;
  private readonly maxMinutes: Float64Array;

  constructor(
    private readonly st: ScoreState,
    private readonly free: Uint8Array,
    /** S x (V + 1): value allowed for the person. */
    private readonly allowed: Uint8Array,
    /** Farthest apart the day given up and the day taken may be (whole horizon if larger). */
    private readonly span = 14,
  ) {
    const n = st.c.D * st.c.T;
    this.dist = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.person = new Int32Array(n);
    this.dropDay = new Int32Array(n);
    this.depth = new Int32Array(n);
    this.arcCost = new Float64Array(n);
    this.nv = new Int16Array(st.c.D);
    this.minutes = new Float64Array(st.c.S);
    this.maxMinutes = new Float64Array(st.c.S);
    for (let p = 0; p < st.c.S; p++)
      this.maxMinutes[p] = staffLimit(st.c, p, 'totalMinutes').hardMax ?? Number.POSITIVE_INFINITY;
  }

  /** Cost of slot `idx` (day x T + type) staffed by n people. */
  private coverCost(idx: number, n: number, Wh: number): number {
    const T = this.st.c.T;
    const d = (idx / T) | 0;
    return this.st.slotCost(d, idx - d * T, n, Wh);
  }

  /** Whether person s or slot x is already on the path that ends at slot y. */
  private onPath(y: number, s: number, x: number): boolean {
    for (let k = y; k >= 0; k = this.parent[k]!) if (k === x || this.person[k] === s) return true;
    return false;
  }

  /**
   * What closing the path that ends at y into a cycle at slot x costs: the arcs from x on, whose people
   * take and give up one shift each, so every slot between keeps its count. INF when x is not on the
   * path or person s is on that part of it (s may be on the part before x: that change is not made).
   */
  private cycleCost(y: number, x: number, s: number): number {
    let sum = 0;
    for (let k = y; k >= 0; k = this.parent[k]!) {
      if (k === x) return sum;
      if (this.person[k] === s) return INF;
      sum += this.arcCost[k]!;
    }
    return INF;
  }

  /** Minutes of everyone, and per (day, value) who works it with minutes to spare (`holders`). */
  private findHolders(): void {
    const { S, D, V } = this.st.c;
    const roster = this.st.roster;
    const lists: number[][] = Array.from({ length: D * V }, () => []);
    for (let p = 0; p < S; p++) {
      let m = 0;
      for (let d = 0; d < D; d++) m += this.st.c.valMinutes[roster[p * D + d]! + 1]!;
      this.minutes[p] = m;
      if (m >= this.maxMinutes[p]!) continue;
      for (let d = 0; d < D; d++) {
        const v = roster[p * D + d]!;
        if (v >= 0 && this.free[p * D + d]) lists[d * V + v]!.push(p);
      }
    }
    this.holders = lists;
  }

  private holders: number[][] = [];

  /** Cost of person s's row with `values` on `days` (INF if it breaks a hard rule). */
  private evalRow(s: number, days: readonly number[], values: readonly number[], Wh: number): number {
    this.evaluations++;
    const st = this.st;
    const D = st.c.D;
    let a = D;
    let b = -1;
    for (const d of days) {
      a = Math.min(a, d);
      b = Math.max(b, d);
    }
    for (let d = a; d <= b; d++) this.nv[d - a] = st.roster[s * D + d]!;
    for (let k = 0; k < days.length; k++) this.nv[days[k]! - a] = values[k]!;
    st.evalPersonChange(s, a, b, this.nv);
    return st.dHard > 0 ? INF : st.dHard * Wh + st.dSoft;
  }

  /**
   * Exchanges person s could make: on day e they work a shorter type than their own, which a person with
   * minutes to spare, working that type that day, takes from them for theirs (every slot keeps its count).
   * Cheapest first, the partners' costs evaluated on the roster at the start of the `find`.
   */
  private tradesOf(s: number, Wh: number): readonly Trade[] {
    const known = this.trades[s];
    if (known) return known;
    const st = this.st;
    const c = st.c;
    const { D, V } = c;
    const W = V + 1;
    const found: Trade[] = [];
    for (let e = 0; e < D; e++) {
      const w = st.roster[s * D + e]!;
      if (w < 0 || !this.free[s * D + e] || c.values[w]!.length > 1) continue;
      for (let v = 0; v < V; v++) {
        const gain = c.valMinutes[w + 1]! - c.valMinutes[v + 1]!;
        if (gain <= 0 || !this.allowed[s * W + v + 1] || c.values[v]!.length > 1) continue;
        for (const q of this.holders[e * V + v]!) {
          if (q === s || !this.allowed[q * W + w + 1] || this.minutes[q]! + gain > this.maxMinutes[q]!)
            continue;
          const cost = this.evalRow(q, [e], [w], Wh);
          if (cost < INF) found.push({ e, short: v, long: w, q, gain, cost });
        }
      }
    }
    found.sort((x, z) => x.cost - z.cost);
    this.trades[s] = found;
    return found;
  }

  private trades: (readonly Trade[] | undefined)[] = [];

  /**
   * Person s adding slot y, which takes them `over` minutes past their maximum, made possible by one or two exchanges (`tradesOf`) on other days with people not on y's path. On tight
   * rosters the unused minutes lie in pieces too small for a shift; this joins them. Best under `limit`.
   */
  private pooled(
    s: number,
    y: number,
    over: number,
    Wh: number,
    limit: number,
  ): { cost: number; steps: ChainStep[] } | null {
    const T = this.st.c.T;
    const dy = (y / T) | 0;
    const usable: Trade[] = [];
    for (const x of this.tradesOf(s, Wh)) {
      if (x.cost >= limit || x.e === dy || this.onPath(y, x.q, -2)) continue;
      usable.push(x);
      if (usable.length === POOL_TRADES) break;
    }
    let best: { cost: number; steps: ChainStep[] } | null = null;
    const consider = (picked: readonly Trade[]): void => {
      const partners = picked.reduce((sum, x) => sum + x.cost, 0);
      if (partners >= limit || (best && partners >= best.cost)) return;
      const ownDays = [dy, ...picked.map((x) => x.e)];
      const ownValues = [y - dy * T, ...picked.map((x) => x.short)];
      const cost = this.evalRow(s, ownDays, ownValues, Wh) + partners;
      if (cost < limit && (!best || cost < best.cost))
        best = {
          cost,
          steps: [
            { s, days: ownDays, values: ownValues },
            ...picked.map((x) => ({ s: x.q, days: [x.e], values: [x.long] })),
          ],
        };
    };
    for (const x of usable) if (x.gain >= over) consider([x]);
    for (let i = 0; i < usable.length; i++)
      for (let j = i + 1; j < usable.length; j++) {
        const x = usable[i]!;
        const z = usable[j]!;
        if (x.e !== z.e && x.q !== z.q && x.gain < over && z.gain < over && x.gain + z.gain >= over)
          consider([x, z]);
      }
    return best;
  }

  /**
   * The best improving chain from the current roster (hard rules kept: a step may not add a hard
   * penalty), or null. `maxLinks` bounds the people on a chain, `budget` the person evaluations;
   * `cycles`: whether a path may also close into a cycle.
   */
  find(Wh: number, maxLinks: number, budget: number, cycles = true, pool = true): AugmentingChain | null {
    const st = this.st;
    const c = st.c;
    const { S, D, T } = c;
    const W = c.V + 1;
    const n = D * T;
    const roster = st.roster;
    const { dist, parent, person, dropDay, depth, arcCost } = this;
    dist.fill(INF);
    parent.fill(-1);
    person.fill(-1);
    this.evaluations = 0;
    this.trades = [];
    if (pool) this.findHolders();
    // Best-first, label-correcting search from every slot one more person may take without a hard
    // penalty: a short slot gains; an exactly staffed one costs a little, which a chain that grants
    // requests on the way can repay.
    const queue = this.queue;
    queue.clear();
    for (let y = 0; y < n; y++) {
      const gain = this.coverCost(y, st.cover[y]! + 1, Wh) - this.coverCost(y, st.cover[y]!, Wh);
      if (gain < Wh) {
        dist[y] = gain;
        depth[y] = 0;
        queue.push(gain, y);
      }
    }
    let best = -1e-9;
    let bestEnd = -1;
    /** Ends a chain at slot x (x gives up one person); or these steps add x (a pure add, maybe pooled). */
    let bestAdd: ChainStep[] | null = null;
    /** Or a cycle, its steps taken when found (the labels of the path may change later). */
    let bestCycle: ChainStep[] | null = null;
    const link = (s: number, day: number, y: number): ChainStep => {
      const dy = (y / T) | 0;
      return day < 0 ? { s, days: [dy], values: [y % T] } : { s, days: [day, dy], values: [OFF, y % T] };
    };
    const cellDays = [0, 0];
    const cellValues = [0, 0];
    const evalCells = (s: number, d1: number, v1: number, d2: number, v2: number): number => {
      cellDays[0] = d1;
      cellDays[1] = d2;
      cellValues[0] = v1;
      cellValues[1] = v2;
      return this.evalRow(s, cellDays, cellValues, Wh);
    };
    /** Person s takes y and gives up x; `onPath`: s already changes on y's path (only a cycle may follow). */
    const relax = (y: number, x: number, s: number, day: number, onPath: boolean): void => {
      // Back to a slot on the path: from there on every slot keeps its count, so the cycle costs only
      // what its people pay (how requests are granted when every slot is exactly staffed).
      const segment = cycles ? this.cycleCost(y, x, s) : INF;
      if (onPath && segment === INF) return;
      const dy = (y / T) | 0;
      const cost = evalCells(s, day < 0 ? dy : day, day < 0 ? y % T : OFF, dy, y % T);
      if (cost === INF) return;
      if (segment < INF) {
        if (segment + cost < best) {
          best = segment + cost;
          bestEnd = -1;
          bestAdd = null;
          bestCycle = [link(s, day, y)];
          for (let k = y; k !== x; k = parent[k]!) bestCycle.push(link(person[k]!, dropDay[k]!, parent[k]!));
        }
        return;
      }
      const dx = dist[y]! + cost;
      if (dx >= dist[x]! || this.onPath(y, s, x)) return;
      dist[x] = dx;
      parent[x] = y;
      person[x] = s;
      dropDay[x] = day;
      arcCost[x] = cost;
      depth[x] = depth[y]! + 1;
      const end = dx + this.coverCost(x, st.cover[x]! - 1, Wh) - this.coverCost(x, st.cover[x]!, Wh);
      if (end < best) {
        best = end;
        bestEnd = x;
        bestAdd = null;
        bestCycle = null;
      }
      if (depth[x]! < maxLinks) queue.push(dx, x);
    };
    while (queue.size > 0 && this.evaluations < budget) {
      const key = queue.topKey();
      const y = queue.pop();
      if (key > dist[y]!) continue; // a stale entry: y was reached more cheaply since
      const dy = (y / T) | 0;
      const ty = y - dy * T;
      const base = dist[y]!;
      for (let s = 0; s < S; s++) {
        const cell = s * D + dy;
        if (!this.free[cell] || !this.allowed[s * W + ty + 1]) continue;
        const cur = roster[cell]!;
        if (cur === ty || (cur >= 0 && c.values[cur]!.length > 1)) continue;
        const onPath = this.onPath(y, s, -2);
        if (onPath && !cycles) continue;
        if (cur >= 0) {
          relax(y, dy * T + cur, s, -1, onPath);
          continue;
        }
        if (onPath) {
          // Only closing a cycle, by giving up a shift on the path.
          for (let d1 = 0; d1 < D; d1++) {
            const w = roster[s * D + d1]!;
            if (d1 !== dy && w >= 0 && this.free[s * D + d1] && c.values[w]!.length === 1)
              relax(y, d1 * T + w, s, d1, true);
          }
          continue;
        }
        const add = evalCells(s, dy, ty, dy, ty);
        if (base + add < best) {
          best = base + add;
          bestEnd = y;
          bestAdd = [{ s, days: [dy], values: [ty] }];
          bestCycle = null;
        } else if (add === INF && pool) {
          // Only the maximum minutes in the way: s may trade long shifts for others' short ones first.
          const over = this.minutes[s]! + c.valMinutes[ty + 1]! - this.maxMinutes[s]!;
          if (over > 0 && st.dHard <= Math.ceil(over / 60)) {
            const pooled = this.pooled(s, y, over, Wh, best - base);
            if (pooled) {
              best = base + pooled.cost;
              bestEnd = y;
              bestAdd = pooled.steps;
              bestCycle = null;
            }
          }
        }
        const lo = D - 1 <= this.span * 2 ? 0 : Math.max(0, dy - this.span);
        const hi = D - 1 <= this.span * 2 ? D - 1 : Math.min(D - 1, dy + this.span);
        for (let d1 = lo; d1 <= hi; d1++) {
          const w = roster[s * D + d1]!;
          if (d1 === dy || w < 0 || !this.free[s * D + d1] || c.values[w]!.length > 1) continue;
          relax(y, d1 * T + w, s, d1, false);
        }
      }
    }
    const cycle = bestCycle as ChainStep[] | null;
    if (cycle) return { steps: cycle, delta: best };
    if (bestEnd < 0) return null;
    const steps: ChainStep[] = [];
    const chosenAdd = bestAdd as ChainStep[] | null;
    if (chosenAdd) steps.push(...chosenAdd);
    for (let x = bestEnd; parent[x]! >= 0; x = parent[x]!)
      steps.push(link(person[x]!, dropDay[x]!, parent[x]!));
    return { steps, delta: best };
  }
}

/** Binary min-heap of (key, slot) pairs. */
class MinHeap {
  private keys: number[] = [];
  private items: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  clear(): void {
    this.keys.length = 0;
    this.items.length = 0;
  }

  topKey(): number {
    return this.keys[0]!;
  }

  push(key: number, item: number): void {
    const { keys, items } = this;
    let i = keys.length;
    keys.push(key);
    items.push(item);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p]! <= key) break;
      keys[i] = keys[p]!;
      items[i] = items[p]!;
      i = p;
    }
    keys[i] = key;
    items[i] = item;
  }

  /** Removes and returns the item with the smallest key. */
  pop(): number {
    const { keys, items } = this;
    const top = items[0]!;
    const key = keys.pop()!;
    const item = items.pop()!;
    const n = keys.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const m = r < n && keys[r]! < keys[l]! ? r : l;
      if (keys[m]! >= key) break;
      keys[i] = keys[m]!;
      items[i] = items[m]!;
      i = m;
    }
    keys[i] = key;
    items[i] = item;
    return top;
  }
}

/** An exchange of types on day e: the person works `short` and partner q `long` instead of `short`. */
interface Trade {
  readonly e: number;
  readonly short: number;
  readonly long: number;
  readonly q: number;
  /** Minutes the person gives up. */
  readonly gain: number;
  /** Change in the partner's cost. */
  readonly cost: number;
}
