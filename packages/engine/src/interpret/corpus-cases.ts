// The interpreter's phrase corpus: free text and the exact result expected for a December 2026
// request in a department with the spec's shift catalogue. Used by corpus.test.ts here and by the
// server's contract test (every expected result must parse with InterpretResultSchema).

import type { InterpretConstraint, InterpretContext, InterpretResult } from './types.js';

export const CORPUS_CONTEXT: InterpretContext = {
  year: 2026,
  month: 12,
  shiftTypes: [
    { id: 'DIRECTOR', name: 'Director', displayName: 'Director', startTime: '08:00' },
    { id: 'ON_CALL', name: 'On Call', displayName: 'On Call', startTime: '17:00' },
    { id: 'FLOAT_5A', name: 'Float 5A', displayName: '5A Float', startTime: '05:00' },
    { id: 'SHIFT_5A', displayName: '5A', startTime: '05:00' },
    { id: 'SHIFT_6A', displayName: '6A', startTime: '06:00' },
    { id: 'SHIFT_7A', displayName: '7A', startTime: '07:00' },
    { id: 'SHIFT_8A', displayName: '8A', startTime: '08:00' },
    { id: 'SHIFT_9A', displayName: '9A', startTime: '09:00' },
    { id: 'ANNEX_9A', name: 'Annex 9A', displayName: '9A ANNEX', startTime: '09:00' },
    { id: 'SHIFT_10A', displayName: '10A', startTime: '10:00' },
    { id: 'PATIO_10A', name: 'Patio 10A', displayName: '10A EP', startTime: '10:00' },
    { id: 'SHIFT_11A', displayName: '11A', startTime: '11:00' },
    { id: 'FLOAT_11A', name: 'Float 11A', displayName: '11A Float', startTime: '11:00' },
    { id: 'EXPRESS_12P', name: 'Express 12P', displayName: '12P Express', startTime: '12:00' },
    { id: 'SHIFT_2P', displayName: '2P', startTime: '14:00' },
    { id: 'FLOAT_2P', name: 'Float 2P', displayName: '2P Float', startTime: '14:00' },
    { id: 'PATIO_2P', name: 'Patio 2P', displayName: '2P EP', startTime: '14:00' },
    { id: 'SHIFT_4P', displayName: '4P', startTime: '16:00' },
    { id: 'SHIFT_5P', displayName: '5P', startTime: '17:00' },
    { id: 'ANNEX_6P', name: 'Annex 6P', displayName: '6P ANNEX', startTime: '18:00' },
    { id: 'FLOAT_7P', name: 'Float 7P', displayName: '7P Float', startTime: '19:00' },
    { id: 'SHIFT_8P', displayName: '8P', startTime: '20:00' },
    { id: 'ANNEX_8P', name: 'Annex 8P', displayName: '8P ANNEX', startTime: '20:00' },
    { id: 'SHIFT_10P', displayName: '10P', startTime: '22:00' },
  ],
};

// The spec's colour bands over this catalogue (DIRECTOR and ON_CALL have none).
const MORNING = ['FLOAT_5A', 'SHIFT_5A', 'SHIFT_6A', 'SHIFT_7A', 'SHIFT_8A'];
const MID_MORNING = ['SHIFT_9A', 'ANNEX_9A', 'SHIFT_10A', 'PATIO_10A', 'SHIFT_11A', 'FLOAT_11A'];
const AFTERNOON = ['EXPRESS_12P', 'SHIFT_2P', 'FLOAT_2P', 'PATIO_2P', 'SHIFT_4P'];
const EVENING = ['SHIFT_5P', 'ANNEX_6P', 'FLOAT_7P', 'SHIFT_8P', 'ANNEX_8P', 'SHIFT_10P'];
const ANNEX = ['ANNEX_9A', 'ANNEX_6P', 'ANNEX_8P'];
const FLOAT = ['FLOAT_5A', 'FLOAT_11A', 'FLOAT_2P', 'FLOAT_7P'];
const PATIO = ['PATIO_10A', 'PATIO_2P'];

