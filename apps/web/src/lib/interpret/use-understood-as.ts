import type { InterpretResponse } from '@rotawise/api-contract';
import { useEffect, useState } from 'react';
import { INTERPRET_DEBOUNCE_MS, INTERPRET_MIN_INTERVAL_MS } from '@/lib/ui-timings';
import { interpretText } from './interpret-text';

/** When the next interpret call may leave: calls from every box on the page share the route's rate limit. */
let nextAllowedAt = 0;

function waitForTurn(signal: AbortSignal): Promise<void> {
  const now = Date.now();
  const at = Math.max(now, nextAllowedAt);
  nextAllowedAt = at + INTERPRET_MIN_INTERVAL_MS;
  if (at === now) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, at - now);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export type UnderstoodState =
  | { kind: 'empty' }
  | { kind: 'reading'; previous: InterpretResponse | null }
  | { kind: 'read'; result: InterpretResponse }
  | { kind: 'failed'; message: string };

/**
 * What the interpreter read in `text`, refreshed as the person types: debounced, one call in flight per box
 * (a newer text aborts the older call), and spaced so all boxes together stay under 30 calls a minute.
 */
export function useUnderstoodAs(text: string, year: number, month: number): UnderstoodState {
  const [state, setState] = useState<UnderstoodState>({ kind: 'empty' });
  const trimmed = text.trim();

  useEffect(() => {
    if (!trimmed) {
      setState({ kind: 'empty' });
      return;
    }
    setState((s) => ({
      kind: 'reading',
      previous: s.kind === 'read' ? s.result : s.kind === 'reading' ? s.previous : null,
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      waitForTurn(controller.signal)
        .then(() => interpretText({ text: trimmed, year, month }, controller.signal))
        .then((result) => setState({ kind: 'read', result }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        });
    }, INTERPRET_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, year, month]);

  return state;
}
