import { WEEKDAY_NAMES } from '@rotawise/api-contract';
import { Link } from 'react-router';
import { shiftDisplayName } from '@/components/schedule-calendar/calendar-model';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { preferredShiftTypes, useStandingPreferences } from '../../api/get-standing-preferences';
import { DASHBOARD_TEXTS } from '../../texts';
import { WidgetError } from './widget-frame';

function days(indexes: readonly number[] | null | undefined): string {
  const names = (indexes ?? []).map((i) => WEEKDAY_NAMES[i]?.slice(0, 3)).filter(Boolean);
  return names.length > 0 ? names.join(', ') : DASHBOARD_TEXTS.none;
}

/** The person's standing preferences at a glance, with a link to edit them. */
export function PreferenceSummaryWidget({ staffId }: { staffId: number }) {
  const preferences = useStandingPreferences(staffId);
  if (preferences.isPending) return <Skeleton className="h-24" />;
  if (preferences.isError) return <WidgetError onRetry={() => preferences.refetch()} />;
  const data = preferences.data;
  if (!data) {
    return (
      <div className="grid gap-2">
        <p className="text-muted-foreground">{DASHBOARD_TEXTS.noPreferences}</p>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to="/preferences">{DASHBOARD_TEXTS.editPreferences}</Link>
        </Button>
      </div>
    );
  }
  const preferred = preferredShiftTypes(data).map((type) => shiftDisplayName(type));
  const circadian = data.enableCircadianRhythm ?? data.useCircadianRhythm ?? false;
  const rows: [string, string][] = [
    [
      DASHBOARD_TEXTS.shiftsPerMonth,
      `${data.minShiftsPerMonth ?? '–'} / ${data.targetShiftsPerMonth ?? '–'} / ${data.maxShiftsPerMonth ?? '–'}`,
    ],
    [DASHBOARD_TEXTS.preferredShifts, preferred.length > 0 ? preferred.join(', ') : DASHBOARD_TEXTS.none],
    [DASHBOARD_TEXTS.preferredDays, days(data.preferredWeekdays)],
    [DASHBOARD_TEXTS.avoidedDays, days(data.avoidedWeekdays)],
    [DASHBOARD_TEXTS.circadian, circadian ? DASHBOARD_TEXTS.on : DASHBOARD_TEXTS.off],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="link" size="sm" className="w-fit px-0">
        <Link to="/preferences">{DASHBOARD_TEXTS.editPreferences}</Link>
      </Button>
    </div>
  );
}
