import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { evaluateRoster } from '../score/evaluate.js';
import { curtoisObjective, curtoisToProblem, parseCurtois } from './reader.js';

// A small instance in the benchmark's format (14 days, 3 people, 2 shift types).
const TEXT = `# comment
SECTION_HORIZON
# days
14

SECTION_SHIFTS
# ShiftID, Length in mins, Shifts which cannot follow this shift | separated
D,480,
N,600,D

SECTION_STAFF
A,D=14|N=3,4800,2400,5,2,2,1
B,D=14|N=0,4800,1920,4,2,2,2
C,D=10|N=4,5400,960,6,1,1,1

SECTION_DAYS_OFF
A,0,1
C,13

SECTION_SHIFT_ON_REQUESTS
A,3,D,2
B,5,N,3

SECTION_SHIFT_OFF_REQUESTS
C,4,D,1
C,6,N,2

SECTION_COVER
0,D,1,100,1
0,N,1,100,1
1,D,2,100,1
1,N,0,100,1
2,D,1,100,1
2,N,1,100,1
3,D,1,100,1
3,N,1,100,1
4,D,1,100,1
4,N,1,100,1
5,D,1,100,1
5,N,0,100,1
6,D,1,100,1
6,N,1,100,1
7,D,1,100,1
7,N,1,100,1
8,D,2,100,1
8,N,0,100,1
9,D,1,100,1
9,N,1,100,1
10,D,1,100,1
10,N,1,100,1
11,D,1,100,1
11,N,1,100,1
12,D,1,100,1
12,N,1,100,1
13,D,1,100,1
13,N,1,100,1
`;

describe('Curtois-Qu reader', () => {
  const inst = parseCurtois(TEXT);
  const problem = curtoisToProblem(inst);
  const c = compile(problem);

  it('reads every section', () => {
    expect(inst.horizon).toBe(14);
    expect(inst.shifts).toEqual([
      { id: 'D', minutes: 480, cannotFollow: [] },
      { id: 'N', minutes: 600, cannotFollow: ['D'] },
    ]);
    expect(inst.staff[0]).toMatchObject({
      id: 'A',
      maxShifts: { D: 14, N: 3 },
      maxWeekends: 1,
      minConsecutiveShifts: 2,
    });
    expect(inst.daysOff).toEqual([
      { staff: 'A', days: [0, 1] },
      { staff: 'C', days: [13] },
    ]);
    expect(inst.cover).toHaveLength(28);
    expect(problem.days[0]!.weekday).toBe(0);
    expect(problem.rest?.forbiddenSuccessions).toEqual([{ from: 'N', to: 'D' }]);
  });

  it('objective equals the model soft score, and hard violations vanish together', () => {
    const ids = ['A', 'B', 'C'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', '', 'D', 'N'), { minLength: 42, maxLength: 42 }), (cells) => {
        const roster = Object.fromEntries(ids.map((id, i) => [id, cells.slice(i * 14, i * 14 + 14)]));
        const direct = curtoisObjective(inst, roster);
        const dense = new Int16Array(3 * 14);
        cells.forEach((x, i) => {
          dense[i] = x === '' ? -1 : c.shiftIndex.get(x as never)!;
        });
        const model = evaluateRoster(c, rosterConstraints, dense).score;
        expect(model.soft).toBe(direct.objective);
        expect(model.hard === 0).toBe(direct.hardViolations === 0);
      }),
      { numRuns: 300 },
    );
  });
});
