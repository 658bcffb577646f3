// Incremental scoring. Moves change one person's days in a block [a, b] (or exchange a block between two
// people); the delta touches only: those cells (table lookups), the day pairs around them (table
// lookups), the affected counters (running totals), the working / off blocks that overlap [a-1, b+1],
// the weekends in the block and the coverage of the changed slots. `evaluateRoster` is the reference.
import { type Compiled, gcd } from './compile.js';
import type {
  CellConstraint,
  ConstraintSet,
  CounterConstraint,
  CoverConstraint,
  PairConstraint,
  SequenceConstraint,
  WeekendConstraint,
} from './constraint.js';
import { coverCounts, evaluateRoster } from './evaluate.js';
import { PackedRows } from './packed-rows.js';

/** Largest total range of one person's counter that is tabulated. */
const MAX_TABULATED = 4096;
/** Offsets of a person's own-cost groups (hard, then soft): days and successions, counters, blocks. */
const DAYS = 0;
const COUNTERS = 2;
const BLOCKS = 4;
const GROUPS = 6;

export class ScoreState {
  readonly c: Compiled;
  readonly roster: Int16Array;
  hard = 0;
  soft = 0;
  /** Results of the last `eval*` call. */
  dHard = 0;
  dSoft = 0;

  readonly W: number; // V + 1
  /**
   * Cell costs, hard and soft side by side per value: cell (s, d) takes v at
   * `cells[cellRow[s * D + d] + 2 * (v + 1)]` (hard) and the next entry (soft). Equal cells share a row.
   */
  readonly cells: Float64Array;
  readonly cellRow: Int32Array;
  /** Costs of consecutive values (a, b), hard and soft, at `pairs[pairRow[s] + 2 * ((a + 1) * W + b + 1)]`. */
  readonly pairs: Float64Array;
  readonly pairRow: Int32Array;
  // Counters: G global channels; CSR per (person, value) of (channel, amount).
  readonly G: number;
  readonly chanCons: CounterConstraint[];
  readonly chanIdx: Int32Array;
  readonly chanHard: Uint8Array;
  readonly csrStart: Int32Array;
  readonly csrChan: Int32Array;
  readonly csrAmt: Float64Array;
  readonly totals: Float64Array; // S x G
  private readonly chanDelta: Float64Array;
  private readonly chanTouched: Int32Array;
  private readonly chanMark: Uint8Array;
  private nTouched = 0;
  readonly seqWork: SequenceConstraint[];
  readonly seqOff: SequenceConstraint[];
  readonly weekendCons: WeekendConstraint[];
  readonly weekendDays: Uint8Array; // S x weekendCount
  readonly weekends: Int32Array; // S
  private readonly wkDelta: Int32Array;
  /**
   * Weekend costs tabulated per person over every number of weekends, hard and soft side by side: person s
   * working n weekends costs `weekendTab[2 * (s * (weekendCount + 1) + n)]` (hard) and the next entry.
   */
  private readonly weekendTab: Float64Array;
  readonly coverCons: CoverConstraint[];
  readonly cover: Int32Array; // D x T
  /**
   * Per slot, the cost of one more person and of one fewer (hard, soft side by side), kept with the counts:
   * a change to one person's days moves each slot by at most one.
   */
  private readonly coverUp: Float64Array;
  private readonly coverDown: Float64Array;
  /** The shift types of each day value, flat: value v's are valType[valStart[v] .. valStart[v + 1]). */
  private readonly valStart: Int32Array;
  private readonly valType: Int32Array;
  private readonly swapA: Int16Array;
  /**
   * Block costs by (working, length, at start, at end), hard and soft side by side, from person s's row at
   * `seqRow[s]` (sequence costs are pure).
   */
  private readonly seqs: Float64Array;
  private readonly seqRow: Int32Array;
  private readonly swapB: Int16Array;
  /**
   * Counter costs tabulated per (person, channel) over every reachable total, where contributions are
   * non-negative integers and the range is small (counts of shifts, of a type, weekends...): offset into
   * `counterTab`, or -1 to call the constraint (minutes, fractional points).
   */
  private readonly counterOff: Int32Array;
  private readonly counterTab: Float64Array;
  private readonly counterUnit: Int32Array;
  /** Where a tabulated counter's total sits in `counterTab` (offset + total / unit); kept with the totals. */
  private readonly counterAt: Int32Array;
  /**
   * The CSR without the channels whose tabulated cost is the same at every reachable total (a limit the
   * person does not have): their deltas are zero, so move evaluation skips them. Totals keep them all.
   */
  private readonly liveStart: Int32Array;
  private readonly liveChan: Int32Array;
  /** The live amounts in their channel's unit (whole numbers where tabulated; unit 1 otherwise). */
  private readonly liveUnits: Float64Array;
  /**
   * Each person's own cost (everything but coverage) in three groups, hard and soft: days and successions
   * (`DAYS`), counters (`COUNTERS`), blocks and weekends (`BLOCKS`), at `own[GROUPS * s + group + 0|1]`.
   * Costs are penalties, never negative, so a change to someone's days gains at most their own cost in
   * the groups not yet evaluated: `evalChangeBelow` and `evalSwapBelow` stop as soon as that bound
   * reaches the move's cutoff.
   */
  private readonly own: Float64Array;
  /** The group deltas of the last evaluation's first and second person (a commit adds them to `own`). */
  private readonly last = new Float64Array(2 * GROUPS);

