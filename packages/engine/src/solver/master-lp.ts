// A small revised simplex for the master problem of column generation: minimise c'x subject to Ax = b,
// x >= 0, from a feasible starting basis the caller supplies. Dense basis inverse (the masters here have
// a few hundred rows), sparse 0/1-ish columns, Devex pricing with Bland's rule after a run of
// degenerate pivots (the rostering master is highly degenerate). Columns can be added between solves,
// and taken out of the problem (`forbid`); the last optimal basis is kept, so a re-solve is warm.

const EPS = 1e-9;
/** Smallest pivot element accepted in the ratio test (smaller ones are rounding noise). */
const PIVOT_TOL = 1e-7;
/** Degenerate pivots in a row after which Bland's rule takes over until the objective moves. */
const DEGENERATE_RUN = 30;
/**
 * Pivots between refactorisations of the basis inverse (product updates accumulate rounding error; a
 * refactorisation costs about as much as a few hundred pivots on the masters here).
 */
const REFACTOR_EVERY = 500;

/** Share of nonzeros in a pivot row from which the elimination sweeps whole rows. */
const DENSE_SHARE = 0.6;

/**
 * Row operations of a pivot: every row k other than the pivot row `pr` (at offset pr of `mat`, m wide)
 * loses factor[k] times it; `nz` and `vals` hold the pivot row's nonzeros (n of them) and their values.
 * Rows with a zero factor are skipped. Both ways give the same numbers: a zero entry subtracts zero.
 */
function eliminate(
  mat: Float64Array,
  m: number,
  pr: number,
  factor: Float64Array,
  skip: number,
  nz: Int32Array,
  vals: Float64Array,
  n: number,
): void {
  const dense = n > DENSE_SHARE * m;
  for (let k = 0; k < m; k++) {
    if (k === skip) continue;
    const f = factor[k]!;
    if (f === 0) continue;
    const kr = k * m;
    if (dense) for (let j = 0; j < m; j++) mat[kr + j]! -= f * mat[pr + j]!;
    else for (let e = 0; e < n; e++) mat[kr + nz[e]!]! -= f * vals[e]!;
  }
}

export interface LpColumn {
  readonly cost: number;
  /** Row indices and coefficients (no duplicates). */
  readonly rows: Int32Array;
  readonly coefs: Float64Array;
}

export class MasterLp {
  readonly columns: LpColumn[] = [];
  /** Column in the basis at each row position. */
  private basis: Int32Array;
  private binv: Float64Array;
  /** Values of the basic variables, by row position. */
  private xb: Float64Array;
  readonly duals: Float64Array;
  private readonly alpha: Float64Array;
  /** Positions of the pivot row's nonzeros in the inverse, and their values (scratch for a pivot). */
  private readonly pivotNz: Int32Array;
  private readonly pivotVals: Float64Array;
  pivots = 0;
  private sinceRefactor = 0;
  /** 1 for a column taken out of the problem (`forbid`): it never enters, and costs `forbiddenCost`. */
  private forbidden = new Uint8Array(64);
  private forbiddenCost = 0;

  /** An LP of `m` rows with right-hand side `b`; add columns, then `setBasis` with a feasible start. */
  constructor(
    readonly m: number,
    private readonly b: Float64Array,
  ) {
    this.basis = new Int32Array(m).fill(-1);
    this.binv = new Float64Array(m * m);
    this.xb = new Float64Array(m);
    this.duals = new Float64Array(m);
    this.alpha = new Float64Array(m);
    this.pivotNz = new Int32Array(m);
    this.pivotVals = new Float64Array(m);
  }

  addColumn(col: LpColumn): number {
    this.columns.push(col);
    return this.columns.length - 1;
  }

  /**
   * Takes column j out of the problem, keeping the basis: it never enters again, and while it is basic it
   * costs `bigM` (more than any column can gain, so the next solve drives it to zero). That re-solve starts
   * from the last optimal basis, where a rebuilt LP would start from scratch (a dive fixing people took
   * 700-2500 pivots per step on Instance19's 28-day windows). Its row duals stay those of the problem
   * without it: every coverage row has a missing- and an extra-staff column that bound its dual.
   */
  forbid(j: number, bigM: number): void {
    if (j >= this.forbidden.length) {
      const grown = new Uint8Array(Math.max(2 * this.forbidden.length, j + 1));
      grown.set(this.forbidden);
      this.forbidden = grown;
    }
    this.forbidden[j] = 1;
    this.forbiddenCost = Math.max(this.forbiddenCost, bigM);
  }

  private isForbidden(j: number): boolean {
    return j < this.forbidden.length && this.forbidden[j] === 1;
  }

  /** The cost the simplex prices column j at. */
  private costOf(j: number): number {
    return this.isForbidden(j) ? this.forbiddenCost : this.columns[j]!.cost;
  }

