import { describe, expect, it } from 'vitest';
import { describeConstraint, describeUnderstood, shiftGroups } from './describe-constraint.js';
import { SHIFT_CATALOGUE } from './shift-catalogue.js';

const names = { SHIFT_8P: '8P', SHIFT_10P: '10P', ON_CALL: 'On Call' };

describe('describeConstraint: the "Understood as" line', () => {
  it('names the day, the holiday and where it came from', () => {
    expect(
      describeUnderstood({
        type: 'day_off',
        date: '2027-03-26',
        holiday: 'Good Friday',
        priority: 'must',
        source: { start: 0, end: 23, text: 'Good Friday off please' },
      }),
    ).toBe("Day off: Fri 26 Mar (Good Friday), from 'Good Friday off please'");
  });

  it.each([
    [{ type: 'day_off', date: '2026-03-09', priority: 'must' }, 'Day off: Mon 9 Mar'],
    [{ type: 'avoid_shift_types', shiftTypes: ['SHIFT_8P', 'SHIFT_10P'] }, 'Avoid 8P and 10P'],
    [{ type: 'max_consecutive_days', value: 3, priority: 'prefer' }, 'At most 3 days in a row (if possible)'],
    [{ type: 'min_consecutive_days_off', value: 2, priority: 'must' }, 'At least 2 days off in a row'],
    [
      { type: 'min_consecutive_days_off', value: 2, priority: 'prefer' },
      'At least 2 days off in a row (if possible)',
    ],
    [{ type: 'max_consecutive_days_off', value: 1 }, 'At most 1 day off in a row'],
    [
      { type: 'max_consecutive_days_off', value: 7, priority: 'prefer' },
      'At most 7 days off in a row (if possible)',
    ],
    [
      { type: 'max_shifts_of_type', shiftTypes: ['ON_CALL'], value: 1, per: 'week' },
      'At most 1 On Call a week',
    ],
    [
      { type: 'shift_off', weekdays: [0, 6], shiftTypes: ['SHIFT_8P'], priority: 'must' },
      'No 8P: on Sundays and Saturdays',
    ],
    [
      { type: 'shift_off', dates: ['2027-03-27', '2027-03-28'], shiftTypes: ['ON_CALL'], priority: 'must' },
      'No On Call: Sat 27 Mar and Sun 28 Mar',
    ],
    [
      { type: 'request_to_work', date: '2027-03-28', priority: 'prefer' },
      'Work a shift: Sun 28 Mar (if possible)',
    ],
    [{ type: 'avoid_weekends' }, 'Avoid weekends'],
    [{ type: 'max_shifts', value: 3, per: 'week', priority: 'must' }, 'At most 3 shifts a week'],
    [{ type: 'avoid_shift_types', shiftTypes: ['UNKNOWN'] }, 'Avoid UNKNOWN'],
  ] as const)('%j reads %j', (constraint, text) => {
    expect(describeConstraint(constraint as Parameters<typeof describeConstraint>[0], names)).toBe(text);
  });

  it('says "nights" for exactly the night shifts of the catalogue, and lists any other set', () => {
    const groups = shiftGroups(SHIFT_CATALOGUE);
    const nights = groups.nights ?? [];
    expect(nights).toContain('SHIFT_10P');
    expect(nights).not.toContain('ON_CALL');
    expect(describeConstraint({ type: 'avoid_shift_types', shiftTypes: [...nights] }, {}, groups)).toBe(
      'Avoid nights',
    );
    expect(
      describeConstraint(
        { type: 'max_shifts_of_type', shiftTypes: [...nights], value: 2, per: 'week' },
        {},
        groups,
      ),
    ).toBe('At most 2 nights a week');
    expect(
      describeConstraint(
        { type: 'avoid_shift_types', shiftTypes: nights.slice(1) },
        { SHIFT_10P: '10P' },
        groups,
      ),
    ).toMatch(/^Avoid .*10P$/);
  });

  it('says nothing of a source it was not given', () => {
    expect(describeUnderstood({ type: 'avoid_weekends', priority: 'prefer' })).toBe(
      'Avoid weekends (if possible)',
    );
  });
});
