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
  /** Whose public holidays "Good Friday", "Memorial Day", "bank holidays" name; US when absent. */
  readonly country?: HolidayCountry | undefined;
}

export type HolidayCountry = 'US' | 'UK';

/** must: the person cannot work it (hard where an admin allows); prefer: soft, with its weight. */
export type Priority = 'must' | 'prefer';

/** Where in the text a constraint came from: [start, end) offsets and the words themselves. */
export interface SourceSpan {
  start: number;
  end: number;
  text: string;
}

/** Every constraint may say how firm it is and where it came from; the parser always sets both. */
interface Meta {
  priority?: Priority;
  source?: SourceSpan;
}

/** A public holiday named in the text ("Good Friday"), kept so the page can say so. */
interface Named {
  holiday?: string;
}

/** Counts are for the month unless `per` says week. */
interface Per {
  per?: 'week';
}

/** Counts that carry only a number. */
export type InterpretCountType =
  | 'max_consecutive_days'
  | 'min_consecutive_days'
  | 'max_consecutive_days_off'
  | 'min_consecutive_days_off'
  | 'min_shifts'
  | 'max_shifts'
  | 'target_shifts'
  | 'min_rest_hours'
  | 'max_weekends';

export type InterpretConstraint = Meta &
  (
    | ({ type: 'day_off'; date: string } & Named)
    | ({ type: 'shift_off'; dates?: string[]; weekdays?: number[]; shiftTypes: string[] } & Named)
    | ({ type: 'request_to_work'; date: string; shiftTypes?: string[] } & Named)
    | { type: 'prefer_shift_types'; shiftTypes: string[] }
    | { type: 'avoid_shift_types'; shiftTypes: string[] }
    | { type: 'prefer_weekdays'; weekdays: number[] }
    | { type: 'avoid_weekdays'; weekdays: number[] }
    | ({ type: InterpretCountType; value: number } & Per)
    | ({ type: 'max_shifts_of_type'; shiftTypes: string[]; value: number } & Per)
    | { type: 'avoid_weekends' }
  );

/** What the interpreter understood, plus every clause it did not (trimmed, as the person wrote it). */
export interface InterpretResult {
  constraints: InterpretConstraint[];
  unrecognized: string[];
}
