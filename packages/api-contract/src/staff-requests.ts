import { z } from 'zod';
import { INTERPRET_TEXT_MAX } from './interpret.js';
import { safeText } from './text.js';
import { isCalendarDate } from './vacation.js';

/** The server's refusals for daily and monthly requests; each 400 names its field first. */
export const REQUEST_MESSAGES = {
  pastDay: 'Past days cannot be edited',
  outsideMonth: (year: number, month: number) => `must be a day of ${year}-${String(month).padStart(2, '0')}`,
  unknownShifts: (ids: string[]) => `unknown shift type ${ids.join(', ')}`,
  staffNotFound: (staffId: number) => `Staff member ${staffId} not found`,
  monthlyNotFound: (id: number) => `Monthly request ${id} not found`,
  operationType: 'must be one of GET_MONTHLY_REQUEST_TEXT, SAVE_MONTHLY_REQUEST_TEXT, SAVE_DAY_OFF_REQUESTS',
} as const;

/** The request months the preferences page offers: 12 starting with the current one. */
export const REQUEST_MONTHS = 12;

const positiveId = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive integer`)
    .max(2_147_483_647, `${field} is too large`);

const yearField = z.coerce
  .number({ error: 'year must be a number' })
  .int('year must be a whole number')
  .min(2000, 'year must be between 2000 and 2100')
  .max(2100, 'year must be between 2000 and 2100');
const monthField = z.coerce
  .number({ error: 'month must be a number' })
  .int('month must be a whole number')
  .min(1, 'month must be between 1 and 12')
  .max(12, 'month must be between 1 and 12');

const dayField = z
  .string({ error: 'must be a date as YYYY-MM-DD' })
  .refine(isCalendarDate, 'must be a real date as YYYY-MM-DD');

const shiftIds = z
  .array(safeText(64, { error: 'must be shift type ids' }).min(1), {
    error: 'selectedShifts must be a list of shift type ids',
  })
  .max(64, 'selectedShifts has too many shifts');

export const DailyRequestModeSchema = z.enum(['day_off', 'request_to_work', 'specific_shifts_off'], {
  error: 'mode must be day_off, request_to_work or specific_shifts_off',
});
export type DailyRequestMode = z.infer<typeof DailyRequestModeSchema>;

export const DailyRequestSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  date: z.string(),
  mode: DailyRequestModeSchema,
  anyShift: z.boolean(),
  selectedShifts: z.array(z.string()),
  reason: z.string(),
});
export type DailyRequest = z.infer<typeof DailyRequestSchema>;

export const DailyRequestListQuerySchema = z.object({
  staffId: positiveId('staffId'),
  year: yearField,
  month: monthField,
});

/**
 * POST /api/daily-requests: one day's choice. A null (or absent) mode clears the day: its request is removed.
 * request_to_work starts with anyShift true; specific_shifts_off names the shifts to avoid.
 */
export const DailyRequestSaveSchema = z.object({
  staffId: positiveId('staffId'),
  date: dayField,
  mode: DailyRequestModeSchema.nullish(),
  anyShift: z.boolean({ error: 'anyShift must be true or false' }).optional(),
  selectedShifts: shiftIds.optional().default([]),
  reason: safeText(300, { error: 'reason must be text', field: 'reason' }).trim().optional().default(''),
});
export type DailyRequestSave = z.infer<typeof DailyRequestSaveSchema>;

/** The answer: the day's request, or null when the day was cleared. */
export const DailyRequestSaveResponseSchema = DailyRequestSchema.nullable();

export const RequestIdParamsSchema = z.object({ requestId: positiveId('requestId') });
export const StaffIdRequestParamsSchema = z.object({ staffId: positiveId('staffId') });

export const MonthlyRequestStatusSchema = z.enum(['pending', 'approved', 'rejected'], {
  error: 'status must be pending, approved or rejected',
});
export type MonthlyRequestStatus = z.infer<typeof MonthlyRequestStatusSchema>;

export const MonthlyRequestSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  naturalLanguageRequest: z.string(),
  status: MonthlyRequestStatusSchema,
  updatedAt: z.string(),
});
export type MonthlyRequest = z.infer<typeof MonthlyRequestSchema>;

/** GET /api/monthly-request-details/{requestId}: the request and the person's daily requests of its month. */
export const MonthlyRequestDetailsSchema = MonthlyRequestSchema.extend({
  dailyRequests: z.array(DailyRequestSchema),
});
export type MonthlyRequestDetails = z.infer<typeof MonthlyRequestDetailsSchema>;

/** PUT /api/monthly-requests/{requestId}/status: an admin approves or rejects (or sets it back to pending). */
export const MonthlyRequestStatusUpdateSchema = z.object({ status: MonthlyRequestStatusSchema });

export const MonthlyRequestListQuerySchema = z.object({ year: yearField, month: monthField });

const monthlyText = safeText(INTERPRET_TEXT_MAX, {
  error: 'naturalLanguageRequest must be text',
  field: 'naturalLanguageRequest',
});

const operationMonth = { staffId: positiveId('staffId'), year: yearField, month: monthField };

/**
 * POST /api/execute-raw-sql: despite its name (kept from the spec), a dispatcher of exactly three named
 * operations. It never runs SQL from the client; any other operationType is a 400.
 */
export const RawOperationSchema = z.discriminatedUnion(
  'operationType',
  [
    z.object({ operationType: z.literal('GET_MONTHLY_REQUEST_TEXT'), ...operationMonth }),
    z.object({
      operationType: z.literal('SAVE_MONTHLY_REQUEST_TEXT'),
      ...operationMonth,
      naturalLanguageRequest: monthlyText,
    }),
    z.object({
      operationType: z.literal('SAVE_DAY_OFF_REQUESTS'),
      ...operationMonth,
      dayOffDates: z
        .array(dayField, { error: 'dayOffDates must be a list of dates as YYYY-MM-DD' })
        .max(31, 'dayOffDates has more days than a month'),
    }),
  ],
  { error: `operationType ${REQUEST_MESSAGES.operationType}` },
);
export type RawOperation = z.infer<typeof RawOperationSchema>;

export const RawOperationResponseSchema = z.union([
  z.object({ naturalLanguageRequest: z.string(), status: MonthlyRequestStatusSchema.nullable() }),
  z.object({ dayOffDates: z.array(z.string()) }),
]);
export type RawOperationResponse = z.infer<typeof RawOperationResponseSchema>;

/** First and last day of a month as YYYY-MM-DD. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}
