import type { VacationRequest } from '@rotawise/api-contract';
import { Check, CircleAlert, Inbox, Pencil, RefreshCw, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { VACATION_TEXTS } from '../texts';
import { daysLabel, formatDay, formatRange, localToday } from '../utils/dates';
import type { Decision } from './decision-dialog';
import { VacationStatusBadge } from './status-badge';

export const FILTERS = ['All', 'Pending', 'Approved', 'Denied', 'Upcoming'] as const;
export type Filter = (typeof FILTERS)[number];

/** Upcoming: not denied, and starting today or later. */
export function applyFilter(requests: VacationRequest[], filter: Filter, today: string): VacationRequest[] {
  switch (filter) {
    case 'All':
      return requests;
    case 'Upcoming':
      return requests.filter((r) => r.status !== 'denied' && r.startDate >= today);
    default:
      return requests.filter((r) => r.status === filter.toLowerCase());
  }
}

export interface ListActions {
  onDecide: (request: VacationRequest, decision: Decision) => void;
  onEditDates: (request: VacationRequest) => void;
  onDelete: (request: VacationRequest) => void;
}

interface Viewer {
  isAdmin: boolean;
  staffId: number | null;
}

/** Delete rules of the spec: the requester withdraws a pending request, an admin removes a decided one. */
export function canDelete(request: VacationRequest, viewer: Viewer): boolean {
  if (request.status === 'pending') return viewer.staffId !== null && request.staffId === viewer.staffId;
  return viewer.isAdmin;
}

function LoadingList() {
  return (
    <div className="grid gap-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading vacation requests...
      </span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full" />
      ))}
    </div>
  );
}

function RequestItem({
  request,
  viewer,
  showName,
  actions,
}: {
  request: VacationRequest;
  viewer: Viewer;
  showName: boolean;
  actions: ListActions;
}) {
  const range = formatRange(request.startDate, request.endDate);
  const who = `${request.staffName}, ${range}`;
  const decided = request.status !== 'pending';
  return (
    <li
      className="grid gap-3 rounded-md border border-border bg-card p-4 sm:grid-cols-[1fr_auto]"
      aria-label={`${request.staffName}: ${range}, ${request.status}`}
    >
      <div className="grid min-w-0 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          {showName ? <span className="font-semibold">{request.staffName}</span> : null}
          <span className={showName ? 'text-muted-foreground' : 'font-semibold'}>{range}</span>
          <span className="text-muted-foreground">({daysLabel(request.startDate, request.endDate)})</span>
          <VacationStatusBadge status={request.status} />
        </div>
        {request.requestNotes ? <p className="break-words">{request.requestNotes}</p> : null}
        {decided && request.respondedAt ? (
          <p className="break-words text-muted-foreground">
            {request.status === 'approved' ? 'Approved' : 'Denied'}
            {request.respondedBy ? ` by ${request.respondedBy}` : ''} on{' '}
            {formatDay(request.respondedAt.slice(0, 10))}
            {request.responseNotes ? `: ${request.responseNotes}` : ''}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:justify-end">
        {viewer.isAdmin ? (
          <>
            <Button
              size="sm"
              variant={decided ? 'outline' : 'default'}
              aria-label={`${decided ? VACATION_TEXTS.updateApprovalTitle : 'Approve'}: ${who}`}
              onClick={() => actions.onDecide(request, 'approve')}
            >
              <Check aria-hidden />
              {decided ? VACATION_TEXTS.updateApprovalTitle : 'Approve'}
            </Button>
            <Button
              size="sm"
              variant={decided ? 'outline' : 'destructive'}
              aria-label={`${decided ? VACATION_TEXTS.updateDenialTitle : 'Deny'}: ${who}`}
              onClick={() => actions.onDecide(request, 'deny')}
            >
              <X aria-hidden />
              {decided ? VACATION_TEXTS.updateDenialTitle : 'Deny'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Edit dates: ${who}`}
              onClick={() => actions.onEditDates(request)}
            >
              <Pencil aria-hidden />
              Edit dates
            </Button>
          </>
        ) : null}
        {canDelete(request, viewer) ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete: ${who}`}
            onClick={() => actions.onDelete(request)}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** A tab's list: the sub-filters, then the requests in a 400 px scrolling region. */
export function VacationRequestList({
  label,
  requests,
  isPending,
  error,
  onRetry,
  retrying,
  viewer,
  showNames,
  actions,
  onNewRequest,
}: {
  label: string;
  requests: VacationRequest[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  viewer: Viewer;
  showNames: boolean;
  actions: ListActions;
  onNewRequest: () => void;
}) {
  const [filter, setFilter] = useState<Filter>('All');
  const today = localToday();

  if (error)
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertTitle>{VACATION_TEXTS.loadFailed}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{error.message}</p>
          <div>
            <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
              <RefreshCw aria-hidden /> Retry
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  if (isPending || !requests) return <LoadingList />;

  const shown = applyFilter(requests, filter, today);
  return (
    <div className="grid gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form fieldset */}
      <div className="flex flex-wrap gap-1" role="group" aria-label={`Filter ${label}`}>
        {FILTERS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={filter === name ? 'secondary' : 'ghost'}
            aria-pressed={filter === name}
            className={cn(filter === name && 'ring-1 ring-border')}
            onClick={() => setFilter(name)}
          >
            {name}
            <span className="text-xs text-muted-foreground">{applyFilter(requests, name, today).length}</span>
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border px-6 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <Inbox className="size-5" aria-hidden />
          </span>
          <p className="text-sm font-medium">
            {requests.length === 0 ? 'No vacation requests yet' : `No ${filter.toLowerCase()} requests`}
          </p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {requests.length === 0
              ? 'Ask for time off on the New Request tab; it appears here while it waits for a decision.'
              : 'Choose another filter above to see the other requests.'}
          </p>
          {requests.length === 0 ? (
            <Button size="sm" onClick={onNewRequest}>
              New Request
            </Button>
          ) : null}
        </div>
      ) : (
        <ScrollRegion className="h-[400px] overflow-y-auto rounded-md" label={label}>
          <ul className="grid gap-2 pr-1">
            {shown.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                viewer={viewer}
                showName={showNames}
                actions={actions}
              />
            ))}
          </ul>
        </ScrollRegion>
      )}
    </div>
  );
}
