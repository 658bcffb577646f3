import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useRemoveScheduleEntry } from '../api/schedule-entries';
import { DASHBOARD_TEXTS } from '../texts';

/** 'Remove Shift': an admin takes one entry off the month (the undo of an added shift). */
export function RemoveEntryDialog({ entry, onClose }: { entry: CalendarEntry | null; onClose: () => void }) {
  const remove = useRemoveScheduleEntry();
  const name = entry?.staffName ?? '';
  const shift = entry?.shiftName ?? entry?.shiftType ?? '';
  return (
    <ConfirmDialog
      open={entry !== null}
      title={DASHBOARD_TEXTS.removeShift}
      description={entry ? DASHBOARD_TEXTS.removeShiftConfirm(name, shift, entry.date) : ''}
      confirmLabel={DASHBOARD_TEXTS.remove}
      pendingLabel={DASHBOARD_TEXTS.removing}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!entry) return;
        remove.mutate(Number(entry.id), {
          onSuccess: () => {
            toast({
              title: DASHBOARD_TEXTS.shiftRemoved,
              description: DASHBOARD_TEXTS.shiftRemovedBody(name, shift, entry.date),
              variant: 'success',
            });
            onClose();
          },
          onError: (error) =>
            toast({
              title: DASHBOARD_TEXTS.removeFailed,
              description: DASHBOARD_TEXTS.removeFailedBody(error.message),
              variant: 'destructive',
            }),
        });
      }}
    />
  );
}
