// Shapes of the request interpreter. Plain JSON values: the same shape is validated by
// `InterpretResultSchema` in @rotawise/api-contract and may come from a language model.

/** A department shift type as the interpreter needs it. `startTime` is 'HH:MM' (24 h). */
export interface InterpretShiftType {
  readonly id: string;
  readonly name?: string | undefined;
  readonly displayName: string;
  readonly startTime: string;
}

/** The month a request is for (month 1-12) and the department's shift catalogue. */
export interface InterpretContext {
  readonly year: number;
  readonly month: number;
  readonly shiftTypes: readonly InterpretShiftType[];
}

/** Counts that carry only a number. */
export type InterpretCountType =
  | 'max_consecutive_days'
  | 'min_consecutive_days'
  | 'min_shifts'
  | 'max_shifts'
  | 'target_shifts'
  | 'min_rest_hours'
  | 'max_weekends';

export type InterpretConstraint =
  | { type: 'day_off'; date: string }
  | { type: 'shift_off'; dates?: string[]; weekdays?: number[]; shiftTypes: string[] }
  | { type: 'request_to_work'; date: string; shiftTypes?: string[] }
  | { type: 'prefer_shift_types'; shiftTypes: string[] }
  | { type: 'avoid_shift_types'; shiftTypes: string[] }
  | { type: 'prefer_weekdays'; weekdays: number[] }
  | { type: 'avoid_weekdays'; weekdays: number[] }
  | { type: InterpretCountType; value: number }
  | { type: 'max_shifts_of_type'; shiftTypes: string[]; value: number }
  | { type: 'avoid_weekends' };

/** What the interpreter understood, plus every clause it did not (trimmed, as the person wrote it). */
export interface InterpretResult {
  constraints: InterpretConstraint[];
  unrecognized: string[];
}
