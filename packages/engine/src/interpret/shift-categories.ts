// Shift types named in a clause: by the department's own names ("10A EP", "annex", "on call"),
// by time-of-day category ("nights", "mornings"), by start time ("5am", "before 7am").
//
// Categories follow the spec's colour bands by start hour: morning 5-9, mid-morning 9-12,
// afternoon 12-17, evening/night 17 or later or before 5. DIRECTOR and ON_CALL have no band
// (the spec gives them their own colours), so they are matched only by name.

import { normalizeClause } from './normalize.js';
import { cachedRegExp, escapeRegExp } from './text.js';
import type { InterpretShiftType } from './types.js';

const SPECIAL_IDS = new Set(['DIRECTOR', 'ON_CALL']);

interface Phrase {
  readonly phrase: string;
  readonly ids: readonly string[];
}

export interface ShiftExtraction {
  /** Shift type ids in catalogue order. */
  readonly ids: string[];
  /** A shift phrase matched but resolved to no shift type of this department. */
  readonly unresolved: boolean;
  readonly rest: string;
}

export interface ShiftMatcher {
  extract(clause: string): ShiftExtraction;
  /** A shift phrase at the very start of `s` (used by counts: "no more than 4 nights"). */
  matchPrefix(s: string): { ids: string[]; length: number } | null;
}

interface Band {
  readonly words: readonly string[];
  readonly test: (minutes: number) => boolean;
}

const BANDS: readonly Band[] = [
  { words: ['mid morning', 'midmorning', 'late morning'], test: (m) => m >= 9 * 60 && m < 12 * 60 },
  {
    words: ['early morning', 'morning', 'am shift', 'early shift', 'earlies'],
    test: (m) => m >= 5 * 60 && m < 9 * 60,
  },
  // "Lates" on a UK rota start in the afternoon.
  { words: ['afternoon', 'late shift', 'lates'], test: (m) => m >= 12 * 60 && m < 17 * 60 },
  {
    words: ['evening', 'night', 'nite', 'overnight', 'nightshift', 'night shift', 'graveyard'],
    test: (m) => m >= 17 * 60 || m < 5 * 60,
  },
  { words: ['day shift', 'daytime', 'day time'], test: (m) => m >= 5 * 60 && m < 17 * 60 },
];

/** Words that never name a shift type on their own. */
const NOT_A_NAME = new Set([
  'shift',
  'shifts',
  'the',
  'a',
  'an',
  'on',
  'off',
  'no',
  'of',
  'and',
  'or',
  'to',
  'at',
  'am',
  'pm',
]);

const TIME_TOKEN = /^\d{1,2}(?::\d\d)?[ap]$/;

function startMinutes(startTime: string): number {
  const m = /^(\d{1,2}):(\d{2})/.exec(startTime.trim());
  if (!m) return Number.NaN;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes < 24 * 60 ? minutes : Number.NaN;
}

function tokenMinutes(hour: string, minute: string | undefined, half: string): number {
  const h = Number(hour) % 12;
  return (half === 'p' ? h + 12 : h) * 60 + Number(minute ?? 0);
}

const TIME = '(\\d{1,2})(?::(\\d\\d))?([ap])(?![a-z0-9])';

