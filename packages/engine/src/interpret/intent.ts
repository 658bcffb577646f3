// What a clause wants done with the dates, weekdays and shifts it names. Read from the words left
// after those objects (and any counts) were taken out, in this order: a cancelled day off and
// "don't mind" are neutral; then any negation means off/avoid; then wishes; then willingness.

export type Intent = 'neutral' | 'off' | 'prefer' | 'willing';

/** "not ok", "nights are not fine": a refusal, read before the neutral "fine" / "ok". */
const NOT_FINE =
  /\b(?:not|never|isnt|arent|n't) (?:ok|okay|fine|alright|possible|good|great|keen)\b|\ba no\b|\bno(?: thanks| thank you)?$/;

const NEUTRAL = [
  /\bnot (?:bothered|fussed)\b/,
  /\bwhatever\b/,
  /\b(?:fine|ok|okay|alright)\b(?! to\b)/,
  /\b(?:not|no longer|never|n't|dont|wont) (?:be |being |need(?:ing)? |need to be |going to be )?off\b/,
  /\b(?:dont|don't|do not|no longer) need\b.*\boff\b/,
  /\bcancel/,
  /\b(?:dont|don't|do not|doesnt|doesn't|does not|wouldnt|wouldn't|would not) mind\b/,
  /\bno (?:preference|problem)\b/,
  /\b(?:doesnt|doesn't|does not) matter\b/,
  /\beither way\b/,
  /\bindifferent\b/,
  /\bflexible\b/,
  /\b(?:fine|ok|okay|alright|comfortable|good|happy) (?:with|doing|working)\b/,
  /\b(?:is|are|'re) (?:fine|ok|okay|alright|good)\b/,
];

const OFF =
  /\b(?:no|not|never|none|nothing|fewer|less|cannot|cant|wont|dont|doesnt|without|off|unavailable|unable|away|out|skip|exclude|avoid|avoiding|hate|dislike|bad|busy|vacation|leave|pto|conference|appointment|wedding|funeral|trip|travel(?:l?ing)?)\b|n't\b/;

const PREFER =
  /\b(?:prefer|preferably|preferred|like|love|enjoy|want|wish|rather|favou?r|favou?rite|ideally|only|mostly|more|keen|best|yes|schedule me|put me|give me|sign me up|assign me)\b|\bi'?d like\b|\bsuits? me\b/;

const WILLING =
  /\b(?:can|could|able|available|willing|happy to|glad to|open to|free|ok to|okay to|fine to)\b/;

const WORK = /\b(?:work(?:ing|s)?|pick up|cover(?:ing)?|do)\b/;

const ASKS_TO_WORK =
  /\b(?:work(?:ing|s)?|pick up|cover(?:ing)?|schedule me|put me|give me|sign me up|assign me|available)\b/;

/** "Could I have the 12th": a request for the days, its meaning given by the list's end ("... off"). */
const ASKS_FOR = /\b(?:can|could|may) i (?:please )?(?:have|get|take)\b/;

/** "I'd like the 24th" says nothing of working: a list ending in "off" decides what it means. */
export function isBareWish(rest: string): boolean {
  return (PREFER.test(rest) || ASKS_FOR.test(rest)) && !ASKS_TO_WORK.test(rest);
}

/** "keep my weekends free", "keep the 18th free": kept free of work, not free to work. */
const KEEP_FREE = /\bkeep\b.*\bfree\b/;

export function detectIntent(rest: string): Intent | null {
  if (NOT_FINE.test(rest) || KEEP_FREE.test(rest)) return 'off';
  if (NEUTRAL.some((re) => re.test(rest))) return 'neutral';
  if (OFF.test(rest)) return 'off';
  if (PREFER.test(rest)) return 'prefer';
  if (WILLING.test(rest)) return 'willing';
  if (WORK.test(rest)) return 'prefer';
  return null;
}

/** Clauses we can only misread: conditions, exceptions, rotations, per-week or per-day counts. */
const OUT_OF_SCOPE =
  /\b(?:every other|every (?:\d+(?:st|nd|rd|th)?|2nd|3rd)|alternate|alternating|biweekly|fortnightly|(?:a|per|each|every) fortnight|per day|each day|a day|instead|same as|swap|swapping|(?:that|those|this|these|the same) (?:weekend|week|day|night)s?|not (?:just|only))\b|(?<!\b(?:more|less|fewer|no later|no earlier)) than\b/;

/** Conditions and exceptions: the whole sentence is declined (a refusal beats a wrong guess). */
const CONDITIONAL =
  /\b(?:unless|except|excluding|apart from|other than|only if|whichever|depending|when|whenever|provided)\b|\bif (?!(?:at all )?poss(?:ible)?\b|you can\b|u can\b|possible\b)/;

export function isConditional(clause: string): boolean {
  return CONDITIONAL.test(clause);
}

export function isOutOfScope(clause: string): boolean {
  return OUT_OF_SCOPE.test(clause);
}

const FILLER = new Set(
  `please pls plz thanks thank you thx ty hi hello hey dear regards cheers best kind sincerely if possible
  i i'm im me my we our us the a an so much very again sure yes ok okay also and or just note fyi
  all everyone team scheduler would be great appreciated appreciate it that this month in advance lot
  as usual same last time for of to with on hope well good let know thats its whats`.split(/\s+/),
);

/** Nothing but pleasantries ("Thanks!", "Hi team", "if possible"). */
export function isFiller(rest: string): boolean {
  return rest
    .replace(/'/g, '')
    .split(/[\s:~/-]+/)
    .filter((w) => w.length > 0)
    .every((w) => FILLER.has(w));
}
