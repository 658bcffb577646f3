// Compiles a Problem into dense indexed arrays. The roster is an Int16Array of staff x day holding a
// "day value" index, or -1 for a day off. A day value is one shift, or, for directors, the DIRECTOR shift
// plus one other shift (docs/architecture.md: the director rule), so the one-shift-a-day rule is structural.
import type { IsoDate, ShiftTypeId, StaffId } from '../domain/ids.js';
import type { Problem, RuleWindow } from '../domain/problem.js';

export const OFF = -1;

/** Greatest common divisor of two non-negative integers (gcd(0, x) = x). */
export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** `locked` entry meaning "not locked". */
export const FREE = -2;

export interface Compiled {
  readonly problem: Problem;
  /** Staff, days, shift types, day values (excluding off). */
  readonly S: number;
  readonly D: number;
  readonly T: number;
  readonly V: number;
  /** values[v] = shift-type indices worked that day (1 or 2). */
  readonly values: readonly (readonly number[])[];
  /** Per value, indexed v + 1 (0 = off). */
  readonly valMinutes: Float64Array;
  readonly valCounted: Float64Array;
  readonly valPoints: Float64Array;
  /** Earliest start / latest end in minutes from the day's midnight. */
  readonly valStart: Int32Array;
  readonly valEnd: Int32Array;
  /** The first-starting / last-ending shift is circadian-exempt. */
  readonly valStartExempt: Uint8Array;
  readonly valEndExempt: Uint8Array;
  /** (V + 1) x T: 1 when value contains shift type t. */
  readonly valHasType: Uint8Array;
  readonly weekday: Uint8Array;
  /** Weekend index per day, -1 on weekdays. */
  readonly weekendOf: Int32Array;
  readonly weekendCount: number;
  /** S x D, FREE or the locked value (OFF for a locked day off). */
  readonly locked: Int16Array;
  /** Values each person may be given by the solver (role-eligible, director rule), off excluded. */
  readonly domain: readonly Int16Array[];
  readonly coverRequired: Int32Array;
  readonly coverUnder: Float64Array;
  readonly coverOver: Float64Array;
  readonly staffIndex: ReadonlyMap<StaffId, number>;
  readonly shiftIndex: ReadonlyMap<ShiftTypeId, number>;
  readonly dayIndex: ReadonlyMap<IsoDate, number>;
  /** Value index for a set of shift types (sorted key "a|b"), used to read rosters and locked entries. */
  readonly valueByKey: ReadonlyMap<string, number>;
  readonly staffIsDirector: Uint8Array;
  readonly staffCircadian: Uint8Array;
  /** Fair share of points for each person over this horizon (may be fractional). */
  readonly fairShare: Float64Array;
  /** S x D: 0 available, 1 vacation, 2 approved day off. */
  readonly unavailable: Uint8Array;
  /** S x D: shift-off / work requests on that cell (t = -1: any shift). */
  readonly offRequests: readonly (readonly CellRequest[] | undefined)[];
  readonly workRequests: readonly (readonly CellRequest[] | undefined)[];
  /** S x T: rating 1-3 (2 when unrated). */
  readonly rating: Uint8Array;
}

export interface CellRequest {
  readonly t: number;
  readonly weight: number;
  /** A must request (hard); only shift-off requests can be. */
  readonly must?: boolean;
}

const EMPTY_WINDOW: RuleWindow = {};

export function staffLimit<K extends keyof NonNullable<Problem['staff'][number]['limits']>>(
  c: Compiled,
  s: number,
  key: K,
): NonNullable<NonNullable<Problem['staff'][number]['limits']>[K]> | RuleWindow {
  return c.problem.staff[s]?.limits?.[key] ?? EMPTY_WINDOW;
}

