// Which window dive when: the sweep of consecutive days (with runs of weekends in between), the one-off
// windows at their share of the run (weekend trade, aimed), pairs of weekends where no window fits, and
// the final window on the best roster followed by two-block windows. Each kind chooses its own days
// (its file in this folder); this class decides which runs, sizes the next one from the time the last
// took, and says when a window is cut short. The dive itself is the run's (solve.ts).
import type { Compiled } from '../../score/compile.js';
import type { ConstraintSet } from '../../score/constraint.js';
import type { WindowsConfig } from '../config.js';
import type { DayWindow } from '../lp/column-generation.js';
import type { Random } from '../random.js';
import { anyWeekendBelowFlow, type WeekendPairs, weekendPairFlows } from '../weekend-flow.js';
import { shortWeekendWindow } from './aimed.js';
import { PairCursor, weekendPairs } from './pairs.js';
import { weekendShortageWindow } from './shortage.js';
import { SweepCursor } from './sweep.js';
import { weekendTradeWindow } from './trade.js';
import { twoBlockWindow } from './two-block.js';
import { WeekendRunCursor } from './weekend-run.js';
import { daysAroundWeekends } from './weekends.js';

export type WindowKind =
  | 'sweep'
  | 'weekend-run'
  | 'weekend-pair'
  | 'aimed'
  | 'trade'
  | 'shortage'
  | 'two-block';

/** A window dive to start on the best roster. */
export interface WindowPlan {
  readonly kind: WindowKind;
  readonly window: DayWindow;
  /** The final window: runs until just before the run ends. */
  readonly final: boolean;
  /** A one-off window: cut short where the final window begins, and sizes no window after it. */
  readonly oneOff: boolean;
  /** What the progress message says. */
  readonly message: string;
}

/** The one-off windows, each begun at most once a run from its share of the run. */
type OneOff = 'trade' | 'aimed';

const FINISHING = ', to finish';

export interface PolicyInput {
  readonly c: Compiled;
  readonly set: ConstraintSet;
  readonly config: WindowsConfig;
  /** Largest master (`lp.maxRows`). */
  readonly maxRows: number;
  /** Whether dives run at all (a time-limited run whose whole horizon or windows fit). */
  readonly divesRun: (maxWindowDays: number, windowsFit: boolean) => boolean;
  /** Whether the run is bounded by time only (pair dives need a clock). */
  readonly timed: boolean;
  /** The run's time limit (ms). */
  readonly limit: number;
}

export class WindowPolicy {
  private readonly c: Compiled;
  private readonly set: ConstraintSet;
  private readonly p: WindowsConfig;
  private readonly limit: number;
  /** The longest window whose master fits (slots of its days plus one row per person); D: the whole horizon fits. */
  readonly maxWindowDays: number;
  /** Whether windows may run: one spans `minSpan` of the horizon within the master's rows. */
  readonly windowsFit: boolean;
  /** Whether the run dives at all (whole horizon or windows). */
  readonly divesRun: boolean;
  /** The search's schedule runs on this much of the run (ms); the rest is the final window's. */
  readonly scheduleLimit: number;
  /** Whether the aimed window may run: windows fit, and the whole horizon does (so no final window). */
  private readonly aimedWindow: boolean;
  /** Per weekend, its days and the days either side of it (Friday to Monday on a calendar week). */
  private readonly aroundWeekend: readonly (readonly number[])[];
  /** Most weekends in a row whose master fits (0: weekend runs cannot run). */
  private readonly maxWeekendRun: number;
  private readonly pairs: PairCursor | undefined;
  private readonly sweep: SweepCursor;
  private readonly weekendRuns: WeekendRunCursor;
  /** Length of the next sweep window, and weekends in the next weekend run. */
  private windowDays: number;
  private weekendRun: number;
  /** Sweep and weekend-run windows begun so far. */
  windowDives = 0;
  /** When the next sweep or pair window may begin (ms). */
  private nextWindowAt = 0;
  private finalBegun = false;
  private earlyFinalChecked = false;
  private readonly oneOffsBegun = new Set<OneOff>();
  /** Which second block the next two-block window takes (-1: not drawn yet), and which weekend its first holds. */
  private blockTurn = -1;
  private firstBlockTurn = 0;
  private flows: readonly WeekendPairs[] | undefined;

