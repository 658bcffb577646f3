// 430-odd requests written the way clinicians write them (shorthand, typos, UK and US forms, hedges,
// negation, ranges, ordinals, relative weeks, holidays, per-week limits, must versus prefer) with the
// constraints each should give. Written before the parser was taught to read them; clinician.test.ts
// reports how many are read exactly, declined, or misread. `u` marks cases where some words are
// expected back as not understood (a refusal beats a wrong guess).

import {
  AFTERNOON,
  ANNEX,
  avoid,
  avoidDays,
  type ClinicianCase,
  type ContextKey,
  DAY,
  type Expected,
  FLOAT,
  inMonth,
  LATES,
  MID,
  MORNING,
  NIGHTS,
  n,
  noWeekends,
  off,
  offH,
  offP,
  ofType,
  ofTypeWeekly,
  PATIO,
  prefer,
  preferDays,
  so,
  soH,
  sow,
  span,
  weekly,
  work,
  workH,
} from './clinician-helpers.js';

const cases: ClinicianCase[] = [];
let context: ContextKey = 'mar27uk';
const u = true;
const k = (text: string, expected: Expected | Expected[], unread = false) =>
  cases.push({ text, expected: [expected].flat(), unread, context });
/** Cases of another month / country. */
const within = (key: ContextKey, year: number, month: number, add: () => void) => {
  context = key;
  inMonth(year, month);
  add();
  context = 'mar27uk';
  inMonth(2027, 3);
};

// March 2027: Mondays 1 8 15 22 29, Fridays 5 12 19 26, weekends 6-7 13-14 20-21 27-28.

// Single dates.
k('Off 3rd please', off(3));
k('need the 9th off', off(9));
k('can I have Fri 12th off', off(12));
k('12th off pls', off(12));
k('Day off on the 18th', off(18));
k('off 2nd, 4th and 9th', off(2, 4, 9));
k('Requesting 15/3 off', off(15));
k('3/15 off', off(15));
k('4/3 off', off(4));
k('3/4 off', off(4));
k('Off on March 22nd', off(22));
k('Mar 30 off', off(30));
k('30th March off please', off(30));
k('1st off', off(1));
k('off the 31st', off(31));
k('the twenty third off', off(23));
k('the twenty-fifth off please', off(25));
k('I have a wedding on the 20th', off(20));
k('dentist appt on the 16th, can I be off', off(16));
k('Sat 13th off', off(13));
k('Off Tuesday 9th', off(9));
k('Wednesday the 17th off', off(17));
k('need 2027-03-11 off', off(11));
k('off 11/03/2027', off(11));
k('off 8th & 9th', off(8, 9));
k('Off 8th, 9th + 10th', off(8, 9, 10));
k('off 4th/5th', off(4, 5));
k('off 4th & 5th pls', off(4, 5));
k('Off Mon 8th & Tues 9th', off(8, 9));
k('off Friday 13th', [], u);
k('off the 32nd', [], u);

