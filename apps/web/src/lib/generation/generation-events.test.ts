import { describe, expect, it } from 'vitest';
import { generationOutcome, readGenerationEvent, readGenerationStream } from './generation-events';

const event = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

describe('readGenerationEvent', () => {
  it('reads a progress event of the run as its progress, a complete event as its result', () => {
    const progress = { sessionId: 's1', phase: 'search', percentageComplete: 40 };
    expect(readGenerationEvent('progress', JSON.stringify(progress), 's1')).toEqual({
      type: 'progress',
      progress,
    });
    expect(
      readGenerationEvent('complete', JSON.stringify({ sessionId: 's1', result: { entries: 3 } }), 's1'),
    ).toEqual({ type: 'complete', result: { entries: 3 } });
  });

  it("reads an error event's message and status; failed unless cancelled, with a message when it has none", () => {
    const error = (data: object) =>
      readGenerationEvent('error', JSON.stringify({ sessionId: 's1', ...data }), 's1');
    expect(error({ message: 'Cancelled by admin', status: 'cancelled' })).toEqual({
      type: 'error',
      message: 'Cancelled by admin',
      status: 'cancelled',
    });
    expect(error({ message: 'Out of memory', status: 'failed' })).toMatchObject({ status: 'failed' });
    expect(error({})).toEqual({ type: 'error', message: 'Generation failed', status: 'failed' });
  });

  it("is null for another run's event, an unknown event name, and data that is not a JSON object", () => {
    expect(readGenerationEvent('complete', JSON.stringify({ sessionId: 's2', result: {} }), 's1')).toBeNull();
    expect(readGenerationEvent('message', JSON.stringify({ sessionId: 's1' }), 's1')).toBeNull();
    expect(readGenerationEvent('error', '{not json', 's1')).toBeNull();
    expect(readGenerationEvent('error', 'null', 's1')).toBeNull();
  });
});

describe('readGenerationStream', () => {
  it("lists the run's events in order, leaving out comments and other runs, with LF or CRLF lines", () => {
    const stream =
      ': keep-alive\n\n' +
      event('progress', { sessionId: 's1', percentageComplete: 10 }) +
      event('progress', { sessionId: 's2', percentageComplete: 99 }) +
      event('progress', { sessionId: 's1', percentageComplete: 50 }).replaceAll('\n', '\r\n') +
      event('complete', { sessionId: 's1', result: {} });
    expect(readGenerationStream(stream, 's1').map((e) => e.type)).toEqual([
      'progress',
      'progress',
      'complete',
    ]);
    expect(readGenerationStream(stream, 's1')[1]).toMatchObject({ progress: { percentageComplete: 50 } });
  });
});

describe('generationOutcome', () => {
  it("reads the run's complete event after its progress", () => {
    const stream =
      ': keep-alive\n\n' +
      event('progress', { sessionId: 's1', percentageComplete: 50 }) +
      event('complete', { sessionId: 's1', result: { entries: 3 } });
    expect(generationOutcome(stream, 's1')).toEqual({ type: 'complete', result: { entries: 3 } });
  });

  it("reads the run's error event with the server's message", () => {
    const stream = event('error', { sessionId: 's1', message: 'Cancelled by admin', status: 'cancelled' });
    expect(generationOutcome(stream, 's1')).toEqual({
      type: 'error',
      message: 'Cancelled by admin',
      status: 'cancelled',
    });
  });

  it('ignores events of another run and says unknown when the stream names none of this one', () => {
    expect(generationOutcome(event('complete', { sessionId: 's2', result: {} }), 's1')).toEqual({
      type: 'unknown',
    });
    expect(generationOutcome(event('progress', { sessionId: 's1' }), 's1')).toEqual({ type: 'unknown' });
    expect(generationOutcome('', 's1')).toEqual({ type: 'unknown' });
  });
});
