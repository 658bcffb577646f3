// Constraint shapes. Every rule is one of a few kinds, chosen so the incremental scorer can update it in
// O(window) per move: per-cell costs and day-to-day successions become lookup tables, counters keep
// running totals, sequences are re-scored only around the changed days, coverage keeps counts per slot.
// Every cost is a penalty, never negative: the search bounds what a move can gain by the costs it
// removes (ScoreState.changeBound), and the incremental checks fail on a negative cost.
import type { RuleWindow } from '../domain/problem.js';
import type { Compiled } from './compile.js';

export type Level = 'hard' | 'soft';

interface Base {
  /** The camelCase function name, also used in labels such as `minRestBetweenShifts(staff=E12, day=...)`. */
  readonly id: string;
  /** Human-readable name, e.g. "At least 11 hours between 2 shifts". */
  readonly name: string;
  readonly level: Level;
}

/** Cost of person `s` having day value `v` (-1 = off) on day `d`. */
export interface CellConstraint extends Base {
  readonly kind: 'cell';
  cost(c: Compiled, s: number, d: number, v: number): number;
  explain(c: Compiled, s: number, d: number, v: number, penalty: number): string;
}

/** Cost of person `s` working `prev` on one day and `next` on the following day. */
export interface PairConstraint extends Base {
  readonly kind: 'pair';
  cost(c: Compiled, s: number, prev: number, next: number): number;
  /** `d` is the first of the two days. */
  explain(c: Compiled, s: number, d: number, prev: number, next: number, penalty: number): string;
}

/** A per-person total (over days) of a per-value contribution, costed as a whole. */
export interface CounterConstraint extends Base {
  readonly kind: 'counter';
  /** Number of independent totals (e.g. one per shift type). */
  channels(c: Compiled): number;
  contribution(c: Compiled, s: number, channel: number, v: number): number;
  cost(c: Compiled, s: number, channel: number, total: number): number;
  explain(c: Compiled, s: number, channel: number, total: number, penalty: number): string;
}

/** Cost of each maximal block of working days (`working: true`) or of days off. */
export interface SequenceConstraint extends Base {
  readonly kind: 'sequence';
  readonly working: boolean;
  /** `atStart` / `atEnd`: the block touches the first / last day of the horizon. */
  cost(c: Compiled, s: number, length: number, atStart: boolean, atEnd: boolean): number;
  explain(c: Compiled, s: number, from: number, to: number, penalty: number): string;
}

/** Cost of the number of weekends a person works (a weekend counts if any of its days has a shift). */
export interface WeekendConstraint extends Base {
  readonly kind: 'weekend';
  cost(c: Compiled, s: number, weekends: number): number;
  explain(c: Compiled, s: number, weekends: number, penalty: number): string;
}

/** Cost of the number of people on shift type `t` on day `d`. */
export interface CoverConstraint extends Base {
  readonly kind: 'cover';
  cost(c: Compiled, d: number, t: number, count: number): number;
  explain(c: Compiled, d: number, t: number, count: number, penalty: number): string;
}

export type Constraint =
  | CellConstraint
  | PairConstraint
  | CounterConstraint
  | SequenceConstraint
  | WeekendConstraint
  | CoverConstraint;

export interface ConstraintSet {
  readonly hard: readonly Constraint[];
  readonly soft: readonly Constraint[];
  readonly all: readonly Constraint[];
}

/** Lists the constraints, hard first. Checks levels and unique ids. */
export function defineConstraints(def: {
  readonly hard: readonly Constraint[];
  readonly soft: readonly Constraint[];
}): ConstraintSet {
  const ids = new Set<string>();
  for (const [level, list] of [
    ['hard', def.hard],
    ['soft', def.soft],
  ] as const) {
    for (const k of list) {
      if (k.level !== level) throw new Error(`${k.id} is ${k.level} but listed as ${level}`);
      if (ids.has(k.id)) throw new Error(`duplicate constraint ${k.id}`);
      ids.add(k.id);
    }
  }
  return { hard: def.hard, soft: def.soft, all: [...def.hard, ...def.soft] };
}

/** Distance outside [hardMin, hardMax]. */
export function hardWindowCost(w: RuleWindow, x: number, ignoreMin = false): number {
  if (!ignoreMin && w.hardMin !== undefined && x < w.hardMin) return w.hardMin - x;
  if (w.hardMax !== undefined && x > w.hardMax) return x - w.hardMax;
  return 0;
}

/** Weighted distance outside [softMin, softMax]; costs default to 1 per unit. */
export function softWindowCost(w: RuleWindow, x: number, ignoreMin = false): number {
  if (!ignoreMin && w.softMin !== undefined && x < w.softMin) return (w.softMin - x) * (w.minCost ?? 1);
  if (w.softMax !== undefined && x > w.softMax) return (x - w.softMax) * (w.maxCost ?? 1);
  return 0;
}
