// Free-text request interpreter (docs/architecture.md, Scheduling engine).
export { easterSunday, type HolidayDate, namedDaysIn, publicHolidaysIn } from './holidays.js';
export { interpret } from './interpret.js';
export {
  type DayRequests,
  type HardRequestKind,
  type RequestPolicy,
  requestsFromConstraints,
} from './to-requests.js';
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