  constructor(c: Compiled, set: ConstraintSet, roster: Int16Array) {
    this.c = c;
    const { S, D, T, V } = c;
    const W = V + 1;
    this.W = W;
    this.roster = Int16Array.from(roster);
    const cellCons: CellConstraint[] = [];
    const pairCons: PairConstraint[] = [];
    const counters: CounterConstraint[] = [];
    this.seqWork = [];
    this.seqOff = [];
    this.weekendCons = [];
    this.coverCons = [];
    for (const k of set.all) {
      switch (k.kind) {
        case 'cell':
          cellCons.push(k);
          break;
        case 'pair':
          pairCons.push(k);
          break;
        case 'counter':
          counters.push(k);
          break;
        case 'sequence':
          (k.working ? this.seqWork : this.seqOff).push(k);
          break;
        case 'weekend':
          this.weekendCons.push(k);
          break;
        case 'cover':
          this.coverCons.push(k);
          break;
      }
    }
    // Counter channels.
    const chanCons: CounterConstraint[] = [];
    const chanIdx: number[] = [];
    for (const k of counters) {
      const n = k.channels(c);
      for (let ch = 0; ch < n; ch++) {
        chanCons.push(k);
        chanIdx.push(ch);
      }
    }
    const G = chanCons.length;
    this.G = G;
    this.chanCons = chanCons;
    this.chanIdx = Int32Array.from(chanIdx);
    this.chanHard = Uint8Array.from(chanCons.map((k) => (k.level === 'hard' ? 1 : 0)));
    const start = new Int32Array(S * W + 1);
    const chans: number[] = [];
    const amts: number[] = [];
    for (let s = 0; s < S; s++)
      for (let v = -1; v < V; v++) {
        start[s * W + v + 1] = chans.length;
        for (let g = 0; g < G; g++) {
          const x = chanCons[g]!.contribution(c, s, chanIdx[g]!, v);
          if (x !== 0) {
            chans.push(g);
            amts.push(x);
          }
        }
      }
    start[S * W] = chans.length;
    this.csrStart = start;
    this.csrChan = Int32Array.from(chans);
    this.csrAmt = Float64Array.from(amts);
    this.totals = new Float64Array(S * G);
    this.chanDelta = new Float64Array(G);
    this.chanTouched = new Int32Array(G);
    this.chanMark = new Uint8Array(G);
    this.weekendDays = new Uint8Array(S * Math.max(1, c.weekendCount));
    this.weekends = new Int32Array(S);
    this.wkDelta = new Int32Array(Math.max(1, c.weekendCount));
    this.weekendTab = weekendCosts(c, this.weekendCons);
    this.cover = new Int32Array(D * T);
    this.coverUp = new Float64Array(2 * D * T);
    this.coverDown = new Float64Array(2 * D * T);
    this.valType = Int32Array.from(c.values.flat());
    this.valStart = new Int32Array(V + 1);
    for (let v = 0; v < V; v++) this.valStart[v + 1] = this.valStart[v]! + c.values[v]!.length;
    ({ table: this.cells, row: this.cellRow } = cellRows(c, cellCons));
    ({ table: this.pairs, row: this.pairRow } = pairRows(c, pairCons));
    ({ table: this.seqs, row: this.seqRow } = sequenceRows(c, this.seqWork, this.seqOff));
    const counterOff = new Int32Array(S * G).fill(-1);
    const counterUnit = new Int32Array(S * G).fill(1);
    const constant = new Uint8Array(S * G);
    const counterRows = new PackedRows();
    for (let s = 0; s < S; s++)
      for (let g = 0; g < G; g++) {
        let max = 0;
        let unit = 0;
        let ok = true;
        for (let v = -1; v < V && ok; v++) {
          const x = chanCons[g]!.contribution(c, s, chanIdx[g]!, v);
          if (x < 0 || !Number.isInteger(x)) ok = false;
          else {
            max = Math.max(max, x);
            unit = gcd(unit, x);
          }
        }
        if (unit === 0) unit = 1;
        // Totals are multiples of the gcd of the contributions (minutes: of the shift lengths).
        const range = (max / unit) * D + 1;
        if (!ok || range > MAX_TABULATED) continue;
        const row = new Float64Array(range);
        for (let n = 0; n < range; n++) row[n] = chanCons[g]!.cost(c, s, chanIdx[g]!, n * unit);
        counterOff[s * G + g] = counterRows.add(row);
        counterUnit[s * G + g] = unit;
        if (row.every((x) => x === row[0])) constant[s * G + g] = 1;
      }
    const live = liveChannels(this.csrStart, this.csrChan, this.csrAmt, constant, S, W, G);
    this.liveStart = live.start;
    this.liveChan = live.chan;
    this.counterOff = counterOff;
    this.counterUnit = counterUnit;
    this.counterAt = new Int32Array(S * G);
    this.liveUnits = new Float64Array(live.amt.length);
    for (let s = 0; s < S; s++)
      for (let i = s * W; i < (s + 1) * W; i++)
        for (let j = live.start[i]!; j < live.start[i + 1]!; j++)
          this.liveUnits[j] = live.amt[j]! / counterUnit[s * G + live.chan[j]!]!;
    this.counterTab = counterRows.table();
    this.swapA = new Int16Array(D);
    this.swapB = new Int16Array(D);
    this.own = new Float64Array(GROUPS * S);
    this.blockStart = new Int16Array(S * D);
    this.blockEnd = new Int16Array(S * D);
    this.recompute();
  }

