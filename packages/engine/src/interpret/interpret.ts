// The deterministic request interpreter: free text in, structured constraints out, plus every
// clause it could not read. Total by design: any string gives a result, never an exception.
// Every constraint carries its priority and the span of text it came from; a clause with a word
// nobody explained, and a sentence with a condition or an exception, are returned as not
// understood instead of being half read.

import { buildConstraints, hasObjects, type Objects } from './build.js';
import { type MonthCalendar, monthCalendar } from './calendar.js';
import { type Clause, splitSentences } from './clauses.js';
import { extractCounts } from './counts.js';
import { type Anchor, extractDates } from './dates.js';
import { detectIntent, type Intent, isBareWish, isConditional, isFiller, isOutOfScope } from './intent.js';
import { normalizeClause } from './normalize.js';
import { detectPriority, hasHedge, withoutWishWords } from './priority.js';
import { buildShiftMatcher, type ShiftMatcher } from './shift-categories.js';
import { expandShorthand } from './shorthand.js';
import type {
  HolidayCountry,
  InterpretConstraint,
  InterpretContext,
  InterpretResult,
  InterpretShiftType,
  Priority,
} from './types.js';
import { KNOWN_WORDS, unknownWords } from './vocabulary.js';
import { extractWeekdays } from './weekdays.js';

interface Reader {
  readonly cal: MonthCalendar;
  readonly shifts: ShiftMatcher;
  readonly known: ReadonlySet<string>;
  readonly country: HolidayCountry;
}

interface Analysis extends Objects {
  readonly clause: Clause;
  readonly counts: InterpretConstraint[];
  intent: Intent | null;
  readonly priority: Priority | null;
  readonly hedged: boolean;
  /** Read, but not something we can represent faithfully, or holding words nobody explained. */
  readonly unsupported: boolean;
  /** A condition or exception ("unless", "except", "if ..."): the sentence is declined. */
  readonly conditional: boolean;
  readonly negated: boolean;
  readonly choice: boolean;
  /** Words nobody explained (intent words included). */
  readonly rest: string;
  /** A wish ("I'd like ...") that says nothing of working. */
  readonly bareWish: boolean;
  readonly anchorUnit: Anchor['unit'];
  readonly please: boolean;
}

const NEGATION = /\b(?:no|not|never|cant|can't|cannot|dont|don't|unable|avoid|nothing|none|without)\b|n't\b/;

const ONE_DAY_OFF = /(?:^|\b(?:a|my|1|the) )(?:whole |full |entire )?day off\b/;

/** Words written inside parentheses: an aside, excused when nobody explained them. */
function asideWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const m of text.matchAll(/\(([^)]*)\)/g))
    for (const w of (m[1] ?? '').toLowerCase().match(/[a-z']+/g) ?? []) words.add(w.replace(/'s$/, ''));
  return words;
}