// Ranges of every common form.
k('off 10th-14th', off(...span(10, 14)));
k('off 10th to 14th', off(...span(10, 14)));
k('off 10th -> 14th', off(...span(10, 14)));
k('off 10th → 14th', off(...span(10, 14)));
k('off 10th thru 14th', off(...span(10, 14)));
k('off 10th through to the 14th', off(...span(10, 14)));
k('off from the 10th until the 14th', off(...span(10, 14)));
k('off 10-14th', off(...span(10, 14)));
k('off 10 - 14 March', off(...span(10, 14)));
k('off 10–14 Mar', off(...span(10, 14)));
k('Thurs 4th thru Sun 7th off', off(4, 5, 6, 7));
k('Mon 8th - Fri 12th off', off(...span(8, 12)));
k('A/L Mon 15th to Wed 17th', off(15, 16, 17));
k('away 22nd-28th', off(...span(22, 28)));
k('off between 3rd and 5th', off(3, 4, 5));
k('off between the 3rd & the 5th', off(3, 4, 5));
k('Mon-Wed off', avoidDays([1, 2, 3]));
k('no shifts Mon to Wed', avoidDays([1, 2, 3]));
k('Fri-Sun off', avoidDays([0, 5, 6]));
k('off 29th March to 2nd April', off(29, 30, 31));
k('off from 27 Feb to 3 Mar', off(1, 2, 3));
k('off 1st - 3rd', off(1, 2, 3));
k('off from the 25th onwards', off(...span(25, 31)));
k('off after the 28th', off(29, 30, 31));
k('Off until the 3rd', off(1, 2, 3));
k('off 15th-19th inc', off(...span(15, 19)));
k('off 15th-19th inclusive', off(...span(15, 19)));
k('leave 8 to 12 March', off(...span(8, 12)));
k('off the 5th to 7th and 19th to 21st', off(5, 6, 7, 19, 20, 21));
k('no nights 1st-7th', so(span(1, 7), NIGHTS));
k('no lates 22nd-24th', so([22, 23, 24], LATES));
k("can't work 16th→18th", off(16, 17, 18));
k('off wk of 15th', off(...span(14, 20)));
k('Off 3rd for a course and 8th-10th for leave', off(3, 8, 9, 10));

// Public holidays by name (UK here; US below).
k('Good Friday off please', offH(26, 'Good Friday'));
k('Easter Monday off', offH(29, 'Easter Monday'));
k('Easter Sunday off', offH(28, 'Easter Sunday'));
k('off Good Fri', offH(26, 'Good Friday'));
k('Good Friday and Easter Monday off', [offH(26, 'Good Friday'), offH(29, 'Easter Monday')]);
k('Good Friday - must be off', offH(26, 'Good Friday'));
k('Easter Sunday off if poss', offH(28, 'Easter Sunday', 'prefer'));
k('bank holidays off', [offH(26, 'Good Friday'), offH(29, 'Easter Monday')]);
k('need the bank holiday off', [], u);
k('Off over Easter', [], u);
k("St Patrick's Day off", [], u);
k("Mother's Day off", [], u);
k('Thanksgiving off', [], u);
k('no nights on Good Friday', soH([26], NIGHTS, 'Good Friday'));
k('happy to work Easter Sunday', workH(28, 'Easter Sunday'));
within('apr27uk', 2027, 4, () => {
  k('Easter Monday off', [], u);
  k('off 31st April', [], u);
});
within('may27uk', 2027, 5, () => {
  k('May Day bank hol off', offH(3, 'Early May bank holiday'));
  k('early May bank holiday off', offH(3, 'Early May bank holiday'));
  k('spring bank holiday off', offH(31, 'Spring bank holiday'));
  k('both bank holidays off', [offH(3, 'Early May bank holiday'), offH(31, 'Spring bank holiday')]);
  k('Memorial Day off', [], u);
});
within('may27us', 2027, 5, () => {
  k('Memorial Day off', offH(31, 'Memorial Day'));
  k('memorial day, no nights', soH([31], NIGHTS, 'Memorial Day'));
  k('Good Friday off', [], u);
  k('off Memorial Day pls', offH(31, 'Memorial Day'));
});
within('nov27us', 2027, 11, () => {
  k('Thanksgiving off', offH(25, 'Thanksgiving'));
  k('Veterans Day off', offH(11, 'Veterans Day'));
  k("Veteran's day off if possible", offH(11, 'Veterans Day', 'prefer'));
  k('want to work thanksgiving', workH(25, 'Thanksgiving'));
});
within('nov27uk', 2027, 11, () => {
  k('Thanksgiving off', [], u);
});
within('jul27us', 2027, 7, () => {
  k('Independence Day off', offH(4, 'Independence Day'));
  k('off the 4th of July', off(4));
  k('July 4th off', off(4));
});
within('sep27us', 2027, 9, () => {
  k('Labor Day off', offH(6, 'Labor Day'));
  k('labour day off', offH(6, 'Labor Day'));
});
within('jan27us', 2027, 1, () => {
  k('MLK day off', offH(18, 'Martin Luther King Jr. Day'));
  k('Martin Luther King Day off', offH(18, 'Martin Luther King Jr. Day'));
  k("New Year's Day off", offH(1, "New Year's Day"));
});
within('feb27us', 2027, 2, () => {
  k("Presidents' Day off", offH(15, "Presidents' Day"));
  k('presidents day off please', offH(15, "Presidents' Day"));
  k('Feburary 28th off', off(28));
});
within('jun27us', 2027, 6, () => {
  k('Juneteenth off', offH(19, 'Juneteenth'));
});
within('oct27us', 2027, 10, () => {
  k('Columbus Day off', offH(11, 'Columbus Day'));
});
within('dec27uk', 2027, 12, () => {
  k('Christmas Day and Boxing Day off', [offH(25, 'Christmas Day'), offH(26, 'Boxing Day')]);
  k('off xmas eve', offH(24, 'Christmas Eve'));
  k('X-mas off', offH(25, 'Christmas Day'));
  k('no nights over Christmas', [], u);
  k('would like to work Christmas Day', workH(25, 'Christmas Day'));
});

