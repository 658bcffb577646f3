import type { VacationRequest, VacationStatus } from '@rotawise/api-contract';
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { staff, users, vacationRequests } from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';

const columns = {
  id: vacationRequests.id,
  staffId: vacationRequests.staffId,
  staffName: staff.name,
  startDate: vacationRequests.startDate,
  endDate: vacationRequests.endDate,
  requestNotes: vacationRequests.requestNotes,
  status: vacationRequests.status,
  respondedAt: vacationRequests.respondedAt,
  respondedBy: users.username,
  responseNotes: vacationRequests.responseNotes,
  createdAt: vacationRequests.createdAt,
};

const selectRequests = (q: Queryable) =>
  q
    .select(columns)
    .from(vacationRequests)
    .innerJoin(staff, eq(staff.id, vacationRequests.staffId))
    .leftJoin(users, eq(users.id, vacationRequests.respondedBy));
type Row = Awaited<ReturnType<typeof selectRequests>>[number];

function toView(row: Row): VacationRequest {
  return {
    ...row,
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    respondedBy: row.respondedBy ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface VacationFilter {
  /** Only this staff member's requests (a staff member's own); undefined means everyone's. */
  staffId?: number;
  /** Only requests that share at least one day with this range (inclusive). */
  overlapping?: { start: string; end: string };
  status?: 'pending' | 'approved' | 'denied';
}

export interface VacationDates {
  startDate: string;
  endDate: string;
}

/** A pending or approved request of the same person that shares a day with the dates, or null. */
async function findOverlap(
  q: Queryable,
  staffId: number,
  dates: VacationDates,
  exceptId?: number,
): Promise<VacationDates | null> {
  const conditions: SQL[] = [
    eq(vacationRequests.staffId, staffId),
    inArray(vacationRequests.status, ['pending', 'approved']),
    lte(vacationRequests.startDate, dates.endDate),
    gte(vacationRequests.endDate, dates.startDate),
  ];
  if (exceptId !== undefined) conditions.push(ne(vacationRequests.id, exceptId));
  const [row] = await q
    .select({ startDate: vacationRequests.startDate, endDate: vacationRequests.endDate })
    .from(vacationRequests)
    .where(and(...conditions))
    .orderBy(asc(vacationRequests.startDate))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the staff member's row for the rest of the transaction, so two requests of the same person cannot
 * both pass the overlap check at once. False when there is no such staff member.
 */
async function lockStaff(q: Queryable, staffId: number): Promise<boolean> {
  const [row] = await q.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for('update');
  return row !== undefined;
}

export type WriteOutcome =
  | { kind: 'done'; request: VacationRequest }
  | { kind: 'overlap'; other: VacationDates }
  | { kind: 'missing' };

export function createVacationRepository(db: Database, audit: AuditRepository) {
  const find = async (id: number, q: Queryable = db) => {
    const [row] = await selectRequests(q).where(eq(vacationRequests.id, id));
    return row ? toView(row) : null;
  };

  /** The request, with its person's row locked for the rest of the transaction; null when there is none. */
  const findLocked = async (id: number, tx: Queryable) => {
    const current = await find(id, tx);
    if (current) await lockStaff(tx, current.staffId);
    return current;
  };

  return {
    find,

    async list(filter: VacationFilter = {}) {
      const conditions: SQL[] = [];
      if (filter.staffId !== undefined) conditions.push(eq(vacationRequests.staffId, filter.staffId));
      if (filter.status !== undefined) conditions.push(eq(vacationRequests.status, filter.status));
      if (filter.overlapping) {
        conditions.push(lte(vacationRequests.startDate, filter.overlapping.end));
        conditions.push(gte(vacationRequests.endDate, filter.overlapping.start));
      }
      const rows = await selectRequests(db)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(vacationRequests.startDate), desc(vacationRequests.id));
      return rows.map(toView);
    },

    /** Inserts a pending request unless the person is unknown or already has one on any of these days. */
    async createUnlessOverlapping(
      input: VacationDates & { staffId: number; requestNotes: string },
    ): Promise<WriteOutcome> {
      return db.transaction(async (tx) => {
        if (!(await lockStaff(tx, input.staffId))) return { kind: 'missing' };
        const other = await findOverlap(tx, input.staffId, input);
        if (other) return { kind: 'overlap', other };
        const [row] = await tx.insert(vacationRequests).values(input).returning({ id: vacationRequests.id });
        return { kind: 'done', request: (await find(row!.id, tx))! };
      });
    },

    /** New dates for a request (an admin's edit), unless they overlap another of the person's requests. */
    async changeDatesUnlessOverlapping(
      id: number,
      dates: VacationDates,
      actor: Actor,
    ): Promise<WriteOutcome> {
      return db.transaction(async (tx) => {
        const current = await findLocked(id, tx);
        if (!current) return { kind: 'missing' };
        // A denied request blocks nothing, so its new dates need no check either.
        if (current.status !== 'denied') {
          const other = await findOverlap(tx, current.staffId, dates, id);
          if (other) return { kind: 'overlap', other };
        }
        await tx.update(vacationRequests).set(dates).where(eq(vacationRequests.id, id));
        await audit.record(actor, 'vacation.dates', 'vacation_request', id, { from: current, to: dates }, tx);
        return { kind: 'done', request: (await find(id, tx))! };
      });
    },

    /**
     * Approves or denies (again, for a decided request). Approving a denied request checks the overlap rule
     * once more: the person may have asked for some of those days since.
     */
    async decide(
      id: number,
      decision: { status: Exclude<VacationStatus, 'pending'>; notes: string | null },
      actor: Actor,
    ): Promise<WriteOutcome> {
      return db.transaction(async (tx) => {
        const current = await findLocked(id, tx);
        if (!current) return { kind: 'missing' };
        if (decision.status === 'approved') {
          const other = await findOverlap(tx, current.staffId, current, id);
          if (other) return { kind: 'overlap', other };
        }
        await tx
          .update(vacationRequests)
          .set({
            status: decision.status,
            responseNotes: decision.notes,
            respondedAt: new Date(),
            respondedBy: actor.id,
          })
          .where(eq(vacationRequests.id, id));
        await audit.record(
          actor,
          `vacation.${decision.status}`,
          'vacation_request',
          id,
          { previousStatus: current.status, notes: decision.notes },
          tx,
        );
        return { kind: 'done', request: (await find(id, tx))! };
      });
    },

    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(vacationRequests)
          .where(eq(vacationRequests.id, id))
          .returning({ staffId: vacationRequests.staffId, status: vacationRequests.status });
        if (gone) await audit.record(actor, 'vacation.delete', 'vacation_request', id, gone, tx);
      });
    },
  };
}

export type VacationRepository = ReturnType<typeof createVacationRepository>;
