// The database's month (MonthInputs) as the engine's Problem. Pure: same inputs, same problem.

import { CLINICAL_ROLES } from '@rotawise/api-contract';
import {
  type Coverage,
  type InterpretConstraint,
  type IsoDate,
  interpret,
  isoDate,
  type LockedEntry,
  minutes,
  type Problem,
  type RuleForm,
  type RuleWindow,
  readRule,
  type ShiftOffRequest,
  type ShiftType,
  type ShiftTypeId,
  type Staff,
  type StaffLimits,
  shiftTypeId,
  staffId,
  type Unavailability,
  type Weekday,
  type WorkRequest,
  weekdayOf,
} from '@rotawise/engine';
import { edgeRunsOf, monthEdgeOffs } from './month-edges.js';
import { type MonthInputs, monthBounds } from './month-inputs.js';

/** The spec's defaults for a person without standing preferences (Business constants). */
export const STANDING_DEFAULTS = {
  minShiftsPerMonth: 3,
  maxShiftsPerMonth: 16,
  targetShiftsPerMonth: 15,
  maxConsecutiveDays: 3,
  minConsecutiveDays: 1,
} as const;

/** Soft weights: an empty slot costs far more than any wish, so coverage comes first. */
export const WEIGHTS = {
  uncovered: 1000,
  overCovered: 1000,
  dailyRequest: 20,
  textRequest: 10,
  shiftTarget: 5,
  consecutive: 3,
  weekends: 5,
  fairness: 1,
} as const;

/** A request as the person made it, kept beside the problem to say afterwards whether it was honoured. */
export interface RequestRecord {
  staffId: number;
  date: string;
  kind: 'dayOff' | 'shiftOff' | 'work';
  /** Shift types it is about; empty: any shift. */
  shiftTypes: string[];
  source: 'daily' | 'monthlyText' | 'standingText';
  /** Hard requests (approved days off) are kept by the engine whatever it costs. */
  hard: boolean;
}

export interface BuiltProblem {
  problem: Problem;
  requests: RequestRecord[];
  /**
   * The must shift-off requests the month's edges impose (rest after the day before, before the day
   * after), already in the problem's shiftOffRequests: the department's rules, no one's request.
   */
  edgeOffs: ShiftOffRequest[];
  /** What was read but cannot be enforced (rules the engine has no form for, text not understood). */
  notes: string[];
}

const WEEKDAY_KEYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** Spec weekday (0 = Sunday) to the engine's (0 = Monday). */
const engineWeekday = (sundayFirst: number): Weekday => ((sundayFirst + 6) % 7) as Weekday;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export interface BuildOptions {
  /**
   * Whether the month's edges add their must shift-off requests (default true). A check of one entry
   * added by hand pairs the neighbouring days itself and leaves them out.
   */
  edgeRequests?: boolean;
}