  /** Sets the starting basis and computes its inverse by Gauss-Jordan elimination; false if singular. */
  setBasis(cols: readonly number[]): boolean {
    const m = this.m;
    const a = new Float64Array(m * m);
    cols.forEach((j, k) => {
      const col = this.columns[j]!;
      for (let e = 0; e < col.rows.length; e++) a[col.rows[e]! * m + k] = col.coefs[e]!;
    });
    const inv = new Float64Array(m * m);
    for (let i = 0; i < m; i++) inv[i * m + i] = 1;
    const nzA = new Int32Array(m);
    const nzI = new Int32Array(m);
    for (let k = 0; k < m; k++) {
      let p = -1;
      let best = EPS;
      for (let i = k; i < m; i++)
        if (Math.abs(a[i * m + k]!) > best) {
          best = Math.abs(a[i * m + k]!);
          p = i;
        }
      if (p < 0) return false;
      if (p !== k)
        for (let j = 0; j < m; j++) {
          [a[k * m + j], a[p * m + j]] = [a[p * m + j]!, a[k * m + j]!];
          [inv[k * m + j], inv[p * m + j]] = [inv[p * m + j]!, inv[k * m + j]!];
        }
      const piv = a[k * m + k]!;
      // The pivot row's nonzeros only: basis matrices here are sparse and stay so (a dense sweep made
      // refactorisation half of a master's time on 343 rows).
      let nA = 0;
      let nI = 0;
      for (let j = 0; j < m; j++) {
        if (a[k * m + j] !== 0) {
          a[k * m + j]! /= piv;
          nzA[nA++] = j;
        }
        if (inv[k * m + j] !== 0) {
          inv[k * m + j]! /= piv;
          nzI[nI++] = j;
        }
      }
      for (let i = 0; i < m; i++) {
        if (i === k) continue;
        const f = a[i * m + k]!;
        if (f === 0) continue;
        for (let e = 0; e < nA; e++) a[i * m + nzA[e]!]! -= f * a[k * m + nzA[e]!]!;
        for (let e = 0; e < nI; e++) inv[i * m + nzI[e]!]! -= f * inv[k * m + nzI[e]!]!;
      }
    }
    // inv is (A_B)^-1 with A_B's columns in `cols` order: basic variable k sits at row position k.
    this.binv = inv;
    this.sinceRefactor = 0;
    this.basis = Int32Array.from(cols);
    for (let k = 0; k < m; k++) {
      let x = 0;
      for (let i = 0; i < m; i++) x += inv[k * m + i]! * this.b[i]!;
      this.xb[k] = x;
    }
    return true;
  }

  /** Largest violation of Ax = b by the current basic solution (the rounding drift of product updates). */
  residual(): number {
    const r = Float64Array.from(this.b);
    for (let k = 0; k < this.m; k++) {
      const col = this.columns[this.basis[k]!]!;
      for (let e = 0; e < col.rows.length; e++) r[col.rows[e]!]! -= col.coefs[e]! * this.xb[k]!;
    }
    return r.reduce((x, v) => Math.max(x, Math.abs(v)), 0);
  }

  /** Objective of the current basic solution. */
  objective(): number {
    let z = 0;
    for (let k = 0; k < this.m; k++) z += this.columns[this.basis[k]!]!.cost * this.xb[k]!;
    return z;
  }

  /** Value of every column in the current basic solution (0 for non-basic ones). */
  values(): Float64Array {
    const x = new Float64Array(this.columns.length);
    for (let k = 0; k < this.m; k++) x[this.basis[k]!] = Math.max(0, this.xb[k]!);
    return x;
  }

  private computeDuals(): void {
    const m = this.m;
    this.duals.fill(0);
    for (let k = 0; k < m; k++) {
      const cb = this.costOf(this.basis[k]!);
      if (cb === 0) continue;
      const row = k * m;
      for (let i = 0; i < m; i++) this.duals[i]! += cb * this.binv[row + i]!;
    }
  }

  reducedCost(j: number): number {
    return this.reducedCostOf(this.columns[j]!) + this.costOf(j) - this.columns[j]!.cost;
  }

  /** Reduced cost at the current duals of a column, in the LP or not (pricing). */
  reducedCostOf(col: LpColumn): number {
    let d = col.cost;
    for (let e = 0; e < col.rows.length; e++) d -= this.duals[col.rows[e]!]! * col.coefs[e]!;
    return d;
  }

