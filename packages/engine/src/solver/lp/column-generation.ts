// Column generation with a diving heuristic. The master chooses one row (a column: a person's whole
// month) per person; coverage links them: each slot's staff count, with a missing or extra person priced
// at the slot's marginal costs at its requirement. The pricing problem is the row DP (row-dp.ts) with the
// master's duals as the price of each slot. The LP relaxation sees how everyone's rows fit together,
// which local search cannot: a dive fixes the people whose LP choice is (nearly) integral, re-solves and
// prices again, until everyone has a row. The roster it returns is then polished by the local search.
import type { Compiled } from '../../score/compile.js';
import type { ConstraintSet } from '../../score/constraint.js';
import { ScoreState } from '../../score/incremental.js';
import { RowOptimizer } from '../repairs/row-dp.js';
import { type LpColumn, MasterLp } from './master-lp.js';

/** A column must price below this to enter the pool. */
const REDUCED_COST_EPS = 1e-6;
/** People whose LP choice is at least this integral are fixed together in one dive step. */
const INTEGRAL = 0.999;
/**
 * DP transitions of the whole state space one pricing call may face (a person beyond it gives no column).
 * The DP only expands reachable states that can still price out, a small share of these on long horizons,
 * so a person facing over a hundred million still prices in a fraction of a second.
 */
const PRICING_BUDGET = 1_000_000_000;
/** Transitions one pricing call may really make, over all its passes (a few seconds at most). */
const PRICING_WORK = 300_000_000;
/**
 * Weight of the stability centre in the duals pricing is done at (Wentges smoothing): the master's duals
 * swing between extremes on the rostering master, and columns priced at a point between the last duals and
 * the earlier ones fit together sooner, so long roots end in far less time. A heavier centre (0.8) reached
 * roots as fast but sometimes a slightly worse one, from which a dive missed a proven optimum.
 */
const SMOOTHING = 0.5;
/** Share of the people whose columns end a pricing round early. */
const PARTIAL_PRICING = 0.25;
/** Scale of the right-hand-side perturbation against degeneracy. */
const PERTURBATION = 1e-5;
/**
 * Counter pricing passes of a pricing DP (hard caps on shift types need several to price right; with
 * three, or three before ten, the root stalls above its value and the dives end worse).
 */
const PRICING_PASSES = 10;
/** Most states a pricing DP may multiply its state space by to count shift-type caps exactly. */
const EXACT_COUNTS = 64;
/** Passes of whole-row re-optimisation over everyone that a partial dive's roster gets. */
const PARTIAL_POLISH_PASSES = 2;

/**
 * The days a master re-plans: a range, or a list in increasing order (the weekends of the horizon, say);
 * every other day keeps the start's values.
 */
export type DayWindow = { readonly from: number; readonly to: number } | { readonly days: readonly number[] };

export interface DiveOutcome {
  /** Everyone's row: complete when the dive ended, else fixed rows and the LP's heaviest for the rest. */
  readonly roster: Int16Array;
  readonly complete: boolean;
  /** The dive stopped once its LP proved it could not beat its start; the roster is the start. */
  readonly hopeless: boolean;
  /** Objective of the root master once no priced column improved it (a bound if pricing were exact). */
  readonly rootLp: number;
  readonly columns: number;
  readonly pricingRounds: number;
}

