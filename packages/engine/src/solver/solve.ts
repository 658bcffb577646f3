// The solver entry points: `solve` (synchronous, for a worker thread) and `solveAsync` (yields to the
// event loop between slices so an AbortSignal can fire). Neither throws for infeasible or timed-out runs.
import type { Assignment, Problem } from '../domain/problem.js';
import { type Explanation, explainRoster } from '../explain/explain.js';
import { type Compiled, compile, keyOf, OFF } from '../score/compile.js';
import type { ConstraintSet } from '../score/constraint.js';
import { rosterConstraints } from '../score/constraints.js';
import { compareScores, type Score } from '../score/evaluate.js';
import { ColumnGeneration, type DayWindow, type DiveOutcome } from './column-generation.js';
import { createRandom } from './random.js';
import {
  cycleCount,
  cyclePosition,
  firstTemperature,
  hasStalled,
  nextReheat,
  shortCyclePosition,
} from './schedule.js';
import { RosterSearch } from './search.js';
import type { SearchTuning, SolveOptions, SolveOutcome, SolvePhase } from './types.js';
import {
  anyWeekendBelowFlow,
  shortWeekendWindow,
  twoBlockWindow,
  type WeekendPairs,
  weekendPairFlows,
  weekendTradeWindow,
} from './weekend-flow.js';
import { weekendShortageWindow } from './weekend-shortage.js';
import { daysAroundWeekends } from './weekends.js';

/** Converts the dense roster to assignments (directors' double days give two entries). */
export function toAssignments(c: Compiled, roster: Int16Array): Assignment[] {
  const out: Assignment[] = [];
  for (let s = 0; s < c.S; s++)
    for (let d = 0; d < c.D; d++) {
      const v = roster[s * c.D + d]!;
      if (v < 0) continue;
      for (const t of c.values[v]!)
        out.push({
          staffId: c.problem.staff[s]!.id,
          date: c.problem.days[d]!.date,
          shiftTypeId: c.problem.shiftTypes[t]!.id,
        });
    }
  return out;
}

/** Converts assignments to the dense roster. Throws on unknown ids or a combination no value covers. */
export function fromAssignments(c: Compiled, assignments: readonly Assignment[]): Int16Array {
  const byCell = new Map<number, number[]>();
  for (const a of assignments) {
    const s = c.staffIndex.get(a.staffId);
    const d = c.dayIndex.get(a.date);
    const t = c.shiftIndex.get(a.shiftTypeId);
    if (s === undefined || d === undefined || t === undefined)
      throw new Error(`assignment with unknown id: ${a.staffId} ${a.date} ${a.shiftTypeId}`);
    const list = byCell.get(s * c.D + d) ?? [];
    list.push(t);
    byCell.set(s * c.D + d, list);
  }
  const roster = new Int16Array(c.S * c.D).fill(OFF);
  for (const [i, ts] of byCell) {
    const v = c.valueByKey.get(keyOf(ts));
    if (v === undefined) throw new Error(`no day value for shifts ${ts.join(',')}`);
    roster[i] = v;
  }
  return roster;
}

// The host's timer, used only to yield between slices; typed here because the engine's lib is plain ES.
declare const setTimeout: (fn: () => void, ms: number) => unknown;

const DEFAULTS = { seed: 1, timeLimitMs: 10_000, progressEveryMs: 250 };
/** Augmenting-chain evaluations per search iteration when a run is bounded by iterations. */
const AUGMENT_EVALS_PER_ITERATION = 0.05;
/** A best found within this share of the run before a cycle ends means the search had not converged. */
const STILL_IMPROVING = 0.02;
/** Cycle progress (0-1) from which augmenting chains are searched, and the final polish's use of its time. */
const AUGMENT_FROM_PROGRESS = 0.7;
const AUGMENT_FINAL_USE = 0.8;
/** Pricing rounds whose mean pace decides whether a dive can fit (the first alone is slow: JIT, allocation). */
const PACE_ROUNDS = 3;
/**
 * A root takes about this many times its first pricing round (5.5-13 on Instance5-17 from finished
 * rosters; the first round is several times slower than the later ones): a first round slower than
 * `lpRootShare` over this cannot reach the root in time.
 */
const ROOT_PER_FIRST_ROUND = 10;
/**
 * A root takes at least about this many times its first `EARLY_ROUNDS` rounds (ten; from finished
 * rosters: Instance16 2.5, Instance8 2.7, Instance14 3.8, Instance18 6.9, Instance15 8.9): rounds slower
 * than `lpRootShare` over this cannot reach the root in time, and the search and the window dives get the
 * time instead.
 */
const EARLY_ROUNDS = 10;
const ROOT_PER_EARLY_ROUNDS = 4;
/**
 * Share of the people fixed after which a dive projects its end from its pace since the root (the first
 * step fixes every integral row at once, so the pace before it says little).
 */
const PROJECT_FROM_FIXED = 0.25;
/**
 * A whole dive takes about this many times its root (with the Devex master, inside 60-s runs: Instance14
 * 2.55 and 2.73, Instance17 2.9): a root solved later than the dive's share over this leaves a dive that
 * cannot end in time.
 */
const DIVE_PER_ROOT = 2.8;
/**
 * After a complete dive, another may begin this share of the run later, if it would end, at this many
 * times the last one's time, by this share of the run.
 */
const DIVE_AGAIN_GAP = 0.05;
const DIVE_AGAIN_ROOM = 1.5;
const DIVE_AGAIN_BY = 0.85;
/** Shortest window (a week: weekends and rest rules need whole weeks to be re-planned well). */
const WINDOW_MIN_DAYS = 7;
/**
 * A window's time grows about as its length to the fourth (Instance15: 14 days 1-2.5 s, 20 days over 9 s),
 * so the next length is this one times (planned time / time taken) to this power, changing by at most
 * `WINDOW_GROWTH`.
 */
const WINDOW_LENGTH_POWER = 0.25;
const WINDOW_GROWTH = 1.2;
/** A window dive still running at this many times its planned time is cut short. */
const WINDOW_OVERRUN = 3;
/**
 * Windows only where the longest that fits `lpMaxRows` spans at least this share of the horizon: on a
 * year (Instance22: 25 of 364 days) a window re-plans too little of the roster for the search time it
 * takes (final20: 42853, 29.3%, against 37952 without windows in final18).
 */
const WINDOW_MIN_SPAN = 1 / 3;
/**
 * Weekend windows: a run of weekends re-planned with the day before and after each (the rest of the week
 * fixed), starting at this many weekends and never fewer than the minimum.
 */