  /** Rebuilds every running total and the score from the roster. */
  recompute(): void {
    const { S, D, weekendCount } = this.c;
    const W = this.W;
    this.totals.fill(0);
    this.weekendDays.fill(0);
    this.weekends.fill(0);
    for (let s = 0; s < S; s++)
      for (let d = 0; d < D; d++) {
        const v = this.roster[s * D + d]!;
        const i = s * W + v + 1;
        for (let j = this.csrStart[i]!; j < this.csrStart[i + 1]!; j++)
          this.totals[s * this.G + this.csrChan[j]!]! += this.csrAmt[j]!;
        const w = this.c.weekendOf[d]!;
        if (w >= 0 && v >= 0) {
          if (this.weekendDays[s * weekendCount + w]!++ === 0) this.weekends[s]!++;
        }
      }
    for (let i = 0; i < S * this.G; i++) this.placeCounter(i);
    for (let s = 0; s < S; s++) this.rebuildBlocks(s, 0, D - 1);
    this.cover.set(coverCounts(this.c, this.roster));
    for (let i = 0; i < this.cover.length; i++) this.refreshSlot(i);
    let hard = 0;
    let soft = 0;
    for (let s = 0; s < S; s++) {
      this.personGroups(s, this.own, GROUPS * s);
      for (let g = 0; g < GROUPS; g += 2) {
        hard += this.own[GROUPS * s + g]!;
        soft += this.own[GROUPS * s + g + 1]!;
      }
    }
    for (const k of this.coverCons) {
      let x = 0;
      for (let i = 0; i < this.cover.length; i++)
        x += k.cost(this.c, (i / this.c.T) | 0, i % this.c.T, this.cover[i]!);
      if (k.level === 'hard') hard += x;
      else soft += x;
    }
    this.hard = hard;
    this.soft = soft;
  }

  /** Hard and soft score of one person (everything except coverage), from the tables. */
  personScore(s: number): [number, number] {
    const g = this.groupBuf;
    this.personGroups(s, g, 0);
    return [g[DAYS]! + g[COUNTERS]! + g[BLOCKS]!, g[DAYS + 1]! + g[COUNTERS + 1]! + g[BLOCKS + 1]!];
  }

  private readonly groupBuf = new Float64Array(GROUPS);

  /** One person's own cost by group (hard, soft for each of `DAYS`, `COUNTERS`, `BLOCKS`) into out[at..]. */
  private personGroups(s: number, out: Float64Array, at: number): void {
    const { D } = this.c;
    const W = this.W;
    let h = 0;
    let so = 0;
    const pr = this.pairRow[s]!;
    for (let d = 0; d < D; d++) {
      const v = this.roster[s * D + d]!;
      const ci = this.cellRow[s * D + d]! + 2 * (v + 1);
      h += this.cells[ci]!;
      so += this.cells[ci + 1]!;
      if (d + 1 < D) {
        const i = pr + 2 * ((v + 1) * W + this.roster[s * D + d + 1]! + 1);
        h += this.pairs[i]!;
        so += this.pairs[i + 1]!;
      }
    }
    out[at + DAYS] = h;
    out[at + DAYS + 1] = so;
    h = 0;
    so = 0;
    for (let g = 0; g < this.G; g++) {
      const x = this.chanCons[g]!.cost(this.c, s, this.chanIdx[g]!, this.totals[s * this.G + g]!);
      if (this.chanHard[g]) h += x;
      else so += x;
    }
    out[at + COUNTERS] = h;
    out[at + COUNTERS + 1] = so;
    this.rosterRuns(s, 0, D - 1);
    h = this.rh;
    so = this.rs;
    for (const k of this.weekendCons) {
      const x = k.cost(this.c, s, this.weekends[s]!);
      if (k.level === 'hard') h += x;
      else so += x;
    }
    out[at + BLOCKS] = h;
    out[at + BLOCKS + 1] = so;
  }

  private rh = 0;
  private rs = 0;

  /**
   * Per cell (s, d), the first and last day of the working or off block of person s holding day d: kept
   * with the roster (`write`, `recompute`), so a move finds the blocks it touches without scanning for them.
   */
  private readonly blockStart: Int16Array;
  private readonly blockEnd: Int16Array;

