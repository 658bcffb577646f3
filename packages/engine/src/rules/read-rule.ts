import { cardinalsToDigits } from '../interpret/number-words.js';
import { DEFAULT_NIGHT_START_HOUR, type RuleForm, type WeekdayKey } from './rule-form.js';

/**
 * Reads a tier-1 rule's description into the form the engine enforces, or null when it cannot tell
 * (the rule is then kept but not enforced). Pure and deterministic. It never guesses: a bound with no
 * clear direction ("at least 3 days in a row", "around 10 hours") or a rule with a condition
 * ("unless", "except") reads as not understood.
 */
export function readRule(description: string): RuleForm | null {
  const text = prepare(description);
  if (!text || /\b(unless|except|other than|if)\b/.test(text)) return null;
  for (const reader of READERS) {
    const form = reader(text, description);
    if (form !== undefined) return form;
  }
  return null;
}

/** undefined: not this kind of rule; null: this kind, but not read with confidence (stop, no guess). */
type Reader = (text: string, original: string) => RuleForm | null | undefined;

/** Lower case, plain quotes and dashes, number words to digits, single spaces. */
function prepare(description: string): string {
  const plain = description
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-');
  return cardinalsToDigits(plain).replace(/\s+/g, ' ').trim();
}

/**
 * The upper bound a phrase puts on `n`, or null when the phrase is no upper bound.
 * "at most 5", "no more than 5", "not more than 5", "a maximum of 5", "up to 5", "never more than 5",
 * "no one works more than 5" give 5; "fewer than 5", "less than 5" give 4.
 */
