import {
  type DailyRequestSave,
  type MonthlyRequestStatus,
  monthBounds,
  type RawOperation,
  type RawOperationResponse,
  REQUEST_MESSAGES,
} from '@rotawise/api-contract';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { earliestToday } from '../../lib/today.js';
import type { Actor } from '../audit/audit-repository.js';
import type { MonthKey, RequestsRepository } from './requests-repository.js';

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/**
 * Daily and monthly requests. Who may touch whose records is the routes' access rule (own staff record or
 * admin); this layer applies the rules of the data: past days are locked, dates belong to their month,
 * shifts must exist.
 */
export function createRequestsService(deps: { requests: RequestsRepository; today?: () => string }) {
  const { requests } = deps;
  const today = deps.today ?? (() => earliestToday());
  const staffMissing = (staffId: number) => badRequest(`staffId: ${REQUEST_MESSAGES.staffNotFound(staffId)}`);

  async function monthlyText(key: MonthKey): Promise<RawOperationResponse> {
    const current = await requests.monthly(key);
    return { naturalLanguageRequest: current?.naturalLanguageRequest ?? '', status: current?.status ?? null };
  }

  async function saveMonthlyText(key: MonthKey, text: string): Promise<RawOperationResponse> {
    const saved = await requests.saveMonthlyText(key, text);
    if (!saved) throw staffMissing(key.staffId);
    return { naturalLanguageRequest: saved.naturalLanguageRequest, status: saved.status };
  }

  async function saveDaysOff(key: MonthKey, dates: string[]): Promise<RawOperationResponse> {
    const range = monthBounds(key.year, key.month);
    const outside = dates.find((d) => d < range.first || d > range.last);
    if (outside)
      throw badRequest(`dayOffDates: ${outside} ${REQUEST_MESSAGES.outsideMonth(key.year, key.month)}`);
    const locked = today();
    const outcome = await requests.replaceDaysOff(key, range, dates, (date) => date >= locked);
    if (!outcome) throw staffMissing(key.staffId);
    if ('refused' in outcome)
      throw badRequest(`dayOffDates: ${outcome.refused}: ${REQUEST_MESSAGES.pastDay}`);
    return { dayOffDates: outcome.dates };
  }

  return {
    async dailyOfMonth(staffId: number, year: number, month: number) {
      return requests.dailyInRange(staffId, monthBounds(year, month));
    },

    /** Saves or clears one day. request_to_work starts with anyShift true; other modes have no anyShift. */
    async saveDay(input: DailyRequestSave) {
      if (input.date < today()) throw badRequest(`date: ${REQUEST_MESSAGES.pastDay}`);
      const mode = input.mode ?? null;
      const selectedShifts = [...new Set(input.selectedShifts)];
      const unknown = await requests.unknownShiftTypes(selectedShifts);
      if (unknown.length) throw badRequest(`selectedShifts: ${REQUEST_MESSAGES.unknownShifts(unknown)}`);
      const anyShift = mode === 'request_to_work' ? (input.anyShift ?? true) : false;
      const outcome = await requests.saveDay(
        { staffId: input.staffId, date: input.date, mode, anyShift, selectedShifts, reason: input.reason },
        { staffId: input.staffId, ...monthOf(input.date) },
      );
      if (!outcome) throw staffMissing(input.staffId);
      return outcome.saved;
    },

    /** The daily requests of a monthly request's person and month (the details page's cards). */
    async dailyOfMonthlyRequest(requestId: number) {
      const request = await requests.findMonthly(requestId);
      if (!request) throw notFound(REQUEST_MESSAGES.monthlyNotFound(requestId));
      return requests.dailyInRange(request.staffId, monthBounds(request.year, request.month));
    },

    async details(requestId: number) {
      const request = await requests.findMonthly(requestId);
      if (!request) throw notFound(REQUEST_MESSAGES.monthlyNotFound(requestId));
      const dailyRequests = await requests.dailyInRange(
        request.staffId,
        monthBounds(request.year, request.month),
      );
      return { ...request, dailyRequests };
    },

    monthlyOf: (staffId: number) => requests.monthlyOf(staffId),
    monthlyInMonth: (year: number, month: number) => requests.monthlyInMonth(year, month),

    async setStatus(requestId: number, status: MonthlyRequestStatus, actor: Actor) {
      const updated = await requests.setMonthlyStatus(requestId, status, actor);
      if (!updated) throw notFound(REQUEST_MESSAGES.monthlyNotFound(requestId));
      return updated;
    },

    /** The three named operations of POST /api/execute-raw-sql; the schema already refused any other. */
    async execute(operation: RawOperation): Promise<RawOperationResponse> {
      const key = { staffId: operation.staffId, year: operation.year, month: operation.month };
      switch (operation.operationType) {
        case 'GET_MONTHLY_REQUEST_TEXT':
          return monthlyText(key);
        case 'SAVE_MONTHLY_REQUEST_TEXT':
          return saveMonthlyText(key, operation.naturalLanguageRequest);
        case 'SAVE_DAY_OFF_REQUESTS':
          return saveDaysOff(key, operation.dayOffDates);
      }
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