export function compile(problem: Problem): Compiled {
  const S = problem.staff.length;
  const D = problem.days.length;
  const T = problem.shiftTypes.length;
  const shiftIndex = new Map<ShiftTypeId, number>();
  problem.shiftTypes.forEach((t, i) => {
    if (shiftIndex.has(t.id)) throw new Error(`duplicate shift type id ${t.id}`);
    shiftIndex.set(t.id, i);
  });
  const staffIndex = new Map<StaffId, number>();
  problem.staff.forEach((p, i) => {
    if (staffIndex.has(p.id)) throw new Error(`duplicate staff id ${p.id}`);
    staffIndex.set(p.id, i);
  });
  const dayIndex = new Map<IsoDate, number>();
  problem.days.forEach((d, i) => {
    dayIndex.set(d.date, i);
  });

  // Day values: every single shift, then DIRECTOR + other for each director shift.
  const values: number[][] = problem.shiftTypes.map((_, t) => [t]);
  const directorShifts = problem.shiftTypes.flatMap((t, i) => (t.directorShift ? [i] : []));
  for (const ds of directorShifts) {
    for (let t = 0; t < T; t++) if (!problem.shiftTypes[t]!.directorShift) values.push([ds, t]);
  }
  const V = values.length;
  const valueByKey = new Map<string, number>();
  values.forEach((shifts, v) => {
    valueByKey.set(keyOf(shifts), v);
  });

  const valMinutes = new Float64Array(V + 1);
  const valCounted = new Float64Array(V + 1);
  const valPoints = new Float64Array(V + 1);
  const valStart = new Int32Array(V + 1);
  const valEnd = new Int32Array(V + 1);
  const valStartExempt = new Uint8Array(V + 1);
  const valEndExempt = new Uint8Array(V + 1);
  const valHasType = new Uint8Array((V + 1) * T);
  values.forEach((shifts, v) => {
    let start = Number.POSITIVE_INFINITY;
    let end = Number.NEGATIVE_INFINITY;
    for (const t of shifts) {
      const st = problem.shiftTypes[t]!;
      valMinutes[v + 1]! += st.duration;
      valCounted[v + 1]! += st.countsTowardTotal === false ? 0 : 1;
      valPoints[v + 1]! += st.points ?? 0;
      valHasType[(v + 1) * T + t] = 1;
      if (st.start < start) {
        start = st.start;
        valStartExempt[v + 1] = st.circadianExempt ? 1 : 0;
      }
      if (st.start + st.duration > end) {
        end = st.start + st.duration;
        valEndExempt[v + 1] = st.circadianExempt ? 1 : 0;
      }
    }
    valStart[v + 1] = start;
    valEnd[v + 1] = end;
  });

  const weekday = new Uint8Array(D);
  const weekendOf = new Int32Array(D).fill(-1);
  let weekendCount = 0;
  problem.days.forEach((day, d) => {
    weekday[d] = day.weekday;
    if (day.weekday === 5 || day.weekday === 6) {
      // Sunday joins the Saturday before it when that Saturday is in the horizon.
      if (day.weekday === 6 && d > 0 && problem.days[d - 1]!.weekday === 5) weekendOf[d] = weekendOf[d - 1]!;
      else weekendOf[d] = weekendCount++;
    }
  });

  const staffIsDirector = new Uint8Array(S);
  const staffCircadian = new Uint8Array(S);
  problem.staff.forEach((p, s) => {
    staffIsDirector[s] = p.director ? 1 : 0;
    staffCircadian[s] = p.circadianOptimisation === false ? 0 : 1;
  });

  const domain = problem.staff.map((p, s) => {
    const allowed: number[] = [];
    values.forEach((shifts, v) => {
      if (shifts.length > 1 && !staffIsDirector[s]) return;
      const ok = shifts.every((t) => {
        const st = problem.shiftTypes[t]!;
        const cap = p.limits?.maxShiftsOfType?.[st.id];
        if (cap === 0) return false;
        return st.eligibleRoles.length === 0 || st.eligibleRoles.some((r) => p.roles.includes(r));
      });
      if (ok) allowed.push(v);
    });
    return Int16Array.from(allowed);
  });

  const locked = new Int16Array(S * D).fill(FREE);
  for (const l of problem.locked ?? []) {
    const s = staffIndex.get(l.staffId);
    const d = dayIndex.get(l.date);
    if (s === undefined || d === undefined)
      throw new Error(`locked entry for unknown ${l.staffId} / ${l.date}`);
    if (l.shiftTypeIds.length === 0) {
      locked[s * D + d] = OFF;
      continue;
    }
    const ts = l.shiftTypeIds.map((id) => {
      const t = shiftIndex.get(id);
      if (t === undefined) throw new Error(`locked entry with unknown shift type ${id}`);
      return t;
    });
    const v = valueByKey.get(keyOf(ts));
    if (v === undefined)
      throw new Error(`locked entry with an impossible shift combination for ${l.staffId}`);
    locked[s * D + d] = v;
  }

  const coverRequired = new Int32Array(D * T);
  const coverUnder = new Float64Array(D * T);
  const coverOver = new Float64Array(D * T);
  for (const cv of problem.coverage) {
    const d = dayIndex.get(cv.date);
    const t = shiftIndex.get(cv.shiftTypeId);
    if (d === undefined || t === undefined)
      throw new Error(`coverage for unknown ${cv.date} / ${cv.shiftTypeId}`);
    coverRequired[d * T + t] = cv.required;
    coverUnder[d * T + t] = cv.underWeight;
    coverOver[d * T + t] = cv.overWeight;
  }

  // Fair share: everyone should end with the same cumulative points. Only people who can earn points
  // (some eligible shift has points) share them.
  const fairShare = new Float64Array(S);
  let required = 0;
  for (let d = 0; d < D; d++)
    for (let t = 0; t < T; t++) required += coverRequired[d * T + t]! * (problem.shiftTypes[t]!.points ?? 0);
  const earners = problem.staff.flatMap((_p, s) =>
    domain[s]!.some((v) => valPoints[v + 1]! > 0) ? [s] : [],
  );
  if (earners.length > 0) {
    const carried = earners.reduce((a, s) => a + (problem.staff[s]!.pointsCarried ?? 0), 0);
    const each = (required + carried) / earners.length;
    for (const s of earners) fairShare[s] = each - (problem.staff[s]!.pointsCarried ?? 0);
  }

  const cellOf = (id: StaffId, date: IsoDate, what: string): number => {
    const s = staffIndex.get(id);
    const d = dayIndex.get(date);
    if (s === undefined || d === undefined) throw new Error(`${what} for unknown ${id} / ${date}`);
    return s * D + d;
  };
  const shiftOf = (id: ShiftTypeId | undefined): number => {
    if (id === undefined) return -1;
    const t = shiftIndex.get(id);
    if (t === undefined) throw new Error(`unknown shift type ${id}`);
    return t;
  };
  const unavailable = new Uint8Array(S * D);
  for (const u of problem.unavailability ?? [])
    unavailable[cellOf(u.staffId, u.date, 'unavailability')] = u.reason === 'vacation' ? 1 : 2;
  const offRequests: CellRequest[][] = [];
  for (const r of problem.shiftOffRequests ?? []) {
    const i = cellOf(r.staffId, r.date, 'shift-off request');
    const request: CellRequest =
      r.priority === 'must'
        ? { t: shiftOf(r.shiftTypeId), weight: r.weight, must: true }
        : { t: shiftOf(r.shiftTypeId), weight: r.weight };
    offRequests[i] = [...(offRequests[i] ?? []), request];
  }
  const workRequests: CellRequest[][] = [];
  for (const r of problem.workRequests ?? []) {
    const i = cellOf(r.staffId, r.date, 'work request');
    workRequests[i] = [...(workRequests[i] ?? []), { t: shiftOf(r.shiftTypeId), weight: r.weight }];
  }
  const rating = new Uint8Array(S * T).fill(2);
  problem.staff.forEach((p, s) => {
    for (const [id, r] of Object.entries(p.shiftTypeRatings ?? {})) {
      const t = shiftIndex.get(id as ShiftTypeId);
      if (t !== undefined) rating[s * T + t] = r;
    }
  });

  return {
    problem,
    unavailable,
    offRequests,
    workRequests,
    rating,
    S,
    D,
    T,
    V,
    values,
    valMinutes,
    valCounted,
    valPoints,
    valStart,
    valEnd,
    valStartExempt,
    valEndExempt,
    valHasType,
    weekday,
    weekendOf,
    weekendCount,
    locked,
    domain,
    coverRequired,
    coverUnder,
    coverOver,
    staffIndex,
    shiftIndex,
    dayIndex,
    valueByKey,
    staffIsDirector,
    staffCircadian,
    fairShare,
  };
}

export const keyOf = (shifts: readonly number[]): string => [...shifts].sort((a, b) => a - b).join('|');

/** Readable label of a day value, e.g. "N" or "DIRECTOR+D". */
export function valueLabel(c: Compiled, v: number): string {
  if (v < 0) return 'off';
  return c.values[v]!.map((t) => c.problem.shiftTypes[t]!.id).join('+');
}