function upperBound(before: string, n: number): number | null {
  const tail = before.slice(-60);
  if (/\b(fewer|less) than\s*$/.test(tail)) return n - 1;
  if (
    /\b(at most|up to|maximum of|max(imum)?|a max of|limit(ed)? to|no more than|not more than|never more than)\s*$/.test(
      tail,
    )
  )
    return n;
  // "No one works more than 5 ...", "nobody may work more than 5 ...", "never ... more than 5".
  if (
    /\bmore than\s*$/.test(tail) &&
    /\b(no|not|never|nobody|no one|none|cannot|can't|must not|may not)\b/.test(before)
  )
    return n;
  return null;
}

/** "starting 17:00 or later", "from 7 pm", "after 19:00": the hour a night starts, else the default. */
function nightStart(text: string): number {
  const m = text.match(
    /\b(?:starting|start(?:s|ing)? at|from|after|beginning)\s+(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/,
  );
  if (!m) return DEFAULT_NIGHT_START_HOUR;
  let hour = Number(m[1]);
  if (m[3]?.startsWith('p') && hour < 12) hour += 12;
  return hour >= 0 && hour <= 23 ? hour : DEFAULT_NIGHT_START_HOUR;
}

const NIGHTS = '(?:night shifts?|nights|night duties)';

const readRest: Reader = (text) => {
  if (!/\brest\b|\boff between\b|\bbreak between\b|\bturnaround\b/.test(text)) return undefined;
  const m =
    text.match(/(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b(?:\s+of)?\s+(?:rest|off|break)/) ??
    text.match(/\brest\b[^.;]*?(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/);
  if (!m) return null;
  const before = text.slice(0, m.index! + m[0].indexOf(m[1]!));
  if (
    !/\b(at least|minimum(?: of)?|min|no less than|no fewer than|a full)\s*$/.test(before.slice(-30)) &&
    !/\bmust\b|\bgets?\b|\bhas\b|\brequired\b/.test(text)
  )
    return null;
  const hours = Number(m[1]);
  return Number.isInteger(hours) && hours >= 1 && hours <= 48 ? { kind: 'minRestHours', hours } : null;
};

const readNightsInARow: Reader = (text) => {
  const m =
    text.match(
      new RegExp(
        String.raw`(\d+)\s+(?:consecutive\s+)?${NIGHTS}(?:\s*\([^)]*\))?[^.;]*?\b(?:in a row|consecutive(?:ly)?|running)\b`,
      ),
    ) ?? text.match(new RegExp(String.raw`(\d+)\s+consecutive\s+${NIGHTS}`));
  if (!m) return undefined;
  const n = Number(m[1]);
  const bound = upperBound(text.slice(0, m.index), n);
  if (bound === null || bound < 1) return null;
  return { kind: 'maxConsecutiveNights', nights: bound, nightStartHour: nightStart(text) };
};

const readNightsPerMonth: Reader = (text) => {
  const m = text.match(
    new RegExp(String.raw`(\d+)\s+${NIGHTS}(?:\s*\([^)]*\))?\s+(?:a|per|each|in a|in any)\s+month`),
  );
  if (!m) return undefined;
  const bound = upperBound(text.slice(0, m.index), Number(m[1]));
  if (bound === null || bound < 0) return null;
  return { kind: 'maxNightsPerMonth', count: bound, nightStartHour: nightStart(text) };
};

const readNoShiftAfterNight: Reader = (text) => {
  if (
    /\b(no|never|not)\b[^.;]*\b(shift|work(?:s|ed|ing)?|scheduled|rostered)\b[^.;]*\b(after|following)\s+(a|any|the)\s+night/.test(
      text,
    ) ||
    /\b(day off|rest day|free day)\b[^.;]*\b(after|following)\s+(a|any|every|each|the)\s+night/.test(text) ||
    /\bnights?\b[^.;]*\bfollowed by\b[^.;]*\b(a day off|a rest day|a free day)/.test(text)
  )
    return { kind: 'noShiftAfterNight', nightStartHour: nightStart(text) };
  return undefined;
};

const readDaysInARow: Reader = (text) => {
  const m =
    text.match(
      /(\d+)\s+(?:consecutive\s+)?(?:working\s+)?(?:days?|shifts?|work days?)\s+(?:in a row|consecutively|straight|running|on the trot)\b/,
    ) ?? text.match(/(\d+)\s+consecutive\s+(?:working\s+)?(?:days?|shifts?|work days?)\b/);
  if (!m) return undefined;
  const n = Number(m[1]);
  const before = text.slice(0, m.index);
  const bound = upperBound(before, n);
  if (bound === null || bound < 1) return null;
  return { kind: 'maxConsecutiveDays', days: bound };
};

const readPerWeek: Reader = (text) => {
  const hours = text.match(/(\d+)\s+(?:hours?|hrs?|h)\s+(?:a|per|each|in a|in any)\s+week\b/);
  if (hours) {
    const bound = upperBound(text.slice(0, hours.index), Number(hours[1]));
    return bound !== null && bound >= 1 && bound <= 168 ? { kind: 'maxHoursPerWeek', hours: bound } : null;
  }
  const shifts = text.match(/(\d+)\s+(?:shifts?|days?)\s+(?:a|per|each|in a|in any)\s+week\b/);
  if (shifts) {
    const bound = upperBound(text.slice(0, shifts.index), Number(shifts[1]));
    return bound !== null && bound >= 1 && bound <= 14 ? { kind: 'maxShiftsPerWeek', count: bound } : null;
  }
  return undefined;
};

const readForwardRotation: Reader = (text) =>
  /\b(forward rotation|rotate forwards?|rotates forwards?|rotating forwards?|clockwise rotation)\b/.test(
    text,
  ) || /\bnever starts? earlier\b[^.;]*\b(previous|prior|day before)\b/.test(text)
    ? { kind: 'forwardRotation' }
    : undefined;

const DAY_NAMES: [RegExp, WeekdayKey][] = [
  [/\bsun(day)?s?\b/, 'SUN'],
  [/\bmon(day)?s?\b/, 'MON'],
  [/\btue(s(day)?)?s?\b/, 'TUE'],
  [/\bwed(nesday)?s?\b/, 'WED'],
  [/\bthu(r(s(day)?)?)?s?\b/, 'THU'],
  [/\bfri(day)?s?\b/, 'FRI'],
  [/\bsat(urday)?s?\b/, 'SAT'],
];
const WEEK: WeekdayKey[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function coveredDays(text: string): WeekdayKey[] | null {
  if (/\bevery ?day\b|\bdaily\b|\b7 days a week\b|\bseven days\b/.test(text)) return [...WEEK];
  if (/\bweekdays?\b|\bmonday (to|through|-) friday\b/.test(text)) return ['MON', 'TUE', 'WED', 'THU', 'FRI'];
  if (/\bweekends?\b/.test(text)) return ['SUN', 'SAT'];
  const named = DAY_NAMES.filter(([re]) => re.test(text)).map(([, day]) => day);
  return named.length > 0 ? WEEK.filter((d) => named.includes(d)) : null;
}

const readCoverage: Reader = (text, original) => {
  if (!/\b(covered|staffed|filled|manned)\b/.test(text)) return undefined;
  // The shift is named by its id as written (DIRECTOR, ON_CALL, SHIFT_7A), or as "the on-call shift".
  const id =
    original.match(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s+shift\b/)?.[1] ??
    (/\bon[- ]call\b/.test(text) ? 'ON_CALL' : /\bdirector shift\b/.test(text) ? 'DIRECTOR' : null);
  const days = coveredDays(text);
  if (!id || !days) return null;
  return {
    kind: 'shiftCoverage',
    shiftType: id,
    weekdays: days,
    directorsOnly: /\bby an? director\b|\bdirectors only\b/.test(text),
  };
};

const readWeekendShare: Reader = (text) => {
  if (!/\bweekends?\b/.test(text)) return undefined;
  if (!/\b(shared|distributed|distribution|split|spread|fair(ly)?|equal(ly)?|evenly|balanced)\b/.test(text))
    return undefined;
  return {
    kind: 'fairWeekendShare',
    proportionalToLimits: /\b(in proportion|proportional(ly)?|pro rata)\b/.test(text),
  };
};

// Nights before days ("4 night shifts in a row" is about nights), per month before per week.
const READERS: Reader[] = [
  readRest,
  readNightsInARow,
  readNightsPerMonth,
  readNoShiftAfterNight,
  readDaysInARow,
  readPerWeek,
  readForwardRotation,
  readCoverage,
  readWeekendShare,
];
