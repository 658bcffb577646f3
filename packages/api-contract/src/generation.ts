import { z } from 'zod';
import { safeText } from './text.js';

/** The years the generation pages accept (spec: Validation rules). */
export const GENERATION_YEARS = { min: 2024, max: 2030 } as const;
/** Time budget of one run, in seconds: the admin's choice within these bounds. */
export const GENERATION_SECONDS = { min: 5, max: 600, default: 30 } as const;

/** The spec's exact generation texts, and the server's own refusals. */
export const GENERATION_MESSAGES = {
  onePerMonth: (yearMonth: string) =>
    `Only one generation allowed per month. Session already exists for ${yearMonth}`,
  sessionNotFound: (id: string) => `Generation session ${id} not found`,
  notRunning: (id: string) => `Generation session ${id} is not running`,
  noSessionForMonth: (yearMonth: string) => `No generation session for ${yearMonth}`,
  interruptedByRestart: 'The server restarted while this generation was running; start it again',
  serverStopped: 'The server running this generation stopped; start it again',
  notQueued: 'The generation could not be queued; start it again',
  cancelled: 'Generation cancelled',
  noTentative: 'No tentative schedule found for this month.',
  runningBlocksChange: (yearMonth: string) =>
    `A generation is running for ${yearMonth}; cancel it or wait for it to finish`,
  monthFormat: 'month must be a month as YYYY-MM',
  yearRange: `year must be between ${GENERATION_YEARS.min} and ${GENERATION_YEARS.max}`,
  monthRange: 'month must be between 1 and 12',
} as const;

const yearOf = (n: z.ZodNumber) =>
  n
    .int(GENERATION_MESSAGES.yearRange)
    .min(GENERATION_YEARS.min, GENERATION_MESSAGES.yearRange)
    .max(GENERATION_YEARS.max, GENERATION_MESSAGES.yearRange);
const monthOf = (n: z.ZodNumber) =>
  n
    .int(GENERATION_MESSAGES.monthRange)
    .min(1, GENERATION_MESSAGES.monthRange)
    .max(12, GENERATION_MESSAGES.monthRange);
const year = yearOf(z.coerce.number({ error: GENERATION_MESSAGES.yearRange }) as unknown as z.ZodNumber);
const month = monthOf(z.coerce.number({ error: GENERATION_MESSAGES.monthRange }) as unknown as z.ZodNumber);

export const YearMonthParamsSchema = z.object({ year, month });
export type YearMonthParams = z.infer<typeof YearMonthParamsSchema>;

export const GenerateBodySchema = z.object({
  year,
  month,
  timeLimitSeconds: z.coerce
    .number()
    .int('timeLimitSeconds must be a whole number')
    .min(GENERATION_SECONDS.min, `timeLimitSeconds must be at least ${GENERATION_SECONDS.min}`)
    .max(GENERATION_SECONDS.max, `timeLimitSeconds must be at most ${GENERATION_SECONDS.max}`)
    .optional(),
});
export type GenerateBody = z.infer<typeof GenerateBodySchema>;

/** `?month=YYYY-MM`, read into year and month. */
export const MonthQuerySchema = z.object({
  month: z
    .string({ error: GENERATION_MESSAGES.monthFormat })
    .regex(/^\d{4}-\d{2}$/, GENERATION_MESSAGES.monthFormat)
    .transform((value) => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) }))
    .pipe(z.object({ year: yearOf(z.number()), month: monthOf(z.number()) })),
});

export const SessionIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'id must be a session id'),
});

export const GenerationProgressSchema = z.object({
  phase: z.string(),
  percentageComplete: z.number(),
  currentStaff: z.object({ name: z.string(), current: z.number(), total: z.number() }).nullable(),
  stepIndex: z.number().int(),
  totalSteps: z.number().int(),
  stepName: z.string(),
  stepProgress: z.number(),
  message: z.string(),
  /** Best roster so far: broken hard rules and the soft penalty. */
  hardViolations: z.number().int().optional(),
  softPenalty: z.number().optional(),
});
export type GenerationProgress = z.infer<typeof GenerationProgressSchema>;

export const ExplanationItemSchema = z.object({
  staffId: z.number().int().nullable(),
  date: z.string().nullable(),
  shiftType: z.string().nullable(),
  message: z.string(),
  /** For a broken rule: the rule's name, whether it is a hard one, and what it costs the roster. */
  rule: z.string().optional(),
  hard: z.boolean().optional(),
  penalty: z.number().optional(),
});
export type ExplanationItem = z.infer<typeof ExplanationItemSchema>;

export const UnmetRequestSchema = z.object({
  staffId: z.number().int(),
  date: z.string(),
  kind: z.enum(['dayOff', 'shiftOff', 'work']),
  shiftTypes: z.array(z.string()),
  source: z.enum(['daily', 'monthlyText', 'standingText']),
  reason: z.string(),
});
export type UnmetRequest = z.infer<typeof UnmetRequestSchema>;

export const GenerationResultSchema = z.object({
  status: z.string(),
  seconds: z.number(),
  firstFeasibleSeconds: z.number().nullable(),
  hardViolations: z.number().int(),
  softPenalty: z.number(),
  /**
   * The engine's lower bound on softPenalty (no roster without a hard violation scores below it) and
   * how far softPenalty is above it, in % of softPenalty; null when none is known. Older results lack them.
   */
  lowerBound: z.number().nullable().optional(),
  gapPercent: z.number().nullable().optional(),
  entries: z.number().int(),
  coveragePercent: z.number(),
  requestsHonouredPercent: z.number(),
  /** Requests by kind (dayOff, shiftOff, work) and shift-type ratings (shifts not on a disliked type). */
  requestsByKind: z.record(z.string(), z.object({ total: z.number().int(), honoured: z.number().int() })),
  brokenRules: z.array(ExplanationItemSchema),
  uncovered: z.array(ExplanationItemSchema),
  unmetRequests: z.array(UnmetRequestSchema),
  notes: z.array(z.string()),
});
export type GenerationResult = z.infer<typeof GenerationResultSchema>;

