// From interpreted constraints to the engine's per-day requests, with the priority deciding how hard
// each is: a must day-off or shift-off becomes a hard request only for the kinds the department's
// admin allows as hard; every other one is soft with the given weight. Requests to work are always
// soft. The other kinds (preferences, counts) are the staff profile's business, not per-day requests.

import { isoDate, type StaffId, shiftTypeId } from '../domain/ids.js';
import type { Day, ShiftOffRequest, WorkRequest } from '../domain/problem.js';
import type { InterpretConstraint } from './types.js';

export type HardRequestKind = 'day_off' | 'shift_off';

export interface RequestPolicy {
  /** The kinds whose must requests the admin allows as hard (e.g. day_off but not shift_off). */
  readonly hardKinds: ReadonlySet<HardRequestKind>;
  /** Weight of a soft request. */
  readonly weight: number;
}

export interface DayRequests {
  readonly shiftOffRequests: ShiftOffRequest[];
  readonly workRequests: WorkRequest[];
}

/** Sunday-based weekday (the interpreter's 0 = Sunday) of a problem day (ISO: 0 = Monday). */
const sundayBased = (day: Day) => (day.weekday + 1) % 7;

export function requestsFromConstraints(
  staffId: StaffId,
  constraints: readonly InterpretConstraint[],
  days: readonly Day[],
  policy: RequestPolicy,
): DayRequests {
  const inProblem = new Set<string>(days.map((d) => d.date));
  const shiftOffRequests: ShiftOffRequest[] = [];
  const workRequests: WorkRequest[] = [];
  const priorityOf = (kind: HardRequestKind, c: InterpretConstraint) =>
    c.priority === 'must' && policy.hardKinds.has(kind) ? ('must' as const) : ('prefer' as const);
  const off = (date: string, shiftTypes: readonly (string | undefined)[], priority: 'must' | 'prefer') => {
    if (!inProblem.has(date)) return;
    for (const t of shiftTypes)
      shiftOffRequests.push({
        staffId,
        date: isoDate(date),
        ...(t ? { shiftTypeId: shiftTypeId(t) } : {}),
        weight: policy.weight,
        priority,
      });
  };
  for (const c of constraints) {
    if (c.type === 'day_off') off(c.date, [undefined], priorityOf('day_off', c));
    else if (c.type === 'shift_off') {
      const dates = c.dates ?? days.filter((d) => c.weekdays?.includes(sundayBased(d))).map((d) => d.date);
      for (const date of dates) off(date, c.shiftTypes, priorityOf('shift_off', c));
    } else if (c.type === 'request_to_work' && inProblem.has(c.date)) {
      for (const t of c.shiftTypes ?? [undefined])
        workRequests.push({
          staffId,
          date: isoDate(c.date),
          ...(t ? { shiftTypeId: shiftTypeId(t) } : {}),
          weight: policy.weight,
        });
    }
  }
  return { shiftOffRequests, workRequests };
}
