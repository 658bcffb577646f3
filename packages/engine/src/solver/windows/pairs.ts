// Pair windows: two weekends at a time, each with the day either side, for problems where neither the
// whole horizon nor a window of consecutive days fits the master.
import type { Random } from '../random.js';

/** Every pair of W weekends, nearest first: (0, 1), (1, 2), ..., then (0, 2), (1, 3), ... */
export function weekendPairs(W: number): [number, number][] {
  const out: [number, number][] = [];
  for (let gap = 1; gap < W; gap++) for (let i = 0; i + gap < W; i++) out.push([i, i + gap]);
  return out;
}

/** Takes the pairs in turn from a random first one, so two workers sharing a roster take different ones. */
export class PairCursor {
  private cursor = -1;

  constructor(readonly pairs: readonly (readonly [number, number])[]) {}

  next(rng: Random): readonly [number, number] {
    if (this.cursor < 0) this.cursor = rng.int(this.pairs.length);
    const pair = this.pairs[this.cursor]!;
    this.cursor = (this.cursor + 1) % this.pairs.length;
    return pair;
  }
}
