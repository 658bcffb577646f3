import type { DailyRequest, ShiftType as ShiftOption } from '@rotawise/api-contract';
import { WEEKDAY_NAMES } from '@rotawise/api-contract';
import { Ban, CalendarCheck, CalendarX, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';
import { DAY_CHOICES } from '../texts';
import { monthWeeks } from '../utils/months';
import { longDate } from './day-dialog';

const MODE_LOOK = {
  day_off: { Icon: CalendarX, className: 'border-destructive/50 bg-destructive/10' },
  request_to_work: { Icon: CalendarCheck, className: 'border-success-soft-foreground/40 bg-success-soft' },
  specific_shifts_off: { Icon: Ban, className: 'border-warning-soft-foreground/40 bg-warning-soft' },
} as const;

/** The short words a cell shows for its request (never colour alone). */
function cellNote(request: DailyRequest, names: Map<string, string>): string {
  if (request.mode === 'day_off') return 'Off';
  const shifts = request.selectedShifts.map((id) => names.get(id) ?? id).join(', ');
  if (request.mode === 'request_to_work') return request.anyShift || !shifts ? 'Work' : `Work ${shifts}`;
  return shifts ? `Avoid ${shifts}` : 'Avoid…';
}

/** The month's days, weeks starting on Sunday; past days are locked. */
export function DayGrid({
  year,
  month,
  today,
  requests,
  shifts,
  onPick,
}: {
  year: number;
  month: number;
  today: string;
  requests: DailyRequest[];
  shifts: ShiftOption[];
  onPick: (date: string) => void;
}) {
  const byDate = new Map(requests.map((r) => [r.date, r]));
  const names = new Map(shifts.map((s) => [s.id, s.displayName]));
  return (
    <table className="w-full table-fixed border-separate border-spacing-1">
      <caption className="sr-only">Days of the month</caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" className="text-center text-xs font-medium text-muted-foreground">
              <abbr title={name} className="no-underline">
                {name.slice(0, 3)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(year, month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, i) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have only their position
              if (!date) return <td key={`pad-${i}`} aria-hidden />;
              const request = byDate.get(date);
              const past = date < today;
              const look = request ? MODE_LOOK[request.mode] : null;
              const label = `${longDate(date)}: ${request ? DAY_CHOICES[request.mode] : DAY_CHOICES.none}${past ? ' (past, locked)' : ''}`;
              return (
                <td key={date} className="p-0 align-top">
                  <button
                    type="button"
                    disabled={past}
                    aria-label={label}
                    title={label}
                    onClick={() => onPick(date)}
                    className={cn(
                      'flex min-h-14 w-full flex-col items-start gap-0.5 rounded-md border border-border p-1 text-left text-xs transition-colors',
                      'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                      'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
                      look?.className,
                    )}
                  >
                    <span className="flex w-full items-center justify-between font-medium">
                      {Number(date.slice(8))}
                      {past ? (
                        <Lock className="size-3" aria-hidden />
                      ) : look ? (
                        <look.Icon className="size-3" aria-hidden />
                      ) : null}
                    </span>
                    {request ? (
                      <span className="hidden w-full leading-tight sm:line-clamp-2">
                        {cellNote(request, names)}
                      </span>
                    ) : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
