// Best response for one person: with everyone else fixed, find (nearly) the cheapest whole row by dynamic
// programming over days — the pricing problem of column generation. State: today's value, length of the
// current working / off block, weekends worked and minutes worked (in units of the gcd of shift lengths).
// Costs come from the scorer's own tables and constraint functions, so nothing is special-cased; counters
// other than minutes are priced linearly. Costs that become linear past some size (every window rule)
// are capped there and the slope is added, so capping loses nothing. The result is checked exactly by
// the incremental scorer before it is applied.
import { gcd, OFF } from '../score/compile.js';
import type { ScoreState } from '../score/incremental.js';

const INF = Number.POSITIVE_INFINITY;
/** Passes that re-price by the secant (damped after the first) before bisection takes over. */
const SECANT_PASSES = 3;
/**
 * Geometric midpoint of two prices; with no lower price found yet (0) an eighth of the upper one, as the
 * geometric midpoint would be 0 again and bisection would never look below the upper price.
 */
const geoMid = (lo: number, hi: number): number => (lo > 0 ? Math.sqrt(lo * hi) : hi / 8);

/** Smallest n in [1, limit] from which f is linear (f(k+1) - f(k) constant for k >= n). */
function linearFrom(f: (n: number) => number, limit: number): number {
  let last = 1;
  for (let k = 1; k + 1 < limit; k++) {
    const d1 = f(k + 1) - f(k);
    const d2 = f(k + 2) - f(k + 1);
    if (Math.abs(d1 - d2) > 1e-9) last = k + 1;
  }
  return Math.min(limit, last + 1);
}

export class RowOptimizer {
  private readonly cell: Float64Array;
  private readonly marg: Float64Array;
  private readonly lambda: Float64Array;
  /** Per counter, the largest price found too low and the smallest found too high (bisection). */
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;
  private cur = new Float64Array(0);
  private nxt = new Float64Array(0);
  private back = new Int32Array(0);
  private bestOut = new Int16Array(0);
  /** State count of the last call (lets the caller size windows to the budget). */
  lastStates = 0;
  /** DP transitions spent so far (for the caller's time sharing). */
  lastWork = 0;
  /**
   * Pricing mode for column generation: when set (D x T), a shift on slot (d, t) earns coverPrice[d * T + t]
   * instead of its coverage marginal, and answers are ranked by the person's own cost minus what they earn
   * (the column's reduced cost before the person's convexity dual).
   */
  coverPrice: Float64Array | undefined;

  constructor(
    private readonly st: ScoreState,
    private readonly free: Uint8Array,
    /** Skip people whose DP would take more than this many transitions. */
    private readonly budget = 4_000_000,
  ) {
    const c = st.c;
    this.cell = new Float64Array(c.D * (c.V + 1));
    this.marg = new Float64Array(c.D * (c.V + 1));
    this.lambda = new Float64Array(st.G);
    this.lo = new Float64Array(st.G);
    this.hi = new Float64Array(st.G);
  }

