import type { Staff } from '@rotawise/api-contract';
import type { RoleFilter } from '../texts';

export type SortColumn = 'name' | 'role' | 'email';
export interface SortState {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

function matchesRole(member: Staff, filter: RoleFilter): boolean {
  if (filter === 'ALL') return true;
  if (filter === 'ADMIN') return member.isAdmin;
  if (filter === 'DIRECTOR') return member.isDirector || member.role === 'DIRECTOR';
  return member.role === filter;
}

/** Search (case-insensitive substring of the name), role filter and sort: all in the browser. */
export function visibleStaff(
  staff: readonly Staff[],
  search: string,
  filter: RoleFilter,
  sort: SortState | null,
) {
  const needle = search.trim().toLowerCase();
  const rows = staff.filter((m) => m.name.toLowerCase().includes(needle) && matchesRole(m, filter));
  if (!sort) return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => factor * (a[sort.column] ?? '').localeCompare(b[sort.column] ?? ''));
}

/** First click sorts ascending, the next ones toggle. */
export function nextSort(current: SortState | null, column: SortColumn): SortState {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
