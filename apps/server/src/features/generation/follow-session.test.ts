import { GENERATION_MESSAGES, type GenerationProgress } from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { followStoredSession } from './follow-session.js';
import type { GenerationEvent } from './generation-runner.js';
import { createSessionsRepository } from './sessions-repository.js';

const progress = (percent: number): GenerationProgress => ({
  phase: 'search',
  percentageComplete: percent,
  currentStaff: null,
  stepIndex: 3,
  totalSteps: 4,
  stepName: 'Improving the roster',
  stepProgress: percent,
  message: `at ${percent}%`,
});

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('following a run through its stored session (how another process streams it)', () => {
  let ta: TestApp;
  beforeAll(async () => {
    ta = await buildTestApp();
  });
  afterAll(async () => ta.app.close());

  it('sends each new stored progress once, then the end, and nothing after', async () => {
    const sessions = createSessionsRepository(ta.app.ctx.db);
    const session = (await sessions.start(null, 2026, 6))!;
    await sessions.saveProgress(session.id, progress(10));
    const received: GenerationEvent[] = [];
    // The caller already sent 10%: it is not sent again.
    const stop = followStoredSession(sessions, session.id, (e) => received.push(e), progress(10), 20);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);

    await sessions.saveProgress(session.id, progress(40));
    await until(() => received.length === 1);
    await sessions.saveProgress(session.id, progress(70));
    await until(() => received.length === 2);
    expect(received.map((e) => (e.type === 'progress' ? e.progress.percentageComplete : e.type))).toEqual([
      40, 70,
    ]);

    await sessions.finish(session.id, 'cancelled', { error: GENERATION_MESSAGES.cancelled });
    await until(() => received.length === 3);
    expect(received[2]).toEqual({
      type: 'error',
      sessionId: session.id,
      message: GENERATION_MESSAGES.cancelled,
      status: 'cancelled',
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(3);
    stop();
  });

  it('ends a failed run with its stored message, and stops when told to', async () => {
    const sessions = createSessionsRepository(ta.app.ctx.db);
    const session = (await sessions.start(null, 2026, 7))!;
    const received: GenerationEvent[] = [];
    const stop = followStoredSession(sessions, session.id, (e) => received.push(e), null, 20);
    stop();
    await sessions.saveProgress(session.id, progress(50));
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);

    followStoredSession(sessions, session.id, (e) => received.push(e), null, 20);
    await sessions.finish(session.id, 'failed', { error: GENERATION_MESSAGES.serverStopped });
    await until(() => received.at(-1)?.type === 'error');
    expect(received.at(-1)).toMatchObject({ message: GENERATION_MESSAGES.serverStopped, status: 'failed' });
  });
});