export function buildProblem(inputs: MonthInputs, options: BuildOptions = {}): BuiltProblem {
  const notes: string[] = [];
  const requests: RequestRecord[] = [];
  const { first, days: dayCount } = monthBounds(inputs.year, inputs.month);
  const dates = Array.from({ length: dayCount }, (_, i) =>
    isoDate(`${first.slice(0, 8)}${String(i + 1).padStart(2, '0')}`),
  );
  const inMonth = new Set<string>(dates);
  // Runs of days worked or off just outside the month: the engine joins them to its edges.
  const around = edgeRunsOf(inputs.neighbourEntries, inputs.vacations, dates[0]!, dates.at(-1)!);
  const shiftIds = new Set(inputs.shiftTypes.map((s) => s.id));

  const forms = enforcedRuleForms(inputs, notes);
  const maxInARow = forms.find((f) => f.kind === 'maxConsecutiveDays');

  const shiftTypes: ShiftType[] = inputs.shiftTypes.map((s) => ({
    id: shiftTypeId(s.id),
    name: s.displayName,
    start: minutes(minutesOf(s.startTime)),
    duration: minutes(s.durationMinutes),
    eligibleRoles: [...s.eligibleRoles],
    countsTowardTotal: s.countsTowardTotal,
    points: s.points,
    circadianExempt: s.exemptFromCircadian,
    directorShift: s.id === 'DIRECTOR',
  }));

  const coverage = buildCoverage(inputs, dates);

  // Approved vacations and day-off requests are hard; the rest are wishes.
  const unavailability: Unavailability[] = [];
  const off = new Set<string>();
  const addUnavailable = (id: number, date: string, reason: Unavailability['reason']) => {
    const key = `${id}|${date}`;
    if (off.has(key) || !inMonth.has(date)) return;
    off.add(key);
    unavailability.push({ staffId: staffId(String(id)), date: isoDate(date), reason });
  };
  for (const v of inputs.vacations)
    for (const date of dates)
      if (date >= v.startDate && date <= v.endDate) addUnavailable(v.staffId, date, 'vacation');

  const shiftOffRequests: ShiftOffRequest[] = [];
  const workRequests: WorkRequest[] = [];
  const known = (types: readonly string[]) => types.filter((id) => shiftIds.has(id));
  for (const r of inputs.dailyRequests) {
    const sid = staffId(String(r.staffId));
    const date = isoDate(r.date);
    if (r.mode === 'day_off') {
      addUnavailable(r.staffId, r.date, 'dayOff');
      requests.push({
        staffId: r.staffId,
        date: r.date,
        kind: 'dayOff',
        shiftTypes: [],
        source: 'daily',
        hard: true,
      });
    } else if (r.mode === 'specific_shifts_off') {
      const types = r.anyShift ? [] : known(r.selectedShifts);
      if (types.length === 0) shiftOffRequests.push({ staffId: sid, date, weight: WEIGHTS.dailyRequest });
      for (const id of types)
        shiftOffRequests.push({
          staffId: sid,
          date,
          shiftTypeId: shiftTypeId(id),
          weight: WEIGHTS.dailyRequest,
        });
      requests.push({
        staffId: r.staffId,
        date: r.date,
        kind: 'shiftOff',
        shiftTypes: types,
        source: 'daily',
        hard: false,
      });
    } else {
      const types = r.anyShift ? [] : known(r.selectedShifts);
      // One wish per day: any of the chosen shifts honours it, so a single type or any shift.
      workRequests.push({
        staffId: sid,
        date,
        ...(types.length === 1 ? { shiftTypeId: shiftTypeId(types[0]!) } : {}),
        weight: WEIGHTS.dailyRequest,
      });
      requests.push({
        staffId: r.staffId,
        date: r.date,
        kind: 'work',
        shiftTypes: types,
        source: 'daily',
        hard: false,
      });
    }
  }

  const limitsById = new Map(inputs.adminLimits.map((l) => [l.staffId, l]));
  const standingById = new Map(inputs.standing.map((s) => [s.staffId, s]));
  const textById = new Map(inputs.monthlyRequests.map((m) => [m.staffId, m.naturalLanguageRequest]));
  const interpretContext = {
    year: inputs.year,
    month: inputs.month,
    shiftTypes: inputs.shiftTypes.map((s) => ({
      id: s.id,
      name: s.name,
      displayName: s.displayName,
      startTime: s.startTime,
    })),
  };

  const staff: Staff[] = [];
  for (const person of inputs.staff) {
    if (!(CLINICAL_ROLES as readonly string[]).includes(person.role)) continue;
    const sid = staffId(String(person.id));
    const standing = standingById.get(person.id);
    const admin = limitsById.get(person.id);
    const s = { ...STANDING_DEFAULTS, ...(standing ?? {}) };
    const available = dayCount - dates.filter((d) => off.has(`${person.id}|${d}`)).length;
    // The admin limits bound what the person asks for; the minimum never exceeds the days they can work.
    const hardMax = Math.min(admin?.maxShifts ?? s.maxShiftsPerMonth, s.maxShiftsPerMonth);
    const hardMin = Math.min(Math.max(admin?.minShifts ?? 0, s.minShiftsPerMonth), hardMax, available);
    const target = clamp(s.targetShiftsPerMonth, hardMin, hardMax);
    const limits: {
      shifts: RuleWindow;
      consecutiveWorkingDays: RuleWindow;
      consecutiveDaysOff?: RuleWindow;
      weekends?: RuleWindow;
      maxShiftsOfType?: Record<string, number>;
    } = {
      shifts: {
        hardMin,
        softMin: target,
        softMax: target,
        hardMax,
        minCost: WEIGHTS.shiftTarget,
        maxCost: WEIGHTS.shiftTarget,
      },
      consecutiveWorkingDays: {
        softMin: s.minConsecutiveDays,
        minCost: WEIGHTS.consecutive,
        softMax: s.maxConsecutiveDays,
        maxCost: WEIGHTS.consecutive,
        ...(maxInARow?.kind === 'maxConsecutiveDays' ? { hardMax: maxInARow.days } : {}),
      },
    };
    const ratings: Record<string, 1 | 2 | 3> = {};
    for (const [id, rating] of Object.entries(standing?.shiftPreferences ?? {}))
      if (shiftIds.has(id) && (rating === 1 || rating === 2 || rating === 3)) ratings[id] = rating;
    let preferred = (standing?.preferredWeekdays ?? []).map(engineWeekday);
    let avoided = (standing?.avoidedWeekdays ?? []).map(engineWeekday);

    // Free text, standing first so the month's own text wins where both speak.
    for (const [source, text] of [
      ['standingText', standing?.naturalLanguagePreferences ?? ''],
      ['monthlyText', textById.get(person.id) ?? ''],
    ] as const) {
      if (!text.trim()) continue;
      const read = interpret(text, interpretContext);
      for (const u of read.unrecognized) notes.push(`${person.name}: not understood: "${u}"`);
      for (const c of read.constraints) {
        const applied = applyTextConstraint(c, {
          person,
          source,
          dates,
          known,
          limits,
          ratings,
          shiftOffRequests,
          workRequests,
          requests,
          addUnavailable,
        });
        if (applied.preferred) preferred = applied.preferred;
        if (applied.avoided) avoided = applied.avoided;
        if (applied.note) notes.push(`${person.name}: ${applied.note}`);
      }
    }
    const w = limits.shifts;
    if (w.softMin !== undefined)
      limits.shifts = {
        ...w,
        softMin: clamp(w.softMin, w.hardMin ?? 0, w.hardMax ?? dayCount),
        softMax: clamp(w.softMax ?? w.softMin, w.hardMin ?? 0, w.hardMax ?? dayCount),
      };

    staff.push({
      id: sid,
      name: person.name,
      roles: person.isDirector && person.role !== 'DIRECTOR' ? [person.role, 'DIRECTOR'] : [person.role],
      director: person.isDirector || person.role === 'DIRECTOR',
      circadianOptimisation: standing?.enableCircadianRhythm ?? true,
      pointsCarried: Math.round(inputs.carriedPoints.get(person.id) ?? 0),
      ...around(person.id),
      limits: limits as StaffLimits,
      shiftTypeRatings: ratings,
      ...(preferred.length > 0 ? { preferredWeekdays: preferred } : {}),
      ...(avoided.length > 0 ? { avoidedWeekdays: avoided } : {}),
    });
  }

  const scheduled = new Set(staff.map((s) => s.id as string));
  const locked = lockedEntries(inputs, scheduled);
  const problem: Problem = {
    days: dates.map((date) => ({ date, weekday: weekdayOf(date) })),
    staff,
    shiftTypes,
    coverage,
    unavailability: unavailability.filter((u) => scheduled.has(u.staffId)),
    shiftOffRequests: shiftOffRequests.filter((r) => scheduled.has(r.staffId)),
    workRequests: workRequests.filter((r) => scheduled.has(r.staffId)),
    locked,
    rest: restRules(forms, inputs),
    weights: { shiftTypeRating: 1, weekdayPreference: 1, fairness: WEIGHTS.fairness },
  };
  // Kept apart from `requests` so no request statistic or explanation counts them.
  const edgeOffs = options.edgeRequests === false ? [] : monthEdgeOffs(problem, inputs.neighbourEntries);
  return {
    problem: { ...problem, shiftOffRequests: [...(problem.shiftOffRequests ?? []), ...edgeOffs] },
    requests: requests.filter((r) => scheduled.has(String(r.staffId))),
    edgeOffs,
    notes,
  };
}

