import { describe, expect, it } from 'vitest';
import { hours, staffId } from '../domain/ids.js';
import { dayDate, testProblem, testStaff, work, works } from '../testing/build-problem.js';
import { verifiedConstraintIds, verifyThat } from '../testing/verify-that.js';
import {
  atMostOneShiftPerDay,
  consecutiveDaysOffNearPreferred,
  consecutiveDaysOffWithinLimits,
  consecutiveWorkingDaysNearPreferred,
  consecutiveWorkingDaysWithinLimits,
  coverageOverstaffed,
  coverageUnderstaffed,
  fairPoints,
  forbiddenSuccessions,
  forwardRotation,
  lockedEntriesKept,
  maxShiftsOfType,
  minRestBetweenShifts,
  mustShiftOffRequests,
  noShiftOnVacationOrDayOff,
  onlyEligibleRoles,
  preferredShiftTypes,
  preferredWeekdays,
  rosterConstraints,
  shiftCountNearTarget,
  shiftCountWithinLimits,
  shiftOffRequests,
  totalMinutesNearPreferred,
  totalMinutesWithinLimits,
  weekendsNearPreferred,
  weekendsWithinLimits,
  workRequests,
} from './constraints.js';

const A = staffId('A');
const B = staffId('B');
const shift = (id: string) => id as never;
const withLimits = (limits: object, numDays = 7) =>
  testProblem({ numDays, staff: [testStaff('A', { limits }), testStaff('B')] });

