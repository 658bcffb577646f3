// Dates and date ranges in a normalised clause, resolved against the request's month.
// Returns the days of that month (1..31) the clause names, and whether it named dates that all
// fall outside the month (the caller reports such a clause as unrecognised rather than guess).

import {
  type CalendarDate,
  daysInRange,
  isValidDate,
  type MonthCalendar,
  weekdayOf,
  yearForMonth,
} from './calendar.js';
import { holidayPhrases, publicHolidaysIn } from './holidays.js';
import { blank, cachedRegExp, sortedNumbers } from './text.js';
import type { HolidayCountry } from './types.js';

export interface DateExtraction {
  /** Days of the request's month, sorted, unique. */
  readonly days: number[];
  /** The clause named at least one date or period. */
  readonly mentioned: boolean;
  /** The clause named a month other than the request's (e.g. "no nights in January"). */
  readonly otherMonth: boolean;
  /** A weekday was written next to a date it does not fall on ("Friday 13th" when the 13th is a Saturday). */
  readonly weekdayMismatch: boolean;
  /** Days named by a holiday ("Good Friday"), with its name. */
  readonly holidays: ReadonlyMap<number, string>;
  /** What the clause named last, for "the one after": a day, a weekend or a week. */
  readonly unit: AnchorUnit;
  readonly rest: string;
}

export type AnchorUnit = 'day' | 'weekend' | 'week';

/** The days a clause before named, for "the week after", "the day before", "the one after". */
export interface Anchor {
  readonly days: readonly number[];
  readonly unit: AnchorUnit;
}

export interface DateOptions {
  readonly allowBareDay: boolean;
  readonly country: HolidayCountry;
  readonly anchor: Anchor | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
// Day-first forms ("24 may") would read the verb "may"; leave May to month-first forms.
const MONTH_NO_MAY =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const END = '(?![a-z0-9:/])';
const DAY = `(\\d{1,2})(?:st|nd|rd|th)?${END}`;
const ORD = `(\\d{1,2})(?:st|nd|rd|th)${END}`;
const YEAR = '(?: (20\\d\\d))?';
const TO = '(?: ?- ?| (?:to|through|thru|till|til|until|and) )';
const THE = '(?:the )?';
const OF_MONTH = `(?: of (?:the month|this month|${MONTH}))?`;

function monthIndex(word: string): number {
  return MONTHS.indexOf(word.slice(0, 3)) + 1;
}

class DateScanner {
  days: number[] = [];
  mentioned = false;
  otherMonth = false;
  weekdayMismatch = false;
  unit: AnchorUnit = 'day';
  holidays = new Map<number, string>();
  constructor(
    readonly cal: MonthCalendar,
    public rest: string,
  ) {}

  /** Run `re` over what is left; the handler returns the days of a match, or null to skip it. */
  scan(re: RegExp, handler: (m: string[]) => number[] | null): void {
    this.rest = this.rest.replace(re, (match: string, ...groups: unknown[]) => {
      const m = [match, ...groups.slice(0, -2).map((g) => (typeof g === 'string' ? g : ''))];
      const days = handler(m);
      if (days === null) return match;
      this.mentioned = true;
      this.days.push(...days);
      return blank(match);
    });
  }

  date(monthWord: string | undefined, day: string | undefined, year?: string): CalendarDate {
    const month = monthWord ? monthIndex(monthWord) : this.cal.month;
    const y = year ? Number(year) : yearForMonth(this.cal, month);
    return { year: y, month, day: Number(day) };
  }

  range(from: CalendarDate, to: CalendarDate): number[] {
    if (from.month !== this.cal.month || to.month !== this.cal.month || from.year !== to.year) {
      const days = daysInRange(this.cal, from, to);
      if (days.length === 0) this.otherMonth = true;
      return days;
    }
    return daysInRange(this.cal, from, to);
  }

  single(d: CalendarDate): number[] {
    if (d.year === this.cal.year && d.month === this.cal.month && isValidDate(d)) return [d.day];
    if (d.month !== this.cal.month || d.year !== this.cal.year) this.otherMonth = true;
    return [];
  }

  span(from: number, to: number): number[] {
    const last = Math.min(to, this.cal.daysInMonth);
    const days: number[] = [];
    for (let d = Math.max(1, from); d <= last; d++) days.push(d);
    return days;
  }

