// The solver entry points: `solve` (synchronous, for a worker thread) and `solveAsync` (yields to the
// event loop between slices so an AbortSignal can fire). Neither throws for infeasible or timed-out runs.
import type { Assignment, Problem } from '../domain/problem.js';
import { type Explanation, explainRoster } from '../explain/explain.js';
import { type Compiled, compile, OFF } from '../score/compile.js';
import type { ConstraintSet } from '../score/constraint.js';
import { rosterConstraints } from '../score/constraints.js';
import { compareScores, type Score } from '../score/evaluate.js';
import { fromAssignments, toAssignments } from './assignments.js';
import { resolveConfig, type SolverConfig } from './config.js';
import { ColumnGeneration, type DayWindow, type DiveOutcome } from './lp/column-generation.js';
import { diveVerdict } from './lp/dive-pace.js';
import {
  cyclePosition,
  firstTemperature,
  hasStalled,
  nextReheat,
  shortCyclePosition,
} from './moves/schedule.js';
import { RosterSearch } from './moves/search.js';
import { createRandom } from './random.js';
import type { SolveActivity, SolveOptions, SolveOutcome, SolvePhase } from './types.js';
import { type WindowPlan, WindowPolicy } from './windows/policy.js';

export { fromAssignments, toAssignments };

// The host's timer, used only to yield between slices; typed here because the engine's lib is plain ES.
declare const setTimeout: (fn: () => void, ms: number) => unknown;

const DEFAULTS = { seed: 1, timeLimitMs: 10_000, progressEveryMs: 250 };
const SEARCHING: SolveActivity = { kind: 'search' };
/** Activities whose work goes row by row: progress names the person last re-planned. */
const ROW_ACTIVITIES: ReadonlySet<SolveActivity['kind']> = new Set(['search', 'rescue', 'repair']);

/** The days a window re-plans, in order. */
function windowDays(window: DayWindow): number[] {
  if ('days' in window) return [...window.days];
  return Array.from({ length: window.to - window.from + 1 }, (_, k) => window.from + k);
}

/** A prepared run: compile once, then advance in slices. */
export class SolverRun {
  readonly c: Compiled;
  readonly set: ConstraintSet;
  readonly config: SolverConfig;
  private readonly search: RosterSearch;
  private readonly now: () => number;
  private readonly started: number;
  private readonly limit: number;
  /** Which window dive when (windows/policy.ts). */
  private readonly windows: WindowPolicy;
  private lastProgress = Number.NEGATIVE_INFINITY;
  private phase: SolvePhase = 'construct';
  /** What the run is doing, as the progress events report it. */
  private activity: SolveActivity = { kind: 'construct' };
  private finished: SolveOutcome | undefined;
  private cycle = 0;
  /** The current reheat temperature. */
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
  /** The running column-generation dive (a generator), and the window it re-plans (none: the whole horizon). */
  private dive:
    | { cg: ColumnGeneration; steps: Generator<number, DiveOutcome>; plan?: WindowPlan }
    | undefined;
  private diveStarted = 0;
  private diveRounds = 0;
  /** Milliseconds into the dive when its root LP was solved (NaN before). */
  private diveRootAt = Number.NaN;
  /** How the last whole-horizon dive ended. */
  lpDive: (DiveOutcome & { adopted: boolean }) | 'abandoned' | undefined;
  /** Whole-horizon dives begun so far, and the share of the run from which the next may begin (none: infinite). */
  divesBegun = 0;
  private nextDiveAt: number;
  /** Once stalled: the share of the run and the cycle number where the short cycles began. */
  private stalledAt: { frac: number; cycle: number } | undefined;

