// A small revised simplex for the master problem of column generation: minimise c'x subject to Ax = b,
// x >= 0, from a feasible starting basis the caller supplies. Sparse 0/1-ish columns, Devex pricing with
// Bland's rule after a run of degenerate pivots (the rostering master is highly degenerate). Columns can
// be added between solves, and taken out of the problem (`forbid`); the last optimal basis is kept, so a
// re-solve is warm.
//
// Rows from `gubFrom` on are generalised upper bounds: each says that the columns in it (a person's rows
// in column generation) sum to its right-hand side, and no column is in two of them. Such a row is never
// inverted (Dantzig and Van Slyke's GUB simplex): each keeps one basic column as its key, whose value is
// what the row's others leave, and the dense inverse is only of the working basis over the other rows,
// the others' columns less their key's. On a three-week window that is about two thirds of the rows, and
// the inverse's update, half of the master's time, scales with its square.

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

/** Grows a typed array to at least `size` entries, keeping its contents. */
function grown<A extends Int32Array | Float64Array | Uint8Array>(a: A, size: number): A {
  if (a.length >= size) return a;
  const b = new (a.constructor as new (n: number) => A)(Math.max(2 * a.length, size));
  b.set(a);
  return b;
}

export class MasterLp {
  readonly columns: LpColumn[] = [];
  /** Working rows (those before `gubFrom`) and GUB rows. */
  private readonly mc: number;
  private readonly sets: number;
  /** Per GUB row: its key column and the key's value. */
  private key: Int32Array;
  private keyVal: Float64Array;
  /** Column at each position of the working basis, and the basic values there. */
  private wb: Int32Array;
  private xw: Float64Array;
  /** Inverse of the working basis (mc x mc): columns of non-key basics less their row's key. */
  private winv: Float64Array;
  /** Working rows' duals, then the GUB rows'. */
  readonly duals: Float64Array;
  private readonly alpha: Float64Array;
  /** Per GUB row, the entering column's effect on its key (the key falls by `delta` per unit entered). */
  private readonly delta: Float64Array;
  /** Per GUB row, the new inverse's pivot row times the key's working part (reduced-cost updates). */
  private readonly keyDot: Float64Array;
  /** The entering column less its key, dense, with its nonzeros listed (scratch for a pivot). */
  private readonly abar: Float64Array;
  private readonly abarNz: Int32Array;
  private readonly abarSeen: Uint8Array;
  /** Positions of the pivot row's nonzeros in the inverse, and their values (scratch for a pivot). */
  private readonly pivotNz: Int32Array;
  private readonly pivotVals: Float64Array;
  pivots = 0;
  private sinceRefactor = 0;
  /** 1 for a column taken out of the problem (`forbid`): it never enters, and costs `forbiddenCost`. */
  private forbidden = new Uint8Array(64);
  private forbiddenCost = 0;
  /**
   * Every column's working rows and coefficients packed one after another, column j's from
   * `colStart[j]`, whether all of them are 1 (`unitCol`), and its GUB row (`setOf`, -1: none): each pivot
   * reads every non-basic column, and through an array of column objects that chased two pointers per
   * column (a fifth of the master's time).
   */
  private packRows = new Int32Array(1024);
  private packCoefs = new Float64Array(1024);
  private colStart = new Int32Array(65);
  private unitCol = new Uint8Array(64);
  private setOf = new Int32Array(64);

  /**
   * An LP of `m` rows with right-hand side `b`, rows from `gubFrom` on GUB rows (none by default); add
   * columns, then `setBasis` with a feasible start.
   */
  constructor(
    readonly m: number,
    private readonly b: Float64Array,
    gubFrom = m,
  ) {
    this.mc = gubFrom;
    this.sets = m - gubFrom;
    const mc = gubFrom;
    this.key = new Int32Array(this.sets).fill(-1);
    this.keyVal = new Float64Array(this.sets);
    this.wb = new Int32Array(mc).fill(-1);
    this.xw = new Float64Array(mc);
    this.winv = new Float64Array(mc * mc);
    this.duals = new Float64Array(m);
    this.alpha = new Float64Array(mc);
    this.delta = new Float64Array(this.sets);
    this.keyDot = new Float64Array(this.sets);
    this.abar = new Float64Array(mc);
    this.abarNz = new Int32Array(mc);
    this.abarSeen = new Uint8Array(mc);
    this.pivotNz = new Int32Array(mc);
    this.pivotVals = new Float64Array(mc);
  }

