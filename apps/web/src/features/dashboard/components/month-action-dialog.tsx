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
import { DASHBOARD_TEXTS } from '../texts';
import { type MonthYear, MonthYearFields } from './month-year-fields';

/**
 * A dialog that runs one action on a chosen month (Generate Schedule, Export Schedule): the month and year
 * fields, Cancel, and the action button showing its in-progress label. While it runs nothing can close it.
 */
export function MonthActionDialog({
  open,
  onOpenChange,
  initial,
  title,
  description,
  actionLabel,
  pendingLabel,
  pending,
  onRun,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: MonthYear;
  title: string;
  description: string;
  actionLabel: string;
  pendingLabel: string;
  pending: boolean;
  onRun: (value: MonthYear) => void;
}) {
  const [value, setValue] = useState(initial);
  // Each opening starts from the month shown now (the calendar opens it through `open`, not onOpenChange).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(initial);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) setValue(initial);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <MonthYearFields value={value} aroundYear={initial.year} onChange={setValue} disabled={pending} />
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            {DASHBOARD_TEXTS.cancel}
          </Button>
          <Button disabled={pending} onClick={() => onRun(value)}>
            {pending ? pendingLabel : actionLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
