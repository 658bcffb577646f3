// Public holidays and named days by country, computed for any year (nothing is listed by date):
// Easter by the anonymous Gregorian algorithm (Meeus/Jones/Butcher), the rest as fixed dates or the
// nth / last weekday of a month. `holidayPhrases` gives the words that name each one.

import { daysIn, weekdayOf } from './calendar.js';
import type { HolidayCountry } from './types.js';

export interface HolidayDate {
  readonly name: string;
  readonly month: number;
  readonly day: number;
}

/** Easter Sunday of `year` (Gregorian), month and day. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

function shifted(
  year: number,
  base: { month: number; day: number },
  by: number,
): { month: number; day: number } {
  const date = new Date(Date.UTC(year, base.month - 1, base.day + by));
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The nth (1-based) `weekday` of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): { month: number; day: number } {
  if (n < 0) {
    let day = daysIn(year, month);
    while (weekdayOf(year, month, day) !== weekday) day--;
    return { month, day };
  }
  let day = 1;
  while (weekdayOf(year, month, day) !== weekday) day++;
  return { month, day: day + 7 * (n - 1) };
}

interface Rule {
  readonly name: string;
  /** Regular-expression source over a normalised clause. */
  readonly words: string;
  readonly date: (year: number) => { month: number; day: number };
  /** A bank holiday in the UK / a federal holiday in the US (what "bank holidays" lists). */
  readonly publicHoliday: boolean;
}

const fixed = (month: number, day: number) => () => ({ month, day });
const easter = (by: number) => (year: number) => shifted(year, easterSunday(year), by);

const SHARED: readonly Rule[] = [
  { name: "New Year's Day", words: "new year'?s(?: day)?(?! eve)", date: fixed(1, 1), publicHoliday: true },
  { name: "New Year's Eve", words: "new year'?s eve|nye", date: fixed(12, 31), publicHoliday: false },
  { name: 'Christmas Eve', words: 'christmas eve', date: fixed(12, 24), publicHoliday: false },
  { name: 'Christmas Day', words: 'christmas(?: day)?(?! eve)', date: fixed(12, 25), publicHoliday: true },
  { name: 'Good Friday', words: 'good friday', date: easter(-2), publicHoliday: false },
  { name: 'Easter Sunday', words: 'easter sunday|easter day', date: easter(0), publicHoliday: false },
  { name: 'Easter Monday', words: 'easter monday', date: easter(1), publicHoliday: false },
  { name: 'Halloween', words: 'halloween', date: fixed(10, 31), publicHoliday: false },
  { name: "Valentine's Day", words: "valentine'?s(?: day)?", date: fixed(2, 14), publicHoliday: false },
];

const UK: readonly Rule[] = [
  { name: 'Boxing Day', words: 'boxing day', date: fixed(12, 26), publicHoliday: true },
  {
    name: 'Early May bank holiday',
    words: 'early may bank holiday',
    date: (y) => nthWeekday(y, 5, 1, 1),
    publicHoliday: true,
  },
  {
    name: 'Spring bank holiday',
    words: 'spring bank holiday|late may bank holiday|whit monday',
    date: (y) => nthWeekday(y, 5, 1, -1),
    publicHoliday: true,
  },
  {
    name: 'Summer bank holiday',
    words: 'summer bank holiday|august bank holiday',
    date: (y) => nthWeekday(y, 8, 1, -1),
    publicHoliday: true,
  },
];

const US: readonly Rule[] = [
  {
    name: 'Martin Luther King Jr. Day',
    words: "(?:martin luther king|mlk)(?: jr)?(?:'?s)? day",
    date: (y) => nthWeekday(y, 1, 1, 3),
    publicHoliday: true,
  },
  {
    name: "Presidents' Day",
    words: "presidents?'?s?'? day|washington'?s birthday",
    date: (y) => nthWeekday(y, 2, 1, 3),
    publicHoliday: true,
  },
  { name: 'Memorial Day', words: 'memorial day', date: (y) => nthWeekday(y, 5, 1, -1), publicHoliday: true },
  { name: 'Juneteenth', words: 'juneteenth', date: fixed(6, 19), publicHoliday: true },
  {
    name: 'Independence Day',
    words: 'independence day|fourth of july',
    date: fixed(7, 4),
    publicHoliday: true,
  },
  {
    name: 'Labor Day',
    words: 'labou?r day',
    date: (y) => nthWeekday(y, 9, 1, 1),
    publicHoliday: true,
  },
  {
    name: 'Columbus Day',
    words: "columbus day|indigenous peoples'? day",
    date: (y) => nthWeekday(y, 10, 1, 2),
    publicHoliday: true,
  },
  { name: 'Veterans Day', words: "veterans?'?s?'? day", date: fixed(11, 11), publicHoliday: true },
  {
    name: 'Thanksgiving',
    words: 'thanksgiving(?: day)?',
    date: (y) => nthWeekday(y, 11, 4, 4),
    publicHoliday: true,
  },
];

// Good Friday and Easter Monday are bank holidays in England and Wales.
const UK_PUBLIC = new Set(['Good Friday', 'Easter Monday']);

export interface HolidayPhrase {
  readonly name: string;
  readonly words: string;
  readonly date: (year: number) => { month: number; day: number };
  readonly publicHoliday: boolean;
}

const cache = new Map<HolidayCountry, HolidayPhrase[]>();

/** The named days of a country, longest names first (so "christmas eve" wins over "christmas"). */
export function holidayPhrases(country: HolidayCountry): readonly HolidayPhrase[] {
  let phrases = cache.get(country);
  if (!phrases) {
    const rules = [...SHARED, ...(country === 'UK' ? UK : US)];
    phrases = rules
      .map((r) => ({ ...r, publicHoliday: r.publicHoliday || (country === 'UK' && UK_PUBLIC.has(r.name)) }))
      .sort((a, b) => b.words.length - a.words.length);
    cache.set(country, phrases);
  }
  return phrases;
}

/** The public holidays (bank / federal) of a month. */
export function publicHolidaysIn(country: HolidayCountry, year: number, month: number): HolidayDate[] {
  return holidayPhrases(country)
    .filter((p) => p.publicHoliday)
    .map((p) => ({ name: p.name, ...p.date(year) }))
    .filter((h) => h.month === month)
    .sort((a, b) => a.day - b.day);
}

/** Every named day of a month (public holidays and the rest), for a model's prompt. */
export function namedDaysIn(country: HolidayCountry, year: number, month: number): HolidayDate[] {
  return holidayPhrases(country)
    .map((p) => ({ name: p.name, ...p.date(year) }))
    .filter((h) => h.month === month)
    .sort((a, b) => a.day - b.day);
}
