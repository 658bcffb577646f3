import { describe, expect, it } from 'vitest';
import { checkRoster } from './check-roster.js';
import { coverageBound, gapTable, splitObjective } from './gap-analysis.js';

// Two people, one week. D (480 min) needs 2 people on day 0 and 1 on days 1-6 (8 units); N (600 min) needs
// 1 on days 0-3 but only A may work it, at most twice. Both must work at least 2400 minutes (5 D shifts).
const INSTANCE = `SECTION_HORIZON
7

SECTION_SHIFTS
D,480,
N,600,D

SECTION_STAFF
A,D=7|N=2,4800,2400,7,1,1,1
B,D=7|N=0,4800,2400,7,1,1,1

SECTION_DAYS_OFF
B,0

SECTION_SHIFT_ON_REQUESTS
A,5,D,3

SECTION_SHIFT_OFF_REQUESTS
B,6,D,2

SECTION_COVER
0,D,2,100,1
1,D,1,100,1
2,D,1,100,1
3,D,1,100,1
4,D,1,100,1
5,D,1,100,1
6,D,1,100,1
0,N,1,50,1
1,N,1,50,1
2,N,1,50,1
3,N,1,50,1
`;

describe('gap analysis', () => {
  it('bounds missing units by type caps and by who is available on each day', () => {
    const bound = coverageBound(INSTANCE);
    // N: 4 required, A's cap gives 2. D on day 0: 2 required, only A is available (B has the day off).
    expect(bound.underByType).toEqual({ D: 1, N: 2 });
    expect(bound.under).toBe(3);
    // Minimum 4800 minutes worked, at most 8 x 480 + 4 x 600 - (1 x 480 + 2 x 600) = 4560 covered: 240
    // extra minutes, at least one extra unit.
    expect(bound.over).toBe(1);
    expect(bound.cost).toBe(100 + 2 * 50 + 1);
  });

  it('bounds missing units by the weekends people may work', () => {
    // Two weeks; A may work one weekend, B none, and B has nothing to give anyway. Each weekend day needs
    // one D: four units, at most two of them from A.
    const twoWeeks = `SECTION_HORIZON
14

SECTION_SHIFTS
D,480,

SECTION_STAFF
A,D=14,6720,0,7,1,1,1
B,D=14,6720,0,7,1,1,0

SECTION_COVER
5,D,1,100,1
6,D,1,100,1
12,D,1,100,1
13,D,1,100,1
`;
    const bound = coverageBound(twoWeeks);
    expect(bound.underByType).toEqual({ D: 0 });
    expect(bound.under).toBe(2);
    expect(bound.cost).toBe(200);
  });

  it('bounds missing weekend units by the pairs the successions allow', () => {
    // One week; A and B may each work one weekend. Saturday needs two L, Sunday two E, and E may not
    // follow L: no one covers both days, so two person-weekends cover two of the four units. The
    // per-person bound alone (two days each) finds nothing missing.
    const noPairs = `SECTION_HORIZON
7

SECTION_SHIFTS
E,480,
L,480,E

SECTION_STAFF
A,E=7|L=7,3360,0,7,1,1,1
B,E=7|L=7,3360,0,7,1,1,1

SECTION_COVER
5,L,2,100,1
6,E,2,100,1
`;
    expect(coverageBound(noPairs).under).toBe(2);
    expect(coverageBound(noPairs).cost).toBe(200);
    // With E on Saturday instead, both may work the whole weekend: nothing is bound to go missing.
    expect(coverageBound(noPairs.replace('5,L,2', '5,E,2')).under).toBe(0);
  });

  it('splits a roster objective into missing, extra and requests, summing to the checker objective', () => {
    const roster = {
      A: ['D', 'N', 'N', 'D', 'D', 'D', ''],
      B: ['', 'D', 'D', 'D', 'D', 'D', 'D'],
    };
    const split = splitObjective(INSTANCE, roster);
    // D: day 0 one short, days 3-5 one extra each; N: days 0 and 3 short; A's request on day 5 granted,
    // B's shift-off request on day 6 violated.
    expect(split).toEqual({
      under: 3,
      underCost: 100 + 2 * 50,
      over: 3,
      overCost: 3,
      requestCost: 2,
      objective: 205,
    });
    expect(split.objective).toBe(checkRoster(INSTANCE, roster).objective);
    expect(split.objective).toBeGreaterThanOrEqual(coverageBound(INSTANCE).cost);
  });

  it('tables the bound beside the best known and a run', () => {
    const bound = coverageBound(INSTANCE);
    const split = splitObjective(INSTANCE, {
      A: ['D', 'N', 'N', 'D', 'D', 'D', ''],
      B: ['', 'D', 'D', 'D', 'D', 'D', 'D'],
    });
    const table = gapTable(
      [
        { n: 1, bound, split },
        { n: 2, bound },
      ],
      { 1: 190 },
    );
    expect(table.split('\n').slice(2, 4)).toEqual([
      '| Instance1 | 190 | 201 (3, 1) | 205 | 3 (200) | 3 (3) | 2 |',
      '| Instance2 | - | 201 (3, 1) | - | - | - | - |',
    ]);
  });
});