  constructor(input: PolicyInput) {
    const { c, config: p } = input;
    const { S, D, T } = c;
    this.c = c;
    this.set = input.set;
    this.p = p;
    this.limit = input.limit;
    this.maxWindowDays = Math.min(D, Math.floor((input.maxRows - S) / T));
    this.windowDays = this.windowLength(p.days);
    this.windowsFit = p.share > 0 && this.maxWindowDays >= Math.max(p.days, p.minSpan * D);
    this.aroundWeekend = daysAroundWeekends(c);
    const perWeekend = Math.max(1, ...this.aroundWeekend.map((days) => days.length));
    const runs = Math.min(this.aroundWeekend.length, Math.floor((input.maxRows - S) / (perWeekend * T)));
    // A run of every weekend that covers the whole horizon is a whole-horizon dive, not a window.
    this.maxWeekendRun = runs >= p.weekendRunMin && runs * perWeekend < D ? runs : 0;
    this.weekendRun = Math.min(this.maxWeekendRun, p.weekendRunStart);
    this.divesRun = input.divesRun(this.maxWindowDays, this.windowsFit);
    const W = this.aroundWeekend.length;
    // Two weekends fit the master exactly when a weekend run of two does.
    const pairsFit = this.maxWeekendRun >= p.weekendRunMin && (W * (W - 1)) / 2 <= p.pairDivesMaxPairs;
    const pairs = !this.divesRun && input.timed && p.pairDivesFrom < 1 && pairsFit;
    this.pairs = pairs ? new PairCursor(weekendPairs(W)) : undefined;
    this.sweep = new SweepCursor(D);
    this.weekendRuns = new WeekendRunCursor(W);
    const final = this.divesRun && this.windowsFit && this.maxWindowDays < D && p.finalShare > 0;
    this.scheduleLimit = this.limit * (1 - (final ? p.finalShare : 0));
    this.aimedWindow = this.divesRun && this.windowsFit && this.maxWindowDays >= D && p.aimedAt < 1;
  }

  /** Whether the whole horizon's master fits (whole-horizon dives run instead of a final window). */
  get wholeHorizonFits(): boolean {
    return this.maxWindowDays >= this.c.D;
  }

  /** Whether pair dives run in this run (neither the horizon nor a window fits). */
  get pairDives(): boolean {
    return this.pairs !== undefined;
  }

  /** A window length within bounds: a week at least, unless the master cannot hold one that long. */
  private windowLength(days: number): number {
    return Math.min(this.maxWindowDays, Math.max(this.p.minDays, Math.round(days)));
  }

  /** Each weekend's flow, computed once. */
  private weekendFlows(): readonly WeekendPairs[] {
    this.flows ??= weekendPairFlows(this.c, this.set);
    return this.flows;
  }

  /**
   * Whether the schedule is over where a final window follows it: a window under way then ends (it could
   * take seconds of the final window's time), and no window begins after that.
   */
  private finalWindowDue(now: () => number): boolean {
    return this.scheduleLimit < this.limit && now() >= this.scheduleLimit;
  }

  /** Whether the final window begins now (no dive running): the schedule is over, or it begins early. */
  finalDue(el: number, best: Int16Array): boolean {
    return !this.finalBegun && (el >= this.scheduleLimit || this.earlyFinalDue(el, best));
  }

  /**
   * Whether the final window begins early (`finalChainShare` before the end), so that the two-block
   * windows after it have that much more time: checked once, and only when a weekend is below its flow.
   */
  private earlyFinalDue(el: number, best: Int16Array): boolean {
    const p = this.p;
    if (this.earlyFinalChecked || this.scheduleLimit >= this.limit) return false;
    if (p.finalChainShare <= p.finalShare || el < (1 - p.finalChainShare) * this.limit) return false;
    this.earlyFinalChecked = true;
    return anyWeekendBelowFlow(this.c, this.weekendFlows(), best);
  }

