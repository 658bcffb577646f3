// The deterministic request interpreter: free text in, structured constraints out, plus every
// clause it could not read. Total by design: any string gives a result, never an exception.

import { buildConstraints, hasObjects, type Objects } from './build.js';
import { type MonthCalendar, monthCalendar } from './calendar.js';
import { splitSentences } from './clauses.js';
import { extractCounts } from './counts.js';
import { extractDates } from './dates.js';
import { detectIntent, type Intent, isBareWish, isFiller, isOutOfScope } from './intent.js';
import { normalizeClause } from './normalize.js';
import { buildShiftMatcher, type ShiftMatcher } from './shift-categories.js';
import type { InterpretConstraint, InterpretContext, InterpretResult, InterpretShiftType } from './types.js';
import { extractWeekdays } from './weekdays.js';

interface Analysis extends Objects {
  readonly counts: InterpretConstraint[];
  readonly intent: Intent | null;
  /** Read, but not something we can represent faithfully. */
  readonly unsupported: boolean;
  /** Words nobody explained. */
  readonly rest: string;
  /** A wish ("I'd like ...") that says nothing of working. */
  readonly bareWish: boolean;
}

function analyze(cal: MonthCalendar, shifts: ShiftMatcher, clause: string, allowBareDay: boolean): Analysis {
  const text = normalizeClause(clause);
  const counts = extractCounts(text, shifts);
  const dates = extractDates(cal, counts.rest, allowBareDay);
  const weekdays = extractWeekdays(dates.rest);
  const named = shifts.extract(weekdays.rest);
  const rest = named.rest.replace(/\s+/g, ' ').trim();
  const unsupported =
    isOutOfScope(text) ||
    counts.unsupported ||
    dates.otherMonth ||
    (dates.mentioned && dates.days.length === 0) ||
    named.unresolved ||
    /\d/.test(rest);
  return {
    counts: counts.constraints,
    days: dates.days,
    weekdays: weekdays.weekdays,
    weekend: weekdays.weekend,
    shiftIds: named.ids,
    intent: detectIntent(rest),
    unsupported,
    rest,
    bareWish: isBareWish(rest),
  };
}

/** Merge repeated list constraints ("no Mondays. No Fridays.") and drop exact duplicates. */
function tidy(constraints: InterpretConstraint[]): InterpretConstraint[] {
  const out: InterpretConstraint[] = [];
  const seen = new Set<string>();
  for (const c of constraints) {
    if (c.type === 'avoid_weekdays' || c.type === 'prefer_weekdays') {
      const earlier = out.find((o) => o.type === c.type);
      if (earlier && (earlier.type === 'avoid_weekdays' || earlier.type === 'prefer_weekdays')) {
        earlier.weekdays = [...new Set([...earlier.weekdays, ...c.weekdays])].sort((a, b) => a - b);
        continue;
      }
    }
    if (c.type === 'avoid_shift_types' || c.type === 'prefer_shift_types') {
      const earlier = out.find((o) => o.type === c.type);
      if (earlier && (earlier.type === 'avoid_shift_types' || earlier.type === 'prefer_shift_types')) {
        earlier.shiftTypes = [...new Set([...earlier.shiftTypes, ...c.shiftTypes])];
        continue;
      }
    }
    const key = JSON.stringify(c);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(copy(c));
  }
  return out;
}

/** Constraints share arrays with the analysis; merging must not alias them. */
function copy(c: InterpretConstraint): InterpretConstraint {
  return JSON.parse(JSON.stringify(c)) as InterpretConstraint;
}

// One matcher per catalogue array: a caller that reuses its array (a batch, a test) compiles it once.
const matchers = new WeakMap<readonly InterpretShiftType[], ShiftMatcher>();

function matcherFor(shiftTypes: readonly InterpretShiftType[]): ShiftMatcher {
  let matcher = matchers.get(shiftTypes);
  if (!matcher) {
    matcher = buildShiftMatcher(shiftTypes);
    matchers.set(shiftTypes, matcher);
  }
  return matcher;
}

export function interpret(text: string, context: InterpretContext): InterpretResult {
  const constraints: InterpretConstraint[] = [];
  const unrecognized: string[] = [];
  try {
    const cal = monthCalendar(context?.year, context?.month);
    const shifts = matcherFor(Array.isArray(context?.shiftTypes) ? context.shiftTypes : []);
    let previous: Intent | null = null;
    let previousHadDays = false;
    for (const sentence of splitSentences(typeof text === 'string' ? text : '')) {
      // "Off the 10th. Also the 11th." continues the sentence before; anything else starts afresh.
      if (!sentence.continues) {
        previous = null;
        previousHadDays = false;
      }
      const clauses = sentence.clauses.map((clause) => {
        const analysis = analyze(cal, shifts, clause, previousHadDays);
        previousHadDays = analysis.days.length > 0;
        return { clause, analysis, intent: analysis.intent };
      });
      // "I'd like the 24th and 25th off": a bare wish for dates takes the "off" that ends the list.
      clauses.forEach((c, i) => {
        if (c.intent !== 'prefer' || !c.analysis.bareWish || c.analysis.days.length === 0) return;
        let j = i + 1;
        while (
          j < clauses.length &&
          clauses[j]?.intent === null &&
          (clauses[j]?.analysis.days.length ?? 0) > 0
        )
          j++;
        const next = clauses[j];
        if (next && next.intent === 'off' && next.analysis.days.length > 0 && !next.analysis.unsupported)
          c.intent = 'off';
      });

      let pending: Analysis[] = [];
      let pendingClauses: string[] = [];
      const flush = (intent: Intent, extraShifts: string[] = []) => {
        for (const p of pending) {
          const objects = extraShifts.length > 0 ? { ...p, shiftIds: extraShifts } : p;
          constraints.push(...buildConstraints(cal, intent, objects));
        }
        pending = [];
        pendingClauses = [];
      };
      for (const { clause, analysis: a, intent: own } of clauses) {
        // A count next to things it does not explain ("24 hours off after nights") is only half read.
        if (a.unsupported || (a.counts.length > 0 && own === null && hasObjects(a))) {
          unrecognized.push(clause);
          continue;
        }
        constraints.push(...a.counts);
        if (hasObjects(a)) {
          const intent: Intent | null = own ?? previous;
          if (intent === null) {
            pending.push(a);
            pendingClauses.push(clause);
            continue;
          }
          // "the 12th, need the evening off": shifts alone finish the dates named before them.
          const onlyShifts = a.days.length === 0 && a.weekdays.length === 0 && !a.weekend;
          const datesOnly =
            pending.length > 0 && pending.every((p) => p.days.length > 0 && p.shiftIds.length === 0);
          if (own !== null && onlyShifts && datesOnly) {
            flush(intent, a.shiftIds);
          } else {
            flush(intent);
            constraints.push(...buildConstraints(cal, intent, a));
          }
          previous = intent;
        } else if (own !== null && pending.length > 0) {
          flush(own);
          previous = own;
        } else if (a.counts.length === 0 && own !== 'neutral' && !isFiller(a.rest)) {
          unrecognized.push(clause);
        }
      }
      unrecognized.push(...pendingClauses);
    }
  } catch {
    // Unreachable by design; kept so a future bug degrades to "not understood", not a 500.
    return { constraints: [], unrecognized: typeof text === 'string' && text.trim() ? [text.trim()] : [] };
  }
  return { constraints: tidy(constraints), unrecognized };
}
