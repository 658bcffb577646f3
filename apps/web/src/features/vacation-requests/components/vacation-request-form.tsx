import {
  inclusiveDayCount,
  VACATION_MESSAGES,
  VACATION_NOTES_MAX,
  VacationNotesSchema,
  vacationDatesSchema,
} from '@rotawise/api-contract';
import { CalendarDays, CircleAlert, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { useCreateVacationRequest } from '../api/create-vacation-request';
import { VACATION_TEXTS } from '../texts';
import { localToday } from '../utils/dates';

type Field = 'startDate' | 'endDate' | 'requestNotes';
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['startDate', 'endDate', 'requestNotes'];

/** The spec's form rules (the server checks the same ones): first message per field. */
function validate(values: Record<Field, string>, today: string): Errors {
  const errors: Errors = {};
  const dates = vacationDatesSchema(today).safeParse(values);
  if (!dates.success)
    for (const issue of dates.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
  const notes = VacationNotesSchema.safeParse(values.requestNotes);
  if (!notes.success) errors.requestNotes = notes.error.issues[0]?.message;
  return errors;
}

/**
 * New request: start, end, optional notes, with a live count of the days asked for (both ends counted).
 * The end-date picker offers no day before the start date; the server repeats every check.
 */
export function VacationRequestForm({
  staffId,
  onCreated,
}: {
  /** The signed-in person's staff record; without one there is nobody to ask for. */
  staffId: number | null;
  onCreated: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    startDate: '',
    endDate: '',
    requestNotes: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [noStaff, setNoStaff] = useState(false);
  const refs = {
    startDate: useRef<HTMLInputElement>(null),
    endDate: useRef<HTMLInputElement>(null),
    requestNotes: useRef<HTMLTextAreaElement>(null),
  };
  const create = useCreateVacationRequest();
  const today = localToday();
  const days = inclusiveDayCount(values.startDate, values.endDate);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (submitted) setErrors(validate(next, today));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    const found = validate(values, today);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (staffId == null) {
      setNoStaff(true);
      return;
    }
    create.mutate(
      {
        staffId,
        startDate: values.startDate,
        endDate: values.endDate,
        requestNotes: values.requestNotes.trim(),
      },
      {
        onSuccess: () => {
          toast({ title: VACATION_TEXTS.created, variant: 'success' });
          setValues({ startDate: '', endDate: '', requestNotes: '' });
          setSubmitted(false);
          setErrors({});
          onCreated();
        },
        onError: (error) =>
          toast({ title: VACATION_TEXTS.createFailed, description: error.message, variant: 'destructive' }),
      },
    );
  };

  const pending = create.isPending;
  return (
    <form className="grid max-w-xl gap-4" noValidate onSubmit={submit} aria-label="New vacation request">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" error={errors.startDate}>
          <Input
            ref={refs.startDate}
            type="date"
            min={today}
            value={values.startDate}
            onChange={(event) => change('startDate', event.target.value)}
            disabled={pending}
          />
        </FormField>
        <FormField label="End date" error={errors.endDate}>
          <Input
            ref={refs.endDate}
            type="date"
            // The picker offers no day before the start (or before today).
            min={values.startDate && values.startDate > today ? values.startDate : today}
            value={values.endDate}
            onChange={(event) => change('endDate', event.target.value)}
            disabled={pending}
          />
        </FormField>
      </div>
      <p className="flex items-center gap-2 text-sm" aria-live="polite" data-testid="vacation-day-count">
        <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
        {days > 0 ? (
          <span>
            <strong className="font-semibold">{days}</strong> {days === 1 ? 'day' : 'days'} requested
          </span>
        ) : (
          <span className="text-muted-foreground">
            Choose a start and an end date to see the days requested.
          </span>
        )}
      </p>
      <FormField
        label="Notes (optional)"
        error={errors.requestNotes}
        description={`${values.requestNotes.length}/${VACATION_NOTES_MAX} characters`}
      >
        <Textarea
          ref={refs.requestNotes}
          value={values.requestNotes}
          onChange={(event) => change('requestNotes', event.target.value)}
          placeholder="Anything the scheduler should know"
          disabled={pending}
        />
      </FormField>
      {noStaff ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertDescription>{VACATION_MESSAGES.loginRequired}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden />
          {pending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
