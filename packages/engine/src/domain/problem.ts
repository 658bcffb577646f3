// The general rostering model (docs/architecture.md, "Scheduling engine"). Everything is readonly input: the
// server maps its rows to a Problem, and the Curtois-Qu reader builds the same shape from a benchmark file.
import type { IsoDate, Minutes, ShiftTypeId, StaffId, Weekday } from './ids.js';

/**
 * A rule with hard and soft bounds, after OR-Tools' `add_soft_sequence_constraint`: values outside
 * [hardMin, hardMax] break a hard constraint (penalised by the distance); values outside
 * [softMin, softMax] cost `minCost` / `maxCost` per unit of distance. Every bound is optional.
 */
export interface RuleWindow {
  readonly hardMin?: number;
  readonly softMin?: number;
  readonly minCost?: number;
  readonly softMax?: number;
  readonly hardMax?: number;
  readonly maxCost?: number;
}

export interface Day {
  readonly date: IsoDate;
  readonly weekday: Weekday;
}

export interface ShiftType {
  readonly id: ShiftTypeId;
  readonly name: string;
  /** Start as minutes from midnight; a shift may run past midnight. */
  readonly start: Minutes;
  readonly duration: Minutes;
  /** Roles that may work it; empty means anyone. */
  readonly eligibleRoles: readonly string[];
  /** Whether it counts toward a person's number of shifts (min/target/max). Default true. */
  readonly countsTowardTotal?: boolean;
  /** Points earned for fairness (nights and weekends usually weigh more). Default 0. */
  readonly points?: number;
  /** Exempt from rest and circadian rules (e.g. an on-call or admin shift). Default false. */
  readonly circadianExempt?: boolean;
  /** The DIRECTOR shift: a director may work it plus one other shift on the same day. Default false. */
  readonly directorShift?: boolean;
}

export interface StaffLimits {
  /** Number of shifts that count toward the total: min = hardMin, target = softMin = softMax, max = hardMax. */
  readonly shifts?: RuleWindow;
  /** Total minutes worked over the horizon (penalised in whole hours). */
  readonly totalMinutes?: RuleWindow;
  /**
   * Length of each block of consecutive working days. Min bounds ignore blocks touching the horizon edges,
   * unless the staff's `knownBefore` / `knownAfter` say the block is whole there.
   */
  readonly consecutiveWorkingDays?: RuleWindow;
  /** Length of each block of consecutive days off; min bounds at the edges as for working days. */
  readonly consecutiveDaysOff?: RuleWindow;
  /** Number of weekends (Saturday or Sunday) with at least one shift. */
  readonly weekends?: RuleWindow;
  /** Hard cap per shift type; 0 means the person never works that type. */
  readonly maxShiftsOfType?: Readonly<Record<string, number>>;
}

export interface Staff {
  readonly id: StaffId;
  readonly name: string;
  readonly roles: readonly string[];
  readonly director?: boolean;
  /** Rest and circadian rules apply to this person. Default true. */
  readonly circadianOptimisation?: boolean;
  /** Fairness points carried over from earlier months. Default 0. */
  readonly pointsCarried?: number;
  /**
   * Days worked in a row up to the day before the horizon (after it: from the day after), already
   * rostered in the neighbouring months: the maximums of consecutive working days count them. Default 0.
   */
  readonly workedDaysBefore?: number;
  readonly workedDaysAfter?: number;
  /**
   * Days off in a row up to the day before the horizon (after it: from the day after), known from the
   * neighbouring months (rostered there, or on vacation): the maximums of consecutive days off count them
   * with the horizon's first (last) block off. Default 0.
   */
  readonly offDaysBefore?: number;
  readonly offDaysAfter?: number;
  /**
   * The days just before the horizon are known back to where the run counted in `workedDaysBefore` or
   * `offDaysBefore` begins (a day of the other kind comes before it), so a block at the horizon's start is
   * whole on that side and the minimums of consecutive days judge it, with those days. Default false: the
   * block may go on into a month not rostered yet, and minimums ignore it. `knownAfter` likewise at the end.
   */
  readonly knownBefore?: boolean;
  readonly knownAfter?: boolean;
  readonly limits?: StaffLimits;
  /** 1 = dislikes, 2 = neutral, 3 = likes. Unrated types count as 2. */
  readonly shiftTypeRatings?: Readonly<Record<string, 1 | 2 | 3>>;
  /** When given, working on any other weekday costs `preferenceWeight`. */
  readonly preferredWeekdays?: readonly Weekday[];
  /** Working on these weekdays costs `preferenceWeight`. */
  readonly avoidedWeekdays?: readonly Weekday[];
}

