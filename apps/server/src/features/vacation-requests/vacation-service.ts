import {
  clampToMonthEnd,
  MESSAGES,
  VACATION_MESSAGES,
  type VacationCreate,
  type VacationDatesUpdate,
  type VacationStatus,
  vacationDatesSchema,
} from '@rotawise/api-contract';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { earliestToday } from '../../lib/today.js';
import type { AuthUser } from '../../plugins/session.js';
import type { VacationDates, VacationRepository, WriteOutcome } from './vacation-repository.js';

/** The form's date rules, on the server: a 400 whose message names each failing field. */
function checkDates(dates: VacationDates, today: string): VacationDates {
  const result = vacationDatesSchema(today).safeParse(dates);
  if (!result.success)
    throw badRequest(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  return result.data;
}

/** The request a write produced, or the error saying why it did not happen. */
function settle(outcome: WriteOutcome, missing: () => Error) {
  if (outcome.kind === 'missing') throw missing();
  if (outcome.kind === 'overlap')
    throw conflict(
      `startDate: ${VACATION_MESSAGES.overlaps(outcome.other.startDate, outcome.other.endDate)}`,
    );
  return outcome.request;
}

type Caller = Pick<AuthUser, 'id' | 'username' | 'staffId' | 'isAdmin'>;

/** Vacation requests: a staff member reads and writes only their own; an admin reads all and decides. */
export function createVacationService(deps: { requests: VacationRepository; today?: () => string }) {
  const { requests } = deps;
  const today = deps.today ?? (() => earliestToday());

  /** Whose requests a caller may read: an admin anyone's (or one person's), a staff member only their own. */
  function scope(caller: Caller, staffId?: number): { staffId?: number } | null {
    if (caller.isAdmin) return staffId === undefined ? {} : { staffId };
    if (staffId !== undefined && staffId !== caller.staffId) throw forbidden(MESSAGES.forbidden);
    return caller.staffId == null ? null : { staffId: caller.staffId };
  }

  /**
   * Requests sharing a day with start..end; a day past a month's end (the calendar's day 31) is its last
   * day. An admin reads all. A staff member reads their own, and colleagues' approved leave for the
   * calendar's VCTN line (spec: the line names the staff on leave): who and when, without notes.
   */
  async function inRange(caller: Caller, start: string, end: string) {
    const range = { start: clampToMonthEnd(start), end: clampToMonthEnd(end) };
    if (range.end < range.start) throw badRequest('end: must not be before start');
    if (caller.isAdmin) return requests.list({ overlapping: range });
    const own =
      caller.staffId == null ? [] : await requests.list({ staffId: caller.staffId, overlapping: range });
    const approved = await requests.list({ overlapping: range, status: 'approved' });
    const colleagues = approved
      .filter((r) => r.staffId !== caller.staffId)
      .map((r) => ({ ...r, requestNotes: '', responseNotes: null, respondedBy: null, respondedAt: null }));
    return [...own, ...colleagues].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
  }

  return {
    inRange,

    async list(caller: Caller, staffId?: number) {
      const filter = scope(caller, staffId);
      return filter ? requests.list(filter) : [];
    },

    async inMonth(caller: Caller, year: number, month: number) {
      const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
      return inRange(caller, first, clampToMonthEnd(`${first.slice(0, 8)}31`));
    },

    async create(caller: Caller, input: VacationCreate) {
      const staffId = input.staffId ?? caller.staffId;
      if (staffId == null) throw badRequest(`staffId: ${VACATION_MESSAGES.loginRequired}`);
      const dates = checkDates({ startDate: input.startDate, endDate: input.endDate }, today());
      const outcome = await requests.createUnlessOverlapping({
        staffId,
        ...dates,
        requestNotes: input.requestNotes ?? '',
      });
      return settle(outcome, () => badRequest(`staffId: ${VACATION_MESSAGES.staffNotFound(staffId)}`));
    },

    async changeDates(caller: Caller, id: number, input: VacationDatesUpdate) {
      const dates = checkDates(input, today());
      return settle(await requests.changeDatesUnlessOverlapping(id, dates, caller), () =>
        notFound(VACATION_MESSAGES.notFound(id)),
      );
    },

    async decide(
      caller: Caller,
      id: number,
      status: Exclude<VacationStatus, 'pending'>,
      notes?: string | null,
    ) {
      return settle(await requests.decide(id, { status, notes: notes ? notes : null }, caller), () =>
        notFound(VACATION_MESSAGES.notFound(id)),
      );
    },

    /**
     * A pending request is withdrawn by the person who made it; a decided one is removed by an admin.
     * Anyone else's pending request is approved or denied, not deleted.
     */
    async remove(caller: Caller, id: number) {
      const current = await requests.find(id);
      if (!current) throw notFound(VACATION_MESSAGES.notFound(id));
      const own = caller.staffId != null && current.staffId === caller.staffId;
      if (current.status === 'pending' && !own) throw conflict(VACATION_MESSAGES.decidedByAdminOnly);
      if (current.status !== 'pending' && !caller.isAdmin) throw forbidden(VACATION_MESSAGES.ownPendingOnly);
      await requests.remove(id, caller);
    },
  };
}

export type VacationService = ReturnType<typeof createVacationService>;
