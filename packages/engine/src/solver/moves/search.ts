// Construction and local search over the dense roster. Simulated annealing with a time- (or iteration-)
// based geometric cooling, over three moves: change one cell, exchange a block of days between two people
// (the move that matters most on Curtois-Qu), and set a block of days of one person to one value. Hard
// penalties weigh `hardWeight` times a soft unit; the best roster is kept lexicographically (hard, soft).
// Now and then the solver asks for augmenting chains (augment.ts), improvements no single move reaches.
import { type Compiled, FREE, OFF } from '../../score/compile.js';
import type { ConstraintSet } from '../../score/constraint.js';
import { evaluateRoster } from '../../score/evaluate.js';
import { ScoreState } from '../../score/incremental.js';
import type { SolverConfig } from '../config.js';
import type { Random } from '../random.js';
import { applyChain, CoverAugmenter } from '../repairs/augment.js';
import { CoverChain } from '../repairs/cover-chain.js';
import { DayCycles } from '../repairs/day-cycles.js';
import { longestShiftUnits, RowOptimizer } from '../repairs/row-dp.js';
import { Wishes } from './wish.js';

/** DP transitions allowed for a routine row move, and for one aimed at a hard-rule breach. */
const ROUTINE_BUDGET = 4_000_000;
const FOCUS_BUDGET = 40_000_000;
const MOVE_COST = 200;
/**
 * A bound must pass a move's cutoff by this (relative and absolute) to reject it: rounding, and the drift
 * of the running own costs, stay far below it.
 */
const BOUND_SLACK = 1e-9;
/** Longest of the two blocks an exchange of blocks apart trades. */
const APART_BLOCK = 3;
/** Largest drift (in minute units) of a row's running minutes inside a routine DP window. */
const MINUTE_TRUST = 4;
/** The same for weekends worked, in any routine window. */
const WEEKEND_TRUST = 2;
/** Counter pricing passes of a routine row. */
const ROUTINE_PASSES = 3;
/**
 * Minute and weekend trust of a whole-horizon row aimed at a breach: a narrow region first (several times
 * faster than the broad one, and it mends most breaches), the broad one for a person whose narrow row
 * left them in breach (a larger rearrangement). The minute trust is never more than one of the person's
 * longest shifts (two, broad): the last breaches belong to people at their minimum of minutes, mended by
 * moving a shift across the horizon, and a wider region only costs time.
 */
const WIDE_MINUTE_TRUST = [3, 6] as const;
const WIDE_WEEKEND_TRUST = [1, 2] as const;
/** Counter pricing passes of a whole-horizon row (hard caps on shift types need several). */
const WIDE_PASSES = 10;
/**
 * Sweeps of `rescueRows`, and its minute trust (weekend trust 1): a narrow trust makes tight rows feasible
 * several times faster than a wide one, which only adds states.
 */
const RESCUE_SWEEPS = 3;
const RESCUE_MINUTE_TRUST = 2;

/**
 * What the search may change: `free` (S x D) marks cells it may set (locked cells keep their value;
 * approved vacations and days off stay off unless locked), `allowed` (S x (V + 1)) the values each
 * person may take (off and their domain).
 */
export function movableCells(c: Compiled): { free: Uint8Array; allowed: Uint8Array } {
  const { S, D } = c;
  const W = c.V + 1;
  const free = new Uint8Array(S * D);
  for (let i = 0; i < S * D; i++) free[i] = c.locked[i] === FREE && c.unavailable[i] === 0 ? 1 : 0;
  const allowed = new Uint8Array(S * W);
  for (let s = 0; s < S; s++) {
    allowed[s * W] = 1;
    for (const v of c.domain[s]!) allowed[s * W + v + 1] = 1;
  }
  return { free, allowed };
}

