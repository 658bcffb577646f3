// Ejection chain for a short coverage slot. When everyone who could fill a slot sits at a limit (total
// minutes, shifts of a type, consecutive days), filling it only pays if the taker gives up another shift
// and someone else takes that one: no single change sees that, since each step alone just moves the
// shortage. The chain: the cheapest of a few eligible people takes the slot; if dropping one of their
// other shifts then pays (it repairs the limit the slot broke), they drop the best one, and its slot, if
// now short, is the next to fill. The whole chain is accepted or undone as one move.
import { type Compiled, OFF } from '../../score/compile.js';
import type { ScoreState } from '../../score/incremental.js';
import type { Random } from '../random.js';

/** People sampled as takers at each link. */
const TAKER_SAMPLE = 12;
/** Days either side of the taken slot where a shift to drop is looked for. */
const DROP_RADIUS = 14;
/** Random days further away also tried, on a longer horizon. */
const FAR_DROPS = 16;

export class CoverChain {
  private readonly c: Compiled;
  /** Undo log: cell (person x D + day) and its value before the chain. */
  private readonly undoCell: Int32Array;
  private readonly undoValue: Int16Array;
  private readonly one = new Int16Array(1);
  private readonly used: Int32Array;
  /** Best drop found by `tryDrop` for the current link (day, or -1) and its cost. */
  private dropDay = -1;
  private dropCost = 0;
  tried = 0;
  accepted = 0;

  constructor(
    private readonly st: ScoreState,
    /** 1 where a cell may change (not locked, not on approved leave). */
    private readonly free: Uint8Array,
    /** Person x value (+1, OFF at 0) allowed. */
    private readonly allowed: Uint8Array,
    private readonly rng: Random,
    /** Most people a chain involves. */
    private readonly maxLinks: number,
  ) {
    this.c = st.c;
    this.undoCell = new Int32Array(2 * maxLinks);
    this.undoValue = new Int16Array(2 * maxLinks);
    this.used = new Int32Array(maxLinks);
  }

  /**
   * Runs one chain from a random short slot under the annealing rule (hard units weigh Wh); the state is
   * left changed only when the chain is accepted. Returns whether it was.
   */
  run(Wh: number, temperature: number): boolean {
    const { S, D, T, coverRequired } = this.c;
    const st = this.st;
    const r = st.roster;
    const W = this.c.V + 1;
    let d = -1;
    let t = -1;
    for (let k = 0; k < 16; k++) {
      const i = this.rng.int(D * T);
      if (st.cover[i]! < coverRequired[i]!) {
        d = (i / T) | 0;
        t = i - d * T;
        break;
      }
    }
    if (t < 0) return false;
    this.tried++;
    const startCost = st.hard * Wh + st.soft;
    let undo = 0;
    let links = 0;
    while (links < this.maxLinks) {
      // The cheapest of a sample of eligible takers (not anyone already in the chain).
      let taker = -1;
      let takerCost = Number.POSITIVE_INFINITY;
      this.one[0] = t;
      for (let k = 0; k < TAKER_SAMPLE; k++) {
        const s = this.rng.int(S);
        const i = s * D + d;
        if (!this.free[i] || !this.allowed[s * W + t + 1] || r[i] === t || this.inChain(s, links)) continue;
        // Stopped early: no cheaper than the cheapest so far.
        if (!st.evalChangeBelow(s, d, d, this.one, Wh, takerCost)) continue;
        const cost = st.dHard * Wh + st.dSoft;
        if (cost < takerCost) {
          takerCost = cost;
          taker = s;
        }
      }
      if (taker < 0) break;
      this.apply(taker * D + d, t, undo++);
      this.used[links++] = taker;
      if (links >= this.maxLinks) break;
      // Does giving up one of the taker's other shifts pay? Drop the best such one: near the slot (where
      // consecutive-day rules bite) or, on a long horizon, on a few random days (horizon-wide totals).
      this.one[0] = OFF;
      this.dropDay = -1;
      this.dropCost = 0;
      const e0 = Math.max(0, d - DROP_RADIUS);
      const e1 = Math.min(D - 1, d + DROP_RADIUS);
      for (let e = e0; e <= e1; e++) this.tryDrop(taker, e, d, Wh);
      if (e1 - e0 + 1 < D) for (let k = 0; k < FAR_DROPS; k++) this.tryDrop(taker, this.rng.int(D), d, Wh);
      const dropDay = this.dropDay;
      if (dropDay < 0) break;
      const dropped = r[taker * D + dropDay]!;
      this.apply(taker * D + dropDay, OFF, undo++);
      // The next link fills the slot the drop left short, if it did leave one.
      d = dropDay;
      t = -1;
      for (const u of this.c.values[dropped]!)
        if (st.cover[d * T + u]! < coverRequired[d * T + u]!) {
          t = u;
          break;
        }
      if (t < 0) break;
    }
    const delta = st.hard * Wh + st.soft - startCost;
    if (undo > 0 && (delta <= 0 || (temperature > 0 && this.rng.next() < Math.exp(-delta / temperature)))) {
      this.accepted++;
      return true;
    }
    for (let k = undo - 1; k >= 0; k--) this.apply(this.undoCell[k]!, this.undoValue[k]!, -1);
    return false;
  }

  /** Prices giving up person s's shift on day e (not the taken day d); keeps the best in dropDay. */
  private tryDrop(s: number, e: number, d: number, Wh: number): void {
    const st = this.st;
    const i = s * this.c.D + e;
    if (e === d || !this.free[i] || st.roster[i]! < 0) return;
    if (!st.evalChangeBelow(s, e, e, this.one, Wh, this.dropCost)) return;
    const cost = st.dHard * Wh + st.dSoft;
    if (cost < this.dropCost) {
      this.dropCost = cost;
      this.dropDay = e;
    }
  }

  private inChain(s: number, links: number): boolean {
    for (let k = 0; k < links; k++) if (this.used[k] === s) return true;
    return false;
  }

  /** Sets one cell (person x D + day), remembering its old value in undo slot k unless k < 0. */
  private apply(cell: number, v: number, k: number): void {
    const st = this.st;
    const D = this.c.D;
    const s = (cell / D) | 0;
    const d = cell - s * D;
    if (k >= 0) {
      this.undoCell[k] = cell;
      this.undoValue[k] = st.roster[cell]!;
    }
    this.one[0] = v;
    st.evalChange(s, d, d, this.one);
    st.commitChange(s, d, d, this.one);
  }
}
