import { MONTH_NAMES, type MonthlyRequestStatus, shiftGroups } from '@rotawise/api-contract';
import { ArrowLeft, Check, X } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { UnderstoodAs } from '@/components/understood-as';
import { ApiError } from '@/lib/api-client';
import { useUnderstoodAs } from '@/lib/interpret/use-understood-as';
import { sortedShifts, useShifts } from '@/lib/shift-types/get-shifts';
import { PAGE_TITLES } from '@/lib/texts';
import { useMonthlyRequestDetails } from '../api/get-monthly-request-details';
import { useUpdateMonthlyRequestStatus } from '../api/update-monthly-request-status';
import { DailyRequestCard } from '../components/daily-request-card';
import { MonthlyStatusBadge } from '../components/monthly-status-badge';
import { MONTHLY_TEXTS as T } from '../texts';

function Details({ requestId }: { requestId: number }) {
  const details = useMonthlyRequestDetails(requestId);
  const shifts = useShifts();
  const decide = useUpdateMonthlyRequestStatus();
  const data = details.data;
  const understood = useUnderstoodAs(
    data?.naturalLanguageRequest ?? '',
    data?.year ?? 2024,
    data?.month ?? 1,
  );

  if (details.isPending) return <Skeleton className="h-64" />;
  if (details.error) {
    // A 404 is a missing request; anything else is a failed load the admin can retry.
    const missing = details.error instanceof ApiError && details.error.status === 404;
    return (
      <Alert variant="destructive">
        <AlertTitle>{missing ? T.notFound : T.loadFailed}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          {details.error.message}
          {missing ? null : (
            <Button size="sm" variant="outline" onClick={() => void details.refetch()}>
              {T.retry}
            </Button>
          )}
        </AlertDescription>
      </Alert>
    );
  }
  const request = details.data;
  const list = sortedShifts(shifts.data);
  const names = Object.fromEntries(list.map((s) => [s.id, s.displayName]));
  const setStatus = (status: MonthlyRequestStatus) =>
    decide.mutate(
      { requestId, status },
      {
        onSuccess: () =>
          toast({ title: status === 'approved' ? T.approved : T.rejected, variant: 'success' }),
        onError: (error) =>
          toast({ title: T.updateFailed, description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>{request.staffName}</CardTitle>
            <CardDescription>
              {T.period}: {MONTH_NAMES[request.month - 1]} {request.year}
            </CardDescription>
          </div>
          <MonthlyStatusBadge status={request.status} />
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <h2 className="text-sm font-medium">{T.requestText}</h2>
            <p className="whitespace-pre-wrap text-sm">{request.naturalLanguageRequest || T.noText}</p>
          </div>
          {request.naturalLanguageRequest ? (
            <UnderstoodAs state={understood} shiftNames={names} shiftGroups={shiftGroups(list)} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => setStatus('approved')}
              disabled={decide.isPending || request.status === 'approved'}
            >
              <Check aria-hidden /> {T.approve}
            </Button>
            <Button
              variant="destructive"
              onClick={() => setStatus('rejected')}
              disabled={decide.isPending || request.status === 'rejected'}
            >
              <X aria-hidden /> {T.reject}
            </Button>
          </div>
        </CardContent>
      </Card>
      <section className="grid gap-3" aria-labelledby="daily-requests-title">
        <h2 id="daily-requests-title" className="text-lg font-semibold">
          {T.dailyTitle}
        </h2>
        {request.dailyRequests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noDaily}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {request.dailyRequests.map((day) => (
              <DailyRequestCard key={day.id} request={day} names={names} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** Monthly request details (admin): period, status, the text and what it was understood as, the days. */
export default function MonthlyRequestDetailsPage() {
  const { requestId } = useParams();
  const id = Number(requestId);
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.monthlyRequestDetails}
        actions={
          <Button variant="outline" asChild>
            <Link to="/monthly-requests">
              <ArrowLeft aria-hidden /> {T.back}
            </Link>
          </Button>
        }
      />
      {Number.isInteger(id) && id > 0 ? (
        <Details requestId={id} />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>{T.notFound}</AlertTitle>
        </Alert>
      )}
    </>
  );
}
