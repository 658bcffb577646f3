import { WEEKDAY_KEYS } from '@rotawise/api-contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useTemplateCapacity } from '../api/get-template-capacity';
import { SETTINGS_TEXTS, WEEKDAY_LABELS } from '../texts';

function Row({ label, value, tone }: { label: string; value: string; tone?: 'bad' | 'good' }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-border py-1.5 first:border-t-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-sm font-medium tabular-nums',
          tone === 'bad' && 'text-destructive-soft-foreground dark:text-destructive',
          tone === 'good' && 'text-success-soft-foreground',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The seed's capacity check on the department as it stands: staff-days needed against available. */
export function CapacityCard() {
  const capacity = useTemplateCapacity();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{SETTINGS_TEXTS.capacityTitle}</CardTitle>
        <CardDescription>{SETTINGS_TEXTS.capacityIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {capacity.isPending ? (
          <Skeleton className="h-32" />
        ) : capacity.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{capacity.error.message}</AlertDescription>
          </Alert>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <dl aria-label={SETTINGS_TEXTS.capacityTitle}>
              <Row label={SETTINGS_TEXTS.needed} value={`${capacity.data.monthDemand} staff-days`} />
              <Row label={SETTINGS_TEXTS.available} value={`${capacity.data.capacity} staff-days`} />
              <Row label={SETTINGS_TEXTS.committed} value={`${capacity.data.commitments} staff-days`} />
              <Row
                label={SETTINGS_TEXTS.margin}
                value={capacity.data.margin === null ? '—' : `${(capacity.data.margin * 100).toFixed(1)}%`}
                tone={capacity.data.margin !== null && capacity.data.margin < 0 ? 'bad' : 'good'}
              />
              <Row
                label={SETTINGS_TEXTS.onCall}
                value={`${capacity.data.onCallDemand} / ${capacity.data.onCallCapacity}`}
                tone={capacity.data.onCallDemand > capacity.data.onCallCapacity ? 'bad' : undefined}
              />
              <Row
                label={SETTINGS_TEXTS.director}
                value={`${capacity.data.directorDemand} / ${capacity.data.directorCapacity}`}
                tone={capacity.data.directorDemand > capacity.data.directorCapacity ? 'bad' : undefined}
              />
            </dl>
            <table className="text-sm" aria-label="Shifts per weekday">
              <thead>
                <tr>
                  <th scope="col" className="pb-1 text-left font-medium text-muted-foreground">
                    Day
                  </th>
                  <th scope="col" className="pb-1 text-right font-medium text-muted-foreground">
                    Shifts
                  </th>
                </tr>
              </thead>
              <tbody>
                {WEEKDAY_KEYS.map((day, i) => (
                  <tr key={day} className="border-t border-border">
                    <th scope="row" className="py-1 text-left font-normal">
                      {WEEKDAY_LABELS[day]}
                    </th>
                    <td className="py-1 text-right tabular-nums">{capacity.data.dailyTotals[i]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
