import { shiftDisplayName, timeRange } from '@/components/schedule-calendar/calendar-model';
import { Skeleton } from '@/components/ui/skeleton';
import { useStaffSchedule } from '../../api/get-staff-schedule';
import { DASHBOARD_TEXTS } from '../../texts';
import { localToday, upcomingShifts } from '../../utils/widget-stats';

function shortDate(date: string): string {
  return new Date(`${date}T00:00:00`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** The person's next 5 published shifts from today. */
export function UpcomingShiftsWidget({ staffId }: { staffId: number }) {
  const schedule = useStaffSchedule(staffId);
  if (schedule.isPending) return <Skeleton className="h-24" />;
  const shifts = upcomingShifts(schedule.data ?? [], localToday());
  if (shifts.length === 0) return <p className="text-muted-foreground">{DASHBOARD_TEXTS.noUpcomingShifts}</p>;
  return (
    <ul className="grid gap-1.5">
      {shifts.map((shift) => (
        <li key={shift.id} className="flex items-center justify-between gap-2">
          <span className="font-medium">{shortDate(shift.date)}</span>
          <span className="text-muted-foreground">
            {shiftDisplayName(shift.shiftType, shift.shiftName)}
            {timeRange(shift) && ` · ${timeRange(shift)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