  /** Adds a column; in at most one GUB row, with coefficient 1 there (else it throws). */
  addColumn(col: LpColumn): number {
    const j = this.columns.length;
    let set = -1;
    let work = 0;
    for (let e = 0; e < col.rows.length; e++) {
      const i = col.rows[e]!;
      if (i < this.mc) {
        work++;
        continue;
      }
      if (set >= 0 || col.coefs[e] !== 1) throw new Error('master LP: a column in two GUB rows, or not at 1');
      set = i - this.mc;
    }
    this.columns.push(col);
    const from = this.colStart[j]!;
    this.packRows = grown(this.packRows, from + work);
    this.packCoefs = grown(this.packCoefs, from + work);
    this.colStart = grown(this.colStart, j + 2);
    this.unitCol = grown(this.unitCol, j + 1);
    this.setOf = grown(this.setOf, j + 1);
    let at = from;
    let unit = 1;
    for (let e = 0; e < col.rows.length; e++) {
      if (col.rows[e]! >= this.mc) continue;
      this.packRows[at] = col.rows[e]!;
      this.packCoefs[at++] = col.coefs[e]!;
      if (col.coefs[e] !== 1) unit = 0;
    }
    this.colStart[j + 1] = at;
    this.unitCol[j] = unit;
    this.setOf[j] = set;
    return j;
  }

