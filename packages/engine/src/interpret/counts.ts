// Numeric limits in a normalised clause: consecutive days, rest hours, weekends, shifts of a kind
// and shifts in total ("at most 3 in a row", "12 hours rest between shifts", "no more than 2
// weekends", "no more than 4 nights", "around 14 shifts"). Forms the constraint shape cannot carry
// ("at least 2 nights", "no more than 2 nights in a row", "2 weekends off") set `unsupported`, so
// the clause is reported as not understood instead of being half-read.

import type { ShiftMatcher } from './shift-categories.js';
import { blankSpans, cachedRegExp } from './text.js';
import type { InterpretConstraint, InterpretCountType } from './types.js';

export interface CountExtraction {
  readonly constraints: InterpretConstraint[];
  readonly unsupported: boolean;
  readonly rest: string;
}

type Bound = 'max' | 'min' | 'target';

const N = '(\\d{1,3})(?![\\d:/a-z])';
const MAXQ =
  '(?:a max(?:imum)? of|max(?:imum)?(?: of)?|at (?:the )?most|(?:no|not|never|nothing) more than|up to|limit(?:ed)?(?: to| of| at)?|cap(?:ped)?(?: at)?|only)';
const MINQ = '(?:a min(?:imum)? of|at least|min(?:imum)?(?: of)?|(?:no|not) (?:less|fewer) than)';
const LTQ = '(?:less than|fewer than|under)';
const GTQ = '(?:more than|over)';
const TGTQ =
  '(?:a target of|target(?:ing)?(?: of)?|around|about|roughly|approximately|approx|circa|~ ?|ideally|aim(?:ing)? for|close to|somewhere around)';
const POSTMAX = '(?:max(?:imum)?|at (?:the )?most|tops|or less|or fewer)';
const POSTMIN = '(?:min(?:imum)?|at least|or more)';
const SEP = '(?: ?[:=] ?| (?:of|is|are|at) | )';
const NEGATED = /\b(?:no|not|never|nobody|dont|cant|wont|cannot|shouldnt|mustnt)\b|n't\b/;

const CONSEC =
  '(?: (?:work(?:ing)? )?(?:days?|shifts?))?(?: in a row| consecutive(?:ly)?(?! weekend| night)(?: (?:work(?:ing)? )?(?:days?|shifts?))?| straight(?: (?:days?|shifts?))?| back to back)';
const SHIFT_UNIT =
  '(?: total)?(?: (?:work(?:ing)? )?(?:shifts?|days?))(?: (?:in total|total|this month|per month|for the month|overall|per week))?(?! off| between| apart)';
/** A run of days off; its groups: the number, "consecutive", the unit, a word for together after it. */
const OFF_RUN =
  '(\\d{1,3})(?![\\d:/a-z]) (?:whole |full |clear )?(?:(consecutive) )?(days?|weeks?) off( in a row| consecutive(?:ly)?| together(?! with)| at (?:a time|once)| straight| back to back)?';
const HOURS = ' ?(?:hours?|hrs?|h)(?![a-z0-9])';

function qualifierBound(q: string, n: number, before: string): { bound: Bound; value: number } {
  const lq = cachedRegExp(`^${LTQ}`);
  const gq = cachedRegExp(`^${GTQ}`);
  if (cachedRegExp(`^${MINQ}`).test(q)) return { bound: 'min', value: n };
  if (cachedRegExp(`^${TGTQ}`).test(q)) return { bound: 'target', value: n };
  if (cachedRegExp(`^${MAXQ}`).test(q)) return { bound: 'max', value: n };
  if (lq.test(q)) return { bound: 'max', value: Math.max(0, n - 1) };
  if (gq.test(q)) return NEGATED.test(before) ? { bound: 'max', value: n } : { bound: 'min', value: n + 1 };
  return { bound: 'target', value: n };
}

const QUAL = `(${MAXQ}|${MINQ}|${LTQ}|${GTQ}|${TGTQ})`;