  /**
   * Pivots until no column prices out (optimal) or `maxPivots` is reached; returns whether optimal.
   * Entering columns by Devex (largest reduced cost squared over a reference weight): on the degenerate
   * rostering master Dantzig's rule walked long paths of tiny steps (Instance12's root from a finished
   * roster: 600 pivots per re-solve against 321, master time 24 s against 14 s). The pivot row that
   * updates the weights also updates every reduced cost.
   */
  solve(maxPivots = 100_000): boolean {
    const m = this.m;
    const n = this.columns.length;
    // Forbidden columns count as basic for pricing: never chosen, their reduced costs never updated.
    const isBasic = new Uint8Array(n);
    for (let j = 0; j < Math.min(n, this.forbidden.length); j++) isBasic[j] = this.forbidden[j]!;
    for (let k = 0; k < m; k++) isBasic[this.basis[k]!] = 1;
    const d = new Float64Array(n);
    const w = new Float64Array(n).fill(1);
    let degenerate = 0;
    const price = (): void => {
      this.computeDuals();
      for (let j = 0; j < n; j++) d[j] = isBasic[j] ? 0 : this.reducedCost(j);
    };
    price();
    for (let it = 0; it < maxPivots; it++) {
      if (this.sinceRefactor >= REFACTOR_EVERY) {
        this.setBasis(Array.from(this.basis));
        price();
      }
      const bland = degenerate >= DEGENERATE_RUN;
      let enter = this.chooseEntering(d, w, isBasic, bland);
      if (enter < 0) {
        // The reduced costs are updated, not recomputed: confirm optimality on exact ones.
        price();
        enter = this.chooseEntering(d, w, isBasic, bland);
        if (enter < 0) return true;
      }
      const best = d[enter]!;
      // alpha = B^-1 a_enter
      const col = this.columns[enter]!;
      const alpha = this.alpha;
      alpha.fill(0);
      for (let e = 0; e < col.rows.length; e++) {
        const i = col.rows[e]!;
        const v = col.coefs[e]!;
        for (let k = 0; k < m; k++) alpha[k]! += this.binv[k * m + i]! * v;
      }
      let leave = -1;
      let ratio = Number.POSITIVE_INFINITY;
      for (let k = 0; k < m; k++) {
        if (alpha[k]! <= PIVOT_TOL) continue;
        const r = Math.max(0, this.xb[k]!) / alpha[k]!;
        if (
          r < ratio - EPS ||
          (r < ratio + EPS &&
            leave >= 0 &&
            (bland ? this.basis[k]! < this.basis[leave]! : alpha[k]! > alpha[leave]!))
        ) {
          ratio = r;
          leave = k;
        }
      }
      if (leave < 0) return false; // unbounded: cannot happen with the rostering master
      // A pivot that barely moves the objective counts as degenerate (the right-hand sides are perturbed,
      // so steps are rarely exactly zero).
      degenerate = ratio * -best <= 1e-9 * (1 + Math.abs(best)) ? degenerate + 1 : 0;
      // Update the solution and the inverse (pivot on alpha[leave]).
      const piv = alpha[leave]!;
      for (let k = 0; k < m; k++) if (k !== leave) this.xb[k]! -= ratio * alpha[k]!;
      this.xb[leave] = ratio;
      const lr = leave * m;
      const binv = this.binv;
      // Only the pivot row's nonzeros change other rows (about 60% of them on Instance19's Friday-Monday
      // master, where the dense sweep was an eighth of the dive; docs/decisions/0035), read from a packed
      // copy. Where most are nonzero, a plain sweep of the whole row is cheaper than the indexed one.
      const nz = this.pivotNz;
      const packed = this.pivotVals;
      let nNz = 0;
      for (let i = 0; i < m; i++) {
        const v = binv[lr + i]!;
        if (v !== 0) {
          const q = v / piv;
          binv[lr + i] = q;
          nz[nNz] = i;
          packed[nNz++] = q;
        }
      }
      eliminate(binv, m, lr, alpha, leave, nz, packed, nNz);
      // Duals move along the new inverse's pivot row by the entering column's reduced cost.
      for (let i = 0; i < m; i++) this.duals[i]! += best * binv[lr + i]!;
      const out = this.basis[leave]!;
      isBasic[out] = this.isForbidden(out) ? 1 : 0;
      isBasic[enter] = 1;
      this.basis[leave] = enter;
      // Pivot row entries (alpha_rj / alpha_rq) update reduced costs and reference weights.
      const wq = w[enter]!;
      for (let j = 0; j < n; j++) {
        if (isBasic[j]) continue;
        const c = this.columns[j]!;
        let a = 0;
        for (let e = 0; e < c.rows.length; e++) a += this.binv[lr + c.rows[e]!]! * c.coefs[e]!;
        if (a === 0) continue;
        d[j]! -= best * a;
        const wj = a * a * wq;
        if (wj > w[j]!) w[j] = wj;
      }
      d[enter] = 0;
      d[out] = isBasic[out] ? 0 : -best / piv;
      w[out] = Math.max(wq / (piv * piv), 1);
      this.pivots++;
      this.sinceRefactor++;
    }
    this.computeDuals();
    return false;
  }

  /** The entering column: Devex's choice, or under Bland's rule the first that prices out; -1 if none. */
  private chooseEntering(d: Float64Array, w: Float64Array, isBasic: Uint8Array, bland: boolean): number {
    let enter = -1;
    let best = 0;
    for (let j = 0; j < d.length; j++) {
      const dj = d[j]!;
      if (isBasic[j] || dj >= -1e-7) continue;
      if (bland) return j;
      const score = (dj * dj) / w[j]!;
      if (score > best) {
        best = score;
        enter = j;
      }
    }
    return enter;
  }
}