// Ordinal weekdays of the month.
k('2nd and 4th Tuesdays off', off(9, 23));
k('off the 1st and 3rd Mondays', off(1, 15));
k('last Friday off', off(26));
k('the last Monday off', off(29));
k('first Monday of the month off', off(1));
k('no nights the last Sunday', so([28], NIGHTS));
k('3rd Wednesday off', off(17));
k('off the second Thursday', off(11));
k('last Sat off', off(27));
k('final Friday of March off', off(26));
k('first Fri off', off(5));
k('every 2nd Tuesday off', [], u);
k('2nd & 4th Weds off', off(10, 24));
k('no lates on the first Saturday', so([6], LATES));
k('working the last Sunday please', work(28));
k('5th Monday off', off(29));
k('5th Thursday off', [], u);
k('the first and last Fridays off', off(5, 26));
k('1st Wed and 3rd Wed off', off(3, 17));
k('off the last two Fridays', off(19, 26));

// Weeks and weekends, relative ones included.
k('w/c 8th off', off(...span(8, 14)));
k('w/c 15th no nights', so(span(15, 21), NIGHTS));
k('week commencing 22nd off', off(...span(22, 28)));
k('wc 1st off', off(...span(1, 7)));
k('the weekend of the 20th off', off(20, 21));
k('wknd of 13th off', off(13, 14));
k('the weekend of the 6th and the one after off', off(6, 7, 13, 14));
k('off the 5th and no nights the week after', [...off(5), so(span(6, 12), NIGHTS)]);
k('off 12th, and the day after', off(12, 13));
k('off the 19th and the day before', off(18, 19));
k('first weekend off', off(6, 7));
k('last weekend off', off(27, 28));
k('2nd weekend off please', off(13, 14));
k('no nights the week before the 15th', so(span(8, 14), NIGHTS));
k('the week after the 15th off', off(...span(16, 22)));
k('off the first week', off(...span(1, 7)));
k('off the last week of March', off(...span(25, 31)));
k('the weekend after the 10th off', off(13, 14));
k('the weekend before the 10th off', off(6, 7));
k('Weekend of 27th/28th off', off(27, 28));
k('the weekends of the 6th and 20th off', off(6, 7, 20, 21));
k('off the fortnight from the 8th', off(...span(8, 21)));
k('off 2 weeks from the 15th', off(...span(15, 28)));
k('week of 22nd no lates', so(span(21, 27), LATES));
k('no nights w/c 29th', so([29, 30, 31], NIGHTS));
k('hopefully no nights week of the 8th', so(span(7, 13), NIGHTS, 'prefer'));
k('no nights the 1st week, and no earlies the last week', [
  so(span(1, 7), NIGHTS),
  so(span(25, 31), MORNING),
]);
k('no early shifts wc 8th', so(span(8, 14), MORNING));

