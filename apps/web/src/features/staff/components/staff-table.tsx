import type { Staff } from '@rotawise/api-contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { STAFF_TEXTS } from '../texts';
import { RoleBadges } from './role-badges';
import type { SortColumn, SortState } from './staff-filters';

const SORTABLE: { column: SortColumn; label: string }[] = [
  { column: 'name', label: 'Name' },
  { column: 'role', label: 'Role' },
  { column: 'email', label: 'Email' },
];

function SortIcon({ active, direction }: { active: boolean; direction: SortState['direction'] }) {
  if (!active) return <ArrowUpDown className="size-3.5 opacity-60" aria-hidden />;
  return direction === 'asc' ? (
    <ArrowUp className="size-3.5" aria-hidden />
  ) : (
    <ArrowDown className="size-3.5" aria-hidden />
  );
}

/** Name, Role, Email, Phone, Actions; Name, Role and Email sort on click. Scrolls sideways on a phone. */
export function StaffTable({
  staff,
  sort,
  onSort,
  onEdit,
  onViewPreferences,
}: {
  staff: Staff[];
  sort: SortState | null;
  onSort: (column: SortColumn) => void;
  onEdit: (member: Staff) => void;
  onViewPreferences: (member: Staff) => void;
}) {
  return (
    <section
      className="relative overflow-x-auto rounded-md border border-border"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="Staff table"
    >
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <thead className="bg-muted/60 text-left">
          <tr>
            {SORTABLE.map(({ column, label }) => {
              const active = sort?.column === column;
              return (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2 font-medium text-muted-foreground"
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-md hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => onSort(column)}
                  >
                    {label}
                    <SortIcon active={active} direction={sort?.direction ?? 'asc'} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2 font-medium text-muted-foreground">
              Phone
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.id} className="border-t border-border hover:bg-subtle">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {member.name}
              </th>
              <td className="px-3 py-2">
                <RoleBadges member={member} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {member.email ?? <span className="text-muted-foreground">—</span>}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {member.phone ?? <span className="text-muted-foreground">—</span>}
              </td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onEdit(member)}
                    aria-label={`Edit ${member.name}`}
                  >
                    {STAFF_TEXTS.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onViewPreferences(member)}
                    aria-label={`View Preferences of ${member.name}`}
                  >
                    {STAFF_TEXTS.viewPreferences}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
