// Clinicians' shorthand and typos, rewritten to the words the extractors read. Runs on a clause
// already through `normalizeClause` (lower case, digits, clock tokens). Kept apart from
// normalizeClause, which also normalises department shift names.

const WEEKDAY = '(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*';

const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  // Leave of every kind is time off.
  [
    /\b(?:a\/l|al|annual leave|s\/l|sl|study leave|o\/o\/o|ooo|out of office|on leave|leave|on hols|hols|pto|(?<!bank )holidays?|vacation|vacay)\b/g,
    'off',
  ],
  // "a day off on the 18th", "the whole day off on January 18": the date off. Only before a date, a
  // reason or the end: "a day off before the 18th" or "in the week of the 14th" is one day of many.
  [
    /(^|\b(?:a|my|1|the) )(?:whole |full |entire )?day off(?=$|:| on (?!(?:the |a )?(?:\S+ )?(?:weeks?|weekends?|fortnight)\b)| (?:the )?\d| (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b| (?:please|pls|for|because|as|if|thanks|thank)\b)/g,
    '$1off',
  ],
  // "Morning person: 5A", "Night owl: 8P": a preference for the shifts the colon introduces.
  [
    /(?:^|\b(?:i'?m |i am )?(?:an? )?)(?:(?:morning|early|evening|night) person|early bird|night owl):(?= \d{1,2}(?::\d\d)?[ap]\b| (?:early|mid|morning|afternoon|late|evening|night))/g,
    'prefer',
  ],
  // "mid-day shifts (9A to 12P starts)": the range says which; "mid-day" alone is no band.
  [/\bmid ?day (shifts? )?(?=\d{1,2}(?::\d\d)?[ap] ?(?:-|to) ?\d{1,2}(?::\d\d)?[ap] starts?\b)/g, '$1'],
  [/\b(?:wknds|wkends|w\/ends)\b/g, 'weekends'],
  [/\b(?:wknd|wkend|w\/end|w\/e)\b/g, 'weekend'],
  [/\b(?:w\/c|wc|w\/b|wb|week commencing|week beginning|wk commencing|wk beginning)\b/g, 'wcomm'],
  [/\bwks\b/g, 'weeks'],
  [/\bwk\b/g, 'week'],
  // "a week off" is a length of time off, not a rate.
  [/\ba week off\b/g, '1 week off'],
  [
    /\b(?:pw|p\/w|per wk|a wk|a week|per week|each week|every week|weekly|in any week|in any 1 week|in a week)\b/g,
    'per week',
  ],
  [/\b(?:a|per|each|every) month\b|\bmonthly\b/g, 'per month'],
  [/\beves\b/g, 'evenings'],
  [/\bnts\b/g, 'nights'],
  [/\bearlys\b/g, 'earlies'],
  [/\b(?:on the trot|running)\b/g, 'in a row'],
  [/\bb2b\b/g, 'back to back'],
  [/\bthrough to\b|\bthru\b/g, 'to'],
  [/\b(?:inc|incl|inclusive)\b/g, ' '],
  [/\batleast\b/g, 'at least'],
  [/\b(more|less|fewer) then\b/g, '$1 than'],
  [/\b(\d{1,2}(?::\d\d)?[ap])'?s\b/g, '$1s'],
  // "13th/14th", "Tues/Thurs", "M/W/F", "Sat+Sun": lists.
  [/(\d(?:st|nd|rd|th))\s?[/+]\s?(?=\d)/g, '$1 and '],
  [new RegExp(`\\b(${WEEKDAY})\\s?[/+]\\s?(?=${WEEKDAY})`, 'g'), '$1 and '],
  [/\bm\/w\/f\b/g, 'mon and wed and fri'],
  [/\bt\/th\b/g, 'tue and thu'],
  [/\bm-f\b/g, 'weekdays'],
  [/\bpref\b/g, 'prefer'],
  [/\bappt\b/g, 'appointment'],
  [/\b(?:x ?mas)\b/g, 'christmas'],
  [/\bmay day(?: bank (?:hol|holiday))?\b/g, 'early may bank holiday'],
  [/\bbank hols?\b/g, 'bank holiday'],
  [/\bgood fri\b/g, 'good friday'],
  [/\bdays only\b/g, 'day shifts only'],
  [/\bonly days\b/g, 'only day shifts'],
  // "anything but nights" refuses nights; after a refusal ("avoid anything but 5A") it asks for them: not rewritten.
  [
    /(?<!\b(?:avoid|avoiding|no|not|never|nothing|hate|dislike|dont|don't|do not|cant|can't|cannot|wont|won't|n't)\b.*)\banything (?:but|except|other than) /g,
    'no ',
  ],
];

/** Words typos are corrected to (one slip away, same first letter, five letters or more). */
const TARGETS =
  `monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday
  saturdays sunday sundays january february march april august september october november december
  nights night evenings evening mornings morning afternoons afternoon weekends weekend weekdays
  consecutive please shifts holiday holidays easter thanksgiving christmas memorial preferably prefer
  possible earlies between least rather ideally essential absolutely definitely`.split(/\s+/);
const TARGET_SET = new Set(TARGETS);

function withinOneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One substitution, or one swap of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter missing or one extra.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const typoCache = new Map<string, string>();

function correctWord(word: string, known: ReadonlySet<string>): string {
  if (word.length < 5 || known.has(word) || TARGET_SET.has(word) || !/^[a-z]+$/.test(word)) return word;
  const cached = typoCache.get(word);
  if (cached !== undefined) return cached;
  const match = TARGETS.find((t) => t[0] === word[0] && withinOneSlip(word, t)) ?? word;
  if (typoCache.size < 5000) typoCache.set(word, match);
  return match;
}

/** `known`: words never corrected (the department's shift-name words, the interpreter's vocabulary). */
export function expandShorthand(clause: string, known: ReadonlySet<string>): string {
  let s = clause.replace(/\b[a-z]+\b/g, (w) => correctWord(w, known));
  for (const [re, to] of REWRITES) s = s.replace(re, to);
  return s.replace(/\s+/g, ' ').trim();
}