  /** Rebuilds `blockStart` / `blockEnd` of person s over days [from, to], which must be whole blocks. */
  private rebuildBlocks(s: number, from: number, to: number): void {
    const base = this.c.D * s;
    const r = this.roster;
    for (let d = from; d <= to; ) {
      const works = r[base + d]! >= 0;
      let e = d;
      while (e < to && r[base + e + 1]! >= 0 === works) e++;
      for (let x = d; x <= e; x++) {
        this.blockStart[base + x] = d;
        this.blockEnd[base + x] = e;
      }
      d = e + 1;
    }
  }

  /**
   * Cost (into rh/rs) of person s's blocks as they are, from the block starting on day `start` through
   * the one ending on day `end`, block by block from the left.
   */
  private rosterRuns(s: number, start: number, end: number): void {
    const D = this.c.D;
    const base = s * D;
    const r = this.roster;
    const seq = this.seqRow[s]!;
    let h = 0;
    let so = 0;
    for (let d = start; d <= end; ) {
      const e = this.blockEnd[base + d]!;
      const ti = seq + blockIndex(D, r[base + d]! >= 0, d, e);
      h += this.seqs[ti]!;
      so += this.seqs[ti + 1]!;
      d = e + 1;
    }
    this.rh = h;
    this.rs = so;
  }

  /**
   * Cost (into rh/rs) of the blocks of person s over [start, end] once days [a, b] take nv[0..b-a]:
   * `start` and `end` begin and end the blocks holding days a - 1 and b + 1 (day a, b at the horizon's
   * edges), so the days before a are one block with day a - 1 and those after b one block with day b + 1.
   * Block by block from the left, as `rosterRuns` sums them.
   */
  private changedRuns(s: number, start: number, end: number, a: number, b: number, nv: Int16Array): void {
    const D = this.c.D;
    const base = s * D;
    const seq = this.seqRow[s]!;
    const seqs = this.seqs;
    let h = 0;
    let so = 0;
    let from = start;
    let works = (a > 0 ? this.roster[base + a - 1]! : nv[0]!) >= 0;
    for (let d = a; d <= b + 1 && d <= end; d++) {
      const w = (d <= b ? nv[d - a]! : this.roster[base + d]!) >= 0;
      if (w === works) continue;
      const ti = seq + blockIndex(D, works, from, d - 1);
      h += seqs[ti]!;
      so += seqs[ti + 1]!;
      from = d;
      works = w;
    }
    const ti = seq + blockIndex(D, works, from, end);
    this.rh = h + seqs[ti]!;
    this.rs = so + seqs[ti + 1]!;
  }

  /** One person's own cost in the groups from `group` on, hard units weighing Wh. */
  private ownFrom(s: number, group: number, Wh: number): number {
    const i = GROUPS * s + group;
    const own = this.own;
    if (group === BLOCKS) return own[i]! * Wh + own[i + 1]!;
    if (group === COUNTERS) return own[i]! * Wh + own[i + 1]! + own[i + 2]! * Wh + own[i + 3]!;
    return own[i]! * Wh + own[i + 1]! + own[i + 2]! * Wh + own[i + 3]! + own[i + 4]! * Wh + own[i + 5]!;
  }

