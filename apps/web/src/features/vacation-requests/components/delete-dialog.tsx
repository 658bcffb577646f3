import type { VacationRequest } from '@rotawise/api-contract';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteVacationRequest } from '../api/delete-vacation-request';
import { VACATION_TEXTS } from '../texts';
import { formatRange } from '../utils/dates';

/** Confirms a delete and says what goes; it cannot be dismissed by a stray click while deleting. */
export function DeleteDialog({ request, onClose }: { request: VacationRequest | null; onClose: () => void }) {
  const remove = useDeleteVacationRequest();
  const pending = remove.isPending;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      {request ? (
        <DialogContent onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{VACATION_TEXTS.deleteTitle}</DialogTitle>
            <DialogDescription>
              {request.staffName}'s {request.status} request for{' '}
              {formatRange(request.startDate, request.endDate)} will be removed for good, with its notes and
              response.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={pending}
              onClick={() =>
                remove.mutate(request.id, {
                  onSuccess: () => {
                    toast({ title: VACATION_TEXTS.deleted, variant: 'success' });
                    onClose();
                  },
                  onError: (error) =>
                    toast({
                      title: VACATION_TEXTS.deleteFailed,
                      description: error.message,
                      variant: 'destructive',
                    }),
                })
              }
            >
              <Trash2 aria-hidden />
              {pending ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