describe('hard constraints', () => {
  it('atMostOneShiftPerDay', () => {
    const p = testProblem({
      staff: [testStaff('A'), testStaff('B', { director: true, roles: ['director'] })],
    });
    verifyThat(atMostOneShiftPerDay())
      .given(p, [work('B', 0, 'DIR'), work('B', 0, 'M')])
      .penalizesBy(0);
    verifyThat(atMostOneShiftPerDay())
      .given(p, [work('A', 0, 'DIR'), work('A', 0, 'M'), work('A', 1, 'DIR'), work('A', 1, 'E')])
      .penalizesBy(2);
  });

  it('onlyEligibleRoles', () => {
    const p = testProblem();
    verifyThat(onlyEligibleRoles())
      .given(p, works('A', 'M', 0))
      .penalizesBy(0);
    verifyThat(onlyEligibleRoles())
      .given(p, works('A', 'ICU', 0, 1))
      .penalizesBy(2);
  });

  it('noShiftOnVacationOrDayOff', () => {
    const p = testProblem({
      unavailability: [
        { staffId: A, date: dayDate(1), reason: 'vacation' },
        { staffId: A, date: dayDate(2), reason: 'dayOff' },
      ],
    });
    verifyThat(noShiftOnVacationOrDayOff())
      .given(p, works('A', 'M', 0))
      .penalizesBy(0);
    verifyThat(noShiftOnVacationOrDayOff())
      .given(p, [work('A', 1, 'M'), work('A', 2, 'N')])
      .penalizesBy(2);
  });

  it('lockedEntriesKept', () => {
    const p = testProblem({
      locked: [
        { staffId: A, date: dayDate(0), shiftTypeIds: [shift('M')] },
        { staffId: A, date: dayDate(1), shiftTypeIds: [] },
      ],
    });
    verifyThat(lockedEntriesKept())
      .given(p, works('A', 'M', 0))
      .penalizesBy(0);
    verifyThat(lockedEntriesKept())
      .given(p, [work('A', 0, 'E'), work('A', 1, 'M')])
      .penalizesBy(2);
  });

  it('maxShiftsOfType', () => {
    const p = withLimits({ maxShiftsOfType: { N: 1 } });
    verifyThat(maxShiftsOfType())
      .given(p, works('A', 'N', 0))
      .penalizesBy(0);
    verifyThat(maxShiftsOfType())
      .given(p, works('A', 'N', 0, 2, 4))
      .penalizesBy(2);
  });

  it('shiftCountWithinLimits', () => {
    const p = withLimits({ shifts: { hardMin: 2, hardMax: 3 } });
    verifyThat(shiftCountWithinLimits())
      .given(p, works('A', 'M', 0, 1))
      .penalizesBy(0);
    verifyThat(shiftCountWithinLimits())
      .given(p, works('A', 'M', 0, 1, 2, 3, 4))
      .penalizesBy(2);
    verifyThat(shiftCountWithinLimits()).given(p, []).penalizesBy(2);
  });

  it('totalMinutesWithinLimits', () => {
    const p = withLimits({ totalMinutes: { hardMax: 16 * 60 } });
    verifyThat(totalMinutesWithinLimits())
      .given(p, works('A', 'M', 0, 1))
      .penalizesBy(0);
    verifyThat(totalMinutesWithinLimits())
      .given(p, works('A', 'M', 0, 1, 2))
      .penalizesBy(8);
  });

  it('consecutiveWorkingDaysWithinLimits', () => {
    const p = withLimits({ consecutiveWorkingDays: { hardMin: 2, hardMax: 3 } }, 10);
    verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(p, works('A', 'M', 1, 2))
      .penalizesBy(0);
    // 5 days from the start (min ignored at the edge, 2 over the max) + a single interior day (1 short).
    verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(p, works('A', 'M', 0, 1, 2, 3, 4, 6))
      .penalizesBy(3);
  });

  it('consecutiveWorkingDaysWithinLimits counts the days worked just outside the horizon', () => {
    const p = testProblem({
      numDays: 10,
      staff: [
        testStaff('A', {
          limits: { consecutiveWorkingDays: { hardMin: 2, hardMax: 3 } },
          workedDaysBefore: 2,
          workedDaysAfter: 1,
        }),
        testStaff('B'),
      ],
    });
    // 2 worked before + days 0-1 = 4 (1 over); an interior block is not affected.
    verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(p, works('A', 'M', 0, 1, 4, 5))
      .penalizesBy(1);
    // Days 7-9 end the horizon, 1 more after it: 4 (1 over); days 0-1 off join nothing.
    verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(p, works('A', 'M', 3, 4, 7, 8, 9))
      .penalizesBy(1);
    verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(p, works('A', 'M', 0, 4, 5, 8, 9))
      .penalizesBy(0);
  });

  it('consecutiveDaysOffWithinLimits', () => {
    const p = withLimits({ consecutiveDaysOff: { hardMin: 2 } });
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(p, works('A', 'M', 0, 1, 2, 5, 6))
      .penalizesBy(0);
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(p, works('A', 'M', 0, 2, 4, 5, 6))
      .penalizesBy(2);
  });

  it('consecutiveDaysOffWithinLimits counts the days off just outside the horizon', () => {
    const p = testProblem({
      numDays: 10,
      staff: [
        testStaff('A', { limits: { consecutiveDaysOff: { hardMax: 4 } }, offDaysBefore: 3, offDaysAfter: 2 }),
        testStaff('B'),
      ],
    });
    // 3 off before + days 0-1 = 5 (1 over); days 8-9 + 2 after = 4; days 3-6 inside = 4.
    const check = verifyThat(consecutiveDaysOffWithinLimits()).given(p, works('A', 'M', 2, 7));
    check.penalizesBy(1);
    expect(check.violations().map((v) => v.message)).toEqual([
      'A is off 5 days in a row (Mon Mar 2 - Tue Mar 3, with 3 days just outside the period); the limit is 4 days off in a row',
    ]);
    // Working the 1st leaves no block off at the start: nothing joins the days before.
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(p, works('A', 'M', 0, 5, 7))
      .penalizesBy(0);
    // Days 1-4 inside: 4; day 9 off alone with 2 after: 3.
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(p, works('A', 'M', 0, 5, 8))
      .penalizesBy(0);
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(p, works('A', 'M', 0, 1, 2, 3, 4, 5, 6))
      .penalizesBy(1);
  });

  it('minimums judge a block at an edge whose neighbouring days are known', () => {
    const person = (extra: object) =>
      testProblem({
        numDays: 10,
        staff: [
          testStaff('A', {
            limits: { consecutiveDaysOff: { hardMin: 3 }, consecutiveWorkingDays: { hardMin: 3 } },
            ...extra,
          }),
          testStaff('B'),
        ],
      });
    // Off on day 0 alone, working days 1-8, off on day 9: both blocks off touch an edge.
    const roster = works('A', 'M', 1, 2, 3, 4, 5, 6, 7, 8);
    verifyThat(consecutiveDaysOffWithinLimits()).given(person({}), roster).penalizesBy(0);
    // Worked the day before: day 0 off is a whole block of 1 (2 short); the end stays open.
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(person({ workedDaysBefore: 2, knownBefore: true }), roster)
      .penalizesBy(2);
    // One known day off on each side: days 0 and 9 are blocks of 2 (1 short each).
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(person({ offDaysBefore: 1, knownBefore: true, offDaysAfter: 1, knownAfter: true }), roster)
      .penalizesBy(2);
    // Off days counted but not known to begin there (e.g. a vacation in a month not rostered): still open.
    verifyThat(consecutiveDaysOffWithinLimits())
      .given(person({ offDaysBefore: 1, offDaysAfter: 1 }), roster)
      .penalizesBy(0);
    // Working days 0-1 after 1 worked day known before: 3, enough; with none before, 2 (1 short).
    const early = works('A', 'M', 0, 1, 5, 6, 7);
    verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(person({ workedDaysBefore: 1, knownBefore: true }), early)
      .penalizesBy(0);
    verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(person({ offDaysBefore: 4, knownBefore: true }), early)
      .penalizesBy(1);
    verifyThat(consecutiveWorkingDaysWithinLimits()).given(person({}), early).penalizesBy(0);
  });

  it('weekendsWithinLimits', () => {
    const p = withLimits({ weekends: { hardMax: 1 } }, 14);
    verifyThat(weekendsWithinLimits())
      .given(p, works('A', 'M', 5, 6))
      .penalizesBy(0);
    verifyThat(weekendsWithinLimits())
      .given(p, works('A', 'M', 5, 13))
      .penalizesBy(1);
  });

  it('minRestBetweenShifts', () => {
    const p = testProblem({
      staff: [testStaff('A'), testStaff('B', { circadianOptimisation: false })],
      rest: { minRestMinutes: hours(11) },
    });
    verifyThat(minRestBetweenShifts())
      .given(p, [...works('A', 'M', 0, 1), work('B', 0, 'E'), work('B', 1, 'M')])
      .penalizesBy(0);
    // Evening ends 23:00, morning starts 07:00: 8 hours of rest, 3 short.
    verifyThat(minRestBetweenShifts())
      .given(p, [work('A', 0, 'E'), work('A', 1, 'M')])
      .penalizesBy(3);
  });

  it('forbiddenSuccessions', () => {
    const p = testProblem({ rest: { forbiddenSuccessions: [{ from: shift('N'), to: shift('M') }] } });
    verifyThat(forbiddenSuccessions())
      .given(p, [work('A', 0, 'M'), work('A', 1, 'N')])
      .penalizesBy(0);
    verifyThat(forbiddenSuccessions())
      .given(p, [work('A', 0, 'N'), work('A', 1, 'M'), work('A', 2, 'N'), work('A', 3, 'M')])
      .penalizesBy(2);
  });
});

