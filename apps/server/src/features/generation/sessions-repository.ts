// Generation sessions in the database: the partial unique index allows one running session per month.
import { randomUUID } from 'node:crypto';
import type { GenerationProgress, GenerationResult, GenerationSession } from '@rotawise/api-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { generationSessions } from '../../db/schema.js';

type Row = typeof generationSessions.$inferSelect;
type Status = Row['status'];

/** PostgreSQL's unique_violation, through drizzle's wrapper or straight from the driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export function sessionView(row: Row): GenerationSession {
  return {
    id: row.id,
    userId: row.userId,
    year: row.year,
    month: row.month,
    status: row.status,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    currentProgress: (row.currentProgress as GenerationProgress | null) ?? null,
    result: (row.result as GenerationResult | null) ?? null,
    error: row.error,
  };
}

export function createSessionsRepository(db: Database) {
  return {
    /** A new running session, or null when one already runs for the month (the index decides). */
    async start(userId: number | null, year: number, month: number): Promise<Row | null> {
      try {
        const [row] = await db
          .insert(generationSessions)
          .values({ id: randomUUID(), userId, year, month, status: 'running' })
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async find(id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(generationSessions).where(eq(generationSessions.id, id));
      return row;
    },
    async running(year: number, month: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(generationSessions)
        .where(
          and(
            eq(generationSessions.year, year),
            eq(generationSessions.month, month),
            eq(generationSessions.status, 'running'),
          ),
        );
      return row;
    },
    /** The month's most recent session, running or not. */
    async latest(year: number, month: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(generationSessions)
        .where(and(eq(generationSessions.year, year), eq(generationSessions.month, month)))
        .orderBy(desc(generationSessions.startTime))
        .limit(1);
      return row;
    },
    async active(): Promise<Row[]> {
      return db
        .select()
        .from(generationSessions)
        .where(eq(generationSessions.status, 'running'))
        .orderBy(desc(generationSessions.startTime));
    },
    async saveProgress(id: string, progress: GenerationProgress): Promise<void> {
      await db
        .update(generationSessions)
        .set({ currentProgress: progress })
        .where(and(eq(generationSessions.id, id), eq(generationSessions.status, 'running')));
    },
    /** Ends a running session; false when it had already ended (a cancel and a finish racing). */
    async finish(
      id: string,
      status: Exclude<Status, 'running'>,
      fields: { result?: GenerationResult; error?: string; progress?: GenerationProgress },
      q: Pick<Database, 'update'> = db,
    ): Promise<boolean> {
      const rows = await q
        .update(generationSessions)
        .set({
          status,
          endTime: new Date(),
          ...(fields.result ? { result: fields.result } : {}),
          ...(fields.error ? { error: fields.error } : {}),
          ...(fields.progress ? { currentProgress: fields.progress } : {}),
        })
        .where(and(eq(generationSessions.id, id), eq(generationSessions.status, 'running')))
        .returning({ id: generationSessions.id });
      return rows.length > 0;
    },
    /** Sessions a stopped server left running can never finish: they are marked failed at start-up. */
    async failAbandoned(message: string): Promise<number> {
      const rows = await db
        .update(generationSessions)
        .set({ status: 'failed', endTime: new Date(), error: message })
        .where(eq(generationSessions.status, 'running'))
        .returning({ id: generationSessions.id });
      return rows.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
