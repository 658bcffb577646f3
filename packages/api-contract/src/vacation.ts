import { z } from 'zod';
import { VACATION_NOTES_MAX } from './constants.js';
import { safeText } from './text.js';

/** The spec's exact vacation-request messages (Validation rules), and the server's own refusals. */
export const VACATION_MESSAGES = {
  startRequired: 'Start date is required',
  startInPast: 'Start date cannot be in the past',
  endRequired: 'End date is required',
  endInPast: 'End date cannot be in the past',
  endBeforeStart: 'End date cannot be before start date',
  notesMax: 'Notes must be 300 characters or less',
  loginRequired: 'You need to be logged in to submit a vacation request',
  invalidDate: 'must be a real date as YYYY-MM-DD',
  overlaps: (startDate: string, endDate: string) =>
    `These dates overlap the vacation request from ${startDate} to ${endDate}`,
  staffNotFound: (staffId: number) => `Staff member ${staffId} not found`,
  notFound: (id: number) => `Vacation request ${id} not found`,
  ownPendingOnly: 'Only pending requests can be deleted by the person who made them',
  decidedByAdminOnly: 'A pending request of someone else is approved or denied, not deleted',
} as const;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from start to end, both counted (the form's live "days requested"); 0 when end is before start. */
export function inclusiveDayCount(startDate: string, endDate: string): number {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return 0;
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return days < 0 ? 0 : days + 1;
}

/** A required, real, not-past date; each check stops the next, so a field gets one message. */
const dateField = (required: string, inPast: string, today: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .refine(isCalendarDate, { message: VACATION_MESSAGES.invalidDate, abort: true })
    .refine((value) => value >= today, { message: inPast, abort: true });

/**
 * Start and end of a vacation, checked the same way by the form and the server: both required, real dates,
 * neither in the past, end not before start. `today` is the caller's YYYY-MM-DD (the browser's local day;
 * the server passes the earliest day that is still today somewhere on earth).
 */
export function vacationDatesSchema(today: string) {
  return z
    .object({
      startDate: dateField(VACATION_MESSAGES.startRequired, VACATION_MESSAGES.startInPast, today),
      endDate: dateField(VACATION_MESSAGES.endRequired, VACATION_MESSAGES.endInPast, today),
    })
    .superRefine((value, ctx) => {
      if (value.endDate < value.startDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: VACATION_MESSAGES.endBeforeStart });
    });
}

// Limits the text as sent (before trimming), like the form's counter.
export const VacationNotesSchema = safeText(VACATION_NOTES_MAX, {
  error: 'must be text',
  tooLong: VACATION_MESSAGES.notesMax,
}).trim();

// Dates are checked by vacationDatesSchema; this only bounds what reaches it.
const DATE_TEXT_MAX = 40;

/** The shape of POST /api/vacation-requests; the past-date rules need today, see vacationDatesSchema. */
export const VacationCreateSchema = z.object({
  /** Whose vacation: omitted means the signed-in person's own staff record; only an admin names another. */
  staffId: z.coerce.number().int('staffId must be a whole number').positive().max(2_147_483_647).optional(),
  startDate: safeText(DATE_TEXT_MAX, { error: VACATION_MESSAGES.startRequired }),
  endDate: safeText(DATE_TEXT_MAX, { error: VACATION_MESSAGES.endRequired }),
  requestNotes: VacationNotesSchema.optional().default(''),
});
export type VacationCreate = z.infer<typeof VacationCreateSchema>;

/** PUT /api/vacation-requests/{id}: new dates (both must be chosen). */
export const VacationDatesUpdateSchema = z.object({
  startDate: safeText(DATE_TEXT_MAX, { error: VACATION_MESSAGES.startRequired }),
  endDate: safeText(DATE_TEXT_MAX, { error: VACATION_MESSAGES.endRequired }),
});
export type VacationDatesUpdate = z.infer<typeof VacationDatesUpdateSchema>;

/** POST /api/vacation-requests/{id}/approve and /deny: optional notes. */
export const VacationDecisionSchema = z.object({ notes: VacationNotesSchema.nullish() }).nullish();
export type VacationDecision = z.infer<typeof VacationDecisionSchema>;

export const VacationStatusSchema = z.enum(['pending', 'approved', 'denied']);
export type VacationStatus = z.infer<typeof VacationStatusSchema>;

export const VacationRequestSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  requestNotes: z.string(),
  status: VacationStatusSchema,
  respondedAt: z.string().nullable(),
  /** The username of the admin who responded. */
  respondedBy: z.string().nullable(),
  responseNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type VacationRequest = z.infer<typeof VacationRequestSchema>;

export const VacationListQuerySchema = z.object({
  staffId: z.coerce.number().int('staffId must be a whole number').positive().max(2_147_483_647).optional(),
});

/** Range ends may name day 29 to 31 of any month: the calendar asks for day 31 as the end of every month. */
const RangeDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD');
export const VacationRangeParamsSchema = z.object({ start: RangeDaySchema, end: RangeDaySchema });

/** A YYYY-MM-DD whose day lies past its month's end (2026-02-31) becomes that month's last day. */
export function clampToMonthEnd(value: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? value : `${value.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

export const VacationMonthParamsSchema = z.object({
  year: z.coerce.number().int('year must be a whole number').min(1900).max(2200),
  month: z.coerce.number().int('month must be a whole number').min(1).max(12),
});
