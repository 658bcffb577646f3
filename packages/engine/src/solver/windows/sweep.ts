// The sweep window: the next stretch of days from a cursor that moves across the horizon.
import type { Random } from '../random.js';

/**
 * Consecutive windows overlap by a quarter to three quarters (their edges move from sweep to sweep), and
 * once a sweep reaches the end the next starts at day 0, so every day is in some window. The first window
 * starts on a random day, so parallel runs sweep the horizon out of step.
 */
export class SweepCursor {
  private cursor = 0;

  constructor(private readonly D: number) {}

  /** Where the next window of `length` days starts (`first`: the run's first window); advances the cursor. */
  next(length: number, rng: Random, first: boolean): number {
    const { D } = this;
    if (first) this.cursor = rng.int(D);
    const from = Math.min(this.cursor, D - length);
    this.cursor = from + length >= D ? 0 : from + Math.ceil(length / 4) + rng.int(Math.ceil(length / 2));
    return from;
  }

  /** Where a window of `length` days would start now, without moving the cursor. */
  peek(length: number): number {
    return Math.min(this.cursor, this.D - length);
  }
}