export class RosterSearch {
  readonly state: ScoreState;
  best: Int16Array;
  bestHard: number;
  bestSoft: number;
  iterations = 0;
  temperature: number;
  /** Current price of a hard unit; oscillates around the feasibility frontier (strategic oscillation). */
  hardWeight: number;
  /** Cells the search may set (movableCells). */
  readonly free: Uint8Array;
  /**
   * Per cell (s, d), the first day from d on that s may not be given a new value (D: none), from `free` as
   * built (weekend merges hold cells only while they re-plan rows): a block is free in one lookup.
   */
  private readonly nextHeld: Int32Array;
  private readonly allowed: Uint8Array;
  private readonly nv: Int16Array;
  private readonly W: number;
  private readonly rowOpt: RowOptimizer;
  readonly chain: CoverChain;
  private readonly augmenter: CoverAugmenter;
  private readonly dayCycles: DayCycles;
  private readonly rowBuf: Int16Array;
  private nextRow = 0;
  /** The person whose row a row move or the rescue re-planned last (-1: none yet), for progress. */
  rowPerson = -1;
  /** Share of moves that grant wishes now (`pWish` once the run reaches `wishFrom`, set by the run). */
  wishShare = 0;
  private readonly windowLen: Int32Array;
  /** 1 for a person whose last narrow whole-horizon row left a breach: the next one is broad. */
  private readonly broadNext: Uint8Array;
  /** Per person, their longest shift in the row DP's minute units (caps a whole-horizon row's trust). */
  private readonly shiftUnits: Int32Array;
  /** Free cells whose soft cost depends on their value (requests, preferences), and each one's lowest. */
  /** The wish move's cells and partners (wish.ts). */
  private readonly wishes: Wishes;
  dpTried = 0;
  /**
   * Whether the augmenting phase also looks for cycles (exchange cycles within a day, and chains that
   * close into cycles).
   */
  cycles = true;
  /** Repair mode: several row moves per batch and no adaptation of the hard weight. */
  repair = false;
  dpAccepted = 0;

  constructor(
    readonly c: Compiled,
    readonly set: ConstraintSet,
    initial: Int16Array,
    readonly rng: Random,
    readonly config: SolverConfig,
    readonly assertIncremental = false,
  ) {
    const { S, D, V } = c;
    this.W = V + 1;
    ({ free: this.free, allowed: this.allowed } = movableCells(c));
    const start = Int16Array.from(initial);
    for (let i = 0; i < S * D; i++) if (!this.free[i]) start[i] = c.locked[i] === FREE ? OFF : c.locked[i]!;
    this.state = new ScoreState(c, set, start);
    this.best = Int16Array.from(this.state.roster);
    this.bestHard = this.state.hard;
    this.bestSoft = this.state.soft;
    this.nv = new Int16Array(D);
    this.nextHeld = nextHeldDays(this.free, S, D);
    this.rowOpt = new RowOptimizer(this.state, this.free);
    this.chain = new CoverChain(this.state, this.free, this.allowed, rng, config.moves.chainLinks);
    this.augmenter = new CoverAugmenter(this.state, this.free, this.allowed);
    this.dayCycles = new DayCycles(this.state, this.free, this.allowed);
    this.rowBuf = new Int16Array(D);
    this.windowLen = new Int32Array(S).fill(D);
    this.broadNext = new Uint8Array(S);
    this.shiftUnits = Int32Array.from({ length: S }, (_, s) => longestShiftUnits(c, s));
    this.wishes = new Wishes(this.state, this.free, this.allowed, this.W, rng);
    this.temperature = config.annealing.startTemperature;
    this.hardWeight = config.annealing.hardWeight;
  }

  /** Greedy: fill each missing coverage unit with the candidate that lowers the cost most. */
  construct(shouldStop: () => boolean): void {
    const { S, D, T, domain } = this.c;
    const st = this.state;
    const Wh = this.config.annealing.hardWeight;
    const order = Array.from({ length: S }, (_, i) => i);
    const sample = Math.min(S, 40);
    for (let d = 0; d < D; d++) {
      if (shouldStop()) return;
      for (let t = 0; t < T; t++) {
        const single = t; // value index t is the single shift t
        let need = this.c.coverRequired[d * T + t]! - st.cover[d * T + t]!;
        while (need-- > 0) {
          shuffle(order, this.rng, sample);
          let bestS = -1;
          let bestCost = 0;
          for (let k = 0; k < sample; k++) {
            const s = order[k]!;
            const i = s * D + d;
            if (!this.free[i] || st.roster[i] !== OFF || !this.allowed[s * this.W + single + 1]) continue;
            st.evalSet(s, d, single);
            const cost = st.dHard * Wh + st.dSoft;
            if (cost < bestCost) {
              bestCost = cost;
              bestS = s;
            }
          }
          if (bestS < 0) break;
          st.set(bestS, d, single);
        }
      }
    }
    void domain;
    this.saveIfBest();
  }

