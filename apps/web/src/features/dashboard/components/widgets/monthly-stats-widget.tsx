import { MONTH_NAMES } from '@rotawise/api-contract';
import { Skeleton } from '@/components/ui/skeleton';
import { useStaffSchedule } from '../../api/get-staff-schedule';
import { DASHBOARD_TEXTS } from '../../texts';
import { monthlyStats } from '../../utils/widget-stats';
import { TypeCountList } from './type-count-list';

/** This month's published shifts: regular and Director / On Call counted apart, top 5 shift types. */
export function MonthlyStatsWidget({ staffId }: { staffId: number }) {
  const schedule = useStaffSchedule(staffId);
  if (schedule.isPending) return <Skeleton className="h-24" />;
  const now = new Date();
  const stats = monthlyStats(schedule.data ?? [], now.getFullYear(), now.getMonth() + 1);
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">
        {MONTH_NAMES[now.getMonth()]} {now.getFullYear()}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-md bg-muted p-2">
          <dt className="text-xs text-muted-foreground">{DASHBOARD_TEXTS.totalShifts}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{stats.regular}</dd>
        </div>
        <div className="rounded-md bg-muted p-2">
          <dt className="text-xs text-muted-foreground">{DASHBOARD_TEXTS.specialShifts}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{stats.special}</dd>
        </div>
      </dl>
      {stats.topTypes.length === 0 ? (
        <p className="text-muted-foreground">{DASHBOARD_TEXTS.noShiftsThisMonth}</p>
      ) : (
        <TypeCountList counts={stats.topTypes} label={DASHBOARD_TEXTS.widgetTitles.MONTHLY_STATS} />
      )}
    </div>
  );
}
