import type { DailyRequest } from '@rotawise/api-contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MODE_WORDS } from '../texts';

function dayTitle(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}

/** One day's request: its date, kind, the shifts it names and the reason given. */
export function DailyRequestCard({
  request,
  names,
}: {
  request: DailyRequest;
  names: Record<string, string>;
}) {
  const shifts = request.selectedShifts.map((id) => names[id] ?? id).join(', ');
  return (
    <Card className="gap-2">
      <CardHeader className="pb-0">
        <CardTitle className="text-base">{dayTitle(request.date)}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="font-medium">{MODE_WORDS[request.mode]}</p>
        {request.mode === 'specific_shifts_off' ? <p>Shifts off: {shifts || 'none chosen yet'}</p> : null}
        {request.mode === 'request_to_work' ? (
          <p>{request.anyShift || !shifts ? 'Any shift' : `Shifts: ${shifts}`}</p>
        ) : null}
        {request.reason ? <p className="text-muted-foreground">Reason: {request.reason}</p> : null}
      </CardContent>
    </Card>
  );
}
