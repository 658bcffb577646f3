import { describe, expect, it } from 'vitest';
import { compile } from '../../score/compile.js';
import { testProblem } from '../../testing/build-problem.js';
import { daysAroundWeekends } from './weekends.js';

describe('daysAroundWeekends', () => {
  it('lists each weekend with the day before and after it, within the horizon', () => {
    // TEST_START is a Monday: Saturdays are days 5 and 12.
    expect(daysAroundWeekends(compile(testProblem({ numDays: 14 })))).toEqual([
      [4, 5, 6, 7],
      [11, 12, 13],
    ]);
    // From a Sunday: that Sunday is a weekend of its own, with no day before it.
    const fromSunday = testProblem({ numDays: 15 });
    const days = fromSunday.days.slice(6);
    expect(daysAroundWeekends(compile({ ...fromSunday, days }))).toEqual([
      [0, 1],
      [5, 6, 7, 8],
    ]);
  });

  it('takes `margin` days either side, within the horizon', () => {
    const c = compile(testProblem({ numDays: 14 }));
    expect(daysAroundWeekends(c, 2)).toEqual([
      [3, 4, 5, 6, 7, 8],
      [10, 11, 12, 13],
    ]);
    expect(daysAroundWeekends(c, 0)).toEqual([
      [5, 6],
      [12, 13],
    ]);
  });
});
