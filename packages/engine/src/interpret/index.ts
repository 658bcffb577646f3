// Free-text request interpreter (docs/architecture.md, Scheduling engine).
export { interpret } from './interpret.js';
export type {
  InterpretConstraint,
  InterpretContext,
  InterpretCountType,
  InterpretResult,
  InterpretShiftType,
} from './types.js';
