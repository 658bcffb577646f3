import type { ScheduleEntry } from '@rotawise/api-contract';
import { useMemo } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The month as a grid: a row per day, a column per shift type worked, names in the cells; conflicts marked. */
export function ScheduleGrid({
  entries,
  year,
  month,
  label,
}: {
  entries: readonly ScheduleEntry[];
  year: number;
  month: number;
  /** Names the scrolling region. */
  label: string;
}) {
  const { columns, cells, days } = useMemo(() => {
    const types = new Map<string, { name: string; start: string }>();
    const cells = new Map<string, ScheduleEntry[]>();
    for (const e of entries) {
      types.set(e.shiftType, { name: e.shiftName, start: e.startTime ?? '' });
      const key = `${e.date}|${e.shiftType}`;
      cells.set(key, [...(cells.get(key) ?? []), e]);
    }
    const columns = [...types.entries()].sort((a, b) => a[1].start.localeCompare(b[1].start));
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { columns, cells, days };
  }, [entries, year, month]);
  const mm = String(month).padStart(2, '0');
  return (
    <ScrollRegion label={label} className="max-h-[70vh] overflow-auto rounded-md border border-border">
      <table className="text-xs">
        <thead className="sticky top-0 bg-card">
          <tr>
            <th className="p-2 text-left">Day</th>
            {columns.map(([id, t]) => (
              <th key={id} className="p-2 text-left whitespace-nowrap">
                {t.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: days }, (_, i) => {
            const date = `${year}-${mm}-${String(i + 1).padStart(2, '0')}`;
            const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
            return (
              <tr key={date} className={weekday === 0 || weekday === 6 ? 'bg-muted/50' : ''}>
                <th scope="row" className="p-2 text-left whitespace-nowrap font-medium">
                  {WEEKDAYS[weekday]} {i + 1}
                </th>
                {columns.map(([id]) => (
                  <td key={id} className="border-l border-border p-1 align-top">
                    {(cells.get(`${date}|${id}`) ?? []).map((e) => (
                      <div
                        key={e.id}
                        title={e.conflictReason ?? undefined}
                        className={e.isConflict ? 'whitespace-nowrap text-destructive' : 'whitespace-nowrap'}
                      >
                        {e.staffName}
                        {e.isConflict ? ' (!)' : ''}
                      </div>
                    ))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