  /** Continues from the best roster found so far (start of a new annealing cycle). */
  restartFromBest(): void {
    this.state.roster.set(this.best);
    this.state.recompute();
  }

  /**
   * Continues from `roster` (e.g. another worker's best) when it beats the best so far; locked and
   * unavailable cells keep their fixed values. Returns whether it was taken.
   */
  adopt(roster: Int16Array): boolean {
    const st = this.state;
    const saved = Int16Array.from(st.roster);
    for (let i = 0; i < roster.length; i++) if (this.free[i]) st.roster[i] = roster[i]!;
    st.recompute();
    if (this.saveIfBest()) return true;
    st.roster.set(saved);
    st.recompute();
    return false;
  }

  /** Keeps the current roster when it beats the best (hard first, then soft); returns whether it did. */
  private saveIfBest(): boolean {
    const st = this.state;
    if (st.hard > this.bestHard || (st.hard === this.bestHard && st.soft >= this.bestSoft)) return false;
    this.bestHard = st.hard;
    this.bestSoft = st.soft;
    this.best.set(st.roster);
    return true;
  }

  /**
   * Re-optimises one person's row by dynamic programming (row-dp.ts), over the whole horizon or, when
   * that is too large, over a random window; applied under the annealing rule.
   */
  rowMove(): void {
    const { S, D } = this.c;
    let s = this.nextRow;
    this.nextRow = (this.nextRow + 1 + this.rng.int(Math.max(1, S - 1))) % S;
    // While infeasible, take someone who breaks a hard rule (all are scanned: when a few of many people
    // are left, random probes miss them), and a window around the breach.
    let focus = -1;
    const x = this.state.hard > 0 ? this.personInBreach() : -1;
    if (x >= 0) {
      s = x;
      const found = evaluateRoster(this.c, this.set, this.state.roster, {
        person: x,
        only: this.set.hard,
      }).violations.flatMap((v) => (v.date === undefined ? [] : [this.c.dayIndex.get(v.date)!]));
      // A breach of a whole-horizon count (weekends, minutes) has no day: the move is still aimed.
      if (found.length > 0) focus = found[this.rng.int(found.length)]!;
    }
    // Most windows aimed at a breach are sized to a routine budget (cheap, so many breaches get fixed per
    // second); one in `wideOdds` spans the whole horizon with the large budget, for breaches that need
    // slack from far away (tight minute or weekend totals).
    this.rowPerson = s;
    const wide = x >= 0 && this.rng.int(this.config.moves.wideOdds) === 0;
    let L = wide
      ? D
      : focus >= 0
        ? Math.min(D, this.windowLen[s]!, 14 + this.rng.int(22))
        : Math.min(D, this.windowLen[s]!);
    const budget = wide ? FOCUS_BUDGET : ROUTINE_BUDGET;
    const broad = this.broadNext[s]!;
    // Escalate: the next whole-horizon row for this person is broad if this narrow one does not repair them.
    if (wide) this.broadNext[s] = broad ? 0 : 1;
    let a = 0;
    for (;;) {
      a =
        focus >= 0
          ? Math.max(0, Math.min(D - L, focus - (L >> 1) + this.rng.int(3) - 1))
          : this.rng.int(D - L + 1);
      if (
        this.rowOpt.optimize(
          s,
          this.hardWeight,
          this.rowBuf,
          a,
          a + L - 1,
          budget,
          wide ? Math.min(WIDE_MINUTE_TRUST[broad]!, (broad + 1) * this.shiftUnits[s]!) : MINUTE_TRUST,
          wide ? WIDE_WEEKEND_TRUST[broad]! : WEEKEND_TRUST,
          wide ? WIDE_PASSES : ROUTINE_PASSES,
        )
      )
        break;
      if (L <= 7) return;
      L = Math.max(7, Math.floor(L * 0.7));
      if (!wide) this.windowLen[s] = L;
    }
    const b = a + L - 1;
    const st = this.state;
    let same = true;
    for (let d = a; d <= b; d++) if (this.rowBuf[d - a] !== st.roster[s * D + d]) same = false;
    if (same) return;
    this.dpTried++;
    st.evalChange(s, a, b, this.rowBuf);
    const delta = st.dHard * this.hardWeight + st.dSoft;
    if (delta > 0 && (this.temperature <= 0 || this.rng.next() >= Math.exp(-delta / this.temperature)))
      return;
    this.dpAccepted++;
    st.commitChange(s, a, b, this.rowBuf);
    if (wide && st.personScore(s)[0] === 0) this.broadNext[s] = 0;
    if (this.assertIncremental) st.assertConsistent(this.set, 'after row move');
    this.saveIfBest();
  }