export class ColumnGeneration {
  private readonly st: ScoreState;
  private readonly rowOpt: RowOptimizer;
  /** Column pool per person: rows and their own cost (hard x weight + soft, coverage excluded). */
  private readonly pool: { row: Int16Array; cost: number }[][];
  /** Per person, each pooled row's index by its values (no row enters twice). */
  private readonly seen: Map<string, number>[];
  /** First and last day of the window the master re-plans (the whole horizon unless narrowed). */
  private readonly from: number;
  private readonly to: number;
  /** The days re-planned, in order (every day from..to, unless the window names its days). */
  private readonly days: readonly number[];
  /** Per day, its place in `days` (-1: kept as in the start). */
  private readonly dayIndex: Int32Array;
  /** 1 where a cell may change: free, on a re-planned day. */
  private readonly movable: Uint8Array;
  /** Coverage rows: one per slot of the re-planned days (index dayIndex[d] * T + t). */
  private readonly coverRows: number;
  private readonly underCost: Float64Array;
  private readonly overCost: Float64Array;
  private readonly buf: Int16Array;
  /** A whole row: the start's outside the window, a pricing answer inside. */
  private readonly rowBuf: Int16Array;
  private readonly price: Float64Array;
  /** The duals pricing is done at (the stability centre); empty until the first round. */
  private centre = new Float64Array(0);
  /** Weight of the centre against the master's new duals (0: pricing at the master's duals). */
  smoothing = SMOOTHING;
  pricingRounds = 0;
  /** Objective of the root master once solved (NaN before). */
  rootLp = Number.NaN;
  private nFixed = 0;
  private hopeless = false;
  /** The person the next pricing round starts with (a later dive may start elsewhere, for a new path). */
  nextPerson = 0;
  /** Per person, the pool index of their row now: fixed, else their heaviest in the last LP (start: 0). */
  private readonly chosen: Int32Array;
  /** Per person, 1 when their last pricing call gave no column: their next turn is passed over. */
  private readonly idle: Uint8Array;
  /** The start's cost in the master's terms (its rows' own costs and its real coverage cost). */
  private readonly startCost: number;
  /** Whether every cost seen is a whole number (then a roster can only beat the start by 1 or more). */
  private integral = true;
  /** Most the perturbed right-hand sides can lower the master's value below the real one's. */
  private perturbationSlack = 0;
  /**
   * Whether a dive stops as soon as its LP proves it cannot beat its start: late in a run most windows
   * cannot, and their root alone says so.
   */
  stopWhenHopeless = true;
  /** Share of the free people fixed in a dive step where none is integral, heaviest first (0: one). */
  fixShare = 0;

  constructor(
    readonly c: Compiled,
    private readonly set: ConstraintSet,
    start: Int16Array,
    free: Uint8Array,
    private readonly Wh: number,
    /**
     * Days the master re-plans (inclusive); every row keeps the start's values outside them. A window is
     * a large-neighbourhood move: its master and its pricing are a fraction of the whole horizon's.
     */
    window: DayWindow = { from: 0, to: c.D - 1 },
  ) {
    const { S, D, T } = c;
    this.days =
      'days' in window
        ? [...window.days]
        : Array.from({ length: window.to - window.from + 1 }, (_, k) => window.from + k);
    this.from = this.days[0]!;
    this.to = this.days[this.days.length - 1]!;
    this.dayIndex = new Int32Array(D).fill(-1);
    this.days.forEach((d, k) => {
      this.dayIndex[d] = k;
    });
    // Days between the re-planned ones are kept: their cells are fixed for the pricing DP.
    this.movable = Uint8Array.from(free);
    for (let s = 0; s < S; s++)
      for (let d = this.from; d <= this.to; d++) if (this.dayIndex[d]! < 0) this.movable[s * D + d] = 0;
    this.st = new ScoreState(c, set, start);
    this.rowOpt = new RowOptimizer(this.st, this.movable);
    this.coverRows = this.days.length * T;
    this.price = new Float64Array(D * T);
    this.rowOpt.coverPrice = this.price;
    this.rowOpt.workCap = PRICING_WORK;
    this.buf = new Int16Array(D);
    this.rowBuf = new Int16Array(D);
    this.pool = Array.from({ length: S }, () => []);
    this.seen = Array.from({ length: S }, () => new Map<string, number>());
    this.chosen = new Int32Array(S);
    this.idle = new Uint8Array(S);
    // A slot's missing and extra staff cost their marginal cost at the requirement.
    this.underCost = new Float64Array(this.coverRows);
    this.overCost = new Float64Array(this.coverRows);
    const f = (d: number, t: number, n: number): number => this.st.slotCost(d, t, n, Wh);
    for (const d of this.days)
      for (let t = 0; t < T; t++) {
        const i = this.coverRow(d, t);
        const r = c.coverRequired[d * T + t]!;
        this.underCost[i] = r > 0 ? f(d, t, r - 1) - f(d, t, r) : Wh;
        this.overCost[i] = f(d, t, r + 1) - f(d, t, r);
      }
    for (let s = 0; s < S; s++) this.addRow(s, start.subarray(s * D, s * D + D));
    // The start's cost in the master's terms, with each slot's real coverage cost (the master prices a
    // slot's deviation linearly at its requirement, which is never above a convex real cost).
    let startCost = 0;
    for (let s = 0; s < S; s++) startCost += this.pool[s]![0]!.cost;
    for (const d of this.days)
      for (let t = 0; t < T; t++) {
        const r = c.coverRequired[d * T + t]!;
        startCost += f(d, t, this.st.cover[d * T + t]!) - f(d, t, r);
      }
    this.startCost = startCost;
    this.integral &&=
      Number.isInteger(startCost) &&
      this.underCost.every(Number.isInteger) &&
      this.overCost.every(Number.isInteger);
  }

