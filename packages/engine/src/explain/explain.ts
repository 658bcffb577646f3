// Explanations: every broken or bent rule (from the full evaluator), every uncovered slot with why each
// person could not take it, and a per-person score breakdown, so the UI can explain the schedule.
import { type IsoDate, type ShiftTypeId, type StaffId, shortDate, weekdayName } from '../domain/ids.js';
import { type Compiled, keyOf } from '../score/compile.js';
import type { ConstraintSet } from '../score/constraint.js';
import { coverCounts, evaluateRoster, type Score, type Violation } from '../score/evaluate.js';

export type UnavailableReason =
  | 'notEligible'
  | 'vacation'
  | 'dayOff'
  | 'locked'
  | 'alreadyWorking'
  | 'wouldBreakHardRule'
  | 'softTradeOff';

export interface CandidateReason {
  readonly staffId: StaffId;
  readonly reason: UnavailableReason;
  /** For `wouldBreakHardRule`: the rule(s) that would break, as sentences. */
  readonly detail: string;
}

export interface UncoveredSlot {
  readonly date: IsoDate;
  readonly shiftTypeId: ShiftTypeId;
  readonly required: number;
  readonly assigned: number;
  readonly reasons: readonly CandidateReason[];
  readonly message: string;
}

export interface PersonBreakdown {
  readonly staffId: StaffId;
  readonly name: string;
  readonly score: Score;
  readonly shifts: number;
  readonly minutes: number;
  readonly points: number;
  readonly violations: readonly Violation[];
}

export interface Explanation {
  readonly score: Score;
  /** Hard violations first, then soft, each by decreasing penalty. */
  readonly violations: readonly Violation[];
  readonly uncovered: readonly UncoveredSlot[];
  readonly perPerson: readonly PersonBreakdown[];
}

const REASON_TEXT: Record<UnavailableReason, string> = {
  notEligible: 'not eligible',
  vacation: 'on vacation',
  dayOff: 'on an approved day off',
  locked: 'locked to another entry',
  alreadyWorking: 'already working another shift',
  wouldBreakHardRule: 'would break a rule',
  softTradeOff: 'free, but giving it to them would cost more elsewhere',
};

export function explainRoster(c: Compiled, set: ConstraintSet, roster: Int16Array): Explanation {
  const { S, D, T } = c;
  const full = evaluateRoster(c, set, roster);
  const violations = [...full.violations].sort((a, b) =>
    a.level === b.level ? b.penalty - a.penalty : a.level === 'hard' ? -1 : 1,
  );
  const hardSet = set.hard;
  const counts = coverCounts(c, roster);
  const uncovered: UncoveredSlot[] = [];
  const work = Int16Array.from(roster);
  for (let d = 0; d < D; d++)
    for (let t = 0; t < T; t++) {
      const required = c.coverRequired[d * T + t]!;
      const assigned = counts[d * T + t]!;
      if (assigned >= required) continue;
      const reasons: CandidateReason[] = [];
      for (let s = 0; s < S; s++) {
        const id = c.problem.staff[s]!.id;
        const cur = roster[s * D + d]!;
        if (cur >= 0 && c.valHasType[(cur + 1) * T + t]) continue;
        const single = c.valueByKey.get(String(t))!;
        const combo = cur >= 0 ? c.valueByKey.get(keyOf([...c.values[cur]!, t])) : undefined;
        const target =
          cur < 0 ? single : combo !== undefined && c.domain[s]!.includes(combo) ? combo : undefined;
        const add = (reason: UnavailableReason, detail = ''): void => {
          reasons.push({ staffId: id, reason, detail });
        };
        if (!c.domain[s]!.includes(single)) add('notEligible');
        else if (c.unavailable[s * D + d] === 1) add('vacation');
        else if (c.unavailable[s * D + d] === 2) add('dayOff');
        else if (c.locked[s * D + d] !== -2) add('locked');
        else if (target === undefined) add('alreadyWorking');
        else {
          const before = evaluateRoster(c, set, work, { person: s, only: hardSet });
          work[s * D + d] = target;
          const after = evaluateRoster(c, set, work, { person: s, only: hardSet });
          work[s * D + d] = cur;
          const old = new Set(before.violations.map((v) => v.label));
          const fresh = after.violations.filter((v) => !old.has(v.label));
          if (after.score.hard > before.score.hard || fresh.length > 0)
            add(
              'wouldBreakHardRule',
              (fresh.length ? fresh : after.violations).map((v) => v.message).join('; '),
            );
          else add('softTradeOff');
        }
      }
      const day = c.problem.days[d]!;
      const shift = c.problem.shiftTypes[t]!;
      const groups = new Map<string, string[]>();
      for (const r of reasons) {
        const key =
          r.reason === 'wouldBreakHardRule' ? `would break a rule (${r.detail})` : REASON_TEXT[r.reason];
        if (r.reason === 'notEligible') continue;
        const list = groups.get(key) ?? [];
        list.push(c.problem.staff[c.staffIndex.get(r.staffId)!]!.name);
        groups.set(key, list);
      }
      const parts = [...groups].map(([why, names]) => `${names.join(', ')}: ${why}`);
      const missing = required - assigned;
      uncovered.push({
        date: day.date,
        shiftTypeId: shift.id,
        required,
        assigned,
        reasons,
        message: `${shift.name} on ${weekdayName(day.weekday)} ${shortDate(day.date)} is missing ${missing} ${
          missing === 1 ? 'person' : 'people'
        }. ${parts.length ? parts.join('. ') : 'Nobody is eligible'}.`,
      });
    }
  const perPerson: PersonBreakdown[] = c.problem.staff.map((p, s) => {
    const own = violations.filter((v) => v.staffId === p.id);
    let shifts = 0;
    let mins = 0;
    let points = 0;
    for (let d = 0; d < D; d++) {
      const v = roster[s * D + d]!;
      shifts += c.valCounted[v + 1]!;
      mins += c.valMinutes[v + 1]!;
      points += c.valPoints[v + 1]!;
    }
    return {
      staffId: p.id,
      name: p.name,
      score: {
        hard: own.filter((v) => v.level === 'hard').reduce((a, v) => a + v.penalty, 0),
        soft: own.filter((v) => v.level === 'soft').reduce((a, v) => a + v.penalty, 0),
      },
      shifts,
      minutes: mins,
      points,
      violations: own,
    };
  });
  return { score: full.score, violations, uncovered, perPerson };
}
