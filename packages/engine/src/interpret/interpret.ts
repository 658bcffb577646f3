// The deterministic request interpreter: free text in, structured constraints out, plus every
// clause it could not read. Total by design: any string gives a result, never an exception.

import { buildConstraints, hasObjects, type Objects } from './build.js';
import { type MonthCalendar, monthCalendar } from './calendar.js';
import { splitSentences } from './clauses.js';
import { extractCounts } from './counts.js';
import { extractDates } from './dates.js';
import { detectIntent, type Intent, isFiller, isOutOfScope } from './intent.js';
import { normalizeClause } from './normalize.js';
import { buildShiftMatcher, type ShiftMatcher } from './shift-categories.js';
import type { InterpretConstraint, InterpretContext, InterpretResult } from './types.js';
import { extractWeekdays } from './weekdays.js';

interface Analysis extends Objects {
  readonly counts: InterpretConstraint[];
  readonly intent: Intent | null;
  /** Read, but not something we can represent faithfully. */
  readonly unsupported: boolean;
  /** Words nobody explained. */
  readonly rest: string;
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

export function interpret(text: string, context: InterpretContext): InterpretResult {
  const constraints: InterpretConstraint[] = [];
  const unrecognized: string[] = [];
  try {
    const cal = monthCalendar(context?.year, context?.month);
    const shifts = buildShiftMatcher(Array.isArray(context?.shiftTypes) ? context.shiftTypes : []);
    for (const sentence of splitSentences(typeof text === 'string' ? text : '')) {
      let previous: Intent | null = null;
      let previousHadDays = false;
      let pending: Array<{ clause: string; analysis: Analysis }> = [];
      const flush = (intent: Intent) => {
        for (const p of pending) constraints.push(...buildConstraints(cal, intent, p.analysis));
        pending = [];
      };
      for (const clause of sentence) {
        const a = analyze(cal, shifts, clause, previousHadDays);
        previousHadDays = a.days.length > 0;
        if (a.unsupported) {
          unrecognized.push(clause);
          continue;
        }
        constraints.push(...a.counts);
        if (hasObjects(a)) {
          const intent: Intent | null = a.intent ?? previous;
          if (intent === null) {
            pending.push({ clause, analysis: a });
            continue;
          }
          flush(intent);
          constraints.push(...buildConstraints(cal, intent, a));
          previous = intent;
        } else if (a.intent !== null && pending.length > 0) {
          flush(a.intent);
          previous = a.intent;
        } else if (a.counts.length === 0 && !(a.intent === 'neutral') && !isFiller(a.rest)) {
          unrecognized.push(clause);
        }
      }
      for (const p of pending) unrecognized.push(p.clause);
    }
  } catch {
    // Unreachable by design; kept so a future bug degrades to "not understood", not a 500.
    return { constraints: [], unrecognized: typeof text === 'string' && text.trim() ? [text.trim()] : [] };
  }
  return { constraints: tidy(constraints), unrecognized };
}