  /** Adds person s's row to the pool unless it is there already; returns its index in the pool. */
  private addRow(s: number, row: Int16Array): number {
    const key = row.subarray(this.from, this.to + 1).join(',');
    const known = this.seen[s]!.get(key);
    if (known !== undefined) return known;
    const list = this.pool[s]!;
    this.seen[s]!.set(key, list.length);
    const { D } = this.c;
    const st = this.st;
    st.evalPersonChange(s, 0, D - 1, row);
    const [h, so] = st.personScore(s);
    const cost = (h + st.dHard) * this.Wh + so + st.dSoft;
    this.integral &&= Number.isInteger(cost);
    list.push({ row: Int16Array.from(row), cost });
    return list.length - 1;
  }

  /** The master's coverage row of slot (d, t), d a re-planned day. */
  private coverRow(d: number, t: number): number {
    return this.dayIndex[d]! * this.c.T + t;
  }

  private columnOf(s: number, k: number): LpColumn {
    const { row, cost } = this.pool[s]![k]!;
    const rows: number[] = [];
    for (const d of this.days) {
      const v = row[d]!;
      if (v >= 0) for (const t of this.c.values[v]!) rows.push(this.coverRow(d, t));
    }
    rows.push(this.coverRows + s);
    return { cost, rows: Int32Array.from(rows), coefs: new Float64Array(rows.length).fill(1) };
  }