  /** "of December" after a week phrase: another month means we cannot place it. */
  sameMonth(monthWord: string | undefined): boolean {
    if (monthWord && monthIndex(monthWord) !== this.cal.month) {
      this.otherMonth = true;
      return false;
    }
    return true;
  }
}

const NTH: Record<string, number> = { '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 };

/** Saturday and Sunday of "the weekend of the Nth": the weekend containing it, else the nearest. */
function weekendAround(s: DateScanner, day: number): number[] {
  const wd = weekdayOf(s.cal.year, s.cal.month, day);
  // Sat: this one; Sun: the day before; Mon: the one just gone; Fri..Tue-Thu: the coming one.
  const saturday = wd === 6 ? day : wd === 0 ? day - 1 : wd === 1 ? day - 2 : day + (6 - wd);
  return s.span(saturday, saturday + 1);
}

function nthWeekend(s: DateScanner, which: string): number[] {
  const saturdays: number[] = [];
  for (let d = 1; d <= s.cal.daysInMonth; d++)
    if (weekdayOf(s.cal.year, s.cal.month, d) === 6) saturdays.push(d);
  const index = which === 'last' || which === 'final' ? saturdays.length - 1 : (NTH[which] ?? 0) - 1;
  const saturday = saturdays[index];
  return saturday === undefined ? [] : s.span(saturday, saturday + 1);
}

function nthWeek(s: DateScanner, which: string, count: number): number[] {
  const n = s.cal.daysInMonth;
  if (which === 'last' || which === 'final') return s.span(n - 7 * count + 1, n);
  const index = NTH[which];
  if (index === undefined) return [];
  return s.span((index - 1) * 7 + 1, (index - 1 + count) * 7);
}

const WD =
  '(sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)s?(?![a-z])';
/** WD without its capture group, for embedding in larger patterns. */
const WD_ANY =
  '(?:sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)s?(?![a-z])';
const WD_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const weekdayIndex = (word: string) => WD_NAMES.indexOf(word.slice(0, 3));
const ORDW = '(?:[1-5](?:st|nd|rd|th)|last|final)';

/** Days of the month that fall on `weekday`. */
function weekdayDates(cal: MonthCalendar, weekday: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= cal.daysInMonth; d++) if (weekdayOf(cal.year, cal.month, d) === weekday) out.push(d);
  return out;
}

/** The Saturday of the first weekend starting after `day` (may lie outside the month). */
function saturdayAfter(cal: MonthCalendar, day: number): number {
  const wd = weekdayOf(cal.year, cal.month, day);
  return day + (wd === 6 ? 7 : 6 - wd);
}

/** The Saturday of the last weekend ending before `day`. */
function saturdayBefore(cal: MonthCalendar, day: number): number {
  const wd = weekdayOf(cal.year, cal.month, day);
  // Sunday before `day`: wd days back (a week back when `day` is a Sunday).
  const sunday = day - (wd === 0 ? 7 : wd);
  return sunday - 1;
}

function relative(s: DateScanner, unit: string, direction: string, from: readonly number[]): number[] {
  const first = from[0];
  const last = from[from.length - 1];
  if (first === undefined || last === undefined) return [];
  const after = direction === 'after';
  if (unit === 'day') return after ? s.span(last + 1, last + 1) : s.span(first - 1, first - 1);
  if (unit === 'week') return after ? s.span(last + 1, last + 7) : s.span(first - 7, first - 1);
  const saturday = after ? saturdayAfter(s.cal, last) : saturdayBefore(s.cal, first);
  return s.span(saturday, saturday + 1);
}

export function extractDates(cal: MonthCalendar, clause: string, options: DateOptions): DateExtraction {
  const { allowBareDay, country, anchor } = options;
  const s = new DateScanner(cal, clause);
  const valid = cal.daysInMonth > 0;
  const guard =
    (handler: (m: string[]) => number[] | null) =>
    (m: string[]): number[] | null =>
      valid ? handler(m) : [];

  // A weekday written next to its date ("Fri 12th", "Thurs/Fri 11th/12th"): checked, then dropped.
  s.rest = s.rest.replace(
    cachedRegExp(
      `\\b(${WD_ANY}(?: (?:and )?${WD_ANY})*) ((?:the )?\\d{1,2}(?:st|nd|rd|th)?(?: and (?:the )?\\d{1,2}(?:st|nd|rd|th)?)*)(?![\\d/:a-z])`,
      'g',
    ),
    (match: string, names: string, dates: string) => {
      if (!valid) return match;
      const named = new Set((names.match(/[a-z]+/g) ?? []).filter((w) => w !== 'and').map(weekdayIndex));
      const days = (dates.match(/\d+/g) ?? []).map(Number);
      if (days.some((d) => d < 1 || d > cal.daysInMonth)) return match;
      const actual = new Set(days.map((d) => weekdayOf(cal.year, cal.month, d)));
      const same = named.size === actual.size && [...named].every((w) => actual.has(w));
      if (!same) s.weekdayMismatch = true;
      return `${blank(names)} ${dates}`;
    },
  );
  s.rest = s.rest.replace(/\s+/g, ' ');

  // Ordinal weekdays: "2nd and 4th Tuesdays", "the last Monday", "first Fri of the month", "last 2 Fridays".
  s.scan(
    cachedRegExp(`\\b(?:the )?(${ORDW}(?:(?: and| or)? (?:the )?${ORDW})*) ${WD}${OF_MONTH}`, 'g'),
    guard((m) => {
      if (!s.sameMonth(m[3])) return [];
      const dates = weekdayDates(cal, weekdayIndex(m[2] ?? ''));
      const out: number[] = [];
      for (const o of (m[1] ?? '').match(/[1-5](?:st|nd|rd|th)|last|final/g) ?? []) {
        const day = o === 'last' || o === 'final' ? dates[dates.length - 1] : dates[Number(o[0]) - 1];
        if (day === undefined) return [];
        out.push(day);
      }
      return out;
    }),
  );
  s.scan(
    cachedRegExp(`\\b(?:the )?(?:last|final) ([2-4]) ${WD}${OF_MONTH}`, 'g'),
    guard((m) => (s.sameMonth(m[3]) ? weekdayDates(cal, weekdayIndex(m[2] ?? '')).slice(-Number(m[1])) : [])),
  );

  // Weeks and weekends relative to a date: w/c 8th, the week after the 15th, the weekend before the 10th.
  s.scan(
    cachedRegExp(`\\bwcomm (?:${WD_ANY} )?${THE}(?:${MONTH} )?${DAY}(?: ${MONTH})?`, 'g'),
    guard((m) => {
      if (!s.sameMonth(m[1] || m[3])) return [];
      s.unit = 'week';
      const day = Number(m[2]);
      return day >= 1 && day <= cal.daysInMonth ? s.span(day, day + 6) : [];
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(fortnight|([1-4]) weeks?) (?:from|starting(?: on)?|beginning) ${THE}${DAY}`, 'g'),
    guard((m) => {
      const day = Number(m[3]);
      const weeks = m[2] ? Number(m[2]) : 2;
      s.unit = 'week';
      return day >= 1 && day <= cal.daysInMonth ? s.span(day, day + 7 * weeks - 1) : [];
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(day|weekend|week) (after|before) ${THE}${DAY}`, 'g'),
    guard((m) => {
      const day = Number(m[3]);
      if (day < 1 || day > cal.daysInMonth) return [];
      s.unit = m[1] === 'day' ? 'day' : (m[1] as AnchorUnit);
      return relative(s, m[1] ?? '', m[2] ?? '', [day]);
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}weekends of ${THE}${DAY}((?: and ${THE}\\d{1,2}(?:st|nd|rd|th)?)+)`, 'g'),
    guard((m) => {
      s.unit = 'weekend';
      const days = [Number(m[1]), ...(m[2]?.match(/\d+/g) ?? []).map(Number)];
      return days.flatMap((d) => (d >= 1 && d <= cal.daysInMonth ? weekendAround(s, d) : []));
    }),
  );

  // Periods of the month.
  s.scan(
    cachedRegExp(`\\b${THE}weekend of ${THE}(?:${MONTH} )?${DAY}`, 'g'),
    guard((m) => {
      s.unit = 'weekend';
      return s.sameMonth(m[1]) ? weekendAround(s, Number(m[2])) : [];
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}week of ${THE}(?:${MONTH} )?${DAY}`, 'g'),
    guard((m) => {
      if (!s.sameMonth(m[1])) return [];
      const day = Number(m[2]);
      if (day < 1 || day > cal.daysInMonth) return [];
      s.unit = 'week';
      const sunday = day - weekdayOf(cal.year, cal.month, day);
      return s.span(sunday, sunday + 6);
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|2nd|3rd|4th|5th|last|final) weekend${OF_MONTH}`, 'g'),
    guard((m) => {
      s.unit = 'weekend';
      return s.sameMonth(m[2]) ? nthWeekend(s, m[1] ?? '') : [];
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|last|final) (\\d) weeks${OF_MONTH}`, 'g'),
    guard((m) => (s.sameMonth(m[3]) ? nthWeek(s, m[1] ?? '', Number(m[2])) : [])),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|2nd|3rd|4th|5th|last|final) week${OF_MONTH}(?![a-z])`, 'g'),
    guard((m) => {
      s.unit = 'week';
      return s.sameMonth(m[2]) ? nthWeek(s, m[1] ?? '', 1) : [];
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|2nd|last|latter) half${OF_MONTH}`, 'g'),
    guard((m) => (s.sameMonth(m[2]) ? (m[1] === '1st' ? s.span(1, 15) : s.span(16, cal.daysInMonth)) : [])),
  );
  // Holidays by name for the configured country.
  for (const h of holidayPhrases(country)) {
    s.scan(
      cachedRegExp(`\\b(?:${h.words})(?![a-z])`, 'g'),
      guard(() => {
        const year = yearForMonth(cal, h.date(cal.year).month);
        const { month, day } = h.date(year);
        const days = s.single({ year, month, day });
        for (const d of days) s.holidays.set(d, h.name);
        return days;
      }),
    );
  }
  s.scan(
    /\b(?:(all|both|the) )?(bank|public|federal) holiday(s?)\b/g,
    guard((m) => {
      const all = publicHolidaysIn(country, cal.year, cal.month);
      // "the bank holiday" must name exactly one; "bank holidays" names them all.
      if (all.length === 0 || (m[3] === '' && m[1] !== 'all' && m[1] !== 'both' && all.length !== 1))
        return [];
      if (m[1] === 'both' && all.length !== 2) return [];
      for (const h of all) s.holidays.set(h.day, h.name);
      return all.map((h) => h.day);
    }),
  );

