// What a generation run reads and writes: the month's inputs, and its schedule with the session's end.
import type { GenerationProgress, GenerationResult } from '@rotawise/api-contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';
import { monthBounds } from './month-inputs.js';
import { loadMonthInputs, type MonthInputs } from './month-inputs-repository.js';
import type { entriesOf } from './results.js';
import type { SessionsRepository } from './sessions-repository.js';

export function createGenerationRepository(deps: {
  db: Database;
  sessions: SessionsRepository;
  audit: AuditRepository;
}) {
  const { db, sessions, audit } = deps;
  return {
    /** Everything the engine needs for the month. */
    async monthInputs(year: number, month: number): Promise<MonthInputs> {
      return loadMonthInputs(db, year, month);
    },

    /**
     * Replaces the month's unlocked entries by the run's, in one transaction with the session's end;
     * false (and nothing written) when the session had already ended, e.g. cancelled meanwhile.
     */
    async saveRun(
      id: string,
      actor: Actor & { id: number },
      year: number,
      month: number,
      entries: ReturnType<typeof entriesOf>,
      result: GenerationResult,
      progress: GenerationProgress,
    ): Promise<boolean> {
      const { first, last } = monthBounds(year, month);
      return db.transaction(async (tx) => {
        const ended = await sessions.finish(id, 'completed', { result, progress }, tx);
        // Cancelled meanwhile: nothing of this run is written.
        if (!ended) return false;
        await tx
          .delete(t.scheduleEntries)
          .where(
            and(
              eq(t.scheduleEntries.isLocked, false),
              gte(t.scheduleEntries.date, first),
              lte(t.scheduleEntries.date, last),
            ),
          );
        // Locked entries are in the roster too; the unique index keeps the stored (locked) row.
        for (let i = 0; i < entries.length; i += 500)
          await tx
            .insert(t.scheduleEntries)
            .values(entries.slice(i, i + 500))
            .onConflictDoNothing();
        await tx
          .insert(t.scheduleMonths)
          .values({ year, month, status: 'tentative', generatedAt: new Date(), generatedBy: actor.id })
          .onConflictDoUpdate({
            target: [t.scheduleMonths.year, t.scheduleMonths.month],
            set: {
              status: 'tentative',
              generatedAt: new Date(),
              generatedBy: actor.id,
              publishedAt: null,
              publishedBy: null,
            },
          });
        await audit.record(
          actor,
          'generate',
          'schedule_month',
          `${year}-${month}`,
          {
            sessionId: id,
            entries: entries.length,
            hardViolations: result.hardViolations,
          },
          tx,
        );
        return true;
      });
    },
  };
}

export type GenerationRepository = ReturnType<typeof createGenerationRepository>;
