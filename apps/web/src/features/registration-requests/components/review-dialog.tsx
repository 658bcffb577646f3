import type { InitialLogin, RegistrationRequest, RegistrationStatus } from '@rotawise/api-contract';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
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
import { useReviewRegistrationRequest } from '../api/review-registration-request';
import { REGISTRATION_REQUESTS_TEXTS } from '../texts';
import { formatSubmitted } from './format';

import { RegistrationStatusBadge } from './status-badge';

const NOTES_MAX = 2000;

interface ReviewDialogProps {
  /** The request under review; null closes the dialog. */
  request: RegistrationRequest | null;
  onClose: () => void;
  /** Called once with the login an approval created, for the one-time display. */
  onInitialLogin: (login: InitialLogin, name: string) => void;
}

const SUCCESS_TITLES: Record<RegistrationStatus, string> = {
  approved: 'Registration request approved',
  rejected: 'Registration request rejected',
  pending: 'Notes saved',
};

/**
 * Review of one registration request. Pending: Approve or Reject, with optional notes. Decided: only the
 * notes can be edited, and the status is sent back unchanged (the server refuses a change).
 */
export function ReviewDialog({ request, onClose, onInitialLogin }: ReviewDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {request ? (
        <ReviewDialogContent
          key={request.id}
          request={request}
          onClose={onClose}
          onInitialLogin={onInitialLogin}
        />
      ) : null}
    </Dialog>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

function ReviewDialogContent({
  request,
  onClose,
  onInitialLogin,
}: {
  request: RegistrationRequest;
  onClose: () => void;
  onInitialLogin: ReviewDialogProps['onInitialLogin'];
}) {
  const notesId = useId();
  const [notes, setNotes] = useState(request.notes ?? '');
  const review = useReviewRegistrationRequest();
  const decided = request.status !== 'pending';
  const tooLong = notes.length > NOTES_MAX;

  // Which button's words change to the in-progress text.
  const action = review.isPending ? review.variables?.status : null;

  const submit = (status: RegistrationStatus) => {
    if (tooLong || review.isPending) return;
    const trimmed = notes.trim();
    review.mutate(
      { id: request.id, status, notes: trimmed === '' ? null : trimmed },
      {
        onSuccess: (answer) => {
          toast({
            title: decided ? SUCCESS_TITLES.pending : SUCCESS_TITLES[status],
            description: answer.name,
            variant: 'success',
          });
          onClose();
          if (answer.initialLogin) onInitialLogin(answer.initialLogin, answer.name);
        },
        onError: (error) => {
          toast({
            title: REGISTRATION_REQUESTS_TEXTS.reviewFailed,
            description: error.message,
            variant: 'destructive',
          });
        },
      },
    );
  };

  const pending = review.isPending;
  return (
    <DialogContent
      // A click beside the dialog must not throw away typed notes while a decision is being sent.
      onInteractOutside={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <DialogHeader>
        <DialogTitle>Review Registration Request</DialogTitle>
        <DialogDescription>
          {decided
            ? 'This request has been decided; you can still edit its notes.'
            : 'Approving creates a staff member and a login for this person.'}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-3 rounded-md border border-border bg-subtle p-3 text-sm sm:grid-cols-2">
        <Detail label="Name" value={request.name} />
        <Detail label="Email" value={request.email} />
        <Detail label="Organization" value={request.organization} />
        <Detail label="Department" value={request.department} />
        <Detail label="Phone" value={request.phone_number} />
        <Detail label="Submitted" value={formatSubmitted(request.created_at)} />
        <div className="grid gap-0.5">
          <dt className="text-xs font-medium text-muted-foreground">Status</dt>
          <dd>
            <RegistrationStatusBadge status={request.status} />
          </dd>
        </div>
      </dl>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in the form saves notes on a decided request; a pending one needs an explicit choice.
          if (decided) submit(request.status);
        }}
      >
        <FormField
          label="Notes (optional)"
          error={tooLong ? `Notes must be ${NOTES_MAX} characters or less` : undefined}
        >
          <Textarea
            id={notesId}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder={decided ? undefined : 'Reason for the decision, for the audit trail'}
            disabled={pending}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          {decided ? (
            <Button type="submit" disabled={pending || tooLong}>
              {pending ? 'Saving...' : 'Save Notes'}
            </Button>
          ) : (
            <>
              <Button variant="destructive" onClick={() => submit('rejected')} disabled={pending || tooLong}>
                <X aria-hidden />
                {action === 'rejected' ? 'Rejecting...' : 'Reject'}
              </Button>
              <Button onClick={() => submit('approved')} disabled={pending || tooLong}>
                <Check aria-hidden />
                {action === 'approved' ? 'Approving...' : 'Approve'}
              </Button>
            </>
          )}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
