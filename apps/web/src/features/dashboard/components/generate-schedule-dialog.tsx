import { toast } from '@/components/ui/toast';
import { generationFailedToast } from '@/lib/generation/generation-toast-texts';
import { useFollowGeneration, useGenerateSchedule } from '../api/generate-schedule';
import { DASHBOARD_TEXTS } from '../texts';
import { MonthActionDialog } from './month-action-dialog';
import { type MonthYear, monthLabel } from './month-year-fields';

function failureToast(message: string) {
  toast(generationFailedToast(message, DASHBOARD_TEXTS.generationFailedBody(message)));
}

/**
 * 'Generate Schedule' for a chosen month; 'Generating...' while the server starts the run. The run then
 * continues on the server: 'Schedule Generated' (or 'Generation Failed') comes when it has ended, and the
 * calendar is fetched again.
 */
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
  const followRun = useFollowGeneration();
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
          onSuccess: (session) => {
            const label = monthLabel(value);
            toast({
              title: DASHBOARD_TEXTS.generationStarted,
              description: DASHBOARD_TEXTS.generationStartedBody(label),
            });
            onOpenChange(false);
            followRun(session).then(
              (outcome) => {
                if (outcome.type === 'complete')
                  toast({
                    title: DASHBOARD_TEXTS.scheduleGenerated,
                    description: DASHBOARD_TEXTS.scheduleGeneratedBody(label),
                    variant: 'success',
                  });
                else if (outcome.type === 'error') failureToast(outcome.message);
              },
              (error: unknown) => failureToast(error instanceof Error ? error.message : String(error)),
            );
          },
          onError: (error) => failureToast(error.message),
        })
      }
    />
  );
}
