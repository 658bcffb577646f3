import type { Staff } from '@rotawise/api-contract';
import { describe, expect, it } from 'vitest';
import { nextSort, visibleStaff } from '../staff-filters';
import { staffStatistics } from '../staff-statistics';

const member = (id: number, name: string, role: Staff['role'], extra: Partial<Staff> = {}): Staff => ({
  id,
  name,
  role,
  isDirector: false,
  isAdmin: false,
  email: null,
  phone: null,
  ...extra,
});

const STAFF = [
  member(1, 'Rowan Thistle', 'DIRECTOR', { isDirector: true, email: 'r@x.org' }),
  member(2, 'Ada Quill', 'PHYSICIAN', { isDirector: true, email: 'a@x.org' }),
  member(3, 'Bo Reyes', 'PA', { email: 'c@x.org' }),
  member(4, 'Cy Marlow', 'SCHEDULER', { isAdmin: true }),
];

describe('visibleStaff', () => {
  it('searches names case-insensitively by substring', () => {
    expect(visibleStaff(STAFF, 'QUI', 'ALL', null).map((m) => m.id)).toEqual([2]);
    expect(visibleStaff(STAFF, 'nobody', 'ALL', null)).toEqual([]);
  });

  it('filters by role, administrators and directors', () => {
    expect(visibleStaff(STAFF, '', 'PA', null).map((m) => m.id)).toEqual([3]);
    expect(visibleStaff(STAFF, '', 'ADMIN', null).map((m) => m.id)).toEqual([4]);
    expect(visibleStaff(STAFF, '', 'DIRECTOR', null).map((m) => m.id)).toEqual([1, 2]);
  });

  it('sorts ascending on the first click and toggles after', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'asc' });
    expect(visibleStaff(STAFF, '', 'ALL', first).map((m) => m.id)).toEqual([2, 3, 4, 1]);
    const second = nextSort(first, 'name');
    expect(visibleStaff(STAFF, '', 'ALL', second).map((m) => m.id)).toEqual([1, 4, 3, 2]);
    expect(nextSort(second, 'email')).toEqual({ column: 'email', direction: 'asc' });
  });
});

describe('staffStatistics', () => {
  it('counts roles and directors against the others', () => {
    const stats = staffStatistics(STAFF);
    expect(stats.roles.map((s) => [s.name, s.value])).toEqual([
      ['Physician', 1],
      ['PA-C', 1],
      ['Scheduler', 1],
      ['Director', 1],
    ]);
    expect(stats.directors.map((s) => [s.name, s.value])).toEqual([
      ['Directors', 2],
      ['Non-Directors', 2],
    ]);
  });
});
