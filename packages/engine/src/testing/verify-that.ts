// Constraint test helper after Timefold's ConstraintVerifier:
//   verifyThat(minRestBetweenShifts()).given(problem, assignments).penalizesBy(3)
// It scores one constraint alone, with the full evaluator and with the incremental scorer, and throws
// (test-framework agnostic) when they disagree or differ from the expected penalty.
import type { Assignment, Problem } from '../domain/problem.js';
import { compile } from '../score/compile.js';
import { type Constraint, defineConstraints } from '../score/constraint.js';
import { evaluateRoster, type Violation } from '../score/evaluate.js';
import { ScoreState } from '../score/incremental.js';
import { fromAssignments } from '../solver/solve.js';

/** Ids of every constraint passed to `verifyThat` in this process (for the "every rule is tested" check). */
export const verifiedConstraintIds = new Set<string>();

export interface ConstraintVerification {
  /** Total penalty of the constraint on the given roster. */
  penalty(): number;
  violations(): readonly Violation[];
  /** Throws unless the total penalty equals `n`. */
  penalizesBy(n: number): void;
}

export function verifyThat(constraint: Constraint): {
  given(problem: Problem, roster: readonly Assignment[]): ConstraintVerification;
} {
  verifiedConstraintIds.add(constraint.id);
  return {
    given(problem, roster) {
      const c = compile(problem);
      const set = defineConstraints(
        constraint.level === 'hard' ? { hard: [constraint], soft: [] } : { hard: [], soft: [constraint] },
      );
      const dense = fromAssignments(c, roster);
      const full = evaluateRoster(c, set, dense);
      const total = full.score.hard + full.score.soft;
      const inc = new ScoreState(c, set, dense);
      if (Math.abs(inc.hard + inc.soft - total) > 1e-9)
        throw new Error(`${constraint.id}: incremental ${inc.hard + inc.soft} differs from full ${total}`);
      return {
        penalty: () => total,
        violations: () => full.violations,
        penalizesBy(n) {
          if (Math.abs(total - n) > 1e-9)
            throw new Error(
              `${constraint.id} penalizes by ${total}, expected ${n}:\n${full.violations.map((v) => `  ${v.label}: ${v.message} (${v.penalty})`).join('\n')}`,
            );
        },
      };
    },
  };
}