// Negation by scope.
k('day shifts please, no nights', [prefer(DAY), avoid(NIGHTS)]);
k('nights are fine but not on Sundays', sow([0], NIGHTS));
k('not bothered about nights', []);
k('not bothered about weekends', []);
k("don't mind nights", []);
k('no nights', avoid(NIGHTS));
k('nights ok, no weekends', noWeekends());
k('happy to do nights except Fridays', sow([5], NIGHTS));
k('no nights please but weekends are fine', avoid(NIGHTS));
k('weekends fine, not Sundays though', avoidDays([0]));
k('I can do nights, just not on the 12th', so([12], NIGHTS));
k('no nights on Sundays', sow([0], NIGHTS));
k('no Sunday nights', sow([0], NIGHTS));
k('Sundays are fine', []);
k('not working Sundays', avoidDays([0]));
k('not on call on Fridays', sow([5], ['ON_CALL']));
k("I don't want nights on Fridays", sow([5], NIGHTS));
k('no earlies after nights', [], u);
k('mornings yes, afternoons no', [prefer(MORNING), avoid(AFTERNOON)]);
k('no to nights', avoid(NIGHTS));
k('nights: no', avoid(NIGHTS));
k('nights - not keen', avoid(NIGHTS));
k('not keen on lates', avoid(LATES));
k('not a fan of earlies', avoid(MORNING));
k('never nights', avoid(NIGHTS));
k('anything but nights', avoid(NIGHTS));
k('anything except nights', avoid(NIGHTS));
k('no nights, days only', [avoid(NIGHTS), prefer(DAY)]);
k('nights are not ok', avoid(NIGHTS));
k('weekends are a no', noWeekends());
k('not fussed about lates', []);
k('I would rather not do nights', avoid(NIGHTS));
k('would prefer no weekends', noWeekends());
k('no nights or weekends', [avoid(NIGHTS), noWeekends()]);
k('no nights and no weekends', [avoid(NIGHTS), noWeekends()]);
k('no nights, weekends or on call', [avoid(['ON_CALL', ...NIGHTS]), noWeekends()]);
k('not nights', avoid(NIGHTS));
k('nights not possible on the 3rd', so([3], NIGHTS));
k('cannot do Fridays', avoidDays([5], 'must'));
k("can't do nights", avoid(NIGHTS, 'must'));
k('unable to work Tuesdays', avoidDays([2], 'must'));
k('no nights on the 8th or 9th', so([8, 9], NIGHTS));
k('nights fine, earlies not', avoid(MORNING));
k('no to weekends, yes to nights', [noWeekends(), prefer(NIGHTS)]);
k('no nights, except the 12th', [], u);
k('no nights unless short staffed', [], u);
k('On call ok, but not the weekend of the 27th', so([27, 28], ['ON_CALL']));

// Shorthand and abbreviations, UK and US.
k('wknd 13th/14th off', off(13, 14));
k('no wknds', noWeekends());
k('no eves', avoid(NIGHTS));
k('no lates', avoid(LATES));
k('earlies pls', prefer(MORNING));
k('A/L 8th-12th', off(...span(8, 12)));
k('AL 22nd', off(22));
k('a/l 3rd to 5th', off(3, 4, 5));
k('max 2 nights pw', ofTypeWeekly(NIGHTS, 2));
k('max 3 shifts p/w', weekly('max_shifts', 3));
k('no more than 4 in a row', n('max_consecutive_days', 4));
k('max 4 on the trot', n('max_consecutive_days', 4));
k('no more than 3 nights on the trot', [], u);
k("7A's please", prefer(['SHIFT_7A']));
k('prefer 7As', prefer(['SHIFT_7A']));
k('no 10Ps', avoid(['SHIFT_10P']));
k("no 10P's on Fridays", sow([5], ['SHIFT_10P']));
k('SL 9th', off(9));
k('study leave 9th', off(9));
k('hols 15-19th', off(...span(15, 19)));
k('on hols 22nd to 28th', off(...span(22, 28)));
k('PTO 3/8-3/10', off(8, 9, 10));
k('pto the 18th', off(18));
k('OOO 5th', off(5));
k('nites off on the 5th', so([5], NIGHTS));
k('no nts', avoid(NIGHTS));
k('no ON CALL', avoid(['ON_CALL']));
k('no call wknds', sow([0, 6], ['ON_CALL']));
k('max 2 wknds', n('max_weekends', 2));
k('Tues & Thurs pref', preferDays([2, 4]));
k('prefer M/W/F', preferDays([1, 3, 5]));
k('no Mon/Tue', avoidDays([1, 2]));
k('off Thurs/Fri 11th/12th', off(11, 12));
k('lates only pls', prefer(LATES));
k('earlies only', prefer(MORNING));
k('no earlies Mondays', sow([1], MORNING));
k('approx 12 shifts', n('target_shifts', 12));
k('~14 shifts', n('target_shifts', 14));
k('min 10 shifts', n('min_shifts', 10));
k('12-14 shifts', [n('min_shifts', 12), n('max_shifts', 14)]);
k('min 11hrs between shifts', n('min_rest_hours', 11));
k('11 hrs rest', n('min_rest_hours', 11));
k('no b2b shifts', n('max_consecutive_days', 1));
k('no back-to-back nights', [], u);
k('Sat+Sun 20th/21st off', off(20, 21));
k('thx, nights ok', []);
k('max 1 wkend', n('max_weekends', 1));
k('no w/e', noWeekends());
k('w/e of the 20th off', off(20, 21));
k('no nights thx', avoid(NIGHTS));

