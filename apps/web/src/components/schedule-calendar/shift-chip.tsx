import { AlertTriangle } from 'lucide-react';
import { memo } from 'react';
import { type ShiftBand, shiftBand, shortShiftLabel, shortStaffName } from './calendar-model';
import type { CalendarEntry } from './types';

export const BAND_CLASSES: Record<ShiftBand, string> = {
  director: 'bg-shift-director text-shift-director-foreground',
  onCall: 'bg-shift-on-call text-shift-on-call-foreground',
  morning: 'bg-shift-morning text-shift-morning-foreground',
  midMorning: 'bg-shift-mid-morning text-shift-mid-morning-foreground',
  afternoon: 'bg-shift-afternoon text-shift-afternoon-foreground',
  evening: 'bg-shift-evening text-shift-evening-foreground',
  unknown: 'bg-shift-unknown text-shift-unknown-foreground',
};

// Plain concatenation rather than tailwind-merge: these classes never conflict, and a month draws
// several hundred chips.
const CHIP_BASE =
  'flex min-w-0 items-center gap-1 rounded-sm border-l-4 px-1 py-px text-[11px] leading-4 print:gap-0.5 print:border-l-2 print:px-0.5 print:py-0 print:text-[6pt] print:leading-[1.1]';

/**
 * One line per shift: short label and (shortened) name. Conflicts get a red left border and an icon, so
 * colour is never the only signal. The calendar shows the tooltip for chips it finds by `data-entry-id`.
 */
export const ShiftChip = memo(function ShiftChip({
  entry,
  mine = false,
}: {
  entry: CalendarEntry;
  mine?: boolean;
}) {
  const band = shiftBand(entry);
  return (
    <div
      data-entry-id={String(entry.id)}
      data-band={band}
      data-conflict={entry.isConflict ? 'true' : undefined}
      className={`${CHIP_BASE} ${BAND_CLASSES[band]} ${entry.isConflict ? 'border-conflict' : 'border-transparent'}${mine ? ' ring-1 ring-foreground' : ''}`}
    >
      {entry.isConflict && <AlertTriangle className="size-3 shrink-0 text-conflict" aria-label="Conflict" />}
      <span className="shrink-0 font-semibold">{shortShiftLabel(entry.shiftType, entry.shiftName)}</span>
      <span className="truncate">{shortStaffName(entry.staffName)}</span>
    </div>
  );
});
