import { describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_CONTEXT } from './corpus-cases.js';
import { interpret } from './index.js';

describe('interpret: phrase corpus (December 2026, spec catalogue)', () => {
  it('holds at least 150 phrasings, each once', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CORPUS.map(([text]) => text)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS)('%j', (text, expected) => {
    expect(interpret(text, CORPUS_CONTEXT)).toEqual(expected);
  });
});