export const GenerationSessionSchema = z.object({
  id: z.string(),
  userId: z.number().int().nullable(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(['running', 'completed', 'failed', 'cancelled']),
  startTime: z.string(),
  endTime: z.string().nullable(),
  currentProgress: GenerationProgressSchema.nullable(),
  result: GenerationResultSchema.nullable(),
  error: z.string().nullable(),
});
export type GenerationSession = z.infer<typeof GenerationSessionSchema>;

export const ScheduleEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  shiftType: z.string(),
  shiftName: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  /** The person's role (PHYSICIAN, PA, ...), so the calendar filters by role without another request. */
  staffRole: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isConflict: z.boolean(),
  conflictReason: z.string().nullable(),
  isLocked: z.boolean(),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

export const PublishedQuerySchema = z.object({
  published: z
    .enum(['true', 'false'], { error: 'published must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const EmployeeStatsSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  role: z.string(),
  totalShifts: z.number().int(),
  totalPoints: z.number(),
  averagePoints: z.number(),
  rollingAveragePoints: z.number(),
  rollingTotalShifts: z.number().int(),
});
export type EmployeeStats = z.infer<typeof EmployeeStatsSchema>;

export const ScheduleStatsSchema = z.object({
  status: z.enum(['empty', 'tentative', 'published']),
  employeeStats: z.array(EmployeeStatsSchema),
  summary: z.object({
    totalEmployees: z.number().int(),
    totalShifts: z.number().int(),
    totalPoints: z.number(),
    averageShiftsPerEmployee: z.number(),
    averagePointsPerEmployee: z.number(),
  }),
});
export type ScheduleStats = z.infer<typeof ScheduleStatsSchema>;

export const ScheduleExplanationSchema = z.object({
  brokenRules: z.array(ExplanationItemSchema),
  uncovered: z.array(ExplanationItemSchema),
  unmetRequests: z.array(UnmetRequestSchema),
  notes: z.array(z.string()),
});
export type ScheduleExplanation = z.infer<typeof ScheduleExplanationSchema>;

/** The secret address of a person's calendar feed (path: /api/calendar/{token}.ics). */
export const CalendarTokenSchema = z.object({ token: z.string(), path: z.string() });
export type CalendarToken = z.infer<typeof CalendarTokenSchema>;

export const CALENDAR_FEED_MESSAGES = {
  noStaff: 'staffId: your account is not linked to a staff profile, so it has no calendar',
  unknownFeed: 'Calendar feed not found',
} as const;

/** The texts of adding and removing a single schedule entry by hand. */
export const ENTRY_MESSAGES = {
  staffNotFound: (id: number) => `staffId: staff member ${id} not found`,
  shiftNotFound: (id: string) => `shiftType: shift type ${id} not found`,
  entryNotFound: (id: number) => `Schedule entry ${id} not found`,
  notScheduled: (name: string) => `staffId: ${name} is not clinical staff, so has no shifts to schedule`,
  duplicate: (name: string, shift: string, date: string) => `${name} already works ${shift} on ${date}`,
  secondShift: (name: string, date: string) =>
    `${name} already works a shift on ${date}: a person works at most one shift a day (a director may add the DIRECTOR shift)`,
} as const;

/** POST /api/schedules/entries: one shift for one person on one day, kept when the month is generated again. */
export const AddEntryBodySchema = z.object({
  date: z
    .string({ error: 'date must be a date as YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date as YYYY-MM-DD')
    .refine((value) => {
      const d = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
    }, 'date must be a real calendar date')
    .refine((value) => {
      const y = Number(value.slice(0, 4));
      return y >= GENERATION_YEARS.min && y <= GENERATION_YEARS.max;
    }, `date must be in the years ${GENERATION_YEARS.min} to ${GENERATION_YEARS.max}`),
  shiftType: safeText(64, { error: 'shiftType is required', field: 'shiftType' })
    .trim()
    .min(1, 'shiftType is required'),
  staffId: z
    .number({ error: 'staffId must be a whole number' })
    .int('staffId must be a whole number')
    .positive('staffId must be a positive integer')
    .max(2_147_483_647, 'staffId is too large'),
  /** Add even though it breaks hard rules (the admin saw the warning and confirmed). */
  confirm: z.boolean({ error: 'confirm must be true or false' }).optional(),
});
export type AddEntryBody = z.infer<typeof AddEntryBodySchema>;

/** A hard rule of the engine that the entry breaks: the rule's name and the sentence about this case. */
export const BrokenRuleSchema = z.object({ rule: z.string(), message: z.string() });
export type BrokenRule = z.infer<typeof BrokenRuleSchema>;

/**
 * The answer to an add: `entry` is null when it breaks rules and was not confirmed (nothing stored);
 * otherwise the stored entry, with the rules it breaks (also kept as its conflict reason).
 */
export const AddEntryResponseSchema = z.object({
  entry: ScheduleEntrySchema.nullable(),
  brokenRules: z.array(BrokenRuleSchema),
});
export type AddEntryResponse = z.infer<typeof AddEntryResponseSchema>;
