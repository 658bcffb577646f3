import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../random.js';
import { MasterLp } from './master-lp.js';

/** Column j of a dense m x n matrix as an LP column. */
function column(a: number[][], j: number, cost: number) {
  const rows: number[] = [];
  const coefs: number[] = [];
  a.forEach((row, i) => {
    if (row[j] !== 0) {
      rows.push(i);
      coefs.push(row[j]!);
    }
  });
  return { cost, rows: Int32Array.from(rows), coefs: Float64Array.from(coefs) };
}

/** Smallest objective over every basic feasible solution of Ax = b, x >= 0 (brute force over bases). */
function bruteForce(a: number[][], b: number[], c: number[]): number {
  const m = a.length;
  const n = c.length;
  let best = Number.POSITIVE_INFINITY;
  const pick = (start: number, chosen: number[]): void => {
    if (chosen.length === m) {
      // Solve A_B x_B = b by Gaussian elimination.
      const t = a.map((row, i) => [...chosen.map((j) => row[j]!), b[i]!]);
      for (let k = 0; k < m; k++) {
        let p = k;
        for (let i = k + 1; i < m; i++) if (Math.abs(t[i]![k]!) > Math.abs(t[p]![k]!)) p = i;
        if (Math.abs(t[p]![k]!) < 1e-9) return;
        [t[k], t[p]] = [t[p]!, t[k]!];
        for (let i = 0; i < m; i++) {
          if (i === k) continue;
          const f = t[i]![k]! / t[k]![k]!;
          for (let j = k; j <= m; j++) t[i]![j]! -= f * t[k]![j]!;
        }
      }
      const x = chosen.map((_, k) => t[k]![m]! / t[k]![k]!);
      if (x.some((v) => v < -1e-9)) return;
      best = Math.min(
        best,
        x.reduce((z, v, k) => z + v * c[chosen[k]!]!, 0),
      );
      return;
    }
    for (let j = start; j < n; j++) pick(j + 1, [...chosen, j]);
  };
  pick(0, []);
  return best;
}

/**
 * A random bounded LP of m rows, Ax = b: the m slacks first (a feasible start basis, since b > 0), then n
 * structural columns with A >= 0, every one non-zero, and costs from -8 to 2.
 */
function randomLp(rng: Random, m: number, n: number) {
  const a = Array.from({ length: m }, (_, i) => [
    ...Array.from({ length: m }, (_, k) => (k === i ? 1 : 0)),
    ...Array.from({ length: n }, () => rng.int(4)),
  ]);
  for (let j = m; j < m + n; j++) a[rng.int(m)]![j] = 1 + rng.int(3);
  const b = Array.from({ length: m }, () => 1 + rng.int(6));
  const c = [...Array.from({ length: m }, () => 0), ...Array.from({ length: n }, () => rng.int(11) - 8)];
  return { a, b, c };
}

/**
 * A random master shaped like column generation's: `mc` coverage rows, each with a missing-staff column
 * (+1) and an extra-staff column (-1), then `sets` people, each with a start column and `more` others of
 * 0/1 coverage (and 1 in the person's row, which sums to 1). The start basis: every person's start column
 * and, per coverage row, whichever slack makes the start feasible.
 */
function randomMaster(rng: Random, mc: number, sets: number, more: number) {
  const m = mc + sets;
  const cols: number[][] = [];
  const c: number[] = [];
  for (let i = 0; i < mc; i++) {
    for (const sign of [1, -1]) {
      cols.push(Array.from({ length: m }, (_, r) => (r === i ? sign : 0)));
      c.push(sign > 0 ? 4 + rng.int(6) : rng.int(3));
    }
  }
  const start: number[] = [];
  const cover = new Array<number>(mc).fill(0);
  for (let s = 0; s < sets; s++)
    for (let k = 0; k <= more; k++) {
      const col = Array.from({ length: m }, (_, r) => (r < mc ? rng.int(2) : r === mc + s ? 1 : 0));
      if (k === 0) {
        start.push(cols.length);
        for (let i = 0; i < mc; i++) cover[i]! += col[i]!;
      }
      cols.push(col);
      c.push(rng.int(9));
    }
  const b = [
    ...Array.from({ length: mc }, () => rng.int(4) + 0.001 * (1 + rng.int(9))),
    ...new Array(sets).fill(1),
  ];
  const basis = [
    ...Array.from({ length: mc }, (_, i) => (b[i]! - cover[i]! >= 0 ? 2 * i : 2 * i + 1)),
    ...start,
  ];
  const a = Array.from({ length: m }, (_, r) => cols.map((col) => col[r]!));
  return { a, b, c, basis, m, mc };
}

