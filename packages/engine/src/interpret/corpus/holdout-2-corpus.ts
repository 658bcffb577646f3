// A third set, written after the fixes that the first held-out set's misses suggested and committed
// before the interpreter was ever run on it: first measured at 35 exact, 2 declined, 3 misread of 40.
// One general fix followed ("off from the 29th" runs to the month's end). `npm run bench:interpret`
// reports it; nothing else is tuned on it.

import {
  AFTERNOON,
  avoid,
  avoidDays,
  type ClinicianCase,
  type Expected,
  NIGHTS,
  n,
  noWeekends,
  off,
  offH,
  offP,
  ofType,
  ofTypeWeekly,
  prefer,
  preferDays,
  so,
  sow,
  span,
  weekly,
  work,
} from './clinician-helpers.js';

const cases: ClinicianCase[] = [];
const u = true;
const k = (text: string, expected: Expected | Expected[], unread = false) =>
  cases.push({ text, expected: [expected].flat(), unread, context: 'mar27uk' });

k('Pls can I have 19th and 20th off', off(19, 20));
k('booked leave 1st-4th March', off(1, 2, 3, 4));
k('Leave: 15/03 - 19/03', off(15, 16, 17, 18, 19));
k('no nights the week of the 8th please', so(span(7, 13), NIGHTS));
k('Sat 20th off, happy to work Sun 21st', [...off(20), work(21)]);
k('avoid Mondays if you can', avoidDays([1]));
k('no more than 3 earlies in a row', [], u);
k('max 3 nights per week', ofTypeWeekly(NIGHTS, 3));
k('I can only do weekends', preferDays([0, 6]));
k('no weekend shifts please', noWeekends());
k('no nights at all', avoid(NIGHTS));
k('I cannot do any nights', avoid(NIGHTS, 'must'));
k('off on the 2nd Friday', off(12));
k('last Wednesday of the month off', off(31));
k('off Easter Monday and the day after', [offH(29, 'Easter Monday'), ...off(30)]);
k('need Good Friday off, flights booked', offH(26, 'Good Friday'));
k('prefer afternoons', prefer(AFTERNOON));
k('earlies on Tuesdays would be great', [], u);
k('no lates Fridays please', sow([5], AFTERNOON));
k('max 12 shifts pls', n('max_shifts', 12));
k('min 2 weekends off', [], u);
k('up to 2 weekends', n('max_weekends', 2));
k('no more than 4 long days in a row', [], u);
k('the 9th would be good to have off', offP(9));
k('off 22nd (not essential)', offP(22));
k("I'd rather not work the weekend of the 13th", offP(13, 14));
k('off every Monday please', avoidDays([1]));
k('no shifts before 8am', avoid(['FLOAT_5A', 'SHIFT_5A', 'SHIFT_6A', 'SHIFT_7A']));
k('happy with any shifts', []);
k('off from the 29th', off(29, 30, 31));
k('no nights 20th - 25th', so(span(20, 25), NIGHTS));
k('can I work the 6th instead of the 7th', [], u);
k('off on my birthday', [], u);
k('no nights after the 24th', so([25, 26, 27, 28, 29, 30, 31], NIGHTS));
k('at least 11 hours off between shifts', n('min_rest_hours', 11));
k('3 nights max per week', ofTypeWeekly(NIGHTS, 3));
k('No on call this month', avoid(['ON_CALL']));
k('4 nights max', ofType(NIGHTS, 4));
k('mornings only please, weekdays', [], u);
k('2 shifts a week', weekly('target_shifts', 2));

export const HOLDOUT_2_CORPUS: readonly ClinicianCase[] = cases;
