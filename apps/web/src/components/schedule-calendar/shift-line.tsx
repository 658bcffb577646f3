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
        'flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md border-l-4 border-transparent px-2 py-1.5 text-sm',
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
      {action}
      {/* On its own line under the shift: a reason can be a long sentence, and must not widen the page. */}
      {entry.isConflict && (
        <span className="flex min-w-0 basis-full items-start gap-1 text-xs font-medium">
          <AlertTriangle className="mt-px size-3.5 shrink-0 text-conflict" aria-hidden />
          <span className="min-w-0 break-words">{entry.conflictReason ?? CALENDAR_TEXTS.conflict}</span>
        </span>
      )}
    </li>
  );
}
