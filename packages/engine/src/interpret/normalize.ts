// Normalisation. `protectText` runs on the whole original text and only rewrites what would
// otherwise be cut apart by clause splitting (abbreviation dots, "Dec 24, 2026", "between the
// 10th and the 12th"); it keeps the person's casing so unrecognised fragments read as written.
// `normalizeClause` turns one fragment into the lower-case canonical form the extractors read:
// number words become digits, clock times become tokens like "5a", "10p", "7:30a".

import { CARDINALS, compoundNumbersToDigits, ORDINALS, ordinalSuffix } from './number-words.js';

const MONTH_WORD =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

const ORDINAL_WORD =
  /(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)/;

/** Same length as `text` (so clause offsets found in it point into what the person wrote). */
export function protectText(text: string): string {
  let s = text
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2192\u27f6\u21d2]/g, '>');
  // "a.m." / "p.m." and "e.g." would end a sentence.
  s = s.replace(
    /\b([ap])\.(\s?)m\b(\.?)/gi,
    (_m, ap: string, sp: string, dot: string) => `${ap}m${' '.repeat(1 + sp.length + dot.length)}`,
  );
  s = s.replace(/\b(e)\.g\.|\b(i)\.e\./gi, (m) => m.replace(/\./g, ' '));
  // "Dec. 24" and "Sept. 3".
  s = s.replace(/\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\./gi, '$1 ');
  // "11.03" and "11.03.2027" are dates, not sentence ends (but "7.30am" is a time).
  s = s.replace(/(?<![\d.])(\d{1,2})\.(\d{1,2})(?:\.(\d{2}|\d{4}))?(?![\d.]|\s?[ap]\.?m|\s?h)/gi, (m) =>
    m.replace(/\./g, '/'),
  );
  // "Dec 24, 2026": the comma would split the clause.
  s = s.replace(/(\d)(st|nd|rd|th)?,(\s*20\d\d)\b/gi, '$1$2 $3');
  // "between the 10th and the 12th", "between 10 and 12 shifts": "and" would split the clause.
  s = s.replace(
    /\bbetween(\s+)([^,;.!?\n]{1,40}?)\s+(and|&)(\s+)/gi,
    (m, sp: string, first: string, and: string, sp2: string) =>
      new RegExp(`\\d|\\b(?:${MONTH_WORD}|${ORDINAL_WORD.source})\\b`, 'i').test(first)
        ? `from   ${sp}${first}${m.slice(7 + sp.length + first.length, m.length - and.length - sp2.length)}${and === '&' ? '>' : 'to '}${sp2}`
        : m,
  );
  return s;
}

function numberWordsToDigits(s: string): string {
  // "No one should work ..." is a person, not a number.
  let out = s.replace(/\bno one\b/g, 'nobody').replace(/\b(any|some|every) one\b/g, '$1one');
  out = compoundNumbersToDigits(out);
  out = out.replace(/\b[a-z]+\b/g, (word) => {
    const ordinal = ORDINALS[word];
    if (ordinal !== undefined) return ordinalSuffix(ordinal);
    const unit = CARDINALS[word];
    return unit !== undefined ? String(unit) : word;
  });
  return out.replace(/\ba dozen\b/g, '12');
}

function clockToken(hour: number, minute: number, half: 'a' | 'p'): string {
  return minute === 0 ? `${hour}${half}` : `${hour}:${String(minute).padStart(2, '0')}${half}`;
}

function normalizeTimes(s: string): string {
  let out = s.replace(/\bnoon\b/g, '12p').replace(/\bmidnight\b/g, '12a');
  // 12-hour clock: "5am", "5 am", "5:30pm", "5a", "10p".
  out = out.replace(
    /(?<![\d:/])(\d{1,2})(?::([0-5]\d))?(?:\s?([ap])m|([ap]))(?![a-z0-9])/g,
    (m, h: string, mm: string | undefined, ap1: string | undefined, ap2: string | undefined) => {
      const hour = Number(h);
      if (hour < 1 || hour > 12) return m;
      return clockToken(hour, Number(mm ?? 0), (ap1 ?? ap2) as 'a' | 'p');
    },
  );
  // 24-hour clock: "05:00", "17:00", "22:30".
  out = out.replace(/(?<![\d:/])([01]?\d|2[0-3]):([0-5]\d)(?![\d:a-z])/g, (_m, h: string, mm: string) => {
    const hour = Number(h);
    const half = hour < 12 ? 'a' : 'p';
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return clockToken(h12, Number(mm), half);
  });
  return out;
}

const WEEKDAY_NAME = '(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*';
const WEEKDAY_RANGE = new RegExp(`\\b(${WEEKDAY_NAME}) ?- ?(${WEEKDAY_NAME})\\b`, 'g');

/** Canonical lower-case form of one clause (or of a shift type's name). */
export function normalizeClause(fragment: string): string {
  let s = protectText(fragment).normalize('NFKC').toLowerCase();
  // Arrows are ranges: "10th -> 14th", "10th → 14th".
  s = s.replace(/\s*(?:-+|=+)?>+\s*/g, ' to ');
  s = s.replace(/[_"()[\]{}*#|<!?.;,]/g, ' ');
  s = s.replace(/&/g, ' and ');
  // "Mon-Wed" is a range of weekdays, not two words.
  s = s.replace(WEEKDAY_RANGE, '$1 to $2');
  s = s.replace(/(?<=[a-z])-(?=[a-z])/g, ' ');
  s = s.replace(/\s+/g, ' ').trim();
  s = numberWordsToDigits(s);
  s = s.replace(/(\d)\s?\+(?!\d)/g, '$1 or more');
  s = normalizeTimes(s);
  return s.replace(/\s+/g, ' ').trim();
}
