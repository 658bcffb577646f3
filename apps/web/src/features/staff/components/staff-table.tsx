import type { Staff } from '@rotawise/api-contract';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { type TableColumn, TableHead } from '@/components/ui/table-head';
import { STAFF_TEXTS } from '../texts';
import { RoleBadges } from './role-badges';
import type { SortColumn, SortState } from './staff-filters';

const COLUMNS: TableColumn<SortColumn | 'phone' | 'actions'>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'role', label: 'Role', sortable: true },
  { key: 'email', label: 'Email', sortable: true },
  { key: 'phone', label: 'Phone' },
  { key: 'actions', label: 'Actions', align: 'right' },
];

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
    <ScrollRegion className="relative overflow-x-auto rounded-md border border-border" label="Staff table">
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <TableHead
          columns={COLUMNS}
          sort={sort ? { key: sort.column, direction: sort.direction } : null}
          onSort={(key) => onSort(key as SortColumn)}
        />
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
    </ScrollRegion>
  );
}
