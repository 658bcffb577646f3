import { WEEKDAY_NAMES } from '@rotawise/api-contract';
import { shiftDisplayName, UNKNOWN_STAFF } from '@/components/schedule-calendar/calendar-model';
import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/utils';
import { VIEWER_TEXTS } from '../texts';
import { tableRows } from '../utils/viewer-months';

/** Table View: Date, Day, Shift, Staff, sorted by date then start time (unknown last). */
export function ScheduleTable({ entries }: { entries: readonly CalendarEntry[] }) {
  return (
    <ScrollRegion
      label={VIEWER_TEXTS.tableRegion}
      className="overflow-x-auto rounded-md border border-border"
    >
      <table className="w-full text-sm">
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {VIEWER_TEXTS.date}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {VIEWER_TEXTS.day}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {VIEWER_TEXTS.shift}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {VIEWER_TEXTS.staff}
            </th>
          </tr>
        </thead>
        <tbody>
          {tableRows(entries).map((entry) => (
            <tr
              key={entry.id}
              className={cn('border-t border-border', entry.isConflict && 'bg-destructive-soft')}
            >
              <td className="px-3 py-1.5 tabular-nums">{entry.date}</td>
              <td className="px-3 py-1.5">
                {WEEKDAY_NAMES[new Date(`${entry.date}T00:00:00Z`).getUTCDay()]}
              </td>
              <td className="px-3 py-1.5">{shiftDisplayName(entry.shiftType, entry.shiftName)}</td>
              <td className="px-3 py-1.5">{entry.staffName ?? UNKNOWN_STAFF}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
