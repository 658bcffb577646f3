import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MasterLp } from './master-lp.js';
import { createRandom, type Random } from './random.js';

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
        // The duals are the restricted problem's: no kept column prices out at its own cost.
        for (const j of kept) expect(lp.reducedCostOf(column(a, j, c[j]!))).toBeGreaterThan(-1e-6);
      }),
      { numRuns: 200 },
    );
  });
});