  /**
   * Builds the master over the pool (a fixed person only with their fixed row), starting from one row per
   * person (`startCol`) and, per slot, a missing- or extra-staff variable that makes the start feasible.
   */
  private build(fixed: Int32Array, startCol: Int32Array): { lp: MasterLp; owner: number[]; index: number[] } {
    const { S, T } = this.c;
    const m = this.coverRows + S;
    const b = new Float64Array(m);
    for (const d of this.days)
      for (let t = 0; t < T; t++) b[this.coverRow(d, t)] = this.c.coverRequired[d * T + t]!;
    for (let s = 0; s < S; s++) b[this.coverRows + s] = 1;
    // The rostering master is highly degenerate (exactly staffed slots are basic at zero): a tiny, distinct
    // raise of every staffed slot's requirement keeps the simplex from thousands of pivots that change
    // nothing. (Not of the one-row-per-person rows: the start rows must stay exactly 1 for a feasible start.)
    let slack = 0;
    for (let i = 0; i < this.coverRows; i++)
      if (b[i]! > 0) {
        const raise = PERTURBATION * (1 + ((i * 7919) % 997) / 997);
        b[i]! += raise;
        slack += raise * this.underCost[i]!;
      }
    this.perturbationSlack = slack;
    // The one-row-per-person rows are GUB rows: the inverse is only of the coverage rows.
    const lp = new MasterLp(m, b, this.coverRows);
    const owner: number[] = [];
    const index: number[] = [];
    const cover = new Float64Array(this.coverRows);
    const startCols: number[] = [];
    for (let i = 0; i < this.coverRows; i++) {
      lp.addColumn({ cost: this.underCost[i]!, rows: Int32Array.of(i), coefs: Float64Array.of(1) });
      lp.addColumn({ cost: this.overCost[i]!, rows: Int32Array.of(i), coefs: Float64Array.of(-1) });
      owner.push(-1, -1);
      index.push(i, i);
    }
    for (let s = 0; s < S; s++) {
      const list = this.pool[s]!;
      for (let k = 0; k < list.length; k++) {
        if (fixed[s]! >= 0 && fixed[s] !== k) continue;
        const j = lp.addColumn(this.columnOf(s, k));
        owner.push(s);
        index.push(k);
        if (k === startCol[s]) {
          startCols[s] = j;
          const row = list[k]!.row;
          for (const d of this.days) {
            const v = row[d]!;
            if (v >= 0) for (const t of this.c.values[v]!) cover[this.coverRow(d, t)]!++;
          }
        }
      }
    }
    const basis: number[] = [];
    // A slot nobody is required on starts with its extra-staff variable, so its price is the over-staffing
    // cost and not the (meaningless) cost of missing nobody.
    for (let i = 0; i < this.coverRows; i++)
      basis.push(b[i]! > 0 && b[i]! - cover[i]! >= 0 ? 2 * i : 2 * i + 1);
    for (let s = 0; s < S; s++) basis.push(startCols[s]!);
    if (!lp.setBasis(basis)) throw new Error('column generation: singular start basis');
    return { lp, owner, index };
  }

  /**
   * One pricing round: free people's best rows at the master's duals, taken in turn from where the last
   * round stopped, until a quarter of the people have given a column (partial pricing: the master is
   * cheap to re-solve, pricing is not) or everyone was asked. New columns go into the LP, their person and
   * pool index onto `owner` and `index`; returns how many (0: none prices out for anyone).
   */
  private priceRound(
    lp: MasterLp,
    fixed: Int32Array,
    owner: number[],
    index: number[],
    atDuals = false,
  ): number {
    const { S, T } = this.c;
    this.pricingRounds++;
    const duals = lp.duals;
    const smooth = !atDuals && this.smoothing > 0 && this.centre.length === duals.length;
    if (!smooth) this.centre = Float64Array.from(duals);
    else
      for (let i = 0; i < duals.length; i++)
        this.centre[i] = this.smoothing * this.centre[i]! + (1 - this.smoothing) * duals[i]!;
    const centre = this.centre;
    for (const d of this.days)
      this.price.set(centre.subarray(this.coverRow(d, 0), this.coverRow(d, T)), d * T);
    let added = 0;
    let passed = 0;
    const enough = Math.max(1, Math.ceil(S * PARTIAL_PRICING));
    for (let n = 0; n < S && added < enough; n++) {
      const s = this.nextPerson;
      this.nextPerson = (this.nextPerson + 1) % S;
      if (fixed[s]! >= 0) continue;
      // At the root, a person whose last call gave nothing (often a third of the calls) is
      // asked every other turn, except in the rounds that decide that nothing prices out.
      if (this.idle[s] && !atDuals && Number.isNaN(this.rootLp)) {
        this.idle[s] = 0;
        passed++;
        continue;
      }
      this.idle[s] = 1;
      if (
        !this.rowOpt.optimize(
          s,
          this.Wh,
          this.buf,
          this.from,
          this.to,
          PRICING_BUDGET,
          Number.POSITIVE_INFINITY,
          Number.POSITIVE_INFINITY,
          PRICING_PASSES,
          EXACT_COUNTS,
          // A row must cost less than the person's convexity dual to price out (at the centre here; it is
          // checked at the master's own duals before it enters).
          centre[this.coverRows + s]! - REDUCED_COST_EPS,
        )
      )
        continue;
      const before = this.pool[s]!.length;
      this.rowBuf.set(this.st.roster.subarray(s * this.c.D, (s + 1) * this.c.D));
      this.rowBuf.set(this.buf.subarray(0, this.to - this.from + 1), this.from);
      const k = this.addRow(s, this.rowBuf);
      if (this.pool[s]!.length === before) continue;
      const col = this.columnOf(s, k);
      if (lp.reducedCostOf(col) >= -REDUCED_COST_EPS) continue;
      lp.addColumn(col);
      owner.push(s);
      index.push(k);
      added++;
      this.idle[s] = 0;
    }
    // Nothing prices out at the centre (or for those asked): the centre moves to the master's duals and
    // everyone is priced there; the root ends only when nothing prices out at the master's own duals.
    if (added === 0 && (smooth || passed > 0)) return this.priceRound(lp, fixed, owner, index, true);
    return added;
  }

