// The runner and the lower bound: a run whose best roster reaches the bound stops at once as optimal. The
// search and the bound are stand-ins here (their scores chosen by the test); the HTTP API, the database
// and the problem building are real.
import type { ParallelOutcome } from '@rotawise/engine/parallel';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, as, buildTestApp, generateMonth, signIn, type TestApp } from '../../../test/helper.js';
import { boundOffThread } from './off-thread.js';
import { runSearch, type SearchOptions } from './search.js';

vi.mock('./search.js', () => ({ runSearch: vi.fn() }));
vi.mock('./off-thread.js', async (original) => ({
  ...(await original<typeof import('./off-thread.js')>()),
  boundOffThread: vi.fn(),
}));

const SOFT = 7;
/** Whether the stand-in search was stopped before its 5-s budget ran out. */
let stopped = false;

/** A search that reports a roster without hard violations scoring SOFT, then waits for its budget or a stop. */
async function fakeSearch(_problem: unknown, options: SearchOptions): Promise<ParallelOutcome> {
  const started = Date.now();
  const score = { hard: 0, soft: SOFT };
  options.onProgress({
    worker: 0,
    phase: 'search',
    percent: 10,
    bestScore: score,
    currentScore: score,
    iterations: 0,
    elapsedMs: 0,
    activity: { kind: 'search' },
    message: 'Improving the roster',
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5000);
    options.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  stopped = options.signal.aborted;
  return {
    status: stopped ? 'cancelled' : 'feasible',
    feasible: true,
    roster: [],
    score,
    explanation: { score, violations: [], uncovered: [], perPerson: [] },
    iterations: 0,
    elapsedMs: Date.now() - started,
    totalIterations: 0,
    firstFeasibleMs: 0,
  } as ParallelOutcome;
}

describe('a generation and its lower bound', () => {
  let ta: TestApp;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    ta = await buildTestApp();
    admin = as(await signIn(ta.app, ADMIN.username, ADMIN.password));
  });
  afterAll(async () => ta.app.close());
  beforeEach(() => {
    stopped = false;
    vi.mocked(runSearch).mockImplementation(fakeSearch);
  });

  const run = (month: number) => generateMonth(ta.app, admin, 2026, month, 10);

  it('stops the search as optimal once the bound reaches the best roster', async () => {
    vi.mocked(boundOffThread).mockImplementation(async (_problem, _options, _signal, onImprove) => {
      onImprove?.(SOFT);
      return SOFT;
    });
    const result = await run(3);
    expect(stopped).toBe(true);
    expect(result).toMatchObject({ status: 'optimal', softPenalty: SOFT, lowerBound: SOFT, gapPercent: 0 });
  });

  it('runs its budget and reports the gap when the bound stays below', async () => {
    vi.mocked(boundOffThread).mockImplementation(async (_problem, options, _signal, onImprove) => {
      // The bound is asked for the best roster's score as its target, and shares where the search keeps it.
      expect(options.upperBound).toBe(SOFT);
      expect(options.latestRoster?.[0]).toBe(SOFT);
      expect(options.latestRoster?.buffer).toBeInstanceOf(SharedArrayBuffer);
      onImprove?.(5);
      return 5;
    });
    const result = await run(4);
    expect(stopped).toBe(false);
    expect(result).toMatchObject({ status: 'feasible', lowerBound: 5, gapPercent: 28.6 });
  });
});
