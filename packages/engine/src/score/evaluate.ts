// Full (non-incremental) scoring: the reference the incremental scorer is checked against, and the source
// of explanations. Penalties are positive numbers: lower is better, hard before soft.
import type { IsoDate, ShiftTypeId, StaffId } from '../domain/ids.js';
import type { Compiled } from './compile.js';
import type { Constraint, ConstraintSet, Level } from './constraint.js';

export interface Score {
  /** Sum of hard penalties; 0 means every hard rule holds. */
  readonly hard: number;
  /** Sum of weighted soft penalties. */
  readonly soft: number;
}

export const ZERO_SCORE: Score = { hard: 0, soft: 0 };

/** Lexicographic: negative when `a` is better than `b`. */
export const compareScores = (a: Score, b: Score): number => a.hard - b.hard || a.soft - b.soft;

export const formatScore = (s: Score): string => `${s.hard}hard/${s.soft}soft`;

/** One broken or bent rule, with everything the UI needs to explain it. */
export interface Violation {
  readonly constraintId: string;
  readonly constraintName: string;
  readonly level: Level;
  readonly penalty: number;
  readonly staffId?: StaffId;
  readonly date?: IsoDate;
  /** Last day of a block (consecutive-day rules). */
  readonly endDate?: IsoDate;
  readonly shiftTypeId?: ShiftTypeId;
  /** Machine-friendly label, e.g. `minRestBetweenShifts(staff=E12, day=2026-03-04)`. */
  readonly label: string;
  /** A sentence a scheduler understands. */
  readonly message: string;
}

export interface Evaluation {
  readonly score: Score;
  readonly violations: readonly Violation[];
}

interface Sink {
  hard: number;
  soft: number;
  out: Violation[] | undefined;
}

function emit(
  sink: Sink,
  c: Compiled,
  k: Constraint,
  penalty: number,
  where: { s?: number; d?: number; d2?: number; t?: number },
  message: () => string,
): void {
  if (penalty === 0) return;
  if (k.level === 'hard') sink.hard += penalty;
  else sink.soft += penalty;
  if (!sink.out) return;
  const staffId = where.s === undefined ? undefined : c.problem.staff[where.s]!.id;
  const date = where.d === undefined ? undefined : c.problem.days[where.d]!.date;
  const endDate = where.d2 === undefined ? undefined : c.problem.days[where.d2]!.date;
  const shiftTypeId = where.t === undefined ? undefined : c.problem.shiftTypes[where.t]!.id;
  const parts = [
    staffId && `staff=${staffId}`,
    date && `day=${date}`,
    endDate && `to=${endDate}`,
    shiftTypeId && `shift=${shiftTypeId}`,
  ].filter(Boolean);
  sink.out.push({
    constraintId: k.id,
    constraintName: k.name,
    level: k.level,
    penalty,
    ...(staffId === undefined ? {} : { staffId }),
    ...(date === undefined ? {} : { date }),
    ...(endDate === undefined ? {} : { endDate }),
    ...(shiftTypeId === undefined ? {} : { shiftTypeId }),
    label: `${k.id}(${parts.join(', ')})`,
    message: message(),
  });
}

const firstShift = (c: Compiled, v: number): number | undefined => (v >= 0 ? c.values[v]![0] : undefined);

/** Scores one constraint over a roster (optionally only for one person; coverage is then skipped). */
function evaluateConstraint(c: Compiled, k: Constraint, roster: Int16Array, sink: Sink, only?: number): void {
  const { S, D, T } = c;
  const persons = only === undefined ? [...Array(S).keys()] : [only];
  switch (k.kind) {
    case 'cell':
      for (const s of persons)
        for (let d = 0; d < D; d++) {
          const v = roster[s * D + d]!;
          const p = k.cost(c, s, d, v);
          const t = firstShift(c, v);
          emit(sink, c, k, p, t === undefined ? { s, d } : { s, d, t }, () => k.explain(c, s, d, v, p));
        }
      return;
    case 'pair':
      for (const s of persons)
        for (let d = 0; d + 1 < D; d++) {
          const a = roster[s * D + d]!;
          const b = roster[s * D + d + 1]!;
          const p = k.cost(c, s, a, b);
          const t = firstShift(c, b);
          emit(sink, c, k, p, t === undefined ? { s, d: d + 1 } : { s, d: d + 1, t }, () =>
            k.explain(c, s, d, a, b, p),
          );
        }
      return;
    case 'counter': {
      const channels = k.channels(c);
      for (const s of persons)
        for (let ch = 0; ch < channels; ch++) {
          let total = 0;
          for (let d = 0; d < D; d++) total += k.contribution(c, s, ch, roster[s * D + d]!);
          const p = k.cost(c, s, ch, total);
          emit(sink, c, k, p, channels === T && k.id === 'maxShiftsOfType' ? { s, t: ch } : { s }, () =>
            k.explain(c, s, ch, total, p),
          );
        }
      return;
    }
    case 'sequence':
      for (const s of persons) {
        let d = 0;
        while (d < D) {
          const works = roster[s * D + d]! >= 0;
          let e = d;
          while (e + 1 < D && roster[s * D + e + 1]! >= 0 === works) e++;
          if (works === k.working) {
            const p = k.cost(c, s, e - d + 1, d === 0, e === D - 1);
            const from = d;
            const to = e;
            emit(sink, c, k, p, { s, d: from, d2: to }, () => k.explain(c, s, from, to, p));
          }
          d = e + 1;
        }
      }
      return;
    case 'weekend':
      for (const s of persons) {
        const worked = new Set<number>();
        for (let d = 0; d < D; d++)
          if (c.weekendOf[d]! >= 0 && roster[s * D + d]! >= 0) worked.add(c.weekendOf[d]!);
        const p = k.cost(c, s, worked.size);
        emit(sink, c, k, p, { s }, () => k.explain(c, s, worked.size, p));
      }
      return;
    case 'cover': {
      if (only !== undefined) return;
      const counts = coverCounts(c, roster);
      for (let d = 0; d < D; d++)
        for (let t = 0; t < T; t++) {
          const n = counts[d * T + t]!;
          const p = k.cost(c, d, t, n);
          emit(sink, c, k, p, { d, t }, () => k.explain(c, d, t, n, p));
        }
      return;
    }
  }
}

export function coverCounts(c: Compiled, roster: Int16Array): Int32Array {
  const { S, D, T } = c;
  const counts = new Int32Array(D * T);
  for (let s = 0; s < S; s++)
    for (let d = 0; d < D; d++) {
      const v = roster[s * D + d]!;
      if (v >= 0) for (const t of c.values[v]!) counts[d * T + t]!++;
    }
  return counts;
}

/** Full score of a roster, with every violation when `collect` is set. */
export function evaluateRoster(
  c: Compiled,
  set: ConstraintSet,
  roster: Int16Array,
  opts: { readonly collect?: boolean; readonly person?: number; readonly only?: readonly Constraint[] } = {},
): Evaluation {
  const sink: Sink = { hard: 0, soft: 0, out: opts.collect === false ? undefined : [] };
  for (const k of opts.only ?? set.all) evaluateConstraint(c, k, roster, sink, opts.person);
  return { score: { hard: sink.hard, soft: sink.soft }, violations: sink.out ?? [] };
}
