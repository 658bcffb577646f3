import type { RuleForm } from '@rotawise/engine';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role', { enum: ['PHYSICIAN', 'PA', 'SCHEDULER', 'DIRECTOR'] })
    .notNull()
    .default('PHYSICIAN'),
  isDirector: boolean('is_director').notNull().default(false),
  isAdmin: boolean('is_admin').notNull().default(false),
  email: text('email'),
  phone: text('phone'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  // A login without a staff record is a "Standard Account"; deleting staff removes their login too.
  staffId: integer('staff_id')
    .unique()
    .references(() => staff.id, { onDelete: 'cascade' }),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** Set on logins created with an initial password: the person must choose a new one at first sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  dashboardWidgets: jsonb('dashboard_widgets'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not hand out live sessions.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const adminLimits = pgTable('admin_limits', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  minShifts: integer('min_shifts').notNull(),
  maxShifts: integer('max_shifts').notNull(),
});

export const standingPreferences = pgTable('standing_preferences', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .unique()
    .references(() => staff.id, { onDelete: 'cascade' }),
  maxConsecutiveDays: integer('max_consecutive_days').notNull().default(3),
  minConsecutiveDays: integer('min_consecutive_days').notNull().default(1),
  targetShiftsPerMonth: integer('target_shifts_per_month').notNull().default(15),
  minShiftsPerMonth: integer('min_shifts_per_month').notNull().default(3),
  maxShiftsPerMonth: integer('max_shifts_per_month').notNull().default(16),
  /** shift type id -> rating 1 (dislike), 2 (neutral), 3 (like) */
  shiftPreferences: jsonb('shift_preferences').$type<Record<string, number>>().notNull().default({}),
  preferredWeekdays: jsonb('preferred_weekdays').$type<number[]>().notNull().default([]),
  avoidedWeekdays: jsonb('avoided_weekdays').$type<number[]>().notNull().default([]),
  preferredWeekends: jsonb('preferred_weekends').$type<unknown[]>().notNull().default([]),
  naturalLanguagePreferences: text('natural_language_preferences').notNull().default(''),
  enableCircadianRhythm: boolean('enable_circadian_rhythm').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const shiftTypes = pgTable('shift_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  startTime: text('start_time').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  eligibleRoles: jsonb('eligible_roles').$type<string[]>().notNull(),
  isSpecialty: boolean('is_specialty').notNull().default(false),
  countsTowardTotal: boolean('counts_toward_total').notNull().default(true),
  exemptFromCircadian: boolean('exempt_from_circadian').notNull().default(false),
  points: real('points').notNull().default(1),
});

export const weeklyTemplate = pgTable(
  'weekly_template',
  {
    day: text('day', { enum: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] }).notNull(),
    shiftTypeId: text('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shiftTypeId] })],
);

export const tier1Rules = pgTable('tier1_rules', {
  id: serial('id').primaryKey(),
  ruleName: text('rule_name').notNull(),
  ruleDescription: text('rule_description').notNull(),
  isEnforced: boolean('is_enforced').notNull().default(true),
  ruleLevel: text('rule_level', { enum: ['individual', 'institutional'] })
    .notNull()
    .default('institutional'),
  /** The machine form the engine enforces, read from the description; null when not understood. */
  enforcement: jsonb('enforcement').$type<RuleForm>(),
  createdAt: createdAt(),
});

export const monthlyRequests = pgTable(
  'monthly_requests',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    naturalLanguageRequest: text('natural_language_request').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monthly_requests_staff_month_uq').on(t.staffId, t.year, t.month),
    index('monthly_requests_month_idx').on(t.year, t.month),
  ],
);

export const dailyRequests = pgTable(
  'daily_requests',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    monthlyRequestId: integer('monthly_request_id').references(() => monthlyRequests.id, {
      onDelete: 'cascade',
    }),
    date: date('date', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: ['day_off', 'request_to_work', 'specific_shifts_off'] }).notNull(),
    anyShift: boolean('any_shift').notNull().default(false),
    selectedShifts: jsonb('selected_shifts').$type<string[]>().notNull().default([]),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('daily_requests_staff_date_uq').on(t.staffId, t.date),
    index('daily_requests_date_idx').on(t.date),
  ],
);

export const vacationRequests = pgTable(
  'vacation_requests',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    requestNotes: text('request_notes').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    respondedBy: integer('responded_by').references(() => users.id, { onDelete: 'set null' }),
    responseNotes: text('response_notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vacation_requests_staff_idx').on(t.staffId),
    index('vacation_requests_dates_idx').on(t.startDate, t.endDate),
  ],
);

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull(),
    department: text('department').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    notes: text('notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdStaffId: integer('created_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('registration_requests_status_idx').on(t.status)],
);

/** One-time verification questions issued by the server for registration (never trusted to the browser). */
export const registrationChallenges = pgTable('registration_challenges', {
  id: text('id').primaryKey(),
  answer: integer('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    shiftType: text('shift_type').notNull(),
    shiftName: text('shift_name').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    startTime: text('start_time'),
    endTime: text('end_time'),
    isConflict: boolean('is_conflict').notNull().default(false),
    conflictReason: text('conflict_reason'),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('schedule_entries_date_shift_staff_uq').on(t.date, t.shiftType, t.staffId),
    index('schedule_entries_date_idx').on(t.date),
    index('schedule_entries_staff_date_idx').on(t.staffId, t.date),
  ],
);

export const scheduleMonths = pgTable(
  'schedule_months',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: text('status', { enum: ['empty', 'tentative', 'published'] })
      .notNull()
      .default('empty'),
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }),
    generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.year, t.month] })],
);

export const generationSessions = pgTable(
  'generation_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: text('status', { enum: ['running', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('running'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    currentProgress: jsonb('current_progress'),
    result: jsonb('result'),
    error: text('error'),
  },
  (t) => [
    // Only one generation per month may run at a time (spec: "Only one generation per month").
    uniqueIndex('generation_sessions_one_running_uq').on(t.year, t.month).where(sql`${t.status} = 'running'`),
    index('generation_sessions_month_idx').on(t.year, t.month),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** The secret of each person's calendar feed (/api/calendar/{token}.ics); resetting it replaces the row. */
export const calendarTokens = pgTable('calendar_tokens', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by every server process on PostgreSQL (one process on PGlite counts in
 * memory): hits of a key (route and caller) in the window that ends at resets_at.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
);

/**
 * A counter per kind of data that changes rarely and is read very often, raised by triggers on every
 * write to its tables (migration 0004), so a process can tell from one small row whether what it holds
 * is still current, whichever process or transaction wrote. 'schedule': schedule entries and staff.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
