import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type SortDirection = 'asc' | 'desc';

export interface TableSort<K extends string> {
  key: K;
  direction: SortDirection;
}

export interface TableColumn<K extends string> {
  key: K;
  label: ReactNode;
  /** A button that sorts by this column (when the table passes `onSort`). */
  sortable?: boolean;
  align?: 'left' | 'right';
}

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <ArrowUpDown className="size-3.5 opacity-60" aria-hidden />;
  return direction === 'asc' ? (
    <ArrowUp className="size-3.5" aria-hidden />
  ) : (
    <ArrowDown className="size-3.5" aria-hidden />
  );
}

/**
 * The header row of the app's data tables: one look for every table, and for sortable columns a button
 * with the direction icon and `aria-sort` on the header cell.
 */
export function TableHead<K extends string>({
  columns,
  sort = null,
  onSort,
  sticky = false,
}: {
  columns: readonly TableColumn<K>[];
  sort?: TableSort<K> | null;
  onSort?: (key: K) => void;
  /** Stays on top while the table scrolls inside its region. */
  sticky?: boolean;
}) {
  return (
    <thead className={cn('text-left', sticky ? 'sticky top-0 bg-muted' : 'bg-muted/60')}>
      <tr>
        {columns.map((column) => {
          const sortable = column.sortable === true && onSort !== undefined;
          const active = sort?.key === column.key;
          const direction = active ? sort.direction : 'asc';
          return (
            <th
              key={column.key}
              scope="col"
              className={cn(
                'px-3 py-2 font-medium text-muted-foreground',
                column.align === 'right' && 'text-right',
              )}
              aria-sort={
                sortable ? (active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
              }
            >
              {sortable ? (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded-md hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onSort(column.key)}
                >
                  {column.label}
                  <SortIcon active={active} direction={direction} />
                </button>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