  /**
   * Writes the best values found for person s on days a..b into `out` (out[d - a]), everything outside the
   * window fixed; false when the DP would exceed the budget. Without a window, the whole row.
   */
  optimize(
    s: number,
    Wh: number,
    out: Int16Array,
    a = 0,
    b = this.st.c.D - 1,
    budget = this.budget,
    /**
     * Trust region on minutes: when finite, the running minutes inside the window may differ from the
     * current row's running minutes by at most this many units on every day (smaller state space, so
     * longer windows for the same budget); the answer is still priced exactly.
     */
    trust = Number.POSITIVE_INFINITY,
    /** The same trust region for weekends worked (lets whole-horizon rows fit the budget). */
    wkTrust = Number.POSITIVE_INFINITY,
    /** Pricing passes for the counters other than minutes (each one a full DP, priced exactly after). */
    passes = 3,
  ): boolean {
    const st = this.st;
    const c = st.c;
    const { D, T, V } = c;
    const W = V + 1;
    const r0 = s * D;
    const roster = st.roster;
    const h = (k: { level: string }): number => (k.level === 'hard' ? Wh : 1);

    // Allowed values per day.
    const dom = c.domain[s]!;
    const vals: number[][] = [];
    for (let d = 0; d < D; d++)
      vals.push(d < a || d > b ? [] : this.free[r0 + d] ? [OFF, ...dom] : [roster[r0 + d]!]);
    const sameType = (x: number, y: number): boolean => x >= 0 === y >= 0;

    // Minutes resource: counter channels whose contribution is the value's minutes.
    const minuteChans: number[] = [];
    const otherChans: number[] = [];
    for (let g = 0; g < st.G; g++) {
      const k = st.chanCons[g]!;
      let isMin = true;
      for (let v = -1; v < V && isMin; v++)
        if (k.contribution(c, s, st.chanIdx[g]!, v) !== c.valMinutes[v + 1]) isMin = false;
      (isMin ? minuteChans : otherChans).push(g);
    }
    let unit = 0;
    for (const v of dom) unit = gcd(unit, Math.round(c.valMinutes[v + 1]!));
    if (unit === 0) unit = 1;
    const minuteCost = (m: number): number => {
      let x = 0;
      for (const g of minuteChans) {
        const k = st.chanCons[g]!;
        x += k.cost(c, s, st.chanIdx[g]!, m * unit) * h(k);
      }
      return x;
    };
    // Minutes outside the window are fixed (m0); the DP tracks minutes added inside it.
    let m0 = 0;
    for (let d = 0; d < D; d++) if (d < a || d > b) m0 += c.valMinutes[roster[r0 + d]! + 1]!;
    m0 = Math.round(m0 / unit);
    let maxMin = 0;
    for (let d = a; d <= b; d++) {
      let best = 0;
      for (const v of vals[d]!) best = Math.max(best, c.valMinutes[v + 1]! / unit);
      maxMin += best;
    }
    // Old running minutes in the window (prefix sums), for the trust region.
    const oldMin = new Int32Array(b - a + 2);
    for (let d = a; d <= b; d++)
      oldMin[d - a + 1] = oldMin[d - a]! + Math.round(c.valMinutes[roster[r0 + d]! + 1]! / unit);
    const trusted = minuteChans.length > 0 && 2 * trust + 1 < Math.round(maxMin) + 1;
    // State m: minutes added in the window, or (trusted) deviation from the old running minutes + trust.
    const off0 = trusted ? trust : 0;
    const minuteCostAt = (m: number): number =>
      minuteCost(m0 + (trusted ? oldMin[b - a + 1]! + m - off0 : m));
    const Mn = minuteChans.length ? (trusted ? 2 * trust + 1 : Math.round(maxMin) + 1) : 1;
    const mSlope = 0;
    // Weekends.
    const wkCost = (n: number): number => {
      let x = 0;
      for (const k of st.weekendCons) x += k.cost(c, s, n) * h(k);
      return x;
    };
    // Weekends worked outside the window are fixed (w0); `pre[d]`: d's weekend already counts from outside.
    const pre = new Uint8Array(D);
    const counted = new Uint8Array(Math.max(1, c.weekendCount));
    for (let d = 0; d < D; d++) {
      const wk = c.weekendOf[d]!;
      if (wk >= 0 && (d < a || d > b) && roster[r0 + d]! >= 0) counted[wk] = 1;
    }
    let w0 = 0;
    for (let k = 0; k < c.weekendCount; k++) w0 += counted[k]!;
    let inWindow = 0;
    for (let d = a; d <= b; d++) {
      const wk = c.weekendOf[d]!;
      if (wk >= 0) {
        pre[d] = counted[wk]!;
        if (d === a || c.weekendOf[d - 1] !== wk) inWindow++;
      }
    }
    // Old running weekends in the window (same counting rule as the DP), for the weekend trust region.
    const oldWk = new Int32Array(b - a + 2);
    for (let d = a; d <= b; d++) {
      const works = roster[r0 + d]! >= 0;
      const prevSame = d > a && c.weekendOf[d - 1] === c.weekendOf[d] && roster[r0 + d - 1]! >= 0;
      const inc = works && c.weekendOf[d]! >= 0 && !pre[d] && !prevSame ? 1 : 0;
      oldWk[d - a + 1] = oldWk[d - a]! + inc;
    }
    const wTrusted = st.weekendCons.length > 0 && 2 * wkTrust + 1 < inWindow + 1;
    const wOff = wTrusted ? wkTrust : 0;
    const Wn = st.weekendCons.length ? (wTrusted ? 2 * wkTrust + 1 : inWindow + 1) : 1;
    const wSlope = 0;
    const wkCostAt = (w: number): number => wkCost(w0 + (wTrusted ? oldWk[b - a + 1]! + w - wOff : w));
    // Blocks.
    const seqCost = (working: boolean, len: number, atStart: boolean, atEnd: boolean): number => {
      let x = 0;
      for (const k of working ? st.seqWork : st.seqOff) x += k.cost(c, s, len, atStart, atEnd) * h(k);
      return x;
    };
    let Rn = 1;
    for (const w of [true, false])
      for (const [a, b] of [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ] as const)
        Rn = Math.max(
          Rn,
          linearFrom((n) => seqCost(w, n, a, b), D),
        );
    Rn = Math.min(D, Rn + 1);
    const rSlopeW = seqCost(true, Rn + 1, false, false) - seqCost(true, Rn, false, false);
    const rSlopeO = seqCost(false, Rn + 1, false, false) - seqCost(false, Rn, false, false);

    // Tables for the inner loop: block-closing costs, minutes per value, pair costs.
    const endW = new Float64Array(Rn + 2);
    const endO = new Float64Array(Rn + 2);
    for (let r = 1; r <= Rn; r++) {
      endW[r] = seqCost(true, r, false, false);
      endO[r] = seqCost(false, r, false, false);
    }
    const minU = new Int32Array(W);
    for (let v = -1; v < V; v++) minU[v + 1] = Math.round(c.valMinutes[v + 1]! / unit);
    const pairC = new Float64Array(W * W);
    for (let k = 0; k < W * W; k++) pairC[k] = st.pairH[s * W * W + k]! * Wh + st.pairS[s * W * W + k]!;
    const candCell = new Float64Array(W);
    const candMin = new Int32Array(W);
    const candWk = new Uint8Array(W);
    const states = W * Rn * Wn * Mn;
    this.lastStates = states;
    let work = 0;
    for (let d = a; d <= b; d++) work += vals[d]!.length;
    if (states * work > budget) return false;

    // Linear prices for the other counters: the forward slope at the current totals, then (up to two more
    // passes) the secant over the change the previous answer made (caps make slopes differ by direction).
    for (const g of otherChans) {
      const k = st.chanCons[g]!;
      const x = st.totals[s * st.G + g]!;
      this.lambda[g] = (k.cost(c, s, st.chanIdx[g]!, x + 1) - k.cost(c, s, st.chanIdx[g]!, x)) * h(k);
    }
    let bestExact = INF;
    if (this.bestOut.length < D) this.bestOut = new Int16Array(D);
    for (let pass = 0; ; pass++) {
      this.lastWork += states * work;
      // Cell costs: tables + coverage marginal (others fixed) + counter prices.
      for (let d = a; d <= b; d++) {
        const cur = roster[r0 + d]!;
        for (const v of vals[d]!) {
          const ci = (r0 + d) * W + v + 1;
          let x = st.cellH[ci]! * Wh + st.cellS[ci]!;
          const price = this.coverPrice;
          if (v >= 0 && price) for (const t of c.values[v]!) x -= price[d * T + t]!;
          else if (v >= 0)
            for (const t of c.values[v]!) {
              const idx = d * T + t;
              const base = st.cover[idx]! - (cur >= 0 && c.valHasType[(cur + 1) * T + t] ? 1 : 0);
              for (const k of st.coverCons) x += (k.cost(c, d, t, base + 1) - k.cost(c, d, t, base)) * h(k);
            }
          const i = s * W + v + 1;
          for (let j = st.csrStart[i]!; j < st.csrStart[i + 1]!; j++)
            x += this.lambda[st.csrChan[j]!]! * st.csrAmt[j]!;
          this.cell[d * W + v + 1] = x;
        }
      }
      // (coverage of combos with two types is counted per type above; marg kept for future use)
      void this.marg;

      if (this.cur.length < states) {
        this.cur = new Float64Array(states);
        this.nxt = new Float64Array(states);
      }
      const L = b - a + 1;
      if (this.back.length < states * L) this.back = new Int32Array(states * L);
      let cur = this.cur;
      let nxt = this.nxt;
      const back = this.back;
      cur.fill(INF, 0, states);
      const idx = (v: number, r: number, w: number, m: number): number =>
        (((v + 1) * Rn + r - 1) * Wn + w) * Mn + m;
      const pairBase = s * W * W;

      // Entry: the block ending the day before the window (its true length, capped).
      const vp = a > 0 ? roster[r0 + a - 1]! : OFF;
      let rp = 0;
      if (a > 0) while (rp < a && rp < Rn && sameType(roster[r0 + a - 1 - rp]!, vp)) rp++;
      for (const v of vals[a]!) {
        let x = this.cell[a * W + v + 1]!;
        let r = 1;
        if (a > 0) {
          x += st.pairH[pairBase + (vp + 1) * W + v + 1]! * Wh + st.pairS[pairBase + (vp + 1) * W + v + 1]!;
          if (sameType(vp, v)) {
            r = rp + 1;
            if (r > Rn) {
              x += vp >= 0 ? rSlopeW : rSlopeO;
              r = Rn;
            }
          } else x += seqCost(vp >= 0, rp, rp === a, false);
        }
        const w = (v >= 0 && c.weekendOf[a]! >= 0 && !pre[a] ? 1 : 0) - (wTrusted ? oldWk[1]! - wOff : 0);
        if (w < 0 || w >= Wn) continue;
        const m = Math.round(c.valMinutes[v + 1]! / unit) - (trusted ? oldMin[1]! - off0 : 0);
        if (m < 0 || m >= Mn) continue;
        const i = idx(v, r, w, m);
        if (x < cur[i]!) {
          cur[i] = x;
          back[i] = -1;
        }
      }
      for (let d = a + 1; d <= b; d++) {
        nxt.fill(INF, 0, states);
        const bk = (d - a) * states;
        const sameWeekend = c.weekendOf[d]! >= 0 && c.weekendOf[d - 1] === c.weekendOf[d];
        const isWeekend = c.weekendOf[d]! >= 0;
        const vs = vals[d]!;
        const nvs = vs.length;
        const mShift = trusted ? oldMin[d - a + 1]! - oldMin[d - a]! : 0;
        const wShift = wTrusted ? oldWk[d - a + 1]! - oldWk[d - a]! : 0;
        // Per-candidate constants of this day, hoisted out of the state loop.
        for (let k = 0; k < nvs; k++) {
          const v2 = vs[k]!;
          candCell[k] = this.cell[d * W + v2 + 1]!;
          candMin[k] = minU[v2 + 1]! - mShift;
          candWk[k] = v2 >= 0 && isWeekend && !pre[d] ? 1 : 0;
        }
        const RWM = Rn * Wn * Mn;
        const WM = Wn * Mn;
        let i = -1;
        for (let v1 = -1; v1 < V; v1++) {
          const work1 = v1 >= 0;
          const pairRow = (v1 + 1) * W;
          for (let r = 1; r <= Rn; r++) {
            // Cost of closing the block before today (a change of work / off); r === d: it began on day 0.
            const close = r === d ? seqCost(work1, r, true, false) : work1 ? endW[r]! : endO[r]!;
            const rSame = Math.min(r + 1, Rn);
            const slopeSame = r + 1 > Rn ? (work1 ? rSlopeW : rSlopeO) : 0;
            for (let w = 0; w < Wn; w++)
              for (let m = 0; m < Mn; m++) {
                i++;
                const base = cur[i]!;
                if (base === INF) continue;
                for (let k = 0; k < nvs; k++) {
                  const v2 = vs[k]!;
                  const work2 = v2 >= 0;
                  let x = base + candCell[k]! + pairC[pairRow + v2 + 1]!;
                  let r2: number;
                  if (work1 === work2) {
                    r2 = rSame;
                    x += slopeSame;
                  } else {
                    x += close;
                    r2 = 1;
                  }
                  let w2 = w + (candWk[k]! && !(sameWeekend && work1) ? 1 : 0) - wShift;
                  if (wTrusted && (w2 < 0 || w2 >= Wn)) continue;
                  if (w2 >= Wn) {
                    x += wSlope;
                    w2 = Wn - 1;
                  }
                  let m2 = m + candMin[k]!;
                  if (trusted && (m2 < 0 || m2 >= Mn)) continue;
                  if (m2 >= Mn) {
                    x += mSlope * (m2 - Mn + 1);
                    m2 = Mn - 1;
                  }
                  const j = (v2 + 1) * RWM + (r2 - 1) * WM + w2 * Mn + m2;
                  if (x < nxt[j]!) {
                    nxt[j] = x;
                    back[bk + j] = i;
                  }
                }
              }
          }
        }
        const tmp = cur;
        cur = nxt;
        nxt = tmp;
      }
      // Exit: close the last block, merging with the block that starts after the window.
      const vn = b + 1 < D ? roster[r0 + b + 1]! : OFF;
      let ln = 0;
      if (b + 1 < D) while (b + 1 + ln < D && sameType(roster[r0 + b + 1 + ln]!, vn)) ln++;
      const nextAtEnd = b + 1 + ln === D;
      let best = INF;
      let bestI = -1;
      for (let i = 0; i < states; i++) {
        const base = cur[i]!;
        if (base === INF) continue;
        let rest = i;
        const m = rest % Mn;
        rest = (rest - m) / Mn;
        const w = rest % Wn;
        rest = (rest - w) / Wn;
        const r = (rest % Rn) + 1;
        const v = (rest - (r - 1)) / Rn - 1;
        let x = base + wkCostAt(w) + minuteCostAt(m);
        if (b + 1 >= D) x += seqCost(v >= 0, r, r === D, true);
        else {
          x += st.pairH[pairBase + (v + 1) * W + vn + 1]! * Wh + st.pairS[pairBase + (v + 1) * W + vn + 1]!;
          if (sameType(v, vn)) x += seqCost(v >= 0, r + ln, r === b + 1, nextAtEnd);
          else x += seqCost(v >= 0, r, r === b + 1, false) + seqCost(vn >= 0, ln, false, nextAtEnd);
        }
        if (x < best) {
          best = x;
          bestI = i;
        }
      }
      if (bestI < 0) return false;
      let i = bestI;
      for (let d = b; d >= a; d--) {
        const vr = Math.floor(i / (Wn * Mn));
        out[d - a] = Math.floor(vr / Rn) - 1;
        i = back[(d - a) * states + i]!;
      }
      // Counters priced linearly can make an answer worse than it looks (a type pushed past its cap), so
      // every pass is priced exactly and the best one is returned.
      let exact: number;
      if (this.coverPrice) {
        st.evalPersonChange(s, a, b, out);
        exact = st.dHard * Wh + st.dSoft;
        for (let d = a; d <= b; d++) {
          const v = out[d - a]!;
          if (v >= 0) for (const t of c.values[v]!) exact -= this.coverPrice[d * T + t]!;
        }
      } else {
        st.evalChange(s, a, b, out);
        exact = st.dHard * Wh + st.dSoft;
      }
      if (exact < bestExact) {
        bestExact = exact;
        this.bestOut.set(out.subarray(0, b - a + 1));
      }
      if (pass >= passes - 1) break;
      // Re-price the counters. First pass: the secant over the change the answer made (exact for costs
      // linear over that range). Later passes: geometric bisection between the prices known to be too low
      // (the answer went past where its marginal cost exceeds the price) and too high; hard caps need this,
      // as their right price is the soft value of the shifts they cap, far below the hard weight.
      let again = false;
      for (const g of otherChans) {
        const k = st.chanCons[g]!;
        const ch = st.chanIdx[g]!;
        let dx = 0;
        for (let d = a; d <= b; d++)
          dx += k.contribution(c, s, ch, out[d - a]!) - k.contribution(c, s, ch, roster[r0 + d]!);
        const x = st.totals[s * st.G + g]!;
        const lam = this.lambda[g]!;
        if (pass === 0) {
          this.lo[g] = 0;
          this.hi[g] = INF;
        }
        const x1 = x + dx;
        const under = (k.cost(c, s, ch, x1) - k.cost(c, s, ch, x1 - 1)) * h(k);
        const over = (k.cost(c, s, ch, x1 + 1) - k.cost(c, s, ch, x1)) * h(k);
        const tooLow = lam < under - 1e-9;
        const tooHigh = lam > over + 1e-9;
        if (tooLow) this.lo[g] = Math.max(this.lo[g]!, lam);
        if (tooHigh) this.hi[g] = Math.min(this.hi[g]!, lam);
        let next = lam;
        // (An answer that leaves the total where it was has no secant: bisection takes over at once.)
        if (pass < SECANT_PASSES && dx !== 0) {
          const secant = ((k.cost(c, s, ch, x + dx) - k.cost(c, s, ch, x)) / dx) * h(k);
          next = pass === 0 ? secant : (secant + lam) / 2;
        } else if (tooLow)
          next = this.hi[g]! < INF ? geoMid(this.lo[g]!, this.hi[g]!) : Math.max(under, 2 * lam);
        else if (tooHigh)
          next = this.lo[g]! > 0 ? geoMid(this.lo[g]!, this.hi[g]!) : Math.max(over, lam / 64);
        if (Math.abs(next - lam) > 1e-9 * Math.max(1, lam)) {
          this.lambda[g] = next;
          again = true;
        }
      }
      if (!again) break;
    }
    out.set(this.bestOut.subarray(0, b - a + 1));
    return true;
  }
}