/** `afterRun`: the clause before bounded a run of working days, so "then 2 days off" follows each run. */
export function extractCounts(clause: string, shifts: ShiftMatcher, afterRun = false): CountExtraction {
  const constraints: InterpretConstraint[] = [];
  let unsupported = false;
  let rest = clause;

  /** Run a pattern over what is left, blanking matches the handler accepts. */
  const scan = (source: string, handler: (m: RegExpExecArray, before: string) => boolean) => {
    const re = cachedRegExp(`(?<![a-z0-9])${source}`, 'g');
    re.lastIndex = 0;
    const spans: Array<[number, number]> = [];
    for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (handler(m, rest.slice(0, m.index))) spans.push([m.index, m.index + m[0].length]);
    }
    rest = blankSpans(rest, spans);
  };
  const push = (type: InterpretCountType, value: number, perWeek = false) => {
    if (value > 999) unsupported = true;
    else constraints.push(perWeek ? { type, value, per: 'week' } : { type, value });
  };
  /** A bound on the days worked (or off) in a row; an "about" is declined. */
  const consecutive = (bound: Bound, value: number, off = false) => {
    if (bound === 'target') unsupported = true;
    else if (off) push(bound === 'max' ? 'max_consecutive_days_off' : 'min_consecutive_days_off', value);
    else push(bound === 'max' ? 'max_consecutive_days' : 'min_consecutive_days', value);
    return true;
  };
  const daysOff = (bound: Bound, value: number) => consecutive(bound, value, true);

  // Days off in a row, read first: "max 3 consecutive days off" is not about working days.
  /** The length of an OFF_RUN match whose groups start at `i`; null when it says nothing of a run. */
  const offRun = (m: RegExpExecArray, i: number): number | null => {
    const [n, inARow, unit, together] = [m[i], m[i + 1], m[i + 2], m[i + 3]];
    if (!inARow && !together) return null;
    return Number(n) * (unit?.startsWith('week') ? 7 : 1);
  };
  scan(`(?:no|avoid|never) (?:back to back|consecutive) days? off(?![a-z0-9])`, () => daysOff('max', 1));
  // A minimum counted in weeks ("at least 2 weeks off in a row") wants one long break, not every break
  // that long: declined, as a vacation is asked for with its dates.
  const offBound = (bound: Bound, length: number, weeks: boolean) => {
    if (weeks && bound === 'min') unsupported = true;
    else daysOff(bound, length);
    return true;
  };
  scan(`${QUAL} ${OFF_RUN}(?![a-z0-9])`, (m, before) => {
    const length = offRun(m, 2);
    if (length === null) return false;
    const { bound, value } = qualifierBound(m[1] ?? '', length, before);
    return offBound(bound, value, m[4]!.startsWith('week'));
  });
  scan(`${OFF_RUN} (?:(${POSTMAX})|${POSTMIN})(?![a-z0-9])`, (m) => {
    const length = offRun(m, 1);
    return length !== null && offBound(m[5] ? 'max' : 'min', length, m[3]!.startsWith('week'));
  });
  scan(`(?:(max(?:imum)?)|min(?:imum)?) (?:number of )?consecutive days? off${SEP}${N}`, (m) =>
    daysOff(m[1] ? 'max' : 'min', Number(m[2])),
  );
  // A bare number ("I want 4 consecutive days off", "2 days off together") may ask for one such break or
  // for every break: declined rather than guessed.
  scan(`${OFF_RUN}(?![a-z0-9])`, (m) => {
    if (offRun(m, 1) === null) return false;
    unsupported = true;
    return true;
  });
  scan(`days off (?:in pairs|together(?! with))(?![a-z0-9])`, () => daysOff('min', 2));
  if (afterRun)
    scan(`^then (?:${MINQ} )?${N} (?:clear |full |whole )?days? off(?![a-z0-9])`, (m) =>
      daysOff('min', Number(m[1])),
    );
  // "min 2 days between blocks"; "between shifts" also rules out working 2 days in a row.
  scan(
    `(?:${QUAL} )?${N} (?:clear |full |whole )?days? (?:off )?between (?:(shifts|each shift|my shifts)|blocks|stretches|runs|sets|stints)(?![a-z0-9])`,
    (m, before) => {
      const { bound, value } = qualifierBound(m[1] ?? '', Number(m[2]), before);
      if (bound === 'min' && m[3]) push('max_consecutive_days', 1);
      return daysOff(bound, value);
    },
  );

  // Consecutive working days.
  scan(`(?:no|avoid|never) (?:back to back|consecutive)(?: (?:days?|shifts?))?(?![a-z0-9])`, () =>
    consecutive('max', 1),
  );
  scan(`${QUAL} ${N}${CONSEC}(?![a-z0-9])`, (m, before) => {
    const { bound, value } = qualifierBound(m[1] ?? '', Number(m[2]), before);
    return consecutive(bound, value);
  });
  scan(`${N}${CONSEC} (?:(${POSTMAX})|${POSTMIN})(?![a-z0-9])`, (m) =>
    consecutive(m[2] ? 'max' : 'min', Number(m[1])),
  );
  scan(
    `(?:(max(?:imum)?)|min(?:imum)?) (?:number of )?consecutive (?:work(?:ing)? )?(?:days?|shifts?)${SEP}${N}`,
    (m) => consecutive(m[1] ? 'max' : 'min', Number(m[2])),
  );
  scan(
    `(?:in )?(?:blocks|stretches|runs|stints) of (?:(${MAXQ}) |${MINQ} )?${N}(?: (?:days?|shifts?))?`,
    (m) => consecutive(m[1] ? 'max' : 'min', Number(m[2])),
  );
  if (/\b(?:in a row|consecutive|straight|back to back)\b/.test(rest)) unsupported = true;

  // Rest between shifts.
  const rest_ = (value: number) => {
    if (value < 1 || value > 48) unsupported = true;
    else push('min_rest_hours', value);
    return true;
  };
  const HN = N.replace('a-z', 'a-gi-z');
  scan(
    `(?:${MINQ} )?${HN}${HOURS}(?: min(?:imum)?)?(?: of)?(?: (?:rest|off|break|gap|turnaround|recovery))?(?: (?:between|apart)(?: (?:shifts|each shift|2 shifts|my shifts))?)?(?![a-z0-9])`,
    (m) => / (?:rest|off|break|gap|turnaround|recovery|between|apart)\b/.test(m[0]) && rest_(Number(m[1])),
  );
  scan(
    `(?:min(?:imum)? )?(?:rest|break|gap|turnaround|recovery)(?: time| period)?(?: between shifts)?${SEP}(?:${MINQ} )?${HN}${HOURS}`,
    (m) => rest_(Number(m[1])),
  );

  // Weekends worked.
  const weekends = (bound: Bound, value: number) => {
    if (bound !== 'max') unsupported = true;
    else push('max_weekends', value);
    return true;
  };
  scan(`${QUAL} ${N} weekends?(?! off)(?![a-z0-9])`, (m, before) => {
    const { bound, value } = qualifierBound(m[1] ?? '', Number(m[2]), before);
    return weekends(bound, value);
  });
  scan(`${N} weekends? ${POSTMAX}(?![a-z0-9])`, (m) => weekends('max', Number(m[1])));
  scan(`max(?:imum)? (?:number of )?weekends?(?: worked)?${SEP}${N}`, (m) => weekends('max', Number(m[1])));
  // "keep my weekends to 2 per month", "limit weekends worked to 1" (not "... to 2 off", not negated).
  scan(
    `(?:keep|limit|cap) (?:my |the )?weekends?(?: worked)? (?:down )?(?:to|at) ${N}(?: weekends?)?(?! off)(?![a-z0-9])`,
    (m, before) => weekends(NEGATED.test(before) ? 'target' : 'max', Number(m[1])),
  );
  if (/\b\d{1,3} weekends?\b/.test(rest)) unsupported = true;

  // Shifts of a kind: "no more than 4 nights", "max 2 annex shifts", "3 on call max".
  const typed = (bound: Bound, value: number, ids: string[], perWeek: boolean) => {
    if (bound !== 'max' || ids.length === 0) unsupported = true;
    else if (value > 999) unsupported = true;
    else
      constraints.push(
        perWeek
          ? { type: 'max_shifts_of_type', shiftTypes: ids, value, per: 'week' }
          : { type: 'max_shifts_of_type', shiftTypes: ids, value },
      );
  };
  {
    const re = cachedRegExp(`(?<![a-z0-9])(?:${QUAL} )?${N} `, 'g');
    re.lastIndex = 0;
    const spans: Array<[number, number]> = [];
    for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
      const after = rest.slice(m.index + m[0].length);
      const found = shifts.matchPrefix(after);
      if (!found) continue;
      let end = m.index + m[0].length + found.length;
      const per = /^ per (week|month)(?![a-z])/.exec(rest.slice(end));
      const perWeek = per?.[1] === 'week';
      if (per) end += per[0].length;
      const post = cachedRegExp(`^ (?:(${POSTMAX})|(${POSTMIN}))(?![a-z0-9])`).exec(rest.slice(end));
      if (m[1]) {
        const { bound, value } = qualifierBound(m[1], Number(m[2]), rest.slice(0, m.index));
        typed(bound, value, found.ids, perWeek);
      } else if (post) {
        typed(post[1] ? 'max' : 'min', Number(m[2]), found.ids, perWeek);
        end += post[0].length;
      } else {
        // "Dec 31 evening" is a date and a shift, not a count: leave it to the date extractor.
        continue;
      }
      spans.push([m.index, end]);
      re.lastIndex = end;
    }
    rest = blankSpans(rest, spans);
  }

  // Shifts in total.
  const total = (bound: Bound, value: number, perWeek = false) => {
    push(bound === 'max' ? 'max_shifts' : bound === 'min' ? 'min_shifts' : 'target_shifts', value, perWeek);
    return true;
  };
  const weekly = (m: RegExpExecArray) => / per week(?: |$)/.test(m[0]);
  scan(`(?:from )?${N} ?(?:-|to) ?${N}${SHIFT_UNIT}(?![a-z0-9])`, (m) => {
    const low = Number(m[1]);
    const high = Number(m[2]);
    if (low > high) return false;
    total('min', low, weekly(m));
    return total('max', high, weekly(m));
  });
  scan(`(?:${N}${SHIFT_UNIT} (?:(${POSTMAX})|${POSTMIN}))(?![a-z0-9])`, (m) =>
    total(m[2] ? 'max' : 'min', Number(m[1]), weekly(m)),
  );
  scan(`${QUAL} ${N}${SHIFT_UNIT}(?![a-z0-9])`, (m, before) => {
    const { bound, value } = qualifierBound(m[1] ?? '', Number(m[2]), before);
    return total(bound, value, weekly(m));
  });
  scan(`(?:(max(?:imum)?)|(min(?:imum)?)|target) (?:number of )?(?:shifts?|days?)${SEP}${N}`, (m) =>
    total(m[1] ? 'max' : m[2] ? 'min' : 'target', Number(m[3])),
  );
  scan(
    `${N}(?: total)? (?:shifts?|days?)(?: (?:in total|total|this month|per month|for the month|overall|per week))?(?![a-z0-9])(?! off)`,
    (m) => (/days?/.test(m[0]) && !weekly(m) ? false : total('target', Number(m[1]), weekly(m))),
  );
  if (/\b\d{1,3} (?:days?|shifts?) off\b/.test(rest)) unsupported = true;

  return { constraints, unsupported, rest };
}