export function buildShiftMatcher(shiftTypes: readonly InterpretShiftType[]): ShiftMatcher {
  const order = new Map<string, number>();
  const banded: Array<{ id: string; minutes: number }> = [];
  const named = new Map<string, Set<string>>();
  const families = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, phrase: string, id: string) => {
    if (phrase.length < 2 || NOT_A_NAME.has(phrase)) return;
    const ids = map.get(phrase) ?? new Set<string>();
    ids.add(id);
    map.set(phrase, ids);
  };

  for (const st of shiftTypes) {
    if (typeof st?.id !== 'string' || st.id.length === 0 || order.has(st.id)) continue;
    order.set(st.id, order.size);
    const minutes = startMinutes(typeof st.startTime === 'string' ? st.startTime : '');
    if (!SPECIAL_IDS.has(st.id.toUpperCase()) && !Number.isNaN(minutes)) banded.push({ id: st.id, minutes });
    for (const raw of [st.displayName, st.name, st.id]) {
      if (typeof raw !== 'string') continue;
      const phrase = normalizeClause(raw);
      if (phrase.length === 0) continue;
      add(named, phrase, st.id);
      const words = phrase.split(' ');
      if (phrase === 'on call') {
        add(named, 'oncall', st.id);
        // "No call on weekends": on-call is often just "call".
        add(named, 'call', st.id);
      }
      if (words.some((w) => TIME_TOKEN.test(w))) {
        // "5A Float" is also "float 5a"; "float" alone names every float shift.
        if (words.length === 2) add(named, `${words[1]} ${words[0]}`, st.id);
        for (const w of words) if (!TIME_TOKEN.test(w)) add(families, w, st.id);
      }
    }
  }

  const byOrder = (ids: Iterable<string>) =>
    [...new Set(ids)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const bandIds = (test: (m: number) => boolean) =>
    byOrder(banded.filter((b) => test(b.minutes)).map((b) => b.id));

  // Longest phrase first; department names before families before bands of the same length.
  const phrases: Phrase[] = [];
  for (const [phrase, ids] of named) phrases.push({ phrase, ids: byOrder(ids) });
  for (const [phrase, ids] of families) if (!named.has(phrase)) phrases.push({ phrase, ids: byOrder(ids) });
  for (const band of BANDS) {
    const ids = bandIds(band.test);
    for (const word of band.words)
      if (!named.has(word) && !families.has(word)) phrases.push({ phrase: word, ids });
  }
  const sorted = phrases
    .map((p, index) => ({ ...p, index }))
    .sort((a, b) => b.phrase.length - a.phrase.length || a.index - b.index)
    .map((p) => ({
      ids: p.ids,
      re: new RegExp(`(?<![a-z0-9:])${escapeRegExp(p.phrase)}(?:e?s)?(?![a-z0-9])`, 'g'),
    }));
  const prefixes = sorted.map((p) => ({
    ids: p.ids,
    re: new RegExp(`^${p.re.source}(?: shifts?(?![a-z0-9]))?`),
  }));

  // Department names with one start time, longest first: "after 10a ep" is after 10:00, EP included.
  const timed = [...named]
    .flatMap(([phrase, ids]) => {
      const starts = new Set(banded.filter((b) => ids.has(b.id)).map((b) => b.minutes));
      const [minutes] = [...starts];
      return starts.size === 1 && minutes !== undefined && banded.some((b) => ids.has(b.id))
        ? [{ minutes, re: new RegExp(`^${escapeRegExp(phrase)}(?![a-z0-9])`) }]
        : [];
    })
    .sort((a, b) => b.re.source.length - a.re.source.length);
  /** The start time at the head of `s`: a department name, else a clock time. */
  const startAt = (s: string): { minutes: number; length: number } | null => {
    for (const t of timed) {
      const m = t.re.exec(s);
      if (m) return { minutes: t.minutes, length: m[0].length };
    }
    const t = cachedRegExp(`^${TIME}`).exec(s);
    return t ? { minutes: tokenMinutes(t[1] ?? '0', t[2], t[3] ?? 'a'), length: t[0].length } : null;
  };

  return {
    extract(clause) {
      const found: string[] = [];
      let unresolved = false;
      const take = (ids: readonly string[], m: string) => {
        if (ids.length === 0) unresolved = true;
        found.push(...ids);
        return ' '.repeat(m.length);
      };
      // "9a to 12p starts", "starting 9a-12p": the banded shifts starting in that range, both ends included.
      // A range that does not say it is about starts ("off 9a to 5p") may mean hours: not read.
      let rest = clause.replace(
        cachedRegExp(`(start(?:s|ing)? (?:from )?)?${TIME} ?(?:-|to) ?${TIME}( starts?)?`, 'g'),
        (
          m,
          starts,
          h1: string,
          m1: string | undefined,
          a1: string,
          h2: string,
          m2: string | undefined,
          a2: string,
          after,
        ) => {
          const from = tokenMinutes(h1, m1, a1);
          const to = tokenMinutes(h2, m2, a2);
          if ((!starts && !after) || from >= to) return take([], m);
          return take(
            bandIds((minutes) => minutes >= from && minutes <= to),
            m,
          );
        },
      );
      // "after 4p", "before the 7a", "after 10a ep": the banded shifts starting before / after that time.
      const relative = cachedRegExp('\\b(before|earlier than|prior to|after|later than|past) (?:the )?', 'g');
      relative.lastIndex = 0;
      for (let m = relative.exec(rest); m !== null; m = relative.exec(rest)) {
        const from = m.index + m[0].length;
        const at = startAt(rest.slice(from));
        if (!at) continue;
        const word = m[1];
        const before = word === 'before' || word === 'earlier than' || word === 'prior to';
        const ids = bandIds((minutes) => (before ? minutes < at.minutes : minutes > at.minutes));
        rest =
          rest.slice(0, m.index) +
          take(ids, rest.slice(m.index, from + at.length)) +
          rest.slice(from + at.length);
        relative.lastIndex = from + at.length;
      }
      for (const p of sorted) rest = rest.replace(p.re, (m) => take(p.ids, m));
      rest = rest.replace(
        cachedRegExp(`(?<![a-z0-9:/])${TIME}`, 'g'),
        (m, h: string, mm: string | undefined, half: string) => {
          const t = tokenMinutes(h, mm, half);
          return take(
            bandIds((minutes) => minutes === t),
            m,
          );
        },
      );
      return { ids: byOrder(found), unresolved, rest };
    },
    matchPrefix(s) {
      for (const p of prefixes) {
        const m = p.re.exec(s);
        if (m) return { ids: [...p.ids], length: m[0].length };
      }
      const t = cachedRegExp(`^${TIME}(?: shifts?(?![a-z0-9]))?`).exec(s);
      if (t) {
        const minutes = tokenMinutes(t[1] ?? '0', t[2], t[3] ?? 'a');
        return { ids: bandIds((m) => m === minutes), length: t[0].length };
      }
      return null;
    },
  };
}