function analyze(
  r: Reader,
  clause: Clause,
  allowBareDay: boolean,
  anchor: Anchor | null,
  afterRun = false,
): Analysis {
  const normalized = normalizeClause(clause.text);
  const text = expandShorthand(normalized, r.known);
  const counts = extractCounts(text, r.shifts, afterRun);
  const dates = extractDates(r.cal, counts.rest, { allowBareDay, country: r.country, anchor });
  const weekdays = extractWeekdays(dates.rest);
  const named = r.shifts.extract(weekdays.rest);
  const rest = named.rest.replace(/\s+/g, ' ').trim();
  const intent = detectIntent(withoutWishWords(rest));
  const negated = NEGATION.test(text);
  const days = dates.days;
  // "off the 3rd or the 4th", "mornings or afternoons": a choice, not a list (but under a refusal,
  // "no nights on the 8th or 9th", it lists both); interpret.ts decides once the intent is known.
  const choice =
    /\bor\b/.test(rest) &&
    days.length + named.ids.length + weekdays.weekdays.length + (weekdays.weekend ? 1 : 0) > 1;
  const unknown = intent === 'neutral' ? [] : unknownWords(rest, asideWords(clause.text));
  const unsupported =
    isOutOfScope(text) ||
    counts.unsupported ||
    dates.otherMonth ||
    dates.weekdayMismatch ||
    (dates.mentioned && days.length === 0) ||
    // "a day off 18-20" is one day of several: which one is not guessed.
    (ONE_DAY_OFF.test(normalized) && days.length > 1) ||
    // "5A starts suit me" is a preference; "the 18th suits me" could mean working it or having it off.
    (/\bsuits? me\b/.test(rest) && days.length > 0) ||
    named.unresolved ||
    /\d/.test(rest) ||
    unknown.length > 0;
  return {
    clause,
    counts: counts.constraints,
    days,
    holidays: dates.holidays,
    weekdays: weekdays.weekdays,
    weekend: weekdays.weekend,
    shiftIds: named.ids,
    intent,
    priority: detectPriority(text),
    hedged: hasHedge(text),
    unsupported,
    conditional: isConditional(text),
    negated,
    choice,
    rest,
    bareWish: isBareWish(rest),
    anchorUnit: dates.unit,
    please: /\b(?:please|pls|plz|yes)\b/.test(rest),
  };
}

const EXCEPT = /\s+(?:except(?: for| on)?|apart from|other than|but not(?: on)?)\s+/i;

/**
 * "happy to do nights except Fridays", "on call ok apart from the 12th": shifts someone is fine with,
 * except on some days, are those shifts off on those days. Null when the clause is not of that form
 * (every other exception declines its sentence).
 */
function exceptionOfShifts(r: Reader, clause: Clause, anchor: Anchor | null): Analysis | null {
  const m = EXCEPT.exec(clause.text);
  if (!m) return null;
  const left = analyze(
    r,
    { text: clause.text.slice(0, m.index), start: clause.start, end: clause.start + m.index },
    false,
    anchor,
  );
  const rightStart = clause.start + m.index + m[0].length;
  const right = analyze(
    r,
    { text: clause.text.slice(m.index + m[0].length), start: rightStart, end: clause.end },
    true,
    anchor,
  );
  const fine = left.intent === 'neutral' || left.intent === 'willing';
  const leftOnlyShifts = left.days.length === 0 && left.weekdays.length === 0 && !left.weekend;
  const rightOnlyDays =
    right.shiftIds.length === 0 && (right.days.length > 0 || right.weekdays.length > 0 || right.weekend);
  if (!fine || !leftOnlyShifts || left.shiftIds.length === 0 || left.unsupported || left.conditional)
    return null;
  if (
    !rightOnlyDays ||
    right.intent !== null ||
    right.unsupported ||
    right.conditional ||
    right.counts.length > 0
  )
    return null;
  return {
    ...right,
    clause,
    shiftIds: left.shiftIds,
    intent: 'off',
    priority: left.priority ?? right.priority,
    hedged: left.hedged || right.hedged,
    negated: true,
  };
}

/** Merge repeated list constraints ("no Mondays. No Fridays.") and drop exact duplicates. */
function tidy(constraints: InterpretConstraint[], order: (ids: string[]) => string[]): InterpretConstraint[] {
  const out: InterpretConstraint[] = [];
  const seen = new Set<string>();
  for (const c of constraints) {
    if (c.type === 'avoid_weekdays' || c.type === 'prefer_weekdays') {
      const earlier = out.find((o) => o.type === c.type && o.priority === c.priority);
      if (earlier && (earlier.type === 'avoid_weekdays' || earlier.type === 'prefer_weekdays')) {
        earlier.weekdays = [...new Set([...earlier.weekdays, ...c.weekdays])].sort((a, b) => a - b);
        earlier.source = widen(earlier.source, c.source);
        continue;
      }
    }
    if (c.type === 'avoid_shift_types' || c.type === 'prefer_shift_types') {
      const earlier = out.find((o) => o.type === c.type && o.priority === c.priority);
      if (earlier && (earlier.type === 'avoid_shift_types' || earlier.type === 'prefer_shift_types')) {
        earlier.shiftTypes = order([...earlier.shiftTypes, ...c.shiftTypes]);
        earlier.source = widen(earlier.source, c.source);
        continue;
      }
    }
    const { source: _source, ...rest } = c;
    const key = JSON.stringify(rest);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(copy(c));
  }
  return out;
}