describe('soft constraints', () => {
  const cover = (required: number) =>
    testProblem({
      coverage: [{ date: dayDate(0), shiftTypeId: shift('M'), required, underWeight: 100, overWeight: 5 }],
    });

  it('coverageUnderstaffed', () => {
    verifyThat(coverageUnderstaffed())
      .given(cover(2), [work('A', 0, 'M'), work('B', 0, 'M')])
      .penalizesBy(0);
    verifyThat(coverageUnderstaffed())
      .given(cover(2), [work('A', 0, 'M')])
      .penalizesBy(100);
  });

  it('coverageOverstaffed', () => {
    verifyThat(coverageOverstaffed())
      .given(cover(1), [work('A', 0, 'M')])
      .penalizesBy(0);
    verifyThat(coverageOverstaffed())
      .given(cover(1), [work('A', 0, 'M'), work('B', 0, 'M')])
      .penalizesBy(5);
  });

  it('shiftOffRequests', () => {
    const p = testProblem({
      shiftOffRequests: [
        { staffId: A, date: dayDate(0), shiftTypeId: shift('N'), weight: 3 },
        { staffId: A, date: dayDate(1), weight: 2 },
      ],
    });
    verifyThat(shiftOffRequests())
      .given(p, [work('A', 0, 'M')])
      .penalizesBy(0);
    verifyThat(shiftOffRequests())
      .given(p, [work('A', 0, 'N'), work('A', 1, 'M')])
      .penalizesBy(5);
  });

  it('shiftOffRequests: a must request is not scored here, a prefer one (or none given) is', () => {
    const p = testProblem({
      shiftOffRequests: [
        { staffId: A, date: dayDate(0), shiftTypeId: shift('N'), weight: 3, priority: 'must' },
        { staffId: A, date: dayDate(1), weight: 2, priority: 'prefer' },
      ],
    });
    verifyThat(shiftOffRequests())
      .given(p, [work('A', 0, 'N'), work('A', 1, 'M')])
      .penalizesBy(2);
  });

  it('mustShiftOffRequests', () => {
    const p = testProblem({
      shiftOffRequests: [
        { staffId: A, date: dayDate(0), shiftTypeId: shift('N'), weight: 3, priority: 'must' },
        { staffId: A, date: dayDate(1), weight: 2, priority: 'must' },
        { staffId: B, date: dayDate(0), weight: 5 },
      ],
    });
    // Another shift that day, a prefer request broken: not this rule's business.
    verifyThat(mustShiftOffRequests())
      .given(p, [work('A', 0, 'M'), work('B', 0, 'M')])
      .penalizesBy(0);
    // The night asked off, and any shift on a day asked off entirely: 1 each, whatever the weight.
    verifyThat(mustShiftOffRequests())
      .given(p, [work('A', 0, 'N'), work('A', 1, 'M')])
      .penalizesBy(2);
  });

  it('workRequests', () => {
    const p = testProblem({
      workRequests: [
        { staffId: A, date: dayDate(0), shiftTypeId: shift('M'), weight: 2 },
        { staffId: A, date: dayDate(1), weight: 4 },
      ],
    });
    verifyThat(workRequests())
      .given(p, [work('A', 0, 'M'), work('A', 1, 'N')])
      .penalizesBy(0);
    verifyThat(workRequests())
      .given(p, [work('A', 0, 'E')])
      .penalizesBy(6);
  });

  it('preferredShiftTypes', () => {
    const p = testProblem({
      staff: [testStaff('A', { shiftTypeRatings: { N: 1, M: 3 } }), testStaff('B')],
      weights: { shiftTypeRating: 2 },
    });
    verifyThat(preferredShiftTypes())
      .given(p, [...works('A', 'M', 0, 1), ...works('B', 'N', 0)])
      .penalizesBy(0);
    verifyThat(preferredShiftTypes())
      .given(p, [work('A', 0, 'N'), work('A', 1, 'E')])
      .penalizesBy(6);
  });

  it('preferredWeekdays', () => {
    const p = testProblem({
      staff: [testStaff('A', { avoidedWeekdays: [0] }), testStaff('B', { preferredWeekdays: [1, 2] })],
    });
    verifyThat(preferredWeekdays())
      .given(p, [work('A', 1, 'M'), work('B', 2, 'M')])
      .penalizesBy(0);
    verifyThat(preferredWeekdays())
      .given(p, [work('A', 0, 'M'), work('B', 3, 'M')])
      .penalizesBy(2);
  });

  it('shiftCountNearTarget', () => {
    const p = withLimits({ shifts: { softMin: 3, softMax: 3, minCost: 2, maxCost: 5 } });
    verifyThat(shiftCountNearTarget())
      .given(p, works('A', 'M', 0, 1, 2))
      .penalizesBy(0);
    verifyThat(shiftCountNearTarget())
      .given(p, works('A', 'M', 0))
      .penalizesBy(4);
    verifyThat(shiftCountNearTarget())
      .given(p, works('A', 'M', 0, 1, 2, 3, 4))
      .penalizesBy(10);
  });

  it('totalMinutesNearPreferred', () => {
    const p = withLimits({ totalMinutes: { softMin: 24 * 60, minCost: 1 } });
    verifyThat(totalMinutesNearPreferred())
      .given(p, works('A', 'M', 0, 1, 2))
      .penalizesBy(0);
    verifyThat(totalMinutesNearPreferred())
      .given(p, works('A', 'M', 0, 1))
      .penalizesBy(8);
  });

  it('consecutiveWorkingDaysNearPreferred', () => {
    const p = withLimits({ consecutiveWorkingDays: { softMax: 2, maxCost: 3 } });
    verifyThat(consecutiveWorkingDaysNearPreferred())
      .given(p, works('A', 'M', 1, 2))
      .penalizesBy(0);
    verifyThat(consecutiveWorkingDaysNearPreferred())
      .given(p, works('A', 'M', 1, 2, 3, 4))
      .penalizesBy(6);
  });

  it('consecutiveDaysOffNearPreferred counts the days off outside a known edge, and its minimum there', () => {
    const p = testProblem({
      numDays: 7,
      staff: [
        testStaff('A', {
          limits: { consecutiveDaysOff: { softMin: 2, minCost: 3, softMax: 3, maxCost: 5 } },
          offDaysBefore: 2,
          workedDaysAfter: 1,
          knownBefore: true,
          knownAfter: true,
        }),
        testStaff('B'),
      ],
    });
    // Days 0-1 off after 2 more: 4 (1 over, 5); day 6 off before a known worked day: 1 (1 short, 3).
    verifyThat(consecutiveDaysOffNearPreferred())
      .given(p, works('A', 'M', 2, 3, 4, 5))
      .penalizesBy(8);
  });

  it('consecutiveDaysOffNearPreferred', () => {
    const p = withLimits({ consecutiveDaysOff: { softMin: 3, minCost: 2 } });
    verifyThat(consecutiveDaysOffNearPreferred())
      .given(p, works('A', 'M', 0, 4, 5, 6))
      .penalizesBy(0);
    verifyThat(consecutiveDaysOffNearPreferred())
      .given(p, works('A', 'M', 0, 1, 2, 4, 5, 6))
      .penalizesBy(4);
  });

  it('weekendsNearPreferred', () => {
    const p = withLimits({ weekends: { softMax: 0, maxCost: 7 } }, 14);
    verifyThat(weekendsNearPreferred())
      .given(p, works('A', 'M', 0, 1))
      .penalizesBy(0);
    verifyThat(weekendsNearPreferred())
      .given(p, works('A', 'M', 5, 6))
      .penalizesBy(7);
  });

  it('forwardRotation', () => {
    const p = testProblem({ rest: { backwardRotationWeight: 2 } });
    verifyThat(forwardRotation())
      .given(p, [work('A', 0, 'M'), work('A', 1, 'E')])
      .penalizesBy(0);
    // Evening (15:00) then morning (07:00): 8 hours backward.
    verifyThat(forwardRotation())
      .given(p, [work('A', 0, 'E'), work('A', 1, 'M')])
      .penalizesBy(16);
  });

  it('fairPoints', () => {
    const p = testProblem({
      coverage: [{ date: dayDate(0), shiftTypeId: shift('M'), required: 2, underWeight: 1, overWeight: 1 }],
      weights: { fairness: 1 },
    });
    verifyThat(fairPoints())
      .given(p, [work('A', 0, 'M'), work('B', 0, 'M')])
      .penalizesBy(0);
    verifyThat(fairPoints())
      .given(p, [work('A', 0, 'N')])
      .penalizesBy(2);
    // Carried points count: A already has 2, so B should get both.
    const carried = { ...p, staff: [testStaff('A', { pointsCarried: 2 }), testStaff('B')] };
    verifyThat(fairPoints())
      .given(carried, [work('B', 0, 'N')])
      .penalizesBy(0);
  });
});