  /**
   * Person-local delta (no coverage) of giving person s the values nv[0..b-a] on days a..b: its group
   * deltas into `last` from `slot` (0 or GROUPS), the total in dHard / dSoft. Group by group, cheapest
   * first; returns false, with the rest not evaluated, once `prior` plus the groups so far less the most
   * the other groups can gain (hard units weighing Wh) reaches `cut`: the whole move's delta is then
   * `cut` or more.
   */
  private personDelta(
    s: number,
    a: number,
    b: number,
    nv: Int16Array,
    slot: number,
    Wh: number,
    prior: number,
    cut: number,
  ): boolean {
    const { D, weekendCount } = this.c;
    const W = this.W;
    const r = this.roster;
    const base = s * D;
    const last = this.last;
    // Days: cells, then the successions around them.
    let h = 0;
    let so = 0;
    // Blocks and weekends depend only on which days are worked: a change of shift types skips them.
    let worksChanged = false;
    for (let d = a; d <= b; d++) {
      const o = r[base + d]!;
      const n = nv[d - a]!;
      if (o === n) continue;
      if (o < 0 !== n < 0) worksChanged = true;
      const ci = this.cellRow[base + d]!;
      h += this.cells[ci + 2 * (n + 1)]! - this.cells[ci + 2 * (o + 1)]!;
      so += this.cells[ci + 2 * (n + 1) + 1]! - this.cells[ci + 2 * (o + 1) + 1]!;
    }
    const pb = this.pairRow[s]!;
    const lo = a > 0 ? a - 1 : 0;
    const hi = b + 1 < D ? b + 1 : D - 1;
    for (let d = lo; d < hi; d++) {
      const o1 = r[base + d]!;
      const o2 = r[base + d + 1]!;
      const n1 = d >= a && d <= b ? nv[d - a]! : o1;
      const n2 = d + 1 >= a && d + 1 <= b ? nv[d + 1 - a]! : o2;
      const io = pb + 2 * ((o1 + 1) * W + o2 + 1);
      const inn = pb + 2 * ((n1 + 1) * W + n2 + 1);
      h += this.pairs[inn]! - this.pairs[io]!;
      so += this.pairs[inn + 1]! - this.pairs[io + 1]!;
    }
    last[slot + DAYS] = h;
    last[slot + DAYS + 1] = so;
    let sum = prior + h * Wh + so;
    if (sum - this.ownFrom(s, COUNTERS, Wh) >= cut) return false;
    // Counters.
    h = 0;
    so = 0;
    this.nTouched = 0;
    for (let d = a; d <= b; d++) {
      const o = r[base + d]!;
      const n = nv[d - a]!;
      if (o === n) continue;
      this.addContrib(s * W + o + 1, -1);
      this.addContrib(s * W + n + 1, 1);
    }
    for (let i = 0; i < this.nTouched; i++) {
      const g = this.chanTouched[i]!;
      const dx = this.chanDelta[g]!;
      this.chanDelta[g] = 0;
      this.chanMark[g] = 0;
      if (dx === 0) continue;
      const sg = s * this.G + g;
      let x: number;
      if (this.counterOff[sg]! >= 0) {
        const at = this.counterAt[sg]!;
        x = this.counterTab[(at + dx) | 0]! - this.counterTab[at]!;
      } else {
        const tot = this.totals[sg]!;
        const k = this.chanCons[g]!;
        const ch = this.chanIdx[g]!;
        x = k.cost(this.c, s, ch, tot + dx) - k.cost(this.c, s, ch, tot);
      }
      if (this.chanHard[g]) h += x;
      else so += x;
    }
    last[slot + COUNTERS] = h;
    last[slot + COUNTERS + 1] = so;
    sum += h * Wh + so;
    if (sum - this.ownFrom(s, BLOCKS, Wh) >= cut) return false;
    // Blocks and weekends.
    h = 0;
    so = 0;
    if (worksChanged && this.seqWork.length + this.seqOff.length > 0) {
      // The days just outside [a, b] keep their values, so the blocks around [lo, hi] tile the same span
      // before and after the change.
      const spanStart = this.blockStart[base + lo]!;
      const spanEnd = this.blockEnd[base + hi]!;
      this.rosterRuns(s, spanStart, spanEnd);
      h -= this.rh;
      so -= this.rs;
      this.changedRuns(s, spanStart, spanEnd, a, b, nv);
      h += this.rh;
      so += this.rs;
    }
    if (worksChanged && this.weekendCons.length > 0 && weekendCount > 0) {
      let dw = 0;
      for (let d = a; d <= b; d++) {
        const w = this.c.weekendOf[d]!;
        if (w < 0) continue;
        const ow = r[base + d]! >= 0 ? 1 : 0;
        const nw = nv[d - a]! >= 0 ? 1 : 0;
        this.wkDelta[w]! += nw - ow;
      }
      for (let d = a; d <= b; d++) {
        const w = this.c.weekendOf[d]!;
        if (w < 0) continue;
        const dx = this.wkDelta[w]!;
        if (dx === 0) continue;
        this.wkDelta[w] = 0;
        const old = this.weekendDays[s * weekendCount + w]!;
        dw += (old + dx > 0 ? 1 : 0) - (old > 0 ? 1 : 0);
      }
      if (dw !== 0) {
        const i0 = 2 * (s * (weekendCount + 1) + this.weekends[s]!);
        const i1 = i0 + 2 * dw;
        h += this.weekendTab[i1]! - this.weekendTab[i0]!;
        so += this.weekendTab[i1 + 1]! - this.weekendTab[i0 + 1]!;
      }
    }
    last[slot + BLOCKS] = h;
    last[slot + BLOCKS + 1] = so;
    this.dHard = last[slot + DAYS]! + last[slot + COUNTERS]! + h;
    this.dSoft = last[slot + DAYS + 1]! + last[slot + COUNTERS + 1]! + so;
    return true;
  }

  private addContrib(i: number, sign: number): void {
    for (let j = this.liveStart[i]!; j < this.liveStart[i + 1]!; j++) {
      const g = this.liveChan[j]!;
      if (!this.chanMark[g]) {
        this.chanMark[g] = 1;
        this.chanTouched[this.nTouched++] = g;
      }
      this.chanDelta[g]! += sign * this.liveUnits[j]!;
    }
  }

  /** Coverage delta (added to dHard / dSoft) of giving person s the values nv[0..b-a] on days a..b. */
  private coverDeltaOf(s: number, a: number, b: number, nv: Int16Array): void {
    const D = this.c.D;
    for (let d = a; d <= b; d++) {
      const o = this.roster[s * D + d]!;
      const n = nv[d - a]!;
      if (o === n) continue;
      if (o >= 0) this.addCoverSide(d, o, n, this.coverDown);
      if (n >= 0) this.addCoverSide(d, n, o, this.coverUp);
    }
  }