/** The weekly template over the month; shift types closed on a day get a required count of 0. */
function buildCoverage(inputs: MonthInputs, dates: readonly IsoDate[]): Coverage[] {
  const coverage: Coverage[] = [];
  for (const date of dates) {
    const key = WEEKDAY_KEYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    const counts = new Map(
      inputs.template.filter((slot) => slot.day === key).map((slot) => [slot.shiftTypeId, slot.count]),
    );
    for (const s of inputs.shiftTypes)
      coverage.push({
        date,
        shiftTypeId: shiftTypeId(s.id),
        required: counts.get(s.id) ?? 0,
        underWeight: WEIGHTS.uncovered,
        overWeight: WEIGHTS.overCovered,
      });
  }
  return coverage;
}

/** The machine form of every enforced tier-1 rule, read from its description; the unreadable ones noted. */
function enforcedRuleForms(inputs: MonthInputs, notes: string[]): RuleForm[] {
  const forms: RuleForm[] = [];
  for (const rule of inputs.rules) {
    if (!rule.isEnforced) continue;
    // The machine form stored with the rule; rules written before it existed are read now.
    const form = rule.enforcement ?? readRule(rule.ruleDescription);
    if (!form) notes.push(`Rule "${rule.ruleName}" was not understood and is not enforced`);
    else if (!ENGINE_RULE_KINDS.has(form.kind))
      notes.push(`Rule "${rule.ruleName}" (${form.kind}) has no form in the engine yet and is not enforced`);
    else forms.push(form);
  }
  return forms;
}

