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
import { toast } from '@/components/ui/toast';
import { useGenerateSchedule } from '../api/generate-schedule';
import { DASHBOARD_TEXTS } from '../texts';
import { type MonthYear, MonthYearFields, monthLabel } from './month-year-fields';

/** 'Generate Schedule' for a chosen month; 'Generating...' while the server works. */
export function GenerateScheduleDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: MonthYear;
}) {
  const [value, setValue] = useState(initial);
  const generate = useGenerateSchedule();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (generate.isPending) return;
        if (next) setValue(initial);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DASHBOARD_TEXTS.generateSchedule}</DialogTitle>
          <DialogDescription>{DASHBOARD_TEXTS.generateDescription}</DialogDescription>
        </DialogHeader>
        <MonthYearFields
          value={value}
          aroundYear={initial.year}
          onChange={setValue}
          disabled={generate.isPending}
        />
        <DialogFooter>
          <Button variant="outline" disabled={generate.isPending} onClick={() => onOpenChange(false)}>
            {DASHBOARD_TEXTS.cancel}
          </Button>
          <Button
            disabled={generate.isPending}
            onClick={() =>
              generate.mutate(value, {
                onSuccess: () => {
                  toast({
                    title: DASHBOARD_TEXTS.scheduleGenerated,
                    description: DASHBOARD_TEXTS.scheduleGeneratedBody(monthLabel(value)),
                    variant: 'success',
                  });
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast({
                    title: DASHBOARD_TEXTS.generationFailed,
                    description: DASHBOARD_TEXTS.generationFailedBody(error.message),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {generate.isPending ? DASHBOARD_TEXTS.generating : DASHBOARD_TEXTS.generate}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