/** Sources of merged constraints: both spans, from the first start to the last end. */
function widen(
  a: InterpretConstraint['source'],
  b: InterpretConstraint['source'],
): InterpretConstraint['source'] {
  if (!a || !b) return a ?? b;
  if (a.start <= b.start && a.end >= b.end) return a;
  return a.start <= b.start
    ? { start: a.start, end: b.end, text: `${a.text} … ${b.text}` }
    : { start: b.start, end: a.end, text: `${b.text} … ${a.text}` };
}

/** Constraints share arrays with the analysis; merging must not alias them. */
function copy(c: InterpretConstraint): InterpretConstraint {
  return JSON.parse(JSON.stringify(c)) as InterpretConstraint;
}

// One matcher per catalogue array: a caller that reuses its array (a batch, a test) compiles it once.
const matchers = new WeakMap<readonly InterpretShiftType[], { shifts: ShiftMatcher; known: Set<string> }>();

function matcherFor(shiftTypes: readonly InterpretShiftType[]): { shifts: ShiftMatcher; known: Set<string> } {
  let matcher = matchers.get(shiftTypes);
  if (!matcher) {
    // Words of the department's shift names are never "corrected" as typos.
    const known = new Set(KNOWN_WORDS);
    for (const st of shiftTypes)
      for (const raw of [st?.displayName, st?.name, st?.id])
        if (typeof raw === 'string') for (const w of normalizeClause(raw).split(/[\s_]+/)) known.add(w);
    matcher = { shifts: buildShiftMatcher(shiftTypes), known };
    matchers.set(shiftTypes, matcher);
  }
  return matcher;
}

/**
 * The safety net: clauses of a sentence that no constraint came from, that were not declined, and
 * that say nothing on their own (filler, a firmness word, "fine with ...") is not all they are.
 * Whatever the reason they fell through, the person sees them as not understood.
 */
function unaccounted(
  clauses: readonly Analysis[],
  emitted: readonly InterpretConstraint[],
  declined: readonly string[],
  silent: (a: Analysis) => boolean,
): string[] {
  const out: string[] = [];
  for (const a of clauses) {
    const { start, end, text } = a.clause;
    const covered = emitted.some((c) => c.source && c.source.start <= start && c.source.end >= end);
    const filler = !hasObjects(a) && a.counts.length === 0 && (a.intent === 'neutral' || isFiller(a.rest));
    if (covered || filler || silent(a) || declined.some((d) => d.includes(text))) continue;
    out.push(text);
  }
  return out;
}

/** The bare items after `a` end in a clause of its own, non-neutral wish naming the same kinds of things. */
function endsInAnotherWish(clauses: readonly Analysis[], a: Analysis): boolean {
  // "earlies please", "earlies if possible" wish without an intent word.
  const wish = (c: Analysis) => c.intent ?? (c.please || c.hedged ? 'prefer' : null);
  let j = clauses.indexOf(a) + 1;
  while (j < clauses.length && wish(clauses[j] as Analysis) === null && hasObjects(clauses[j] as Analysis))
    j++;
  const next = clauses[j];
  if (!next || wish(next) === null || wish(next) === 'neutral') return false;
  const kinds = (c: Analysis) =>
    [c.shiftIds.length > 0, c.days.length > 0, c.weekdays.length > 0 || c.weekend].join();
  return kinds(next) === kinds(a);
}

