// No clause may vanish: every clause of a request either fed a constraint (its source span covers the
// clause), is quoted back as not understood, or says nothing to act on. The last is decided here from
// the clause's own words, independently of how interpret() got there:
// - filler ("thanks", "Hi team") or firmness alone ("non-negotiable", "if possible");
// - "fine with" (neutral: "I don't mind nights"; willing, of shifts only: "happy to do lates"), or a
//   bare list item continuing one in its sentence ("I don't mind nights and weekends"), unless it
//   contrasts ("just"); "free weekends", "can do Mondays" may be a wish for time off: never silent;
// - a restatement: an intent word, after a clause that was read (or of the same intent), and read
//   alone it gives no constraint ("dentist on the 16th, can I be off");
// - a repeat: read alone it gives only constraints the whole result already holds.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Clause, splitSentences } from './clauses.js';
import { CLINICIAN_CORPUS } from './corpus/clinician-corpus.js';
import { CONTEXTS } from './corpus/clinician-helpers.js';
import { HOLDOUT_2_CORPUS } from './corpus/holdout-2-corpus.js';
import { HOLDOUT_CORPUS } from './corpus/holdout-corpus.js';
import { CORPUS, CORPUS_CONTEXT } from './corpus-cases.js';
import { detectIntent, isFiller } from './intent.js';
import { interpret } from './interpret.js';
import { normalizeClause } from './normalize.js';
import { detectPriority } from './priority.js';
import type { InterpretConstraint, InterpretContext, InterpretResult } from './types.js';

const FIRMNESS =
  /\b(?:must|need|needs|absolutely|definitely|essential|important|critical|mandatory|required|non|negotiable|nonnegotiable|not|but|is|it|ideally|possible|poss|if)\b/g;

const DAYS = /\b(?:weekends?|weekdays?|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?)\b/;

const key = (c: InterpretConstraint) => {
  const { source: _s, priority: _p, ...rest } = c;
  return JSON.stringify(rest);
};

function saysNothing(words: string): boolean {
  return isFiller(words) || (detectPriority(words) !== null && isFiller(words.replace(FIRMNESS, ' ')));
}

/** Clauses of `text` that `result` neither read, nor declined, nor left silent for a reason above. */
function vanishedFrom(text: string, result: InterpretResult, context: InterpretContext): string[] {
  const held = new Set(result.constraints.map(key));
  const out: string[] = [];
  let fineBefore: 'neutral' | 'willing' | null = null;
  let intentBefore: ReturnType<typeof detectIntent> = null;
  // A sentence starting "Also", "And", "Plus" carries on the one before: they are read together.
  let group: Clause[] = [];
  for (const sentence of splitSentences(text)) {
    if (!sentence.continues) {
      fineBefore = null;
      intentBefore = null;
      group = [];
    }
    group.push(...sentence.clauses);
    for (const clause of sentence.clauses) {
      const words = normalizeClause(clause.text);
      const intent = detectIntent(words);
      const days = DAYS.test(words);
      const fine = intent === 'neutral' || (intent === 'willing' && !days);
      const listItem = intent === null && !/\b(?:just|only)\b/.test(words);
      const carried: boolean = listItem && (fineBefore === 'neutral' || (fineBefore === 'willing' && !days));
      const starts = group.filter((c) => c.start <= clause.start).map((c) => c.start);
      const ends = group.filter((c) => c.end >= clause.end).map((c) => c.end);
      const before = group[group.indexOf(clause) - 1];
      const beforeRead =
        before !== undefined &&
        result.constraints.some(
          (c) => c.source && c.source.start <= before.start && c.source.end >= before.end,
        );
      const restates =
        intent !== null &&
        (intent === intentBefore || beforeRead) &&
        interpret(clause.text, context).constraints.length === 0;
      if (!accounted(clause, starts, ends, words, fine || carried || restates)) out.push(clause.text);
      intentBefore = intent ?? intentBefore;
      fineBefore =
        intent === 'neutral' || intent === 'willing' ? (fine ? intent : null) : carried ? fineBefore : null;
    }
  }
  return out;

  function accounted(
    clause: Clause,
    starts: number[],
    ends: number[],
    words: string,
    fine: boolean,
  ): boolean {
    if (fine || saysNothing(words)) return true;
    if (result.unrecognized.some((u) => u.includes(clause.text))) return true;
    const covers = (c: InterpretConstraint, offset: number) =>
      c.source !== undefined &&
      c.source.start + offset <= clause.start &&
      c.source.end + offset >= clause.end;
    if (result.constraints.some((c) => covers(c, 0))) return true;
    // A repeat ("Dec 24 off, Dec 24 and 25 off") is dropped as a duplicate of an earlier constraint:
    // read with some of its neighbours, what it gives must all be in the result.
    return starts.some((from) =>
      ends.some((to) => {
        const read = interpret(text.slice(from, to), context).constraints.filter((c) => covers(c, from));
        return read.length > 0 && read.every((c) => held.has(key(c)));
      }),
    );
  }
}

const vanished = (text: string, context: InterpretContext) =>
  vanishedFrom(text, interpret(text, context), context);

const PHRASINGS: Array<[string, InterpretContext]> = [
  ...CORPUS.map(([text]) => [text, CORPUS_CONTEXT] as [string, InterpretContext]),
  ...[...CLINICIAN_CORPUS, ...HOLDOUT_CORPUS, ...HOLDOUT_2_CORPUS].map(
    (c) => [c.text, CONTEXTS[c.context]] as [string, InterpretContext],
  ),
];

describe('interpret: no clause vanishes', { timeout: 60_000 }, () => {
  it.each(PHRASINGS)('%j', (text, context) => {
    expect(vanished(text, context)).toEqual([]);
  });

  // Joined as separate sentences: within one sentence a clause may take its meaning from the phrasing
  // before it, which is a question of reading, not of vanishing.
  it('holds for random joins of corpus phrasings', () => {
    const texts = CORPUS.map(([text]) => text);
    const joined = fc
      .tuple(
        fc.array(fc.constantFrom(...texts), { minLength: 2, maxLength: 4 }),
        fc.constantFrom('. ', '; ', '\n', '! '),
      )
      .map(([parts, glue]) => parts.join(glue));
    fc.assert(
      fc.property(joined, (text) => {
        expect(vanished(text, CORPUS_CONTEXT)).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it('reports a clause a result hides (the checker can fail)', () => {
    const text = 'off the 18th, keep my weekends free';
    const full = interpret(text, CORPUS_CONTEXT);
    expect(vanishedFrom(text, full, CORPUS_CONTEXT)).toEqual([]);
    const hidden = { ...full, constraints: full.constraints.filter((c) => c.type !== 'avoid_weekends') };
    expect(hidden.constraints).toHaveLength(1);
    expect(vanishedFrom(text, hidden, CORPUS_CONTEXT)).toEqual(['keep my weekends free']);
    expect(vanishedFrom('just the morning', { constraints: [], unrecognized: [] }, CORPUS_CONTEXT)).toEqual([
      'just the morning',
    ]);
  });
});