// December 2026 starts on a Tuesday: Saturdays 5, 12, 19, 26; Sundays 6, 13, 20, 27.
const date = (day: number) => `2026-12-${String(day).padStart(2, '0')}`;
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const off = (...days: number[]): InterpretConstraint[] =>
  days.map((d) => ({ type: 'day_off', date: date(d) }));
const work = (day: number, shiftTypes?: string[]): InterpretConstraint =>
  shiftTypes
    ? { type: 'request_to_work', date: date(day), shiftTypes }
    : { type: 'request_to_work', date: date(day) };
const avoid = (shiftTypes: string[]): InterpretConstraint => ({ type: 'avoid_shift_types', shiftTypes });
const prefer = (shiftTypes: string[]): InterpretConstraint => ({ type: 'prefer_shift_types', shiftTypes });
const avoidDays = (...weekdays: number[]): InterpretConstraint => ({ type: 'avoid_weekdays', weekdays });
const preferDays = (...weekdays: number[]): InterpretConstraint => ({ type: 'prefer_weekdays', weekdays });
const shiftOffDates = (days: number[], shiftTypes: string[]): InterpretConstraint => ({
  type: 'shift_off',
  dates: days.map(date),
  shiftTypes,
});
const shiftOffWeekdays = (weekdays: number[], shiftTypes: string[]): InterpretConstraint => ({
  type: 'shift_off',
  weekdays,
  shiftTypes,
});
const count = (
  type:
    | 'max_consecutive_days'
    | 'min_consecutive_days'
    | 'min_shifts'
    | 'max_shifts'
    | 'target_shifts'
    | 'min_rest_hours'
    | 'max_weekends',
  value: number,
): InterpretConstraint => ({ type, value });
const maxOfType = (shiftTypes: string[], value: number): InterpretConstraint => ({
  type: 'max_shifts_of_type',
  shiftTypes,
  value,
});
const AVOID_WEEKENDS: InterpretConstraint = { type: 'avoid_weekends' };

const ok = (...constraints: Array<InterpretConstraint | InterpretConstraint[]>): InterpretResult => ({
  constraints: constraints.flat(),
  unrecognized: [],
});
const partly = (constraints: InterpretConstraint[], unrecognized: string[]): InterpretResult => ({
  constraints,
  unrecognized,
});