  /**
   * Adds to dHard / dSoft what day d's slots of value v cost with a person fewer (`coverDown`) or more
   * (`coverUp`), but those of the types value `other` works too (a director's double day keeps them).
   */
  private addCoverSide(d: number, v: number, other: number, table: Float64Array): void {
    const T = this.c.T;
    for (let j = this.valStart[v]!; j < this.valStart[v + 1]!; j++) {
      const t = this.valType[j]!;
      if (other >= 0 && this.hasType(other, t)) continue;
      const i = 2 * (d * T + t);
      this.dHard += table[i]!;
      this.dSoft += table[i + 1]!;
    }
  }

  private hasType(v: number, t: number): boolean {
    for (let j = this.valStart[v]!; j < this.valStart[v + 1]!; j++) if (this.valType[j] === t) return true;
    return false;
  }

  /** Recomputes slot i's cost of one more and one fewer person from its count. */
  private refreshSlot(i: number): void {
    const T = this.c.T;
    const d = (i / T) | 0;
    const t = i - d * T;
    const n0 = this.cover[i]!;
    let uh = 0;
    let us = 0;
    let dh = 0;
    let ds = 0;
    for (const k of this.coverCons) {
      const now = k.cost(this.c, d, t, n0);
      const up = k.cost(this.c, d, t, n0 + 1) - now;
      const down = n0 > 0 ? k.cost(this.c, d, t, n0 - 1) - now : 0;
      if (k.level === 'hard') {
        uh += up;
        dh += down;
      } else {
        us += up;
        ds += down;
      }
    }
    this.coverUp[2 * i] = uh;
    this.coverUp[2 * i + 1] = us;
    this.coverDown[2 * i] = dh;
    this.coverDown[2 * i + 1] = ds;
  }

  /** Like `evalChange` without coverage: the change in person s's own cost (result in dHard / dSoft). */
  evalPersonChange(s: number, a: number, b: number, nv: Int16Array): void {
    this.personDelta(s, a, b, nv, 0, 0, 0, Number.POSITIVE_INFINITY);
  }

  /** Delta of giving person s the values nv[0..b-a] on days a..b (result in dHard / dSoft). */
  evalChange(s: number, a: number, b: number, nv: Int16Array): void {
    this.evalChangeBelow(s, a, b, nv, 0, Number.POSITIVE_INFINITY);
  }

  /**
   * `evalChange`, stopped early (returning false, the delta not computed) once the part evaluated less
   * the most the rest can gain, with hard units weighing Wh, reaches `cut`: coverage first.
   */
  evalChangeBelow(s: number, a: number, b: number, nv: Int16Array, Wh: number, cut: number): boolean {
    this.dHard = 0;
    this.dSoft = 0;
    this.coverDeltaOf(s, a, b, nv);
    const ch = this.dHard;
    const cs = this.dSoft;
    if (!this.personDelta(s, a, b, nv, 0, Wh, ch * Wh + cs, cut)) return false;
    this.dHard += ch;
    this.dSoft += cs;
    return true;
  }

  /**
   * Delta of exchanging days a..b between persons s1 and s2, except days keepFrom..keepTo, which both
   * keep (two blocks traded at once: who works how much stays put). Coverage is unchanged.
   */
  evalSwap(s1: number, s2: number, a: number, b: number, keepFrom = b + 1, keepTo = b): void {
    this.evalSwapBelow(s1, s2, a, b, keepFrom, keepTo, 0, Number.POSITIVE_INFINITY);
  }

  /** `evalSwap`, stopped early as `evalChangeBelow` is: s1 first, the most s2 can gain counted against it. */
  evalSwapBelow(
    s1: number,
    s2: number,
    a: number,
    b: number,
    keepFrom: number,
    keepTo: number,
    Wh: number,
    cut: number,
  ): boolean {
    this.swapRows(s1, s2, a, b, keepFrom, keepTo);
    if (!this.personDelta(s1, a, b, this.swapA, 0, Wh, -this.ownFrom(s2, DAYS, Wh), cut)) return false;
    const h = this.dHard;
    const so = this.dSoft;
    if (!this.personDelta(s2, a, b, this.swapB, GROUPS, Wh, h * Wh + so, cut)) return false;
    this.dHard += h;
    this.dSoft += so;
    return true;
  }

  /** The rows s1 and s2 get on days a..b from a swap (`evalSwap`), in swapA and swapB (from index 0). */
  private swapRows(s1: number, s2: number, a: number, b: number, keepFrom: number, keepTo: number): void {
    const D = this.c.D;
    const r = this.roster;
    const A = this.swapA;
    const B = this.swapB;
    for (let d = a; d <= b; d++) {
      const keep = d >= keepFrom && d <= keepTo;
      A[d - a] = r[(keep ? s1 : s2) * D + d]!;
      B[d - a] = r[(keep ? s2 : s1) * D + d]!;
    }
  }

  /** Applies a change whose delta was just computed by `evalChange` (dHard / dSoft still hold it). */
  commitChange(s: number, a: number, b: number, nv: Int16Array): void {
    this.hard += this.dHard;
    this.soft += this.dSoft;
    this.addOwn(s, 0);
    this.write(s, a, b, nv);
  }