const WEEKEND_RUN_START = 6;
const WEEKEND_RUN_MIN = 2;
/** No window dive begins after this share of the schedule: its end belongs to the search's polish. */
const WINDOW_UNTIL = 0.93;
/** The final window is cut short this share of the run before its end, to adopt what it has in time. */
const FINAL_WINDOW_MARGIN = 0.005;
/** The windows a run begins at most once, each from its share of the run. */
type OneOffWindow = 'blocks' | 'trade' | 'aimed';
/** What the progress message of a final window ends with, whichever window it is. */
const FINISHING = ', to finish';

export const SEARCH_DEFAULTS: SearchTuning = {
  hardWeight: 1000,
  // 10 rather than 30: over three full runs it gained on Instance12, 15, 18 and 20-24 and lost nothing
  // that matters on 1-11 (docs/decisions/0029). On mid-sized instances the first cycle then starts at
  // the floor, 10 x coldStartScale (see estimateSchedule).
  startTemperature: 10,
  coldStartScale: 0.27,
  endTemperature: 0.3,
  maxBlock: 8,
  // Off (1): the oscillating weight (1.01, docs/decisions/0037) gained on Instance19 in single-thread
  // 40-s runs, but not in 60-s ones nor with two threads, and single-thread 60-s runs of Instance13 lost
  // about 90 with it (4 of 4 seeds). The gate below applies when it is turned on.
  adaptFactor: 1,
  adaptMinMovesPerCell: 2000,
  pChange: 0.25,
  pCover: 0.1,
  pChain: 0.07,
  chainLinks: 3,
  pSwap: 0.45,
  pWish: 0.1,
  wishFrom: 0.7,
  swapApart: 0.3,
  swapPartners: 4,
  pMove: 0.2,
  moveSpan: 14,
  rowMoves: 0.1,
  // 4 rather than 3: on Instance19 (two threads, 60 s, seeds 21-32, paired on one day) 9 of 12 runs met
  // the target against 4 of 12, mean 3429 against 3471; 2 and 6 cycles did no better (docs/decisions/0041).
  cycles: 4,
  movesPerCellPerCycle: 0,
  maxCycles: 24,
  reheatTemperature: 3,
  reheatGrowth: 1.5,
  maxReheatScale: 4,
  stallWindow: 0.1,
  stallCycle: 0.15,
  stallMinMovesPerCell: 5000,
  augmentEvery: 0.02,
  augmentLinks: 12,
  augmentShare: 0.15,
  augmentFinal: 0.05,
  augmentMaxCells: 10_000,
  augmentPool: true,
  lpDiveAt: 0.1,
  lpDiveShare: 0.85,
  lpRoundsNeeded: 40,
  lpRootShare: 0.35,
  lpMaxRows: 300,
  lpWindowAt: 0.1,
  lpWindowShare: 0.5,
  lpWindowTime: 0.05,
  lpWindowDays: 14,
  // A tenth rather than one person at a time: window dives over Instance12, 15 and 19's finished rosters
  // (`bench:dives`) ended on rosters as good, within a point, in 58-90% of the time; in runs the two do
  // not differ beyond the noise (docs/decisions/0067).
  lpWindowFixShare: 0.1,
  // Off: a run of six weekends, Friday to Monday, sometimes finds a full weekend more on a finished
  // Instance19 roster (2 of 11 dives, -97 and -103), but on every worker they take the windows of days'
  // turns and lose. The benchmark's odd worker runs them from half-way (docs/decisions/0034).
  lpWeekendsEvery: 0,
  lpWeekendsFrom: 0,
  // On Instance19 the runs' rosters leave the first weekend two to four full weekends short of its flow;
  // 28 days reach the weekends three and four weeks on, where people's weekends can move from (days 3-23
  // gained less, docs/decisions/0042). The dive takes 4-9 s of a 60-s two-thread run.
  finalWindowShare: 0.15,
  finalWindowDays: 28,
  // Off: on bad finished Instance19 rosters two fortnights gain a full weekend where four weeks in a row
  // gain nothing, but in paired two-thread runs on the even worker, as its final window (18 of 20 within
  // target against 17 of 20) or once at 60% (10 of 14 against 9 of 14), the means did not move
  // (docs/decisions/0062).
  finalWindowBlocks: false,
  // On: Instance19's final windows end 4-8 s before the run does, and the search then gained 0-3 (1 on
  // average, 8 runs); two-block windows in that time gained 0-109 (18.2 on average, 28 runs), three
  // times a full weekend, and 27 of the 28 runs met the target (docs/decisions/0069).
  finalWindowChain: true,
  // 35% before the end, where the best roster then has a weekend below its flow, so that the chained
  // two-block windows have the rest of the run. On Instance19 51 of 52 runs with the final window from 45,
  // 39 or 30 s were within target, against 26 of 28 from 51 s. In 48-s runs (a slow day's moves) 0.35 met
  // the target in 16 of 16 against 14 of 16 with 0.5, 55 lower paired (standard error 23), and 0.65 in
  // 6 of 12; at 60 s 0.35 and 0.5 did not separate (docs/decisions/0070).
  finalChainShare: 0.35,
  // On: a chain of two-block windows whose first block was always at the weekend furthest below its flow
  // re-planned that fortnight each time. Moving it round the weekends below their flow, Instance19's 48-s
  // runs (a slow day's moves) met the target in 16 of 16 against 14 of 16, 76 lower paired (standard
  // error 20), and its 60-s runs 10 of 10 each, 85 lower paired (standard error 22)
  // (docs/decisions/0071).
  blockFirstTurns: true,
  blockWindowAt: 1,
  windowBlockDays: 14,
  // Off: a single search has one final window, and the 28 days above are what was measured for it. The
  // benchmark's odd worker sets it, so that the two workers' final windows differ (docs/decisions/0060).
  finalWindowTrade: false,
  tradeWindowAt: 1,
  tradeWindowDays: 21,
  tradeWindowWeekends: 2,
  // Instance12's rosters that end 100 above the rest have one weekend day worked alone more, and the
  // shortage window over them found 4064-4112 (from 4161-4205) in 4-5 s where 14-16 days in a row found
  // nothing (docs/decisions/0068).
  shortageWindows: true,
  // Where the whole horizon fits the master there is no final window; one 21-day window from the Monday
  // before the weekend furthest below its flow takes its place at half-way. On Instance15 (two threads,
  // 60 s, seeds 11-16) it gave 4027, 3945, 4019, 4010, 4245, 4132 against 4242, 4025, 4239, 4247,
  // 4247, 4035: only a window reaching from the first weekend to the third lets people trade weekends
  // there (docs/decisions/0055). The benchmark's odd worker does not run it.
  aimedWindowAt: 0.5,
  aimedWindowDays: 21,
  pairDivesFrom: 0.4,
  pairDivesMaxPairs: 15,
  rowMovesInfeasible: 0.5,
  // Off: weekend merges (weekend-merge.ts) improve finished rosters of Instance22 and 24, but inside runs
  // the paired measurements could not tell a gain from noise (docs/decisions/0038).
  mergeShare: 0,
  mergeFrom: 0,
  mergeWindow: 42,
  minHardWeight: 50,
  maxHardWeight: 1000,
  wideOdds: 16,
  // Instance22 is infeasible until its repair at 0.85 (often at 54 s of 60), and on a slow machine its
  // repair does not always finish. In 30-s runs (a machine half as fast) 2 of 4 ended feasible with this
  // and none without; in 60-s runs all were feasible either way (docs/decisions/0036).
  rescueAt: 0.6,
  repairFrom: 0.85,
  repairAfterStall: 0.1,
  repairHardWeight: 1e6,
};

