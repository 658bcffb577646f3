// Free-text request interpreter (DESIGN.md, Scheduling engine).
export { interpret } from './interpret.js';
export type {
  InterpretConstraint,
  InterpretContext,
  InterpretCountType,
  InterpretResult,
  InterpretShiftType,
  HolidayCountry,
  Priority,
  SourceSpan,
} from './types.js';