  /**
   * The final window: the trade window with `finalTrade`; otherwise `finalDays` from the Monday before
   * the weekend furthest below its flow where the master holds that many days; otherwise the shortage
   * window, or the sweep's next window.
   */
  finalWindow(best: Int16Array): WindowPlan {
    this.finalBegun = true;
    if (this.p.finalTrade) {
      const trade = this.tradeWindow(best, true);
      if (trade) return trade;
    }
    const { D } = this.c;
    // A window cut to what the master holds is the longest there can be and does not end in time; the
    // shortage window takes its place.
    const aimed =
      this.p.finalDays <= this.maxWindowDays ? this.atShortWeekend(best, this.p.finalDays) : undefined;
    // A worker whose final window is the trade window had the shortage window as its one-off instead.
    if (!aimed && !this.p.finalTrade) {
      const shortage = this.shortageWindow(best, true);
      if (shortage) return shortage;
    }
    const L = aimed?.length ?? Math.min(D, this.windowDays);
    const from = aimed?.from ?? this.sweep.peek(L);
    return {
      kind: aimed ? 'aimed' : 'sweep',
      window: { from, to: from + L - 1 },
      final: true,
      oneOff: false,
      message: `Re-planning days ${from + 1}-${from + L} by linear programming${FINISHING}`,
    };
  }

  /** What follows a final window that ended with time left: a two-block window (undefined: the search). */
  afterFinal(best: Int16Array, rng: Random): WindowPlan | undefined {
    return this.twoBlockWindow(best, rng, true);
  }

  /**
   * The one-off window due now, if any (no dive running): the trade window (or the shortage window in its
   * place) from `tradeAt`, the aimed window from `aimedAt`. Each is tried once, even when it does not fit.
   */
  oneOff(el: number, best: Int16Array): WindowPlan | undefined {
    if (this.oneOffDue('trade', this.p.tradeAt, el) && this.windowsFit) {
      const plan = this.tradeWindow(best, false) ?? this.shortageWindow(best, false);
      if (plan) return plan;
    }
    if (this.oneOffDue('aimed', this.p.aimedAt, el) && this.aimedWindow) {
      const aimed = this.atShortWeekend(best, this.p.aimedDays);
      if (aimed) {
        const { from, length: L } = aimed;
        return {
          kind: 'aimed',
          window: { from, to: from + L - 1 },
          final: false,
          oneOff: true,
          message: `Re-planning days ${from + 1}-${from + L} around the shortest weekend by linear programming`,
        };
      }
    }
    return undefined;
  }

  private oneOffDue(kind: OneOff, at: number, el: number): boolean {
    if (this.oneOffsBegun.has(kind) || el < at * this.limit) return false;
    this.oneOffsBegun.add(kind);
    return true;
  }

  /** Whether the next sweep window may begin (`frac`: share of the schedule, `el`: ms). */
  sweepDue(frac: number, el: number): boolean {
    return this.windowsFit && frac >= this.p.from && frac < this.p.until && el >= this.nextWindowAt;
  }

  /** Whether the next pair of weekends may begin. */
  pairDue(frac: number, el: number): boolean {
    return frac >= this.p.pairDivesFrom && frac < this.p.until && el >= this.nextWindowAt;
  }

  /**
   * The next sweep window: `windowDays` from the sweep's cursor, or every `weekendsEvery`-th window (from
   * `weekendsFrom`) a run of weekends with the days around them.
   */
  nextSweep(el: number, rng: Random): WindowPlan {
    const { D } = this.c;
    const every = this.p.weekendsEvery;
    const late = el >= this.p.weekendsFrom * this.limit;
    const first = this.windowDives === 0;
    this.windowDives++;
    if (this.maxWeekendRun > 0 && every > 0 && late && (this.windowDives - 1) % every === every - 1) {
      const run = this.weekendRun; // never more than the weekends there are (maxWeekendRun)
      const start = this.weekendRuns.next(run, rng);
      // Weekends are listed in order and never share a day, so the days come out sorted and distinct.
      const days = this.aroundWeekend.slice(start, start + run).flat();
      return {
        kind: 'weekend-run',
        window: { days },
        final: false,
        oneOff: false,
        message: `Re-planning weekends ${start + 1}-${start + run} by linear programming`,
      };
    }
    const L = Math.min(D, this.windowDays);
    const from = this.sweep.next(L, rng, first);
    return {
      kind: 'sweep',
      window: { from, to: from + L - 1 },
      final: false,
      oneOff: false,
      message: `Re-planning days ${from + 1}-${from + L} by linear programming`,
    };
  }

  /** The next pair of weekends, each with the day before and the day after it. */
  nextPair(rng: Random): WindowPlan {
    const [i, j] = this.pairs!.next(rng);
    return {
      kind: 'weekend-pair',
      // Weekends are listed in order and never share a day, so the days come out sorted and distinct.
      window: { days: [...this.aroundWeekend[i]!, ...this.aroundWeekend[j]!] },
      final: false,
      oneOff: false,
      message: `Re-planning weekends ${i + 1} and ${j + 1} by linear programming`,
    };
  }