/** Every pair of W weekends, nearest first: (0, 1), (1, 2), ..., then (0, 2), (1, 3), ... */
export function weekendPairs(W: number): [number, number][] {
  const out: [number, number][] = [];
  for (let gap = 1; gap < W; gap++) for (let i = 0; i + gap < W; i++) out.push([i, i + gap]);
  return out;
}

/** A prepared run: compile once, then advance in slices. */
export class SolverRun {
  readonly c: Compiled;
  readonly set: ConstraintSet;
  private readonly search: RosterSearch;
  private readonly now: () => number;
  private readonly started: number;
  private readonly limit: number;
  /** The search's schedule runs on this much of the run; the rest is the final window's (finalWindowShare). */
  private readonly scheduleLimit: number;
  private finalWindowBegun = false;
  /** Whether the best roster was looked at for an early final window (`finalChainShare`). */
  private earlyFinalChecked = false;
  /** Which second block the next two-block window takes (-1: not drawn yet). */
  private blockTurn = -1;
  /** Which weekend below its flow the next two-block window's first block holds (`blockFirstTurns`). */
  private firstBlockTurn = 0;
  /** The one-off windows begun (or due and found not to fit), each at most once a run. */
  private readonly oneOffsBegun = new Set<OneOffWindow>();
  /** Whether the aimed window may run: windows fit, and the whole horizon does (so no final window). */
  private readonly aimedWindow: boolean;
  private flows: readonly WeekendPairs[] | undefined;
  private lastProgress = Number.NEGATIVE_INFINITY;
  private phase: SolvePhase = 'construct';
  private finished: SolveOutcome | undefined;
  private cycle = 0;
  /** Cycles in the run (fixed with the start temperature) and the current reheat temperature. */
  private cycles: number | undefined;
  private reheat: number;
  /** Best score when the current cycle began (did the cycle find anything?). */
  private cycleStart: Score = { hard: Number.POSITIVE_INFINITY, soft: 0 };
  private repairing = false;
  /** Whether the rows in breach have been re-planned on their own (`rescueAt`). */
  private rescued = false;
  /** Best hard penalty so far and the budget fraction when it last fell (stall detection). */
  private lastBestHard = Number.POSITIVE_INFINITY;
  private hardImprovedAt = 0;
  private t0: number | undefined;
  /** Share of the run at which the next augmenting-chain search is due, and evaluations per ms seen. */
  private nextAugment = 0;
  private augmentRate = 500;
  private augmentGap = 0;
  /** Moves each roster cell gets in the run (estimated with the schedule; 0 until then). */
  private movesPerCell = 0;
  private polished = false;
  /** Best score so far and the share of the run when it last improved (stall detection). */
  private lastBest: Score = { hard: Number.POSITIVE_INFINITY, soft: 0 };
  private improvedAt = 0;
  /**
   * The running column-generation dive (a generator; `window`: over some days, `weekends`: over every
   * weekend day), and when it began.
   */
  private dive:
    | {
        cg: ColumnGeneration;
        steps: Generator<number, DiveOutcome>;
        window: boolean;
        weekends: boolean;
        final: boolean;
        /** A one-off window (two-block, trade, aimed): cut short at the final window's start, sizes nothing after. */
        oneOff?: boolean;
        /** A dive over two weekends (`pairDivesFrom`): its length is the master's, so it sizes nothing after. */
        pair?: boolean;
        /** A two-block window: as the final window, when it ends with time left the next one begins. */
        blocks?: boolean;
      }
    | undefined;
  private diveStarted = 0;
  private diveRounds = 0;
  /** Milliseconds into the dive when its root LP was solved (NaN before). */
  private diveRootAt = Number.NaN;
  /** How the last dive ended. */
  lpDive: (DiveOutcome & { adopted: boolean }) | 'abandoned' | undefined;
  /** Dives begun so far, and the share of the run from which the next may begin (none: infinite). */
  divesBegun = 0;
  private nextDiveAt: number;
  /**
   * Window dives begun so far; the longest window whose master fits `lpMaxRows` (slots of its days plus
   * one row per person; the whole horizon's master fits when it is D); the next one's length, the day it
   * starts from, and when it may begin (ms).
   */
  windowDives = 0;
  private readonly maxWindowDays: number;
  /** Whether windows may run: one spans a third of the horizon within `lpMaxRows`. */
  private readonly windowsFit: boolean;
  /** Whether this run may dive at all (whole horizon or windows); time-limited runs only. */
  private readonly lpRuns: boolean;
  private windowDays: number;
  /**
   * Per weekend, its days and the days either side of it (Friday to Monday on a calendar week), and the
   * most weekends in a row whose master fits `lpMaxRows` (0: weekend windows cannot run).
   */
  private readonly aroundWeekend: readonly (readonly number[])[];
  private readonly maxWeekendRun: number;
  /** Weekends in the next weekend window, and the weekend it starts from. */
  private weekendRun: number;
  private weekendCursor = -1;
  /** Pairs of weekends (indices into `aroundWeekend`) that pair dives take in turn, and the next one. */
  private readonly weekendPairs: readonly (readonly [number, number])[];
  private pairCursor = -1;
  private windowCursor = 0;
  private nextWindowAt = 0;
  /** Once stalled: the share of the run and the cycle number where the short cycles began. */
  private stalledAt: { frac: number; cycle: number } | undefined;

