import {
  GENERATION_MESSAGES,
  type ScheduleEntry,
  type ScheduleExplanation,
  type ScheduleStats,
} from '@rotawise/api-contract';
import { createBatchLoader } from '../../lib/batch-loader.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { AuthUser } from '../../plugins/session.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { createMonthCache } from './month-cache.js';
import { yearMonth } from './route-helpers.js';
import type { MonthExport } from './schedule-export.js';
import { monthKey, type ScheduleRepository } from './schedule-repository.js';
import { type SessionsRepository, sessionView } from './sessions-repository.js';

type Caller = Pick<AuthUser, 'id' | 'username' | 'staffId' | 'isAdmin'>;

/** Reading, publishing and clearing schedules. Nothing of a month reaches non-admins before it is published. */
export function createScheduleService(deps: {
  schedules: ScheduleRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
}) {
  const { schedules, sessions, audit } = deps;
  const cache = createMonthCache();
  // The month reads of concurrent requests share one query; each still sees every write committed before it.
  const monthStates = createBatchLoader(async (keys: string[]) => {
    const months = keys.map((key) => {
      const [year, month] = key.split('-').map(Number);
      return { year: year!, month: month! };
    });
    const { version, statuses } = await schedules.monthStates(months);
    return new Map(keys.map((key) => [key, { status: statuses.get(key) ?? 'empty', version }] as const));
  });

  /** A month may not change while a generation runs for it. */
  async function notRunning(year: number, month: number): Promise<void> {
    if (await sessions.running(year, month))
      throw conflict(GENERATION_MESSAGES.runningBlocksChange(yearMonth(year, month)));
  }

  return {
    /**
     * The month's entries as the JSON text of the answer (`[]` for staff before Publish), serialized once
     * per change of the schedule: the month is the most read call of the API.
     */
    async monthJson(caller: Caller, year: number, month: number, published: boolean): Promise<string> {
      const key = monthKey(year, month);
      const { status, version } = (await monthStates.get(key))!;
      if ((!caller.isAdmin || published) && status !== 'published') return '[]';
      const cached = cache.get(key, version);
      if (cached !== undefined) return cached;
      const body = JSON.stringify(await schedules.month(year, month));
      // Stored under the version read before the entries: a write in between only costs one more read.
      if (version >= 0) cache.set(key, version, body);
      return body;
    },

    async ofStaff(caller: Caller, staffId: number, published: boolean): Promise<ScheduleEntry[]> {
      return schedules.ofStaff(staffId, !caller.isAdmin || published);
    },

    async stats(caller: Caller, year: number, month: number): Promise<ScheduleStats> {
      const stats = await schedules.stats(year, month);
      if (caller.isAdmin || stats.status === 'published') return stats;
      // Before Publish a staff member learns nothing of the month, not even that a draft exists.
      return {
        status: 'empty' as const,
        employeeStats: [],
        summary: {
          totalEmployees: 0,
          totalShifts: 0,
          totalPoints: 0,
          averageShiftsPerEmployee: 0,
          averagePointsPerEmployee: 0,
        },
      };
    },

    async explanation(caller: Caller, year: number, month: number): Promise<ScheduleExplanation> {
      const empty = { brokenRules: [], uncovered: [], unmetRequests: [], notes: [] };
      const status = await schedules.status(year, month);
      if (status === 'empty' || (!caller.isAdmin && status !== 'published')) return empty;
      const latest = await sessions.latest(year, month);
      const result = latest ? sessionView(latest).result : null;
      if (!result) return empty;
      if (caller.isAdmin) return result;
      // A staff member reads why their own requests were not honoured, and nothing about others.
      return { ...empty, unmetRequests: result.unmetRequests.filter((r) => r.staffId === caller.staffId) };
    },

    async publish(caller: Caller, year: number, month: number): Promise<{ status: 'published' }> {
      await notRunning(year, month);
      if (!(await schedules.publish(year, month, caller.id))) {
        if ((await schedules.status(year, month)) === 'published') return { status: 'published' as const };
        throw notFound(GENERATION_MESSAGES.noTentative);
      }
      await audit.record(caller, 'publish', 'schedule_month', yearMonth(year, month));
      return { status: 'published' as const };
    },

    async clear(caller: Caller, year: number, month: number): Promise<{ removed: number }> {
      await notRunning(year, month);
      const removed = await schedules.clear(year, month);
      await audit.record(caller, 'clear', 'schedule_month', yearMonth(year, month), { removed });
      return { removed };
    },

    /** What an export of the month holds: staff export only what they may read, a published month. */
    async exportData(caller: Caller, year: number, month: number): Promise<MonthExport> {
      const status = await schedules.status(year, month);
      const visible = caller.isAdmin || status === 'published';
      return {
        year,
        month,
        status: visible ? status : ('empty' as const),
        shiftTypes: await schedules.shiftTypes(),
        entries: visible ? await schedules.month(year, month) : [],
      };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
