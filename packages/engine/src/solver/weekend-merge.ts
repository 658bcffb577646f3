// Merging one-day weekends. Where everyone works as many weekends as allowed (Curtois-Qu's Instance19 and
// 22: every person at the limit, nearly every missing slot on a weekend), a person who works one day of a
// weekend spends a whole weekend of their allowance on one slot. Two such people on complementary days of
// one weekend can merge: p takes q's shift, and q has a weekend free to place where slots are missing. No
// single move gets there: q's row alone loses a covered slot for each one it gains, and the merge also
// breaks both people's totals and blocks, which only a re-plan of both rows mends. So the move is the
// merge plus a row DP (row-dp.ts) re-plan of q and then p over a window around the day, with that day held,
// judged as one move under the annealing rule. Tried on every such pair of finished 60-s rosters of
// Instance22 and 24 (whole-horizon re-plans), it gains 665 and 459; inside runs the gain is not told from
// noise, so the search leaves it off by default (`mergeShare`; docs/decisions/0038).
import { OFF } from '../score/compile.js';
import type { ScoreState } from '../score/incremental.js';
import type { Random } from './random.js';
import type { RowOptimizer } from './row-dp.js';

/** Random (person, weekend) draws before a merge move gives up: one-day weekends are a few percent. */
const FIND_TRIES = 20;
/** Shortest window a re-plan shrinks to when the DP's budget refuses a longer one. */
const MIN_WINDOW = 14;

/** How the row DP re-plans a row inside a merge (search.ts's routine settings). */
export interface MergeDp {
  readonly budget: number;
  readonly minuteTrust: number;
  readonly weekendTrust: number;
  readonly passes: number;
}

export class WeekendMerge {
  tried = 0;
  accepted = 0;
  /** Each weekend's days (weekendOf). */
  private readonly weekendDays: Int32Array[];
  private readonly saveP: Int16Array;
  private readonly saveQ: Int16Array;
  private readonly rowBuf: Int16Array;

  constructor(
    private readonly st: ScoreState,
    /** The search's movable cells; a merge holds its day by clearing them for the re-plans. */
    private readonly free: Uint8Array,
    /** S x (V + 1): value allowed for the person. */
    private readonly allowed: Uint8Array,
    private readonly rowOpt: RowOptimizer,
    private readonly rng: Random,
    /** Days of the window the two rows are re-planned over. */
    private readonly window: number,
  ) {
    const { D, weekendCount } = st.c;
    const lists: number[][] = Array.from({ length: weekendCount }, () => []);
    for (let d = 0; d < D; d++) if (st.c.weekendOf[d]! >= 0) lists[st.c.weekendOf[d]!]!.push(d);
    this.weekendDays = lists.map((l) => Int32Array.from(l));
    this.saveP = new Int16Array(D);
    this.saveQ = new Int16Array(D);
    this.rowBuf = new Int16Array(D);
  }

  /**
   * Finds a pair and merges them under the annealing rule (hard units weigh Wh). Returns undefined when
   * no pair was found, else whether the move was kept.
   */
  run(Wh: number, temperature: number, dp: MergeDp): boolean | undefined {
    const pair = this.findPair();
    if (!pair) return undefined;
    return this.merge(pair.p, pair.q, pair.y, Wh, temperature, dp);
  }

  /**
   * p works part of a weekend and is off on its day y; q works y and no other day of that weekend, and p
   * may take q's value.
   */
  private findPair(): { p: number; q: number; y: number } | undefined {
    const { S, D, weekendCount: WC, V } = this.st.c;
    if (WC === 0 || S < 2) return undefined;
    const st = this.st;
    const r = st.roster;
    for (let k = 0; k < FIND_TRIES; k++) {
      const p = this.rng.int(S);
      const w = this.rng.int(WC);
      const days = this.weekendDays[w]!;
      const worked = st.weekendDays[p * WC + w]!;
      if (worked === 0 || worked === days.length) continue;
      const y = days[this.rng.int(days.length)]!;
      if (r[p * D + y]! !== OFF || !this.free[p * D + y]) continue;
      let x = this.rng.int(S);
      for (let n = 0; n < S; n++, x++) {
        if (x === S) x = 0;
        const v = r[x * D + y]!;
        if (x === p || v < 0 || st.weekendDays[x * WC + w] !== 1 || !this.free[x * D + y]) continue;
        if (this.allowed[p * (V + 1) + v + 1]) return { p, q: x, y };
      }
    }
    return undefined;
  }

  private merge(p: number, q: number, y: number, Wh: number, temperature: number, dp: MergeDp): boolean {
    const { D } = this.st.c;
    const st = this.st;
    const before = st.hard * Wh + st.soft;
    this.saveP.set(st.roster.subarray(p * D, p * D + D));
    this.saveQ.set(st.roster.subarray(q * D, q * D + D));
    this.tried++;
    st.set(p, y, st.roster[q * D + y]!);
    st.set(q, y, OFF);
    // Both hold y while their rows are re-planned: q first, to place the weekend it has free.
    this.free[p * D + y] = 0;
    this.free[q * D + y] = 0;
    this.replan(q, y, Wh, dp);
    this.replan(p, y, Wh, dp);
    this.free[p * D + y] = 1;
    this.free[q * D + y] = 1;
    const delta = st.hard * Wh + st.soft - before;
    if (delta <= 0 || (temperature > 0 && this.rng.next() < Math.exp(-delta / temperature))) {
      this.accepted++;
      return true;
    }
    this.setRow(p, this.saveP);
    this.setRow(q, this.saveQ);
    return false;
  }

  /** Re-plans person s over a window around day y (shorter when the DP's budget refuses it). */
  private replan(s: number, y: number, Wh: number, dp: MergeDp): void {
    const D = this.st.c.D;
    for (let L = Math.min(D, this.window); ; L = Math.max(MIN_WINDOW, Math.floor(L * 0.7))) {
      const a = Math.max(0, Math.min(D - L, y - (L >> 1) + this.rng.int(7) - 3));
      const b = a + L - 1;
      if (
        this.rowOpt.optimize(s, Wh, this.rowBuf, a, b, dp.budget, dp.minuteTrust, dp.weekendTrust, dp.passes)
      ) {
        this.st.evalChange(s, a, b, this.rowBuf);
        this.st.commitChange(s, a, b, this.rowBuf);
        return;
      }
      if (L <= MIN_WINDOW) return;
    }
  }

  private setRow(s: number, row: Int16Array): void {
    const D = this.st.c.D;
    this.st.evalChange(s, 0, D - 1, row);
    this.st.commitChange(s, 0, D - 1, row);
  }
}