  constructor(
    problem: Problem,
    private readonly opts: SolveOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.started = this.now();
    this.limit = opts.timeLimitMs ?? DEFAULTS.timeLimitMs;
    this.c = compile(problem);
    this.set = opts.constraints ?? rosterConstraints;
    const initial = opts.initialRoster
      ? fromAssignments(this.c, opts.initialRoster)
      : new Int16Array(this.c.S * this.c.D).fill(OFF);
    this.search = new RosterSearch(
      this.c,
      this.set,
      initial,
      createRandom(opts.seed ?? DEFAULTS.seed),
      { ...SEARCH_DEFAULTS, ...opts.tuning },
      opts.assertIncremental ?? false,
    );
    this.reheat = this.search.params.reheatTemperature;
    this.nextDiveAt = this.search.params.lpDiveAt;
    const { S, D, T } = this.c;
    this.maxWindowDays = Math.min(D, Math.floor((this.search.params.lpMaxRows - S) / T));
    this.windowDays = this.windowLength(this.search.params.lpWindowDays);
    const p = this.search.params;
    this.windowsFit =
      p.lpWindowShare > 0 && this.maxWindowDays >= Math.max(p.lpWindowDays, WINDOW_MIN_SPAN * D);
    this.aroundWeekend = daysAroundWeekends(this.c);
    const perWeekend = Math.max(1, ...this.aroundWeekend.map((days) => days.length));
    const runs = Math.min(this.aroundWeekend.length, Math.floor((p.lpMaxRows - S) / (perWeekend * T)));
    // A run of every weekend that covers the whole horizon is a whole-horizon dive, not a window.
    this.maxWeekendRun = runs >= WEEKEND_RUN_MIN && runs * perWeekend < D ? runs : 0;
    this.weekendRun = Math.min(this.maxWeekendRun, WEEKEND_RUN_START);
    this.lpRuns =
      opts.maxIterations === undefined && p.lpDiveShare > 0 && (this.maxWindowDays >= D || this.windowsFit);
    const W = this.aroundWeekend.length;
    // Two weekends fit the master exactly when a weekend run of two does.
    const pairsFit = this.maxWeekendRun >= WEEKEND_RUN_MIN && (W * (W - 1)) / 2 <= p.pairDivesMaxPairs;
    this.weekendPairs =
      !this.lpRuns && opts.maxIterations === undefined && p.pairDivesFrom < 1 && pairsFit
        ? weekendPairs(W)
        : [];
    // Cycles only where the search works alone (Instance13: 1568 to 1508 on one thread). Where dives
    // run, two-thread runs with them were worse on Instance15 (4220, 4424, 4249 against 4004-4069) and 19.
    this.search.cycles = !this.lpRuns;
    const finalWindow = this.lpRuns && this.windowsFit && this.maxWindowDays < D && p.finalWindowShare > 0;
    this.scheduleLimit = this.limit * (1 - (finalWindow ? p.finalWindowShare : 0));
    this.aimedWindow = this.lpRuns && this.windowsFit && this.maxWindowDays >= D && p.aimedWindowAt < 1;
  }

  /** A window length within bounds: a week at least, unless the master cannot hold one that long. */
  private windowLength(days: number): number {
    return Math.min(this.maxWindowDays, Math.max(WINDOW_MIN_DAYS, Math.round(days)));
  }

  /** Starts a dive from the best roster: over the whole horizon, or over a window of days. */
  private startDive(window?: DayWindow, final = false): NonNullable<SolverRun['dive']> {
    const s = this.search;
    const cg = new ColumnGeneration(this.c, this.set, s.best, s.free, s.params.hardWeight, window);
    // Windows fix several people per step where none is integral (the weekend-trade window first did:
    // docs/decisions/0046, 0067).
    if (window !== undefined) cg.fixShare = s.params.lpWindowFixShare;
    const weekends = window !== undefined && 'days' in window;
    this.dive = { cg, steps: cg.steps(), window: window !== undefined, weekends, final };
    this.diveStarted = this.elapsed();
    return this.dive;
  }

  /**
   * Whether the schedule is over where a final window follows it: a window dive under way then ends, or it
   * could take seconds of the final window's time (docs/decisions/0058). No window begins after that.
   */
  private finalWindowDue(): boolean {
    return this.scheduleLimit < this.limit && this.elapsed() >= this.scheduleLimit;
  }

  /**
   * Whether the final window begins early (`finalChainShare`): the first time no dive runs from that
   * share before the end, if the best roster then has a weekend below its flow.
   */
  private earlyFinalDue(el: number): boolean {
    const p = this.search.params;
    if (this.earlyFinalChecked || !p.finalWindowChain || this.scheduleLimit >= this.limit) return false;
    if (p.finalChainShare <= p.finalWindowShare || el < (1 - p.finalChainShare) * this.limit) return false;
    this.earlyFinalChecked = true;
    return anyWeekendBelowFlow(this.c, this.weekendFlows(), this.search.best);
  }

  /** Whether a long phase (construction, the rescue) must stop: the time is up or the run was aborted. */
  private readonly outOfTime = (): boolean => this.elapsed() > this.limit || !!this.opts.signal?.aborted;

  private elapsed(): number {
    return this.now() - this.started;
  }

  /** Best score so far (hard, soft). */
  bestScore(): Score {
    return { hard: this.search.bestHard, soft: this.search.bestSoft };
  }

  private report(force: boolean, message: string): void {
    const cb = this.opts.onProgress;
    if (!cb) return;
    const el = this.elapsed();
    if (!force && el - this.lastProgress < (this.opts.progressEveryMs ?? DEFAULTS.progressEveryMs)) return;
    this.lastProgress = el;
    const max = this.opts.maxIterations;
    const frac = Math.max(el / this.limit, max ? this.search.iterations / max : 0);
    cb({
      phase: this.phase,
      percent: Math.min(100, Math.round(frac * 100)),
      bestScore: this.bestScore(),
      currentScore: { hard: this.search.state.hard, soft: this.search.state.soft },
      iterations: this.search.iterations,
      elapsedMs: el,
      message,
    });
  }

