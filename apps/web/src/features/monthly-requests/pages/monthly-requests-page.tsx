import { MONTH_NAMES } from '@rotawise/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
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
  return (
    <>
      <PageHeader title={T.listTitle} description={T.listDescription} />
      <FormField label={T.monthLabel} className="mb-4 max-w-xs">
        <Input type="month" value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
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
