import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The public instances, vendored in the repository: bench/data/curtois-qu. */
export const CURTOIS_DATA = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'curtois-qu');

/**
 * Best known objective values of the 24 instances (upper bounds for 20-24, whose optimum is not proven), as
 * published with the benchmark: Curtois and Qu, "Computational results on new staff scheduling benchmark
 * instances" (the instances' README, bench/data/curtois-qu/README.md).
 */
export const BEST_KNOWN: Readonly<Record<number, number>> = {
  1: 607,
  2: 828,
  3: 1001,
  4: 1716,
  5: 1143,
  6: 1950,
  7: 1056,
  8: 1300,
  9: 439,
  10: 4631,
  11: 3443,
  12: 4040,
  13: 1348,
  14: 1278,
  15: 3834,
  16: 3225,
  17: 5746,
  18: 4459,
  19: 3149,
  20: 4943,
  21: 21159,
  22: 33155,
  23: 17428,
  24: 48777,
};

/** Gap of an objective above the best known, in percent with one decimal, or '-' when none is known. */
export const gapPercent = (objective: number, best: number | undefined): string =>
  best ? (((objective - best) / best) * 100).toFixed(1) : '-';

/**
 * The quality target, as the largest share above the best known an objective may be: the optimum on
 * Instance1-4 and 9, 2% on 5-12, 10% on 13-19, 25% on 20-24 (undefined: no target).
 */
export function targetGap(n: number): number | undefined {
  if ((n >= 1 && n <= 4) || n === 9) return 0;
  if (n >= 5 && n <= 12) return 0.02;
  if (n >= 13 && n <= 19) return 0.1;
  if (n >= 20 && n <= 24) return 0.25;
  return undefined;
}

/** Whether an objective meets its instance's target (false where the instance has none). */
export function meetsTarget(n: number, objective: number, best: Readonly<Record<number, number>>): boolean {
  const gap = targetGap(n);
  const known = best[n];
  return gap !== undefined && known !== undefined && objective <= known * (1 + gap) + 1e-9;
}
