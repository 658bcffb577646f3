import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_MESSAGES as CALENDAR_MESSAGES } from '@rotawise/api-contract';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';
import type { ScheduleRepository } from '../generation/schedule-repository.js';
import type { CalendarRepository } from './calendar-repository.js';
import { calendarFeed } from './ical.js';

const newToken = () => randomBytes(24).toString('base64url');
const feedPath = (token: string) => `/api/calendar/${token}.ics`;

type Caller = Actor & { staffId: number | null };

/** A secret calendar feed per person (published shifts only) that calendar apps subscribe to. */
export function createCalendarService(deps: {
  tokens: CalendarRepository;
  schedules: ScheduleRepository;
  audit: AuditRepository;
}) {
  const { tokens, schedules, audit } = deps;

  const ownStaffId = (user: { staffId: number | null }) => {
    if (user.staffId === null) throw badRequest(CALENDAR_MESSAGES.noStaff);
    return user.staffId;
  };

  return {
    /** The caller's feed token (created on first use). */
    async token(caller: Caller) {
      const token = await tokens.tokenOf(ownStaffId(caller), newToken(), false);
      return { token, path: feedPath(token) };
    },

    /** A new token for the caller: the old feed address stops working. */
    async resetToken(caller: Caller) {
      const staffId = ownStaffId(caller);
      const token = await tokens.tokenOf(staffId, newToken(), true);
      await audit.record(caller, 'reset', 'calendar_token', staffId);
      return { token, path: feedPath(token) };
    },

    /** The iCalendar text of the feed named `file` (`<token>.ics`); a 404 for anything else. */
    async feed(file: string, host: string): Promise<string> {
      const match = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(file);
      if (!match) throw notFound(CALENDAR_MESSAGES.unknownFeed);
      const owner = await tokens.ownerOf(match[1]!);
      if (!owner) throw notFound(CALENDAR_MESSAGES.unknownFeed);
      const shifts = await schedules.ofStaff(owner.staffId, true);
      return calendarFeed({ name: owner.name, host, shifts });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
