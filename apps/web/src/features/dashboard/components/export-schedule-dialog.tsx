import { toast } from '@/components/ui/toast';
import { useExportSchedule } from '../api/export-schedule';
import { DASHBOARD_TEXTS } from '../texts';
import { MonthActionDialog } from './month-action-dialog';
import type { MonthYear } from './month-year-fields';

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
  const exporter = useExportSchedule();
  return (
    <MonthActionDialog
      open={open}
      onOpenChange={onOpenChange}
      initial={initial}
      title={DASHBOARD_TEXTS.exportSchedule}
      description={DASHBOARD_TEXTS.exportDescription}
      actionLabel={DASHBOARD_TEXTS.export}
      pendingLabel={DASHBOARD_TEXTS.exporting}
      pending={exporter.isPending}
      onRun={(value) =>
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
    />
  );
}
