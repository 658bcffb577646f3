import { describe, expect, it } from 'vitest';
import { CLINICIAN_CORPUS } from './corpus/clinician-corpus.js';
import { CONTEXTS } from './corpus/clinician-helpers.js';
import { CORPUS, CORPUS_CONTEXT } from './corpus-cases.js';
import { interpret } from './index.js';
import type { InterpretContext } from './types.js';

const march: InterpretContext = CONTEXTS.mar27uk;

describe('interpret: every constraint says where it came from', () => {
  it('quotes the words of the text exactly, and returns unread words as written', () => {
    const phrasings: Array<[string, InterpretContext]> = [
      ...CLINICIAN_CORPUS.map((c): [string, InterpretContext] => [c.text, CONTEXTS[c.context]]),
      ...CORPUS.map(([text]): [string, InterpretContext] => [text, CORPUS_CONTEXT]),
    ];
    const problems: string[] = [];
    for (const [text, context] of phrasings) {
      const result = interpret(text, context);
      for (const c of result.constraints) {
        const s = c.source;
        if (!s || s.start >= s.end || s.text.length === 0 || text.slice(s.start, s.end).trim() !== s.text)
          if (!s?.text.includes(' … ')) problems.push(`${text}: ${JSON.stringify(c)}`);
        if (c.priority !== 'must' && c.priority !== 'prefer') problems.push(`${text}: no priority`);
      }
      for (const u of result.unrecognized) if (!text.includes(u)) problems.push(`${text}: unread ${u}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives each clause its own span, and a list its whole span', () => {
    const result = interpret('Good Friday off please. No nights; the 5th, 6th and 7th off', march);
    expect(result.constraints.map((c) => [c.type, c.source?.text])).toEqual([
      ['day_off', 'Good Friday off please'],
      ['avoid_shift_types', 'No nights'],
      ['day_off', 'the 5th, 6th and 7th off'],
      ['day_off', 'the 5th, 6th and 7th off'],
      ['day_off', 'the 5th, 6th and 7th off'],
    ]);
    expect(result.constraints[0]?.source).toEqual({ start: 0, end: 22, text: 'Good Friday off please' });
  });

  it('returns a sentence with an exception whole, as written', () => {
    expect(interpret('No nights, except the 12th. Off the 3rd', march)).toMatchObject({
      constraints: [{ type: 'day_off', date: '2027-03-03' }],
      unrecognized: ['No nights, except the 12th'],
    });
  });

  it('declines a clause with a deciding word it does not know rather than guess', () => {
    // "half term" is not a date it knows; "Good Friday" is, but not in April.
    expect(interpret('off half term', march)).toEqual({ constraints: [], unrecognized: ['off half term'] });
    expect(interpret('Good Friday off', { ...march, month: 4 })).toEqual({
      constraints: [],
      unrecognized: ['Good Friday off'],
    });
  });
});
