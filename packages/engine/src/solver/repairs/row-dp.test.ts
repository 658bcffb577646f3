import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftTypeId } from '../../domain/ids.js';
import type { Problem } from '../../domain/problem.js';
import { compile, OFF } from '../../score/compile.js';
import { rosterConstraints } from '../../score/constraints.js';
import { ScoreState } from '../../score/incremental.js';
import { testProblem, testStaff } from '../../testing/build-problem.js';
import { randomProblem } from '../../testing/random-problem.js';
import { movableCells } from '../moves/search.js';
import { fromAssignments } from '../solve.js';
import { longestShiftUnits, MAX_BACK_ENTRIES, minuteUnit, quotient, RowOptimizer } from './row-dp.js';

const WH = 1000;

describe('quotient', () => {
  it('is floor(i / n) for every index and divisor a state index can have', () => {
    const exact = (i: number, n: number): void => expect(quotient(i, 1 / n)).toBe(Math.floor(i / n));
    // Where rounding would bite first: multiples of n and one below them, at the top of the range.
    for (const n of [1, 3, 7, 49, 1_000_003, 2 ** 31 - 1])
      for (const q of [0, 1, Math.floor((2 ** 31 - 1) / n)])
        for (const i of [q * n - 1, q * n, q * n + n - 1]) if (i >= 0 && i < 2 ** 31) exact(i, n);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (i, n) => {
          exact(i, n);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});

const ALL_EXACT = 1_000_000;

/**
 * Whether the DP's last state count leaves room for its back pointers over days a..b. A random problem
 * may have more states (seed 94635, days 1-8: 11 million): the DP gives up on those by design, so the
 * properties below discard them (`fc.pre`) rather than count them as failures.
 */
const fitsMemory = (opt: RowOptimizer, a: number, b: number): boolean =>
  opt.lastStates * (b - a + 1) <= MAX_BACK_ENTRIES;

/** Person s's row value in pricing mode: own cost (hard x WH + soft) minus the prices it earns. */
function priced(st: ScoreState, price: Float64Array, s: number, row: Int16Array): number {
  const { D, T } = st.c;
  const [hard, soft] = st.personScore(s);
  st.evalPersonChange(s, 0, D - 1, row);
  let x = (hard + st.dHard) * WH + soft + st.dSoft;
  for (let d = 0; d < D; d++) {
    const v = row[d]!;
    if (v >= 0) for (const t of st.c.values[v]!) x -= price[d * T + t]!;
  }
  return x;
}

/** The cheapest row of person s by enumerating every row their free cells allow on days a..b. */
function bruteForce(
  st: ScoreState,
  free: Uint8Array,
  price: Float64Array,
  s: number,
  a = 0,
  b = st.c.D - 1,
): number {
  const { D } = st.c;
  const choices = Array.from({ length: D }, (_, d) =>
    free[s * D + d] && d >= a && d <= b ? [OFF, ...st.c.domain[s]!] : [st.roster[s * D + d]!],
  );
  const row = new Int16Array(D);
  let best = Number.POSITIVE_INFINITY;
  const walk = (d: number): void => {
    if (d === D) {
      best = Math.min(best, priced(st, price, s, row));
      return;
    }
    for (const v of choices[d]!) {
      row[d] = v;
      walk(d + 1);
    }
  };
  walk(0);
  return best;
}

/**
 * The problem with a twin of its first shift type: the same start and length, so from any state the two
 * lead to the same state and differ only in their cell costs (ratings, coverage, prices).
 */
function withTwin(problem: Problem): Problem {
  const first = problem.shiftTypes[0]!;
  const twin = { ...first, id: shiftTypeId(`${first.id}2`), name: `${first.name} 2` };
  return {
    ...problem,
    shiftTypes: [...problem.shiftTypes, twin],
    coverage: [
      ...problem.coverage,
      ...problem.days.map((day, d) => ({
        date: day.date,
        shiftTypeId: twin.id,
        required: d % 3 === 0 ? 1 : 0,
        underWeight: 50,
        overWeight: 2,
      })),
    ],
  };
}

/** A random problem's feasible roster and an optimizer in pricing mode, on three people. */
function pricingCase(seed: number, days: number, change = (p: Problem): Problem => p) {
  const { problem, feasible } = randomProblem(seed, { staff: 3, days });
  const c = compile(change(problem));
  const st = new ScoreState(c, rosterConstraints, fromAssignments(c, feasible));
  const { free } = movableCells(c);
  const opt = new RowOptimizer(st, free);
  // Prices of the size of coverage duals, so working pays on some slots and not on others (and, with a
  // twin, differ between the twins from day to day).
  const price = Float64Array.from({ length: c.D * c.T }, (_, i) => ((i * 7919 + seed) % 61) - 10);
  opt.coverPrice = price;
  return { st, free, opt, price };
}

/** Each person's row from the DP, asked for rows below each of `belows(optimum)`, costs the optimum. */
function findsCheapestRows(
  { st, free, opt, price }: ReturnType<typeof pricingCase>,
  belows: (best: number) => number[],
): void {
  const out = new Int16Array(st.c.D);
  for (let s = 0; s < st.c.S; s++) {
    const best = bruteForce(st, free, price, s);
    for (const below of belows(best)) {
      const ran = opt.optimize(s, WH, out, 0, st.c.D - 1, 1e9, Infinity, Infinity, 1, ALL_EXACT, below);
      fc.pre(ran || fitsMemory(opt, 0, st.c.D - 1));
      expect(ran).toBe(true);
      expect(priced(st, price, s, out)).toBeCloseTo(best, 6);
    }
  }
}

describe('row DP in pricing mode', () => {
  it('takes the cheaper of two shift types that lead to the same state (against enumeration)', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        findsCheapestRows(pricingCase(seed, 6, withTwin), (best) => [Number.POSITIVE_INFINITY, best + 1e-6]);
      }),
      { numRuns: 25 },
    );
  });

  it('finds the cheapest row when every counter is counted exactly (against enumeration)', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { st, free, opt, price } = pricingCase(seed, 7);
        const { c } = st;
        const out = new Int16Array(c.D);
        for (let s = 0; s < c.S; s++) {
          const best = bruteForce(st, free, price, s);
          const ran = opt.optimize(s, WH, out, 0, c.D - 1, 1e9, Infinity, Infinity, 1, ALL_EXACT);
          fc.pre(ran || fitsMemory(opt, 0, c.D - 1));
          expect(ran).toBe(true);
          expect(priced(st, price, s, out)).toBeCloseTo(best, 6);
          // Asked only for rows cheaper than just above the optimum, it still finds the optimum.
          expect(
            opt.optimize(s, WH, out, 0, c.D - 1, 1e9, Infinity, Infinity, 1, ALL_EXACT, best + 1e-6),
          ).toBe(true);
          expect(priced(st, price, s, out)).toBeCloseTo(best, 6);
          // Asked for rows cheaper than the optimum, it finds none or one no cheaper than the optimum.
          if (opt.optimize(s, WH, out, 0, c.D - 1, 1e9, Infinity, Infinity, 1, ALL_EXACT, best - 1))
            expect(priced(st, price, s, out)).toBeGreaterThanOrEqual(best - 1e-6);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('finds the cheapest row when blocks at the edges count days outside the horizon (against enumeration)', {
    timeout: 60_000,
  }, () => {
    // Each person a different edge: days off or worked before and after, known or not.
    const withEdges = (p: Problem): Problem => ({
      ...p,
      staff: p.staff.map((person, s) => ({
        ...person,
        ...(s === 1
          ? { workedDaysBefore: 1, offDaysAfter: 2 }
          : { offDaysBefore: 1 + s, workedDaysAfter: 1 }),
        knownBefore: s !== 2,
        knownAfter: s !== 0,
        limits: {
          ...person.limits,
          consecutiveDaysOff: { softMin: 2, minCost: 4, softMax: 3, maxCost: 3, hardMax: 5 },
        },
      })),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        findsCheapestRows(pricingCase(seed, 7, withEdges), () => [Number.POSITIVE_INFINITY]);
      }),
      { numRuns: 25 },
    );
  });

  it('finds the cheapest row inside a window, pruning or not, and whatever hard weight it ran with before', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(5), fc.nat(5), (seed, x, y) => {
        const { problem, feasible } = randomProblem(seed, { staff: 3, days: 9 });
        const c = compile(problem);
        const [a, b] = [Math.min(x, y) + 1, Math.max(x, y) + 3];
        const st = new ScoreState(c, rosterConstraints, fromAssignments(c, feasible));
        const { free } = movableCells(c);
        const opt = new RowOptimizer(st, free);
        // As in a window's master, only the window's slots have prices.
        const inWindow = (i: number): boolean => i >= a * c.T && i < (b + 1) * c.T;
        const price = Float64Array.from({ length: c.D * c.T }, (_, i) =>
          inWindow(i) ? ((i * 7919 + seed) % 61) - 10 : 0,
        );
        opt.coverPrice = price;
        const out = new Int16Array(c.D);
        const row = new Int16Array(c.D);
        const priceWindow = (s: number): number => {
          row.set(st.roster.subarray(s * c.D, (s + 1) * c.D));
          row.set(out.subarray(0, b - a + 1), a);
          return priced(st, price, s, row);
        };
        for (let s = 0; s < c.S; s++) {
          const best = bruteForce(st, free, price, s, a, b);
          // A call at a tiny hard weight first: its cached tables must not carry over.
          opt.optimize(s, 1e-3, out, a, b, 1e12, Infinity, Infinity, 1, ALL_EXACT);
          const ran = opt.optimize(s, WH, out, a, b, 1e12, Infinity, Infinity, 1, ALL_EXACT);
          fc.pre(ran || fitsMemory(opt, a, b));
          expect(ran).toBe(true);
          expect(priceWindow(s)).toBeCloseTo(best, 6);
          // The DP leaves out the costs of the fixed days (none negative), so its threshold errs on the
          // safe side: asked for rows just below the optimum's cost, it still finds the optimum.
          expect(opt.optimize(s, WH, out, a, b, 1e12, Infinity, Infinity, 1, ALL_EXACT, best + 1e-6)).toBe(
            true,
          );
          expect(priceWindow(s)).toBeCloseTo(best, 6);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('answers with a bound kept from its last call, after the prices moved, as a new optimizer does', {
    timeout: 60_000,
  }, () => {
    let reused = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(4), (seed, x) => {
        const { problem, feasible } = randomProblem(seed, { staff: 3, days: 9 });
        const c = compile(problem);
        const [a, b] = [x, x + 4];
        const st = new ScoreState(c, rosterConstraints, fromAssignments(c, feasible));
        const { free } = movableCells(c);
        const kept = new RowOptimizer(st, free);
        const price = Float64Array.from({ length: c.D * c.T }, (_, i) => ((i * 7919 + seed) % 61) - 10);
        // Moved a little (the cached bound stays in use) and moved a lot (it is computed anew).
        const moves = [3, 40, 400].map((size) =>
          price.map((p, i) => p + (((i * 104729 + seed) % 7) - 3) * (size / 3)),
        );
        const out = new Int16Array(c.D);
        const fresh = new Int16Array(c.D);
        const ask = (opt: RowOptimizer, s: number, into: Int16Array, wantBelow: number): boolean =>
          opt.optimize(s, WH, into, a, b, 1e12, Infinity, Infinity, 1, ALL_EXACT, wantBelow);
        for (let s = 0; s < c.S; s++) {
          kept.coverPrice = price;
          const ran = ask(kept, s, out, 0);
          fc.pre(ran || fitsMemory(kept, a, b));
          for (const moved of moves)
            for (const wantBelow of [-50, 0, 50]) {
              kept.coverPrice = moved;
              const fromKept = ask(kept, s, out, wantBelow);
              const other = new RowOptimizer(st, free);
              other.coverPrice = moved;
              const fromNew = ask(other, s, fresh, wantBelow);
              expect(fromKept).toBe(fromNew);
              if (fromNew)
                expect(Array.from(out.subarray(0, b - a + 1))).toEqual(
                  Array.from(fresh.subarray(0, b - a + 1)),
                );
            }
        }
        reused += kept.boundsReused;
      }),
      { numRuns: 25 },
    );
    // The property is about reuse: some calls must have taken the kept bound.
    expect(reused).toBeGreaterThan(0);
  });

  it('gives up once the transitions it may make are spent, and is not changed by the attempt', () => {
    const { problem, feasible } = randomProblem(11, { staff: 3, days: 7 });
    const c = compile(problem);
    const st = new ScoreState(c, rosterConstraints, fromAssignments(c, feasible));
    const opt = new RowOptimizer(st, movableCells(c).free);
    opt.coverPrice = new Float64Array(c.D * c.T).fill(20);
    const before = new Int16Array(c.D);
    const after = new Int16Array(c.D);
    expect(opt.optimize(0, WH, before, 0, c.D - 1, 1e9, Infinity, Infinity, 1, ALL_EXACT)).toBe(true);
    opt.workCap = 10;
    expect(opt.optimize(0, WH, after, 0, c.D - 1, 1e9, Infinity, Infinity, 1, ALL_EXACT)).toBe(false);
    opt.workCap = Number.POSITIVE_INFINITY;
    expect(opt.optimize(0, WH, after, 0, c.D - 1, 1e9, Infinity, Infinity, 1, ALL_EXACT)).toBe(true);
    expect(Array.from(after)).toEqual(Array.from(before));
  });
});

describe("a person's minute units", () => {
  it('are the gcd of their shift lengths, and their longest shift is counted in them', () => {
    // A doctor works 480-minute shifts only; a doctor in the ICU also works one of 600 minutes.
    const c = compile(testProblem({ staff: [testStaff('A'), testStaff('B', { roles: ['doctor', 'icu'] })] }));
    expect([minuteUnit(c, 0), longestShiftUnits(c, 0)]).toEqual([480, 1]);
    expect([minuteUnit(c, 1), longestShiftUnits(c, 1)]).toEqual([120, 5]);
  });
});