  /** Applies a swap whose delta was just computed by `evalSwap` (same arguments). */
  commitSwap(s1: number, s2: number, a: number, b: number, keepFrom = b + 1, keepTo = b): void {
    this.hard += this.dHard;
    this.soft += this.dSoft;
    this.addOwn(s1, 0);
    this.addOwn(s2, GROUPS);
    this.swapRows(s1, s2, a, b, keepFrom, keepTo);
    this.write(s1, a, b, this.swapA);
    this.write(s2, a, b, this.swapB);
  }

  /** Places counter (person x G + channel) in its table, when tabulated, from its total. */
  private placeCounter(sg: number): void {
    const o = this.counterOff[sg]!;
    if (o >= 0) this.counterAt[sg] = o + this.totals[sg]! / this.counterUnit[sg]!;
  }

  /** Adds the group deltas the last evaluation left in `last` from `slot` to person s's own cost. */
  private addOwn(s: number, slot: number): void {
    for (let g = 0; g < GROUPS; g++) this.own[GROUPS * s + g]! += this.last[slot + g]!;
  }

  /** Writes values and updates running totals (not the score). */
  private write(s: number, a: number, b: number, nv: Int16Array): void {
    const { D, T, weekendCount } = this.c;
    const W = this.W;
    // The blocks around [a, b] as they are: the span the new blocks tile (see personDelta).
    const from = this.blockStart[s * D + (a > 0 ? a - 1 : 0)]!;
    const to = this.blockEnd[s * D + (b + 1 < D ? b + 1 : D - 1)]!;
    let worksChanged = false;
    for (let d = a; d <= b; d++) {
      const o = this.roster[s * D + d]!;
      const n = nv[d - a]!;
      if (o === n) continue;
      if (o < 0 !== n < 0) worksChanged = true;
      for (let k = 0; k < 2; k++) {
        const v = k === 0 ? o : n;
        const sign = k === 0 ? -1 : 1;
        const i = s * W + v + 1;
        for (let j = this.csrStart[i]!; j < this.csrStart[i + 1]!; j++) {
          const sg = s * this.G + this.csrChan[j]!;
          this.totals[sg]! += sign * this.csrAmt[j]!;
          this.placeCounter(sg);
        }
        if (v >= 0)
          for (let j = this.valStart[v]!; j < this.valStart[v + 1]!; j++) {
            const slot = d * T + this.valType[j]!;
            this.cover[slot]! += sign;
            this.refreshSlot(slot);
          }
      }
      const w = this.c.weekendOf[d]!;
      if (w >= 0 && o >= 0 !== n >= 0) {
        const i = s * weekendCount + w;
        if (n >= 0) {
          if (this.weekendDays[i]!++ === 0) this.weekends[s]!++;
        } else if (--this.weekendDays[i]! === 0) this.weekends[s]!--;
      }
      this.roster[s * D + d] = n;
    }
    if (worksChanged) this.rebuildBlocks(s, from, to);
  }

  /** Cost of slot (d, t) staffed by `count` people, a hard unit weighing Wh soft ones. */
  slotCost(d: number, t: number, count: number, Wh: number): number {
    let x = 0;
    for (const k of this.coverCons) x += k.cost(this.c, d, t, count) * (k.level === 'hard' ? Wh : 1);
    return x;
  }

  /** Convenience for tests and construction: delta of setting one cell. */
  evalSet(s: number, d: number, v: number): void {
    this.one[0] = v;
    this.evalChange(s, d, d, this.one);
  }

  set(s: number, d: number, v: number): void {
    this.one[0] = v;
    this.evalChange(s, d, d, this.one);
    this.commitChange(s, d, d, this.one);
  }

  private readonly one = new Int16Array(1);

  /** Compares the running score with a full recomputation (Timefold FULL_ASSERT); throws on a mismatch. */
  assertConsistent(set: ConstraintSet, context = ''): void {
    const full = evaluateRoster(this.c, set, this.roster, { collect: false }).score;
    if (Math.abs(full.hard - this.hard) > 1e-6 || Math.abs(full.soft - this.soft) > 1e-6)
      throw new Error(
        `incremental score ${this.hard}/${this.soft} differs from full ${full.hard}/${full.soft} ${context}`,
      );
    const { S, D } = this.c;
    const blocks = { start: Int16Array.from(this.blockStart), end: Int16Array.from(this.blockEnd) };
    for (let s = 0; s < S; s++) this.rebuildBlocks(s, 0, D - 1);
    for (let i = 0; i < S * D; i++)
      if (blocks.start[i] !== this.blockStart[i] || blocks.end[i] !== this.blockEnd[i])
        throw new Error(`cell ${i}: kept block ${blocks.start[i]}-${blocks.end[i]} differs ${context}`);
    const g = this.groupBuf;
    for (let s = 0; s < this.c.S; s++) {
      this.personGroups(s, g, 0);
      for (let k = 0; k < GROUPS; k++) {
        if (g[k]! < 0) throw new Error(`person ${s} has a negative cost in group ${k}: ${g[k]} ${context}`);
        if (Math.abs(g[k]! - this.own[GROUPS * s + k]!) > 1e-6)
          throw new Error(
            `person ${s}: running cost ${this.own[GROUPS * s + k]} differs from ${g[k]} ${context}`,
          );
      }
    }
  }
}

