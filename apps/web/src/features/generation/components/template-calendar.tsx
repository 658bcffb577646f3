import type { VacationRequest } from '@rotawise/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GENERATION_TEXTS as T } from '../texts';

type Weekly = Record<
  'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT',
  { shiftType: string; count: number }[]
>;
const KEYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const HEAD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Before a run: the weekly template laid over the month, with the approved vacations of each day. */
export function TemplateCalendar({ year, month }: { year: number; month: number }) {
  const template = useQuery({
    queryKey: ['weekly-schedule'],
    queryFn: () => api.get<Weekly>('/api/weekly-schedule'),
    staleTime: 60_000,
  });
  const vacations = useQuery({
    queryKey: ['vacation-requests', 'month', year, month],
    queryFn: () => api.get<VacationRequest[]>(`/api/vacation-requests/month/${year}/${month}`),
  });
  if (template.error) return <p className="text-sm text-destructive">{T.templateError}</p>;
  if (!template.data) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offset = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const mm = String(month).padStart(2, '0');
  const approved = (vacations.data ?? []).filter((v) => v.status === 'approved');
  const cells = Array.from({ length: offset + days }, (_, i) => (i < offset ? null : i - offset + 1));
  return (
    <div className="grid grid-cols-7 gap-1 text-xs">
      {HEAD.map((h) => (
        <div key={h} className="p-1 font-medium">
          {h}
        </div>
      ))}
      {cells.map((day, i) => {
        if (day === null) return <div key={`blank-${i.toString()}`} />;
        const date = `${year}-${mm}-${String(day).padStart(2, '0')}`;
        const slots = template.data[KEYS[(offset + day - 1) % 7]!] ?? [];
        const away = approved.filter((v) => v.startDate <= date && v.endDate >= date);
        return (
          <div key={date} className="min-h-16 rounded border border-border p-1">
            <div className="font-medium">{day}</div>
            <div className="text-muted-foreground">{T.slots(slots.reduce((n, s) => n + s.count, 0))}</div>
            {away.map((v) => (
              <div key={v.id} className="truncate text-warning-soft-foreground" title={v.staffName ?? ''}>
                {v.staffName}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