  /** Advances the run for about `sliceMs`; returns the outcome once finished. */
  step(sliceMs = Number.POSITIVE_INFINITY): SolveOutcome | undefined {
    if (this.finished) return this.finished;
    const sliceEnd = this.elapsed() + sliceMs;
    const s = this.search;
    const lower = this.opts.softLowerBound ?? 0;
    const max = this.opts.maxIterations;
    if (this.phase === 'construct') {
      this.report(true, 'Building an initial roster');
      if (!this.opts.initialRoster) s.construct(this.outOfTime);
      this.phase = 'search';
      this.report(true, 'Improving the roster');
    }
    const T1 = s.params.endTemperature;
    for (;;) {
      if (this.opts.signal?.aborted) return this.finish('cancelled');
      if (s.bestHard === 0 && s.bestSoft <= lower) return this.finish('optimal');
      const el = this.elapsed();
      if (max !== undefined && s.iterations >= max)
        return this.finish(s.bestHard === 0 ? 'feasible' : 'infeasible');
      if (el >= this.limit)
        return this.finish(max !== undefined ? 'timedOut' : s.bestHard === 0 ? 'feasible' : 'infeasible');
      if (el >= sliceEnd) return undefined;
      // With an iteration budget the schedule follows iterations only, so a seed reproduces the run exactly.
      const frac = Math.min(0.999999, max !== undefined ? s.iterations / max : el / this.scheduleLimit);
      // Repair: when the last part of the budget starts with no feasible roster yet, or the hard penalty of
      // the best roster has not fallen for a while, continue from the best with hard rules priced far above
      // everything soft and most effort on row re-optimisation; back to the normal schedule once feasible.
      if (s.bestHard < this.lastBestHard) {
        this.lastBestHard = s.bestHard;
        this.hardImprovedAt = frac;
      }
      if (!this.rescued && frac >= s.params.rescueAt && s.bestHard > 0) {
        this.rescued = true;
        this.report(true, 'Re-planning rows that break a rule');
        s.rescueRows(this.outOfTime);
      }
      const stalled = frac >= s.params.repairFrom || frac - this.hardImprovedAt >= s.params.repairAfterStall;
      if (stalled && s.bestHard > 0 && !this.repairing) {
        this.repairing = true;
        s.restartFromBest();
        s.hardWeight = s.params.repairHardWeight;
        s.repair = true;
      }
      if (this.repairing && s.bestHard === 0) {
        this.repairing = false;
        s.restartFromBest();
        s.hardWeight = s.params.hardWeight;
        s.repair = false;
      }
      if (this.repairing) {
        s.temperature = T1;
        s.iterate(1000);
        this.report(false, 'Repairing hard rules');
        continue;
      }
      // Column generation: from the best feasible roster, in rounds shared with the event loop; again
      // after a quick dive when there is time. Between them, window dives re-plan a few weeks at a time.
      if (this.lpRuns && s.bestHard === 0) {
        if (
          !this.finalWindowBegun &&
          this.dive === undefined &&
          (el >= this.scheduleLimit || this.earlyFinalDue(el))
        ) {
          this.beginFinalWindow();
          this.advanceDive(sliceEnd);
          continue;
        }
        // The one-off windows, each once from its share of the run, where it fits.
        if (
          (this.oneOffDue('blocks', s.params.blockWindowAt, el) &&
            this.windowsFit &&
            this.beginTwoBlockWindow(false)) ||
          (this.oneOffDue('trade', s.params.tradeWindowAt, el) &&
            this.windowsFit &&
            (this.beginTradeWindow() || this.beginShortageWindow(false))) ||
          (this.oneOffDue('aimed', s.params.aimedWindowAt, el) && this.aimedWindow && this.beginAimedWindow())
        ) {
          this.advanceDive(sliceEnd);
          continue;
        }
        if (this.dive !== undefined || (this.maxWindowDays >= this.c.D && frac >= this.nextDiveAt)) {
          this.advanceDive(sliceEnd);
          continue;
        }
        if (this.windowsAllowed(frac) && el >= this.nextWindowAt) {
          this.beginWindow();
          this.advanceDive(sliceEnd);
          continue;
        }
      }
      // Where neither the horizon nor a window fits the master, dives over two weekends at a time, between
      // stretches of search (docs/decisions/0056).
      if (this.weekendPairs.length > 0 && s.bestHard === 0) {
        const due = frac >= s.params.pairDivesFrom && frac < WINDOW_UNTIL && el >= this.nextWindowAt;
        if (this.dive === undefined && due) this.beginPairDive();
        if (this.dive !== undefined) {
          this.advanceDive(sliceEnd);
          continue;
        }
      }
      const t0 = this.estimateSchedule(frac);
      const { cycle, progress } = this.cycleAt(frac);
      if (cycle > this.cycle) {
        this.cycle = cycle;
        const found = compareScores(this.bestScore(), this.cycleStart) < 0;
        // Only where the search works alone: where dives run, a late best is often theirs, and the
        // reheats keep the search's rosters apart from theirs (subset runs with the rule everywhere:
        // Instance15 4138 and 4281, Instance12 4175 and 4192).
        const stillImproving = !this.lpRuns && frac - this.improvedAt < STILL_IMPROVING;
        if (cycle > 1 || stillImproving)
          this.reheat = nextReheat(found, this.reheat, t0, s.params, stillImproving);
        this.cycleStart = this.bestScore();
        s.restartFromBest();
      }
      // Augmenting chains: on the cool part of each cycle (on a hot roster the annealing undoes them),
      // and once, on the best roster, for the last part of the run.
      if (s.params.augmentEvery > 0 && s.bestHard === 0 && this.c.S * this.c.D <= s.params.augmentMaxCells) {
        if (!this.polished && frac >= 1 - s.params.augmentFinal) {
          this.polished = true;
          s.restartFromBest();
          this.augment(frac, true);
        } else if (progress >= AUGMENT_FROM_PROGRESS && frac >= this.nextAugment && s.state.hard === 0)
          this.augment(frac, false);
      }
      s.wishShare = frac >= s.params.wishFrom ? s.params.pWish : 0;
      s.mergeShare = frac >= s.params.mergeFrom ? s.params.mergeShare : 0;
      const Tc = cycle === 0 ? t0 : this.reheat;
      s.temperature = Tc * (T1 / Tc) ** progress;
      s.iterate(max !== undefined ? Math.min(1000, max - s.iterations) : 1000);
      this.report(false, 'Improving the roster');
    }
  }

