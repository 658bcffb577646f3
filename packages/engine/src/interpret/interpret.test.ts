import { describe, expect, it } from 'vitest';
import { CORPUS_CONTEXT } from './corpus-cases.js';
import { type InterpretContext, interpret } from './index.js';

const inMonth = (year: number, month: number): InterpretContext => ({ ...CORPUS_CONTEXT, year, month });

/** The constraints without their source spans (checked in source-spans.test.ts). */
const read = (text: string, context: InterpretContext) => {
  const result = interpret(text, context);
  return {
    constraints: result.constraints.map(({ source: _source, ...c }) => c),
    unrecognized: result.unrecognized,
  };
};

describe('interpret: the request month', () => {
  it('keeps the days of a range that fall in a January request', () => {
    expect(read('Dec 30 - Jan 2 off', inMonth(2027, 1)).constraints).toEqual([
      { type: 'day_off', date: '2027-01-01', priority: 'must' },
      { type: 'day_off', date: '2027-01-02', priority: 'must' },
    ]);
  });

  it('knows leap years', () => {
    expect(read('Feb 29 off', inMonth(2028, 2)).constraints).toEqual([
      { type: 'day_off', date: '2028-02-29', priority: 'must' },
    ]);
    expect(read('Feb 29 off', inMonth(2026, 2))).toEqual({
      constraints: [],
      unrecognized: ['Feb 29 off'],
    });
  });

  it('places the last week and holidays by the calendar', () => {
    expect(
      interpret('last week off', inMonth(2026, 2)).constraints.map((c) => 'date' in c && c.date),
    ).toEqual([
      '2026-02-22',
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
    ]);
    expect(read('Thanksgiving off', inMonth(2026, 11)).constraints).toEqual([
      { type: 'day_off', date: '2026-11-26', priority: 'must', holiday: 'Thanksgiving' },
    ]);
  });

  it('cannot place dates in a month that does not exist, but still reads the rest', () => {
    expect(read('Dec 24 off, no nights', inMonth(2026, 13))).toEqual({
      constraints: [
        {
          type: 'avoid_shift_types',
          shiftTypes: ['SHIFT_5P', 'ANNEX_6P', 'FLOAT_7P', 'SHIFT_8P', 'ANNEX_8P', 'SHIFT_10P'],
          priority: 'prefer',
        },
      ],
      unrecognized: ['Dec 24 off'],
    });
  });
});

describe('interpret: the department catalogue', () => {
  const small: InterpretContext = {
    year: 2026,
    month: 12,
    shiftTypes: [
      { id: 'EARLY', displayName: 'Early', startTime: '07:00' },
      { id: 'LATE', displayName: 'Late', startTime: '15:00' },
    ],
  };

  it('reports a category the department does not have instead of guessing', () => {
    expect(interpret('no nights', small)).toEqual({ constraints: [], unrecognized: ['no nights'] });
  });

  it('resolves categories and names against this department only', () => {
    expect(read('prefer mornings, no late', small).constraints).toEqual([
      { type: 'prefer_shift_types', shiftTypes: ['EARLY'], priority: 'prefer' },
      { type: 'avoid_shift_types', shiftTypes: ['LATE'], priority: 'prefer' },
    ]);
  });

  it('works with no shift types at all', () => {
    expect(read('Dec 24 off, no nights', { year: 2026, month: 12, shiftTypes: [] })).toEqual({
      constraints: [{ type: 'day_off', date: '2026-12-24', priority: 'must' }],
      unrecognized: ['no nights'],
    });
  });
});
