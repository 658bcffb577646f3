// When a whole-horizon dive is worth continuing: its root must come in time, and past the root its pace
// must let it end within its share of the run. The time a dive runs on in vain is the search's.
import type { LpConfig } from '../config.js';

export interface DivePace {
  /** Pricing rounds (dive steps) so far, this one included. */
  readonly rounds: number;
  /** Milliseconds since the dive began. */
  readonly spent: number;
  /** Whether the root LP is still being solved. */
  readonly atRoot: boolean;
  /** Milliseconds into the dive when the root was solved (NaN before). */
  readonly rootAt: number;
  /** Share of the people fixed so far (the dive step's value). */
  readonly fixedShare: number;
  /** The run's time limit (ms). */
  readonly limit: number;
}

/**
 * `go` on; `partial`: out of time after the root, or on a pace that will be, so the fixed rows and the
 * LP's heaviest for the others are taken as they are; `abandon`: the root will not come in time (its
 * first round, its first `earlyRounds` or its pace over `paceRounds` say so), or did not.
 */
export function diveVerdict(d: DivePace, p: LpConfig): 'go' | 'partial' | 'abandon' {
  const share = p.diveShare * d.limit;
  // The first step fixes every integral row at once, so the pace before it says little.
  const projected =
    d.fixedShare >= p.projectFromFixed
      ? d.spent + ((d.spent - d.rootAt) * (1 - d.fixedShare)) / d.fixedShare
      : d.rootAt * p.divePerRoot;
  if ((d.spent >= share || projected > share) && !d.atRoot) return 'partial';
  const rootLimit = p.rootShare * d.limit;
  if (
    d.spent >= share ||
    (d.rounds === 1 && d.spent * p.rootPerFirstRound > rootLimit) ||
    (d.rounds === p.paceRounds && (d.spent / p.paceRounds) * p.roundsNeeded > share) ||
    (d.rounds === p.earlyRounds && d.atRoot && d.spent * p.rootPerEarlyRounds > rootLimit) ||
    (d.atRoot && d.spent >= rootLimit)
  )
    return 'abandon';
  return 'go';
}
