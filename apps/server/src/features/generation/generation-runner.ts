// Runs generations in the background: one per month, progress stored on the session and pushed to listeners.
import {
  GENERATION_MESSAGES,
  GENERATION_SECONDS,
  type GenerationProgress,
  type GenerationResult,
} from '@rotawise/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationRepository } from './generation-repository.js';
import { boundOffThread, buildOffThread } from './off-thread.js';
import { entriesOf, gapPercent, resultOf, round1 } from './results.js';
import { runSearch } from './search.js';
import type { SessionsRepository } from './sessions-repository.js';

export type GenerationEvent =
  | { type: 'progress'; sessionId: string; progress: GenerationProgress }
  | { type: 'complete'; sessionId: string; result: GenerationResult }
  | { type: 'error'; sessionId: string; message: string; status: 'failed' | 'cancelled' };

type Listener = (event: GenerationEvent) => void;

const STEPS = [
  'Reading the month',
  'Building an initial roster',
  'Improving the roster',
  'Saving the schedule',
];
/** Progress is written to the session at most this often; listeners get every update. */
const SAVE_EVERY_MS = 1000;
/**
 * A run whose best roster breaks no hard rule and has not improved for this share of its budget (and at
 * least STALL_MIN_MS) stops early: the search is not going to do better in the time left.
 */
const STALL_SHARE = 0.6;
const STALL_MIN_MS = 8000;
/**
 * The lower bound (engine's lagrangianBound) starts once a roster breaks no hard rule, on a third thread,
 * for this share of the budget within these limits (it competes with the search for the cores), and
 * stops with the search at the latest, keeping the best bound found.
 */
const BOUND_SHARE = 0.25;
const BOUND_MIN_MS = 1000;
const BOUND_MAX_MS = 15_000;
/** A run that ends before its bound's first answer waits this long for it at most. */
const BOUND_GRACE_MS = 5000;

function progressAt(step: number, stepProgress: number, message: string, phase: string): GenerationProgress {
  // The search is most of the run: steps 1, 2 and 4 take 5% each, the search the rest.
  const before = [0, 5, 10, 95][step - 1]!;
  const width = [5, 5, 85, 5][step - 1]!;
  return {
    phase,
    percentageComplete: round1(before + (width * stepProgress) / 100),
    currentStaff: null,
    stepIndex: step,
    totalSteps: STEPS.length,
    stepName: STEPS[step - 1]!,
    stepProgress: round1(stepProgress),
    message,
  };
}

interface Run {
  controller: AbortController;
  listeners: Set<Listener>;
  done: Promise<void>;
}

