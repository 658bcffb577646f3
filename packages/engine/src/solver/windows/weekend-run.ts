// The weekend-run window: several weekends in a row, each with the day before and after it, the rest of
// the week fixed; successive runs overlap by half.
import type { Random } from '../random.js';

export class WeekendRunCursor {
  private cursor = -1;

  /** `W`: weekends in the horizon. */
  constructor(private readonly W: number) {}

  /** The first weekend of the next run of `run` weekends (at most W); the first run starts at random. */
  next(run: number, rng: Random): number {
    const { W } = this;
    if (this.cursor < 0) this.cursor = rng.int(W);
    const first = Math.min(this.cursor, W - run);
    this.cursor = first + run >= W ? 0 : first + Math.ceil(run / 2);
    return first;
  }
}
