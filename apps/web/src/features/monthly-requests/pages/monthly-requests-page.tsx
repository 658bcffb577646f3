import { MONTH_NAMES } from '@rotawise/api-contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useMonthlyRequests } from '../api/get-monthly-requests';
import { MonthlyStatusBadge } from '../components/monthly-status-badge';
import { MONTHLY_TEXTS as T } from '../texts';

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/** Admin: everyone's monthly requests of a month, each linking to its details. */
export default function MonthlyRequestsPage() {
  const [value, setValue] = useState(thisMonth);
  const [year, month] = (/^\d{4}-\d{2}$/.test(value) ? value : thisMonth()).split('-').map(Number) as [
    number,
    number,
  ];
  const requests = useMonthlyRequests(year, month);
  const id = useId();
  return (
    <>
      <PageHeader title={T.listTitle} description={T.listDescription} />
      <div className="mb-4 grid max-w-xs gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {T.monthLabel}
        </label>
        <Input id={id} type="month" value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      <Card>
        <CardContent className="pt-6">
          {requests.isPending ? (
            <Skeleton className="h-32" />
          ) : requests.error ? (
            <p className="text-sm text-destructive">{requests.error.message}</p>
          ) : requests.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.none}</p>
          ) : (
            <ul className="divide-y divide-border">
              {requests.data.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="grid min-w-0 gap-0.5">
                    <Link
                      to={`/monthly-request-details/${r.id}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {r.staffName} · {MONTH_NAMES[r.month - 1]} {r.year}
                    </Link>
                    <span className="truncate text-sm text-muted-foreground">
                      {r.naturalLanguageRequest || T.noText}
                    </span>
                  </div>
                  <MonthlyStatusBadge status={r.status} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