/**
 * Forbids `gone` in a solved LP over (a, b, c), re-solves it warm and checks it against the problem
 * without those columns: the same optimum, none of them used, no kept column pricing out at its own cost.
 */
function expectOptimumWithout(lp: MasterLp, a: number[][], b: number[], c: number[], gone: Set<number>) {
  for (const j of gone) lp.forbid(j, 1e4);
  expect(lp.solve()).toBe(true);
  const kept = c.map((_, j) => j).filter((j) => !gone.has(j));
  const best = bruteForce(
    a.map((row) => kept.map((j) => row[j]!)),
    b,
    kept.map((j) => c[j]!),
  );
  expect(lp.objective()).toBeCloseTo(best, 6);
  const after = lp.values();
  for (const j of gone) expect(after[j]!).toBeLessThan(1e-9);
  // The duals are the restricted problem's.
  for (const j of kept) expect(lp.reducedCostOf(column(a, j, c[j]!))).toBeGreaterThan(-1e-6);
  return after;
}

describe('master LP (revised simplex)', () => {
  it('solves a textbook problem and reports its duals', () => {
    // min -3x - 2y  s.t.  x + y <= 4,  x + 3y <= 7,  x <= 3  (slacks s1..s3): x = 3, y = 1, objective -11.
    const a = [
      [1, 1, 1, 0, 0],
      [1, 3, 0, 1, 0],
      [1, 0, 0, 0, 1],
    ];
    const c = [-3, -2, 0, 0, 0];
    const lp = new MasterLp(3, Float64Array.from([4, 7, 3]));
    c.forEach((cost, j) => {
      lp.addColumn(column(a, j, cost));
    });
    expect(lp.setBasis([2, 3, 4])).toBe(true);
    expect(lp.solve()).toBe(true);
    expect(lp.objective()).toBeCloseTo(-11, 9);
    const x = lp.values();
    expect(x[0]).toBeCloseTo(3, 9);
    expect(x[1]).toBeCloseTo(1, 9);
    // Duals: the first and third rows bind (y = -2, -1), the second has slack (0).
    expect(Array.from(lp.duals).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([-2, 0, -1]);
  });

  it('finds the optimum of random feasible problems, warm after adding columns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = createRandom(seed);
        const m = 3;
        const n = 4 + rng.int(3);
        const { a, b, c } = randomLp(rng, m, n);
        const lp = new MasterLp(m, Float64Array.from(b));
        for (let j = 0; j < m; j++) lp.addColumn(column(a, j, c[j]!));
        expect(lp.setBasis([0, 1, 2])).toBe(true);
        // Half the structural columns first, the rest after a first solve (as column generation does).
        const half = m + (n >> 1);
        for (let j = m; j < half; j++) lp.addColumn(column(a, j, c[j]!));
        expect(lp.solve()).toBe(true);
        for (let j = half; j < m + n; j++) lp.addColumn(column(a, j, c[j]!));
        expect(lp.solve()).toBe(true);
        expect(lp.objective()).toBeCloseTo(bruteForce(a, b, c), 6);
        // The basic solution still satisfies Ax = b after the product updates of the inverse.
        expect(lp.residual()).toBeLessThan(1e-9);
        // Optimal: no column prices out (at duals kept up to date pivot by pivot).
        for (let j = 0; j < n + m; j++) expect(lp.reducedCost(j)).toBeGreaterThan(-1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it('re-solves warm to the optimum without the columns it was told to forbid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = createRandom(seed);
        const m = 3;
        const n = 5 + rng.int(3);
        const { a, b, c } = randomLp(rng, m, n);
        const lp = new MasterLp(m, Float64Array.from(b));
        c.forEach((cost, j) => {
          lp.addColumn(column(a, j, cost));
        });
        expect(lp.setBasis([0, 1, 2])).toBe(true);
        expect(lp.solve()).toBe(true);
        // Forbid the optimum's structural columns first (they are basic: the hard case), then others.
        const x = lp.values();
        const gone = new Set<number>();
        for (let j = m; j < m + n; j++) if (x[j]! > 1e-9 || rng.int(3) === 0) gone.add(j);
        expectOptimumWithout(lp, a, b, c, gone);
      }),
      { numRuns: 200 },
    );
  });

  it('with GUB rows finds the same optimum as the whole problem, warm, and prices at duals that hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = createRandom(seed);
        const mc = 2 + rng.int(2);
        const sets = 2 + rng.int(2);
        const { a, b, c, basis, m } = randomMaster(rng, mc, sets, 1 + rng.int(2));
        const n = c.length;
        const best = bruteForce(a, b, c);
        for (const gubFrom of [mc, m]) {
          const lp = new MasterLp(m, Float64Array.from(b), gubFrom);
          // The slacks and start columns first, the others after a first solve (as column generation does).
          const first = new Set(basis);
          const order = [...basis, ...c.map((_, j) => j).filter((j) => !first.has(j))];
          const index = new Map<number, number>();
          for (const j of order.slice(0, m)) index.set(j, lp.addColumn(column(a, j, c[j]!)));
          expect(lp.setBasis(basis.map((j) => index.get(j)!))).toBe(true);
          expect(lp.solve()).toBe(true);
          for (const j of order.slice(m)) index.set(j, lp.addColumn(column(a, j, c[j]!)));
          expect(lp.solve()).toBe(true);
          expect(lp.objective()).toBeCloseTo(best, 6);
          expect(lp.residual()).toBeLessThan(1e-9);
          for (let j = 0; j < n; j++) expect(lp.reducedCostOf(column(a, j, c[j]!))).toBeGreaterThan(-1e-6);
          // Complementary slackness: basic columns price at zero.
          const x = lp.values();
          for (let j = 0; j < n; j++)
            if (x[index.get(j)!]! > 1e-7)
              expect(Math.abs(lp.reducedCostOf(column(a, j, c[j]!)))).toBeLessThan(1e-6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with GUB rows re-solves warm without forbidden columns, keys among them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = createRandom(seed);
        const mc = 2 + rng.int(2);
        const sets = 2 + rng.int(2);
        const { a, b, c, basis, m } = randomMaster(rng, mc, sets, 2);
        const lp = new MasterLp(m, Float64Array.from(b), mc);
        c.forEach((cost, j) => {
          lp.addColumn(column(a, j, cost));
        });
        expect(lp.setBasis(basis)).toBe(true);
        expect(lp.solve()).toBe(true);
        // Fix one person to a column, as a dive does: every other column of theirs is forbidden.
        const x = lp.values();
        const s = rng.int(sets);
        const mine = c.map((_, j) => j).filter((j) => a[mc + s]![j] === 1);
        const keep = mine.reduce((p, q) => (x[q]! > x[p]! ? q : p));
        const after = expectOptimumWithout(lp, a, b, c, new Set(mine.filter((j) => j !== keep)));
        expect(after[keep]!).toBeCloseTo(1, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a column in two GUB rows', () => {
    const lp = new MasterLp(3, Float64Array.from([1, 1, 1]), 1);
    expect(() => lp.addColumn({ cost: 0, rows: Int32Array.of(1, 2), coefs: Float64Array.of(1, 1) })).toThrow(
      /two GUB rows/,
    );
  });
});
