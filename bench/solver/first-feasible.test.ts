import { describe, expect, it } from 'vitest';
import { FirstFeasible } from './first-feasible.js';

describe('first feasible', () => {
  it('keeps the time of the first check that sees a feasible best, and no other', async () => {
    let best = { hard: 3, soft: 10 };
    const run = { bestScore: () => best };
    const clock = new FirstFeasible();
    clock.check(run);
    expect(clock.seconds).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    best = { hard: 0, soft: 40 };
    clock.check(run);
    const first = clock.seconds;
    expect(first).toBeGreaterThanOrEqual(0.015);
    await new Promise((resolve) => setTimeout(resolve, 20));
    best = { hard: 0, soft: 20 };
    clock.check(run);
    expect(clock.seconds).toBe(first);
  });
});
