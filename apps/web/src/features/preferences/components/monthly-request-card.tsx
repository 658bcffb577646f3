import type { ShiftType as ShiftOption } from '@rotawise/api-contract';
import { shiftGroups } from '@rotawise/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { UnderstoodAs } from '@/components/understood-as';
import { useUnderstoodAs } from '@/lib/interpret/use-understood-as';
import { useDailyRequests } from '../api/get-daily-requests';
import { useMonthlyRequestText } from '../api/get-monthly-request-text';
import { useSaveDailyRequest } from '../api/save-daily-request';
import {
  keepSavedMonthlyText,
  saveMonthlyRequestText,
  useSaveMonthlyRequestText,
} from '../api/save-monthly-request-text';
import { PREFERENCES_TEXTS as T } from '../texts';
import { localToday, requestMonths } from '../utils/months';
import { DayDialog, type DayEdit } from './day-dialog';
import { DayGrid } from './day-grid';

/** The month's free text with dirty tracking: Saved (outline) until it changes, then an orange Save Changes. */
function MonthlyText({
  staffId,
  year,
  month,
  saved,
  shifts,
}: {
  staffId: number;
  year: number;
  month: number;
  saved: string;
  shifts: ShiftOption[];
}) {
  const id = useId();
  const [draft, setDraft] = useState(saved);
  const save = useSaveMonthlyRequestText();
  const dirty = draft !== saved;
  const understood = useUnderstoodAs(draft, year, month);

  // Leaving the month (or the page) with unsaved text saves it: nothing typed is lost, and the cache keeps
  // the saved text so coming back to the month shows it.
  const queryClient = useQueryClient();
  const latest = useRef({ draft, dirty });
  latest.current = { draft, dirty };
  useEffect(
    () => () => {
      if (!latest.current.dirty) return;
      const input = { staffId, year, month, naturalLanguageRequest: latest.current.draft };
      saveMonthlyRequestText(input)
        .then((saved) => keepSavedMonthlyText(queryClient, input, saved))
        .catch(() => toast({ title: T.monthlyFailed, variant: 'destructive' }));
    },
    [staffId, year, month, queryClient],
  );

  const submit = () =>
    save.mutate(
      { staffId, year, month, naturalLanguageRequest: draft },
      {
        onSuccess: () => toast({ title: T.monthlySaved, variant: 'success' }),
        onError: (error) =>
          toast({ title: T.monthlyFailed, description: error.message, variant: 'destructive' }),
      },
    );

  const names = Object.fromEntries(shifts.map((s) => [s.id, s.displayName]));
  return (
    <div className="grid gap-2">
      <FormField label={T.monthlyTextLabel}>
        <Textarea
          id={id}
          value={draft}
          maxLength={2000}
          placeholder={T.monthlyPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
          aria-describedby={`${id}-understood`}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {dirty ? 'Unsaved changes' : ''}
        </span>
        <Button
          onClick={submit}
          disabled={!dirty || save.isPending}
          variant={dirty ? 'default' : 'outline'}
          className={dirty ? 'bg-orange-600 text-white hover:bg-orange-700' : undefined}
        >
          {save.isPending ? T.saving : dirty ? T.saveChanges : T.saved}
        </Button>
      </div>
      <UnderstoodAs
        id={`${id}-understood`}
        state={understood}
        shiftNames={names}
        shiftGroups={shiftGroups(shifts)}
      />
    </div>
  );
}

/** A part of the card that failed to load, with its retry. */
function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-destructive">{text}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {T.retry}
      </Button>
    </div>
  );
}

/** The Monthly Request card: month selector, free text, and the day grid with one call per changed day. */
export function MonthlyRequestCard({ staffId, shifts }: { staffId: number; shifts: ShiftOption[] }) {
  const months = requestMonths();
  const [chosen, setChosen] = useState(0);
  const { year, month } = months[chosen]!;
  const text = useMonthlyRequestText(staffId, year, month);
  const days = useDailyRequests(staffId, year, month);
  const saveDay = useSaveDailyRequest();
  const [openDate, setOpenDate] = useState<string | null>(null);
  const selectId = useId();

  const changeDay = (date: string, edit: DayEdit) =>
    saveDay.mutate(
      { staffId, date, ...edit },
      {
        onError: () => toast({ title: T.errorTitle, description: T.dayFailed, variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.monthlyTitle}</CardTitle>
        <CardDescription>{T.monthlyDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <FormField label={T.monthLabel} className="max-w-xs">
          <NativeSelect id={selectId} value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
            {months.map((m, i) => (
              <option key={`${m.year}-${m.month}`} value={i}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text.isPending ? (
          <Skeleton className="h-28" />
        ) : text.error ? (
          <LoadFailed text={`${T.monthlyLoadFailed}: ${text.error.message}`} onRetry={() => text.refetch()} />
        ) : (
          <MonthlyText
            key={`${year}-${month}`}
            staffId={staffId}
            year={year}
            month={month}
            saved={text.data.naturalLanguageRequest}
            shifts={shifts}
          />
        )}
        <section className="grid gap-2" aria-labelledby={`${selectId}-days`}>
          <h3 id={`${selectId}-days`} className="text-sm font-medium">
            {T.dayGridTitle}
          </h3>
          <p className="text-xs text-muted-foreground">{T.dayGridHelp}</p>
          {days.isPending ? (
            <Skeleton className="h-72" />
          ) : days.error ? (
            <LoadFailed text={`${T.daysLoadFailed}: ${days.error.message}`} onRetry={() => days.refetch()} />
          ) : (
            <DayGrid
              year={year}
              month={month}
              today={localToday()}
              requests={days.data}
              shifts={shifts}
              onPick={setOpenDate}
            />
          )}
        </section>
        <DayDialog
          date={openDate}
          current={days.data?.find((d) => d.date === openDate)}
          shifts={shifts}
          saving={saveDay.isPending}
          onChange={(edit) => openDate && changeDay(openDate, edit)}
          onClose={() => setOpenDate(null)}
        />
      </CardContent>
    </Card>
  );
}
