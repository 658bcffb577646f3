import { WEEKDAY_KEYS } from '@rotawise/api-contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { sortedShifts, useShifts } from '@/lib/shift-types/get-shifts';
import { useWeeklySchedule } from '../api/get-weekly-schedule';
import { SETTINGS_TEXTS } from '../texts';
import { CapacityCard } from './capacity-card';
import { DayEditor } from './day-editor';
import { ShiftTypesCard } from './shift-types-card';

/** Set Weekly Schedule (admin): shift types, the SUN..SAT template and the staff-days check. */
export function WeeklyScheduleTab() {
  const week = useWeeklySchedule();
  const shifts = useShifts();
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">{SETTINGS_TEXTS.weeklyIntro}</p>
      <CapacityCard />
      {week.isPending || shifts.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {WEEKDAY_KEYS.map((d) => (
            <Skeleton key={d} className="h-64" />
          ))}
        </div>
      ) : week.isError || shifts.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {SETTINGS_TEXTS.templateLoadFailed}
            <Button
              size="sm"
              variant="outline"
              onClick={() => void Promise.all([week.refetch(), shifts.refetch()])}
            >
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {WEEKDAY_KEYS.map((day) => (
            <DayEditor key={day} day={day} slots={week.data[day]} shifts={sortedShifts(shifts.data)} />
          ))}
        </div>
      )}
      <ShiftTypesCard />
    </div>
  );
}
