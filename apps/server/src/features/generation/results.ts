// What a finished run means for people: entries with their conflicts, unmet requests, uncovered slots.
import type { ExplanationItem, GenerationResult, UnmetRequest } from '@rotawise/api-contract';
import type { Assignment, Explanation, Problem, Violation } from '@rotawise/engine';
import type { RequestRecord } from './build-problem.js';

/** Soft rules an entry is flagged for: those about the person's day, not month-wide trade-offs. */
const FLAGGED_SOFT = new Set(['shiftOffRequests', 'forwardRotation', 'maxShiftsOfType']);

export interface EntryRow {
  date: string;
  shiftType: string;
  shiftName: string;
  staffId: number;
  startTime: string;
  endTime: string;
  isConflict: boolean;
  conflictReason: string | null;
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const item = (v: Violation): ExplanationItem => ({
  staffId: v.staffId === undefined ? null : Number(v.staffId),
  date: v.date ?? null,
  shiftType: v.shiftTypeId ?? null,
  message: v.message,
  rule: v.constraintName,
  hard: v.level === 'hard',
  penalty: v.penalty,
});

/** Schedule entries of a roster; an entry on a day with a broken hard rule (or a bent personal one) is a conflict. */
export function entriesOf(
  problem: Problem,
  roster: readonly Assignment[],
  explanation: Explanation,
): EntryRow[] {
  const types = new Map(problem.shiftTypes.map((s) => [s.id as string, s]));
  const reasons = new Map<string, string[]>();
  for (const v of explanation.violations) {
    if (v.staffId === undefined || v.date === undefined) continue;
    if (v.level !== 'hard' && !FLAGGED_SOFT.has(v.constraintId)) continue;
    const key = `${v.staffId}|${v.date}`;
    reasons.set(key, [...(reasons.get(key) ?? []), v.message]);
  }
  return roster.map((a) => {
    const type = types.get(a.shiftTypeId)!;
    const why = reasons.get(`${a.staffId}|${a.date}`);
    return {
      date: a.date,
      shiftType: a.shiftTypeId,
      shiftName: type.name,
      staffId: Number(a.staffId),
      startTime: hhmm(type.start),
      endTime: hhmm(type.start + type.duration),
      isConflict: why !== undefined,
      conflictReason: why ? why.join('; ') : null,
    };
  });
}

/** Whether each request was honoured by the roster; the unmet ones with the engine's reason where it gave one. */
export function unmetRequests(
  requests: readonly RequestRecord[],
  roster: readonly Assignment[],
  explanation: Explanation,
): { unmet: UnmetRequest[]; honoured: number; byKind: Record<string, { total: number; honoured: number }> } {
  const byKind: Record<string, { total: number; honoured: number }> = {};
  const worked = new Map<string, string[]>();
  for (const a of roster) {
    const key = `${a.staffId}|${a.date}`;
    worked.set(key, [...(worked.get(key) ?? []), a.shiftTypeId]);
  }
  const unmet: UnmetRequest[] = [];
  let honoured = 0;
  for (const r of requests) {
    const types = worked.get(`${r.staffId}|${r.date}`) ?? [];
    const about = (t: string) => r.shiftTypes.length === 0 || r.shiftTypes.includes(t);
    const met = r.kind === 'work' ? types.some(about) : !types.some(about);
    const kind = byKind[r.kind] ?? { total: 0, honoured: 0 };
    byKind[r.kind] = kind;
    kind.total++;
    if (met) kind.honoured++;
    if (met) {
      honoured++;
      continue;
    }
    const related = explanation.violations.find(
      (v) =>
        v.staffId === String(r.staffId) &&
        v.date === r.date &&
        (v.constraintId === 'shiftOffRequests' || v.constraintId === 'workRequests'),
    );
    unmet.push({
      ...r,
      reason:
        related?.message ??
        (r.kind === 'work'
          ? 'The shifts that day were filled by others, within everyone’s limits'
          : 'Needed to cover the department’s shifts that day'),
    });
  }
  return { unmet, honoured, byKind };
}

export interface RunFigures {
  status: string;
  seconds: number;
  firstFeasibleSeconds: number | null;
  /** The engine's lower bound on the soft penalty, and the gap to it in % (null: none known). */
  lowerBound: number | null;
  gapPercent: number | null;
}

export function resultOf(
  problem: Problem,
  roster: readonly Assignment[],
  explanation: Explanation,
  requests: readonly RequestRecord[],
  notes: readonly string[],
  run: RunFigures,
): GenerationResult {
  const required = problem.coverage.reduce((n, c) => n + c.required, 0);
  const missing = explanation.uncovered.reduce((n, u) => n + (u.required - u.assigned), 0);
  const { unmet, honoured, byKind } = unmetRequests(requests, roster, explanation);
  // Ratings: shifts of people who rated shift types, honoured when not on a type they dislike.
  const ratings = new Map(problem.staff.map((s) => [s.id as string, s.shiftTypeRatings ?? {}]));
  const rated = roster.filter((a) => Object.keys(ratings.get(a.staffId) ?? {}).length > 0);
  byKind.ratings = {
    total: rated.length,
    honoured: rated.filter((a) => ratings.get(a.staffId)?.[a.shiftTypeId] !== 1).length,
  };
  return {
    ...run,
    hardViolations: explanation.violations.filter((v) => v.level === 'hard').length,
    softPenalty: explanation.score.soft,
    entries: roster.length,
    coveragePercent: required === 0 ? 100 : round1((100 * (required - missing)) / required),
    requestsHonouredPercent: requests.length === 0 ? 100 : round1((100 * honoured) / requests.length),
    requestsByKind: byKind,
    brokenRules: explanation.violations
      .filter((v) => v.level === 'hard' || v.constraintId !== 'coverageUnderstaffed')
      .slice(0, 500)
      .map(item),
    uncovered: explanation.uncovered.map((u) => ({
      staffId: null,
      date: u.date,
      shiftType: u.shiftTypeId,
      message: u.message,
    })),
    unmetRequests: unmet,
    notes: [...notes],
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** How far the objective is above the bound, in % of the objective (null: no bound or no such roster). */
export function gapPercent(objective: number, bound: number | null, hard: number): number | null {
  if (bound === null || hard > 0) return null;
  return round1((100 * Math.max(0, objective - bound)) / Math.max(1, Math.abs(objective)));
}
