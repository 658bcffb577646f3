import { type StandingPreferences, shiftRatingLabel } from '@rotawise/api-contract';
import { ArrowLeft, Info } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { sortedShifts, useShifts } from '@/lib/shift-types/get-shifts';
import { cn } from '@/lib/utils';
import { useAdminLimits } from '../api/get-admin-limits';
import { useStaffMember } from '../api/get-staff-member';
import { useStandingPreferences } from '../api/get-standing-preferences';
import { AdminLimitsCard } from '../components/admin-limits-card';
import { RoleBadges } from '../components/role-badges';
import { STAFF_TEXTS } from '../texts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function BackToStaff() {
  return (
    <Button asChild variant="outline">
      <Link to="/staff">
        <ArrowLeft aria-hidden /> {STAFF_TEXTS.backToStaff}
      </Link>
    </Button>
  );
}

function Fact({ label, value, className }: { label: string; value: React.ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

function StandingCard({ standing }: { standing: StandingPreferences }) {
  const days = (list: number[]) => (list.length ? list.map((d) => WEEKDAY_NAMES[d] ?? d).join(', ') : 'None');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{STAFF_TEXTS.standingTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact label="Minimum shifts per month" value={standing.minShiftsPerMonth} />
          <Fact label="Target shifts per month" value={standing.targetShiftsPerMonth} />
          <Fact label="Maximum shifts per month" value={standing.maxShiftsPerMonth} />
          <Fact label="Maximum consecutive days" value={standing.maxConsecutiveDays} />
          <Fact label="Minimum consecutive days" value={standing.minConsecutiveDays} />
          <Fact label="Circadian rhythm" value={standing.enableCircadianRhythm ? 'On' : 'Off'} />
          <Fact label="Preferred weekdays" value={days(standing.preferredWeekdays)} />
          <Fact label="Avoided weekdays" value={days(standing.avoidedWeekdays)} />
          <Fact
            className="col-span-full"
            label="Additional preferences"
            value={standing.naturalLanguagePreferences || <span className="text-muted-foreground">None</span>}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function RatingsCard({ ratings }: { ratings: Record<string, number> }) {
  const shifts = useShifts();
  const list = sortedShifts(shifts.data);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{STAFF_TEXTS.ratingsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((shift) => {
            const label = shiftRatingLabel(ratings[shift.id]);
            return (
              <li
                key={shift.id}
                className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5 text-sm"
              >
                <span>
                  {shift.displayName}{' '}
                  <span className="text-xs text-muted-foreground">({shift.startTime})</span>
                </span>
                <Badge
                  variant={label === 'Like' ? 'success' : label === 'Dislike' ? 'destructive' : 'outline'}
                >
                  {label}
                </Badge>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** /staff-preferences/{staffId} (also /staff/{staffId}/preferences): one person's limits and preferences. */
export default function StaffPreferencesPage() {
  const staffId = Number(useParams().staffId);
  const valid = Number.isInteger(staffId) && staffId > 0;
  const member = useStaffMember(staffId);
  const found = valid && Boolean(member.data);
  const limits = useAdminLimits(staffId, found);
  const standing = useStandingPreferences(staffId, found);

  if (valid && member.isPending) return <PageSpinner />;
  if (!valid || !member.data) {
    return (
      <>
        <PageHeader title={STAFF_TEXTS.notFound} actions={<BackToStaff />} />
        <Alert variant="destructive">
          <AlertTitle>{STAFF_TEXTS.notFound}</AlertTitle>
          <AlertDescription>
            {member.isError ? member.error.message : STAFF_TEXTS.notFoundBody}
          </AlertDescription>
        </Alert>
      </>
    );
  }
  const person = member.data;
  return (
    <>
      <PageHeader title={`${STAFF_TEXTS.preferencesTitle}: ${person.name}`} actions={<BackToStaff />} />
      <div className="grid grid-cols-1 gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{person.name}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Fact label="Role" value={<RoleBadges member={person} />} />
              <Fact label="Email" value={person.email ?? '—'} />
              <Fact label="Phone" value={person.phone ?? '—'} />
              <Fact
                label="Director privileges"
                value={person.isDirector || person.role === 'DIRECTOR' ? 'Yes' : 'No'}
              />
            </dl>
          </CardContent>
        </Card>
        {limits.data ? <AdminLimitsCard staffId={staffId} limits={limits.data} /> : <PageSpinner />}
        {standing.isPending ? (
          <PageSpinner />
        ) : standing.data ? (
          <>
            <StandingCard standing={standing.data} />
            <RatingsCard ratings={standing.data.shiftPreferences} />
          </>
        ) : (
          <Alert>
            <Info aria-hidden />
            <AlertTitle>{STAFF_TEXTS.noStanding}</AlertTitle>
            <AlertDescription>{STAFF_TEXTS.noStandingBody}</AlertDescription>
          </Alert>
        )}
        <p className="text-xs text-muted-foreground">{STAFF_TEXTS.dataSource}</p>
      </div>
    </>
  );
}
