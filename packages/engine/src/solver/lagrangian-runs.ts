// Runs of days for the lower bound's per-person DP (lagrangian-bound.ts): each block of working days or of
// days off is costed exactly by the sequence rules, with the block's length in the DP state. Lengths are
// kept one by one up to a cap: the longest allowed length under a hard maximum, or else the length from
// which a block's cost no longer depends on the horizon's edges and grows by the same amount per day (so
// longer blocks share the cap's state and pay that amount for each day beyond it).
import type { Compiled } from '../score/compile.js';
import type { ConstraintSet, SequenceConstraint } from '../score/constraint.js';

const INF = Number.POSITIVE_INFINITY;

/** One kind of block (working days, or days off) of one person. */
export interface RunKind {
  /** Lengths 1..cap have states; a block at the cap is `exact` (no longer one allowed) or any longer. */
  readonly cap: number;
  readonly exact: boolean;
  /** Cost of a block ending at length L (1..cap), by edge (1: starts the horizon, 2: ends it): (L - 1) * 4 + edge. */
  readonly end: Float64Array;
  /** Cost of each day a block grows beyond the cap (Infinity: not allowed). */
  readonly slope: number;
}

/** Per person: index 0 working days, 1 days off. */
export function runKinds(c: Compiled, set: ConstraintSet, s: number): readonly [RunKind, RunKind] {
  const seqs = set.all.filter((k): k is SequenceConstraint => k.kind === 'sequence');
  return [kindOf(c, s, seqs, true), kindOf(c, s, seqs, false)];
}

function kindOf(c: Compiled, s: number, seqs: readonly SequenceConstraint[], working: boolean): RunKind {
  const D = c.D;
  const rules = seqs.filter((k) => k.working === working);
  const table = new Float64Array((D + 1) * 4);
  for (let L = 1; L <= D; L++)
    for (let e = 0; e < 4; e++) {
      let x = 0;
      for (const k of rules) {
        const y = k.cost(c, s, L, (e & 1) === 1, (e & 2) === 2);
        if (k.level === 'hard' && y > 0) x = INF;
        else if (k.level === 'soft') x += y;
      }
      table[L * 4 + e] = x;
    }
  const at = (L: number, e: number) => table[L * 4 + e]!;
  const edgeFree = (L: number) => at(L, 0) === at(L, 1) && at(L, 0) === at(L, 2) && at(L, 0) === at(L, 3);
  // The longest length some block may have.
  let longest = D;
  while (longest > 1 && [0, 1, 2, 3].every((e) => at(longest, e) === INF)) longest--;
  let cap = longest;
  let exact = true;
  let slope = INF;
  if (longest === D) {
    // Walk down while the cost is edge-free, finite and grows by the same step.
    slope = D > 1 ? at(D, 0) - at(D - 1, 0) : 0;
    const linear = (L: number) =>
      edgeFree(L) && at(L, 0) !== INF && (L === D || at(L + 1, 0) - at(L, 0) === slope);
    if (linear(D) && Number.isFinite(slope)) {
      exact = false;
      while (cap > 1 && linear(cap - 1)) cap--;
    } else slope = INF;
  }
  return { cap, exact, end: table.slice(4, (cap + 1) * 4), slope: exact ? INF : slope };
}

/**
 * The step from a run state `r` (0..W.cap-1: working L = r + 1 days; then O.cap states of days off; the
 * last, the horizon's start) to a day of kind `g` (0 works, 1 off) on day `d`: the new state in `out[0]`,
 * its cost (a block ending, or growing beyond its cap) in `out[1]`.
 */
export function runStep(
  runs: readonly [RunKind, RunKind],
  r: number,
  g: number,
  d: number,
  out: Float64Array,
): void {
  const [W, O] = runs;
  if (r === W.cap + O.cap) {
    out[0] = g === 0 ? 0 : W.cap;
    out[1] = 0;
    return;
  }
  const h = r < W.cap ? 0 : 1;
  const kind = runs[h]!;
  const L = h === 0 ? r + 1 : r - W.cap + 1;
  if (h === g) {
    out[0] = L < kind.cap ? r + 1 : r;
    out[1] = L < kind.cap ? 0 : kind.slope;
  } else {
    // The block ended yesterday; it started the horizon when it is as long as the days before today.
    out[0] = g === 0 ? 0 : W.cap;
    out[1] = kind.end[(L - 1) * 4 + (L === d ? 1 : 0)]!;
  }
}

/** Cost of the block a run state `r` is in when the horizon ends. */
export function runEnd(runs: readonly [RunKind, RunKind], r: number, D: number): number {
  const [W, O] = runs;
  if (r === W.cap + O.cap) return 0;
  const kind = r < W.cap ? W : O;
  const L = r < W.cap ? r + 1 : r - W.cap + 1;
  return kind.end[(L - 1) * 4 + 2 + (L === D ? 1 : 0)]!;
}
