import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { shiftDisplayName, UNKNOWN_STAFF } from './calendar-model';
import { CALENDAR_TEXTS } from './texts';
import type { CalendarEntry } from './types';

/** The admin's remove button beside a shift line (day dialog and phone agenda). */
export function RemoveShiftButton({
  entry,
  onRemove,
}: {
  entry: CalendarEntry;
  onRemove: (entry: CalendarEntry) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-7 shrink-0"
      aria-label={CALENDAR_TEXTS.removeShift(
        shiftDisplayName(entry.shiftType, entry.shiftName),
        entry.staffName ?? UNKNOWN_STAFF,
      )}
      onClick={() => onRemove(entry)}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
