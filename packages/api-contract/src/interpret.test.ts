import { describe, expect, it } from 'vitest';
import {
  INTERPRET_CONSTRAINT_TYPES,
  InterpretConstraintSchema,
  InterpretRequestSchema,
  InterpretResponseSchema,
  InterpretResultSchema,
} from './interpret.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('InterpretRequestSchema', () => {
  it('accepts a request and trims its text', () => {
    expect(InterpretRequestSchema.parse({ text: '  no nights ', year: 2026, month: 12 })).toEqual({
      text: 'no nights',
      year: 2026,
      month: 12,
    });
  });

  it.each([
    [{ year: 2026, month: 12 }, 'text is required'],
    [{ text: '   ', year: 2026, month: 12 }, 'text is required'],
    [{ text: 'x'.repeat(2001), year: 2026, month: 12 }, 'text must be at most 2000 characters'],
    [{ text: 'no nights', month: 12 }, 'year is required'],
    [{ text: 'no nights', year: 2023, month: 12 }, 'year must be between 2024 and 2030'],
    [{ text: 'no nights', year: 2026.5, month: 12 }, 'year must be a whole number'],
    [{ text: 'no nights', year: 2026 }, 'month is required'],
    [{ text: 'no nights', year: 2026, month: 13 }, 'month must be between 1 and 12'],
    [{ text: 'no nights', year: 2026, month: '12' }, 'month must be a number'],
    [{ text: 42, year: 2026, month: 12 }, 'text must be a string'],
  ])('rejects %j with a message naming the field', (body, message) => {
    expect(firstMessage(InterpretRequestSchema.safeParse(body))).toBe(message);
  });
});

describe('InterpretResultSchema', () => {
  const valid = {
    constraints: [
      { type: 'day_off', date: '2026-12-24' },
      { type: 'shift_off', dates: ['2026-12-24'], shiftTypes: ['SHIFT_5P'] },
      { type: 'shift_off', weekdays: [5], shiftTypes: ['SHIFT_5P'] },
      { type: 'request_to_work', date: '2026-12-31' },
      { type: 'request_to_work', date: '2026-12-31', shiftTypes: ['SHIFT_5P'] },
      { type: 'prefer_shift_types', shiftTypes: ['SHIFT_7A'] },
      { type: 'avoid_shift_types', shiftTypes: ['SHIFT_10P'] },
      { type: 'prefer_weekdays', weekdays: [1, 2] },
      { type: 'avoid_weekdays', weekdays: [0] },
      { type: 'max_consecutive_days', value: 3 },
      { type: 'min_consecutive_days', value: 2 },
      { type: 'max_consecutive_days_off', value: 7 },
      { type: 'min_consecutive_days_off', value: 2 },
      { type: 'min_shifts', value: 10 },
      { type: 'max_shifts', value: 12 },
      { type: 'target_shifts', value: 14 },
      { type: 'min_rest_hours', value: 12 },
      { type: 'max_weekends', value: 2 },
      { type: 'max_shifts_of_type', shiftTypes: ['SHIFT_5P'], value: 4 },
      { type: 'avoid_weekends' },
    ],
    unrecognized: ['I have a dog'],
  };

  it('accepts every constraint type', () => {
    expect(InterpretResultSchema.parse(valid)).toEqual(valid);
    expect(new Set(valid.constraints.map((c) => c.type))).toEqual(new Set(INTERPRET_CONSTRAINT_TYPES));
  });

  it.each([
    [{ type: 'day_off', date: '24 Dec' }, 'date must be a date as YYYY-MM-DD'],
    [{ type: 'day_off' }, undefined],
    [{ type: 'shift_off', shiftTypes: ['SHIFT_5P'] }, 'shift_off needs dates or weekdays'],
    [{ type: 'avoid_weekdays', weekdays: [7] }, 'weekdays are 0 (Sunday) to 6'],
    [{ type: 'avoid_shift_types', shiftTypes: [] }, 'shiftTypes must list at least one shift type'],
    [{ type: 'max_shifts', value: 2.5 }, 'value must be a whole number'],
    [{ type: 'max_shifts', value: -1 }, 'value must be 0 or more'],
    [{ type: 'max_shifts' }, 'value is required'],
    [{ type: 'min_consecutive_days_off', value: 1.5 }, 'value must be a whole number'],
    [{ type: 'sleep_in' }, 'type must be a known constraint type'],
  ])('rejects %j', (constraint, message) => {
    const result = InterpretConstraintSchema.safeParse(constraint);
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(result)).toBe(message);
  });

  it('rejects answers that are not the result shape', () => {
    expect(InterpretResultSchema.safeParse({ constraints: [] }).success).toBe(false);
    expect(InterpretResultSchema.safeParse({ constraints: {}, unrecognized: [] }).success).toBe(false);
    expect(InterpretResultSchema.safeParse('{"constraints":[]}').success).toBe(false);
  });

  it('adds the source in the response', () => {
    expect(
      InterpretResponseSchema.parse({ constraints: [], unrecognized: [], source: 'parser' }).source,
    ).toBe('parser');
    expect(
      InterpretResponseSchema.safeParse({ constraints: [], unrecognized: [], source: 'llm' }).success,
    ).toBe(false);
  });
});

describe('InterpretConstraintSchema: priority, source, holiday and per-week', () => {
  it('accepts them where they belong', () => {
    const constraint = {
      type: 'day_off',
      date: '2027-03-26',
      holiday: 'Good Friday',
      priority: 'must',
      source: { start: 0, end: 22, text: 'Good Friday off please' },
    };
    expect(InterpretConstraintSchema.parse(constraint)).toEqual(constraint);
    expect(
      InterpretConstraintSchema.parse({
        type: 'max_shifts_of_type',
        shiftTypes: ['X'],
        value: 2,
        per: 'week',
      }),
    ).toMatchObject({ per: 'week' });
  });

  it('names the field that is wrong', () => {
    expect(
      firstMessage(InterpretConstraintSchema.safeParse({ type: 'avoid_weekends', priority: 'sometimes' })),
    ).toBe('priority must be must or prefer');
    expect(
      firstMessage(InterpretConstraintSchema.safeParse({ type: 'max_shifts', value: 2, per: 'fortnight' })),
    ).toBe('per must be week');
  });
});
