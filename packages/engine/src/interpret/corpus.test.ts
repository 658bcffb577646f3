import { describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_CONTEXT } from './corpus-cases.js';
import { interpret } from './index.js';
import type { InterpretConstraint } from './types.js';

/** This corpus predates priorities, source spans and holiday names: it checks the rest. */
function core(c: InterpretConstraint): InterpretConstraint {
  const { priority: _p, source: _s, ...rest } = c;
  if ('holiday' in rest) delete rest.holiday;
  return rest as InterpretConstraint;
}

describe('interpret: phrase corpus (December 2026, spec catalogue)', () => {
  it('holds at least 150 phrasings, each once', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CORPUS.map(([text]) => text)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS)('%j', (text, expected) => {
    const result = interpret(text, CORPUS_CONTEXT);
    expect({ ...result, constraints: result.constraints.map(core) }).toEqual(expected);
  });
});
