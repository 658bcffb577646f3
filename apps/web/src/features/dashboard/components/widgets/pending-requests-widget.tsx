import { MONTH_NAMES } from '@rotawise/api-contract';
import { CheckCircle2, Circle, Clock, XCircle } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMonthlyRequests } from '../../api/get-monthly-requests';
import { DASHBOARD_TEXTS } from '../../texts';
import { requestMonths } from '../../utils/widget-stats';
import { WidgetError } from './widget-frame';

function StatusIcon({ status }: { status: string | null }) {
  if (status === 'approved')
    return <CheckCircle2 className="size-4 text-green-600 dark:text-green-400" aria-hidden />;
  if (status === 'pending')
    return <Clock className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />;
  if (status === null) return <Circle className="size-4 text-muted-foreground" aria-hidden />;
  return <XCircle className="size-4 text-red-600 dark:text-red-400" aria-hidden />;
}

/** The person's monthly requests for the next 3 months: approved, pending, none or another status. */
export function PendingRequestsWidget({ staffId }: { staffId: number }) {
  const requests = useMonthlyRequests(staffId);
  if (requests.isPending) return <Skeleton className="h-24" />;
  if (requests.isError) return <WidgetError onRetry={() => requests.refetch()} />;
  return (
    <ul className="grid gap-2">
      {requestMonths(requests.data, new Date()).map(({ year, month, status }) => (
        <li
          key={`${year}-${month}`}
          className="flex items-center justify-between gap-2"
          data-status={status ?? 'none'}
        >
          <span>
            {MONTH_NAMES[month - 1]} {year}
          </span>
          <span className="flex items-center gap-1.5 capitalize">
            <StatusIcon status={status} />
            {status ?? DASHBOARD_TEXTS.noRequest}
          </span>
        </li>
      ))}
    </ul>
  );
}