  /**
   * A cost above anything a row can gain in the master: its reduced cost is at most its own cost plus
   * the coverage duals it collects (each within the slot's missing- and extra-staff costs) plus its
   * person's dual (within the dearest row's cost and the same duals).
   */
  private forbiddenCost(): number {
    let duals = 0;
    for (let i = 0; i < this.coverRows; i++) duals += Math.max(this.underCost[i]!, this.overCost[i]!);
    let dearest = 0;
    for (const list of this.pool) for (const { cost } of list) dearest = Math.max(dearest, Math.abs(cost));
    return 10 * (1 + dearest + duals);
  }

  private poolSize(): number {
    return this.pool.reduce((n, l) => n + l.length, 0);
  }

  /**
   * Column generation at the root, then a dive: fix every person whose LP row is integral (or, if none,
   * the one nearest to it), re-solve with pricing, repeat until everyone has a row. A generator that
   * yields after every pricing round (the share of people fixed so far: 0 while at the root), so the
   * caller can share the thread, watch the clock and stop.
   */
  *steps(): Generator<number, DiveOutcome> {
    const { S } = this.c;
    const fixed = new Int32Array(S).fill(-1);
    const startCol = this.chosen; // row 0 of each pool at first: the start roster
    const { lp, owner, index } = this.build(fixed, startCol);
    const bigM = this.forbiddenCost();
    for (;;) {
      for (;;) {
        lp.solve();
        const added = this.priceRound(lp, fixed, owner, index);
        yield this.nFixed / S;
        if (added === 0) break;
      }
      if (Number.isNaN(this.rootLp)) this.rootLp = lp.objective();
      if (this.stopWhenHopeless && this.cannotBeatStart(lp.objective())) {
        this.hopeless = true;
        this.chosen.fill(0);
        break;
      }
      const x = lp.values();
      // Each free person's heaviest row in the LP.
      const bestK = new Int32Array(S).fill(-1);
      const bestX = new Float64Array(S);
      for (let j = 0; j < x.length; j++) {
        const s = owner[j]!;
        if (s < 0 || fixed[s]! >= 0) continue;
        if (x[j]! > bestX[s]!) {
          bestX[s] = x[j]!;
          bestK[s] = index[j]!;
        }
      }
      const before = Int32Array.from(fixed);
      let any = false;
      // Free people whose LP row is fractional, to fix by weight when nobody's is integral.
      const fractional: number[] = [];
      for (let s = 0; s < S; s++) {
        if (fixed[s]! >= 0 || bestK[s]! < 0) continue;
        if (bestX[s]! >= INTEGRAL) {
          fixed[s] = bestK[s]!;
          this.nFixed++;
          any = true;
        } else fractional.push(s);
      }
      if (!any && fractional.length > 0) {
        // Heaviest first (the sort is stable: the lowest index among equals).
        fractional.sort((a, b) => bestX[b]! - bestX[a]!);
        for (const s of fractional.slice(0, Math.max(1, Math.ceil(this.fixShare * fractional.length)))) {
          fixed[s] = bestK[s]!;
          this.nFixed++;
        }
      }
      // The newly fixed people's other rows leave the problem; the LP re-solves from its last basis.
      for (let j = 0; j < owner.length; j++) {
        const s = owner[j]!;
        if (s >= 0 && before[s]! < 0 && fixed[s]! >= 0 && index[j] !== fixed[s]) lp.forbid(j, bigM);
      }
      for (let s = 0; s < S; s++) startCol[s] = fixed[s]! >= 0 ? fixed[s]! : Math.max(0, bestK[s]!);
      if (this.nFixed === S) break;
    }
    return this.outcome();
  }

