import type { ShiftType, TemplateSlot, WeekdayKey } from '@rotawise/api-contract';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import { useUpdateWeeklyDay } from '../api/update-weekly-day';
import { SETTINGS_TEXTS, WEEKDAY_LABELS } from '../texts';

const same = (a: readonly TemplateSlot[], b: readonly TemplateSlot[]) =>
  a.length === b.length && a.every((s, i) => s.shiftType === b[i]?.shiftType && s.count === b[i]?.count);

/** One weekday's list of shift type and count, with its total; saved as a whole. */
export function DayEditor({
  day,
  slots,
  shifts,
}: {
  day: WeekdayKey;
  slots: TemplateSlot[];
  shifts: ShiftType[];
}) {
  const id = useId();
  const [draft, setDraft] = useState<TemplateSlot[]>(slots);
  const [adding, setAdding] = useState('');
  const save = useUpdateWeeklyDay();
  useEffect(() => setDraft(slots), [slots]);

  const label = WEEKDAY_LABELS[day];
  const byId = new Map(shifts.map((s) => [s.id, s]));
  const unused = shifts.filter((s) => !draft.some((d) => d.shiftType === s.id));
  const total = draft.reduce((sum, s) => sum + s.count, 0);
  const dirty = !same(draft, slots);

  const setCount = (shiftType: string, count: number) =>
    setDraft((current) => current.map((s) => (s.shiftType === shiftType ? { ...s, count } : s)));

  return (
    <Card aria-label={label}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">{label}</CardTitle>
        <Badge variant="secondary" aria-label={`${label} total`}>
          {SETTINGS_TEXTS.total(total)}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-2">
        {draft.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SETTINGS_TEXTS.emptyDay}</p>
        ) : null}
        <ul className="grid gap-1.5">
          {draft.map((slot) => {
            const shift = byId.get(slot.shiftType);
            const name = shift?.displayName ?? slot.shiftType;
            return (
              <li key={slot.shiftType} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate" title={slot.shiftType}>
                  {name}
                  {shift ? (
                    <span className="ml-1 text-xs text-muted-foreground">{shift.startTime}</span>
                  ) : null}
                </span>
                <Input
                  type="number"
                  min={1}
                  max={50}
                  className="h-8 w-16 text-center tabular-nums"
                  aria-label={`${name} count on ${label}`}
                  value={slot.count}
                  onChange={(event) => {
                    const n = Number.parseInt(event.target.value, 10);
                    if (Number.isFinite(n)) setCount(slot.shiftType, Math.min(50, Math.max(1, n)));
                  }}
                />
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Remove ${name} from ${label}`}
                  onClick={() => setDraft((current) => current.filter((s) => s.shiftType !== slot.shiftType))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
        {unused.length > 0 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-add`} className="sr-only">
              Shift type to add on {label}
            </label>
            <NativeSelect
              id={`${id}-add`}
              className="h-8 min-w-0"
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
            >
              <option value="">Choose a shift type…</option>
              {unused.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.displayName} ({s.startTime})
                </option>
              ))}
            </NativeSelect>
            <Button
              size="sm"
              variant="outline"
              disabled={!adding}
              aria-label={`Add shift to ${label}`}
              onClick={() => {
                setDraft((current) => [...current, { shiftType: adding, count: 1 }]);
                setAdding('');
              }}
            >
              <Plus aria-hidden /> {SETTINGS_TEXTS.addSlot}
            </Button>
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="flex items-center justify-between gap-2">
        <span className="text-xs text-warning-soft-foreground">{dirty ? SETTINGS_TEXTS.unsaved : null}</span>
        <Button
          size="sm"
          disabled={!dirty || save.isPending}
          aria-label={`Save ${label}`}
          onClick={() =>
            save.mutate(
              { day, slots: draft },
              {
                onSuccess: () => toast({ title: SETTINGS_TEXTS.daySaved(label), variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: SETTINGS_TEXTS.errorTitle,
                    description: SETTINGS_TEXTS.updateScheduleFailed(error.message),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {save.isPending ? SETTINGS_TEXTS.saving : SETTINGS_TEXTS.saveDay}
        </Button>
      </CardFooter>
    </Card>
  );
}
