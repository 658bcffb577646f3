import { describe, expect, it } from 'vitest';
import { generationOutcome } from '../generate-schedule';

const event = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

describe('generationOutcome', () => {
  it("reads the run's complete event after its progress", () => {
    const stream =
      ': keep-alive\n\n' +
      event('progress', { sessionId: 's1', percentageComplete: 50 }) +
      event('complete', { sessionId: 's1', result: { entries: 3 } });
    expect(generationOutcome(stream, 's1')).toEqual({ type: 'complete' });
  });

  it("reads the run's error event with the server's message", () => {
    const stream = event('error', { sessionId: 's1', message: 'Cancelled by admin', status: 'cancelled' });
    expect(generationOutcome(stream, 's1')).toEqual({ type: 'error', message: 'Cancelled by admin' });
  });

  it('ignores events of another run and says unknown when the stream names none of this one', () => {
    expect(generationOutcome(event('complete', { sessionId: 's2', result: {} }), 's1')).toEqual({
      type: 'unknown',
    });
    expect(generationOutcome('', 's1')).toEqual({ type: 'unknown' });
  });
});