// Typos.
k('no nigths', avoid(NIGHTS));
k('no nihgts', avoid(NIGHTS));
k('no nighst', avoid(NIGHTS));
k('no nightshifts', avoid(NIGHTS));
k('no weekneds', noWeekends());
k('no wekends', noWeekends());
k('no Wendesdays', avoidDays([3]));
k('no Thrusdays', avoidDays([4]));
k('no Saturdys', avoidDays([6]));
k('no mornigns', avoid(MORNING));
k('no afternnons', avoid(AFTERNOON));
k('prefer evenigns', prefer(NIGHTS));
k('off the 12th pleasee', off(12));
k('off 12th plz', off(12));
k('off Marhc 3rd', off(3));
k('off tommorow', [], u);
k('no mondys', avoidDays([1]));
k('prefer nigths', prefer(NIGHTS));
k('off the 3rd pls, no nites on the 10th', [...off(3), so([10], NIGHTS)]);
k('max 3 consective days', n('max_consecutive_days', 3));
k('no more then 2 weekends', n('max_weekends', 2));
k('atleast 12 shifts', n('min_shifts', 12));
k('no fridyas', avoidDays([5]));
k('prefer aftenoons', prefer(AFTERNOON));

// Must versus prefer.
k('must have the 10th off', off(10));
k('I need the 10th off', off(10));
k('10th off if possible', offP(10));
k('ideally the 10th off', offP(10));
k('would like the 10th off', offP(10));
k("I'd like the 10th off if poss", offP(10));
k('the 10th off would be nice', offP(10));
k('hoping to have the 10th off', offP(10));
k('preferably off on the 10th', offP(10));
k('10th off - essential (wedding)', off(10));
k('MUST be off 19th', off(19));
k('really need the 19th off', off(19));
k('Need 22nd-24th off, non-negotiable', off(22, 23, 24));
k('no nights if possible', avoid(NIGHTS));
k('no nights - must', avoid(NIGHTS, 'must'));
k('absolutely no nights', avoid(NIGHTS, 'must'));
k('cannot do nights on the 5th', so([5], NIGHTS));
k('would prefer not to work the 5th', offP(5));
k('rather not work the 5th', offP(5));
k("if possible I'd like the weekend of the 13th off", offP(13, 14));
k('weekends off where possible', noWeekends());
k('not essential but the 3rd off would be great', offP(3));
k('off the 3rd (not essential)', offP(3));
k('the 3rd off pls, the 4th if poss', [...off(3), ...offP(4)]);
k('I have to be off on the 30th', off(30));
k('nights on the 2nd would be ideal', work(2, NIGHTS));
k('ideally earlies', prefer(MORNING));
k('must not work Sundays', avoidDays([0], 'must'));
k('need every Sunday off', avoidDays([0], 'must'));
k('Off 5th (flights booked)', off(5));
k('definitely need the 8th off', off(8));
k('the 15th off if at all possible', offP(15));
k('need to work the 2nd', work(2, undefined, 'must'));
k('no weekends pls, essential', noWeekends('must'));