  // ISO dates and ISO ranges: 2026-12-24, 2026-12-24 to 2026-12-26.
  const iso = '(20\\d\\d)-(\\d{1,2})-(\\d{1,2})(?![\\d])';
  s.scan(
    cachedRegExp(`\\b${iso}(?:${TO}${iso})?`, 'g'),
    guard((m) => {
      const from = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
      if (!m[4]) return s.single(from);
      return s.range(from, { year: Number(m[4]), month: Number(m[5]), day: Number(m[6]) });
    }),
  );
  // Numeric month/day: 12/24, 12/24/2026, 12/24-12/26, 12/24-26 (24/12 read day-first).
  const md = '(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?';
  s.scan(
    cachedRegExp(`(?<![\\d/])${md}(?:${TO}(?:${md}|(\\d{1,2})(?![\\d/:a-z])))?(?![\\d/])`, 'g'),
    guard((m) => {
      // US month/day, else day/month: whichever puts the first date in the request's month.
      const numeric = (
        a: string | undefined,
        b: string | undefined,
        y: string | undefined,
        dayFirst: boolean,
      ) => {
        const month = Number(dayFirst ? b : a);
        const day = Number(dayFirst ? a : b);
        const year = y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : yearForMonth(cal, month);
        return { year, month, day };
      };
      const inMonth = (d: CalendarDate) => d.month === cal.month && d.year === cal.year && isValidDate(d);
      const usFirst = numeric(m[1], m[2], m[3], false);
      const ukFirst = numeric(m[1], m[2], m[3], true);
      const dayFirst = !inMonth(usFirst) && (inMonth(ukFirst) || !isValidDate(usFirst));
      const from = dayFirst ? ukFirst : usFirst;
      if (m[4]) return s.range(from, numeric(m[4], m[5], m[6], dayFirst));
      if (m[7]) return s.range(from, { ...from, day: Number(m[7]) });
      return s.single(from);
    }),
  );
  // Month first: Dec 24, December the 24th, Dec 24 2026, Dec 24-26, Dec 30 to Jan 2.
  s.scan(
    cachedRegExp(`\\b${MONTH} ${THE}${DAY}${YEAR}(?:${TO}${THE}(?:${MONTH} ${THE})?${DAY}${YEAR})?`, 'g'),
    guard((m) => {
      const from = s.date(m[1], m[2], m[3]);
      if (!m[5]) return s.single(from);
      const to = s.date(m[4] || m[1], m[5], m[6] || m[3]);
      return s.range(from, to);
    }),
  );
  // Day first across months: 29th March to 2nd April, from 27 Feb to 3 Mar.
  s.scan(
    cachedRegExp(
      `\\b(?:from )?${THE}${DAY} (?:of )?${MONTH_NO_MAY}\\b${TO}${THE}${DAY} (?:of )?${MONTH}\\b`,
      'g',
    ),
    guard((m) => s.range(s.date(m[2], m[1]), s.date(m[4], m[3]))),
  );
  // Day first: 24 Dec, the 24th of December, 24-26 Dec, the 24th to the 26th of December.
  s.scan(
    cachedRegExp(`\\b${THE}${DAY}(?:${TO}${THE}${DAY})? (?:of )?${MONTH_NO_MAY}\\b${YEAR}`, 'g'),
    guard((m) => {
      const from = s.date(m[3], m[1], m[4]);
      if (!m[2]) return s.single(from);
      return s.range(from, { ...from, day: Number(m[2]) });
    }),
  );
  // Ranges of days of this month: the 3rd through the 5th, from the 10th to the 12th, 24th-26th.
  const first = `(?:the (\\d{1,2})(?:st|nd|rd|th)?${END}|(\\d{1,2})(?:st|nd|rd|th)${END})`;
  s.scan(
    cachedRegExp(`\\b(?:from )?${first}${TO}${THE}${DAY}`, 'g'),
    guard((m) => {
      const from = s.date(undefined, m[1] || m[2]);
      return s.range(from, { ...from, day: Number(m[3]) });
    }),
  );
  // "10-14th", "15 to 19th": a bare first number is a day when the second is an ordinal.
  s.scan(
    cachedRegExp(`\\b(?:from )?(\\d{1,2})${TO}${THE}${ORD}`, 'g'),
    guard((m) => {
      const from = s.date(undefined, m[1]);
      return s.range(from, { ...from, day: Number(m[2]) });
    }),
  );
  // "off 8-10": two bare numbers joined as a range are days (counts, times and dates went first).
  s.scan(
    cachedRegExp(`(?<![\\d/:.])(\\d{1,2}) ?(?:-|to) ?(\\d{1,2})(?![\\d/:.]| ?[a-z])`, 'g'),
    guard((m) => {
      const from = Number(m[1]);
      const to = Number(m[2]);
      if (from >= to || to > cal.daysInMonth) return null;
      return s.span(from, to);
    }),
  );
  // Open-ended: before the 10th, after the 20th, from the 20th on.
  s.scan(
    // "from the 29th" with no end (ranges went first) runs to the end of the month.
    cachedRegExp(
      `\\b(?:from|starting(?: on)?) ${THE}${DAY}(?: (?:on(?:wards?)?|and after))?(?![a-z0-9])`,
      'g',
    ),
    guard((m) => s.span(Number(m[1]), cal.daysInMonth)),
  );
  s.scan(
    cachedRegExp(`\\b(before|after|until|till|up to) ${THE}${ORD}`, 'g'),
    guard((m) => {
      const day = Number(m[2]);
      if (day < 1 || day > cal.daysInMonth) return [];
      if (m[1] === 'before') return s.span(1, day - 1);
      if (m[1] === 'after') return s.span(day + 1, cal.daysInMonth);
      return s.span(1, day);
    }),
  );
  // Relative to what the clause before named: "the week after", "the day before", "the one after".
  // Right before a date read above ("the day after January 18", now blank) it is relative to that date,
  // which is not read: the words stay, and the clause is declined.
  s.scan(
    /\b(?:the )?(day|weekend|week|1) (after|before)(?! (?:the )?\d| my| your| his| her| their| our| next| last)(?![a-z])( {2})?/g,
    guard((m) => {
      if (m[3]) return null;
      if (!anchor) return [];
      const unit = m[1] === '1' ? anchor.unit : (m[1] as AnchorUnit);
      s.unit = unit;
      return relative(s, unit, m[2] ?? '', anchor.days);
    }),
  );
  // Single days: the 24th, 24th, the 24.
  s.scan(
    cachedRegExp(`\\b(?:the (\\d{1,2})(?:st|nd|rd|th)?${END}|(\\d{1,2})(?:st|nd|rd|th)${END})`, 'g'),
    guard((m) => s.single(s.date(undefined, m[1] || m[2]))),
  );
  if (allowBareDay) {
    s.scan(
      cachedRegExp(`(?<![\\d:/])(\\d{1,2})${END}`, 'g'),
      guard((m) => s.single(s.date(undefined, m[1]))),
    );
  }
  // A month named on its own ("for December 2026"): fine for this month, a warning otherwise.
  s.scan(cachedRegExp(`\\b${MONTH_NO_MAY}\\b(?: (20\\d\\d))?|\\bmay (20\\d\\d)\\b`, 'g'), (m) => {
    const month = monthIndex(m[1] || 'may');
    const year = m[2] || m[3];
    if (month !== cal.month || (year && Number(year) !== cal.year)) s.otherMonth = true;
    return null;
  });
  s.rest = s.rest.replace(cachedRegExp(`\\b${MONTH_NO_MAY}\\b(?: 20\\d\\d)?|\\bmay 20\\d\\d\\b`, 'g'), blank);

  return {
    days: sortedNumbers(s.days),
    mentioned: s.mentioned,
    otherMonth: s.otherMonth,
    weekdayMismatch: s.weekdayMismatch,
    holidays: s.holidays,
    unit: s.unit,
    rest: s.rest,
  };
}
