import type { Assignment } from '../domain/problem.js';
import type { Explanation } from '../explain/explain.js';
import type { ConstraintSet } from '../score/constraint.js';
import type { Score } from '../score/evaluate.js';

/** Structural subset of the global AbortSignal (the engine's lib has no DOM types). */
export interface CancelSignal {
  readonly aborted: boolean;
}

export type SolvePhase = 'construct' | 'search' | 'done';

export interface SolveProgress {
  readonly phase: SolvePhase;
  /** 0-100, by elapsed time against the limit. */
  readonly percent: number;
  readonly bestScore: Score;
  readonly currentScore: Score;
  readonly iterations: number;
  readonly elapsedMs: number;
  readonly message: string;
}

export interface SolveOptions {
  /** PRNG seed; the same seed, problem and iteration count give the same roster. Default 1. */
  readonly seed?: number;
  /** Wall-clock budget in milliseconds, measured with `now`. Default 10 000. */
  readonly timeLimitMs?: number;
  /** Stop after this many local-search moves (makes runs reproducible regardless of speed). Default: none. */
  readonly maxIterations?: number;
  /** Clock in milliseconds. Default `Date.now`. */
  readonly now?: () => number;
  /** Cancels the run; the best roster so far is returned with status `cancelled`. */
  readonly signal?: CancelSignal;
  /** Called about every `progressEveryMs` and at phase changes. */
  readonly onProgress?: (p: SolveProgress) => void;
  /** Default 250. */
  readonly progressEveryMs?: number;
  /** Start from this roster instead of the greedy construction (locked entries still win). */
  readonly initialRoster?: readonly Assignment[];
  /** A known lower bound on the soft score; reaching it with no hard penalty ends the run as optimal. Default 0. */
  readonly softLowerBound?: number;
  /** Rules to score with. Default `rosterConstraints`. */
  readonly constraints?: ConstraintSet;
  /** Compare the incremental score with a full recalculation after every accepted move (slow). Default false. */
  readonly assertIncremental?: boolean;
  /** Search tuning (for experiments; defaults are documented in search.ts). */
  readonly tuning?: Partial<SearchTuning>;
  /** Skip building the explanation (the benchmark does not need it). Default false. */
  readonly skipExplanation?: boolean;
}

interface OutcomeBase {
  /** The best roster found (never empty-handed). */
  readonly roster: readonly Assignment[];
  readonly score: Score;
  readonly explanation: Explanation;
  readonly iterations: number;
  readonly elapsedMs: number;
}

/**
 * - `optimal`: no hard penalty and the soft score reached `softLowerBound`.
 * - `feasible`: no hard penalty; the search used its whole budget (time or iterations).
 * - `infeasible`: hard rules are still broken after the whole budget (best effort returned).
 * - `timedOut`: the time limit ended the run before `maxIterations` (only when `maxIterations` is set).
 * - `cancelled`: the AbortSignal fired.
 */
export type SolveOutcome =
  | (OutcomeBase & { readonly status: 'optimal' })
  | (OutcomeBase & { readonly status: 'feasible' })
  | (OutcomeBase & { readonly status: 'infeasible' })
  | (OutcomeBase & { readonly status: 'timedOut'; readonly feasible: boolean })
  | (OutcomeBase & { readonly status: 'cancelled'; readonly feasible: boolean });

