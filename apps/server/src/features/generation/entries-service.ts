import {
  type AddEntryBody,
  type AddEntryResponse,
  CLINICAL_ROLES,
  ENTRY_MESSAGES,
  GENERATION_MESSAGES,
} from '@rotawise/api-contract';
import { addDays, isoDate } from '@rotawise/engine';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type { AuthUser } from '../../plugins/session.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { buildProblem } from './build-problem.js';
import type { EntriesRepository } from './entries-repository.js';
import { brokenRulesOf } from './entry-check.js';
import { monthBounds } from './month-inputs.js';
import { yearMonth } from './route-helpers.js';
import type { SessionsRepository } from './sessions-repository.js';

type Caller = Pick<AuthUser, 'id' | 'username'>;

/** HH:MM a shift ends, past midnight wrapping to the next day's clock. */
function endOf(start: string, durationMinutes: number): string {
  const [h, m] = start.split(':').map(Number);
  const end = ((h ?? 0) * 60 + (m ?? 0) + durationMinutes) % 1440;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/**
 * An admin's own entries: checked against the engine's hard rules for the month (the same problem a
 * generation solves; rest between days also against the neighbouring months' first and last days),
 * stored locked so a later generation keeps them, and removable one by one.
 */
export function createEntriesService(deps: {
  entries: EntriesRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
}) {
  const { entries, sessions, audit } = deps;

  async function notRunning(year: number, month: number): Promise<void> {
    if (await sessions.running(year, month))
      throw conflict(GENERATION_MESSAGES.runningBlocksChange(yearMonth(year, month)));
  }

  return {
    async add(caller: Caller, body: AddEntryBody): Promise<AddEntryResponse> {
      const { year, month } = monthOf(body.date);
      const person = await entries.staff(body.staffId);
      if (!person) throw notFound(ENTRY_MESSAGES.staffNotFound(body.staffId));
      const shift = await entries.shiftType(body.shiftType);
      if (!shift) throw notFound(ENTRY_MESSAGES.shiftNotFound(body.shiftType));
      if (!(CLINICAL_ROLES as readonly string[]).includes(person.role))
        throw badRequest(ENTRY_MESSAGES.notScheduled(person.name));
      await notRunning(year, month);

      // The days just before and after the month too: rest rules reach across its edges.
      const { first, last } = monthBounds(year, month);
      const current = await entries.cellsBetween(addDays(isoDate(first), -1), addDays(isoDate(last), 1));
      const sameDay = current.filter((e) => e.staffId === person.id && e.date === body.date);
      if (sameDay.some((e) => e.shiftType === shift.id))
        throw conflict(ENTRY_MESSAGES.duplicate(person.name, shift.displayName, body.date));
      const added = { staffId: person.id, date: body.date, shiftType: shift.id };
      // The check pairs the neighbouring days itself: the month's problem without the edges' requests.
      const inputs = await entries.monthInputs(year, month);
      const brokenRules = brokenRulesOf(
        buildProblem(inputs, { edgeRequests: false }).problem,
        current,
        added,
      );
      if (brokenRules === null) throw conflict(ENTRY_MESSAGES.secondShift(person.name, body.date));
      if (brokenRules.length > 0 && body.confirm !== true) return { entry: null, brokenRules };

      const entry = {
        date: body.date,
        shiftType: shift.id,
        shiftName: shift.displayName,
        staffId: person.id,
        startTime: shift.startTime,
        endTime: endOf(shift.startTime, shift.durationMinutes),
        isConflict: brokenRules.length > 0,
        conflictReason: brokenRules.length > 0 ? brokenRules.map((r) => r.message).join('; ') : null,
      };
      const stored = await entries.addLocked(entry, year, month);
      if (!stored) throw conflict(ENTRY_MESSAGES.duplicate(person.name, shift.displayName, body.date));
      await audit.record(caller, 'add_entry', 'schedule_entry', stored.id, {
        ...added,
        brokenRules: brokenRules.map((r) => r.rule),
      });
      return {
        entry: { ...entry, id: stored.id, staffName: person.name, staffRole: person.role, isLocked: true },
        brokenRules,
      };
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const entry = await entries.find(id);
      if (!entry) throw notFound(ENTRY_MESSAGES.entryNotFound(id));
      const { year, month } = monthOf(entry.date);
      await notRunning(year, month);
      if (!(await entries.remove(id))) throw notFound(ENTRY_MESSAGES.entryNotFound(id));
      await audit.record(caller, 'remove_entry', 'schedule_entry', id, {
        staffId: entry.staffId,
        date: entry.date,
        shiftType: entry.shiftType,
      });
    },
  };
}
