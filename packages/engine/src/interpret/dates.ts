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
import { blank, cachedRegExp, sortedNumbers } from './text.js';

export interface DateExtraction {
  /** Days of the request's month, sorted, unique. */
  readonly days: number[];
  /** The clause named at least one date or period. */
  readonly mentioned: boolean;
  /** The clause named a month other than the request's (e.g. "no nights in January"). */
  readonly otherMonth: boolean;
  readonly rest: string;
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

function fixedHoliday(s: DateScanner, month: number, day: number): number[] {
  return s.single({ year: yearForMonth(s.cal, month), month, day });
}

function thanksgiving(s: DateScanner): number[] {
  if (s.cal.month !== 11) return s.single({ year: s.cal.year, month: 11, day: 0 });
  let thursdays = 0;
  for (let d = 1; d <= 30; d++) {
    if (weekdayOf(s.cal.year, 11, d) === 4 && ++thursdays === 4) return [d];
  }
  return [];
}

export function extractDates(cal: MonthCalendar, clause: string, allowBareDay: boolean): DateExtraction {
  const s = new DateScanner(cal, clause);
  const valid = cal.daysInMonth > 0;
  const guard =
    (handler: (m: string[]) => number[] | null) =>
    (m: string[]): number[] | null =>
      valid ? handler(m) : [];

  // Periods of the month.
  s.scan(
    cachedRegExp(`\\b${THE}weekend of ${THE}(?:${MONTH} )?${DAY}`, 'g'),
    guard((m) => (s.sameMonth(m[1]) ? weekendAround(s, Number(m[2])) : [])),
  );
  s.scan(
    cachedRegExp(`\\b${THE}week of ${THE}(?:${MONTH} )?${DAY}`, 'g'),
    guard((m) => {
      if (!s.sameMonth(m[1])) return [];
      const day = Number(m[2]);
      if (day < 1 || day > cal.daysInMonth) return [];
      const sunday = day - weekdayOf(cal.year, cal.month, day);
      return s.span(sunday, sunday + 6);
    }),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|2nd|3rd|4th|5th|last|final) weekend${OF_MONTH}`, 'g'),
    guard((m) => (s.sameMonth(m[2]) ? nthWeekend(s, m[1] ?? '') : [])),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|last|final) (\\d) weeks${OF_MONTH}`, 'g'),
    guard((m) => (s.sameMonth(m[3]) ? nthWeek(s, m[1] ?? '', Number(m[2])) : [])),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|2nd|3rd|4th|5th|last|final) week${OF_MONTH}(?![a-z])`, 'g'),
    guard((m) => (s.sameMonth(m[2]) ? nthWeek(s, m[1] ?? '', 1) : [])),
  );
  s.scan(
    cachedRegExp(`\\b${THE}(1st|2nd|last|latter) half${OF_MONTH}`, 'g'),
    guard((m) => (s.sameMonth(m[2]) ? (m[1] === '1st' ? s.span(1, 15) : s.span(16, cal.daysInMonth)) : [])),
  );
  // Holidays with a fixed date.
  const holidays: Array<[string, number, number]> = [
    ['christmas eve', 12, 24],
    ['(?:christmas|xmas)(?: day)?', 12, 25],
    ['boxing day', 12, 26],
    ["new year'?s eve|nye", 12, 31],
    ["new year'?s(?: day)?", 1, 1],
    ['halloween', 10, 31],
    ["valentine'?s(?: day)?", 2, 14],
  ];
  for (const [words, month, day] of holidays) {
    s.scan(
      cachedRegExp(`\\b(?:${words})(?![a-z])`, 'g'),
      guard(() => fixedHoliday(s, month, day)),
    );
  }
  s.scan(
    /\bthanksgiving(?: day)?\b/g,
    guard(() => thanksgiving(s)),
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
      const numeric = (a: string | undefined, b: string | undefined, y: string | undefined): CalendarDate => {
        let month = Number(a);
        let day = Number(b);
        if (month > 12 && day <= 12) [month, day] = [day, month];
        const year = y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : yearForMonth(cal, month);
        return { year, month, day };
      };
      const from = numeric(m[1], m[2], m[3]);
      if (m[4]) return s.range(from, numeric(m[4], m[5], m[6]));
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
  // Open-ended: before the 10th, after the 20th, from the 20th on.
  s.scan(
    cachedRegExp(`\\b(?:from|starting(?: on)?) ${THE}${DAY} (?:on(?:wards?)?|and after)\\b`, 'g'),
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

  return { days: sortedNumbers(s.days), mentioned: s.mentioned, otherMonth: s.otherMonth, rest: s.rest };
}
