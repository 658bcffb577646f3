import { describe, expect, it } from 'vitest';
import {
  clampToMonthEnd,
  inclusiveDayCount,
  isCalendarDate,
  VACATION_MESSAGES,
  VacationCreateSchema,
  VacationDecisionSchema,
  vacationDatesSchema,
} from './vacation.js';

const TODAY = '2026-12-06';
const messages = (input: unknown) => {
  const result = vacationDatesSchema(TODAY).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('vacation dates', () => {
  it('accepts today and later, end on or after start', () => {
    expect(messages({ startDate: TODAY, endDate: TODAY })).toEqual([]);
    expect(messages({ startDate: '2026-12-24', endDate: '2027-01-02' })).toEqual([]);
  });

  it.each([
    [{ endDate: '2026-12-10' }, `startDate: ${VACATION_MESSAGES.startRequired}`],
    [{ startDate: '', endDate: '2026-12-10' }, `startDate: ${VACATION_MESSAGES.startRequired}`],
    [{ startDate: '2026-12-10' }, `endDate: ${VACATION_MESSAGES.endRequired}`],
    [{ startDate: '2026-12-05', endDate: '2026-12-10' }, `startDate: ${VACATION_MESSAGES.startInPast}`],
    [{ startDate: '2026-12-10', endDate: '2026-12-09' }, `endDate: ${VACATION_MESSAGES.endBeforeStart}`],
    [{ startDate: '2026-02-30', endDate: '2026-12-10' }, `startDate: ${VACATION_MESSAGES.invalidDate}`],
  ])('%j is refused with "%s"', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('names each field once, even when the other one is missing', () => {
    expect(messages({ startDate: '2026-12-05' })).toEqual([
      `startDate: ${VACATION_MESSAGES.startInPast}`,
      `endDate: ${VACATION_MESSAGES.endRequired}`,
    ]);
    expect(messages({ startDate: '', endDate: '' })).toEqual([
      `startDate: ${VACATION_MESSAGES.startRequired}`,
      `endDate: ${VACATION_MESSAGES.endRequired}`,
    ]);
  });

  it('names both past dates', () => {
    expect(messages({ startDate: '2026-11-01', endDate: '2026-11-02' })).toEqual([
      `startDate: ${VACATION_MESSAGES.startInPast}`,
      `endDate: ${VACATION_MESSAGES.endInPast}`,
    ]);
  });

  it('tells real calendar dates from look-alikes', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
  });

  it('reads day 31 of a shorter month as its last day (the calendar range query)', () => {
    expect(clampToMonthEnd('2026-02-31')).toBe('2026-02-28');
    expect(clampToMonthEnd('2028-02-30')).toBe('2028-02-29');
    expect(clampToMonthEnd('2026-12-31')).toBe('2026-12-31');
  });

  it('counts days inclusively, across months and leap days', () => {
    expect(inclusiveDayCount('2026-12-24', '2026-12-24')).toBe(1);
    expect(inclusiveDayCount('2026-12-30', '2027-01-02')).toBe(4);
    expect(inclusiveDayCount('2028-02-28', '2028-03-01')).toBe(3);
    expect(inclusiveDayCount('2026-12-10', '2026-12-09')).toBe(0);
    expect(inclusiveDayCount('', '2026-12-09')).toBe(0);
  });
});

describe('vacation bodies', () => {
  it('limits notes to 300 characters with the spec message', () => {
    const body = { startDate: TODAY, endDate: TODAY, requestNotes: 'x'.repeat(301) };
    const result = VacationCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VACATION_MESSAGES.notesMax);
    expect(VacationCreateSchema.parse({ ...body, requestNotes: 'x'.repeat(300) }).requestNotes).toHaveLength(
      300,
    );
    expect(VacationDecisionSchema.safeParse({ notes: 'y'.repeat(301) }).success).toBe(false);
  });

  it('defaults the notes to empty and leaves staffId to the server', () => {
    expect(VacationCreateSchema.parse({ startDate: TODAY, endDate: TODAY })).toEqual({
      startDate: TODAY,
      endDate: TODAY,
      requestNotes: '',
    });
  });
});
