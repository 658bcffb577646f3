import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerationEvent } from '@/lib/generation/generation-events';
import { useGenerationStream } from '../use-generation-stream';

/** An EventSource the test drives: named server events and connection errors, as a browser dispatches them. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: object) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function follow(sessionId: string | null) {
  const events: GenerationEvent[] = [];
  const hook = renderHook(() =>
    useGenerationStream('2026-03', sessionId, (e) => events.push(e), 'Connection failed'),
  );
  return { events, hook, source: FakeEventSource.opened.at(-1) };
}

describe('useGenerationStream', () => {
  it("opens the month's stream only for a session, passes on its progress and result, and closes at the end", () => {
    expect(follow(null).source).toBeUndefined();
    const { events, source } = follow('s1');
    expect(source!.url).toBe('/api/generate-schedule-weekly?month=2026-03');
    source!.send('progress', { sessionId: 's1', percentageComplete: 40 });
    source!.send('progress', { sessionId: 's2', percentageComplete: 90 });
    expect(source!.closed).toBe(false);
    source!.send('complete', { sessionId: 's1', result: { entries: 3 } });
    expect(events).toEqual([
      { type: 'progress', progress: { sessionId: 's1', percentageComplete: 40 } },
      { type: 'complete', result: { entries: 3 } },
    ]);
    expect(source!.closed).toBe(true);
  });

  it("passes on the run's own error event, and ignores another run's", () => {
    const { events, source } = follow('s1');
    source!.send('error', { sessionId: 's2', message: 'Other run failed', status: 'failed' });
    expect(events).toEqual([]);
    source!.send('error', { sessionId: 's1', message: 'Generation cancelled', status: 'cancelled' });
    expect(events).toEqual([{ type: 'error', message: 'Generation cancelled', status: 'cancelled' }]);
    expect(source!.closed).toBe(true);
  });

  it('reports a broken connection once, as a failure with the given text', () => {
    const { events, source } = follow('s1');
    source!.dispatchEvent(new Event('error'));
    source!.dispatchEvent(new Event('error'));
    expect(events).toEqual([{ type: 'error', message: 'Connection failed', status: 'failed' }]);
    expect(source!.closed).toBe(true);
  });

  it('closes the stream when the page stops following', () => {
    const { hook, source } = follow('s1');
    hook.unmount();
    expect(source!.closed).toBe(true);
  });
});