  constructor(
    problem: Problem,
    private readonly opts: SolveOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.started = this.now();
    this.limit = opts.timeLimitMs ?? DEFAULTS.timeLimitMs;
    this.config = resolveConfig(opts.config);
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
      this.config,
      opts.assertIncremental ?? false,
    );
    this.reheat = this.config.annealing.reheatTemperature;
    this.nextDiveAt = this.config.lp.diveAt;
    const timed = opts.maxIterations === undefined;
    const { D } = this.c;
    this.windows = new WindowPolicy({
      c: this.c,
      set: this.set,
      config: this.config.windows,
      maxRows: this.config.lp.maxRows,
      // Dives need a clock: runs bounded by iterations stay exactly reproducible without them.
      divesRun: (maxWindowDays, windowsFit) =>
        timed && this.config.lp.diveShare > 0 && (maxWindowDays >= D || windowsFit),
      timed,
      limit: this.limit,
    });
    // Annealing cycles only where the search works alone: where dives run, restarts from the best
    // roster pull the search onto the dives' rosters, and the two explore less between them.
    this.search.cycles = !this.windows.divesRun;
  }

  /** Sweep and weekend-run window dives begun so far. */
  get windowDives(): number {
    return this.windows.windowDives;
  }

  /** Starts a dive from the best roster: over the whole horizon, or over a window's days. */
  private startDive(plan?: WindowPlan): void {
    const s = this.search;
    const cg = new ColumnGeneration(
      this.c,
      this.set,
      s.best,
      s.free,
      s.config.annealing.hardWeight,
      plan?.window,
    );
    // Windows fix several people per step where none is integral.
    if (plan) cg.fixShare = s.config.windows.fixShare;
    this.dive = { cg, steps: cg.steps(), ...(plan ? { plan } : {}) };
    this.diveStarted = this.elapsed();
  }

  /** Starts a window dive and reports it. */
  private startWindow(plan: WindowPlan): void {
    this.startDive(plan);
    this.report(true, plan.message, {
      kind: 'window',
      window: plan.kind,
      days: windowDays(plan.window),
      final: plan.final,
    });
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

  /** Sends progress (at most every `progressEveryMs` unless forced); `activity`: what the run does from now on. */
  private report(force: boolean, message: string, activity?: SolveActivity): void {
    if (activity) this.activity = activity;
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
      activity: this.activity,
      message,
      ...(ROW_ACTIVITIES.has(this.activity.kind) && this.search.rowPerson >= 0
        ? { staffIndex: this.search.rowPerson }
        : {}),
    });
  }

  /** Advances the run for about `sliceMs`; returns the outcome once finished. */
  step(sliceMs = Number.POSITIVE_INFINITY): SolveOutcome | undefined {
    if (this.finished) return this.finished;
    const sliceEnd = this.elapsed() + sliceMs;
    const s = this.search;
    const w = this.windows;
    const lower = this.opts.softLowerBound ?? 0;
    const max = this.opts.maxIterations;
    if (this.phase === 'construct') {
      this.report(true, 'Building an initial roster', { kind: 'construct' });
      if (!this.opts.initialRoster) s.construct(this.outOfTime);
      this.phase = 'search';
      this.report(true, 'Improving the roster', SEARCHING);
    }
    const T1 = s.config.annealing.endTemperature;
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
      const frac = Math.min(0.999999, max !== undefined ? s.iterations / max : el / w.scheduleLimit);
      // Repair: when the last part of the budget starts with no feasible roster yet, or the hard penalty of
      // the best roster has not fallen for a while, continue from the best with hard rules priced far above
      // everything soft and most effort on row re-optimisation; back to the normal schedule once feasible.
      if (s.bestHard < this.lastBestHard) {
        this.lastBestHard = s.bestHard;
        this.hardImprovedAt = frac;
      }
      const r = s.config.repairs;
      if (!this.rescued && frac >= r.rescueAt && s.bestHard > 0) {
        this.rescued = true;
        this.report(true, 'Re-planning rows that break a rule', { kind: 'rescue' });
        s.rescueRows(this.outOfTime);
      }
      const stalled = frac >= r.repairFrom || frac - this.hardImprovedAt >= r.repairAfterStall;
      if (stalled && s.bestHard > 0 && !this.repairing) {
        this.repairing = true;
        s.restartFromBest();
        s.hardWeight = r.repairHardWeight;
        s.repair = true;
      }
      if (this.repairing && s.bestHard === 0) {
        this.repairing = false;
        s.restartFromBest();
        s.hardWeight = s.config.annealing.hardWeight;
        s.repair = false;
      }
      if (this.repairing) {
        s.temperature = T1;
        s.iterate(1000);
        this.report(false, 'Repairing hard rules', { kind: 'repair' });
        continue;
      }
      // Column generation: from the best feasible roster, in rounds shared with the event loop; again
      // after a quick dive when there is time. Between them, window dives re-plan a few weeks at a time.
      if (w.divesRun && s.bestHard === 0) {
        if (this.dive === undefined && w.finalDue(el, s.best)) {
          this.startWindow(w.finalWindow(s.best));
          this.advanceDive(sliceEnd);
          continue;
        }
        const oneOff = this.dive === undefined ? w.oneOff(el, s.best) : undefined;
        if (oneOff) {
          this.startWindow(oneOff);
          this.advanceDive(sliceEnd);
          continue;
        }
        if (this.dive !== undefined || (w.wholeHorizonFits && frac >= this.nextDiveAt)) {
          this.advanceDive(sliceEnd);
          continue;
        }
        if (w.sweepDue(frac, el)) {
          this.startWindow(w.nextSweep(this.elapsed(), s.rng));
          this.advanceDive(sliceEnd);
          continue;
        }
      }
      // Where neither the horizon nor a window fits the master, dives over two weekends at a time, between
      // stretches of search.
      if (w.pairDives && s.bestHard === 0) {
        if (this.dive === undefined && w.pairDue(frac, el)) this.startWindow(w.nextPair(s.rng));
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
        // A cycle still improving at its end goes on cool, but only where the search works alone: where
        // dives run, a late best is often theirs, and the reheats keep the search's rosters apart from theirs.
        const stillImproving = !w.divesRun && frac - this.improvedAt < s.config.annealing.stillImproving;
        if (cycle > 1 || stillImproving)
          this.reheat = nextReheat(found, this.reheat, t0, s.config.annealing, stillImproving);
        this.cycleStart = this.bestScore();
        s.restartFromBest();
      }
      // Augmenting chains: on the cool part of each cycle (on a hot roster the annealing undoes them),
      // and once, on the best roster, for the last part of the run.
      if (r.augmentEvery > 0 && s.bestHard === 0 && this.c.S * this.c.D <= r.augmentMaxCells) {
        if (!this.polished && frac >= 1 - r.augmentFinal) {
          this.polished = true;
          s.restartFromBest();
          this.augment(frac, true);
        } else if (progress >= r.augmentFromProgress && frac >= this.nextAugment && s.state.hard === 0)
          this.augment(frac, false);
      }
      s.wishShare = frac >= s.config.moves.wishFrom ? s.config.moves.pWish : 0;
      const Tc = cycle === 0 ? t0 : this.reheat;
      s.temperature = Tc * (T1 / Tc) ** progress;
      s.iterate(max !== undefined ? Math.min(1000, max - s.iterations) : 1000);
      this.report(false, 'Improving the roster', SEARCHING);
    }
  }

  /**
   * Advances the whole-horizon dive until the slice ends; at its end the best roster takes the dive's
   * roster if that is better. Given up when the root LP is not solved within `lp.rootShare` of the run,
   * when its first pricing round or its first `lp.earlyRounds` say it will not be, or after
   * `lp.paceRounds` rounds when `lp.roundsNeeded` rounds at their pace would not fit (large problems).
   * Past the root it ends early, with what it has, when its share of the run is spent or its pace since
   * the root says it will be.
   */
  private advanceDive(sliceEnd: number): void {
    if (this.dive?.plan) {
      this.advanceWindow(sliceEnd);
      return;
    }
    const s = this.search;
    const p = s.config.lp;
    let dive = this.dive;
    if (!dive) {
      this.report(true, 'Fitting rows together by linear programming', { kind: 'dive' });
      this.startDive();
      dive = this.dive!;
      // A later dive prices people in another order: its path, and so its roster, differ.
      dive.cg.nextPerson = Math.floor((this.divesBegun * this.c.S) / 3) % this.c.S;
      this.diveRounds = 0;
      this.diveRootAt = Number.NaN;
      this.nextDiveAt = Number.POSITIVE_INFINITY;
      this.divesBegun++;
    }
    for (;;) {
      const r = dive.steps.next();
      if (r.done) {
        this.lpDive = { ...r.value, adopted: s.adopt(r.value.roster) };
        this.dive = undefined;
        this.report(true, 'Improving the roster', SEARCHING);
        // A dive's rounding is a gamble (whole dives from different starts end far apart): when there is
        // time for another, and for the search after it, one begins from the best roster after a stretch
        // of search.
        const took = this.elapsed() - this.diveStarted;
        const again = this.elapsed() + p.diveAgainGap * this.limit;
        if (again + p.diveAgainRoom * took <= p.diveAgainBy * this.limit)
          this.nextDiveAt = again / this.limit;
        return;
      }
      this.diveRounds++;
      const spent = this.elapsed() - this.diveStarted;
      const atRoot = Number.isNaN(dive.cg.rootLp);
      if (!atRoot && Number.isNaN(this.diveRootAt)) this.diveRootAt = spent;
      const verdict = diveVerdict(
        {
          rounds: this.diveRounds,
          spent,
          atRoot,
          rootAt: this.diveRootAt,
          fixedShare: r.value,
          limit: this.limit,
        },
        p,
      );
      if (verdict === 'partial') {
        const partial = dive.cg.polishedOutcome(this.outOfTime);
        this.lpDive = { ...partial, adopted: s.adopt(partial.roster) };
        this.dive = undefined;
        this.report(true, 'Improving the roster', SEARCHING);
        return;
      }
      if (verdict === 'abandon') {
        this.lpDive = 'abandoned';
        this.dive = undefined;
        this.report(true, 'Improving the roster', SEARCHING);
        return;
      }
      if (this.elapsed() >= Math.min(sliceEnd, this.limit) || this.opts.signal?.aborted) return;
      this.report(false, 'Fitting rows together by linear programming');
    }
  }

  /**
   * Advances a window dive until the slice ends. At its end (or cut short, `WindowPolicy.cutShort`: after
   * its root with what it has, at its root with nothing) the best roster takes its roster if better, and
   * the policy sizes the next window; a final window that ended gives way to a two-block window.
   */
  private advanceWindow(sliceEnd: number): void {
    const s = this.search;
    const dive = this.dive!;
    const plan = dive.plan!;
    const elapsed = (): number => this.elapsed();
    for (;;) {
      const r = dive.steps.next();
      const spent = this.elapsed() - this.diveStarted;
      const cut = this.windows.cutShort(plan, elapsed, spent);
      if (r.done || cut) {
        const atRoot = Number.isNaN(dive.cg.rootLp);
        if (r.done) s.adopt(r.value.roster);
        else if (!atRoot) s.adopt(dive.cg.polishedOutcome(this.outOfTime).roster);
        this.dive = undefined;
        this.report(true, 'Improving the roster', SEARCHING);
        if (plan.final && r.done) {
          const next = this.windows.afterFinal(s.best, s.rng);
          if (next) this.startWindow(next);
        }
        this.windows.windowEnded(plan, elapsed, spent);
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
    const p = this.config;
    if (this.augmentGap === 0) this.augmentGap = p.repairs.augmentEvery;
    const max = this.opts.maxIterations;
    const share = final
      ? p.repairs.augmentFinal * this.config.repairs.augmentFinalUse
      : this.augmentGap * p.repairs.augmentShare;
    // With an iteration budget the evaluations are fixed, so a seed reproduces the run exactly.
    const budget =
      max !== undefined
        ? this.config.repairs.augmentEvalsPerIteration * max * share
        : this.augmentRate * this.limit * share;
    const t = this.now();
    const { spent, applied } = this.search.augment(Math.max(1000, budget));
    const ms = this.now() - t;
    if (ms > 0 && spent > 1000) this.augmentRate = spent / ms;
    this.augmentGap =
      applied > 0 ? p.repairs.augmentEvery : Math.min(8 * p.repairs.augmentEvery, 2 * this.augmentGap);
    this.nextAugment = frac + this.augmentGap;
  }

  /** The annealing cycle at this share of the run: the planned ones, or short ones once the run stalls. */
  private cycleAt(frac: number): { cycle: number; progress: number } {
    const p = this.config;
    const best = this.bestScore();
    if (compareScores(best, this.lastBest) < 0) {
      this.lastBest = best;
      this.improvedAt = frac;
    }
    if (
      !this.stalledAt &&
      this.movesPerCell >= p.annealing.stallMinMovesPerCell &&
      hasStalled(frac, this.improvedAt, p.annealing)
    )
      this.stalledAt = { frac, cycle: this.cycle + 1 };
    if (!this.stalledAt) return cyclePosition(frac, p.annealing.cycles);
    const short = shortCyclePosition(frac, this.stalledAt.frac, p.annealing);
    return { cycle: this.stalledAt.cycle + short.cycle, progress: short.progress };
  }

  /**
   * Fixes the schedule (schedule.ts) once the moves each cell will get are known, estimated from the move
   * rate once 2% of the time has passed (exact with an iteration budget): sets the number of cycles and
   * returns the first cycle's start temperature (the default one until then). That early rate is slow
   * (row re-plans while the roster breaks hard rules) and can read many times under the real pace, so
   * such a run's first cycle starts at the floor and it never restarts on stall; the defaults were chosen
   * with that (docs/engine.md).
   */
  private estimateSchedule(frac: number): number {
    if (this.t0 !== undefined) return this.t0;
    const p = this.config;
    const max = this.opts.maxIterations;
    const it = this.search.iterations;
    const total = max ?? (frac >= 0.02 && it > 0 ? it / frac : undefined);
    if (total === undefined) return p.annealing.startTemperature;
    const perCell = total / Math.max(1, this.c.S * this.c.D);
    this.t0 = firstTemperature(perCell, p.annealing);
    this.movesPerCell = perCell;
    return this.t0;
  }

  private finish(status: SolveOutcome['status']): SolveOutcome {
    this.phase = 'done';
    this.report(true, `Finished: ${status}`, { kind: 'done', status });
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