// Per-week limits.
k('max 2 nights a week', ofTypeWeekly(NIGHTS, 2));
k('no more than 2 nights per week', ofTypeWeekly(NIGHTS, 2));
k('max 3 shifts a week', weekly('max_shifts', 3));
k('at most 4 shifts per week', weekly('max_shifts', 4));
k('3 shifts a week please', weekly('target_shifts', 3));
k('at least 2 shifts a week', weekly('min_shifts', 2));
k('max one on call per week', ofTypeWeekly(['ON_CALL'], 1));
k('max 2 lates pw', ofTypeWeekly(LATES, 2));
k('4 days a week max', weekly('max_shifts', 4));
k('up to 3 earlies a week', ofTypeWeekly(MORNING, 3));
k('only 2 nights a week', ofTypeWeekly(NIGHTS, 2));
k('no more than 3 shifts in any week', weekly('max_shifts', 3));
k('max 2 nights a week, 12 shifts total', [ofTypeWeekly(NIGHTS, 2), n('target_shifts', 12)]);
k('2-3 shifts a week', [weekly('min_shifts', 2), weekly('max_shifts', 3)]);
k('max 3 shifts weekly', weekly('max_shifts', 3));
k('no more than 2 weekends a month', n('max_weekends', 2));
k('max 14 shifts a month', n('max_shifts', 14));
k('max 2 nights a fortnight', [], u);
k('no more than 2 nights per week if poss', ofTypeWeekly(NIGHTS, 2));
k('nights ok, but max 2 nights a week', ofTypeWeekly(NIGHTS, 2));
k('max 3 shifts per week, 2 if nights', [], u);

// Counts over the month.
k('max 3 in a row', n('max_consecutive_days', 3));
k('no more than 5 consecutive days', n('max_consecutive_days', 5));
k('at least 2 days in a row', n('min_consecutive_days', 2));
k('min 2 days off between blocks', n('min_consecutive_days_off', 2));
k('no more than 2 weekends', n('max_weekends', 2));
k('need at least 2 days off in a row', n('min_consecutive_days_off', 2, 'must'));
k('2 consecutive days off min', n('min_consecutive_days_off', 2));
k('days off together pls', n('min_consecutive_days_off', 2));
k('no more than 5 days off on the trot', n('max_consecutive_days_off', 5));
k("I don't want more than 2 weeks off in a row", n('max_consecutive_days_off', 14));
k('max 3 consecutive days off please', n('max_consecutive_days_off', 3));
k('at least 2 days off a week', [], u);
k('2 days off after nights', [], u);
k('max 1 weekend', n('max_weekends', 1));
k('12 shifts this month', n('target_shifts', 12));
k('around 15 shifts', n('target_shifts', 15));
k('no more than 16 shifts', n('max_shifts', 16));
k('at least 12 shifts', n('min_shifts', 12));
k('fewer than 10 shifts', n('max_shifts', 9));
k('11 hours between shifts', n('min_rest_hours', 11));
k('need 12 hrs rest between shifts', n('min_rest_hours', 12, 'must'));
k('no more than 4 nights', ofType(NIGHTS, 4));
k('max 2 on call', ofType(['ON_CALL'], 2));
k('max four shifts in a row', n('max_consecutive_days', 4));
k('no more than three nights this month', ofType(NIGHTS, 3));
k('ten shifts max', n('max_shifts', 10));
k('3 nights max', ofType(NIGHTS, 3));
k('max 5 days straight', n('max_consecutive_days', 5));
k('no more than 6 days running', n('max_consecutive_days', 6));
k('no more than 2 night shifts in a row', [], u);
k('at least 2 weekends off', [], u);
k('min 11h turnaround', n('min_rest_hours', 11));
k('nothing that finishes after midnight', [], u);
k('nothing starting before 7am', avoid(['FLOAT_5A', 'SHIFT_5A', 'SHIFT_6A']));
k('no shifts starting after 8pm', avoid(['SHIFT_10P']));
k('no starts before 6am', avoid(['FLOAT_5A', 'SHIFT_5A']));
k('nothing before 9', [], u);