  /**
   * Advances the column-generation dive until the slice ends; at its end the best roster takes the
   * dive's roster if that is better. Given up when the root LP is not solved within `lpRootShare` of the
   * run, when its first pricing round or its first `EARLY_ROUNDS` say it will not be, or after
   * `PACE_ROUNDS` rounds when `lpRoundsNeeded` rounds at their pace would not fit (large problems). Past
   * the root it ends early, with what it has, when its share of the run is spent or its pace since the
   * root says it will be.
   */
  private advanceDive(sliceEnd: number): void {
    if (this.dive?.window) {
      this.advanceWindow(sliceEnd);
      return;
    }
    const s = this.search;
    const p = s.params;
    let dive = this.dive;
    if (!dive) {
      this.report(true, 'Fitting rows together by linear programming');
      dive = this.startDive();
      // A later dive prices people in another order: its path, and so its roster, differ.
      dive.cg.nextPerson = Math.floor((this.divesBegun * this.c.S) / 3) % this.c.S;
      this.diveRounds = 0;
      this.diveRootAt = Number.NaN;
      this.nextDiveAt = Number.POSITIVE_INFINITY;
      this.divesBegun++;
    }
    const share = p.lpDiveShare * this.limit;
    for (;;) {
      const r = dive.steps.next();
      if (r.done) {
        this.lpDive = { ...r.value, adopted: s.adopt(r.value.roster) };
        this.dive = undefined;
        // A dive's rounding is a gamble (Instance8's whole dives end at 1304-1307 or at 1401-1507 from
        // one start to another): when there is time for another, and for the search after it, one begins
        // from the best roster after a stretch of search.
        const took = this.elapsed() - this.diveStarted;
        const again = this.elapsed() + DIVE_AGAIN_GAP * this.limit;
        if (again + DIVE_AGAIN_ROOM * took <= DIVE_AGAIN_BY * this.limit)
          this.nextDiveAt = again / this.limit;
        return;
      }
      this.diveRounds++;
      const spent = this.elapsed() - this.diveStarted;
      const atRoot = Number.isNaN(dive.cg.rootLp);
      if (!atRoot && Number.isNaN(this.diveRootAt)) this.diveRootAt = spent;
      // Out of time after the root, or on a pace that will be (the time a dive runs on in vain is the
      // search's): the fixed rows and the LP's heaviest for the others are still a roster worth a try.
      const fixedShare = r.value;
      const projected =
        fixedShare >= PROJECT_FROM_FIXED
          ? spent + ((spent - this.diveRootAt) * (1 - fixedShare)) / fixedShare
          : this.diveRootAt * DIVE_PER_ROOT;
      if ((spent >= share || projected > share) && !atRoot) {
        const partial = dive.cg.polishedOutcome(this.outOfTime);
        this.lpDive = { ...partial, adopted: s.adopt(partial.roster) };
        this.dive = undefined;
        return;
      }
      if (
        spent >= share ||
        (this.diveRounds === 1 && spent * ROOT_PER_FIRST_ROUND > p.lpRootShare * this.limit) ||
        (this.diveRounds === PACE_ROUNDS && (spent / PACE_ROUNDS) * p.lpRoundsNeeded > share) ||
        (this.diveRounds === EARLY_ROUNDS &&
          atRoot &&
          spent * ROOT_PER_EARLY_ROUNDS > p.lpRootShare * this.limit) ||
        (atRoot && spent >= p.lpRootShare * this.limit)
      ) {
        this.lpDive = 'abandoned';
        this.dive = undefined;
        return;
      }
      if (this.elapsed() >= Math.min(sliceEnd, this.limit) || this.opts.signal?.aborted) return;
      this.report(false, 'Fitting rows together by linear programming');
    }
  }

  private windowsAllowed(frac: number): boolean {
    const p = this.search.params;
    return this.windowsFit && frac >= p.lpWindowAt && frac < WINDOW_UNTIL;
  }

  /**
   * Starts a window dive on the best roster: the next `windowDays` days from the cursor. Windows overlap
   * by a quarter to three quarters (their edges move from sweep to sweep), and once a sweep reaches the
   * end the next starts at day 0: a restart on a random day left the first days out of every window
   * (Instance19, seed 1: no window touched days 1-7, and one over days 1-28 of its final26 roster
   * gained 100).
   */
  private beginWindow(): void {
    const s = this.search;
    const { D } = this.c;
    const every = s.params.lpWeekendsEvery;
    const late = this.elapsed() >= s.params.lpWeekendsFrom * this.limit;
    if (this.maxWeekendRun > 0 && every > 0 && late && this.windowDives % every === every - 1) {
      const W = this.aroundWeekend.length;
      const run = this.weekendRun; // never more than W (maxWeekendRun)
      if (this.weekendCursor < 0) this.weekendCursor = s.rng.int(W);
      const first = Math.min(this.weekendCursor, W - run);
      this.weekendCursor = first + run >= W ? 0 : first + Math.ceil(run / 2);
      // Weekends are listed in order and never share a day, so the days come out sorted and distinct.
      const days = this.aroundWeekend.slice(first, first + run).flat();
      this.startDive({ days });
      this.windowDives++;
      this.report(true, `Re-planning weekends ${first + 1}-${first + run} by linear programming`);
      return;
    }
    const L = Math.min(D, this.windowDays);
    // The first window starts on a random day: parallel runs sweep the horizon out of step.
    if (this.windowDives === 0) this.windowCursor = s.rng.int(D);
    const from = Math.min(this.windowCursor, D - L);
    this.windowCursor = from + L >= D ? 0 : from + Math.ceil(L / 4) + s.rng.int(Math.ceil(L / 2));
    this.startDive({ from, to: from + L - 1 });
    this.windowDives++;
    this.report(true, `Re-planning days ${from + 1}-${from + L} by linear programming`);
  }

  /**
   * Starts the final window dive on the best roster (`finalWindowShare`): with `finalWindowTrade` the
   * weekend-trade window where there is one; otherwise `finalWindowDays` from the Monday before the
   * weekend furthest below its flow where the master holds that many days; otherwise the shortage window
   * (`shortageWindows`) or the sweep's next window.
   */
  private beginFinalWindow(): void {
    this.finalWindowBegun = true;
    if (this.search.params.finalWindowTrade && this.beginTradeWindow(true)) return;
    if (this.search.params.finalWindowBlocks && this.beginTwoBlockWindow(true)) return;
    const { D } = this.c;
    const wanted = this.search.params.finalWindowDays;
    // Cut to what the master holds, the aimed window is the longest there can be and does not end in time
    // (Instance12's 24 days: cut short at their root, 9 s in); the shortage window takes its place.
    const aimed = wanted <= this.maxWindowDays ? this.atShortWeekend(wanted) : undefined;
    // A worker whose final window is the trade window had the shortage window as its one-off instead.
    if (!aimed && !this.search.params.finalWindowTrade && this.beginShortageWindow(true)) return;
    const L = aimed?.length ?? Math.min(D, this.windowDays);
    const from = aimed?.from ?? Math.min(this.windowCursor, D - L);
    this.startDive({ from, to: from + L - 1 }, true);
    this.report(true, `Re-planning days ${from + 1}-${from + L} by linear programming${FINISHING}`);
  }