  /**
   * Whether a running window is cut short now: the final window just before the run ends, a one-off where
   * the final window would begin, any other past `overrun` times its planned time or at the schedule's end.
   */
  cutShort(plan: WindowPlan, now: () => number, spent: number): boolean {
    const end = (1 - this.p.finalMargin) * this.limit;
    if (plan.final) return now() >= end;
    if (plan.oneOff) return now() >= Math.min(this.scheduleLimit, end);
    return spent >= this.p.overrun * this.p.time * this.limit || this.finalWindowDue(now);
  }

  /**
   * After a window that was neither final nor one-off: the next of its kind is sized from the time this
   * one took against the time planned (a window's time grows about as its length to the fourth), and the
   * search gets its share of the time before the next window.
   */
  windowEnded(plan: WindowPlan, now: () => number, spent: number): void {
    if (plan.final || plan.oneOff) return;
    const planned = this.p.time * this.limit;
    const scale = Math.min(
      this.p.growth,
      Math.max(1 / this.p.growth, (planned / Math.max(1, spent)) ** this.p.lengthPower),
    );
    if (plan.kind === 'sweep') this.windowDays = this.windowLength(this.windowDays * scale);
    else if (plan.kind === 'weekend-run')
      this.weekendRun = Math.max(
        this.p.weekendRunMin,
        Math.min(this.maxWeekendRun, Math.round(this.weekendRun * scale)),
      );
    this.nextWindowAt = now() + (spent * (1 - this.p.share)) / this.p.share;
  }

  /**
   * A two-block window on the best roster: `blockDays` from the Monday before a weekend below its flow
   * (the next of them each time, the furthest first) and as many from another Monday, drawn at random the
   * first time (so two workers sharing a roster take different ones) and moving on each time. Undefined
   * when it does not fit the master or finds no block.
   */
  private twoBlockWindow(best: Int16Array, rng: Random, final: boolean): WindowPlan | undefined {
    const blockDays = Math.min(this.p.blockDays, Math.floor(this.maxWindowDays / 2));
    if (blockDays <= 0) return undefined;
    if (this.blockTurn < 0) this.blockTurn = rng.int(this.c.D);
    const firstTurn = this.firstBlockTurn++;
    const days = twoBlockWindow(this.c, this.weekendFlows(), best, blockDays, this.blockTurn++, firstTurn);
    if (days === undefined) return undefined;
    const second = days[blockDays]!;
    return {
      kind: 'two-block',
      window: { days },
      final,
      oneOff: !final,
      message: `Re-planning days ${days[0]! + 1}-${days[0]! + blockDays} and ${second + 1}-${second + blockDays} by linear programming${final ? FINISHING : ''}`,
    };
  }

  /** `days` (at most what the master holds) from the Monday before the weekend furthest below its flow. */
  private atShortWeekend(best: Int16Array, days: number): { from: number; length: number } | undefined {
    const length = Math.min(this.maxWindowDays, days);
    const from = shortWeekendWindow(this.c, this.weekendFlows(), best, length);
    return from === undefined ? undefined : { from, length };
  }

  /** The weekend-trade window; undefined when no weekend is below its flow or its days do not fit. */
  private tradeWindow(best: Int16Array, final: boolean): WindowPlan | undefined {
    const days = weekendTradeWindow(
      this.c,
      this.weekendFlows(),
      best,
      this.p.tradeDays,
      this.p.tradeWeekends,
    );
    if (days === undefined || days.length > this.maxWindowDays) return undefined;
    return {
      kind: 'trade',
      window: { days },
      final,
      oneOff: !final,
      message: `Re-planning weekends to trade by linear programming${final ? FINISHING : ''}`,
    };
  }

  /** The shortage window; undefined when no weekend misses staff or its days do not fit. */
  private shortageWindow(best: Int16Array, final: boolean): WindowPlan | undefined {
    const days = weekendShortageWindow(this.c, best, this.maxWindowDays);
    if (days === undefined) return undefined;
    return {
      kind: 'shortage',
      window: { days },
      final,
      oneOff: !final,
      message: `Re-planning the weekends short of staff by linear programming${final ? FINISHING : ''}`,
    };
  }
}