const WORKING_RUN = new Set<InterpretConstraint['type']>(['max_consecutive_days', 'min_consecutive_days']);

/** Dated time off is must unless hedged; everything else prefer unless a must word says otherwise. */
function defaultPriority(c: InterpretConstraint): Priority {
  if (c.type === 'day_off') return 'must';
  if (c.type === 'shift_off' && c.dates !== undefined) return 'must';
  return 'prefer';
}

export function interpret(text: string, context: InterpretContext): InterpretResult {
  const constraints: InterpretConstraint[] = [];
  const unrecognized: string[] = [];
  const source = typeof text === 'string' ? text : '';
  const catalogue = Array.isArray(context?.shiftTypes) ? context.shiftTypes : [];
  const rank = new Map(catalogue.map((st, i) => [st?.id, i] as const));
  const order = (ids: string[]) => [...new Set(ids)].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  try {
    const cal = monthCalendar(context?.year, context?.month);
    const { shifts, known } = matcherFor(Array.isArray(context?.shiftTypes) ? context.shiftTypes : []);
    const reader: Reader = { cal, shifts, known, country: context?.country === 'UK' ? 'UK' : 'US' };
    let previous: Intent | null = null;
    let previousHadDays = false;
    let anchor: Anchor | null = null;
    for (const sentence of splitSentences(source)) {
      // "Off the 10th. Also the 11th." continues the sentence before; anything else starts afresh.
      if (!sentence.continues) {
        previous = null;
        previousHadDays = false;
      }
      const clauses: Analysis[] = [];
      const constraintsBefore = constraints.length;
      const unrecognizedBefore = unrecognized.length;
      const anchorBefore: Anchor | null = anchor;
      for (const clause of sentence.clauses) {
        // "at most 4 in a row, then at least 2 days off": the days off after each run of working days.
        const afterRun = clauses.at(-1)?.counts.some((c) => WORKING_RUN.has(c.type)) ?? false;
        const a: Analysis =
          exceptionOfShifts(reader, clause, anchor) ??
          analyze(reader, clause, previousHadDays, anchor, afterRun);
        previousHadDays = a.days.length > 0;
        if (a.days.length > 0) anchor = { days: a.days, unit: a.anchorUnit };
        clauses.push(a);
      }
      const first = sentence.clauses[0];
      const last = sentence.clauses[sentence.clauses.length - 1];
      // A condition or an exception anywhere decides the whole sentence: decline it.
      if (clauses.some((c) => c.conditional) && first && last) {
        unrecognized.push(source.slice(first.start, last.end).trim());
        anchor = anchorBefore;
        continue;
      }
      // "non-negotiable", "if possible" on their own say how firm the rest of the sentence is.
      const onlyPriority = (c: Analysis) =>
        c.priority !== null &&
        !hasObjects(c) &&
        c.counts.length === 0 &&
        isFiller(
          withoutWishWords(c.rest).replace(
            /\b(?:must|need|needs|absolutely|definitely|essential|important|critical|mandatory|required|non|negotiable|nonnegotiable|not|but|is|it)\b/g,
            ' ',
          ),
        );
      const sentencePriority = clauses.find(onlyPriority)?.priority ?? null;

      // "I'd like the 24th and 25th off": a bare wish for dates takes the "off" that ends the list.
      clauses.forEach((c, i) => {
        if ((c.intent !== 'prefer' && c.intent !== 'willing') || !c.bareWish || c.days.length === 0) return;
        let j = i + 1;
        while (j < clauses.length && clauses[j]?.intent === null && (clauses[j]?.days.length ?? 0) > 0) j++;
        const next = clauses[j];
        if (next && next.intent === 'off' && next.days.length > 0 && !next.unsupported) c.intent = 'off';
      });

      const emit = (
        intent: Intent,
        objects: Objects,
        from: number,
        to: number,
        ...priorities: Array<Priority | null>
      ) => {
        const span = { start: from, end: to, text: source.slice(from, to).trim() };
        const explicit = priorities.find((p) => p !== null) ?? sentencePriority;
        for (const c of buildConstraints(cal, intent, objects))
          constraints.push({ ...c, priority: explicit ?? defaultPriority(c), source: span });
      };

      let pending: Analysis[] = [];
      let intentFrom: Analysis | null = null;
      let lastNeutralShifts: string[] = [];
      const flush = (intent: Intent, by: Analysis, extraShifts: string[] = []) => {
        for (const p of pending) {
          const objects = extraShifts.length > 0 ? { ...p, shiftIds: extraShifts } : p;
          emit(
            intent,
            objects,
            pending[0]?.clause.start ?? p.clause.start,
            by.clause.end,
            p.priority,
            by.priority,
          );
        }
        pending = [];
      };
      let declinedBefore = false;
      // Understood, with nothing (new) to constrain: "fine with" clauses and restatements.
      const fine = new Set<Analysis>();
      for (const a of clauses) {
        const onlyShiftsHere = a.days.length === 0 && a.weekdays.length === 0 && !a.weekend;
        // A count next to things it does not explain ("24 hours off after nights") is only half read;
        // "need the evening off" after a declined "recital on the 12th" may belong to it.
        if (
          a.unsupported ||
          (a.counts.length > 0 && a.intent === null && hasObjects(a)) ||
          (declinedBefore && a.shiftIds.length > 0 && onlyShiftsHere && !a.negated)
        ) {
          unrecognized.push(a.clause.text);
          lastNeutralShifts = [];
          declinedBefore = true;
          continue;
        }
        declinedBefore = false;
        for (const c of a.counts) {
          constraints.push({
            ...c,
            priority: a.priority ?? sentencePriority ?? 'prefer',
            source: { start: a.clause.start, end: a.clause.end, text: a.clause.text },
          });
        }
        if (hasObjects(a)) {
          const onlyShifts = a.days.length === 0 && a.weekdays.length === 0 && !a.weekend;
          let own = a.intent;
          // "earlies please", "ideally earlies", "nights on the 2nd would be ideal": a wish.
          // (A date with only a hedge, "Good Friday if poss", could be off or work: not guessed.)
          const hedgedWish =
            a.hedged &&
            (previous === null || previous === 'neutral') &&
            (a.days.length === 0 || a.shiftIds.length > 0);
          if (own === null && ((onlyShifts && a.please) || hedgedWish)) own = 'prefer';
          const intent: Intent | null = own ?? previous;
          // "I don't need the 18th off, just the morning", "... only the 25th": "just" after a neutral
          // clause is a contrast, not more of the same; what is wanted (off? worked?) is not guessed.
          // ("nights are fine, just not Sundays" says it: off.)
          if (
            (own === null || own === 'prefer') &&
            previous === 'neutral' &&
            /\b(?:just|only)\b/.test(a.rest)
          ) {
            const from = intentFrom?.intent === 'neutral' ? intentFrom.clause.start : a.clause.start;
            unrecognized.push(source.slice(from, a.clause.end).trim());
            pending = [];
            // What follows cannot take its meaning from a declined contrast.
            previous = null;
            intentFrom = null;
            continue;
          }
          // "Nights are fine, Monday, Wednesday and Friday off": the days may belong to the list that
          // ends in "off" rather than to "fine"; not guessed. ("I don't mind nights and weekends".)
          if (own === null && previous === 'neutral' && endsInAnotherWish(clauses, a)) {
            unrecognized.push(a.clause.text);
            continue;
          }
          if (intent === null) {
            pending.push(a);
            continue;
          }
          const shiftsOnSomeDays =
            a.shiftIds.length > 0 && a.days.length === 0 && (a.weekdays.length > 0 || a.weekend);
          const refusal = intent === 'off' && (a.negated || (own === null && (intentFrom?.negated ?? false)));
          if (
            // "only earlies on weekdays": no constraint says "these shifts only on these days".
            ((intent === 'prefer' || intent === 'willing') && shiftsOnSomeDays && /\bonly\b/.test(a.rest)) ||
            // "off the 3rd or the 4th": a choice we cannot make for them.
            // ("I'd prefer 8A or 9A" is happy with either: both are preferred.)
            (a.choice && !refusal && intent !== 'neutral' && !(a.intent === 'prefer' && a.days.length === 0))
          ) {
            unrecognized.push(a.clause.text);
            pending = [];
            continue;
          }
          // "no nights or weekends": under a refusal, "or" lists separate things.
          if (intent === 'off' && shiftsOnSomeDays && /\bor\b/.test(a.rest)) {
            flush(intent, a);
            emit(intent, { ...a, weekdays: [], weekend: false }, a.clause.start, a.clause.end, a.priority);
            emit(intent, { ...a, shiftIds: [] }, a.clause.start, a.clause.end, a.priority);
            previous = intent;
            lastNeutralShifts = [];
            continue;
          }
          // "nights are fine but not on Sundays": the refusal is about the shifts just named.
          const carried =
            intent === 'off' &&
            a.shiftIds.length === 0 &&
            !onlyShifts &&
            lastNeutralShifts.length > 0 &&
            /\bnot\b/.test(a.rest)
              ? { ...a, shiftIds: lastNeutralShifts }
              : a;
          // "the 12th, need the evening off": shifts alone finish the dates named before them.
          const datesOnly =
            pending.length > 0 && pending.every((p) => p.days.length > 0 && p.shiftIds.length === 0);
          // A list that ends here ("the 5th, 6th and 7th off") is quoted whole for each of its items.
          const from =
            pending[0]?.clause.start ??
            (own === null && intentFrom ? intentFrom.clause.start : a.clause.start);
          if (own !== null && onlyShifts && datesOnly) {
            flush(intent, a, a.shiftIds);
          } else {
            flush(intent, a);
            emit(
              intent,
              carried,
              from,
              a.clause.end,
              a.priority,
              own === null ? (intentFrom?.priority ?? null) : null,
            );
          }
          if (own !== null) intentFrom = a;
          previous = intent;
          lastNeutralShifts = (intent === 'neutral' || intent === 'willing') && onlyShifts ? a.shiftIds : [];
          // "happy to do lates" is understood with nothing to constrain; "free weekends", "can do
          // Mondays" could be a wish for time off as well as an offer: quoted back, not dropped.
          if (intent === 'neutral' || (intent === 'willing' && onlyShifts)) fine.add(a);
        } else if (a.intent !== null && a.intent !== 'neutral' && pending.length > 0) {
          flush(a.intent, a);
          previous = a.intent;
          intentFrom = a;
        } else if (
          a.counts.length === 0 &&
          a.intent !== 'neutral' &&
          !isFiller(a.rest) &&
          !onlyPriority(a) &&
          !(a.intent !== null && a.intent === previous)
        ) {
          unrecognized.push(a.clause.text);
        } else if (a.counts.length === 0 && a.intent !== null && a.intent === previous && !hasObjects(a)) {
          // "dentist on the 16th, can I be off": says again what the clause before asked for.
          fine.add(a);
        }
      }
      unrecognized.push(...pending.map((p) => p.clause.text));
      unrecognized.push(
        ...unaccounted(
          clauses,
          constraints.slice(constraintsBefore),
          unrecognized.slice(unrecognizedBefore),
          (c) => fine.has(c) || onlyPriority(c),
        ),
      );
    }
  } catch {
    // Unreachable by design; kept so a future bug degrades to "not understood", not a 500.
    return { constraints: [], unrecognized: source.trim() ? [source.trim()] : [] };
  }
  return { constraints: tidy(constraints, order), unrecognized };
}