// Shift types and categories.
k('prefer mornings', prefer(MORNING));
k('love nights', prefer(NIGHTS));
k('happy to do lates', []);
k('earlies preferred', prefer(MORNING));
k('mid mornings please', prefer(MID));
k('afternoons if possible', prefer(AFTERNOON));
k('I like the 5A', prefer(['SHIFT_5A']));
k('prefer annex shifts', prefer(ANNEX));
k('no float', avoid(FLOAT));
k('no patio shifts', avoid(PATIO));
k('no director shifts', avoid(['DIRECTOR']));
k('more nights please', prefer(NIGHTS));
k('fewer nights please', avoid(NIGHTS));
k('day shifts only', prefer(DAY));
k('days only', prefer(DAY));
k('no 5As', avoid(['SHIFT_5A']));
k('prefer the 12P express', prefer(['EXPRESS_12P']));
k('no 2P float', avoid(['FLOAT_2P']));
k('no night shifts', avoid(NIGHTS));
k('no late shifts', avoid(LATES));
k('no early shifts', avoid(MORNING));
k('evenings please', prefer(NIGHTS));

// Weekdays.
k('prefer Mondays', preferDays([1]));
k('Mondays and Tuesdays preferred', preferDays([1, 2]));
k('no Fridays', avoidDays([5]));
k('Fridays off', avoidDays([5]));
k('every Friday off', avoidDays([5]));
k('off every Weds', avoidDays([3]));
k('weekdays only', preferDays([1, 2, 3, 4, 5]));
k('weekends only', preferDays([0, 6]));
k('no weekends', noWeekends());
k('weekends off', noWeekends());
k('Tue/Thu off', avoidDays([2, 4]));
k('not Mondays', avoidDays([1]));
k('Mondays are bad for me', avoidDays([1]));
k('Sundays work best', preferDays([0]));
k('no Sats', avoidDays([6]));
k('Tuesdays off for uni', avoidDays([2]));

// Asking to work.
k('I want to work the 20th', work(20));
k('can work 20th', work(20));
k('put me on nights on the 20th', work(20, NIGHTS));
k('available the 27th and 28th', [work(27), work(28)]);
k("I'd like a 7A on the 3rd", work(3, ['SHIFT_7A']));
k('can pick up the 14th', work(14));
k('want nights 1st-3rd', [work(1, NIGHTS), work(2, NIGHTS), work(3, NIGHTS)]);

// Should be declined: conditions, rotations, anaphora, relative to today, other months.
k('every other weekend off', [], u);
k('alternate Fridays off', [], u);
k('same as last month', [], u);
k('off when my wife is on nights', [], u);
k('swap with Jane on the 5th', [], u);
k('off tomorrow', [], u);
k('next Friday off', [], u);
k('off half term', [], u);
k('no nights after a late', [], u);
k('no nights in April', [], u);
k('only 2 weekends off', [], u);
k('off the day after my exam', [], u);
k('as per my email', [], u);
k('flexible', []);
k('thanks!', []);
k('no earlies on days after nights', [], u);
k('off the 3rd or the 4th', [], u);
k('off the 3rd or 4th, whichever is easier', [], u);
k('no nights the night before my day off', [], u);
k('off the 10th unless we are short', [], u);
k('nights only if paid extra', [], u);
k('no nights next month', [], u);
k('same pattern as Sarah', [], u);
k('fixed Tuesdays', [], u);
k('whatever works', []);
k('Happy with whatever', []);

// Reasons and asides are not constraints, and do not stop the rest being read.
k('off the 10th for childcare', off(10));
k('No nights (childcare)', avoid(NIGHTS));
k('off 5th for a funeral', off(5));
k("off 8th - kids' school play", off(8));
k("off on the 6th for my brother's wedding", off(6));
k('off the 30th, flying out early', off(30), u);
k('Please avoid giving me earlies on Mondays as I do the school run', sow([1], MORNING));
k('Off 2nd, 9th, 16th (uni days)', off(2, 9, 16));

