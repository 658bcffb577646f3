// Generation runs as jobs (docs/decisions/0088): a pg-boss queue on PostgreSQL, so any server process
// may run a month's generation; on embedded PGlite (one process) the same interface runs it in place.
import { GENERATION_MESSAGES } from '@rotawise/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { GenerationRunner } from './generation-runner.js';
import type { SessionsRepository } from './sessions-repository.js';

export const GENERATION_QUEUE = 'generation';
/** How often a running job reads its session, to stop when another process cancelled it. */
const WATCH_MS = 1000;
/** A running session with no job yet is being enqueued; after this long without one it is lost. */
const ENQUEUE_MS = 30_000;
/** An active job younger than this may not hold its run lock yet. */
const LOCK_TAKEN_MS = 5_000;
/** A dead process's run is noticed within this long (its lock is checked at every sweep). */
const SWEEP_MAX_SECONDS = 10;
const RUN_LOCK_KEY = 'SELECT hashtextextended($1, 0) AS key';

export interface GenerationJob {
  /** The running session's id, also the job's id. */
  sessionId: string;
  actor: { id: number; username: string };
  year: number;
  month: number;
  timeLimitSeconds: number;
}

export interface GenerationJobs {
  /** Queues the run of a session already running in the database (POST generate created it). */
  enqueue(job: GenerationJob): Promise<void>;
  /** Takes no more jobs and cancels this process's runs (server shutdown). */
  close(): Promise<void>;
}

interface Deps {
  runner: GenerationRunner;
  sessions: SessionsRepository;
  log: FastifyBaseLogger;
}

function runJob(deps: Deps, job: GenerationJob): Promise<void> {
  return deps.runner.run(
    { id: job.sessionId, year: job.year, month: job.month },
    job.actor,
    job.timeLimitSeconds,
  );
}

/** Embedded PGlite: one process owns the database, so a run starts here at once. */
export async function startInProcessJobs(deps: Deps): Promise<GenerationJobs> {
  // A session still "running" belongs to this process's previous life: it can never finish.
  const abandoned = await deps.sessions.failAbandoned(GENERATION_MESSAGES.interruptedByRestart);
  if (abandoned > 0) deps.log.warn({ abandoned }, 'generation sessions left running were marked failed');
  return {
    async enqueue(job) {
      void runJob(deps, job);
    },
    close: () => deps.runner.close(),
  };
}

/**
 * PostgreSQL: jobs in pg-boss. Whichever process fetches a job runs it; a job whose process died expires
 * after its time budget plus `graceSeconds`, and its session is then marked failed by any process.
 */
export async function startPgBossJobs(
  deps: Deps & {
    connectionString: string;
    graceSeconds: number;
    runsPerProcess: number;
    /** Runs work while no other server does the same (servers starting together). */
    oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
  },
): Promise<GenerationJobs> {
  const { runner, sessions, log, graceSeconds } = deps;
  const boss = new PgBoss({
    connectionString: deps.connectionString,
    max: 3,
    application_name: 'rotawise-jobs',
    // Expiry of dead processes' jobs runs this often (in one process at a time); no cron, no monitor.
    maintenanceIntervalSeconds: graceSeconds,
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'generation job queue error'));
  await deps.oneAtATime(async () => {
    await boss.start();
    await boss.createQueue(GENERATION_QUEUE, { name: GENERATION_QUEUE, retryLimit: 0 });
  });

  const handle = async ([job]: PgBoss.Job<GenerationJob>[]) => {
    const data = job!.data;
    // Cancelled while queued: nothing to run.
    if ((await sessions.find(data.sessionId))?.status !== 'running') return;
    log.info({ sessionId: data.sessionId, pid: process.pid }, 'generation job started');
    const releaseRunLock = await holdRunLock(deps.connectionString, data.sessionId, log);
    let stopped = false;
    const watch = setInterval(() => {
      if (stopped) return;
      sessions
        .find(data.sessionId)
        .then(async (row) => {
          if (row?.status === 'running' || stopped) return;
          stopped = true;
          await runner.cancel(data.sessionId);
        })
        .catch((error: unknown) => log.error({ err: error }, 'generation watch failed'));
    }, WATCH_MS);
    try {
      await runJob(deps, data);
    } finally {
      clearInterval(watch);
      await releaseRunLock();
    }
  };
  const workers = await Promise.all(
    Array.from({ length: deps.runsPerProcess }, () =>
      boss.work<GenerationJob>(GENERATION_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, handle),
    ),
  );

  const lockPool = new pg.Pool({ connectionString: deps.connectionString, max: 1 });
  lockPool.on('error', (error) => log.warn({ err: error }, 'run lock connection lost'));

  /**
   * Running sessions whose job ended without them (a dead process's expired job), never came, or whose
   * process died mid-run (its run lock is free: PostgreSQL drops a dead connection's locks at once).
   */
  async function failLost(): Promise<void> {
    for (const row of await sessions.active()) {
      const job = await boss.getJobById<GenerationJob>(GENERATION_QUEUE, row.id);
      const lost = !job
        ? Date.now() - row.startTime.getTime() > ENQUEUE_MS
        : job.state === 'active'
          ? Date.now() - job.startedOn.getTime() > LOCK_TAKEN_MS && (await runLockIsFree(lockPool, row.id))
          : job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed';
      if (!lost || !(await sessions.finish(row.id, 'failed', { error: GENERATION_MESSAGES.serverStopped })))
        continue;
      log.warn({ sessionId: row.id, job: job?.state ?? 'missing' }, 'lost generation marked failed');
      if (job?.state === 'active') await boss.fail(GENERATION_QUEUE, row.id, { reason: 'process died' });
    }
  }
  await failLost();
  const sweep = setInterval(
    () => void failLost().catch((error: unknown) => log.error({ err: error }, 'generation sweep failed')),
    Math.min(graceSeconds, SWEEP_MAX_SECONDS) * 1000,
  );
  sweep.unref();

  return {
    async enqueue(job) {
      await boss.send(GENERATION_QUEUE, job, {
        id: job.sessionId,
        expireInSeconds: job.timeLimitSeconds + graceSeconds,
        retryLimit: 0,
      });
      // An idle worker of this process takes it now rather than at its next poll.
      for (const id of workers) boss.notifyWorker(id);
    },
    async close() {
      clearInterval(sweep);
      await runner.close();
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
      await lockPool.end();
    },
  };
}

/**
 * Holds an advisory lock named after the session on a connection of its own while this process runs it.
 * Returns its release. Without the lock (database unreachable) the run goes on; another process may
 * then mark it failed, which the run's watch turns into a cancel.
 */
async function holdRunLock(
  connectionString: string,
  sessionId: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString, application_name: 'rotawise-run-lock' });
  client.on('error', (error) => log.warn({ err: error, sessionId }, 'run lock connection lost'));
  try {
    await client.connect();
    await client.query(`SELECT pg_advisory_lock(key) FROM (${RUN_LOCK_KEY}) k`, [sessionId]);
  } catch (error) {
    log.warn({ err: error, sessionId }, 'run lock not taken');
  }
  return () => client.end().catch(() => undefined);
}

/** True when no process holds the session's run lock. */
async function runLockIsFree(pool: pg.Pool, sessionId: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ free: boolean }>(
      `SELECT pg_try_advisory_lock(key) AS free FROM (${RUN_LOCK_KEY}) k`,
      [sessionId],
    );
    const free = rows[0]?.free === true;
    if (free) await client.query(`SELECT pg_advisory_unlock(key) FROM (${RUN_LOCK_KEY}) k`, [sessionId]);
    return free;
  } finally {
    client.release();
  }
}