export function createGenerationRunner(deps: {
  generation: GenerationRepository;
  sessions: SessionsRepository;
  log: FastifyBaseLogger;
}) {
  const runs = new Map<string, Run>();

  function emit(id: string, event: GenerationEvent): void {
    for (const listener of runs.get(id)?.listeners ?? []) listener(event);
  }

  async function execute(
    id: string,
    actor: { id: number; username: string },
    year: number,
    month: number,
    timeLimitMs: number,
    signal: AbortSignal,
  ): Promise<void> {
    let lastSaved = 0;
    const report = (progress: GenerationProgress, force = false) => {
      emit(id, { type: 'progress', sessionId: id, progress });
      const now = Date.now();
      if (force || now - lastSaved >= SAVE_EVERY_MS) {
        lastSaved = now;
        void deps.sessions.saveProgress(id, progress).catch((error) => deps.log.error(error));
      }
    };
    const cancelled = async () => {
      await deps.sessions.finish(id, 'cancelled', { error: GENERATION_MESSAGES.cancelled });
      emit(id, { type: 'error', sessionId: id, message: GENERATION_MESSAGES.cancelled, status: 'cancelled' });
    };
    report(progressAt(1, 0, 'Reading staff, requests and rules', 'loading'), true);
    const built = await buildOffThread(await deps.generation.monthInputs(year, month), signal);
    // A cancel that came while the month was read: no search starts (it would run its whole budget).
    if (!built || signal.aborted) return cancelled();
    const staff = built.problem.staff;
    report(progressAt(2, 0, `Scheduling ${built.problem.staff.length} people`, 'construct'), true);

    // The search's own signal: the admin's cancel, or this run deciding it cannot improve.
    const search = new AbortController();
    const cancelSearch = () => search.abort();
    signal.addEventListener('abort', cancelSearch);
    const stallMs = Math.max(STALL_MIN_MS, STALL_SHARE * timeLimitMs);
    let best: { hard: number; soft: number } | null = null;
    // The best roster's soft score, shared with the bound's worker (its steps aim at it).
    const latestRoster = new Float64Array(new SharedArrayBuffer(8));
    let improvedAt = Date.now();
    let stalled = false;
    // The lower bound, once known; the run stops as optimal when the best roster reaches it.
    let bound: number | null = null;
    let bounding: Promise<void> | null = null;
    const boundStop = new AbortController();
    let firstBound: () => void = () => {};
    const boundKnown = new Promise<void>((resolve) => {
      firstBound = resolve;
    });
    const started = Date.now();
    let proven = false;
    const stopIfProven = () => {
      if (!proven && bound !== null && best?.hard === 0 && best.soft <= bound) {
        proven = true;
        search.abort();
      }
    };
    const outcome = await runSearch(built.problem, {
      timeLimitMs,
      signal: search.signal,
      onProgress: (p) => {
        const score = p.bestScore;
        if (!best || score.hard < best.hard || (score.hard === best.hard && score.soft < best.soft)) {
          best = { hard: score.hard, soft: score.soft };
          improvedAt = Date.now();
          if (best.hard === 0) latestRoster[0] = best.soft;
        } else if (best.hard === 0 && Date.now() - improvedAt > stallMs && !stalled) {
          stalled = true;
          search.abort();
        }
        if (!bounding && best.hard === 0) {
          const left = timeLimitMs - (Date.now() - started);
          const ms = Math.min(left, BOUND_MAX_MS, Math.max(BOUND_MIN_MS, BOUND_SHARE * timeLimitMs));
          const improved = (b: number) => {
            bound = b;
            firstBound();
            stopIfProven();
          };
          const stop = AbortSignal.any([signal, boundStop.signal]);
          bounding = boundOffThread(
            built.problem,
            { timeLimitMs: ms, upperBound: best.soft, latestRoster },
            stop,
            improved,
          )
            .then((b) => {
              if (b !== null) improved(b);
            })
            .catch((error: unknown) => deps.log.error({ err: error, sessionId: id }, 'lower bound failed'));
        }
        stopIfProven();
        if (p.worker !== 0) return;
        const step = p.phase === 'construct' ? 2 : 3;
        const progress = progressAt(step, step === 2 ? 50 : p.percent, p.message, p.phase);
        const person = p.staffIndex === undefined ? undefined : staff[p.staffIndex];
        report({
          ...progress,
          currentStaff: person
            ? { name: person.name, current: p.staffIndex! + 1, total: staff.length }
            : null,
          hardViolations: p.bestScore.hard,
          softPenalty: p.bestScore.soft,
        });
      },
    });
    signal.removeEventListener('abort', cancelSearch);
    if (signal.aborted || (outcome.status === 'cancelled' && !stalled && !proven)) return cancelled();
    // A bound still being computed stops with the search, keeping the best found (one not yet answering
    // gets a few seconds: its worker may still be starting).
    if (bounding && bound === null)
      await Promise.race([boundKnown, bounding, new Promise((r) => setTimeout(r, BOUND_GRACE_MS))]);
    boundStop.abort();
    await bounding;
    proven ||= bound !== null && outcome.score.hard === 0 && outcome.score.soft <= bound;
    report(progressAt(4, 0, 'Saving the tentative schedule', 'saving'), true);
    const entries = entriesOf(built.problem, outcome.roster, outcome.explanation);
    const result = resultOf(built.problem, outcome.roster, outcome.explanation, built.requests, built.notes, {
      status: proven ? 'optimal' : stalled ? 'stoppedNoImprovement' : outcome.status,
      seconds: round1(outcome.elapsedMs / 1000),
      firstFeasibleSeconds: outcome.firstFeasibleMs === null ? null : round1(outcome.firstFeasibleMs / 1000),
      lowerBound: bound,
      gapPercent: gapPercent(outcome.score.soft, bound, outcome.score.hard),
    });
    const done = progressAt(4, 100, 'Tentative schedule ready', 'done');
    const finished = await deps.generation.saveRun(id, actor, year, month, entries, result, done);
    if (finished) emit(id, { type: 'complete', sessionId: id, result });
  }

  /** Runs a session that is already running in the database, here; resolves when the run has ended. */
  function run(
    session: { id: string; year: number; month: number },
    actor: { id: number; username: string },
    timeLimitSeconds: number,
  ): Promise<void> {
    const controller = new AbortController();
    const entry: Run = { controller, listeners: new Set(), done: Promise.resolve() };
    runs.set(session.id, entry);
    entry.done = execute(
      session.id,
      actor,
      session.year,
      session.month,
      timeLimitSeconds * 1000,
      controller.signal,
    )
      .catch(async (error: unknown) => {
        deps.log.error({ err: error, sessionId: session.id }, 'generation failed');
        const message = `Generation failed: ${error instanceof Error ? error.message : String(error)}`;
        await deps.sessions.finish(session.id, 'failed', { error: message }).catch(() => {});
        emit(session.id, { type: 'error', sessionId: session.id, message, status: 'failed' });
      })
      .finally(() => runs.delete(session.id));
    return entry.done;
  }

  return {
    /** Starts a run for the month, or returns null when one is already running (409 for the caller). */
    async start(
      actor: { id: number; username: string },
      year: number,
      month: number,
      timeLimitSeconds: number = GENERATION_SECONDS.default,
    ) {
      const session = await deps.sessions.start(actor.id, year, month);
      if (!session) return null;
      void run(session, actor, timeLimitSeconds);
      return session;
    },

    run,

    /** Stops a run: the session is cancelled at once (a new run may start), its workers stop shortly after. */
    async cancel(id: string): Promise<boolean> {
      const ended = await deps.sessions.finish(id, 'cancelled', { error: GENERATION_MESSAGES.cancelled });
      const run = runs.get(id);
      run?.controller.abort();
      if (ended)
        emit(id, {
          type: 'error',
          sessionId: id,
          message: GENERATION_MESSAGES.cancelled,
          status: 'cancelled',
        });
      return ended;
    },

    /** Listens to a run in this process; returns null when it is not running here. */
    subscribe(id: string, listener: Listener): (() => void) | null {
      const run = runs.get(id);
      if (!run) return null;
      run.listeners.add(listener);
      return () => run.listeners.delete(listener);
    },

    /** Cancels every run and waits for them (server shutdown). */
    async close(): Promise<void> {
      const pending = [...runs.values()];
      for (const run of pending) run.controller.abort();
      await Promise.all(pending.map((r) => r.done));
    },
  };
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;
