import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth/get-user';
import { sortedShifts, useShifts } from '@/lib/shift-types/get-shifts';
import { PAGE_TITLES } from '@/lib/texts';
import { useStandingPreferences } from '../api/get-standing-preferences';
import { MonthlyRequestCard } from '../components/monthly-request-card';
import { StandingPreferencesCard } from '../components/standing-preferences-card';
import { PREFERENCES_TEXTS as T } from '../texts';

function StaffPreferences({ staffId }: { staffId: number }) {
  const shifts = useShifts();
  const standing = useStandingPreferences(staffId);
  const shiftList = sortedShifts(shifts.data);
  return (
    <div className="grid gap-6">
      <MonthlyRequestCard staffId={staffId} shifts={shiftList} />
      {standing.isPending || shifts.isPending ? (
        <Skeleton className="h-96" />
      ) : standing.error ? (
        <Alert variant="destructive">
          <AlertTitle>{T.standingLoadFailed}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {standing.error.message}
            <Button size="sm" variant="outline" onClick={() => void standing.refetch()}>
              {T.retry}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <StandingPreferencesCard staffId={staffId} stored={standing.data} shifts={shiftList} />
      )}
    </div>
  );
}

/** Preferences and Requests: a staff member's monthly requests, day choices and standing preferences. */
export default function PreferencesPage() {
  const { data: user } = useUser();
  const staffId = user?.staffId ?? null;
  return (
    <>
      <PageHeader title={PAGE_TITLES.preferences} description={T.headerNote} />
      {staffId === null ? (
        <Alert>
          <AlertTitle>{T.noStaffTitle}</AlertTitle>
          <AlertDescription>{T.noStaffBody}</AlertDescription>
        </Alert>
      ) : (
        <StaffPreferences staffId={staffId} />
      )}
    </>
  );
}