export const CORPUS: ReadonlyArray<readonly [text: string, expected: InterpretResult]> = [
  // Single dates.
  ['Dec 24 off', ok(off(24))],
  ['December 24th off', ok(off(24))],
  ['12/24 off', ok(off(24))],
  ['the 24th off', ok(off(24))],
  ['24th off', ok(off(24))],
  ['Off on Dec. 24', ok(off(24))],
  ['I need December the 24th off', ok(off(24))],
  ['Can I have the 3rd off?', ok(off(3))],
  ['Not available on 2026-12-08', ok(off(8))],
  ['24 Dec off', ok(off(24))],
  ['the 1st of December off', ok(off(1))],
  ['Dec 24, 2026 off', ok(off(24))],
  ['No work on the twenty-fifth', ok(off(25))],
  ["I can't work the 9th", ok(off(9))],
  ['unavailable 12/31/2026', ok(off(31))],
  ['Christmas Eve off', ok(off(24))],
  ['Christmas Day off please', ok(off(25))],
  ["New Year's Eve off", ok(off(31))],
  ['out on the 2nd', ok(off(2))],
  ['Dentist appointment on the 16th', ok(off(16))],
  ['Friday the 18th off', ok(off(18))],
  ['day off on the 7th', ok(off(7))],
  ['please no shifts on the 11th', ok(off(11))],
  ["I'm away on the 3rd", ok(off(3))],
  // Ranges and periods.
  ['Dec 24-26 off', ok(off(24, 25, 26))],
  ['Dec 24 to 26 off', ok(off(24, 25, 26))],
  ['the 3rd through the 5th off', ok(off(3, 4, 5))],
  ['off from the 10th to the 12th', ok(off(10, 11, 12))],
  ['between the 10th and the 12th off', ok(off(10, 11, 12))],
  ['vacation Dec 20 - Dec 23', ok(off(20, 21, 22, 23))],
  ['12/24-12/26 off', ok(off(24, 25, 26))],
  ['24th-26th off', ok(off(24, 25, 26))],
  ['Dec 30 - Jan 2 off', ok(off(30, 31))],
  ['first week off', ok(off(...span(1, 7)))],
  ['away the first week of December', ok(off(...span(1, 7)))],
  ['last week of the month off', ok(off(...span(25, 31)))],
  ['weekend of the 14th off', ok(off(12, 13))],
  ['the week of the 14th off', ok(off(...span(13, 19)))],
  ['the second week off', ok(off(...span(8, 14)))],
  ['first weekend off', ok(off(5, 6))],
  ['last weekend of the month off', ok(off(26, 27))],
  ['off the first half of the month', ok(off(...span(1, 15)))],
  ['nothing after the 28th', ok(off(29, 30, 31))],
  ['The 5th, 6th and 7th off', ok(off(5, 6, 7))],
  ['Dec 24 and 25 off', ok(off(24, 25))],
  ['24th off, 25th too', ok(off(24, 25))],
  ['off on the 5th and the 12th', ok(off(5, 12))],
  ['Conference Dec 10-12', ok(off(10, 11, 12))],
  ['off from the 29th onwards', ok(off(29, 30, 31))],
  ['out of town the 3rd thru the 4th', ok(off(3, 4))],
  ['Off Dec 1 through Dec 3', ok(off(1, 2, 3))],
  ['the 2nd to the 4th off', ok(off(2, 3, 4))],
  // Weekdays.
  ['no Mondays', ok(avoidDays(1))],
  ['off every Friday', ok(avoidDays(5))],
  ['weekends off', ok(AVOID_WEEKENDS)],
  ['no weekends', ok(AVOID_WEEKENDS)],
  ['Mondays and Fridays off', ok(avoidDays(1, 5))],
  ["I can't work Tuesdays or Thursdays", ok(avoidDays(2, 4))],
  ['No Saturdays. No Sundays.', ok(avoidDays(0, 6))],
  ["I'd like to work every Friday", ok(preferDays(5))],
  ['prefer weekdays', ok(preferDays(1, 2, 3, 4, 5))],
  ['prefer weekends', ok(preferDays(0, 6))],
  ['avoid wednesdays', ok(avoidDays(3))],
  ['Mondays in the first week off', ok(off(7))],
  ['no nights on weekends', ok(shiftOffWeekdays([0, 6], EVENING))],
  ['friday nights off', ok(shiftOffWeekdays([5], EVENING))],
  ['no mornings on Mondays', ok(shiftOffWeekdays([1], MORNING))],
  ['Monday, Wednesday and Friday off', ok(avoidDays(1, 3, 5))],
  ['never on Sundays', ok(avoidDays(0))],
  ['I like working Saturdays', ok(preferDays(6))],
  ['no fridays or weekends', ok(avoidDays(5), AVOID_WEEKENDS)],
  // Shift names and categories.
  ['no nights', ok(avoid(EVENING))],
  ['No night shifts please', ok(avoid(EVENING))],
  ['prefer mornings', ok(prefer(MORNING))],
  ['I love afternoons', ok(prefer(AFTERNOON))],
  ['avoid evenings', ok(avoid(EVENING))],
  ['mid-morning shifts preferred', ok(prefer(MID_MORNING))],
  ['no 5A', ok(avoid(['SHIFT_5A']))],
  ['no 10A EP', ok(avoid(['PATIO_10A']))],
  ['avoid annex', ok(avoid(ANNEX))],
  ['no on call', ok(avoid(['ON_CALL']))],
  ['No on-call shifts', ok(avoid(['ON_CALL']))],
  ['no director shifts', ok(avoid(['DIRECTOR']))],
  ['no floats', ok(avoid(FLOAT))],
  ['prefer the 7A', ok(prefer(['SHIFT_7A']))],
  ['no 5am shifts', ok(avoid(['SHIFT_5A']))],
  ['no 12P', ok(avoid(['EXPRESS_12P']))],
  ['no 7pm', ok(avoid(['FLOAT_7P']))],
  ['nothing before 7am', ok(avoid(['FLOAT_5A', 'SHIFT_5A', 'SHIFT_6A']))],
  ['no shifts after 8pm', ok(avoid(['SHIFT_10P']))],
  ['no EP shifts', ok(avoid(PATIO))],
  ["I'd rather not do patio", ok(avoid(PATIO))],
  ['no 2P EP', ok(avoid(['PATIO_2P']))],
  ['no 9A annex', ok(avoid(['ANNEX_9A']))],
  ['avoid SHIFT_8P', ok(avoid(['SHIFT_8P']))],
  ['Express shifts are my favourite', ok(prefer(['EXPRESS_12P']))],
  ['I hate early shifts', ok(avoid(MORNING))],
  ['day shifts only', ok(prefer([...MORNING, ...MID_MORNING, ...AFTERNOON]))],
  ['no 17:00 starts', ok(avoid(['SHIFT_5P']))],
  ['prefer 10A and 11A', ok(prefer(['SHIFT_10A', 'SHIFT_11A']))],
  ['no nights or evenings', ok(avoid(EVENING))],
  ['mornings or afternoons please', partly([], ['mornings or afternoons please'])],
  // Neutral: understood, asks for nothing.
  ['overnights are fine', ok()],
  ["I don't mind nights", ok()],
  ["I don't mind working weekends", ok()],
  ['Nights are OK with me', ok()],
  ['happy with afternoons', ok()],
  ['no preference on shifts', ok()],
  ["I don't mind nights and weekends", ok()],
  // Counts.
  ['at most 3 in a row', ok(count('max_consecutive_days', 3))],
  ['no more than 4 days in a row', ok(count('max_consecutive_days', 4))],
  ['max 5 consecutive days', ok(count('max_consecutive_days', 5))],
  ["I don't want to work more than 3 days in a row", ok(count('max_consecutive_days', 3))],
  ['fewer than 4 shifts in a row', ok(count('max_consecutive_days', 3))],
  ['3 days in a row max', ok(count('max_consecutive_days', 3))],
  ['at least 2 in a row', ok(count('min_consecutive_days', 2))],
  ['minimum 2 consecutive days', ok(count('min_consecutive_days', 2))],
  ['in blocks of at least 3 days', ok(count('min_consecutive_days', 3))],
  ['no back to back shifts', ok(count('max_consecutive_days', 1))],
  ['max consecutive days: 4', ok(count('max_consecutive_days', 4))],
  ['no more than 4 nights', ok(maxOfType(EVENING, 4))],
  ['max 2 annex shifts', ok(maxOfType(ANNEX, 2))],
  ['at most 3 on call', ok(maxOfType(['ON_CALL'], 3))],
  ['no more than 1 10A EP', ok(maxOfType(['PATIO_10A'], 1))],
  ['2 night shifts max', ok(maxOfType(EVENING, 2))],
  ['max 12 shifts', ok(count('max_shifts', 12))],
  ['no more than 14 shifts this month', ok(count('max_shifts', 14))],
  ['12 shifts max', ok(count('max_shifts', 12))],
  ['up to 15 shifts', ok(count('max_shifts', 15))],
  ['fewer than 16 shifts', ok(count('max_shifts', 15))],
  ['at least 10 shifts', ok(count('min_shifts', 10))],
  ['minimum of 8 shifts', ok(count('min_shifts', 8))],
  ['10 shifts or more', ok(count('min_shifts', 10))],
  ['more than 9 shifts', ok(count('min_shifts', 10))],
  ['around 14 shifts', ok(count('target_shifts', 14))],
  ['about fifteen shifts', ok(count('target_shifts', 15))],
  ["I'd like 13 shifts", ok(count('target_shifts', 13))],
  ['target 12 shifts', ok(count('target_shifts', 12))],
  ['between 10 and 12 shifts', ok(count('min_shifts', 10), count('max_shifts', 12))],
  ['10-12 shifts', ok(count('min_shifts', 10), count('max_shifts', 12))],
  ['max shifts: 11', ok(count('max_shifts', 11))],
  ['12 hours rest between shifts', ok(count('min_rest_hours', 12))],
  ['at least 11 hours between shifts', ok(count('min_rest_hours', 11))],
  ['12h rest', ok(count('min_rest_hours', 12))],
  ['minimum rest 10 hours', ok(count('min_rest_hours', 10))],
  ['no more than 2 weekends', ok(count('max_weekends', 2))],
  ['only 1 weekend', ok(count('max_weekends', 1))],
  ['max two weekends', ok(count('max_weekends', 2))],
  ['at most 1 weekend please', ok(count('max_weekends', 1))],
  // Requests to work.
  ["I'd like to work the 15th", ok(work(15))],
  ['can work Dec 31 evening', ok(work(31, EVENING))],
  ['Available on the 20th', ok(work(20))],
  ['Please schedule me on the 20th', ok(work(20))],
  ['I want to work Christmas', ok(work(25))],
  ['happy to work the 26th', ok(work(26))],
  ['I can pick up the 27th and 28th', ok(work(27), work(28))],
  ['would like the 19th morning', ok(work(19, MORNING))],
  ['work 10A EP on the 22nd', ok(work(22, ['PATIO_10A']))],
  ['I could cover Dec 30 nights', ok(work(30, EVENING))],
  // Negations.
  ['not off on the 5th', ok()],
  ["I'm no longer off on the 5th", ok()],
  ["I don't need the 9th off anymore", ok()],
  ["I don't mind nights but no weekends", ok(AVOID_WEEKENDS)],
  ['prefer not to work weekends', ok(AVOID_WEEKENDS)],
  ['I would rather not do nights', ok(avoid(EVENING))],
  ['Not available Dec 24', ok(off(24))],
  ["Can't do mornings", ok(avoid(MORNING))],
  ["Don't schedule me on the 4th", ok(off(4))],
  ['no nights please, afternoons are fine', ok(avoid(EVENING))],
  // Shifts off on given days.
  ['Dec 24 evening off', ok(shiftOffDates([24], EVENING))],
  ['no nights on the 31st', ok(shiftOffDates([31], EVENING))],
  ['no 5A on Dec 2', ok(shiftOffDates([2], ['SHIFT_5A']))],
  ['avoid on call the week of the 14th', ok(shiftOffDates(span(13, 19), ['ON_CALL']))],
  ['no annex shifts Dec 10-11', ok(shiftOffDates([10, 11], ANNEX))],
  // Several requests in one text.
  ["I'd like Dec 24 off but can work Dec 31 evening", ok(off(24), work(31, EVENING))],
  [
    'No nights, max 3 in a row, and prefer mornings',
    ok(avoid(EVENING), count('max_consecutive_days', 3), prefer(MORNING)),
  ],
  [
    'Dec 24-26 off; at most 12 shifts; 12 hours rest between shifts',
    ok(off(24, 25, 26), count('max_shifts', 12), count('min_rest_hours', 12)),
  ],
  ['no nights and weekends', ok(avoid(EVENING), AVOID_WEEKENDS)],
  ['Hi team! Dec 24 off please. Thanks', ok(off(24))],
  ['For December 2026: no nights', ok(avoid(EVENING))],
  ['no nights\nmax 12 shifts', ok(avoid(EVENING), count('max_shifts', 12))],
  [
    'Prefer mornings. No Mondays. At least 10 shifts but no more than 12 shifts.',
    ok(prefer(MORNING), avoidDays(1), count('min_shifts', 10), count('max_shifts', 12)),
  ],
  ['no nights. no evenings either', ok(avoid(EVENING))],
  ['No Mondays, no Tuesdays', ok(avoidDays(1, 2))],
  // Lists, continuations and clauses that finish each other.
  ['I would like to request December 24th and 25th off for Christmas', ok(off(24, 25))],
  ["I'd like the 24th, 25th and 26th off", ok(off(24, 25, 26))],
  ["I'd like to work the 24th and the 25th off", ok(work(24), off(25))],
  ['Off the 10th. Also the 11th.', ok(off(10, 11))],
  ["My kid's recital is on the 12th, need the evening off", ok(shiftOffDates([12], EVENING))],
  ["I'm on vacation from Dec 20 to Dec 27", ok(off(...span(20, 27)))],
  ['Off: 12/5, 12/6', ok(off(5, 6))],
  ['Day off: Dec 5', ok(off(5))],
  ['Please give me the 22nd off', ok(off(22))],
  ['Not on the 22nd', ok(off(22))],
  ['Please avoid scheduling me for night shifts', ok(avoid(EVENING))],
  ['I can work nights on the 20th', ok(work(20, EVENING))],
  ['Prefer afternoons on weekdays', ok(preferDays(1, 2, 3, 4, 5), prefer(AFTERNOON))],
  ['I want Fridays off', ok(avoidDays(5))],
  ['Would like fewer nights', ok(avoid(EVENING))],
  ["I'm not a morning person", ok(avoid(MORNING))],
  ["I really don't like 5A shifts", ok(avoid(['SHIFT_5A']))],
  ['No call on weekends', ok(shiftOffWeekdays([0, 6], ['ON_CALL']))],
  ["Please don't put me on call on the 31st", ok(shiftOffDates([31], ['ON_CALL']))],
  ['Can do on-call Dec 19', ok(work(19, ['ON_CALL']))],
  ["I want to work Christmas but not New Year's Eve", ok(work(25), off(31))],
  ['keep me under 10 shifts', ok(count('max_shifts', 9))],
  ['I prefer not to work more than 12 shifts', ok(count('max_shifts', 12))],
  ['Would prefer no more than three shifts in a row', ok(count('max_consecutive_days', 3))],
  ['Prefer to work 12-14 shifts this month', ok(count('min_shifts', 12), count('max_shifts', 14))],
  // Not understood: reported, never guessed.
  ['No nights unless needed', partly([], ['No nights unless needed'])],
  ['no more than 2 nights in a row', partly([], ['no more than 2 nights in a row'])],
  ['no nights in January', partly([], ['no nights in January'])],
  ['at least 2 nights', partly([], ['at least 2 nights'])],
  ['every other weekend off', partly([], ['every other weekend off'])],
  ['max 3 shifts per week', partly([], ['max 3 shifts per week'])],
  ['I have a dog', partly([], ['I have a dog'])],
  ['Dec 24', partly([], ['Dec 24'])],
  ['Dec 32 off', partly([], ['Dec 32 off'])],
  ['the 31st of November off', partly([], ['the 31st of November off'])],
  ['2 weekends off', partly([], ['2 weekends off'])],
  ['', ok()],
  ['   ', ok()],
  ['no nights, purple monkey dishwasher', partly([avoid(EVENING)], ['purple monkey dishwasher'])],
  ['no more than 4 nights a week', partly([], ['no more than 4 nights a week'])],
  ['max 12', partly([], ['max 12'])],
  ['Feb 3 off', partly([], ['Feb 3 off'])],
  ['no weekends except the 14th', partly([], ['no weekends except the 14th'])],
  ['Nights.', partly([], ['Nights'])],
  ['Dec 24 off, I have a wedding to attend', partly(off(24), ['I have a wedding to attend'])],
  ['no 3P', partly([], ['no 3P'])],
  ['around 14', partly([], ['around 14'])],
  ['No weekends please, except if short-staffed', partly([AVOID_WEEKENDS], ['except if short-staffed'])],
  ["I'd rather work days than nights", partly([], ["I'd rather work days than nights"])],
  ['min 2 days between shifts', partly([], ['min 2 days between shifts'])],
  ['I need 24 hours off after nights', partly([], ['I need 24 hours off after nights'])],
  ['Please no doubles', partly([], ['Please no doubles'])],
  ['At least 2 days off in a row', partly([], ['At least 2 days off in a row'])],
  ["Work Christmas, off New Year's", partly([work(25)], ["off New Year's"])],
  ['Dec 19 on call please', partly([], ['Dec 19 on call please'])],
];
