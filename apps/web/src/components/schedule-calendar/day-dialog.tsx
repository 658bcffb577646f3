import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RemoveShiftButton } from './remove-shift-button';
import { ShiftLine } from './shift-line';
import { CALENDAR_TEXTS } from './texts';
import type { CalendarEntry } from './types';

function longDate(date: string): string {
  return new Date(`${date}T00:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * One day opened from the grid (Enter, a click on a shift or '+ N more'): every shift in order; Escape
 * closes. Admins add a shift here and remove any of them.
 */
export function DayDialog({
  date,
  entries,
  onLeave,
  onAdd,
  onRemove,
  onClose,
}: {
  date: string | null;
  entries: readonly CalendarEntry[];
  onLeave: readonly string[];
  onAdd?: ((date: string) => void) | undefined;
  onRemove?: ((entry: CalendarEntry) => void) | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={date !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{date ? longDate(date) : ''}</DialogTitle>
          <DialogDescription>{CALENDAR_TEXTS.dayDialogDescription}</DialogDescription>
        </DialogHeader>
        {onLeave.length > 0 && (
          <p className="text-sm font-semibold text-destructive">
            {CALENDAR_TEXTS.vacation}: {onLeave.join(', ')}
          </p>
        )}
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{CALENDAR_TEXTS.noShifts}</p>
        ) : (
          <ul className="grid gap-1">
            {entries.map((entry) => (
              <ShiftLine
                key={entry.id}
                entry={entry}
                action={onRemove && <RemoveShiftButton entry={entry} onRemove={onRemove} />}
              />
            ))}
          </ul>
        )}
        {onAdd && date && (
          <div className="flex justify-end">
            <Button variant="outline" size="sm" onClick={() => onAdd(date)}>
              <Plus aria-hidden />
              {CALENDAR_TEXTS.addShiftButton}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
