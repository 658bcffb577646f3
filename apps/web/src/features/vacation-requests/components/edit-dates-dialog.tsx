import { inclusiveDayCount, type VacationRequest, vacationDatesSchema } from '@rotawise/api-contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useUpdateVacationDates } from '../api/update-vacation-dates';
import { VACATION_TEXTS } from '../texts';
import { localToday } from '../utils/dates';

/** An admin moves a request's dates; both dates must be chosen and pass the form's rules. */
export function EditDatesDialog({
  request,
  onClose,
}: {
  request: VacationRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {request ? <EditDatesContent key={request.id} request={request} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditDatesContent({ request, onClose }: { request: VacationRequest; onClose: () => void }) {
  const [startDate, setStartDate] = useState(request.startDate);
  const [endDate, setEndDate] = useState(request.endDate);
  const [errors, setErrors] = useState<{ startDate?: string; endDate?: string }>({});
  const update = useUpdateVacationDates();
  const today = localToday();
  const bothChosen = startDate !== '' && endDate !== '';
  const days = inclusiveDayCount(startDate, endDate);
  const pending = update.isPending;

  const save = () => {
    if (!bothChosen || pending) return;
    const result = vacationDatesSchema(today).safeParse({ startDate, endDate });
    if (!result.success) {
      const found: typeof errors = {};
      for (const issue of result.error.issues)
        found[issue.path[0] as 'startDate' | 'endDate'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { id: request.id, startDate, endDate },
      {
        onSuccess: () => {
          toast({ title: VACATION_TEXTS.updated, description: request.staffName, variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({ title: VACATION_TEXTS.updateFailed, description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <DialogContent
      onInteractOutside={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <DialogHeader>
        <DialogTitle>{VACATION_TEXTS.editDatesTitle}</DialogTitle>
        <DialogDescription>{request.staffName}'s request keeps its status and notes.</DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Start date" error={errors.startDate}>
            <Input
              type="date"
              min={today}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              disabled={pending}
            />
          </FormField>
          <FormField label="End date" error={errors.endDate}>
            <Input
              type="date"
              min={startDate && startDate > today ? startDate : today}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              disabled={pending}
            />
          </FormField>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {bothChosen ? `${days} ${days === 1 ? 'day' : 'days'} requested` : VACATION_TEXTS.bothDatesRequired}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || !bothChosen}>
            {pending ? 'Saving...' : 'Save Dates'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