  /**
   * Whether the one-off window `kind` is due now: the first time no dive runs at `el` (ms) from `at` (a
   * share of the run) on. It is then marked begun, so it is tried once, even when it does not fit or
   * finds nothing.
   */
  private oneOffDue(kind: OneOffWindow, at: number, el: number): boolean {
    if (this.oneOffsBegun.has(kind) || this.dive !== undefined || el < at * this.limit) return false;
    this.oneOffsBegun.add(kind);
    return true;
  }

  /**
   * Starts a two-block window on the best roster (`blockWindowAt`, or the final window's with
   * `finalWindowBlocks`); false when it does not fit the master or finds no block. The second block is
   * drawn at random the first time, so two workers sharing a roster take different ones, and moves on
   * each time; with `blockFirstTurns` the first block moves on too, round the weekends below their flow.
   */
  private beginTwoBlockWindow(final: boolean): boolean {
    const blockDays = Math.min(this.search.params.windowBlockDays, Math.floor(this.maxWindowDays / 2));
    if (blockDays <= 0) return false;
    if (this.blockTurn < 0) this.blockTurn = this.search.rng.int(this.c.D);
    const firstTurn = this.search.params.blockFirstTurns ? this.firstBlockTurn++ : 0;
    const flows = this.weekendFlows();
    const days = twoBlockWindow(this.c, flows, this.search.best, blockDays, this.blockTurn++, firstTurn);
    if (days === undefined) return false;
    const dive = this.startDive({ days }, final);
    dive.blocks = true;
    dive.oneOff = !final;
    const second = days[blockDays]!;
    this.report(
      true,
      `Re-planning days ${days[0]! + 1}-${days[0]! + blockDays} and ${second + 1}-${second + blockDays} by linear programming${final ? FINISHING : ''}`,
    );
    return true;
  }

  /**
   * Starts a dive over the next pair of weekends, each with the day before and the day after it, on the
   * best roster. The first pair is drawn at random, so two workers sharing a roster take different ones.
   */
  private beginPairDive(): void {
    const pairs = this.weekendPairs;
    if (this.pairCursor < 0) this.pairCursor = this.search.rng.int(pairs.length);
    const [i, j] = pairs[this.pairCursor]!;
    this.pairCursor = (this.pairCursor + 1) % pairs.length;
    // Weekends are listed in order and never share a day, so the days come out sorted and distinct.
    const dive = this.startDive({ days: [...this.aroundWeekend[i]!, ...this.aroundWeekend[j]!] });
    dive.pair = true;
    this.report(true, `Re-planning weekends ${i + 1} and ${j + 1} by linear programming`);
  }

  /** Starts the aimed window (`aimedWindowAt`); false when no weekend is below its flow. */
  private beginAimedWindow(): boolean {
    const aimed = this.atShortWeekend(this.search.params.aimedWindowDays);
    if (!aimed) return false;
    const { from, length: L } = aimed;
    const dive = this.startDive({ from, to: from + L - 1 });
    dive.oneOff = true;
    this.report(
      true,
      `Re-planning days ${from + 1}-${from + L} around the shortest weekend by linear programming`,
    );
    return true;
  }

  /**
   * A window of `days` (at most what the master holds) from the Monday before the best roster's weekend
   * furthest below its flow; undefined when no weekend is below it.
   */
  private atShortWeekend(days: number): { from: number; length: number } | undefined {
    const length = Math.min(this.maxWindowDays, days);
    const from = shortWeekendWindow(this.c, this.weekendFlows(), this.search.best, length);
    return from === undefined ? undefined : { from, length };
  }

  /** Each weekend's flow, computed once for the trade, aimed and final windows. */
  private weekendFlows(): readonly WeekendPairs[] {
    this.flows ??= weekendPairFlows(this.c, this.set);
    return this.flows;
  }

  /**
   * Starts the weekend-trade window on the best roster (`tradeWindowAt`, or as the final window with
   * `finalWindowTrade`); false when no weekend is below its flow or the window's days do not fit the master.
   */
  private beginTradeWindow(final = false): boolean {
    const p = this.search.params;
    const days = weekendTradeWindow(
      this.c,
      this.weekendFlows(),
      this.search.best,
      p.tradeWindowDays,
      p.tradeWindowWeekends,
    );
    if (days === undefined || days.length > this.maxWindowDays) return false;
    const dive = this.startDive({ days }, final);
    // As the final window it runs to the end of the run; otherwise it is cut short where that begins.
    dive.oneOff = !final;
    this.report(true, `Re-planning weekends to trade by linear programming${final ? FINISHING : ''}`);
    return true;
  }

  /**
   * Starts the shortage window on the best roster (`shortageWindows`), as the final window or as a
   * one-off; false when it is off, no weekend misses staff or its days do not fit the master.
   */
  private beginShortageWindow(final: boolean): boolean {
    if (!this.search.params.shortageWindows) return false;
    const days = weekendShortageWindow(this.c, this.search.best, this.maxWindowDays);
    if (days === undefined) return false;
    const dive = this.startDive({ days }, final);
    dive.oneOff = !final;
    this.report(
      true,
      `Re-planning the weekends short of staff by linear programming${final ? FINISHING : ''}`,
    );
    return true;
  }

  /**
   * Advances a window dive until the slice ends. At its end the best roster takes its roster if better,
   * the next window's length follows the time this one took, and the search gets its share of the time
   * before the next. Cut short past `WINDOW_OVERRUN` times its planned time (the final window: just
   * before the run ends): after its root with what it has, at its root with nothing.
   */
  private advanceWindow(sliceEnd: number): void {
    const s = this.search;
    const p = s.params;
    const dive = this.dive!;
    const planned = p.lpWindowTime * this.limit;
    for (;;) {
      const r = dive.steps.next();
      const spent = this.elapsed() - this.diveStarted;
      const overrun = dive.final
        ? this.elapsed() >= (1 - FINAL_WINDOW_MARGIN) * this.limit
        : dive.oneOff
          ? this.elapsed() >= Math.min(this.scheduleLimit, (1 - FINAL_WINDOW_MARGIN) * this.limit)
          : spent >= WINDOW_OVERRUN * planned || this.finalWindowDue();
      if (r.done || overrun) {
        const atRoot = Number.isNaN(dive.cg.rootLp);
        if (r.done) s.adopt(r.value.roster);
        else if (!atRoot) s.adopt(dive.cg.polishedOutcome(this.outOfTime).roster);
        this.dive = undefined;
        // A final window that ended gives way to a two-block window (the next, after a two-block one),
        // which the run's next step advances.
        if (dive.final && r.done && (dive.blocks || p.finalWindowChain)) this.beginTwoBlockWindow(true);
        // The final window has the rest of the run to itself: nothing follows it to be sized, nor a one-off.
        if (dive.final || dive.oneOff) return;
        const scale = Math.min(
          WINDOW_GROWTH,
          Math.max(1 / WINDOW_GROWTH, (planned / Math.max(1, spent)) ** WINDOW_LENGTH_POWER),
        );
        // Each kind of window sizes its next one from its own time (a pair of weekends is always two).
        if (!dive.weekends) this.windowDays = this.windowLength(this.windowDays * scale);
        else if (!dive.pair)
          this.weekendRun = Math.max(
            WEEKEND_RUN_MIN,
            Math.min(this.maxWeekendRun, Math.round(this.weekendRun * scale)),
          );
        this.nextWindowAt = this.elapsed() + (spent * (1 - p.lpWindowShare)) / p.lpWindowShare;
        return;
      }
      if (this.elapsed() >= Math.min(sliceEnd, this.limit) || this.opts.signal?.aborted) return;
      this.report(false, 'Re-planning a window by linear programming');
    }
  }