type Rows = { readonly table: Float64Array; readonly row: Int32Array };

/** Cell rows: per (person, day), the hard and soft cost of every value, off first. */
function cellRows(c: Compiled, cons: readonly CellConstraint[]): Rows {
  const { S, D, V } = c;
  const packed = new PackedRows();
  const row = new Int32Array(S * D);
  const costs = new Float64Array(2 * (V + 1));
  for (let s = 0; s < S; s++)
    for (let d = 0; d < D; d++) {
      costs.fill(0);
      for (const k of cons)
        for (let v = -1; v < V; v++) costs[2 * (v + 1) + (k.level === 'hard' ? 0 : 1)]! += k.cost(c, s, d, v);
      row[s * D + d] = packed.add(costs);
    }
  return { table: packed.table(), row };
}

/** Pair rows: per person, the hard and soft cost of every value followed by every value. */
function pairRows(c: Compiled, cons: readonly PairConstraint[]): Rows {
  const { S, V } = c;
  const W = V + 1;
  const packed = new PackedRows();
  const row = new Int32Array(S);
  const costs = new Float64Array(2 * W * W);
  for (let s = 0; s < S; s++) {
    costs.fill(0);
    for (const k of cons)
      for (let a = -1; a < V; a++)
        for (let b = -1; b < V; b++)
          costs[2 * ((a + 1) * W + b + 1) + (k.level === 'hard' ? 0 : 1)]! += k.cost(c, s, a, b);
    row[s] = packed.add(costs);
  }
  return { table: packed.table(), row };
}

/**
 * Offset in a person's block row (`sequenceRows`) of a working or off block of `len` days, by whether it
 * touches the horizon's start and end: the one place the row's layout is written.
 */
function blockSlot(D: number, works: boolean, len: number, atStart: boolean, atEnd: boolean): number {
  return 2 * ((((works ? 1 : 0) * (D + 1) + len) << 2) | (atStart ? 2 : 0) | (atEnd ? 1 : 0));
}

/** Offset in a person's block row of a working or off block over days [from, to]. */
function blockIndex(D: number, works: boolean, from: number, to: number): number {
  return blockSlot(D, works, to - from + 1, from === 0, to === D - 1);
}

/** Block rows: per person, the hard and soft cost of a working or off block by length and horizon edges. */
function sequenceRows(
  c: Compiled,
  working: readonly SequenceConstraint[],
  off: readonly SequenceConstraint[],
): Rows {
  const { S, D } = c;
  const packed = new PackedRows();
  const row = new Int32Array(S);
  const costs = new Float64Array(2 * 2 * (D + 1) * 4);
  for (let s = 0; s < S; s++) {
    costs.fill(0);
    for (let wk = 0; wk < 2; wk++)
      for (let len = 1; len <= D; len++)
        for (const atStart of [false, true])
          for (const atEnd of [false, true]) {
            const ti = blockSlot(D, wk === 1, len, atStart, atEnd);
            for (const k of wk ? working : off)
              costs[ti + (k.level === 'hard' ? 0 : 1)]! += k.cost(c, s, len, atStart, atEnd);
          }
    row[s] = packed.add(costs);
  }
  return { table: packed.table(), row };
}

/** Weekend costs per person and number of weekends worked (0 to every weekend), hard and soft. */
function weekendCosts(c: Compiled, cons: readonly WeekendConstraint[]): Float64Array {
  const { S, weekendCount } = c;
  const tab = new Float64Array(2 * S * (weekendCount + 1));
  for (let s = 0; s < S; s++)
    for (let n = 0; n <= weekendCount; n++)
      for (const k of cons)
        tab[2 * (s * (weekendCount + 1) + n) + (k.level === 'hard' ? 0 : 1)]! += k.cost(c, s, n);
  return tab;
}

/** The (person, value) CSR of counter contributions without the channels marked constant for the person. */
function liveChannels(
  start: Int32Array,
  chan: Int32Array,
  amt: Float64Array,
  constant: Uint8Array,
  S: number,
  W: number,
  G: number,
): { start: Int32Array; chan: Int32Array; amt: Float64Array } {
  const liveStart = new Int32Array(S * W + 1);
  const chans: number[] = [];
  const amts: number[] = [];
  for (let s = 0; s < S; s++)
    for (let i = s * W; i < (s + 1) * W; i++) {
      liveStart[i] = chans.length;
      for (let j = start[i]!; j < start[i + 1]!; j++)
        if (!constant[s * G + chan[j]!]) {
          chans.push(chan[j]!);
          amts.push(amt[j]!);
        }
    }
  liveStart[S * W] = chans.length;
  return { start: liveStart, chan: Int32Array.from(chans), amt: Float64Array.from(amts) };
}
