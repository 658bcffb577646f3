import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { applyLayout, DEFAULT_WIDGETS, newWidget } from '../widget-layout';
import { departmentStats, monthlyStats, requestMonths, upcomingShifts } from '../widget-stats';

let id = 0;
const shift = (date: string, shiftType: string): CalendarEntry => ({ id: ++id, date, shiftType, staffId: 1 });

describe('upcomingShifts', () => {
  it('keeps at most 5 shifts from today on, by date', () => {
    const entries = [
      '2026-03-09',
      '2026-03-01',
      '2026-03-20',
      '2026-03-05',
      '2026-03-04',
      '2026-03-12',
      '2026-03-30',
    ].map((date) => shift(date, 'SHIFT_7A'));
    expect(upcomingShifts(entries, '2026-03-04').map((e) => e.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-09',
      '2026-03-12',
      '2026-03-20',
    ]);
  });
});

describe('monthlyStats', () => {
  it('counts DIRECTOR and ON_CALL apart and ranks the top 5 regular types of the month', () => {
    const entries = [
      shift('2026-03-01', 'DIRECTOR'),
      shift('2026-03-02', 'ON_CALL'),
      ...[
        'SHIFT_7A',
        'SHIFT_7A',
        'SHIFT_7A',
        'SHIFT_2P',
        'SHIFT_2P',
        'SHIFT_5A',
        'SHIFT_6A',
        'SHIFT_8A',
        'SHIFT_9A',
      ].map((type, i) => shift(`2026-03-${String(i + 3).padStart(2, '0')}`, type)),
      shift('2026-04-01', 'SHIFT_7A'),
    ];
    const stats = monthlyStats(entries, 2026, 3);
    expect(stats.regular).toBe(9);
    expect(stats.special).toBe(2);
    expect(stats.topTypes).toHaveLength(5);
    expect(stats.topTypes.slice(0, 2)).toEqual([
      { shiftType: 'SHIFT_7A', count: 3 },
      { shiftType: 'SHIFT_2P', count: 2 },
    ]);
    expect(stats.topTypes.some((t) => t.shiftType === 'DIRECTOR')).toBe(false);
  });
});

describe('departmentStats', () => {
  it('keeps the 10 most staffed shift types', () => {
    const types = Array.from({ length: 12 }, (_, i) => `TYPE_${i}`);
    const entries = types.flatMap((type, i) =>
      Array.from({ length: i + 1 }, () => shift('2026-03-01', type)),
    );
    const top = departmentStats(entries);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ shiftType: 'TYPE_11', count: 12 });
    expect(top.some((t) => t.shiftType === 'TYPE_0' || t.shiftType === 'TYPE_1')).toBe(false);
  });
});

describe('requestMonths', () => {
  it('covers the current month and the next two, across the year end', () => {
    const months = requestMonths(
      [
        { year: 2027, month: 1, status: 'approved' },
        { year: 2026, month: 12, status: 'pending' },
        { year: 2027, month: 3, status: 'approved' },
      ],
      new Date(2026, 11, 15),
    );
    expect(months).toEqual([
      { year: 2026, month: 12, status: 'pending' },
      { year: 2027, month: 1, status: 'approved' },
      { year: 2027, month: 2, status: null },
    ]);
  });
});

describe('widget layout', () => {
  it('has the spec default layout', () => {
    expect(DEFAULT_WIDGETS.map((w) => [w.type, w.position])).toEqual([
      ['UPCOMING_SHIFTS', { x: 0, y: 0, w: 6, h: 4 }],
      ['MONTHLY_STATS', { x: 6, y: 0, w: 6, h: 4 }],
      ['PREFERENCE_SUMMARY', { x: 0, y: 4, w: 6, h: 4 }],
      ['PENDING_REQUESTS', { x: 6, y: 4, w: 6, h: 4 }],
      ['DEPARTMENT_STATS', { x: 0, y: 8, w: 12, h: 5 }],
    ]);
  });

  it('adds new widgets below the others, 6x4 or 12x5 for department stats', () => {
    expect(newWidget('MONTHLY_STATS', DEFAULT_WIDGETS, 'n').position).toEqual({ x: 0, y: 13, w: 6, h: 4 });
    expect(newWidget('DEPARTMENT_STATS', [], 'n').position).toEqual({ x: 0, y: 0, w: 12, h: 5 });
  });

  it('applies grid moves and clamps sizes to width >= 3 and height 2-8', () => {
    const [first] = applyLayout(DEFAULT_WIDGETS.slice(0, 1), [
      { i: 'upcoming-shifts', x: 2, y: 1, w: 1, h: 12 },
    ]);
    expect(first!.position).toEqual({ x: 2, y: 1, w: 3, h: 8 });
  });
});
