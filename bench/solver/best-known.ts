import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The public instances, beside the repository: ../shared/benchmarks/curtois-qu. */
export const CURTOIS_DATA = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'benchmarks',
  'curtois-qu',
);

// Best known objective values from /work/shared/benchmarks/curtois-qu/README.md (upper bounds for 20-24).
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
