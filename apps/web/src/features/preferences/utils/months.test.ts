import { describe, expect, it } from 'vitest';
import { localToday, monthWeeks, requestMonths } from './months';

describe('request months and the day grid', () => {
  it('offers 12 months from the current one, across the year end', () => {
    const months = requestMonths(new Date(2026, 11, 6));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2026, month: 12, label: 'December 2026' });
    expect(months[11]).toEqual({ year: 2027, month: 11, label: 'November 2027' });
  });

  it('starts weeks on Sunday and pads the first and last week', () => {
    // 1 March 2026 is a Sunday; 1 December 2026 a Tuesday.
    expect(monthWeeks(2026, 3)[0]?.[0]).toBe('2026-03-01');
    const december = monthWeeks(2026, 12);
    expect(december[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(december.at(-1)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(monthWeeks(2028, 2).flat().filter(Boolean)).toHaveLength(29);
  });

  it("writes the browser's own day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