  /**
   * Re-plans every person who breaks a hard rule over the whole horizon for their own rules and wishes
   * alone (coverage left out: the row DP in pricing mode at zero prices), from the best roster, keeping a
   * row when it lowers the hard penalty; up to three sweeps. On very tight rows (most days of the year
   * worked) a breach can only be mended by moving the row as far as the next slack, which windows do not
   * reach; this makes such a run feasible in seconds, at a cost in coverage the search then wins back.
   */
  rescueRows(shouldStop: () => boolean): void {
    const { S, D, T } = this.c;
    const st = this.state;
    this.restartFromBest();
    const opt = this.rowOpt;
    const pricing = opt.coverPrice;
    opt.coverPrice = new Float64Array(D * T);
    const Wh = this.config.repairs.repairHardWeight;
    for (let sweep = 0; sweep < RESCUE_SWEEPS && st.hard > 0; sweep++)
      for (let s = 0; s < S && !shouldStop(); s++) {
        if (st.personScore(s)[0] === 0) continue;
        this.rowPerson = s;
        if (!opt.optimize(s, Wh, this.rowBuf, 0, D - 1, FOCUS_BUDGET, RESCUE_MINUTE_TRUST, 1, WIDE_PASSES))
          continue;
        st.evalChange(s, 0, D - 1, this.rowBuf);
        if (st.dHard < 0) st.commitChange(s, 0, D - 1, this.rowBuf);
      }
    opt.coverPrice = pricing;
    this.saveIfBest();
  }

  /**
   * Applies the best augmenting chain (augment.ts) to the current roster while one pays, within `budget`
   * person evaluations; a chain whose exact change does not pay (labels can interact) is undone. Returns
   * the evaluations spent and the chains applied.
   */
  augment(budget: number): { spent: number; applied: number } {
    const st = this.state;
    const Wh = this.config.annealing.hardWeight;
    // Exchange cycles within a day first: a sweep of the horizon costs a few evaluations per cell.
    const evaluated = this.dayCycles.evaluations;
    let applied = this.cycles ? this.dayCycles.sweep(Wh, budget, this.rng.int(this.c.D)) : 0;
    let spent = this.dayCycles.evaluations - evaluated;
    if (applied > 0) this.saveIfBest();
    while (spent < budget) {
      const chain = this.augmenter.find(
        Wh,
        this.config.repairs.augmentLinks,
        budget - spent,
        this.cycles,
        this.config.repairs.augmentPool,
      );
      spent += this.augmenter.evaluations;
      if (!chain) break;
      const before = st.hard * Wh + st.soft;
      const undo = applyChain(st, chain);
      if (st.hard * Wh + st.soft < before) {
        applied++;
        this.saveIfBest();
        continue;
      }
      for (let k = undo.length - 3; k >= 0; k -= 3) st.set(undo[k]!, undo[k + 1]!, undo[k + 2]!);
      break;
    }
    if (this.assertIncremental) st.assertConsistent(this.set, 'after augmenting chains');
    return { spent, applied };
  }

  /** A random person whose own rules (not coverage) carry a hard penalty, or -1. */
  private personInBreach(): number {
    let chosen = -1;
    let seen = 0;
    for (let s = 0; s < this.c.S; s++)
      if (this.state.personScore(s)[0] > 0 && this.rng.int(++seen) === 0) chosen = s;
    return chosen;
  }

