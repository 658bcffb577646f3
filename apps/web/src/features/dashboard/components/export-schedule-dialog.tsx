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
import { useExportSchedule } from '../api/export-schedule';
import { DASHBOARD_TEXTS } from '../texts';
import { type MonthYear, MonthYearFields } from './month-year-fields';

/** 'Export Schedule': downloads schedule-{year}-{MM}.json; 'Exporting...' while it loads. */
export function ExportScheduleDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: MonthYear;
}) {
  const [value, setValue] = useState(initial);
  const exporter = useExportSchedule();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (exporter.isPending) return;
        if (next) setValue(initial);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DASHBOARD_TEXTS.exportSchedule}</DialogTitle>
          <DialogDescription>{DASHBOARD_TEXTS.exportDescription}</DialogDescription>
        </DialogHeader>
        <MonthYearFields
          value={value}
          aroundYear={initial.year}
          onChange={setValue}
          disabled={exporter.isPending}
        />
        <DialogFooter>
          <Button variant="outline" disabled={exporter.isPending} onClick={() => onOpenChange(false)}>
            {DASHBOARD_TEXTS.cancel}
          </Button>
          <Button
            disabled={exporter.isPending}
            onClick={() =>
              exporter.mutate(value, {
                onSuccess: (file) => {
                  toast({
                    title: DASHBOARD_TEXTS.scheduleExported,
                    description: DASHBOARD_TEXTS.scheduleExportedBody(file),
                    variant: 'success',
                  });
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast({
                    title: DASHBOARD_TEXTS.exportFailed,
                    description: DASHBOARD_TEXTS.exportFailedBody(error.message),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {exporter.isPending ? DASHBOARD_TEXTS.exporting : DASHBOARD_TEXTS.export}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