export interface Coverage {
  readonly date: IsoDate;
  readonly shiftTypeId: ShiftTypeId;
  readonly required: number;
  /** Cost per missing person. */
  readonly underWeight: number;
  /** Cost per extra person. */
  readonly overWeight: number;
}

/** Hard: an approved vacation or day-off request. */
export interface Unavailability {
  readonly staffId: StaffId;
  readonly date: IsoDate;
  readonly reason: 'vacation' | 'dayOff';
}

/**
 * Please do not give me this shift (or, without a shift type, any shift) on this day. Soft with its
 * weight unless `priority` is 'must': then hard (the caller passes must only for the kinds the
 * department's admin allows as hard). Absent means prefer, as before priorities existed.
 */
export interface ShiftOffRequest {
  readonly staffId: StaffId;
  readonly date: IsoDate;
  readonly shiftTypeId?: ShiftTypeId;
  readonly weight: number;
  readonly priority?: 'must' | 'prefer';
}

/** Soft: please give me this shift (or, without a shift type, any shift) on this day. */
export interface WorkRequest {
  readonly staffId: StaffId;
  readonly date: IsoDate;
  readonly shiftTypeId?: ShiftTypeId;
  readonly weight: number;
}

/** A pre-assigned entry the solver must keep; `shiftTypeIds` empty means a locked day off. */
export interface LockedEntry {
  readonly staffId: StaffId;
  readonly date: IsoDate;
  readonly shiftTypeIds: readonly ShiftTypeId[];
}

export interface RestRules {
  /** Minimum rest between the end of one day's shift and the next day's shift (hard). Default 0. */
  readonly minRestMinutes?: Minutes;
  /** `to` may not be worked the day after `from` (hard; Curtois "CannotFollow"). */
  readonly forbiddenSuccessions?: readonly { readonly from: ShiftTypeId; readonly to: ShiftTypeId }[];
  /** Cost per hour by which the next day's shift starts earlier than the previous one (backward rotation). */
  readonly backwardRotationWeight?: number;
}

export interface SoftWeights {
  /** Per shift, per rating step below "likes" (rating 3). Default 1. */
  readonly shiftTypeRating?: number;
  /** Per shift on an avoided / non-preferred weekday. Default 1. */
  readonly weekdayPreference?: number;
  /** Per point of distance from a fair share of points (including carried points). Default 0 (off). */
  readonly fairness?: number;
}

export interface Problem {
  readonly days: readonly Day[];
  readonly staff: readonly Staff[];
  readonly shiftTypes: readonly ShiftType[];
  readonly coverage: readonly Coverage[];
  readonly unavailability?: readonly Unavailability[];
  readonly shiftOffRequests?: readonly ShiftOffRequest[];
  readonly workRequests?: readonly WorkRequest[];
  readonly locked?: readonly LockedEntry[];
  readonly rest?: RestRules;
  readonly weights?: SoftWeights;
}

/** One person's shift on one day; directors may have two entries on the same day. */
export interface Assignment {
  readonly staffId: StaffId;
  readonly date: IsoDate;
  readonly shiftTypeId: ShiftTypeId;
}
