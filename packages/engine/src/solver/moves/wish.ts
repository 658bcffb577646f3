// The wish move's side: which cells hold a wish (a value costs more than the cell's lowest), someone with
// a wish not granted, and someone whose value that day suits them better and who may take theirs. The
// move itself (an exchange of a block of days around the wish) is the search's (search.ts).
import type { ScoreState } from '../../score/incremental.js';
import type { Random } from '../random.js';

/** Samples of the wish cells before a wish move is given up (most wishes are granted late in a run). */
const WISH_TRIES = 8;

/** The free cells whose soft cost varies with an allowed value, and the lowest soft cost of each. */
function wishCells(
  st: ScoreState,
  free: Uint8Array,
  allowed: Uint8Array,
  W: number,
): { cells: Int32Array; best: Float64Array } {
  const { S, D } = st.c;
  const cells: number[] = [];
  const best: number[] = [];
  for (let s = 0; s < S; s++)
    for (let d = 0; d < D; d++) {
      const i = s * D + d;
      if (!free[i]) continue;
      let lo = Number.POSITIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      for (let v = -1; v < W - 1; v++) {
        if (!allowed[s * W + v + 1]) continue;
        const x = st.cells[st.cellRow[i]! + 2 * (v + 1) + 1]!;
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
      if (hi > lo) {
        cells.push(i);
        best.push(lo);
      }
    }
  return { cells: Int32Array.from(cells), best: Float64Array.from(best) };
}

export class Wishes {
  /** Free cells whose soft cost depends on their value (requests, preferences), and each one's lowest. */
  readonly cells: Int32Array;
  private readonly best: Float64Array;
  /** The cell of the last wish `holder` found. */
  at = 0;

  constructor(
    private readonly st: ScoreState,
    private readonly free: Uint8Array,
    private readonly allowed: Uint8Array,
    private readonly W: number,
    private readonly rng: Random,
  ) {
    ({ cells: this.cells, best: this.best } = wishCells(st, free, allowed, W));
  }

  /**
   * Someone with a wish not granted (a cell whose value costs more than its lowest), found by sampling the
   * wish cells; the cell is left in `at`. -1 when the samples found none.
   */
  holder(): number {
    const st = this.st;
    const n = this.cells.length;
    for (let k = 0; k < WISH_TRIES; k++) {
      const w = this.rng.int(n);
      const i = this.cells[w]!;
      if (st.cells[st.cellRow[i]! + 2 * (st.roster[i]! + 1) + 1]! > this.best[w]!) {
        this.at = i;
        return (i / this.st.c.D) | 0;
      }
    }
    return -1;
  }

  /**
   * Someone whose value on day d would suit s1 better than s1's own (by s1's soft cell cost) and who may
   * take s1's value in exchange: the first such person from a random start, or -1.
   */
  partner(s1: number, d: number): number {
    const { S, D } = this.st.c;
    const st = this.st;
    const r = st.roster;
    const W = this.W;
    const i1 = s1 * D + d;
    const v1 = r[i1]!;
    const ci = st.cellRow[i1]! + 1;
    const now = st.cells[ci + 2 * (v1 + 1)]!;
    let x = this.rng.int(S);
    for (let k = 0; k < S; k++, x++) {
      if (x === S) x = 0;
      const j = x * D + d;
      const v2 = r[j]!;
      if (v2 === v1 || st.cells[ci + 2 * (v2 + 1)]! >= now) continue;
      if (this.free[j] && this.allowed[s1 * W + v2 + 1] && this.allowed[x * W + v1 + 1]) return x;
    }
    return -1;
  }
}