  /**
   * Searches for augmenting chains on the current roster, with an evaluation budget sized from the rate
   * the last search ran at: about `augmentShare` of the time until the next search, or for the final
   * polish most of what is left of the run. After a search that found nothing the next waits twice as
   * long (up to 8 times `augmentEvery`): on a large problem a search can use its whole budget in vain.
   */
  private augment(frac: number, final: boolean): void {
    const p = this.search.params;
    if (this.augmentGap === 0) this.augmentGap = p.augmentEvery;
    const max = this.opts.maxIterations;
    const share = final ? p.augmentFinal * AUGMENT_FINAL_USE : this.augmentGap * p.augmentShare;
    // With an iteration budget the evaluations are fixed, so a seed reproduces the run exactly.
    const budget =
      max !== undefined ? AUGMENT_EVALS_PER_ITERATION * max * share : this.augmentRate * this.limit * share;
    const t = this.now();
    const { spent, applied } = this.search.augment(Math.max(1000, budget));
    const ms = this.now() - t;
    if (ms > 0 && spent > 1000) this.augmentRate = spent / ms;
    this.augmentGap = applied > 0 ? p.augmentEvery : Math.min(8 * p.augmentEvery, 2 * this.augmentGap);
    this.nextAugment = frac + this.augmentGap;
  }

  /** The annealing cycle at this share of the run: the planned ones, or short ones once the run stalls. */
  private cycleAt(frac: number): { cycle: number; progress: number } {
    const p = this.search.params;
    const best = this.bestScore();
    if (compareScores(best, this.lastBest) < 0) {
      this.lastBest = best;
      this.improvedAt = frac;
    }
    if (
      !this.stalledAt &&
      this.movesPerCell >= p.stallMinMovesPerCell &&
      hasStalled(frac, this.improvedAt, p)
    )
      this.stalledAt = { frac, cycle: this.cycle + 1 };
    if (!this.stalledAt) return cyclePosition(frac, this.cycles ?? p.cycles, p.cycles);
    const short = shortCyclePosition(frac, this.stalledAt.frac, p);
    return { cycle: this.stalledAt.cycle + short.cycle, progress: short.progress };
  }

  /**
   * Fixes the schedule (schedule.ts) once the moves each cell will get are known, estimated from the move
   * rate once 2% of the time has passed (exact with an iteration budget): sets the number of cycles and
   * returns the first cycle's start temperature (the default one until then). That early rate is slow
   * (row re-plans while the roster breaks hard rules): on Instance12, 13 and 19 it reads 10-30 times
   * under the real pace, so their first cycle starts at the floor and they never restart on stall; the
   * schedule was tuned so (docs/decisions/0030).
   */
  private estimateSchedule(frac: number): number {
    if (this.t0 !== undefined) return this.t0;
    const p = this.search.params;
    const max = this.opts.maxIterations;
    const it = this.search.iterations;
    const total = max ?? (frac >= 0.02 && it > 0 ? it / frac : undefined);
    if (total === undefined) return p.startTemperature;
    const perCell = total / Math.max(1, this.c.S * this.c.D);
    this.t0 = firstTemperature(perCell, p);
    this.cycles = cycleCount(perCell, p);
    this.movesPerCell = perCell;
    this.search.oscillate = p.adaptFactor > 1 && perCell >= p.adaptMinMovesPerCell;
    return this.t0;
  }

  private finish(status: SolveOutcome['status']): SolveOutcome {
    this.phase = 'done';
    this.report(true, `Finished: ${status}`);
    const s = this.search;
    const roster = toAssignments(this.c, s.best);
    const score = this.bestScore();
    const explanation = this.opts.skipExplanation
      ? { score, violations: [], uncovered: [], perPerson: [] }
      : explainRoster(this.c, this.set, s.best);
    const base = { roster, score, explanation, iterations: s.iterations, elapsedMs: this.elapsed() };
    const feasible = score.hard === 0;
    const out: SolveOutcome =
      status === 'timedOut' || status === 'cancelled' ? { ...base, status, feasible } : { ...base, status };
    this.finished = out;
    return out;
  }

  /**
   * Continues from another run's best roster (same problem, dense form of `bestRoster`) when it is better
   * than this run's best: how parallel workers share progress. Returns whether it was taken.
   */
  adopt(roster: Int16Array): boolean {
    if (roster.length !== this.c.S * this.c.D) throw new Error('adopt: roster of another size');
    return this.search.adopt(roster);
  }

  /** The best roster so far, dense (staff x day, -1 off). */
  bestRoster(): Int16Array {
    return this.search.best;
  }
}

/** Solves synchronously (run it in a worker thread). Never throws for infeasible or timed-out runs. */
export function solve(problem: Problem, options: SolveOptions = {}): SolveOutcome {
  return new SolverRun(problem, options).step()!;
}

/** Solves in slices, yielding to the event loop so `signal` can cancel and progress can be sent. */
export async function solveAsync(problem: Problem, options: SolveOptions = {}): Promise<SolveOutcome> {
  const run = new SolverRun(problem, options);
  for (;;) {
    const out = run.step(50);
    if (out) return out;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

/** Explains any roster (e.g. one a scheduler edited by hand): violations, uncovered slots, per person. */
export function explainAssignments(
  problem: Problem,
  assignments: readonly Assignment[],
  constraints: ConstraintSet = rosterConstraints,
): Explanation {
  const c = compile(problem);
  return explainRoster(c, constraints, fromAssignments(c, assignments));
}
