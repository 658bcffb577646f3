// The dive-speed benchmark measures a fixed workload: window dives over a stored roster, with no clock.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURTOIS_DATA } from './best-known.js';
import { checkRoster } from './check-roster.js';
import { measureDives, measureShortageDive, STORED_RUN } from './dive-speed.js';

describe('dive-speed benchmark', () => {
  it('dives every window, never ends worse than its start, and does the same work every time', () => {
    const text = readFileSync(join(CURTOIS_DATA, 'Instance7.txt'), 'utf8');
    const stored = JSON.parse(readFileSync(join(STORED_RUN, 'Instance7.json'), 'utf8')).roster;
    const first = measureDives(text, 'Instance7', stored, 14, 7);
    const second = measureDives(text, 'Instance7', stored, 14, 7);
    expect(first.windows).toBe(3);
    expect(first.start).toBe(checkRoster(text, stored).objective);
    expect(first.objective).toBeLessThanOrEqual(first.start);
    expect(first.pricingRounds).toBeGreaterThan(first.windows);
    expect(second.objective).toBe(first.objective);
    expect(second.pricingRounds).toBe(first.pricingRounds);
  }, 60_000);

  it('dives the shortage window of a stored roster once, from its objective', () => {
    const text = readFileSync(join(CURTOIS_DATA, 'Instance7.txt'), 'utf8');
    const stored = JSON.parse(readFileSync(join(STORED_RUN, 'Instance7.json'), 'utf8')).roster;
    const r = measureShortageDive(text, 'Instance7', stored);
    expect(r.windows).toBe(1);
    expect(r.start).toBe(checkRoster(text, stored).objective);
    expect(r.objective).toBeLessThanOrEqual(r.start);
    expect(r.pricingRounds).toBeGreaterThan(0);
  }, 60_000);
});