/** Rule kinds the engine enforces today; the others are reported, not silently dropped. */
const ENGINE_RULE_KINDS = new Set<RuleForm['kind']>([
  'minRestHours',
  'maxConsecutiveDays',
  'forwardRotation',
  'noShiftAfterNight',
  'shiftCoverage',
]);

function restRules(forms: readonly RuleForm[], inputs: MonthInputs): Problem['rest'] {
  const rest = forms.find((f) => f.kind === 'minRestHours');
  const successions: { from: ShiftTypeId; to: ShiftTypeId }[] = [];
  const rotating = inputs.shiftTypes.filter((s) => !s.exemptFromCircadian);
  const seen = new Set<string>();
  const forbid = (from: string, to: string) => {
    const key = `${from}>${to}`;
    if (seen.has(key)) return;
    seen.add(key);
    successions.push({ from: shiftTypeId(from), to: shiftTypeId(to) });
  };
  for (const form of forms) {
    if (form.kind === 'forwardRotation')
      for (const a of rotating)
        for (const b of rotating) if (minutesOf(b.startTime) < minutesOf(a.startTime)) forbid(a.id, b.id);
    if (form.kind === 'noShiftAfterNight')
      for (const a of rotating)
        if (minutesOf(a.startTime) >= form.nightStartHour * 60) for (const b of rotating) forbid(a.id, b.id);
  }
  return {
    ...(rest?.kind === 'minRestHours' ? { minRestMinutes: minutes(rest.hours * 60) } : {}),
    ...(successions.length > 0 ? { forbiddenSuccessions: successions } : {}),
  };
}

function lockedEntries(inputs: MonthInputs, scheduled: Set<string>): LockedEntry[] {
  const byCell = new Map<string, { staffId: number; date: string; types: string[] }>();
  for (const e of inputs.lockedEntries) {
    if (!scheduled.has(String(e.staffId))) continue;
    const key = `${e.staffId}|${e.date}`;
    const cell = byCell.get(key) ?? { staffId: e.staffId, date: e.date, types: [] };
    cell.types.push(e.shiftType);
    byCell.set(key, cell);
  }
  return [...byCell.values()].map((c) => ({
    staffId: staffId(String(c.staffId)),
    date: isoDate(c.date),
    shiftTypeIds: c.types.map(shiftTypeId),
  }));
}

interface TextTarget {
  person: MonthInputs['staff'][number];
  source: 'standingText' | 'monthlyText';
  dates: readonly IsoDate[];
  known: (types: readonly string[]) => string[];
  limits: {
    shifts: RuleWindow;
    consecutiveWorkingDays: RuleWindow;
    consecutiveDaysOff?: RuleWindow;
    weekends?: RuleWindow;
    maxShiftsOfType?: Record<string, number>;
  };
  ratings: Record<string, 1 | 2 | 3>;
  shiftOffRequests: ShiftOffRequest[];
  workRequests: WorkRequest[];
  requests: RequestRecord[];
  addUnavailable: (id: number, date: string, reason: Unavailability['reason']) => void;
}