describe('explanations', () => {
  it('names the person, the days and the limit', () => {
    const p = withLimits({ consecutiveWorkingDays: { hardMax: 5 } }, 10);
    const v = verifyThat(consecutiveWorkingDaysWithinLimits())
      .given(p, works('A', 'M', 2, 3, 4, 5, 6, 7))
      .violations();
    expect(v).toHaveLength(1);
    expect(v[0]!.message).toBe(
      'A works 6 days in a row (Wed Mar 4 - Mon Mar 9); the limit is 5 days in a row',
    );
    expect(v[0]!.label).toBe('consecutiveWorkingDaysWithinLimits(staff=A, day=2026-03-04, to=2026-03-09)');
    expect(v[0]!.staffId).toBe(A);
    void B;
  });
});

describe('constraint registry', () => {
  it('lists hard before soft, with unique camelCase ids and readable names', () => {
    const levels = rosterConstraints.all.map((k) => k.level);
    expect(levels.indexOf('soft')).toBe(rosterConstraints.hard.length);
    for (const k of rosterConstraints.all) {
      expect(k.id).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(k.name.length).toBeGreaterThan(10);
    }
  });

  // Runs last in this file: every registered constraint must have been exercised through verifyThat.
  it('every registered constraint appears in a verifyThat test', () => {
    const missing = rosterConstraints.all.map((k) => k.id).filter((id) => !verifiedConstraintIds.has(id));
    expect(missing).toEqual([]);
  });
});
