import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { shiftBand, shiftDisplayName, timeRange, UNKNOWN_STAFF } from './calendar-model';
import { BAND_CLASSES } from './shift-chip';
import { CALENDAR_TEXTS } from './texts';
import type { CalendarEntry } from './types';

/** A shift with its full details, for the day dialog and the phone agenda. */
export function ShiftLine({
  entry,
  mine = false,
  action,
}: {
  entry: CalendarEntry;
  mine?: boolean;
  /** A control at the end of the line (the admin's Remove). */
  action?: ReactNode;
}) {
  const range = timeRange(entry);
  return (
    <li
      data-entry-id={String(entry.id)}
      data-mine={mine ? 'true' : undefined}
      className={cn(
        'flex items-center gap-2 rounded-md border-l-4 border-transparent px-2 py-1.5 text-sm',
        BAND_CLASSES[shiftBand(entry)],
        entry.isConflict && 'border-conflict',
        mine && 'ring-2 ring-primary',
      )}
    >
      <span className="w-20 shrink-0 font-semibold">
        {shiftDisplayName(entry.shiftType, entry.shiftName)}
      </span>
      <span className="min-w-0 flex-1 truncate">
        {entry.staffName ?? UNKNOWN_STAFF}
        {mine && <span className="sr-only"> ({CALENDAR_TEXTS.myShift})</span>}
      </span>
      {range && <span className="shrink-0 text-xs tabular-nums">{range}</span>}
      {entry.isConflict && (
        <span
          className="flex shrink-0 items-center gap-1 text-xs font-medium"
          title={entry.conflictReason ?? undefined}
        >
          <AlertTriangle className="size-3.5 text-conflict" aria-hidden />
          {entry.conflictReason ?? CALENDAR_TEXTS.conflict}
        </span>
      )}
      {action}
    </li>
  );
}
