// The server-sent events of GET /api/generate-schedule-weekly?month=YYYY-MM, read for one run: one by one
// from an EventSource (the generation page) or from the whole answer once the run has ended (the dashboard).
import type { GenerationProgress, GenerationResult } from '@rotawise/api-contract';

export type GenerationEvent =
  | { type: 'progress'; progress: GenerationProgress }
  | { type: 'complete'; result: GenerationResult }
  | { type: 'error'; message: string; status: 'failed' | 'cancelled' };

/** An error event without a message of its own. */
const NO_MESSAGE = 'Generation failed';

/**
 * One event, by its name and data, for run `sessionId`: null when it is another run's, is not a
 * progress, complete or error event, or its data is not a JSON object.
 */
export function readGenerationEvent(name: string, data: string, sessionId: string): GenerationEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as Record<string, unknown>;
  if (fields.sessionId !== sessionId) return null;
  switch (name) {
    case 'progress':
      return { type: 'progress', progress: fields as unknown as GenerationProgress };
    case 'complete':
      return { type: 'complete', result: fields.result as GenerationResult };
    case 'error':
      return {
        type: 'error',
        message: typeof fields.message === 'string' ? fields.message : NO_MESSAGE,
        status: fields.status === 'cancelled' ? 'cancelled' : 'failed',
      };
    default:
      return null;
  }
}

/** The events of run `sessionId` in a whole event-stream text, in order (comments and other runs left out). */
export function readGenerationStream(stream: string, sessionId: string): GenerationEvent[] {
  const events: GenerationEvent[] = [];
  for (const block of stream.split(/\r?\n\r?\n/)) {
    const name = /^event: *(.+)$/m.exec(block)?.[1]?.trim();
    const data = /^data: *(.+)$/m.exec(block)?.[1];
    const event = name && data ? readGenerationEvent(name, data, sessionId) : null;
    if (event) events.push(event);
  }
  return events;
}

export type GenerationOutcome =
  | Exclude<GenerationEvent, { type: 'progress' }>
  /** The stream ended without a word about this run (a newer run of the month, say). */
  | { type: 'unknown' };

/** How a run ended, read from the whole stream of its month: its last complete or error event. */
export function generationOutcome(stream: string, sessionId: string): GenerationOutcome {
  const ends = readGenerationStream(stream, sessionId).filter(
    (e): e is Exclude<GenerationEvent, { type: 'progress' }> => e.type !== 'progress',
  );
  return ends.at(-1) ?? { type: 'unknown' };
}
