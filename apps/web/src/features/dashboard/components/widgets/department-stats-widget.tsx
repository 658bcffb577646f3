import { MONTH_NAMES } from '@rotawise/api-contract';
import { Skeleton } from '@/components/ui/skeleton';
import { useMonthSchedule } from '@/lib/schedule/get-month-schedule';
import { DASHBOARD_TEXTS } from '../../texts';
import { departmentStats } from '../../utils/widget-stats';
import { TypeCountList } from './type-count-list';

/** The department's month (published entries for staff): the 10 most staffed shift types. */
export function DepartmentStatsWidget({ publishedOnly }: { publishedOnly: boolean }) {
  const now = new Date();
  const schedule = useMonthSchedule(now.getFullYear(), now.getMonth() + 1, publishedOnly);
  if (schedule.isPending) return <Skeleton className="h-24" />;
  const counts = departmentStats(schedule.data ?? []);
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">
        {MONTH_NAMES[now.getMonth()]} {now.getFullYear()} · {schedule.data?.length ?? 0} shifts
      </p>
      {counts.length === 0 ? (
        <p className="text-muted-foreground">{DASHBOARD_TEXTS.noDepartmentShifts}</p>
      ) : (
        <TypeCountList counts={counts} label={DASHBOARD_TEXTS.widgetTitles.DEPARTMENT_STATS} />
      )}
    </div>
  );
}
