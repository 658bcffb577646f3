import { useEffect, useRef } from 'react';
import { type GenerationEvent, readGenerationEvent } from '@/lib/generation/generation-events';

const EVENT_NAMES = ['progress', 'complete', 'error'] as const;

/**
 * Follows GET /api/generate-schedule-weekly?month=YYYY-MM as server-sent events while `sessionId` is set.
 * Messages of another session are ignored; a broken connection is reported once as a failure.
 */
export function useGenerationStream(
  yearMonth: string,
  sessionId: string | null,
  onEvent: (event: GenerationEvent) => void,
  connectionFailed: string,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!sessionId) return;
    const source = new EventSource(`/api/generate-schedule-weekly?month=${yearMonth}`, {
      withCredentials: true,
    });
    let ended = false;
    const listener = (e: Event) => {
      const event =
        e instanceof MessageEvent && typeof e.data === 'string'
          ? readGenerationEvent(e.type, e.data, sessionId)
          : null;
      if (event) {
        if (event.type !== 'progress') {
          ended = true;
          source.close();
        }
        handler.current(event);
        return;
      }
      // The connection itself failed (a server event of this session would have data).
      if (e.type === 'error' && !ended && !(e instanceof MessageEvent)) {
        ended = true;
        source.close();
        handler.current({ type: 'error', message: connectionFailed, status: 'failed' });
      }
    };
    for (const name of EVENT_NAMES) source.addEventListener(name, listener);
    return () => {
      ended = true;
      source.close();
    };
  }, [yearMonth, sessionId, connectionFailed]);
}
