import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteMonthSchedule } from '../api/delete-month-schedule';
import { DASHBOARD_TEXTS } from '../texts';
import { type MonthYear, monthLabel } from './month-year-fields';

/**
 * Administrator Controls (admins only): Delete Monthly Schedule for the month on show, behind a
 * confirmation that states it cannot be undone and that a stray click outside does not dismiss.
 */
export function AdminControls({ shown }: { shown: MonthYear }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMonthSchedule();
  const label = monthLabel(shown);
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>{DASHBOARD_TEXTS.adminControls}</CardTitle>
        <CardDescription>{DASHBOARD_TEXTS.adminControlsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden />
          {DASHBOARD_TEXTS.deleteMonthlySchedule}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent hideClose onPointerDownOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{DASHBOARD_TEXTS.deleteMonthlySchedule}</DialogTitle>
            <DialogDescription>{DASHBOARD_TEXTS.deleteConfirm(label)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={remove.isPending} onClick={() => setOpen(false)}>
              {DASHBOARD_TEXTS.cancel}
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(shown, {
                  onSuccess: () => {
                    toast({
                      title: DASHBOARD_TEXTS.scheduleDeleted,
                      description: DASHBOARD_TEXTS.scheduleDeletedBody(label),
                      variant: 'success',
                    });
                    setOpen(false);
                  },
                  onError: (error) =>
                    toast({
                      title: DASHBOARD_TEXTS.deleteError,
                      description: DASHBOARD_TEXTS.deleteErrorBody(error.message),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {remove.isPending ? DASHBOARD_TEXTS.deleting : DASHBOARD_TEXTS.delete}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
