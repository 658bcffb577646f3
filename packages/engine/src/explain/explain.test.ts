import { describe, expect, it } from 'vitest';
import { staffId } from '../domain/ids.js';
import { compile } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { explainAssignments, fromAssignments } from '../solver/solve.js';
import { dayDate, need, testProblem, testStaff, work } from '../testing/build-problem.js';
import { explainRoster } from './explain.js';

describe('explainRoster', () => {
  const problem = testProblem({
    staff: [
      testStaff('Dr. X'),
      testStaff('Dr. Y', { limits: { shifts: { hardMax: 0 } } }),
      testStaff('Dr. Z'),
      testStaff('Dr. W'),
    ],
    coverage: [need(1)],
    unavailability: [{ staffId: staffId('Dr. X'), date: dayDate(1), reason: 'vacation' }],
    rest: { forbiddenSuccessions: [{ from: 'N' as never, to: 'M' as never }] },
  });
  const c = compile(problem);
  const roster = fromAssignments(c, [work('Dr. Z', 0, 'N'), work('Dr. W', 1, 'E')]);
  const ex = explainRoster(c, rosterConstraints, roster);

  it('says why nobody took an uncovered slot', () => {
    expect(ex.uncovered).toHaveLength(1);
    const slot = ex.uncovered[0]!;
    expect(slot.reasons.map((r) => [r.staffId, r.reason])).toEqual([
      ['Dr. X', 'vacation'],
      ['Dr. Y', 'wouldBreakHardRule'],
      ['Dr. Z', 'wouldBreakHardRule'],
      ['Dr. W', 'alreadyWorking'],
    ]);
    expect(slot.message).toContain('Dr. X: on vacation');
    expect(slot.message).toContain('the maximum is 0');
    expect(slot.message).toContain('right after N');
    expect(slot.message).toContain('Dr. W: already working another shift');
  });

  it('breaks the score down per person and lists violations', () => {
    expect(ex.score).toEqual({ hard: 0, soft: 100 });
    expect(ex.violations.map((v) => v.constraintId)).toEqual(['coverageUnderstaffed']);
    const z = ex.perPerson.find((p) => p.staffId === 'Dr. Z')!;
    expect(z).toMatchObject({ shifts: 1, minutes: 480, points: 2, score: { hard: 0, soft: 0 } });
  });

  it('explains assignments directly', () => {
    expect(explainAssignments(problem, [work('Dr. Z', 0, 'N'), work('Dr. W', 1, 'E')]).score).toEqual(
      ex.score,
    );
  });
});
