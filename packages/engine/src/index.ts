// Public surface of the Rotawise engine. Pure TypeScript: no I/O, no framework.

export * from './curtois/reader.js';
export * from './domain/ids.js';
export type * from './domain/problem.js';
export * from './explain/explain.js';
export * from './interpret/index.js';
export * from './rules/index.js';
export { type Compiled, compile, OFF, valueLabel } from './score/compile.js';
export * from './score/constraint.js';
export * from './score/constraints.js';
export * from './score/evaluate.js';
export { ScoreState } from './score/incremental.js';
export * from './solver/config.js';
export { type BoundOptions, type BoundOutcome, lagrangianBound } from './solver/lagrangian-bound.js';
export { ColumnGeneration, type DayWindow, type DiveOutcome } from './solver/lp/column-generation.js';
export { movableCells } from './solver/moves/search.js';
export * from './solver/random.js';
export * from './solver/solve.js';
export type * from './solver/types.js';
export { maxTransport } from './solver/weekend-flow.js';
export { weekendShortageWindow } from './solver/windows/shortage.js';
export * from './testing/build-problem.js';
export * from './testing/random-problem.js';
export * from './testing/verify-that.js';
