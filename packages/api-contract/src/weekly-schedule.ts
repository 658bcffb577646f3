import { z } from 'zod';
import { safeText } from './text.js';

export const WEEKDAY_KEYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export const WeekdayKeySchema = z.enum(WEEKDAY_KEYS, { error: 'day must be one of SUN..SAT' });
export type WeekdayKey = z.infer<typeof WeekdayKeySchema>;

/** At most this many of one shift type on one day. */
export const TEMPLATE_COUNT_MAX = 50;

export const WEEKLY_MESSAGES = {
  duplicate: (shiftType: string) => `${shiftType} is listed twice`,
  unknownShift: (shiftTypes: string[]) => `unknown shift type ${shiftTypes.join(', ')}`,
} as const;

export const TemplateSlotSchema = z.object({
  shiftType: safeText(40, { error: 'shiftType is required' }).trim().min(1, 'shiftType is required'),
  count: z
    .number({ error: 'count is required' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(TEMPLATE_COUNT_MAX, `count must be at most ${TEMPLATE_COUNT_MAX}`),
});
export type TemplateSlot = z.infer<typeof TemplateSlotSchema>;

/** PUT /api/weekly-schedule/{day}: the day's whole list of {shiftType, count}. */
export const DaySlotsSchema = z.array(TemplateSlotSchema).max(100, 'at most 100 shift types a day');

/** GET /api/weekly-schedule: SUN..SAT, each a list of {shiftType, count}. */
export const WeeklyScheduleSchema = z.object({
  SUN: z.array(TemplateSlotSchema),
  MON: z.array(TemplateSlotSchema),
  TUE: z.array(TemplateSlotSchema),
  WED: z.array(TemplateSlotSchema),
  THU: z.array(TemplateSlotSchema),
  FRI: z.array(TemplateSlotSchema),
  SAT: z.array(TemplateSlotSchema),
});
export type WeeklySchedule = z.infer<typeof WeeklyScheduleSchema>;

export const WeekdayParamsSchema = z.object({ day: WeekdayKeySchema });

/**
 * GET /api/weekly-schedule/capacity: the staff-days a month of the template needs against those the
 * department's clinicians can give (sum of each person's monthly maximum).
 */
export const TemplateCapacitySchema = z.object({
  /** Shifts per weekday, SUN..SAT. */
  dailyTotals: z.array(z.number().int()),
  /** Counted shifts (countsTowardTotal) in the heaviest 31-day month. */
  monthDemand: z.number().int(),
  /** Sum over clinical staff of min(admin max, standing max). */
  capacity: z.number().int(),
  /** Sum over clinical staff of max(admin min, standing min). */
  commitments: z.number().int(),
  /** (capacity - demand) / demand; null when the template needs nothing. */
  margin: z.number().nullable(),
  onCallDemand: z.number().int(),
  onCallCapacity: z.number().int(),
  directorDemand: z.number().int(),
  directorCapacity: z.number().int(),
  clinicians: z.number().int(),
});
export type TemplateCapacity = z.infer<typeof TemplateCapacitySchema>;
