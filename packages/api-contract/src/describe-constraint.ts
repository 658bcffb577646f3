import { MONTH_NAMES, WEEKDAY_NAMES } from './calendar.js';
import type { InterpretConstraint } from './interpret.js';

// The "Understood as" line for one interpreted constraint: "Day off: Fri 26 Mar (Good Friday)",
// "Avoid nights", "At most 2 nights a week", followed by where it came from when known
// ("from 'Good Friday off please'"). Pure: the page passes the department's shift names.

/** Shift type id to the name shown; a bare id is shown when the catalogue lacks it. */
export type ShiftNames = Readonly<Record<string, string>>;

/** A word for a set of shift types ("nights"), used when a constraint names exactly that set. */
export type ShiftGroups = Readonly<Record<string, readonly string[]>>;

/**
 * The interpreter's categories over a catalogue, by start hour (the spec's colour bands): mornings 5-9,
 * mid-mornings 9-12, afternoons 12-17, nights 17 or later or before 5, day shifts 5-17. DIRECTOR and
 * ON_CALL belong to none.
 */
export function shiftGroups(catalogue: ReadonlyArray<{ id: string; startTime: string }>): ShiftGroups {
  const banded = catalogue.filter((s) => s.id !== 'DIRECTOR' && s.id !== 'ON_CALL');
  const hour = (s: { startTime: string }) => {
    const [h, m] = s.startTime.split(':').map(Number);
    return (h ?? Number.NaN) + (m ?? 0) / 60;
  };
  const band = (test: (h: number) => boolean) => banded.filter((s) => test(hour(s))).map((s) => s.id);
  return {
    mornings: band((h) => h >= 5 && h < 9),
    'mid-mornings': band((h) => h >= 9 && h < 12),
    afternoons: band((h) => h >= 12 && h < 17),
    nights: band((h) => h >= 17 || h < 5),
    'day shifts': band((h) => h >= 5 && h < 17),
  };
}

const SHORT_WEEKDAY = WEEKDAY_NAMES.map((d) => d.slice(0, 3));

function day(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  const weekday = SHORT_WEEKDAY[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTH_NAMES[m - 1]?.slice(0, 3) ?? ''}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function shifts(ids: readonly string[], names: ShiftNames, groups: ShiftGroups): string {
  const wanted = new Set(ids);
  const group = Object.entries(groups).find(
    ([, members]) => members.length === wanted.size && members.every((id) => wanted.has(id)),
  );
  return group ? group[0] : list(ids.map((id) => names[id] ?? id));
}

function weekdays(days: readonly number[]): string {
  return list(days.map((d) => `${WEEKDAY_NAMES[d] ?? d}s`));
}

function dates(isoDates: readonly string[]): string {
  return list(isoDates.map(day));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the constraint says, without its source. */
export function describeConstraint(
  c: InterpretConstraint,
  names: ShiftNames = {},
  groups: ShiftGroups = {},
): string {
  const shiftsOf = (ids: readonly string[]) => shifts(ids, names, groups);
  const holiday = 'holiday' in c && c.holiday ? ` (${c.holiday})` : '';
  const per = 'per' in c && c.per === 'week' ? ' a week' : '';
  const firmness = c.priority === 'must' ? '' : c.priority === 'prefer' ? ' (if possible)' : '';
  const text = (() => {
    switch (c.type) {
      case 'day_off':
        return `Day off: ${day(c.date)}${holiday}`;
      case 'shift_off':
        return `No ${shiftsOf(c.shiftTypes)}: ${c.dates ? dates(c.dates) : `on ${weekdays(c.weekdays ?? [])}`}${holiday}`;
      case 'request_to_work':
        return `Work ${c.shiftTypes ? shiftsOf(c.shiftTypes) : 'a shift'}: ${day(c.date)}${holiday}`;
      case 'prefer_shift_types':
        return `Prefer ${shiftsOf(c.shiftTypes)}`;
      case 'avoid_shift_types':
        return `Avoid ${shiftsOf(c.shiftTypes)}`;
      case 'prefer_weekdays':
        return `Prefer ${weekdays(c.weekdays)}`;
      case 'avoid_weekdays':
        return `Avoid ${weekdays(c.weekdays)}`;
      case 'avoid_weekends':
        return 'Avoid weekends';
      case 'max_consecutive_days':
        return `At most ${plural(c.value, 'day')} in a row`;
      case 'min_consecutive_days':
        return `At least ${plural(c.value, 'day')} in a row`;
      case 'max_consecutive_days_off':
        return `At most ${plural(c.value, 'day')} off in a row`;
      case 'min_consecutive_days_off':
        return `At least ${plural(c.value, 'day')} off in a row`;
      case 'min_shifts':
        return `At least ${plural(c.value, 'shift')}${per}`;
      case 'max_shifts':
        return `At most ${plural(c.value, 'shift')}${per}`;
      case 'target_shifts':
        return `About ${plural(c.value, 'shift')}${per}`;
      case 'min_rest_hours':
        return `At least ${plural(c.value, 'hour')} between shifts`;
      case 'max_weekends':
        return `At most ${plural(c.value, 'weekend')} worked`;
      case 'max_shifts_of_type':
        return `At most ${c.value} ${shiftsOf(c.shiftTypes)}${per}`;
    }
  })();
  return `${text}${firmness}`;
}

/** The "Understood as" line: what it says, then the words it came from when known. */
export function describeUnderstood(
  c: InterpretConstraint,
  names: ShiftNames = {},
  groups: ShiftGroups = {},
): string {
  const what = describeConstraint(c, names, groups);
  return c.source?.text ? `${what}, from '${c.source.text}'` : what;
}
