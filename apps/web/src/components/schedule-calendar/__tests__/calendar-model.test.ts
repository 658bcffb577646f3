import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  compareWithinDay,
  entriesByDate,
  monthGrid,
  shiftBand,
  shiftMonth,
  shortShiftLabel,
  shortStaffName,
  timeRange,
  vacationNamesByDate,
} from '../calendar-model';
import type { CalendarEntry } from '../types';

let nextId = 1;
function entry(overrides: Partial<CalendarEntry>): CalendarEntry {
  return {
    id: nextId++,
    date: '2026-03-02',
    shiftType: 'SHIFT_7A',
    staffId: 1,
    staffName: 'Ann Lee',
    ...overrides,
  };
}

describe('monthGrid', () => {
  it('starts on Sunday: March 2026 begins on a Sunday and fills 5 weeks', () => {
    const weeks = monthGrid(2026, 3);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]!.date).toBe('2026-03-01');
    expect(weeks[4]![2]!.date).toBe('2026-03-31');
    expect(weeks[4]![3]!.date).toBeNull();
  });

  it('pads the days before the 1st: February 2026 begins on a Sunday, January 2026 on a Thursday', () => {
    expect(monthGrid(2026, 2)).toHaveLength(4);
    const january = monthGrid(2026, 1);
    expect(january[0]!.slice(0, 4).every((cell) => cell.date === null)).toBe(true);
    expect(january[0]![4]!.date).toBe('2026-01-01');
    expect(new Set(january.flat().map((cell) => cell.key)).size).toBe(january.flat().length);
  });
});

describe('chip labels', () => {
  it('shortens names over 10 characters to first name and last initial', () => {
    expect(shortStaffName('Ann Lee')).toBe('Ann Lee');
    expect(shortStaffName('Jo Smithson')).toBe('Jo S.');
    expect(shortStaffName('Alexandra Maria Thompson')).toBe('Alexandra T.');
    expect(shortStaffName('Bartholomewson')).toBe('Bartholomewson');
    expect(shortStaffName(null)).toBe('Unknown');
  });

  it('uses the catalogue display names, with short labels for the special shifts', () => {
    expect(shortShiftLabel('PATIO_10A')).toBe('10A EP');
    expect(shortShiftLabel('PATIO_2P')).toBe('2P EP');
    expect(shortShiftLabel('DIRECTOR')).toBe('DIR');
    expect(shortShiftLabel('ON_CALL')).toBe('OC');
    expect(shortShiftLabel('CUSTOM', 'Custom shift')).toBe('Custom shift');
  });

  it('shows a time range only when both ends are known', () => {
    expect(timeRange({ startTime: '07:00', endTime: '19:00' })).toBe('07:00 - 19:00');
    expect(timeRange({ startTime: '07:00', endTime: null })).toBe('');
  });
});

describe('shiftBand', () => {
  it('colours by start hour, with their own bands for DIRECTOR and ON_CALL', () => {
    expect(shiftBand({ shiftType: 'SHIFT_5A' })).toBe('morning');
    expect(shiftBand({ shiftType: 'SHIFT_8A' })).toBe('morning');
    expect(shiftBand({ shiftType: 'SHIFT_9A' })).toBe('midMorning');
    expect(shiftBand({ shiftType: 'EXPRESS_12P' })).toBe('afternoon');
    expect(shiftBand({ shiftType: 'SHIFT_4P' })).toBe('afternoon');
    expect(shiftBand({ shiftType: 'SHIFT_5P' })).toBe('evening');
    expect(shiftBand({ shiftType: 'X', startTime: '02:00' })).toBe('evening');
    expect(shiftBand({ shiftType: 'DIRECTOR' })).toBe('director');
    expect(shiftBand({ shiftType: 'ON_CALL' })).toBe('onCall');
    expect(shiftBand({ shiftType: 'X' })).toBe('unknown');
  });
});

describe('order within a day', () => {
  it('puts DIRECTOR, then ON_CALL, then start time (unknown last), then name', () => {
    const day = [
      entry({ shiftType: 'SHIFT_10P', staffName: 'Zed' }),
      entry({ shiftType: 'MYSTERY', staffName: 'Amy' }),
      entry({ shiftType: 'SHIFT_5A', staffName: 'Bob' }),
      entry({ shiftType: 'FLOAT_5A', staffName: 'Abe' }),
      entry({ shiftType: 'ON_CALL', staffName: 'Cy' }),
      entry({ shiftType: 'DIRECTOR', staffName: 'Di' }),
    ];
    const sorted = [...day].sort(compareWithinDay).map((e) => `${e.shiftType}:${e.staffName}`);
    expect(sorted).toEqual([
      'DIRECTOR:Di',
      'ON_CALL:Cy',
      'FLOAT_5A:Abe',
      'SHIFT_5A:Bob',
      'SHIFT_10P:Zed',
      'MYSTERY:Amy',
    ]);
  });

  it('groups by date with each day sorted', () => {
    const byDate = entriesByDate([
      entry({ date: '2026-03-03', shiftType: 'SHIFT_2P' }),
      entry({ date: '2026-03-02', shiftType: 'SHIFT_2P' }),
      entry({ date: '2026-03-02', shiftType: 'DIRECTOR' }),
    ]);
    expect([...byDate.keys()]).toEqual(['2026-03-03', '2026-03-02']);
    expect(byDate.get('2026-03-02')!.map((e) => e.shiftType)).toEqual(['DIRECTOR', 'SHIFT_2P']);
  });
});

describe('applyFilter', () => {
  const all = [
    entry({ shiftType: 'SHIFT_7A', staffId: 1, staffRole: 'PHYSICIAN' }),
    entry({ shiftType: 'SHIFT_2P', staffId: 2, staffRole: 'PA' }),
    entry({ shiftType: 'SHIFT_7A', staffId: 3, staffRole: 'PA' }),
  ];

  it('keeps everything with an empty filter, and matches every chosen group', () => {
    expect(applyFilter(all, { shiftTypes: [], roles: [], staffIds: [] })).toHaveLength(3);
    expect(
      applyFilter(all, { shiftTypes: ['SHIFT_7A'], roles: [], staffIds: [] }).map((e) => e.staffId),
    ).toEqual([1, 3]);
    expect(
      applyFilter(all, { shiftTypes: ['SHIFT_7A'], roles: ['PA'], staffIds: [] }).map((e) => e.staffId),
    ).toEqual([3]);
    expect(applyFilter(all, { shiftTypes: [], roles: [], staffIds: [2] }).map((e) => e.staffId)).toEqual([2]);
  });
});

describe('vacationNamesByDate', () => {
  it('lists the people on leave for each covered day of the month, clipped to the month', () => {
    const names = vacationNamesByDate(
      [
        { id: 1, staffName: 'Zoe', startDate: '2026-02-27', endDate: '2026-03-02' },
        { id: 2, staffName: 'Al', startDate: '2026-03-02', endDate: '2026-03-02' },
      ],
      2026,
      3,
    );
    expect(names.get('2026-03-01')).toEqual(['Zoe']);
    expect(names.get('2026-03-02')).toEqual(['Al', 'Zoe']);
    expect(names.has('2026-03-03')).toBe(false);
    expect(names.has('2026-02-28')).toBe(false);
  });
});

describe('shiftMonth', () => {
  it('crosses year boundaries', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 3, -6)).toEqual({ year: 2025, month: 9 });
  });
});