/** One interpreted clause of a person's free text, laid onto their limits and requests. */
function applyTextConstraint(
  c: InterpretConstraint,
  x: TextTarget,
): { preferred?: Weekday[]; avoided?: Weekday[]; note?: string } {
  const sid = staffId(String(x.person.id));
  const inMonth = (date: string) => x.dates.includes(date as IsoDate);
  const w = x.limits.shifts;
  switch (c.type) {
    case 'day_off':
      if (!inMonth(c.date)) return {};
      // Written wishes are soft: only the day-off calendar and approved vacations are hard.
      x.shiftOffRequests.push({ staffId: sid, date: isoDate(c.date), weight: WEIGHTS.textRequest });
      x.requests.push({
        staffId: x.person.id,
        date: c.date,
        kind: 'dayOff',
        shiftTypes: [],
        source: x.source,
        hard: false,
      });
      return {};
    case 'shift_off': {
      const types = x.known(c.shiftTypes);
      const days = x.dates.filter(
        (d) => c.dates?.includes(d) || (c.weekdays ?? []).includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
      );
      for (const date of days) {
        for (const id of types)
          x.shiftOffRequests.push({
            staffId: sid,
            date,
            shiftTypeId: shiftTypeId(id),
            weight: WEIGHTS.textRequest,
          });
        if (types.length === 0) x.shiftOffRequests.push({ staffId: sid, date, weight: WEIGHTS.textRequest });
        x.requests.push({
          staffId: x.person.id,
          date,
          kind: 'shiftOff',
          shiftTypes: types,
          source: x.source,
          hard: false,
        });
      }
      return {};
    }
    case 'request_to_work': {
      if (!inMonth(c.date)) return {};
      const types = x.known(c.shiftTypes ?? []);
      x.workRequests.push({
        staffId: sid,
        date: isoDate(c.date),
        ...(types.length === 1 ? { shiftTypeId: shiftTypeId(types[0]!) } : {}),
        weight: WEIGHTS.textRequest,
      });
      x.requests.push({
        staffId: x.person.id,
        date: c.date,
        kind: 'work',
        shiftTypes: types,
        source: x.source,
        hard: false,
      });
      return {};
    }
    case 'prefer_shift_types':
      for (const id of x.known(c.shiftTypes)) x.ratings[id] = 3;
      return {};
    case 'avoid_shift_types':
      for (const id of x.known(c.shiftTypes)) x.ratings[id] = 1;
      return {};
    case 'prefer_weekdays':
      return { preferred: c.weekdays.map(engineWeekday) };
    case 'avoid_weekdays':
      return { avoided: c.weekdays.map(engineWeekday) };
    case 'max_consecutive_days':
      x.limits.consecutiveWorkingDays = { ...x.limits.consecutiveWorkingDays, softMax: c.value };
      return {};
    case 'min_consecutive_days':
      x.limits.consecutiveWorkingDays = { ...x.limits.consecutiveWorkingDays, softMin: c.value };
      return {};
    // Days off in a row weigh as the working days do; a person's text, must or not, stays a wish.
    case 'max_consecutive_days_off':
    case 'min_consecutive_days_off':
      x.limits.consecutiveDaysOff = {
        ...x.limits.consecutiveDaysOff,
        ...(c.type === 'max_consecutive_days_off'
          ? { softMax: c.value, maxCost: WEIGHTS.consecutive }
          : { softMin: c.value, minCost: WEIGHTS.consecutive }),
      };
      return {};
    case 'min_shifts':
      x.limits.shifts = { ...w, softMin: c.value, softMax: Math.max(w.softMax ?? c.value, c.value) };
      return {};
    case 'max_shifts':
      x.limits.shifts = { ...w, softMax: c.value, softMin: Math.min(w.softMin ?? c.value, c.value) };
      return {};
    case 'target_shifts':
      x.limits.shifts = { ...w, softMin: c.value, softMax: c.value };
      return {};
    case 'max_weekends':
      x.limits.weekends = { softMax: c.value, maxCost: WEIGHTS.weekends };
      return {};
    case 'avoid_weekends':
      x.limits.weekends = { softMax: 0, maxCost: WEIGHTS.weekends };
      return {};
    case 'max_shifts_of_type': {
      const caps = { ...(x.limits.maxShiftsOfType ?? {}) };
      for (const id of x.known(c.shiftTypes)) caps[id] = c.value;
      x.limits.maxShiftsOfType = caps;
      return {};
    }
    case 'min_rest_hours':
      return { note: `a personal rest of ${c.value} hours is not enforced (the department's rule applies)` };
  }
}
