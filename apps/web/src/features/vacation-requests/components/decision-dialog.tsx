import { VACATION_NOTES_MAX, type VacationRequest } from '@rotawise/api-contract';
import { Check, X } from 'lucide-react';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { useApproveVacationRequest } from '../api/approve-vacation-request';
import { useDenyVacationRequest } from '../api/deny-vacation-request';
import { VACATION_TEXTS } from '../texts';
import { daysLabel, formatRange } from '../utils/dates';

export type Decision = 'approve' | 'deny';

/** Which dialog a decision opens: a pending request is approved or denied, a decided one re-responded to. */
export function decisionTitle(request: VacationRequest, decision: Decision): string {
  if (request.status === 'pending')
    return decision === 'approve' ? VACATION_TEXTS.approveTitle : VACATION_TEXTS.denyTitle;
  return decision === 'approve' ? VACATION_TEXTS.updateApprovalTitle : VACATION_TEXTS.updateDenialTitle;
}

/** Approve or deny one request with optional notes (also to respond again to a decided one). */
export function DecisionDialog({
  target,
  onClose,
}: {
  target: { request: VacationRequest; decision: Decision } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DecisionDialogContent
          key={`${target.request.id}-${target.decision}`}
          request={target.request}
          decision={target.decision}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function DecisionDialogContent({
  request,
  decision,
  onClose,
}: {
  request: VacationRequest;
  decision: Decision;
  onClose: () => void;
}) {
  // Re-responding starts from the notes already given.
  const [notes, setNotes] = useState(request.responseNotes ?? '');
  const approve = useApproveVacationRequest();
  const deny = useDenyVacationRequest();
  const mutation = decision === 'approve' ? approve : deny;
  const tooLong = notes.trim().length > VACATION_NOTES_MAX;
  const pending = mutation.isPending;

  const confirm = () => {
    if (tooLong || pending) return;
    const trimmed = notes.trim();
    mutation.mutate(
      { id: request.id, notes: trimmed === '' ? null : trimmed },
      {
        onSuccess: () => {
          toast({
            title: decision === 'approve' ? VACATION_TEXTS.approved : VACATION_TEXTS.denied,
            description: `${request.staffName}, ${formatRange(request.startDate, request.endDate)}`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: decision === 'approve' ? VACATION_TEXTS.approveFailed : VACATION_TEXTS.denyFailed,
            description: error.message,
            variant: 'destructive',
          }),
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
        <DialogTitle>{decisionTitle(request, decision)}</DialogTitle>
        <DialogDescription>
          {request.staffName}: {formatRange(request.startDate, request.endDate)} (
          {daysLabel(request.startDate, request.endDate)})
        </DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        {request.requestNotes ? (
          <p className="rounded-md border border-border bg-subtle p-3 text-sm">
            <span className="font-medium">Request notes: </span>
            {request.requestNotes}
          </p>
        ) : null}
        <FormField
          label="Notes (optional)"
          error={tooLong ? 'Notes must be 300 characters or less' : undefined}
          description={`${notes.length}/${VACATION_NOTES_MAX} characters`}
        >
          <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} disabled={pending} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          {decision === 'approve' ? (
            <Button type="submit" disabled={pending || tooLong}>
              <Check aria-hidden />
              {pending ? 'Approving...' : 'Approve'}
            </Button>
          ) : (
            <Button type="submit" variant="destructive" disabled={pending || tooLong}>
              <X aria-hidden />
              {pending ? 'Denying...' : 'Deny'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
