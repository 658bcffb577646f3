import type { GenerationProgress, GenerationResult } from '@rotawise/api-contract';
import { useEffect, useRef } from 'react';

export type StreamEvent =
  | { type: 'progress'; progress: GenerationProgress }
  | { type: 'complete'; result: GenerationResult }
  | { type: 'error'; message: string; status: 'failed' | 'cancelled' };

/**
 * Follows GET /api/generate-schedule-weekly?month=YYYY-MM as server-sent events while `sessionId` is set.
 * Messages of another session are ignored; a broken connection is reported once as a failure.
 */
export function useGenerationStream(
  yearMonth: string,
  sessionId: string | null,
  onEvent: (event: StreamEvent) => void,
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
    const parse = (e: Event): Record<string, unknown> | null => {
      if (!(e instanceof MessageEvent) || typeof e.data !== 'string') return null;
      const data = JSON.parse(e.data) as Record<string, unknown>;
      return data.sessionId === sessionId ? data : null;
    };
    source.addEventListener('progress', (e) => {
      const data = parse(e);
      if (data) handler.current({ type: 'progress', progress: data as unknown as GenerationProgress });
    });
    source.addEventListener('complete', (e) => {
      const data = parse(e);
      if (!data) return;
      ended = true;
      source.close();
      handler.current({ type: 'complete', result: data.result as GenerationResult });
    });
    source.addEventListener('error', (e) => {
      const data = parse(e);
      if (data) {
        ended = true;
        source.close();
        handler.current({
          type: 'error',
          message: String(data.message),
          status: data.status === 'cancelled' ? 'cancelled' : 'failed',
        });
        return;
      }
      // The connection itself failed (a server event of this session would have data).
      if (!ended && !(e instanceof MessageEvent)) {
        ended = true;
        source.close();
        handler.current({ type: 'error', message: connectionFailed, status: 'failed' });
      }
    });
    return () => {
      ended = true;
      source.close();
    };
  }, [yearMonth, sessionId, connectionFailed]);
}