  /**
   * Whether no roster the dive can still reach beats its start, by the master's value once no column
   * prices out (a lower bound on every such roster's cost, less what the perturbation may take off). With
   * whole-number costs a better roster is better by 1 at least.
   */
  private cannotBeatStart(lpValue: number): boolean {
    const gain = this.integral ? 1 : 0;
    const tolerance = 1e-6 * (1 + Math.abs(this.startCost));
    return lpValue - this.perturbationSlack > this.startCost - gain + tolerance;
  }

  /**
   * Where the dive stands: everyone's row is the fixed one, else their heaviest in the last dive step's
   * LP (at the root, the start's). What an interrupted dive has to offer.
   */
  outcome(): DiveOutcome {
    const { S, D } = this.c;
    const roster = new Int16Array(S * D);
    for (let s = 0; s < S; s++) roster.set(this.pool[s]![this.chosen[s]!]!.row, s * D);
    return {
      roster,
      complete: this.nFixed === S,
      hopeless: this.hopeless,
      rootLp: this.rootLp,
      columns: this.poolSize(),
      pricingRounds: this.pricingRounds,
    };
  }

  /**
   * An interrupted dive's roster, improved: the LP's heaviest rows for the people not yet fixed seldom fit
   * together, so every person's whole row is re-optimised against everyone else's (the row DP, coverage
   * at its real cost), kept when it lowers the score, for a few passes: without this, a dive cut short
   * with most people fixed gives a roster worse than the search's. `shouldStop` is asked before each
   * person: a window cut at the end of a run must not polish past it (passes over many people take
   * seconds on a slow machine).
   */
  polishedOutcome(shouldStop: () => boolean = () => false): DiveOutcome {
    const out = this.outcome();
    const { S, D } = this.c;
    const st = new ScoreState(this.c, this.set, out.roster);
    const opt = new RowOptimizer(st, this.movable);
    opt.workCap = PRICING_WORK;
    const buf = new Int16Array(D);
    const [a, b] = [this.from, this.to];
    passes: for (let pass = 0; pass < PARTIAL_POLISH_PASSES; pass++) {
      let improved = false;
      for (let s = 0; s < S; s++) {
        if (shouldStop()) break passes;
        const inf = Number.POSITIVE_INFINITY;
        if (!opt.optimize(s, this.Wh, buf, a, b, PRICING_BUDGET, inf, inf, PRICING_PASSES, EXACT_COUNTS))
          continue;
        st.evalChange(s, a, b, buf);
        if (st.dHard * this.Wh + st.dSoft >= 0) continue;
        st.commitChange(s, a, b, buf);
        improved = true;
      }
      if (!improved) break;
    }
    return { ...out, roster: Int16Array.from(st.roster) };
  }

  /** Runs `steps` to the end in one go (tests, experiments). */
  dive(): DiveOutcome {
    const it = this.steps();
    for (;;) {
      const r = it.next();
      if (r.done) return r.value;
    }
  }
}