  /**
   * A partner for exchanging days a..b (but keepFrom..keepTo) with s1: one of `swapPartners` tried who can
   * take s1's values there and s1 theirs, and whose days differ; -1 if none.
   */
  private swapPartner(s1: number, a: number, b: number, keepFrom: number, keepTo: number): number {
    const S = this.c.S;
    for (let tries = 0; tries < this.config.moves.swapPartners; tries++) {
      let s2 = this.rng.int(S - 1);
      if (s2 >= s1) s2++;
      if (this.canSwap(s1, s2, a, b, keepFrom, keepTo)) return s2;
    }
    return -1;
  }

  /** Whether s1 and s2 may exchange days a..b but keepFrom..keepTo, and the exchange changes something. */
  private canSwap(s1: number, s2: number, a: number, b: number, keepFrom: number, keepTo: number): boolean {
    const D = this.c.D;
    // Free cells first, in a lookup per block (the days kept split a..b in two).
    const end = keepFrom <= b ? keepFrom - 1 : b;
    const held = this.nextHeld;
    if (held[s1 * D + a]! <= end || held[s2 * D + a]! <= end) return false;
    const after = keepTo + 1;
    if (keepFrom <= b && after <= b && (held[s1 * D + after]! <= b || held[s2 * D + after]! <= b))
      return false;
    const r = this.state.roster;
    const W = this.W;
    let same = true;
    for (let d = a; d <= b; d++) {
      if (d === keepFrom) {
        d = keepTo;
        continue;
      }
      const v1 = r[s1 * D + d]!;
      const v2 = r[s2 * D + d]!;
      if (v1 !== v2) same = false;
      if (!this.allowed[s1 * W + v2 + 1] || !this.allowed[s2 * W + v1 + 1]) return false;
    }
    return !same;
  }

  /**
   * The delta at and above which the move about to be evaluated is rejected: the annealing accepts a
   * worse move when its draw u < exp(-delta / T), and u is known before it is drawn (`peek`). So the
   * evaluation can stop once a bound says the delta reaches this (`evalChangeBelow`), and the search
   * makes exactly the moves it would make evaluating each in full. Raised by a slack so that rounding
   * never lets a bound reject a move the full delta would accept.
   */
  private cutoff(temp: number): number {
    const x = temp > 0 ? -temp * Math.log(this.rng.peek()) : 0;
    return x + BOUND_SLACK * (1 + x);
  }

  /**
   * Evaluates a change (into the state's dHard / dSoft) under its cutoff; false when stopped early. A
   * move stopped so had a delta above zero: it takes its acceptance draw, as it would in full.
   */
  private evaluateChange(s: number, a: number, b: number, nv: Int16Array, Wh: number, temp: number): boolean {
    if (this.state.evalChangeBelow(s, a, b, nv, Wh, this.cutoff(temp))) return true;
    if (temp > 0) this.rng.next();
    return false;
  }

  /** `evaluateChange` for an exchange of days between two people. */
  private evaluateSwap(
    s1: number,
    s2: number,
    a: number,
    b: number,
    keepFrom: number,
    keepTo: number,
    Wh: number,
    temp: number,
  ): boolean {
    if (this.state.evalSwapBelow(s1, s2, a, b, keepFrom, keepTo, Wh, this.cutoff(temp))) return true;
    if (temp > 0) this.rng.next();
    return false;
  }

