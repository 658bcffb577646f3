// The move-rate benchmark measures a fixed, reproducible workload: a fixed number of moves from a seed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURTOIS_DATA } from './best-known.js';
import { measureMoveRate } from './move-rate.js';

describe('move-rate benchmark', () => {
  it('runs exactly the moves asked for and reaches the same roster score every time', () => {
    const text = readFileSync(join(CURTOIS_DATA, 'Instance4.txt'), 'utf8');
    const first = measureMoveRate(text, 'Instance4', 200_000, 3);
    const second = measureMoveRate(text, 'Instance4', 200_000, 3);
    expect(first.moves).toBe(200_000);
    expect(second.moves).toBe(200_000);
    expect(second.objective).toBe(first.objective);
    expect(second.hard).toBe(first.hard);
    expect(first.movesPerSecond).toBeGreaterThan(0);
  }, 60_000);
});
