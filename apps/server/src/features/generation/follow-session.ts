// Following a run through its stored session: how a process streams a run that another process executes.
import { GENERATION_MESSAGES, type GenerationProgress, type GenerationSession } from '@rotawise/api-contract';
import type { GenerationEvent } from './generation-runner.js';
import { type SessionsRepository, sessionView } from './sessions-repository.js';

/** How often the stored session is read; the runner stores progress about once a second. */
export const FOLLOW_EVERY_MS = 500;

/** The same text for the same progress, whatever order jsonb gave its keys. */
const key = (progress: GenerationProgress | null) =>
  progress ? JSON.stringify(progress, Object.keys(progress).sort()) : 'null';

/** The last event of an ended session: its result, or why it did not complete. */
export function endEvent(view: GenerationSession): GenerationEvent {
  if (view.status === 'completed' && view.result)
    return { type: 'complete', sessionId: view.id, result: view.result };
  return {
    type: 'error',
    sessionId: view.id,
    message: view.error ?? GENERATION_MESSAGES.interruptedByRestart,
    status: view.status === 'cancelled' ? 'cancelled' : 'failed',
  };
}

/**
 * Sends each newly stored progress, then the end event; `sent` is the progress the caller already sent.
 * Returns the function that stops following.
 */
export function followStoredSession(
  sessions: SessionsRepository,
  id: string,
  listener: (event: GenerationEvent) => void,
  sent: GenerationProgress | null,
  everyMs = FOLLOW_EVERY_MS,
): () => void {
  let last = key(sent);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const poll = async () => {
    const row = await sessions.find(id);
    if (stopped) return;
    if (!row) {
      listener({
        type: 'error',
        sessionId: id,
        message: GENERATION_MESSAGES.sessionNotFound(id),
        status: 'failed',
      });
      return;
    }
    const view = sessionView(row);
    const progress = key(view.currentProgress);
    if (view.currentProgress && progress !== last) {
      last = progress;
      listener({ type: 'progress', sessionId: id, progress: view.currentProgress });
    }
    if (view.status !== 'running') listener(endEvent(view));
    else timer = setTimeout(tick, everyMs);
  };
  const tick = () => {
    poll().catch(() => {
      if (!stopped) timer = setTimeout(tick, everyMs);
    });
  };
  timer = setTimeout(tick, everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
