import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_CONTEXT } from './corpus-cases.js';
import { type InterpretContext, type InterpretResult, interpret } from './index.js';

const COUNT_TYPES = new Set([
  'max_consecutive_days',
  'min_consecutive_days',
  'max_consecutive_days_off',
  'min_consecutive_days_off',
  'min_shifts',
  'max_shifts',
  'target_shifts',
  'min_rest_hours',
  'max_weekends',
]);

/** Problems with a result's shape; [] when it is one the API schema accepts. */
function shapeProblems(result: InterpretResult, context: InterpretContext): string[] {
  const problems: string[] = [];
  const ids = new Set(context.shiftTypes.map((s) => s.id));
  const prefix = `${String(context.year).padStart(4, '0')}-${String(context.month).padStart(2, '0')}-`;
  const isDate = (d: unknown) =>
    typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && d.startsWith(prefix);
  const isWeekdays = (w: unknown) =>
    Array.isArray(w) && w.length > 0 && w.every((d) => Number.isInteger(d) && d >= 0 && d <= 6);
  const isShifts = (s: unknown) =>
    Array.isArray(s) && s.length > 0 && s.every((id) => typeof id === 'string' && ids.has(id));
  const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 999;
  if (!Array.isArray(result.constraints)) return ['constraints is not an array'];
  if (!Array.isArray(result.unrecognized)) return ['unrecognized is not an array'];
  for (const c of result.constraints) {
    const metaOk =
      (c.priority === undefined || c.priority === 'must' || c.priority === 'prefer') &&
      (c.source === undefined ||
        (Number.isInteger(c.source.start) &&
          Number.isInteger(c.source.end) &&
          c.source.start <= c.source.end &&
          typeof c.source.text === 'string'));
    if (!metaOk) problems.push(`bad priority or source ${JSON.stringify(c)}`);
    const ok = (() => {
      switch (c.type) {
        case 'day_off':
          return isDate(c.date);
        case 'shift_off':
          return (
            isShifts(c.shiftTypes) &&
            (c.dates !== undefined || c.weekdays !== undefined) &&
            (c.dates === undefined || (c.dates.length > 0 && c.dates.every(isDate))) &&
            (c.weekdays === undefined || isWeekdays(c.weekdays))
          );
        case 'request_to_work':
          return isDate(c.date) && (c.shiftTypes === undefined || isShifts(c.shiftTypes));
        case 'prefer_shift_types':
        case 'avoid_shift_types':
          return isShifts(c.shiftTypes);
        case 'prefer_weekdays':
        case 'avoid_weekdays':
          return isWeekdays(c.weekdays);
        case 'max_shifts_of_type':
          return isShifts(c.shiftTypes) && isCount(c.value);
        case 'avoid_weekends':
          return Object.keys(c).every((k) => k === 'type' || k === 'priority' || k === 'source');
        default:
          return COUNT_TYPES.has(c.type) && isCount(c.value);
      }
    })();
    if (!ok) problems.push(`bad constraint ${JSON.stringify(c)}`);
  }
  for (const u of result.unrecognized) {
    if (typeof u !== 'string' || u.length === 0 || u !== u.trim())
      problems.push(`bad fragment ${JSON.stringify(u)}`);
  }
  return problems;
}

// Words the interpreter reacts to, so random sentences reach deep into every extractor.
const VOCAB = [
  ..."no not off prefer like want can work available avoid never only max min at least most more than fewer less around about target between and but or to from through the of in a row consecutive hours rest weekends weekend week first last second half every nights mornings afternoon evening mid-morning day shifts shift on call director annex float ep patio express before after dec december jan nov may 1 2 3 4 5 10 12 14 24 31 32 99 1st 2nd 3rd 24th 31st 12/24 12/24-12/26 2026-12-24 5a 7am 10A 10p 17:00 noon - , . ; ! ? : ~ + & 24-26 mondays friday weekdays christmas eve i'd don't mind fine unless per days together pairs blocks once".split(
    ' ',
  ),
];
const wordSalad = fc.array(fc.constantFrom(...VOCAB), { maxLength: 40 }).map((words) => words.join(' '));

const anyContext: fc.Arbitrary<InterpretContext> = fc.record({
  year: fc.oneof(fc.integer({ min: 2024, max: 2030 }), fc.integer(), fc.double()),
  month: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer(), fc.double()),
  shiftTypes: fc.array(
    fc.record({
      id: fc.oneof(fc.constantFrom('SHIFT_7A', 'ON_CALL', 'X'), fc.string()),
      displayName: fc.oneof(fc.constantFrom('7A', 'Night', '10A EP', ''), fc.string()),
      startTime: fc.oneof(fc.constantFrom('07:00', '22:00', '00:00', '24:00', ''), fc.string()),
    }),
    { maxLength: 8 },
  ),
});

// Thousands of runs: give the suite room on a slow CI machine.
describe('interpret: total and deterministic', { timeout: 60_000 }, () => {
  it('gives a well-formed result for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(shapeProblems(interpret(text, CORPUS_CONTEXT), CORPUS_CONTEXT)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives a well-formed result for random sentences of its own vocabulary', () => {
    fc.assert(
      fc.property(wordSalad, (text) => {
        expect(shapeProblems(interpret(text, CORPUS_CONTEXT), CORPUS_CONTEXT)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws for any context, however broken', () => {
    fc.assert(
      fc.property(fc.oneof(wordSalad, fc.string()), anyContext, (text, context) => {
        const result = interpret(text, context);
        expect(Array.isArray(result.constraints) && Array.isArray(result.unrecognized)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(wordSalad, (text) => {
        expect(interpret(text, CORPUS_CONTEXT)).toEqual(interpret(text, CORPUS_CONTEXT));
      }),
      { numRuns: 300 },
    );
  });

  it('handles adversarial 2,000-character inputs quickly (no catastrophic backtracking)', () => {
    const inputs = [
      '1 '.repeat(1000),
      'the '.repeat(500),
      'max '.repeat(500),
      '12/'.repeat(666),
      '-1'.repeat(1000),
      'no more than '.repeat(150),
      `${'a'.repeat(1999)}!`,
      'between 1 and '.repeat(140),
      '1st 2nd '.repeat(250),
      CORPUS.map(([text]) => text)
        .join(' and ')
        .slice(0, 2000),
    ];
    for (const text of inputs) {
      const started = Date.now();
      const result = interpret(text, CORPUS_CONTEXT);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(shapeProblems(result, CORPUS_CONTEXT)).toEqual([]);
    }
  });

  it('every corpus expectation is itself well formed', () => {
    for (const [, expected] of CORPUS) expect(shapeProblems(expected, CORPUS_CONTEXT)).toEqual([]);
  });
});
