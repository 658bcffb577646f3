import { toast } from '@/components/ui/toast';
import { useGenerateSchedule } from '../api/generate-schedule';
import { DASHBOARD_TEXTS } from '../texts';
import { MonthActionDialog } from './month-action-dialog';
import { type MonthYear, monthLabel } from './month-year-fields';

/** 'Generate Schedule' for a chosen month; 'Generating...' while the server starts the run. */
export function GenerateScheduleDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: MonthYear;
}) {
  const generate = useGenerateSchedule();
  return (
    <MonthActionDialog
      open={open}
      onOpenChange={onOpenChange}
      initial={initial}
      title={DASHBOARD_TEXTS.generateSchedule}
      description={DASHBOARD_TEXTS.generateDescription}
      actionLabel={DASHBOARD_TEXTS.generate}
      pendingLabel={DASHBOARD_TEXTS.generating}
      pending={generate.isPending}
      onRun={(value) =>
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
            toast(
              error.message.includes(DASHBOARD_TEXTS.limitMarker)
                ? {
                    title: DASHBOARD_TEXTS.limitTitle,
                    description: DASHBOARD_TEXTS.limitBody,
                    variant: 'destructive',
                  }
                : {
                    title: DASHBOARD_TEXTS.generationFailed,
                    description: DASHBOARD_TEXTS.generationFailedBody(error.message),
                    variant: 'destructive',
                  },
            ),
        })
      }
    />
  );
}
