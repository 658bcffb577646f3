import { Skeleton } from '@/components/ui/skeleton';
import { RemoveShiftButton } from './remove-shift-button';
import { ShiftLine } from './shift-line';
import { CALENDAR_TEXTS } from './texts';
import type { CalendarEntry } from './types';

function dayHeading(date: string): string {
  return new Date(`${date}T00:00:00`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/**
 * The month on a phone: an agenda of the days that have shifts or leave. A signed-in clinician sees their
 * own next shifts first, then the department's days with their own shifts highlighted.
 */
export function MonthAgenda({
  days,
  byDate,
  onLeave,
  currentStaffId,
  loading,
  emptyText,
  onRemove,
}: {
  days: readonly string[];
  byDate: ReadonlyMap<string, CalendarEntry[]>;
  onLeave: ReadonlyMap<string, string[]>;
  currentStaffId?: number | null;
  loading: boolean;
  emptyText?: string;
  /** Admins remove a shift from its line. */
  onRemove?: ((entry: CalendarEntry) => void) | undefined;
}) {
  if (loading) {
    return (
      <div className="grid gap-2" aria-busy>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  const listed = days.filter((date) => byDate.has(date) || onLeave.has(date));
  if (listed.length === 0) {
    return (
      <p className="rounded-md border border-border p-4 text-sm text-muted-foreground">
        {emptyText ?? CALENDAR_TEXTS.noShifts}
      </p>
    );
  }
  const today = new Date().toLocaleDateString('en-CA');
  const mine =
    currentStaffId == null
      ? []
      : listed.flatMap((date) =>
          date >= today ? (byDate.get(date) ?? []).filter((entry) => entry.staffId === currentStaffId) : [],
        );
  return (
    <div className="grid gap-4">
      {mine.length > 0 && (
        <section aria-labelledby="my-next-shifts" className="grid gap-2 rounded-md border border-border p-3">
          <h3 id="my-next-shifts" className="text-sm font-semibold">
            {CALENDAR_TEXTS.myNextShifts}
          </h3>
          <ul className="grid gap-1">
            {mine.slice(0, 5).map((entry) => (
              <li key={entry.id} className="flex gap-2 text-sm">
                <span className="w-24 shrink-0 text-muted-foreground">{dayHeading(entry.date)}</span>
                <ul className="min-w-0 flex-1">
                  <ShiftLine entry={entry} mine />
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ol className="grid gap-3">
        {listed.map((date) => (
          <li key={date} className="grid gap-1">
            <h3 className="sticky top-14 bg-background py-1 text-sm font-semibold">{dayHeading(date)}</h3>
            {onLeave.has(date) && (
              <p className="text-xs font-semibold text-destructive">
                {CALENDAR_TEXTS.vacation}: {onLeave.get(date)!.join(', ')}
              </p>
            )}
            <ul className="grid gap-1">
              {(byDate.get(date) ?? []).map((entry) => (
                <ShiftLine
                  key={entry.id}
                  entry={entry}
                  mine={entry.staffId === currentStaffId}
                  action={onRemove && <RemoveShiftButton entry={entry} onRemove={onRemove} />}
                />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
