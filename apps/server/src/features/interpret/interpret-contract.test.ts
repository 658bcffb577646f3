import { InterpretResponseSchema, InterpretResultSchema, SHIFT_CATALOGUE } from '@rotawise/api-contract';
import { interpret } from '@rotawise/engine';
import { describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_CONTEXT } from '../../../../../packages/engine/src/interpret/corpus-cases.js';

// The engine cannot import zod, so the contract between the parser and the API schema is checked here.
describe('the parser speaks the API contract', () => {
  it.each(CORPUS)('corpus %j: expected and actual results parse unchanged', (text, expected) => {
    expect(InterpretResultSchema.parse(expected)).toEqual(expected);
    const actual = interpret(text, CORPUS_CONTEXT);
    expect(InterpretResponseSchema.parse({ ...actual, source: 'parser' })).toEqual({
      ...actual,
      source: 'parser',
    });
  });

  it('reads requests against the shipped shift catalogue', () => {
    const result = interpret('No nights, no 10A EP, max 2 on call. Dec 24 off', {
      year: 2026,
      month: 12,
      shiftTypes: SHIFT_CATALOGUE,
    });
    expect(result.unrecognized).toEqual([]);
    expect(result.constraints.map((c) => c.type)).toEqual([
      'avoid_shift_types',
      'max_shifts_of_type',
      'day_off',
    ]);
    expect(result.constraints[0]).toMatchObject({
      shiftTypes: expect.arrayContaining(['SHIFT_8P', 'PATIO_10A']),
    });
    expect(InterpretResultSchema.safeParse(result).success).toBe(true);
  });
});
