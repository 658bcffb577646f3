// From what a clause names plus its intent to constraints.

import { isoDate, type MonthCalendar, weekdayOf } from './calendar.js';
import type { Intent } from './intent.js';
import type { InterpretConstraint } from './types.js';

export interface Objects {
  readonly days: number[];
  /** Days named by a holiday, with its name. */
  readonly holidays?: ReadonlyMap<number, string>;
  readonly weekdays: number[];
  readonly weekend: boolean;
  readonly shiftIds: string[];
}

export function hasObjects(o: Objects): boolean {
  return o.days.length > 0 || o.weekdays.length > 0 || o.weekend || o.shiftIds.length > 0;
}

/** Weekdays that qualify the named dates ("Fridays in the first week", "Friday the 18th"). */
function qualifiedDays(cal: MonthCalendar, o: Objects): number[] {
  const wanted = new Set([...o.weekdays, ...(o.weekend ? [0, 6] : [])]);
  if (wanted.size === 0) return o.days;
  const kept = o.days.filter((d) => wanted.has(weekdayOf(cal.year, cal.month, d)));
  return kept.length > 0 ? kept : o.days;
}

export function buildConstraints(cal: MonthCalendar, intent: Intent, o: Objects): InterpretConstraint[] {
  const date = (d: number) => isoDate(cal.year, cal.month, d);
  const shiftTypes = o.shiftIds;
  const out: InterpretConstraint[] = [];
  if (intent === 'neutral') return out;
  if (o.days.length > 0) {
    const days = qualifiedDays(cal, o);
    const named = (d: number) => {
      const holiday = o.holidays?.get(d);
      return holiday ? { holiday } : {};
    };
    if (intent === 'off') {
      if (shiftTypes.length > 0) {
        const names = new Set(days.map((d) => o.holidays?.get(d)));
        const holiday = names.size === 1 ? [...names][0] : undefined;
        out.push({ type: 'shift_off', dates: days.map(date), shiftTypes, ...(holiday ? { holiday } : {}) });
      } else for (const d of days) out.push({ type: 'day_off', date: date(d), ...named(d) });
    } else {
      for (const d of days) {
        out.push(
          shiftTypes.length > 0
            ? { type: 'request_to_work', date: date(d), shiftTypes, ...named(d) }
            : { type: 'request_to_work', date: date(d), ...named(d) },
        );
      }
    }
    return out;
  }
  if (intent === 'willing') return out;
  const weekdays = [...new Set([...o.weekdays, ...(o.weekend ? [0, 6] : [])])].sort((a, b) => a - b);
  if (intent === 'off') {
    if (shiftTypes.length > 0) {
      if (weekdays.length > 0) out.push({ type: 'shift_off', weekdays, shiftTypes });
      else out.push({ type: 'avoid_shift_types', shiftTypes });
      return out;
    }
    if (o.weekdays.length > 0) out.push({ type: 'avoid_weekdays', weekdays: o.weekdays });
    if (o.weekend) out.push({ type: 'avoid_weekends' });
    return out;
  }
  if (weekdays.length > 0) out.push({ type: 'prefer_weekdays', weekdays });
  if (shiftTypes.length > 0) out.push({ type: 'prefer_shift_types', shiftTypes });
  return out;
}