  /**
   * Takes column j out of the problem, keeping the basis: it never enters again, and while it is basic it
   * costs `bigM` (more than any column can gain, so the next solve drives it to zero). That re-solve starts
   * from the last optimal basis, where a rebuilt LP would start from scratch (thousands of pivots per
   * step of a dive over a four-week window). Its row duals stay those of the problem
   * without it: every coverage row has a missing- and an extra-staff column that bound its dual.
   */
  forbid(j: number, bigM: number): void {
    this.forbidden = grown(this.forbidden, j + 1);
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

  /** Row `off` of the working inverse (an offset into it) times column j's working part. */
  private rowTimes(off: number, j: number): number {
    const rows = this.packRows;
    const e1 = this.colStart[j + 1]!;
    let a = 0;
    // (x * 1 is x exactly: both loops give the same sums.)
    if (this.unitCol[j]) for (let e = this.colStart[j]!; e < e1; e++) a += this.winv[off + rows[e]!]!;
    else for (let e = this.colStart[j]!; e < e1; e++) a += this.winv[off + rows[e]!]! * this.packCoefs[e]!;
    return a;
  }

  /** Adds `scale` times column j's working part to `out` (entry of row i at i * stride + at). */
  private scatter(j: number, scale: number, out: Float64Array, stride: number, at: number): void {
    for (let e = this.colStart[j]!; e < this.colStart[j + 1]!; e++)
      out[this.packRows[e]! * stride + at]! += scale * this.packCoefs[e]!;
  }

  /** Calls `fn` with every basic column and its value: the working positions', then the keys'. */
  private forEachBasic(fn: (j: number, x: number) => void): void {
    for (let k = 0; k < this.mc; k++) fn(this.wb[k]!, this.xw[k]!);
    for (let s = 0; s < this.sets; s++) fn(this.key[s]!, this.keyVal[s]!);
  }

  /** Working duals times column j's working part. */
  private dualTimes(j: number): number {
    let a = 0;
    for (let e = this.colStart[j]!; e < this.colStart[j + 1]!; e++)
      a += this.duals[this.packRows[e]!]! * this.packCoefs[e]!;
    return a;
  }

  /**
   * Sets the starting basis (m columns, at least one in each GUB row: the first is its key) and inverts
   * it; false if singular.
   */
  setBasis(cols: readonly number[]): boolean {
    if (cols.length !== this.m) return false;
    this.key.fill(-1);
    const working: number[] = [];
    for (const j of cols) {
      const s = this.setOf[j]!;
      if (s >= 0 && this.key[s]! < 0) this.key[s] = j;
      else working.push(j);
    }
    if (working.length !== this.mc || this.key.some((k) => k < 0)) return false;
    this.wb = Int32Array.from(working);
    return this.refactor();
  }

  /**
   * Inverts the working basis by Gauss-Jordan elimination and recomputes the basic values from scratch
   * (product updates accumulate rounding error); false if singular.
   */
  private refactor(): boolean {
    const mc = this.mc;
    const a = new Float64Array(mc * mc);
    for (let k = 0; k < mc; k++) {
      const j = this.wb[k]!;
      this.scatter(j, 1, a, mc, k);
      if (this.setOf[j]! >= 0) this.scatter(this.key[this.setOf[j]!]!, -1, a, mc, k);
    }
    const inv = new Float64Array(mc * mc);
    for (let i = 0; i < mc; i++) inv[i * mc + i] = 1;
    const nzA = new Int32Array(mc);
    const nzI = new Int32Array(mc);
    for (let k = 0; k < mc; k++) {
      let p = -1;
      let best = EPS;
      for (let i = k; i < mc; i++)
        if (Math.abs(a[i * mc + k]!) > best) {
          best = Math.abs(a[i * mc + k]!);
          p = i;
        }
      if (p < 0) return false;
      if (p !== k)
        for (let j = 0; j < mc; j++) {
          [a[k * mc + j], a[p * mc + j]] = [a[p * mc + j]!, a[k * mc + j]!];
          [inv[k * mc + j], inv[p * mc + j]] = [inv[p * mc + j]!, inv[k * mc + j]!];
        }
      const piv = a[k * mc + k]!;
      // The pivot row's nonzeros only: basis matrices here are sparse and stay so (a dense sweep made
      // refactorisation half of a master's time on 343 rows).
      let nA = 0;
      let nI = 0;
      for (let j = 0; j < mc; j++) {
        if (a[k * mc + j] !== 0) {
          a[k * mc + j]! /= piv;
          nzA[nA++] = j;
        }
        if (inv[k * mc + j] !== 0) {
          inv[k * mc + j]! /= piv;
          nzI[nI++] = j;
        }
      }
      for (let i = 0; i < mc; i++) {
        if (i === k) continue;
        const f = a[i * mc + k]!;
        if (f === 0) continue;
        for (let e = 0; e < nA; e++) a[i * mc + nzA[e]!]! -= f * a[k * mc + nzA[e]!]!;
        for (let e = 0; e < nI; e++) inv[i * mc + nzI[e]!]! -= f * inv[k * mc + nzI[e]!]!;
      }
    }
    // inv is the working basis's inverse with its columns in `wb` order: position k holds wb[k].
    this.winv = inv;
    this.sinceRefactor = 0;
    // Working values: the working rows' right-hand side less what the keys cover at their rows' totals.
    const rhs = Float64Array.from(this.b.subarray(0, mc));
    for (let s = 0; s < this.sets; s++) this.scatter(this.key[s]!, -this.b[mc + s]!, rhs, 1, 0);
    for (let k = 0; k < mc; k++) {
      let x = 0;
      for (let i = 0; i < mc; i++) x += inv[k * mc + i]! * rhs[i]!;
      this.xw[k] = x;
    }
    for (let s = 0; s < this.sets; s++) this.keyVal[s] = this.b[mc + s]!;
    for (let k = 0; k < mc; k++) {
      const s = this.setOf[this.wb[k]!]!;
      if (s >= 0) this.keyVal[s]! -= this.xw[k]!;
    }
    return true;
  }

  /** Largest violation of Ax = b by the current basic solution (the rounding drift of product updates). */
  residual(): number {
    const r = Float64Array.from(this.b);
    this.forEachBasic((j, x) => {
      const col = this.columns[j]!;
      for (let e = 0; e < col.rows.length; e++) r[col.rows[e]!]! -= col.coefs[e]! * x;
    });
    return r.reduce((z, v) => Math.max(z, Math.abs(v)), 0);
  }

  /** Objective of the current basic solution. */
  objective(): number {
    let z = 0;
    this.forEachBasic((j, x) => {
      z += this.columns[j]!.cost * x;
    });
    return z;
  }

  /** Value of every column in the current basic solution (0 for non-basic ones). */
  values(): Float64Array {
    const x = new Float64Array(this.columns.length);
    this.forEachBasic((j, v) => {
      x[j] = Math.max(0, v);
    });
    return x;
  }

  /** The GUB rows' duals: each key prices at zero. */
  private setDuals(): void {
    for (let s = 0; s < this.sets; s++) {
      const j = this.key[s]!;
      this.duals[this.mc + s] = this.costOf(j) - this.dualTimes(j);
    }
  }

  private computeDuals(): void {
    const mc = this.mc;
    this.duals.fill(0);
    for (let k = 0; k < mc; k++) {
      const j = this.wb[k]!;
      const s = this.setOf[j]!;
      const cb = this.costOf(j) - (s >= 0 ? this.costOf(this.key[s]!) : 0);
      if (cb === 0) continue;
      const row = k * mc;
      for (let i = 0; i < mc; i++) this.duals[i]! += cb * this.winv[row + i]!;
    }
    this.setDuals();
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

  /** alpha = the working inverse times column j less its key (the entering column's effect). */
  private enteringColumn(j: number): void {
    const { mc, abar, abarNz, abarSeen, alpha } = this;
    let n = 0;
    const add = (q: number, sign: number): void => {
      for (let e = this.colStart[q]!; e < this.colStart[q + 1]!; e++) {
        const i = this.packRows[e]!;
        if (!abarSeen[i]) {
          abarSeen[i] = 1;
          abarNz[n++] = i;
        }
        abar[i]! += sign * this.packCoefs[e]!;
      }
    };
    add(j, 1);
    // A person's rows share most of their shifts with the key's: those cancel here.
    if (this.setOf[j]! >= 0) add(this.key[this.setOf[j]!]!, -1);
    alpha.fill(0);
    for (let e = 0; e < n; e++) {
      const i = abarNz[e]!;
      const v = abar[i]!;
      abar[i] = 0;
      abarSeen[i] = 0;
      if (v === 0) continue;
      for (let k = 0; k < mc; k++) alpha[k]! += this.winv[k * mc + i]! * v;
    }
  }

  /**
   * Pivots until no column prices out (optimal) or `maxPivots` is reached; returns whether optimal.
   * Entering columns by Devex (largest reduced cost squared over a reference weight): on the degenerate
   * rostering master Dantzig's rule walked long paths of tiny steps (about twice the pivots and far more
   * master time at a root). The pivot row that
   * updates the weights also updates every reduced cost.
   */
  solve(maxPivots = 100_000): boolean {
    const { mc, sets } = this;
    const n = this.columns.length;
    // Forbidden columns count as basic for pricing: never chosen, their reduced costs never updated.
    const isBasic = new Uint8Array(n);
    for (let j = 0; j < Math.min(n, this.forbidden.length); j++) isBasic[j] = this.forbidden[j]!;
    for (let k = 0; k < mc; k++) isBasic[this.wb[k]!] = 1;
    for (let s = 0; s < sets; s++) isBasic[this.key[s]!] = 1;
    const d = new Float64Array(n);
    const w = new Float64Array(n).fill(1);
    let degenerate = 0;
    const price = (): void => {
      this.computeDuals();
      for (let j = 0; j < n; j++) d[j] = isBasic[j] ? 0 : this.reducedCost(j);
    };
    price();
    const { alpha, delta, keyDot } = this;
    for (let it = 0; it < maxPivots; it++) {
      if (this.sinceRefactor >= REFACTOR_EVERY) {
        this.refactor();
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
      const sq = this.setOf[enter]!;
      this.enteringColumn(enter);
      // Each key falls by what its row's working columns rise, and the entering column's own key by one
      // more.
      delta.fill(0);
      for (let k = 0; k < mc; k++) {
        const s = this.setOf[this.wb[k]!]!;
        if (s >= 0) delta[s]! -= alpha[k]!;
      }
      if (sq >= 0) delta[sq]! += 1;
      // Ratio test over the working positions, then the keys (-1 - s for key s).
      let leave = Number.NaN;
      let leaveCol = -1;
      let leavePiv = 0;
      let ratio = Number.POSITIVE_INFINITY;
      const consider = (at: number, col: number, value: number, piv: number): void => {
        if (piv <= PIVOT_TOL) return;
        const r = Math.max(0, value) / piv;
        if (
          r < ratio - EPS ||
          (r < ratio + EPS && leaveCol >= 0 && (bland ? col < leaveCol : piv > leavePiv))
        ) {
          ratio = r;
          leave = at;
          leaveCol = col;
          leavePiv = piv;
        }
      };
      for (let k = 0; k < mc; k++) consider(k, this.wb[k]!, this.xw[k]!, alpha[k]!);
      for (let s = 0; s < sets; s++) consider(-1 - s, this.key[s]!, this.keyVal[s]!, delta[s]!);
      if (leaveCol < 0) return false; // unbounded: cannot happen with the rostering master
      // A pivot that barely moves the objective counts as degenerate (the right-hand sides are perturbed,
      // so steps are rarely exactly zero).
      degenerate = ratio * -best <= 1e-9 * (1 + Math.abs(best)) ? degenerate + 1 : 0;
      for (let k = 0; k < mc; k++) this.xw[k]! -= ratio * alpha[k]!;
      for (let s = 0; s < sets; s++) this.keyVal[s]! -= ratio * delta[s]!;
      const wq = w[enter]!;
      if (leave < 0) {
        const s = -1 - leave;
        // A key leaves. With no other basic column in its row (then the row is the entering column's),
        // the entering column becomes the key: the working basis stays, the row's dual moves.
        let r = -1;
        for (let k = 0; k < mc && r < 0; k++) if (this.setOf[this.wb[k]!] === s) r = k;
        if (r < 0) {
          const out = this.key[s]!;
          this.key[s] = enter;
          this.keyVal[s] = ratio;
          isBasic[out] = this.isForbidden(out) ? 1 : 0;
          isBasic[enter] = 1;
          for (let j = 0; j < n; j++) {
            if (isBasic[j] || this.setOf[j] !== s) continue;
            d[j]! -= best;
            if (wq > w[j]!) w[j] = wq;
          }
          this.duals[mc + s]! += best;
          d[enter] = 0;
          d[out] = isBasic[out] ? 0 : -best;
          w[out] = Math.max(wq, 1);
          this.pivots++;
          this.sinceRefactor++;
          continue;
        }
        // Otherwise the row's basic column at position r becomes its key and the old key takes its
        // position, then leaves from there. The working columns of the row change by the new key's: the
        // inverse's row r becomes minus the sum of the row's rows of it, and alpha's entry there is the
        // key's fall.
        const old = this.key[s]!;
        this.key[s] = this.wb[r]!;
        this.wb[r] = old;
        const v = this.xw[r]!;
        this.xw[r] = this.keyVal[s]!;
        this.keyVal[s] = v;
        const rr = r * mc;
        for (let k = 0; k < mc; k++) {
          if (k === r || this.setOf[this.wb[k]!] !== s) continue;
          const kr = k * mc;
          for (let i = 0; i < mc; i++) this.winv[rr + i]! += this.winv[kr + i]!;
        }
        for (let i = 0; i < mc; i++) this.winv[rr + i] = -this.winv[rr + i]!;
        alpha[r] = delta[s]!;
        leave = r;
      }
      // Update the solution and the inverse (pivot on alpha[leave]).
      const piv = alpha[leave]!;
      this.xw[leave] = ratio;
      const lr = leave * mc;
      const winv = this.winv;
      // Only the pivot row's nonzeros change other rows (often little more than half of them, where the
      // dense sweep was a noticeable share of a dive), read from a packed
      // copy. Where most are nonzero, a plain sweep of the whole row is cheaper than the indexed one.
      const nz = this.pivotNz;
      const packed = this.pivotVals;
      let nNz = 0;
      for (let i = 0; i < mc; i++) {
        const v = winv[lr + i]!;
        if (v !== 0) {
          const q = v / piv;
          winv[lr + i] = q;
          nz[nNz] = i;
          packed[nNz++] = q;
        }
      }
      eliminate(winv, mc, lr, alpha, leave, nz, packed, nNz);
      const out = this.wb[leave]!;
      isBasic[out] = this.isForbidden(out) ? 1 : 0;
      isBasic[enter] = 1;
      this.wb[leave] = enter;
      // Duals move along the new inverse's pivot row by the entering column's reduced cost.
      for (let i = 0; i < mc; i++) this.duals[i]! += best * winv[lr + i]!;
      this.setDuals();
      // Pivot row entries (alpha_rj / alpha_rq) update reduced costs and reference weights: the pivot row
      // times a column's working part, less the same for its row's key.
      for (let s = 0; s < sets; s++) keyDot[s] = this.rowTimes(lr, this.key[s]!);
      const setOf = this.setOf;
      for (let j = 0; j < n; j++) {
        if (isBasic[j]) continue;
        const s = setOf[j]!;
        const a = this.rowTimes(lr, j) - (s >= 0 ? keyDot[s]! : 0);
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
