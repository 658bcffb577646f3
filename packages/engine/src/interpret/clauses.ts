// Clause splitting. Sentences end at . ! ? ; or a line break; inside a sentence, commas and the
// words "and", "but", "also", "plus", "however", "&" separate clauses, except inside a list of
// ordinal weekdays ("2nd and 4th Tuesdays") or of dated weekends ("the weekends of the 6th and 20th").
// A clause that only names things ("Fridays", "the 6th") takes its meaning from its neighbours; see
// interpret.ts. Every clause keeps its [start, end) offsets in the original text.

import { protectText } from './normalize.js';

export interface Clause {
  /** The clause as written (trimmed), from the original text. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

export interface Sentence {
  readonly clauses: Clause[];
  /** Starts with "Also", "And", "Plus": it carries on the sentence before ("Off the 10th. Also the 11th."). */
  readonly continues: boolean;
  readonly start: number;
  readonly end: number;
}

const CONTINUES = /^(?:also|and|plus|same)\b/i;
const SEPARATOR = /,|\s+(?:and|but|also|plus|however|although|though|as well as)\s+|\s*&\s*/gi;
const ORDINAL = '(?:\\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|last|final)';
const WEEKDAY = '(?:mon|tue|wed|thu|fri|sat|sun)';
/** "2nd | and 4th Tuesdays": the part before ends with an ordinal, the part after is ordinal + weekday. */
const ORDINAL_BEFORE = new RegExp(`\\b${ORDINAL}$`, 'i');
const ORDINAL_WEEKDAY_AFTER = new RegExp(`^(?:the )?${ORDINAL}(?: ${ORDINAL})* ${WEEKDAY}`, 'i');
const WEEKENDS_OF_BEFORE = /\bweekends of (?:the )?\d{1,2}(?:st|nd|rd|th)?$/i;

function keepsTogether(before: string, after: string): boolean {
  const b = before.trimEnd();
  const a = after.trimStart();
  return (
    (ORDINAL_BEFORE.test(b) && ORDINAL_WEEKDAY_AFTER.test(a)) ||
    WEEKENDS_OF_BEFORE.test(b) ||
    /\banything$/i.test(b)
  );
}

/** Trim [start, end) of `text` to its words; null when nothing readable is left. */
function clauseAt(original: string, protectedText: string, start: number, end: number): Clause | null {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(protectedText[s] ?? '')) s++;
  while (e > s && /\s/.test(protectedText[e - 1] ?? '')) e--;
  const lead = CONTINUES.exec(protectedText.slice(s, e));
  if (lead) {
    s += lead[0].length;
    while (s < e && /\s/.test(protectedText[s] ?? '')) s++;
  }
  const text = original.slice(s, e);
  return /[\p{L}\p{N}]/u.test(text) ? { text, start: s, end: e } : null;
}

export function splitSentences(text: string): Sentence[] {
  const protectedText = protectText(text);
  const sentences: Sentence[] = [];
  const sentenceEnd = /[.!?;\n\r]+/g;
  let from = 0;
  const add = (start: number, end: number) => {
    const raw = protectedText.slice(start, end);
    const clauses: Clause[] = [];
    let clauseStart = start;
    SEPARATOR.lastIndex = 0;
    for (let m = SEPARATOR.exec(raw); m !== null; m = SEPARATOR.exec(raw)) {
      const at = start + m.index;
      if (keepsTogether(protectedText.slice(clauseStart, at), raw.slice(m.index + m[0].length))) continue;
      const clause = clauseAt(text, protectedText, clauseStart, at);
      if (clause) clauses.push(clause);
      clauseStart = at + m[0].length;
    }
    const last = clauseAt(text, protectedText, clauseStart, end);
    if (last) clauses.push(last);
    if (clauses.length > 0) sentences.push({ clauses, continues: CONTINUES.test(raw.trim()), start, end });
  };
  for (let m = sentenceEnd.exec(protectedText); m !== null; m = sentenceEnd.exec(protectedText)) {
    add(from, m.index);
    from = m.index + m[0].length;
  }
  add(from, protectedText.length);
  return sentences;
}