export interface SearchTuning {
  /** Cost of one unit of hard penalty in soft units during search. */
  readonly hardWeight: number;
  /** Start temperature of a problem with time for 100,000 moves per cell or more. */
  readonly startTemperature: number;
  /** Smallest fraction of it used (problems with 1,000 moves per cell or fewer). */
  readonly coldStartScale: number;
  readonly endTemperature: number;
  /** Longest block for block moves, in days. */
  readonly maxBlock: number;
  /**
   * Strategic oscillation: per call of `iterate` (a batch of moves), multiply (infeasible) or divide (feasible)
   * the hard weight by this, between `minHardWeight` and `maxHardWeight`; 1 = fixed. Only in runs with
   * `adaptMinMovesPerCell` moves per cell or more, once a feasible roster is known.
   */
  readonly adaptFactor: number;
  readonly adaptMinMovesPerCell: number;
  /** Move probabilities: change one cell, swap a block between two people, exchange two days of one person; the rest sets a block. */
  readonly pChange: number;
  /** Probability of a move that gives a short slot to someone eligible. */
  readonly pCover: number;
  /** Probability of an ejection chain for a short slot (cover-chain.ts); taken before the others. */
  readonly pChain: number;
  /** Most people a chain may involve. */
  readonly chainLinks: number;
  readonly pSwap: number;
  /**
   * Share of moves (taken before the others, which keep their proportions) that grant a wish: a cell whose
   * value costs more than its best (a request not granted, a shift-off request broken) exchanges a block
   * of days around it with someone whose value that day suits it better, so coverage stays as it is.
   */
  readonly pWish: number;
  /**
   * Share of the run (0-1) from which wish moves are made: before it the search still packs coverage,
   * which a wish exchange cannot change, and the effort belongs to the moves that can.
   */
  readonly wishFrom: number;
  /** Share of exchanges that trade two blocks of days apart, keeping the days between (see search.ts). */
  readonly swapApart: number;
  /** Partners tried for a block exchange before it is given up. */
  readonly swapPartners: number;
  readonly pMove: number;
  /** Farthest apart the two days of an exchange may be. */
  readonly moveSpan: number;
  /** Share of effort (0-1) for whole-row / window dynamic-programming moves. */
  readonly rowMoves: number;
  /** Fewest annealing cycles: each restarts from the best roster so far. */
  readonly cycles: number;
  /**
   * Moves per roster cell that make one cycle: a small problem, which converges in seconds, could get more
   * and shorter cycles (between `cycles` and `maxCycles`); 0 (the default) keeps `cycles`. Off because it
   * cost Instance6 more than it gained on Instance2-3 (docs/decisions/0008).
   */
  readonly movesPerCellPerCycle: number;
  readonly maxCycles: number;
  /**
   * Start temperature of the cycles after the first (they begin from the best roster, so cooler);
   * multiplied by `reheatGrowth` after every cycle that found nothing better, back to this after one that
   * did.
   */
  readonly reheatTemperature: number;
  /** 1: every restart at `reheatTemperature`. */
  readonly reheatGrowth: number;
  /** Ceiling of that growth, as a multiple of the first cycle's start temperature. */
  readonly maxReheatScale: number;
  /**
   * Share of the run (0-1) without a better roster after which the search is called stalled: from then on
   * it restarts from the best roster every `stallCycle` of the run instead of waiting for the next planned
   * cycle (a small problem converges in seconds and would otherwise only wait). 0 turns this off.
   */
  readonly stallWindow: number;
  readonly stallCycle: number;
  /**
   * Only a run with at least this many moves per roster cell restarts on stall: a year for 100 people
   * gets about 500 and is still improving when it pauses (Instance23 and 24 at 60 s on two threads:
   * 22104 and 61332 without stall restarts, 22920 and 64653 with).
   */
  readonly stallMinMovesPerCell: number;
  /**
   * Share of the run between searches for augmenting coverage chains (augment.ts) on the current roster,
   * and the most people on one chain; 0 turns them off.
   */
  readonly augmentEvery: number;
  readonly augmentLinks: number;
  /** Share of the time between two such searches that one may use. */
  readonly augmentShare: number;
  /** Share of the run, at its end, for augmenting chains on the best roster. */
  readonly augmentFinal: number;
  /**
   * No augmenting chains on rosters of more staff x days cells than this: on a year for 100 people one
   * search takes seconds and rarely pays (Instance23, 60 s on two threads: 22632 without, 23121 with).
   */
  readonly augmentMaxCells: number;
  /**
   * Whether a chain may end with a person who adds a shift past their maximum minutes and hands long shifts
   * on other days to people with minutes to spare, in exchange for their short ones (augment.ts).
   */
  readonly augmentPool: boolean;
  /**
   * Column generation with a dive (column-generation.ts): from this share of the run, on the best roster
   * so far once it is feasible, for at most `lpDiveShare` of the run (0 turns it off; the root LP must be
   * solved within `lpRootShare` of the run: Instance5-7 take 2-4 s, Instance9-12 far longer). The share is
   * most of the run because a finished dive is worth far more than the search it displaces, and a partial
   * one is seldom worth anything: Instance14's dive takes 36-43 s of a 60-s run. At 0.85, three of four
   * benchmark runs ended at its optimum (1278; the fourth 1397); at 0.75 the dive was cut short (1501,
   * 1527). Given up when its first pricing round is slower than a tenth of that, or after three rounds if
   * `lpRoundsNeeded` rounds at their pace would not fit in the dive's share. A dive that runs out of time
   * after its root, or whose pace says it will (a root later than the share over 2.8, or too few people
   * fixed for the time since the root), offers its fixed rows and the LP's heaviest for the rest, each row
   * then re-optimised against the others. The root's limit is 35% of the run: Instance14's root comes at
   * 16-20 s inside 60-s runs. After a complete dive with time left, another begins from the best roster
   * (docs/decisions/0016). Time-limited runs only.
   */
  readonly lpDiveAt: number;
  readonly lpDiveShare: number;
  readonly lpRoundsNeeded: number;
  readonly lpRootShare: number;
  /**
   * Largest master (slots + people rows) tried: its dense inverse is its slot rows squared, and a year of
   * Instance22-24 (3,690-11,798 rows) would take minutes per refactorisation. Instance1-19 have 28-624;
   * above 300 (Instance12, 13, 19) the root did not end within its share (Instance12: 134 rounds, 37 s)
   * and the time it took was the search's: Instance12 4099 and 4144 without it, 4207 and 4206 with.
   */
  readonly lpMaxRows: number;
  /**
   * Window dives (column generation over a few weeks, every row kept as it is outside them: a large
   * neighbourhood the search cannot explore move by move): the share of the run from which they begin
   * (whenever no whole-horizon dive runs), the most of the run they may use (0 turns them off), the time
   * one should take as a share of the run (the window's length follows it), and the first window's length
   * in days. None where that first window's master would exceed `lpMaxRows` (Instance13 and 23: 7-12-day
   * windows took seconds each and gained nothing in final19), nor where the longest window spans less
   * than a third of the horizon (Instance20-22). From final18's rosters, 42-day windows took Instance18
   * from 5398 to 4776 in 38 s on one core, 21-day windows Instance15 from 4497 to 3899 in 38 s
   * (docs/decisions/0017).
   */
  readonly lpWindowAt: number;
  readonly lpWindowShare: number;
  readonly lpWindowTime: number;
  readonly lpWindowDays: number;
  /**
   * Share of the free people a window dive fixes in a step where none is integral, by the LP's weight
   * (0: one at a time).
   */
  readonly lpWindowFixShare: number;
  /**
   * Every this many window dives, one re-plans a run of weekends, each with the day before and after it,
   * the rest of the week fixed (0: never). The run starts at six weekends and follows its time.
   */
  readonly lpWeekendsEvery: number;
  /** Share of the run (0-1) from which weekend windows may run. */
  readonly lpWeekendsFrom: number;
  /**
   * Share of the run (0-1) kept for the final window: the search's schedule (its cycles, windows and
   * chains) runs on the rest, then one window dive of `finalWindowDays` days re-plans the best roster
   * from the Monday before the weekend furthest below its full weekends (weekend-flow.ts), or at the
   * window sweep's next place when none is. Only where windows run (the whole horizon's master does not
   * fit `lpMaxRows`). 0: none. On Instance19 (two threads, 60 s, seeds 39-64) 0.15 met the target in
   * 21 of 26 runs against 13 of 26 (docs/decisions/0043).
   */
  readonly finalWindowShare: number;
  readonly finalWindowDays: number;
  /**
   * The final window is a two-block window (below), a new one each time a dive ends while the run has
   * time left, wherever a weekend is below its flow; otherwise the one window of `finalWindowDays`.
   */
  readonly finalWindowBlocks: boolean;
  /**
   * A final window of another kind (`finalWindowDays`, trade, shortage) that ends with time left gives
   * way to two-block windows on the best roster, a new one each time a dive ends, wherever a weekend is
   * below its flow; otherwise to the search, which at its coldest gains a point or two there.
   */
  readonly finalWindowChain: boolean;
  /**
   * With `finalWindowChain`: share of the run (0-1) before its end at which the final window begins
   * instead, when the best roster then has a weekend below its flow, so that its two-block windows have
   * that much more time. A share no larger than `finalWindowShare` starts nothing earlier.
   */
  readonly finalChainShare: number;
  /**
   * Each two-block window's first block holds the next of the weekends below their flow (the furthest
   * first, counted round) instead of always the furthest, so that a chain of them re-plans different
   * fortnights.
   */
  readonly blockFirstTurns: boolean;
  /**
   * Share of the run (0-1) at which one two-block window re-plans the best roster; 1 or more: none. A
   * two-block window (weekend-flow.ts's `twoBlockWindow`) is `windowBlockDays` from the Monday before the
   * weekend furthest below its flow (with `blockFirstTurns`, the run's next weekend below its flow, the
   * furthest first) and as many from another Monday, a different one each time. Only where windows run.
   */
  readonly blockWindowAt: number;
  readonly windowBlockDays: number;
  /**
   * The final window is the weekend-trade window below (its days and weekends) wherever a weekend is below
   * its flow and the window fits; `finalWindowDays` from the short weekend otherwise.
   */
  readonly finalWindowTrade: boolean;
  /**
   * Share of the run (0-1) at which one weekend-trade window re-plans the best roster (weekend-flow.ts's
   * `weekendTradeWindow`: `tradeWindowDays` after the weekend furthest below its flow, with the Friday to
   * Monday of the `tradeWindowWeekends` least-wanted weekends); 1 or more: none. Only where windows run.
   */
  readonly tradeWindowAt: number;
  readonly tradeWindowDays: number;
  readonly tradeWindowWeekends: number;
  /**
   * Where the trade window or the final window aimed at the short weekend has no short weekend or does
   * not fit the master, the shortage window takes its place (weekend-shortage.ts: the days around the two
   * weekends most short of staff and the one least short), not the sweep's next window.
   */
  readonly shortageWindows: boolean;
  /**
   * Share of the run (0-1) at which one window dive re-plans `aimedWindowDays` from the Monday before the
   * weekend furthest below its flow (`shortWeekendWindow`); 1 or more: none. Only where windows run.
   */
  readonly aimedWindowAt: number;
  readonly aimedWindowDays: number;
  /**
   * Share of the run (0-1) from which pair dives run: where neither the whole horizon nor a window fits
   * the master but two weekends with the day either side of each do, dives re-plan two weekends at a time
   * on the best roster, every pair in turn, with as much search between them as they take. Only where the
   * horizon's pairs of weekends number at most `pairDivesMaxPairs` (a sweep over them fits a run). 1: none.
   */
  readonly pairDivesFrom: number;
  readonly pairDivesMaxPairs: number;
  /**
   * Share of effort (0-1), counted as row moves are, for weekend merges (weekend-merge.ts) once a feasible
   * roster is known and the run has reached `mergeFrom` (0-1); 0: none. `mergeWindow`: days of the window
   * their two rows are re-planned over.
   */
  readonly mergeShare: number;
  readonly mergeFrom: number;
  readonly mergeWindow: number;
  /** Share of effort (0-1) for row moves while no feasible roster is known and the current one breaks a rule. */
  readonly rowMovesInfeasible: number;
  /** Bounds of the oscillating hard weight (`adaptFactor`). */
  readonly minHardWeight: number;
  readonly maxHardWeight: number;
  /** One in this many row moves aimed at a breach re-optimises the whole horizon. */
  readonly wideOdds: number;
  /**
   * Fraction of the budget at which a run with no feasible roster yet re-plans everyone in breach over the
   * whole horizon for their own rules alone (`RosterSearch.rescueRows`); 1: never.
   */
  readonly rescueAt: number;
  /** Fraction of the budget after which a run with no feasible roster yet switches to repair. */
  readonly repairFrom: number;
  /** Budget fraction without a fall in the best hard penalty after which an infeasible run repairs early. */
  readonly repairAfterStall: number;
  /** Price of a hard unit while repairing. */
  readonly repairHardWeight: number;
}
