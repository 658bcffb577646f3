import { describe, expect, it } from 'vitest';
import { staffId } from '../domain/ids.js';
import { mustShiftOffRequests, shiftOffRequests } from '../score/constraints.js';
import { testProblem, work } from '../testing/build-problem.js';
import { verifyThat } from '../testing/verify-that.js';
import { type HardRequestKind, requestsFromConstraints } from './to-requests.js';
import type { InterpretConstraint } from './types.js';

// testProblem's week: Monday 2 March 2026 to Sunday 8 March.
const A = staffId('A');
const read: InterpretConstraint[] = [
  { type: 'day_off', date: '2026-03-02', priority: 'must' },
  { type: 'shift_off', dates: ['2026-03-03'], shiftTypes: ['N'], priority: 'must' },
  { type: 'shift_off', weekdays: [0], shiftTypes: ['E'], priority: 'prefer' },
  { type: 'day_off', date: '2026-04-01', priority: 'must' },
  { type: 'request_to_work', date: '2026-03-05', shiftTypes: ['M'], priority: 'prefer' },
];

function problemWith(hardKinds: HardRequestKind[]) {
  const base = testProblem();
  const requests = requestsFromConstraints(A, read, base.days, { hardKinds: new Set(hardKinds), weight: 4 });
  return { problem: testProblem(requests), requests };
}

describe('requestsFromConstraints: priority decides hard or soft', () => {
  it('turns each constraint into per-day requests of the problem, Sunday-based weekdays included', () => {
    const { requests } = problemWith(['day_off', 'shift_off']);
    expect(requests.shiftOffRequests).toEqual([
      { staffId: A, date: '2026-03-02', weight: 4, priority: 'must' },
      { staffId: A, date: '2026-03-03', shiftTypeId: 'N', weight: 4, priority: 'must' },
      { staffId: A, date: '2026-03-08', shiftTypeId: 'E', weight: 4, priority: 'prefer' },
    ]);
    expect(requests.workRequests).toEqual([{ staffId: A, date: '2026-03-05', shiftTypeId: 'M', weight: 4 }]);
  });

  it('makes must requests hard for the kinds the admin allows, and soft with their weight otherwise', () => {
    const roster = [work('A', 0, 'M'), work('A', 1, 'N'), work('A', 6, 'E')];
    const both = problemWith(['day_off', 'shift_off']).problem;
    verifyThat(mustShiftOffRequests()).given(both, roster).penalizesBy(2);
    verifyThat(shiftOffRequests()).given(both, roster).penalizesBy(4);

    const dayOffOnly = problemWith(['day_off']).problem;
    verifyThat(mustShiftOffRequests()).given(dayOffOnly, roster).penalizesBy(1);
    verifyThat(shiftOffRequests()).given(dayOffOnly, roster).penalizesBy(8);

    const none = problemWith([]).problem;
    verifyThat(mustShiftOffRequests()).given(none, roster).penalizesBy(0);
    verifyThat(shiftOffRequests()).given(none, roster).penalizesBy(12);
  });
});
