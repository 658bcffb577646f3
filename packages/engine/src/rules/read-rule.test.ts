import { describe, expect, it } from 'vitest';
import { readRule } from './read-rule.js';

describe('readRule: the demo department’s six rules', () => {
  it.each([
    [
      'Every clinician gets at least 10 hours of rest between the end of one shift and the start of the next.',
      { kind: 'minRestHours', hours: 10 },
    ],
    [
      'No one works more than 5 days in a row; a sixth day must be a day off.',
      { kind: 'maxConsecutiveDays', days: 5 },
    ],
    [
      'The DIRECTOR shift is covered by a director every weekday, Monday to Friday.',
      {
        kind: 'shiftCoverage',
        shiftType: 'DIRECTOR',
        weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        directorsOnly: true,
      },
    ],
    [
      "Shifts rotate forward: a shift on the next day never starts earlier than the previous day's shift (mornings, then afternoons, then nights).",
      { kind: 'forwardRotation' },
    ],
    [
      'No more than 4 night shifts (starting 17:00 or later) in a row for any clinician.',
      { kind: 'maxConsecutiveNights', nights: 4, nightStartHour: 17 },
    ],
    [
      'Weekend shifts are shared equally across clinical staff, in proportion to their monthly shift limits.',
      { kind: 'fairWeekendShare', proportionalToLimits: true },
    ],
  ])('%s', (description, form) => {
    expect(readRule(description)).toEqual(form);
  });
});

describe('readRule: other hospital phrasings', () => {
  it.each([
    ['Minimum 11 hours rest between shifts.', { kind: 'minRestHours', hours: 11 }],
    ['At least twelve hours off between shifts', { kind: 'minRestHours', hours: 12 }],
    ['Maximum 6 consecutive shifts.', { kind: 'maxConsecutiveDays', days: 6 }],
    ['Nobody may work more than seven days in a row', { kind: 'maxConsecutiveDays', days: 7 }],
    ['Fewer than 4 consecutive working days', { kind: 'maxConsecutiveDays', days: 3 }],
    ['At most 3 consecutive nights', { kind: 'maxConsecutiveNights', nights: 3, nightStartHour: 17 }],
    [
      'No more than 6 night shifts per month (nights start at 7 pm)',
      { kind: 'maxNightsPerMonth', count: 6, nightStartHour: 19 },
    ],
    ['No shift the day after a night shift', { kind: 'noShiftAfterNight', nightStartHour: 17 }],
    ['A day off after every night', { kind: 'noShiftAfterNight', nightStartHour: 17 }],
    ['At most 5 shifts per week', { kind: 'maxShiftsPerWeek', count: 5 }],
    ['No more than 60 hours a week', { kind: 'maxHoursPerWeek', hours: 60 }],
    ['At least twenty-four hours of rest between shifts', { kind: 'minRestHours', hours: 24 }],
    ['At least twenty four hours of rest between shifts', { kind: 'minRestHours', hours: 24 }],
    [
      'No more than seventeen night shifts per month',
      { kind: 'maxNightsPerMonth', count: 17, nightStartHour: 17 },
    ],
    [
      'The ON_CALL shift is covered every day',
      {
        kind: 'shiftCoverage',
        shiftType: 'ON_CALL',
        weekdays: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
        directorsOnly: false,
      },
    ],
    ['Weekends are distributed fairly', { kind: 'fairWeekendShare', proportionalToLimits: false }],
  ])('%s', (description, form) => {
    expect(readRule(description)).toEqual(form);
  });
});

describe('readRule: what it does not guess', () => {
  it.each([
    'At least 3 days in a row',
    'Around 10 hours of rest, if possible',
    'No more than 5 days in a row unless the department is short',
    'Staff should be happy',
    'Rest is important',
    'The on-call shift is covered',
    '',
  ])('%s is not understood', (description) => {
    expect(readRule(description)).toBeNull();
  });
});
