// Reader for the Curtois-Qu shift scheduling benchmark format (schedulingbenchmarks.org), string in,
// general model out. Curtois hard rules map onto hard constraints of the model, and its objective onto
// the soft ones (coverage, shift-on and shift-off requests), so the model's soft score is the objective.
import { addDays, type IsoDate, isoDate, minutes, shiftTypeId, staffId, weekdayOf } from '../domain/ids.js';
import type { Coverage, Problem, ShiftOffRequest, Staff, WorkRequest } from '../domain/problem.js';

/** The raw content of an instance file, kept for the benchmark's own objective function. */
export interface CurtoisInstance {
  readonly horizon: number;
  readonly shifts: readonly { id: string; minutes: number; cannotFollow: readonly string[] }[];
  readonly staff: readonly {
    id: string;
    maxShifts: Readonly<Record<string, number>>;
    maxTotalMinutes: number;
    minTotalMinutes: number;
    maxConsecutiveShifts: number;
    minConsecutiveShifts: number;
    minConsecutiveDaysOff: number;
    maxWeekends: number;
  }[];
  readonly daysOff: readonly { staff: string; days: readonly number[] }[];
  readonly shiftOn: readonly { staff: string; day: number; shift: string; weight: number }[];
  readonly shiftOff: readonly { staff: string; day: number; shift: string; weight: number }[];
  readonly cover: readonly { day: number; shift: string; requirement: number; under: number; over: number }[];
}

/** Parses the text of an InstanceN.txt file. Throws on malformed input (a programmer error here). */
export function parseCurtois(text: string): CurtoisInstance {
  const sections = new Map<string, string[][]>();
  let current: string[][] | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#')) continue;
    if (line === '') {
      current = undefined;
      continue;
    }
    if (line.startsWith('SECTION_')) {
      current = [];
      sections.set(line, current);
      continue;
    }
    if (!current) throw new Error(`line outside a section: ${line}`);
    current.push(line.split(',').map((x) => x.trim()));
  }
  const rows = (name: string): string[][] => sections.get(name) ?? [];
  const num = (x: string | undefined, what: string): number => {
    const n = Number(x);
    if (x === undefined || x === '' || !Number.isFinite(n)) throw new Error(`bad number for ${what}: ${x}`);
    return n;
  };
  const horizon = num(rows('SECTION_HORIZON')[0]?.[0], 'horizon');
  const shifts = rows('SECTION_SHIFTS').map((r) => ({
    id: r[0]!,
    minutes: num(r[1], 'shift length'),
    cannotFollow: (r[2] ?? '').split('|').filter((x) => x !== ''),
  }));
  const staff = rows('SECTION_STAFF').map((r) => ({
    id: r[0]!,
    maxShifts: Object.fromEntries(
      (r[1] ?? '')
        .split('|')
        .filter(Boolean)
        .map((kv) => {
          const [k, v] = kv.split('=');
          return [k!, num(v, 'max shifts')];
        }),
    ),
    maxTotalMinutes: num(r[2], 'max minutes'),
    minTotalMinutes: num(r[3], 'min minutes'),
    maxConsecutiveShifts: num(r[4], 'max consecutive'),
    minConsecutiveShifts: num(r[5], 'min consecutive'),
    minConsecutiveDaysOff: num(r[6], 'min days off'),
    maxWeekends: num(r[7], 'max weekends'),
  }));
  const daysOff = rows('SECTION_DAYS_OFF').map((r) => ({
    staff: r[0]!,
    days: r
      .slice(1)
      .filter((x) => x !== '')
      .map((x) => num(x, 'day off')),
  }));
  const req = (name: string) =>
    rows(name).map((r) => ({
      staff: r[0]!,
      day: num(r[1], 'day'),
      shift: r[2]!,
      weight: num(r[3], 'weight'),
    }));
  const cover = rows('SECTION_COVER').map((r) => ({
    day: num(r[0], 'day'),
    shift: r[1]!,
    requirement: num(r[2], 'requirement'),
    under: num(r[3], 'under weight'),
    over: num(r[4], 'over weight'),
  }));
  return {
    horizon,
    shifts,
    staff,
    daysOff,
    shiftOn: req('SECTION_SHIFT_ON_REQUESTS'),
    shiftOff: req('SECTION_SHIFT_OFF_REQUESTS'),
    cover,
  };
}

/** Benchmark day 0 is a Monday; any Monday will do as the calendar anchor. */
export const CURTOIS_START: IsoDate = isoDate('2024-01-01');

