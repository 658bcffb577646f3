import type { EmployeeStats } from '@rotawise/api-contract';
import { ROLE_LABELS, type StaffRole } from '@rotawise/api-contract';
import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TableHead } from '@/components/ui/table-head';
import { GENERATION_TEXTS as T } from '../texts';

type SortKey = keyof typeof T.columns;
const KEYS: Record<SortKey, keyof EmployeeStats> = {
  name: 'staffName',
  role: 'role',
  totalShifts: 'totalShifts',
  totalPoints: 'totalPoints',
  averagePoints: 'averagePoints',
  rollingAveragePoints: 'rollingAveragePoints',
};

/** The employee statistics table: role filter, name search, sortable columns (default total points, highest first). */
export function EmployeeStatsTable({ rows }: { rows: readonly EmployeeStats[] }) {
  const [role, setRole] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'totalPoints', desc: true });
  const roles = useMemo(() => [...new Set(rows.map((r) => r.role))].sort(), [rows]);
  const shown = useMemo(() => {
    const field = KEYS[sort.key];
    return rows
      .filter(
        (r) => (!role || r.role === role) && r.staffName.toLowerCase().includes(search.trim().toLowerCase()),
      )
      .sort((a, b) => {
        const x = a[field];
        const y = b[field];
        const order =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return sort.desc ? -order : order;
      });
  }, [rows, role, search, sort]);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{T.statsEmpty}</p>;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <select
          aria-label={T.columns.role}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          value={role}
          onChange={(e) => setRole(e.target.value)}
        >
          <option value="">{T.allRoles}</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r as StaffRole] ?? r}
            </option>
          ))}
        </select>
        <Input
          aria-label={T.searchPlaceholder}
          placeholder={T.searchPlaceholder}
          className="max-w-xs"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.statsNoMatch}</p>
      ) : (
        <ScrollRegion label={T.statsTitle} className="overflow-x-auto">
          <table className="w-full text-sm">
            <TableHead
              columns={(Object.keys(T.columns) as SortKey[]).map((key) => ({
                key,
                label: T.columns[key],
                sortable: true,
              }))}
              sort={{ key: sort.key, direction: sort.desc ? 'desc' : 'asc' }}
              onSort={(key) =>
                setSort((s) => ({
                  key,
                  desc: s.key === key ? !s.desc : key !== 'name' && key !== 'role',
                }))
              }
            />
            <tbody>
              {shown.map((r) => (
                <tr key={r.staffId} className="border-b border-border last:border-0">
                  <td className="p-2">{r.staffName}</td>
                  <td className="p-2">{ROLE_LABELS[r.role as StaffRole] ?? r.role}</td>
                  <td className="p-2 tabular-nums">{r.totalShifts}</td>
                  <td className="p-2 tabular-nums">{r.totalPoints}</td>
                  <td className="p-2 tabular-nums">{r.averagePoints}</td>
                  <td className="p-2 tabular-nums">{r.rollingAveragePoints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
