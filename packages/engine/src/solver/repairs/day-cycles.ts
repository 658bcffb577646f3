// Exchange cycles within one day. On a day, people trade shift types around a cycle: A takes B's type,
// B takes C's, C takes A's. Every slot keeps its count, so only the people's own costs change (requests,
// type caps, successions with the days either side), and those add up, since a person's rules see only
// their own row. A path instead of a cycle moves one unit of coverage from the slot it leaves to the slot
// it ends on (off is a slot with no requirement). The search reaches two-person trades in one move, but a
// cycle of three or more needs steps that each leave a slot short, which the annealing never accepts once
// cool: on a roster where every slot is exactly staffed, these cycles are how a wanted shift is granted.
//
// The graph has a node per single shift type, one for off, and one (Z) closing paths: the arc u -> w is
// the cheapest move of someone now on u to w; Z -> u prices a unit leaving u, u -> Z a unit joining it.
// Bellman-Ford finds a negative cycle; distinct nodes on it mean distinct people, so its cost is exact.
import { OFF } from '../../score/compile.js';
import type { ScoreState } from '../../score/incremental.js';

const INF = Number.POSITIVE_INFINITY;
/** A cycle must gain more than this to be applied (rounding of fractional costs). */
const GAIN_EPS = 1e-9;

export class DayCycles {
  /** Person evaluations spent so far (for the caller's time sharing). */
  evaluations = 0;
  private readonly n: number;
  private readonly z: number;
  private readonly arc: Float64Array;
  private readonly arcPerson: Int32Array;
  private readonly dist: Float64Array;
  private readonly pred: Int32Array;
  private readonly one = new Int16Array(1);

  constructor(
    private readonly st: ScoreState,
    /** 1 where a cell may change. */
    private readonly free: Uint8Array,
    /** S x (V + 1): value allowed for the person (off at 0). */
    private readonly allowed: Uint8Array,
  ) {
    // Nodes: 0 off, 1 + t the single shift type t (value t), then Z.
    this.z = st.c.T + 1;
    this.n = st.c.T + 2;
    this.arc = new Float64Array(this.n * this.n);
    this.arcPerson = new Int32Array(this.n * this.n);
    this.dist = new Float64Array(this.n);
    this.pred = new Int32Array(this.n);
  }

  /** Fills the arcs for day d from the current roster. */
  private buildArcs(d: number, Wh: number): void {
    const { S, D, T, V } = this.st.c;
    const W = V + 1;
    const { n, z, arc, arcPerson, st } = this;
    arc.fill(INF);
    for (let s = 0; s < S; s++) {
      if (!this.free[s * D + d]) continue;
      const cur = st.roster[s * D + d]!;
      if (cur >= T) continue; // a combined value (a director's double day) is not a single node
      const u = cur + 1;
      for (let w = 0; w <= T; w++) {
        if (w === u || !this.allowed[s * W + w]) continue;
        this.one[0] = w - 1;
        st.evalPersonChange(s, d, d, this.one);
        this.evaluations++;
        const cost = st.dHard * Wh + st.dSoft;
        if (cost < arc[u * n + w]!) {
          arc[u * n + w] = cost;
          arcPerson[u * n + w] = s;
        }
      }
    }
    // Off has no coverage; a type's unit leaving or joining costs its marginal coverage cost.
    arc[z * n] = 0;
    arc[0 * n + z] = 0;
    for (let t = 0; t < T; t++) {
      const count = st.cover[d * T + t]!;
      const here = st.slotCost(d, t, count, Wh);
      if (count > 0) arc[z * n + t + 1] = st.slotCost(d, t, count - 1, Wh) - here;
      arc[(t + 1) * n + z] = st.slotCost(d, t, count + 1, Wh) - here;
    }
  }

  /** A negative cycle of the day's graph as its nodes in order (empty: none). */
  private negativeCycle(): number[] {
    const { n, arc, dist, pred } = this;
    dist.fill(0);
    pred.fill(-1);
    let last = -1;
    for (let round = 0; round < n; round++) {
      last = -1;
      for (let u = 0; u < n; u++)
        for (let w = 0; w < n; w++) {
          const c = arc[u * n + w]!;
          if (c === INF || dist[u]! + c >= dist[w]! - GAIN_EPS) continue;
          dist[w] = dist[u]! + c;
          pred[w] = u;
          last = w;
        }
      if (last < 0) return [];
    }
    // Relaxed in round n: `last` leads back into a cycle within n steps.
    let x = last;
    for (let k = 0; k < n; k++) x = pred[x]!;
    const cycle = [x];
    for (let y = pred[x]!; y !== x; y = pred[y]!) cycle.push(y);
    return cycle.reverse();
  }

  /**
   * Applies the best-found negative cycle of day d, if any, and keeps it when the exact score agrees;
   * returns whether the roster improved.
   */
  improveDay(d: number, Wh: number): boolean {
    const st = this.st;
    const { n, z, arcPerson } = this;
    this.buildArcs(d, Wh);
    const cycle = this.negativeCycle();
    if (cycle.length === 0) return false;
    const before = st.hard * Wh + st.soft;
    const undo: number[] = [];
    for (let k = 0; k < cycle.length; k++) {
      const u = cycle[k]!;
      const w = cycle[(k + 1) % cycle.length]!;
      if (u === z || w === z) continue;
      const s = arcPerson[u * n + w]!;
      undo.push(s, st.roster[s * st.c.D + d]!);
      st.set(s, d, w === 0 ? OFF : w - 1);
    }
    if (undo.length > 0 && st.hard * Wh + st.soft < before - GAIN_EPS) return true;
    for (let k = undo.length - 2; k >= 0; k -= 2) st.set(undo[k]!, d, undo[k + 1]!);
    return false;
  }

  /**
   * Improves day after day, from a random day, until a whole pass over the horizon finds nothing or
   * `budget` person evaluations are spent; returns the cycles applied.
   */
  sweep(Wh: number, budget: number, firstDay = 0): number {
    const D = this.st.c.D;
    const start = this.evaluations;
    let applied = 0;
    let quiet = 0;
    for (let k = 0; quiet < D && this.evaluations - start < budget; k++) {
      const d = (firstDay + k) % D;
      let found = false;
      while (this.evaluations - start < budget && this.improveDay(d, Wh)) {
        applied++;
        found = true;
      }
      quiet = found ? 0 : quiet + 1;
    }
    return applied;
  }
}
