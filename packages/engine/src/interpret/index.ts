// Free-text request interpreter (DESIGN.md, Scheduling engine).
export { interpret } from './interpret.js';
export type {
  HolidayCountry,
  InterpretConstraint,
  InterpretContext,
  InterpretCountType,
  InterpretResult,
  InterpretShiftType,
  Priority,
  SourceSpan,
} from './types.js';