/** Maps a parsed instance onto the general model. */
export function curtoisToProblem(inst: CurtoisInstance, start: IsoDate = CURTOIS_START): Problem {
  if (weekdayOf(start) !== 0) throw new Error('Curtois instances start on a Monday');
  const dates = Array.from({ length: inst.horizon }, (_, d) => addDays(start, d));
  const days = dates.map((date) => ({ date, weekday: weekdayOf(date) }));
  const shiftTypes = inst.shifts.map((s) => ({
    id: shiftTypeId(s.id),
    name: s.id,
    // Curtois gives no start times: succession rules are explicit (CannotFollow), so start at 0.
    start: minutes(0),
    duration: minutes(s.minutes),
    eligibleRoles: [],
  }));
  const staff: Staff[] = inst.staff.map((p) => ({
    id: staffId(p.id),
    name: p.id,
    roles: [],
    limits: {
      totalMinutes: { hardMin: p.minTotalMinutes, hardMax: p.maxTotalMinutes },
      consecutiveWorkingDays: { hardMin: p.minConsecutiveShifts, hardMax: p.maxConsecutiveShifts },
      consecutiveDaysOff: { hardMin: p.minConsecutiveDaysOff },
      weekends: { hardMax: p.maxWeekends },
      maxShiftsOfType: p.maxShifts,
    },
  }));
  const coverage: Coverage[] = inst.cover.map((c) => ({
    date: dates[c.day]!,
    shiftTypeId: shiftTypeId(c.shift),
    required: c.requirement,
    underWeight: c.under,
    overWeight: c.over,
  }));
  const workRequests: WorkRequest[] = inst.shiftOn.map((r) => ({
    staffId: staffId(r.staff),
    date: dates[r.day]!,
    shiftTypeId: shiftTypeId(r.shift),
    weight: r.weight,
  }));
  const shiftOffRequests: ShiftOffRequest[] = inst.shiftOff.map((r) => ({
    staffId: staffId(r.staff),
    date: dates[r.day]!,
    shiftTypeId: shiftTypeId(r.shift),
    weight: r.weight,
  }));
  return {
    days,
    staff,
    shiftTypes,
    coverage,
    unavailability: inst.daysOff.flatMap((o) =>
      o.days.map((d) => ({ staffId: staffId(o.staff), date: dates[d]!, reason: 'dayOff' as const })),
    ),
    workRequests,
    shiftOffRequests,
    rest: {
      forbiddenSuccessions: inst.shifts.flatMap((s) =>
        s.cannotFollow.map((to) => ({ from: shiftTypeId(s.id), to: shiftTypeId(to) })),
      ),
    },
  };
}

/** A roster in benchmark form: staff id -> shift id (or '') per day. */
export type CurtoisRoster = Readonly<Record<string, readonly string[]>>;

/**
 * The benchmark's objective exactly as its README defines it, computed straight from the instance (not
 * through the model), plus the number of hard-constraint violations counted one per broken instance.
 */
export function curtoisObjective(
  inst: CurtoisInstance,
  roster: CurtoisRoster,
): { objective: number; hardViolations: number } {
  const H = inst.horizon;
  const at = (p: string, d: number): string => roster[p]?.[d] ?? '';
  let objective = 0;
  for (const r of inst.shiftOn) if (at(r.staff, r.day) !== r.shift) objective += r.weight;
  for (const r of inst.shiftOff) if (at(r.staff, r.day) === r.shift) objective += r.weight;
  for (const c of inst.cover) {
    let n = 0;
    for (const p of inst.staff) if (at(p.id, c.day) === c.shift) n++;
    objective += n < c.requirement ? (c.requirement - n) * c.under : (n - c.requirement) * c.over;
  }
  let hard = 0;
  const length = new Map(inst.shifts.map((s) => [s.id, s.minutes]));
  const cannot = new Map(inst.shifts.map((s) => [s.id, new Set(s.cannotFollow)]));
  const offDays = new Map(inst.daysOff.map((o) => [o.staff, o.days]));
  for (const p of inst.staff) {
    const row = Array.from({ length: H }, (_, d) => at(p.id, d));
    for (const x of row) if (x !== '' && !length.has(x)) hard++; // unknown shift
    for (let d = 0; d + 1 < H; d++) if (row[d] !== '' && cannot.get(row[d]!)?.has(row[d + 1]!)) hard++;
    const counts = new Map<string, number>();
    let total = 0;
    for (const x of row)
      if (x !== '') {
        counts.set(x, (counts.get(x) ?? 0) + 1);
        total += length.get(x) ?? 0;
      }
    for (const [id, n] of counts) if (n > (p.maxShifts[id] ?? Number.POSITIVE_INFINITY)) hard++;
    if (total > p.maxTotalMinutes) hard++;
    if (total < p.minTotalMinutes) hard++;
    let d = 0;
    while (d < H) {
      const works = row[d] !== '';
      let e = d;
      while (e + 1 < H && (row[e + 1] !== '') === works) e++;
      const len = e - d + 1;
      const inside = d > 0 && e < H - 1;
      if (works && len > p.maxConsecutiveShifts) hard++;
      if (works && inside && len < p.minConsecutiveShifts) hard++;
      if (!works && inside && len < p.minConsecutiveDaysOff) hard++;
      d = e + 1;
    }
    let weekends = 0;
    for (let w = 0; w * 7 + 6 < H; w++) if (row[w * 7 + 5] !== '' || row[w * 7 + 6] !== '') weekends++;
    if (weekends > p.maxWeekends) hard++;
    for (const day of offDays.get(p.id) ?? []) if (row[day] !== '') hard++;
  }
  return { objective, hardViolations: hard };
}