// Several requests in one message.
k('Hi, could I have the 12th and 13th off please? Also no nights the week of the 22nd. Thanks', [
  ...off(12, 13),
  so(span(21, 27), NIGHTS),
]);
k('A/L 1st-5th. Max 2 nights a week after that.', off(1, 2, 3, 4, 5), u);
k(
  'Off Good Friday & Easter Monday, no nights that weekend',
  [offH(26, 'Good Friday'), offH(29, 'Easter Monday')],
  u,
);
k('Prefer earlies, max 3 in a row, no more than 2 weekends', [
  prefer(MORNING),
  n('max_consecutive_days', 3),
  n('max_weekends', 2),
]);
k('Wedding on the 20th so need the 19th-21st off.', off(19, 20, 21));
k('no nights please, day shifts fine, 14 shifts max', [avoid(NIGHTS), n('max_shifts', 14)]);
k('I am on A/L from the 15th to the 19th inclusive, back on the 20th', off(...span(15, 19)), u);
k('No weekends this month pls, I did 3 last month', noWeekends(), u);
k('max 12 shifts, no nights, Fridays off', [n('max_shifts', 12), avoid(NIGHTS), avoidDays([5])]);
k('Only earlies on weekdays, and no weekends', noWeekends(), u);
k('need 3rd off, nights ok otherwise', off(3));
k('off 12th. no nights 13th.', [...off(12), so([13], NIGHTS)]);
k('Off 1st & 2nd please. Prefer lates. Max 4 in a row.', [
  ...off(1, 2),
  prefer(LATES),
  n('max_consecutive_days', 4),
]);
k('Hi team, A/L 8-12 March, and could I avoid nights the week after? Thanks!', [
  ...off(...span(8, 12)),
  so(span(13, 19), NIGHTS, 'prefer'),
]);
k('No nights. No weekends. Max 3 in a row.', [avoid(NIGHTS), noWeekends(), n('max_consecutive_days', 3)]);
k('Off 3rd, 4th. Earlies if poss.', [...off(3, 4), prefer(MORNING)]);
k('Need the 26th off (Good Friday) - family plans', offH(26, 'Good Friday'));
k('no lates on Fridays, no earlies on Mondays', [sow([5], LATES), sow([1], MORNING)]);
k('off Sat 6th, working Sun 7th', [...off(6), work(7)]);
k('Mornings pls. Off 15th & 16th. Not more than 12 shifts.', [
  prefer(MORNING),
  ...off(15, 16),
  n('max_shifts', 12),
]);
k('study leave 2nd-4th, exam on the 5th so need that off too', off(2, 3, 4, 5));
k('could I please have the 22nd off, and ideally the 23rd as well', [...off(22), ...offP(23)]);
k('no nights 1st-14th, nights fine after that', so(span(1, 14), NIGHTS));
k('Max 2 nights pw and no more than 3 in a row', [ofTypeWeekly(NIGHTS, 2), n('max_consecutive_days', 3)]);
k('weekends are fine, just not the 20th/21st', off(20, 21));
k('I can do the 13th but not the 14th', [work(13), ...off(14)]);
k('earlies please, lates ok, no nights', [prefer(MORNING), avoid(NIGHTS)]);
k('I would like to avoid 5As and 6As', avoid(['SHIFT_5A', 'SHIFT_6A']));
k('No on call on the weekend of the 13th pls', so([13, 14], ['ON_CALL']));
k('3rd, 10th and 17th off (Weds - uni)', off(3, 10, 17));
k('Pref Tues/Weds off', avoidDays([2, 3]));
k('Working nights 1st-3rd, need 4th off to recover', [
  work(1, NIGHTS),
  work(2, NIGHTS),
  work(3, NIGHTS),
  ...off(4),
]);

export const CLINICIAN_CORPUS: readonly ClinicianCase[] = cases;
export { DAY, MID };
