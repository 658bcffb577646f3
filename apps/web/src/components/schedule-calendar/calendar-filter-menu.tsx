import { Filter } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { filterSize, shiftDisplayName } from './calendar-model';
import { CALENDAR_TEXTS } from './texts';
import { type CalendarFilter, EMPTY_FILTER } from './types';

export interface FilterOptions {
  shiftTypes: string[];
  roles: string[];
  staff: { id: number; name: string }[];
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The Filter button: narrows the calendar by shift type, role and person (any of each chosen group). */
export function CalendarFilterMenu({
  options,
  filter,
  onChange,
}: {
  options: FilterOptions;
  filter: CalendarFilter;
  onChange: (filter: CalendarFilter) => void;
}) {
  const active = filterSize(filter);
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="print:hidden">
          <Filter aria-hidden />
          {CALENDAR_TEXTS.filter}
          {active > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{active}</span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-96 overflow-y-auto">
        <DropdownMenuLabel className="font-semibold">{CALENDAR_TEXTS.filterShiftType}</DropdownMenuLabel>
        {options.shiftTypes.map((type) => (
          <DropdownMenuCheckboxItem
            key={type}
            checked={filter.shiftTypes.includes(type)}
            onSelect={keepOpen}
            onCheckedChange={() => onChange({ ...filter, shiftTypes: toggle(filter.shiftTypes, type) })}
          >
            {shiftDisplayName(type)}
          </DropdownMenuCheckboxItem>
        ))}
        {options.roles.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="font-semibold">{CALENDAR_TEXTS.filterRole}</DropdownMenuLabel>
            {options.roles.map((role) => (
              <DropdownMenuCheckboxItem
                key={role}
                checked={filter.roles.includes(role)}
                onSelect={keepOpen}
                onCheckedChange={() => onChange({ ...filter, roles: toggle(filter.roles, role) })}
              >
                {role === 'PA' ? 'PA-C' : role.charAt(0) + role.slice(1).toLowerCase()}
              </DropdownMenuCheckboxItem>
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="font-semibold">{CALENDAR_TEXTS.filterStaff}</DropdownMenuLabel>
        {options.staff.map((person) => (
          <DropdownMenuCheckboxItem
            key={person.id}
            checked={filter.staffIds.includes(person.id)}
            onSelect={keepOpen}
            onCheckedChange={() => onChange({ ...filter, staffIds: toggle(filter.staffIds, person.id) })}
          >
            {person.name}
          </DropdownMenuCheckboxItem>
        ))}
        {active > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange(EMPTY_FILTER)}>
              {CALENDAR_TEXTS.clearFilter}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
