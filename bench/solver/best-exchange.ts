// The main thread's side of the workers' exchange of best rosters (solve-instance.ts): which workers are
// sent which roster when one of them posts its best.
import { compareScores, type Score } from '@rotawise/engine';

export interface PostedBest {
  readonly score: Score;
  readonly roster: Int16Array;
}

/** A roster to send, and the workers to send it to. */
export interface Delivery {
  readonly roster: Int16Array;
  readonly to: readonly number[];
}

/**
 * Keeps the best roster posted so far. A new best goes at once to every other worker still running: with
 * each worker's own post only answered, a worker that had just posted waited for its next post (up to
 * the whole interval) and at times began its final window from a roster 100-200 behind the other's
 * (docs/decisions/0064). A worker that posts less than the best is sent the best.
 */
export class BestExchange {
  private best: PostedBest | undefined;

  /** Worker `from` posted `posted`; `running` lists the workers still running. */
  post(from: number, posted: PostedBest, running: readonly number[]): Delivery | undefined {
    if (!this.best || compareScores(posted.score, this.best.score) < 0) {
      this.best = posted;
      const to = running.filter((k) => k !== from);
      return to.length > 0 ? { roster: posted.roster, to } : undefined;
    }
    if (compareScores(this.best.score, posted.score) < 0) return { roster: this.best.roster, to: [from] };
    return undefined;
  }
}