  /** Runs `n` annealing moves at the current temperature. */
  iterate(n: number): void {
    const { S, D, domain } = this.c;
    const st = this.state;
    const r = st.roster;
    const rng = this.rng;
    const Wh = this.hardWeight;
    const temp = this.temperature;
    const nv = this.nv;
    const W = this.W;
    const maxBlock = Math.min(this.config.moves.maxBlock, D);
    const pChain = this.config.moves.pChain;
    const pWish = this.wishes.cells.length > 0 ? this.wishShare : 0;
    for (let it = 0; it < n; it++) {
      this.iterations++;
      const m0 = rng.next();
      if (m0 < pChain) {
        // Chains trade shifts for coverage; while a hard rule is broken the effort goes to repairing it.
        if (st.hard > 0) continue;
        if (this.chain.run(Wh, temp)) {
          if (this.assertIncremental) st.assertConsistent(this.set, 'after cover chain');
          this.saveIfBest();
        }
        continue;
      }
      const mw = (m0 - pChain) / (1 - pChain);
      // The other moves keep their proportions of what wish moves leave (the same draws when there are none).
      const m = (mw - pWish) / (1 - pWish);
      let kind = 0;
      let s1 = 0;
      let s2 = 0;
      let keepFrom = 0;
      let keepTo = -1;
      let a = 0;
      let b = 0;
      if (mw < pWish) {
        s1 = this.wishes.holder();
        if (s1 < 0) continue;
        const i = this.wishes.at;
        const d = i - s1 * D;
        s2 = this.wishes.partner(s1, d);
        if (s2 < 0) continue;
        const len = 1 + rng.int(maxBlock);
        a = Math.max(0, Math.min(d - rng.int(len), D - len));
        b = a + len - 1;
        keepFrom = b + 1;
        keepTo = b;
        if (!this.canSwap(s1, s2, a, b, keepFrom, keepTo)) continue;
        if (!this.evaluateSwap(s1, s2, a, b, keepFrom, keepTo, Wh, temp)) continue;
        kind = 1;
      } else if (m < this.config.moves.pCover) {
        // Fill a short slot: find one, then someone eligible, preferably someone whose own slot that day is
        // over-staffed (the shift moves to where it is needed) or who is off.
        const T = this.c.T;
        let t = -1;
        for (let k = 0; k < 16; k++) {
          const i = rng.int(D * T);
          if (st.cover[i]! < this.c.coverRequired[i]!) {
            a = (i / T) | 0;
            t = i - a * T;
            break;
          }
        }
        if (t < 0) continue;
        b = a;
        s1 = -1;
        for (let k = 0; k < 12; k++) {
          const x = rng.int(S);
          const cur = r[x * D + a]!;
          if (!this.free[x * D + a] || !this.allowed[x * W + t + 1] || cur === t) continue;
          s1 = x;
          if (cur < 0) break;
          let spare = true;
          for (const u of this.c.values[cur]!)
            if (st.cover[a * T + u]! <= this.c.coverRequired[a * T + u]!) spare = false;
          if (spare) break;
        }
        if (s1 < 0) continue;
        nv[0] = t;
        if (!this.evaluateChange(s1, a, a, nv, Wh, temp)) continue;
        kind = 0;
      } else if (m < this.config.moves.pCover + this.config.moves.pChange) {
        // Change one cell.
        s1 = rng.int(S);
        a = rng.int(D);
        b = a;
        if (!this.free[s1 * D + a]) continue;
        const dom = domain[s1]!;
        const k = rng.int(dom.length + 1);
        const v = k === dom.length ? OFF : dom[k]!;
        if (v === r[s1 * D + a]) continue;
        nv[0] = v;
        if (!this.evaluateChange(s1, a, a, nv, Wh, temp)) continue;
        kind = 0;
      } else if (
        m < this.config.moves.pCover + this.config.moves.pChange + this.config.moves.pSwap &&
        S > 1
      ) {
        s1 = rng.int(S);
        if (
          m >=
          this.config.moves.pCover +
            this.config.moves.pChange +
            this.config.moves.pSwap * (1 - this.config.moves.swapApart)
        ) {
          // Exchange two short blocks of days between two people, keeping the days between them: one
          // gives a shift on the first, the other on the second, so both keep their totals (the way to a
          // wanted shift when everyone sits at their limits of minutes).
          const len1 = 1 + rng.int(APART_BLOCK);
          const len2 = 1 + rng.int(APART_BLOCK);
          if (len1 + len2 >= D) continue;
          // keepFrom in [len1, D - len2 - 1], so both blocks fit and the kept range is never empty.
          keepFrom = rng.int(D - len1 - len2) + len1;
          keepTo = Math.min(D - len2 - 1, keepFrom + rng.int(this.config.moves.moveSpan));
          a = keepFrom - len1;
          b = keepTo + len2;
        } else {
          // Exchange days a..b between two people.
          const len = 1 + rng.int(maxBlock);
          a = rng.int(D - len + 1);
          b = a + len - 1;
          keepFrom = b + 1;
          keepTo = b;
        }
        s2 = this.swapPartner(s1, a, b, keepFrom, keepTo);
        if (s2 < 0) continue;
        if (!this.evaluateSwap(s1, s2, a, b, keepFrom, keepTo, Wh, temp)) continue;
        kind = 1;
      } else if (
        m <
        this.config.moves.pCover +
          this.config.moves.pChange +
          this.config.moves.pSwap +
          this.config.moves.pMove
      ) {
        // Exchange two days of one person (moves a shift to another day when one of them is off), so
        // counters such as total minutes stay put: the way out when people sit at their limits.
        s1 = rng.int(S);
        const span = Math.min(D - 1, this.config.moves.moveSpan);
        if (span < 1) continue;
        const d1 = rng.int(D);
        let d2 = d1 + 1 + rng.int(span);
        if (d2 >= D) d2 = d1 - 1 - rng.int(Math.min(span, d1 + 1) || 1);
        if (d2 < 0 || d2 === d1) continue;
        a = Math.min(d1, d2);
        b = Math.max(d1, d2);
        const base = s1 * D;
        if (!this.free[base + a] || !this.free[base + b] || r[base + a] === r[base + b]) continue;
        for (let d = a; d <= b; d++) nv[d - a] = r[base + d]!;
        nv[0] = r[base + b]!;
        nv[b - a] = r[base + a]!;
        if (!this.evaluateChange(s1, a, b, nv, Wh, temp)) continue;
        kind = 3;
      } else {
        // Set days a..b of one person to one value.
        s1 = rng.int(S);
        const len = 2 + rng.int(Math.max(1, maxBlock - 1));
        if (len > D) continue;
        a = rng.int(D - len + 1);
        b = a + len - 1;
        const dom = domain[s1]!;
        const k = rng.int(dom.length + 1);
        const v = k === dom.length ? OFF : dom[k]!;
        let ok = true;
        let same = true;
        for (let d = a; d <= b; d++) {
          if (!this.free[s1 * D + d]) {
            ok = false;
            break;
          }
          if (r[s1 * D + d] !== v) same = false;
          nv[d - a] = v;
        }
        if (!ok || same) continue;
        if (!this.evaluateChange(s1, a, b, nv, Wh, temp)) continue;
        kind = 2;
      }
      const delta = st.dHard * Wh + st.dSoft;
      if (delta > 0 && (temp <= 0 || rng.next() >= Math.exp(-delta / temp))) continue;
      if (kind === 1) st.commitSwap(s1, s2, a, b, keepFrom, keepTo);
      else st.commitChange(s1, a, b, nv);
      if (this.assertIncremental) st.assertConsistent(this.set, `after move kind ${kind}`);
      // A move that mends a rule may end at a new best even when its weighted delta is positive.
      if (delta < 0 || st.dHard < 0) this.saveIfBest();
    }
    // Time sharing: row moves get a fixed share of the effort, counted in DP transitions (a move costs
    // about as much as MOVE_COST transitions).
    // The infeasible share is for a run still looking for its first feasible roster; once one is known,
    // a breach is a passing excursion (of the annealing, or of the oscillating hard weight), which the
    // ordinary moves take back.
    const repairing = st.hard > 0 && this.bestHard > 0;
    const share = this.repair
      ? 0.8
      : repairing
        ? this.config.moves.rowMovesInfeasible
        : this.config.moves.rowMoves;
    const allowance = (share / (1 - share)) * this.iterations * MOVE_COST;
    for (let k = 0, kMax = repairing ? 50 : 3; k < kMax && this.rowOpt.lastWork < allowance; k++) {
      const before = this.rowOpt.lastWork;
      this.rowMove();
      if (this.rowOpt.lastWork === before) this.rowOpt.lastWork += MOVE_COST * 1000; // nothing ran
    }
  }
}

/** Per cell (s, d), the first day from d on whose cell is not free for s, or D (`RosterSearch.nextHeld`). */
function nextHeldDays(free: Uint8Array, S: number, D: number): Int32Array {
  const next = new Int32Array(S * D);
  for (let s = 0; s < S; s++)
    for (let d = D - 1; d >= 0; d--)
      next[s * D + d] = !free[s * D + d] ? d : d + 1 < D ? next[s * D + d + 1]! : D;
  return next;
}

/** Partial Fisher-Yates: the first `k` entries become a uniform random sample. */
function shuffle(a: number[], rng: Random, k: number): void {
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(a.length - i);
    const x = a[i]!;
    a[i] = a[j]!;
    a[j] = x;
  }
}
